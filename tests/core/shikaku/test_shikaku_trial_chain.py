"""A two-way trial names the first contradiction it meets and opens the chain behind it as
sub-steps (`puzzle hint --json` carries them as "substeps"), in English and Spanish."""

from __future__ import annotations

import json

from puzzlegui.core.grading import walk_hints
from puzzlegui.core.model import Hint
from puzzlegui.core.shikaku import TYPE
from puzzlegui.core.text.es import SPANISH
from tests.data import data_file


def _trial_hints() -> list[Hint]:
    rows = [json.loads(x) for x in data_file("janko/shikaku.jsonl").read_text().splitlines()]
    row = next(r for r in rows if str(r.get("id", "")).startswith("255_"))
    puzzle = TYPE.puzzle_from_json(row["puzzle"])
    return [h for h in walk_hints(TYPE, puzzle) if h.rule == "two-way-trial"]


def test_a_two_way_trial_opens_its_chain_as_sub_steps() -> None:
    hints = _trial_hints()
    assert hints
    for hint in hints:
        data = hint.to_json()
        steps = data["substeps"]
        assert steps[0]["text"].startswith("Suppose ")
        assert "a contradiction" in steps[-1]["text"]
        named = {tuple(c) for step in (steps[0], steps[-1]) for c in step["cells"]}
        assert named <= set(hint.reason_cells) | set(hint.cells), data
        for step in steps[1:-1]:
            assert step["text"].startswith(("The ", "...")), step


def test_the_sub_steps_read_in_spanish() -> None:
    hint = _trial_hints()[0]
    first, last = (SPANISH.value(s.phrase) for s in (hint.substeps[0], hint.substeps[-1]))
    assert first.startswith("supón que ")
    assert "una contradicción" in last

"""A Logi-5 or Calcudoku trial names the first contradiction its singles (and cage fillings)
meet, lights the cell it names, and opens the chain as sub-steps, English and Spanish."""

from __future__ import annotations

import json

import pytest

from puzzlegui.core import registry
from puzzlegui.core.grading import walk_hints
from puzzlegui.core.model import Hint
from puzzlegui.core.text.es import SPANISH
from tests.data import data_file


def _trials(type_name: str, name: str) -> list[Hint]:
    ptype = registry.get(type_name)
    found: list[Hint] = []
    for line in data_file(name).read_text(encoding="utf-8").splitlines():
        row = json.loads(line)
        if row["puzzle"]["n"] > 5:
            continue
        puzzle = ptype.puzzle_from_json(row["puzzle"])
        found += [h for h in walk_hints(ptype, puzzle) if h.rule == "contradiction"]
        if len(found) >= 3:
            break
    return found


@pytest.mark.parametrize(
    ("type_name", "name"),
    [("logi5", "tatham-graded/logi5.jsonl"), ("calcudoku", "tatham-graded/calcudoku.jsonl")],
)
def test_a_trial_names_where_it_breaks_and_opens_its_chain(type_name: str, name: str) -> None:
    hints = _trials(type_name, name)
    assert hints
    for hint in hints:
        steps = [s.to_json() for s in hint.substeps]
        assert steps[0]["text"].startswith("Suppose ")
        assert steps[-1]["text"].endswith("a contradiction.")
        assert "some cell" not in hint.text  # the contradiction met is named
        for cell in steps[-1]["cells"]:
            assert tuple(cell) in hint.reason_cells
        spanish = [SPANISH.value(s.phrase) for s in hint.substeps]
        assert spanish[0].startswith("supón que ")
        assert spanish[-1].endswith("una contradicción.")

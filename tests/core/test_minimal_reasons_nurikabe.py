"""Issue 35: a Nurikabe hint's reasons force its step by the same rule (the judge is
minimal_reasons_nurikabe.py), and every cell its sentence names is lit, for every rule with
reason cells, on every hint walked on small boards of boards/. Minimality is measured by
scripts/hint_reasons.py (docs/hint-reasons.md), not held here."""

from __future__ import annotations

import re
from collections import Counter
from functools import cache
from pathlib import Path

import pytest

from puzzlegui.core.model import Hint
from puzzlegui.core.nurikabe import TYPE
from puzzlegui.core.nurikabe.puzzle import Puzzle, State
from puzzlegui.core.nurikabe.textfmt import parse

from . import hint_audit as audit
from . import minimal_reasons_nurikabe as judge

_CELL = re.compile(r"row (\d+), column (\d+)")
BOARDS = Path(__file__).resolve().parents[2] / "boards" / "nurikabe"
SMALL = [
    "01-easy-7x7",
    "04-medium-7x7",
    "05-medium-8x8",
    "07-hard-8x8",
    "14-medium-8x8",
    "16-hard-7x7",
    "seed-14-hard-9x9",
]
GENERATED = {
    # `puzzle generate nurikabe --seed 14 --size 9 --difficulty hard`: its walk meets a wall
    # pocket (no board of boards/ does).
    "seed-14-hard-9x9": """nurikabe 9x9
. . 2 . . . . . .
. . . . 1 . . . .
. . . . . . . . 1
2 . . . . . 5 . .
. . . . . 1 . . .
. 6 . 1 . . . 3 .
. . . . . . 2 . .
2 . . . . . . . 5
. . . 2 . . . . .
""",
}
HELD = {
    "complete-island",
    "between-clues",
    "join-too-large",
    "island-one-way",
    "dot-one-way",
    "walls-one-way",
    "pool-2x2",
    "unreachable",
    "island-must-use",
    "island-borders",
    "wall-cut",
    "no-shape-reaches",
    "wall-pocket",
    "far-from-walls",
}
"""The rules whose reasons must force their step (wall count and wall span: no small board's
walk meets them; the search that finds their reasons is the same)."""


@cache
def _walk(name: str) -> tuple[Puzzle, list[tuple[State, Hint]]]:
    """The board and every (state, hint) of its walk from the empty board."""
    text = GENERATED.get(name) or (BOARDS / f"{name}.puzzle").read_text()
    puzzle, _ = parse(text)
    return puzzle, list(audit.walk(audit.Case(name, TYPE, puzzle, None)))


@pytest.mark.parametrize("name", SMALL)
def test_local_reasons_force_their_step(name: str) -> None:
    puzzle, steps = _walk(name)
    judged, short, unlit = 0, [], []
    for state, hint in steps:
        if hint.rule not in HELD or not judge.judged(hint):
            continue
        judged += 1
        if not judge.judge(puzzle, state, hint).sufficient:
            short.append(f"{hint.text} reasons {hint.reason_cells}")
        named = {(int(r) - 1, int(c) - 1) for r, c in _CELL.findall(hint.text)}
        if not named <= {*hint.reason_cells, *hint.cells}:
            unlit.append(f"{hint.text} reasons {hint.reason_cells}")
    assert judged > 0
    assert not short, short[:3]
    assert not unlit, unlit[:3]


def test_every_held_rule_is_walked() -> None:
    """The boards give each held rule a judged hint, so each is tested."""
    seen = Counter(h.rule for name in SMALL for _, h in _walk(name)[1] if judge.judged(h))
    assert not HELD - set(seen), HELD - set(seen)

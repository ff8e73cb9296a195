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
from puzzlegui.core.nurikabe.engine.board import Board
from puzzlegui.core.nurikabe.engine.cells import WALL, WHITE, Cells
from puzzlegui.core.nurikabe.engine.islands import analyse
from puzzlegui.core.nurikabe.ladder.reasons import name_reasons
from puzzlegui.core.nurikabe.ladder.rungs import LEVEL, wall_steps
from puzzlegui.core.nurikabe.ladder.step import Step
from puzzlegui.core.nurikabe.puzzle import Puzzle, State, make_puzzle
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


def _pocket_board() -> tuple[Board, Cells, int]:
    """A 30x30 board that is mostly island (a clue of 671 in a corner): a 9 whose island rings
    an unknown cell (a pocket no wall reaches), and four rows of walls far away: many more
    marks than the search may drop on such a board, where each run of the rule costs most."""
    puzzle = make_puzzle(30, 30, [(14, 14, 9), (29, 0, 671)])
    board = Board(puzzle)
    v = board.start()
    centre = 15 * 30 + 15
    for r in range(14, 17):
        for c in range(14, 17):
            if (r, c) != (15, 15):
                v[r * 30 + c] = WHITE
    for r in range(0, 8, 2):
        for c in range(30):
            v[r * 30 + c] = WALL
    return board, v, centre


def test_a_wall_pocket_on_a_large_board_lights_only_its_sides() -> None:
    """The pocket's reasons are the dots beside it and one wall, not every mark the search
    had no runs left to drop (janko 1030, also mostly island, lit 227 cells for one)."""
    board, v, centre = _pocket_board()
    step = Step(LEVEL["walls"], "wall-pocket", [(centre, WHITE)], [])
    assert any(s.rule == "wall-pocket" for s in wall_steps(board, v, analyse(board, v)))
    name_reasons(board, v, step)
    sides = {centre - 30, centre - 1, centre + 1, centre + 30}
    walls = [i for i in step.reasons if v[i] == WALL]
    assert set(step.reasons) - set(walls) == sides
    assert len(walls) == 1

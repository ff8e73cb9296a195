"""The few-ways rung (island cases of at most cases.FEW ways, below deep trial): each way its
hint's sub-steps name is a way of the island, and what they say of it is what the ladder's
rules do with it (a contradiction, or the step's cell decided alike). Soundness against brute
force: test_nurikabe_cases_brute.py."""

from __future__ import annotations

import pytest

from puzzlegui.core import answers
from puzzlegui.core.model import HintAsk
from puzzlegui.core.nurikabe import TYPE
from puzzlegui.core.nurikabe.engine.board import Board
from puzzlegui.core.nurikabe.engine.deduce import (
    GLOBAL_RULES,
    WALL,
    WHITE,
    Cells,
    Contradiction,
    assign,
    propagate_from,
)
from puzzlegui.core.nurikabe.engine.islands import analyse
from puzzlegui.core.nurikabe.hints import compact
from puzzlegui.core.nurikabe.ladder.cases import FEW
from puzzlegui.core.nurikabe.ladder.rungs import LEVEL, few_case_steps
from puzzlegui.core.nurikabe.textfmt import parse

ONE_BREAKS = """\
nurikabe 15x15
. . . . . 4 . . . 2 . . . . .
. . . . . . 1 . . . . . 2 . 2
. 3 . . . 3 . . 2 . 1 . . . .
. . . . . . . . . . . 8 . . .
. . . 1 . . 4 . . . 1 . . . .
. 2 . . 1 . . . . . . 2 . . .
. . 2 . . . 2 . . . 3 . . . .
. . . . . . . . . . . 3 . . .
2 . . 3 . . . . . . . . . . .
. . 4 . . . . . . 3 . . . . .
. . . . . 5 . . 1 . . . 4 . .
. . . . . . 1 . . . 2 . . . .
. . . . . 1 . . . . . 4 . . .
3 . . . . . . 2 . . . . . . 2
. . . 5 . . . . 1 . . . . . .
progress:
x x + + + . x x . . . x . x +
. . x x x x . x . x x . . x .
. . . . + . x . . x . x x x x
x x x x x . x . x x x . + + +
x + x . x . . + + x . x x x +
x . x x . x x x x x x . + x +
x x . x x + . x + + . x x x +
+ x + x + x x x x x x . + x +
. x x . + x + + x + x x + x x
x x . x x + + x x . + x x + x
x + + + x . x x . x x x . + x
x x x x x x . x x + . x x + x
x + x + x . x + x x x . x x x
. + x + x x x . x + + + x + .
x x x . + + x x . x x x x x x
"""
"""A generated hard 15x15 (seed 2000 + 22) at its few-ways step: the 2 at r1c10 takes r1c9 or
r1c11, and r1c11 runs into a contradiction."""

BOTH_STAND = """\
nurikabe 10x10
. . . . . . . . . .
. 1 . . . . 6 . . .
. . . 2 . . . 4 . .
. . . . 2 . . . . .
. 3 . . . . 1 . . .
. . . 2 . 1 . 2 . .
. 1 . . . . . . . .
. . . . 2 . . . . 5
. 3 . . . . . . . .
. . . . . 1 . . 3 .
progress:
x x . . . . . . . .
x . x . . . . x . .
x x . . x . x . . .
. . . x . . x . . .
. . . . . x . x . .
x x . . x . x . . .
x . x . x x x . x .
x x . x . . . . . .
. . + . . x . . . .
x . . x x . x . . .
"""
"""A janko-like 10x10 made here (scripts/nurikabe_typical.py's janko_like, seed 70120) at a
few-ways step whose two ways both stand and both make r7c10 an island cell."""


def _played(board: Board, v: Cells, isl: list[int], shape: tuple[int, ...]) -> Cells | None:
    """The board once the island takes `shape`, walled round, and the ladder's rules run."""
    cells = set(isl) | set(shape)
    border = {n for i in cells for n in board.neighbours[i]} - cells
    t = bytearray(v)
    try:
        assign(board, t, [(j, WHITE) for j in shape])
        assign(board, t, [(j, WALL) for j in sorted(border)])
        propagate_from(board, t, None, 0, GLOBAL_RULES)
    except Contradiction:
        return None
    return t


@pytest.mark.parametrize(("text", "broken"), [(ONE_BREAKS, 1), (BOTH_STAND, 0)])
def test_each_way_is_what_the_rules_make_of_it(text: str, broken: int) -> None:
    puzzle, state = parse(text)
    board = Board(puzzle)
    v = compact(puzzle, state)
    step = next(few_case_steps(board, v, analyse(board, v)))
    cell, value = step.decided[0]
    assert step.level == LEVEL["few-cases"]
    assert 2 <= len(step.ways) <= FEW
    assert sum(not stands for _, stands in step.ways) == broken
    for shape, stands in step.ways:
        after = _played(board, v, step.reasons, shape)
        assert (after is not None) == stands
        if after is not None:
            assert after[cell] == value


@pytest.mark.parametrize("text", [ONE_BREAKS, BOTH_STAND])
def test_the_hint_names_every_way_as_a_sub_step(text: str) -> None:
    puzzle, state = parse(text)
    hint = TYPE.hint(HintAsk(puzzle, state, None, answers.Answers()))
    assert hint is not None
    assert hint.rule.startswith("few-cases-")
    assert len(hint.substeps) == hint.params["count"]
    codes = [s.phrase.code for s in hint.substeps]
    assert codes.count("nurikabe.sub-way-breaks") == hint.params["count"] - hint.params["left"]
    target = hint.cells[0]
    for sub in hint.substeps:
        if sub.phrase.code != "nurikabe.sub-way-breaks":
            assert target in sub.cells  # a way that stands lights the cell it decides

"""Calcudoku rule checks as a table, the pzprjs failcheck rows (factors), moves."""

from __future__ import annotations

from functools import partial

import pytest

from puzzlegui.core.calcudoku import TYPE
from puzzlegui.core.latin import SetDigit, ToggleCandidate
from puzzlegui.core.model import BoardFormatError
from tests.core.rule_checks import (
    complete_and_solved,
    failchecks_break,
    rebuild_by_moves,
    rule_table_test,
    with_progress,
)

PUZZLE = """calcudoku 4
a a b c
d e b c
d e f f
g g h h
cages:
a 3+
b 12*
c 3-
d 5+
e 1-
f 2/
g 4x
h 5+
"""


board = partial(with_progress, PUZZLE)
"""The 4x4 puzzle with progress lines (separated by '/')."""


CASES = [
    (PUZZLE, set()),
    (board("1 . . . / . . . . / . . [12] . / . . . ."), set()),
    (board("1 . . 1 / . . . . / . . . . / . . . ."), {"calcudoku.row-repeat"}),
    (board("1 . . . / . . . . / . . . . / 1 . . ."), {"calcudoku.column-repeat"}),
    (board("5 . . . / . . . . / . . . . / . . . ."), {"calcudoku.digit-out-of-range"}),
    (board("1 3 . . / . . . . / . . . . / . . . ."), {"calcudoku.cage-wrong"}),
    (board(". . . . / . . . . / . . 3 . / . . . ."), {"calcudoku.cage-impossible"}),
    (board("1 2 3 4 / 2 3 4 1 / 3 4 1 2 / 4 1 2 3"), set()),
]


test_rule_table = rule_table_test(TYPE, CASES)


def test_solved_and_complete() -> None:
    complete_and_solved(TYPE, CASES[-1][0])
    puzzle, state = TYPE.parse(CASES[5][0].replace(". . . . /", "2 4 1 3 /", 1))
    assert not TYPE.is_solved(puzzle, state)


def test_cage_violation_names_the_cage() -> None:
    puzzle, state = TYPE.parse(CASES[5][0])
    (violation,) = TYPE.check(puzzle, state)
    assert violation.cells == ((0, 0), (0, 1))
    assert "3+" in violation.message
    assert "row 1, column 1" in violation.message


def test_a_cage_is_named_with_the_signs_the_board_draws() -> None:
    puzzle, state = TYPE.parse(board(". . 1 . / . . 1 . / . . . . / . . . ."))
    messages = [v.message for v in TYPE.check(puzzle, state)]
    assert any("12\u00d7" in m for m in messages), messages  # not "12*"
    shown = [cage.shown() for cage in puzzle.cages]
    assert shown == ["3+", "12\u00d7", "3\u2212", "5+", "1\u2212", "2\u00f7", "4\u00d7", "5+"]


PZPR_CODES = {
    "nmDupRow": {"calcudoku.row-repeat", "calcudoku.column-repeat"},
    "nmProduct": {"calcudoku.cage-wrong"},
    "ceNoNum": None,  # an empty cell: unfinished, not wrong
}


def test_pzprjs_failchecks() -> None:
    failchecks_break(TYPE, "calcudoku", PZPR_CODES)


def test_moves_round_trip_and_rebuild() -> None:
    text = board("1 [23] . . / . . 4 . / . . [1234] . / . . . 3")
    rebuild_by_moves(TYPE, text)
    puzzle = TYPE.parse(text)[0]
    assert TYPE.moves_to(puzzle, TYPE.new_state(puzzle)) == []


def test_apply_and_bad_moves() -> None:
    _puzzle, state = TYPE.parse(PUZZLE)
    state = TYPE.apply(state, SetDigit((3, 3), 4))
    assert state.digit((3, 3)) == 4
    with pytest.raises(ValueError, match="out of range"):
        TYPE.apply(state, SetDigit((0, 0), 5))
    with pytest.raises(ValueError, match="out of range"):
        TYPE.apply(state, ToggleCandidate((0, 0), 5))
    with pytest.raises(ValueError, match="off the"):
        TYPE.apply(state, TYPE.parse_move("r5c1=1"))
    with pytest.raises(BoardFormatError):
        TYPE.parse_move("r1c1=")

"""Logi-5 rule checks as a table, the pzprjs failcheck rows, moves and their string forms."""

from __future__ import annotations

import dataclasses
from functools import partial

import pytest

from puzzlegui.core.latin import ClearCandidates, SetDigit, ToggleCandidate
from puzzlegui.core.logi5 import TYPE
from puzzlegui.core.model import BoardFormatError
from tests.core.logi5.test_logi5_formats import GOOD
from tests.core.rule_checks import (
    complete_and_solved,
    failchecks_break,
    rebuild_by_moves,
    rule_table_test,
    with_progress,
)

PUZZLE = GOOD.replace("# the pzprjs sudoku 4x4 as a Logi-5\n", "")
"""The formats tests' good file without its comment line (the line numbers below count on it)."""


board = partial(with_progress, PUZZLE)
"""The 4x4 puzzle with progress lines (separated by '/')."""


CASES = [
    (PUZZLE, set()),
    (board(". 1 . . / . . . 2 / 3 . . . / . . 3 ."), set()),
    (board(". 1 [24] . / . . . 2 / 3 . . . / . . 3 ."), set()),
    (board(". 1 . . / 2 . . 2 / 3 . . . / . . 3 ."), {"logi5.row-repeat"}),
    (board(". 1 3 . / . . . 2 / 3 . . . / . . 3 ."), {"logi5.column-repeat"}),
    (board(". 1 . . / 1 . . 2 / 3 . . . / . . 3 ."), {"logi5.region-repeat"}),
    (board(". . . . / . . . 2 / 3 . . . / . . 3 ."), set()),  # '.' on a given keeps it
    (board("5 1 . . / . . . 2 / 3 . . . / . . 3 ."), {"logi5.digit-out-of-range"}),
    (board("2 1 4 3 / 4 3 1 2 / 3 4 2 1 / 1 2 3 4"), set()),
]


test_rule_table = rule_table_test(TYPE, CASES)


def test_solved_board_is_solved_and_complete() -> None:
    complete_and_solved(TYPE, CASES[-1][0])
    puzzle, state = TYPE.parse(PUZZLE)
    assert not TYPE.is_complete(puzzle, state)
    assert not TYPE.is_solved(puzzle, state)


def test_progress_that_changes_a_given_is_refused_in_every_form() -> None:
    text = board(". 4 . . / . . . 2 / 3 . . . / . . 3 .")
    with pytest.raises(BoardFormatError, match="given 1, which cannot change") as info:
        TYPE.parse(text)
    assert (info.value.line, info.value.column) == (12, 3)
    puzzle, _ = TYPE.parse(PUZZLE)
    with pytest.raises(BoardFormatError, match="given"):
        TYPE.solution_from_json(puzzle, {"grid": [[0, 4, 0, 0]] + [[0] * 4] * 3})
    with pytest.raises(ValueError, match="given cannot change"):
        TYPE.apply(TYPE.new_state(puzzle), TYPE.parse_move("r1c2=4"))


def test_violation_names_cells_one_based() -> None:
    # Only a state made in code can hold a changed given: every input form refuses one.
    puzzle, state = TYPE.parse(PUZZLE)
    digits = list(state.digits)
    digits[1] = 4
    state = dataclasses.replace(state, digits=tuple(digits))
    (violation,) = TYPE.check(puzzle, state)
    assert violation.cells == ((0, 1),)
    assert "row 1, column 2" in violation.message


PZPR_CODES = {
    "bkDupNum": {"logi5.region-repeat"},
    "nmDupRow": {"logi5.row-repeat", "logi5.column-repeat"},
    "ceNoNum": None,  # an empty cell: unfinished, not wrong
}


def test_pzprjs_failchecks() -> None:
    failchecks_break(TYPE, "logi5", PZPR_CODES)


# --- moves ---------------------------------------------------------------------------------------


def test_moves_round_trip_and_rebuild() -> None:
    rebuild_by_moves(TYPE, board("2 1 [34] . / [14] . . 2 / 3 . . . / . . 3 4"))


def test_apply_moves() -> None:
    _puzzle, state = TYPE.parse(PUZZLE)
    marked = TYPE.apply(TYPE.apply(state, ToggleCandidate((0, 0), 2)), ToggleCandidate((0, 0), 4))
    assert marked.candidates((0, 0)) == (2, 4)
    assert TYPE.apply(marked, ToggleCandidate((0, 0), 2)).candidates((0, 0)) == (4,)
    assert TYPE.apply(marked, ClearCandidates((0, 0))).candidates((0, 0)) == ()
    filled = TYPE.apply(marked, SetDigit((0, 0), 2))
    assert filled.digit((0, 0)) == 2
    assert filled.candidates((0, 0)) == ()
    assert TYPE.apply(filled, SetDigit((0, 0), 0)).digit((0, 0)) == 0
    assert str(SetDigit((2, 4), 3)) == "r3c5=3"
    assert marked != state  # the old state is untouched
    assert state.candidates((0, 0)) == ()


@pytest.mark.parametrize(
    "move",
    [
        SetDigit((0, 1), 2),  # a given
        ClearCandidates((0, 1)),
        SetDigit((0, 0), 5),
        ToggleCandidate((0, 0), 0),
        SetDigit((4, 0), 1),
    ],
)
def test_bad_moves_raise_value_error(move: SetDigit | ToggleCandidate | ClearCandidates) -> None:
    _puzzle, state = TYPE.parse(PUZZLE)
    with pytest.raises(ValueError, match=r"."):
        TYPE.apply(state, move)


def test_marks_only_in_empty_cells() -> None:
    _puzzle, state = TYPE.parse(PUZZLE)
    filled = TYPE.apply(state, SetDigit((0, 0), 2))
    with pytest.raises(ValueError, match="empty"):
        TYPE.apply(filled, ToggleCandidate((0, 0), 3))


@pytest.mark.parametrize("text", ["", "r1c1", "r1c1=", "x1c1=2", "r0c1+", "r1c1*2", "r1c1+2-"])
def test_bad_move_strings(text: str) -> None:
    with pytest.raises(BoardFormatError):
        TYPE.parse_move(text)

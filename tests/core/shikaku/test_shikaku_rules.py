"""Shikaku rule checks as a table, the pzprjs failcheck rows, moves and their string forms."""

from __future__ import annotations

import json
from functools import partial

import pytest

from puzzlegui.core.model import BoardFormatError
from puzzlegui.core.shikaku import TYPE
from puzzlegui.core.shikaku.puzzle import AddRect, Rect, RemoveRect, State, parse_rect
from tests.core.rule_checks import rebuild_by_moves, rule_table_test, with_progress
from tests.cpu import cpu_seconds
from tests.data import data_file, data_rows

PUZZLE = """shikaku 4x4
4 . . .
2 . . .
. . 6 .
. . . 4
"""
SOLVED = "r1c1:r1c4 / r2c1:r3c1 / r2c2:r3c4 / r4c1:r4c4"


board = partial(with_progress, PUZZLE)
"""The 4x4 puzzle with progress lines (separated by '/')."""


CASES = [
    (PUZZLE, set()),
    (board("r1c1:r1c4"), set()),
    (board("r1c1:r1c4 / r2c1:r3c1"), set()),
    (board("+r1c1:r1c4 / -r1c1:r1c4 / r2c1:r3c1"), set()),
    (board("r1c1:r1c4 / r1c4:r4c4"), {"shikaku.overlap"}),
    (board("r1c2:r1c3"), {"shikaku.no-clue"}),
    (board("r1c1:r2c2"), {"shikaku.several-clues"}),
    (board("r2c1:r3c2"), {"shikaku.wrong-area"}),
    (
        board("r1c1:r1c4 / r2c1:r3c1 / r2c2:r3c4 / r4c2:r4c4"),
        {"shikaku.wrong-area", "shikaku.uncovered"},
    ),
    (board("r1c1:r1c4 / r2c1:r3c1 / r4c1:r4c4"), set()),
    (board("r1c1:r4c4"), {"shikaku.several-clues"}),
    (board(SOLVED), set()),
]


test_rule_table = rule_table_test(TYPE, CASES)


def test_solved_board_is_solved_and_complete() -> None:
    puzzle, state = TYPE.parse(board(SOLVED))
    assert TYPE.is_complete(puzzle, state)
    assert TYPE.is_solved(puzzle, state)
    puzzle, state = TYPE.parse(board("r1c1:r1c4"))
    assert not TYPE.is_complete(puzzle, state)
    assert not TYPE.is_solved(puzzle, state)


def test_complete_but_wrong_is_not_solved() -> None:
    puzzle, state = TYPE.parse(board("r1c1:r2c2 / r1c3:r1c4 / r2c3:r3c4 / r3c1:r4c2 / r4c3:r4c4"))
    assert TYPE.is_complete(puzzle, state)
    assert not TYPE.is_solved(puzzle, state)


def test_violations_name_cells_one_based() -> None:
    puzzle, state = TYPE.parse(board("r2c1:r3c2"))
    (violation,) = TYPE.check(puzzle, state)
    assert set(violation.cells) == {(1, 0), (1, 1), (2, 0), (2, 1)}
    assert "row 2, column 1" in violation.message
    assert "is 2" in violation.message
    puzzle, state = TYPE.parse(board("r1c1:r1c4 / r1c4:r4c4"))
    (overlap,) = TYPE.check(puzzle, state)
    assert overlap.cells == ((0, 3),)


def test_check_never_raises_on_a_state_that_does_not_fit() -> None:
    puzzle, _ = TYPE.parse(PUZZLE)
    odd = State(4, 4, frozenset({Rect(3, 3, 5, 5), Rect(-1, 0, 1, 1)}))
    assert TYPE.check(puzzle, odd) == []
    assert not TYPE.is_complete(puzzle, odd)


PZPR_CODES = {
    "bkSizeNe": {"shikaku.wrong-area"},
    "bkNoNum": {"shikaku.no-clue"},
    "bkNumGe2": {"shikaku.several-clues"},
    "bkNotRect": None,  # a region that is no rectangle: a State cannot hold it
    "bdDeadEnd": None,  # a loose border piece: likewise not a set of rectangles
}


def test_pzprjs_failchecks() -> None:
    rows = data_rows("pzprjs/shikaku-failchecks.jsonl")
    assert rows
    checked = 0
    for row in rows:
        puzzle = TYPE.puzzle_from_json(row["puzzle"])
        assert row["expected_code"] in PZPR_CODES
        if row["board"]["rects"] is None:
            with pytest.raises(BoardFormatError, match="not rectangles"):
                TYPE.solution_from_json(puzzle, row["board"])
            continue
        state = TYPE.solution_from_json(puzzle, row["board"])
        codes = {v.code for v in TYPE.check(puzzle, state)}
        expected = PZPR_CODES[row["expected_code"]]
        assert expected is not None
        assert codes & expected, (row["case"], codes)
        checked += 1
    assert checked >= 1


def test_check_is_fast_on_the_largest_janko_board() -> None:
    path = data_file("janko/shikaku.jsonl")
    row = json.loads(path.read_text().splitlines()[0])
    puzzle = TYPE.puzzle_from_json(row["puzzle"])
    state = TYPE.solution_from_json(puzzle, row["solution"])
    problems, seconds = cpu_seconds(lambda: TYPE.check(puzzle, state))
    assert problems == []
    assert seconds < 0.05  # about 1 ms of CPU; generous for slow machines


# --- moves ---------------------------------------------------------------------------------------


def test_moves_round_trip_and_rebuild() -> None:
    assert len(rebuild_by_moves(TYPE, board("r1c1:r1c4 / r1c4:r4c4 / r2c2"))) == 3


def test_apply_moves() -> None:
    _, state = TYPE.parse(PUZZLE)
    rect = Rect(1, 0, 2, 1)
    added = TYPE.apply(state, AddRect(rect))
    assert added.rects == {rect}
    assert state.rects == frozenset()  # the old state is untouched
    assert TYPE.apply(added, RemoveRect(rect)) == state
    assert str(AddRect(rect)) == "+r2c1:r3c1"
    assert str(RemoveRect(Rect(0, 0, 1, 1))) == "-r1c1:r1c1"
    assert parse_rect("r2c3") == Rect(1, 2, 1, 1)


@pytest.mark.parametrize(
    "move",
    [
        AddRect(Rect(3, 3, 2, 1)),  # off the board
        AddRect(Rect(0, 0, 0, 1)),  # empty
        RemoveRect(Rect(0, 0, 1, 1)),  # not drawn
    ],
)
def test_bad_moves_raise_value_error(move: AddRect | RemoveRect) -> None:
    _, state = TYPE.parse(PUZZLE)
    with pytest.raises(ValueError, match=r"."):
        TYPE.apply(state, move)


def test_adding_twice_raises_value_error() -> None:
    _, state = TYPE.parse(PUZZLE)
    once = TYPE.apply(state, AddRect(Rect(0, 0, 1, 4)))
    with pytest.raises(ValueError, match="already"):
        TYPE.apply(once, AddRect(Rect(0, 0, 1, 4)))


@pytest.mark.parametrize(
    "text", ["", "+", "r1c1:r2c2", "*r1c1", "+r0c1", "+r2c2:r1c1", "+r1c1:", "+r1c1:r2", "-x"]
)
def test_bad_move_strings(text: str) -> None:
    with pytest.raises(BoardFormatError):
        TYPE.parse_move(text)


def test_uncovered_cells_are_counted_in_the_singular_and_the_plural() -> None:
    one = board("r1c1:r1c4 / r2c1:r3c1 / r2c2:r3c4 / r4c2:r4c4")
    puzzle, state = TYPE.parse(one)
    (found,) = [v for v in TYPE.check(puzzle, state) if v.code == "shikaku.uncovered"]
    assert found.message == "1 cell lies in no rectangle, the first at row 4, column 1."
    puzzle, state = TYPE.parse(board("r1c1:r1c4 / r2c1:r3c1 / r2c2:r3c4 / r4c3:r4c4"))
    (found,) = [v for v in TYPE.check(puzzle, state) if v.code == "shikaku.uncovered"]
    assert found.message == "2 cells lie in no rectangle, the first at row 4, column 1."

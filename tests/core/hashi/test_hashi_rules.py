"""Hashiwokakero rule checks as a table, the pzprjs failcheck rows, moves and their string forms."""

from __future__ import annotations

import pytest

from puzzlegui.core.hashi import TYPE
from puzzlegui.core.hashi.puzzle import SetBridges, ToggleMark, apply, parse_move
from puzzlegui.core.hashi.rules import check_answer
from puzzlegui.core.model import BoardFormatError
from tests.core.rule_checks import complete_and_solved, rebuild_by_moves, violations
from tests.data import data_rows

PUZZLE = """hashi 5x5
4 . 2 . .
. 3 . . 2
3 . . . .
. 3 . 1 .
3 . 4 . 3
"""
SOLUTION = (
    "r1c1-r1c3=2 r1c1-r3c1=2 r2c2-r2c5=1 r2c2-r4c2=2 r2c5-r5c5=1 r3c1-r5c1=1 r4c2-r4c4=1 "
    "r5c1-r5c3=2 r5c3-r5c5=2"
)
SQUARE = "hashi 3x3\n2 . 2\n. . .\n1 . 1\n"


def board(moves: str, puzzle: str = PUZZLE) -> str:
    """The puzzle with a progress section holding `moves` (separated by spaces)."""
    return puzzle + "progress:\n" + "\n".join(moves.split()) + "\n"


CASES = [
    (PUZZLE, set()),
    (board("r1c1-r1c3=2 r2c2-r4c2=1 r1c3-r5c3x"), set()),
    (
        board("r1c1-r1c3=2 r1c1-r3c1=2 r3c1-r5c1=2"),
        {"hashi.too-many-bridges", "hashi.too-few-bridges"},
    ),
    (board("r4c2-r4c4=2"), {"hashi.too-many-bridges"}),
    (board("r1c3-r5c3=1 r2c2-r2c5=1"), {"hashi.crossing-bridges", "hashi.too-few-bridges"}),
    (board("r5c3-r5c5=3"), {"hashi.more-than-two"}),
    (board("r4c2-r4c4x"), {"hashi.too-few-bridges"}),
    (board("r1c1-r1c3x r2c2-r2c5=1"), {"hashi.too-few-bridges"}),
    (board("r1c3-r5c3=2 r5c3-r5c5=2"), {"hashi.too-few-bridges"}),
    (board("r1c1-r1c3=2", SQUARE), {"hashi.closed-group"}),
    (board("r1c1-r1c3=2 r3c1-r3c3=1", SQUARE), {"hashi.not-connected"}),
    (board("r1c1-r1c3=1 r1c1-r3c1=1 r1c3-r3c3=1", SQUARE), set()),
    (board(SOLUTION), set()),
]


@pytest.mark.parametrize(("text", "codes"), CASES)
def test_rule_table(text: str, codes: set[str]) -> None:
    for violation in violations(TYPE, text, codes):
        assert "row " in violation.message or "groups" in violation.message


def test_solved_board_is_solved_and_complete() -> None:
    puzzle, state = complete_and_solved(TYPE, CASES[-1][0])
    assert check_answer(puzzle, state) == []
    half, partial = TYPE.parse(CASES[1][0])
    assert not TYPE.is_complete(half, partial)
    assert not TYPE.is_solved(half, partial)


def test_answer_check_reports_unfinished_islands_and_split_network() -> None:
    puzzle, state = TYPE.parse(CASES[1][0])
    codes = {v.code for v in check_answer(puzzle, state)}
    assert codes == {"hashi.missing-bridges", "hashi.not-connected"}


# puz.link judges a finished answer; our live check only flags what can no longer be mended, so
# an unfinished position is judged with check_answer (the "I am done" verdict).
PZPRJS_CODES = {
    "brNoLine": "hashi.missing-bridges",
    "nmLineGt": "hashi.too-many-bridges",
    "nmLineLt": "hashi.missing-bridges",
    "lcDivided": "hashi.not-connected",
}


def _rows(name: str) -> list[dict[str, object]]:
    return data_rows(f"pzprjs/{name}")


def test_pzprjs_failchecks() -> None:
    for row in _rows("hashi-failchecks.jsonl"):
        puzzle = TYPE.puzzle_from_json(row["puzzle"])
        state = TYPE.solution_from_json(puzzle, row["board"])
        live = {v.code for v in TYPE.check(puzzle, state)}
        final = {v.code for v in check_answer(puzzle, state)}
        assert PZPRJS_CODES[str(row["expected_code"])] in final, row["case"]
        assert live <= final
        assert not TYPE.is_solved(puzzle, state)
        if row["expected_code"] == "nmLineGt":
            assert "hashi.too-many-bridges" in live


def test_pzprjs_solution_is_solved() -> None:
    for row in _rows("hashi.jsonl"):
        puzzle = TYPE.puzzle_from_json(row["puzzle"])
        state = TYPE.solution_from_json(puzzle, row["solution"])
        assert TYPE.is_solved(puzzle, state)
        assert TYPE.solution_to_json(puzzle, state) == row["solution"]


def test_moves_round_trip_and_rebuild() -> None:
    text = board(SOLUTION + " r1c3-r5c3x")
    assert len(rebuild_by_moves(TYPE, text)) == 10
    state = TYPE.parse(text)[1]
    assert state.marked((0, 2), (4, 2))
    assert state.count((0, 0), (0, 2)) == 2


def test_apply_is_pure_and_marker_toggles() -> None:
    _, empty = TYPE.parse(PUZZLE)
    one = apply(empty, SetBridges((0, 0), (0, 2), 1))
    assert empty.count((0, 0), (0, 2)) == 0
    assert one.count((0, 2), (0, 0)) == 1
    marked = apply(one, ToggleMark((0, 0), (2, 0)))
    assert marked.marked((0, 0), (2, 0))
    assert not apply(marked, ToggleMark((2, 0), (0, 0))).marked((0, 0), (2, 0))


@pytest.mark.parametrize(
    "move",
    [
        SetBridges((0, 0), (4, 0), 1),  # (2, 0) stands between
        SetBridges((0, 0), (1, 1), 1),  # diagonal
        SetBridges((0, 0), (0, 1), 1),  # water at (0, 1)
        ToggleMark((0, 0), (0, 0)),
        SetBridges((0, 0), (0, 2), 9),
    ],
)
def test_bad_moves_raise_value_error(move: SetBridges | ToggleMark) -> None:
    _, state = TYPE.parse(PUZZLE)
    with pytest.raises(ValueError, match=r"."):
        apply(state, move)


@pytest.mark.parametrize("text", ["", "r1c1", "r1c1-r1c3", "r1c1-r1c3=a", "r0c1-r1c3=1", "x"])
def test_bad_move_strings(text: str) -> None:
    with pytest.raises(BoardFormatError):
        parse_move(text)

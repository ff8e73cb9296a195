"""Nurikabe rule checks as tables, the pzprjs failcheck boards, completeness, moves."""

from __future__ import annotations

import pytest

from puzzlegui.core.nurikabe import TYPE
from puzzlegui.core.nurikabe.puzzle import Mark, SetMark
from puzzlegui.core.nurikabe.rules import MESSAGES
from tests.core.rule_checks import codes_of, failcheck_rows, rebuild_by_moves
from tests.core.text_checks import violation_reads
from tests.data import data_rows

CLUES = """nurikabe 5x5
. 5 . . .
. . 2 . .
. . . . .
. . 1 . .
. . . 3 .
"""

SOLVED = """
+ . x x x
+ x . + x
+ x x x x
+ x . x +
x x x . +
"""

CASES: list[tuple[str, str, set[str]]] = [
    ("nothing marked yet", ". . . . .\n" * 5, set()),
    (
        "a 2x2 block of walls",
        ". . . . .\n. . . . .\n. . . x x\n. . . x x\n. . . . .\n",
        {"nurikabe.pool-2x2"},
    ),
    (
        "a dot joins the 5 and the 2",
        ". . . . .\n. + . . .\n. . . . .\n. . . . .\n. . . . .\n",
        {"nurikabe.island-two-clues"},
    ),
    (
        "the 2 has three cells",
        ". . . . .\n. . . + +\n. . . . .\n. . . . .\n. . . . .\n",
        {"nurikabe.island-too-large"},
    ),
    (
        "the 2 is walled in alone",
        ". . x . .\n. x . x .\n. . x . .\n. . . . .\n. . . . .\n",
        {"nurikabe.island-too-small"},
    ),
    (
        "a dot walled off from every clue",
        ". . . x +\n. . . . x\n. . . . .\n. . . . .\n. . . . .\n",
        {"nurikabe.island-without-clue"},
    ),
    (
        "a wall cut off by dots",
        ". . . + x\n. . . . +\n. . . . .\n. . . . .\nx . . . .\n",
        {"nurikabe.walls-divided"},
    ),
    (
        "walls split in a finished board",
        "+ . x x x\n+ x . + x\n+ + x x x\n+ x . x +\nx x x . +\n",
        {"nurikabe.walls-divided", "nurikabe.island-too-large"},
    ),
    ("the answer", SOLVED, set()),
]


@pytest.mark.parametrize(("name", "progress", "expected"), CASES, ids=[c[0] for c in CASES])
def test_rule_table(name: str, progress: str, expected: set[str]) -> None:
    puzzle, state = TYPE.parse(CLUES + "progress:\n" + progress.strip() + "\n")
    found = TYPE.check(puzzle, state)
    assert {v.code for v in found} == expected, name
    for violation in found:
        assert violation.cells
        assert "row " in violation.message
        violation_reads(violation)


def test_every_code_has_a_case() -> None:
    covered = set().union(*(codes for _, _, codes in CASES))
    assert covered == set(MESSAGES.messages)


def test_solved_board_and_empty_cells_read_as_island() -> None:
    puzzle, state = TYPE.parse(CLUES + "progress:\n" + SOLVED.strip() + "\n")
    assert TYPE.is_complete(puzzle, state)
    assert TYPE.is_solved(puzzle, state)
    walls_only = TYPE.parse(CLUES + "progress:\n" + SOLVED.replace("+", ".").strip() + "\n")[1]
    assert TYPE.is_complete(puzzle, walls_only)
    assert TYPE.is_solved(puzzle, walls_only)
    fresh = TYPE.new_state(puzzle)
    assert not TYPE.is_complete(puzzle, fresh)
    assert not TYPE.is_solved(puzzle, fresh)


PZPRJS_CODES = {
    "cs2x2": "nurikabe.pool-2x2",
    "bkNoNum": "nurikabe.island-without-clue",
    "csDivide": "nurikabe.walls-divided",
    "bkNumGe2": "nurikabe.island-two-clues",
    "bkSizeNe": "nurikabe.island-too-large",
}


def test_pzprjs_failchecks() -> None:
    for row, puzzle, state in failcheck_rows(TYPE, "nurikabe"):
        codes = codes_of(TYPE, puzzle, state)
        assert PZPRJS_CODES[str(row["expected_code"])] in codes, row["case"]
        assert not TYPE.is_solved(puzzle, state)


def test_pzprjs_solution_passes() -> None:
    for row in data_rows("pzprjs/nurikabe.jsonl"):
        puzzle = TYPE.puzzle_from_json(row["puzzle"])
        state = TYPE.solution_from_json(puzzle, row["solution"])
        assert TYPE.check(puzzle, state) == []
        assert TYPE.is_solved(puzzle, state)


def test_moves_round_trip_and_rebuild() -> None:
    rebuild_by_moves(TYPE, CLUES + "progress:\n" + SOLVED.strip() + "\n")
    assert str(SetMark((2, 4), Mark.WALL)) == "r3c5=x"
    assert TYPE.parse_move("r3c5=+") == SetMark((2, 4), Mark.DOT)
    assert TYPE.parse_move("r3c5=.") == SetMark((2, 4), Mark.EMPTY)


def test_bad_moves() -> None:
    _, state = TYPE.parse(CLUES)
    with pytest.raises(ValueError, match="clue"):
        TYPE.apply(state, SetMark((0, 1), Mark.WALL))
    with pytest.raises(ValueError, match="off the board"):
        TYPE.apply(state, SetMark((5, 0), Mark.WALL))
    assert TYPE.apply(state, SetMark((0, 1), Mark.DOT)) == state
    after = TYPE.apply(state, SetMark((0, 0), Mark.WALL))
    assert after.mark((0, 0)) is Mark.WALL
    assert state.mark((0, 0)) is Mark.EMPTY
    for text in ("r0c=x", "r1c1=#", "x r1c1", ""):
        with pytest.raises(ValueError, match="not a move"):
            TYPE.parse_move(text)


def test_check_never_raises_on_a_mismatched_state() -> None:
    puzzle, _ = TYPE.parse(CLUES)
    other, state = TYPE.parse("nurikabe 3x3\n. . .\n. 9 .\n. . .\n")
    assert TYPE.check(puzzle, state) == []
    assert other.rows == 3

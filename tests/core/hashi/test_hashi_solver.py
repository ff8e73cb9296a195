"""The Hashiwokakero solver: shipped boards, pzprjs and janko rows, several solutions, none,
cancel; and the generator is reproducible."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from puzzlegui.core.hashi import TYPE
from puzzlegui.core.hashi.generate import any_grade
from puzzlegui.core.model import SolveStatus
from tests.core.rule_checks import solves_to_its_solution
from tests.data import data_rows

ROOT = Path(__file__).resolve().parents[3]
BOARDS = sorted((ROOT / "boards" / "hashi").glob("*.puzzle"))


def test_there_are_six_boards_up_to_25x25() -> None:
    assert len(BOARDS) >= 6
    assert any(TYPE.parse(p.read_text())[0].rows >= 25 for p in BOARDS)


def test_pzprjs_row_solves_to_its_solution() -> None:
    for row in data_rows("pzprjs/hashi.jsonl"):
        solves_to_its_solution(TYPE, row)


def test_janko_rows_solve_to_their_solutions() -> None:
    small = [r for r in data_rows("janko/hashi.jsonl") if len(r["puzzle"]["islands"]) <= 120][:6]
    assert small
    for row in small:
        solves_to_its_solution(TYPE, row, seconds=20)


def test_coelho_instance_with_several_solutions_gives_a_valid_one() -> None:
    row = data_rows("coelho-hashi-2019/hashi.jsonl")[0]
    puzzle = TYPE.puzzle_from_json(row["puzzle"])
    result = TYPE.solve(puzzle, seconds=20)
    assert result.status is SolveStatus.MULTIPLE
    for solution in result.solutions:
        assert TYPE.is_solved(puzzle, solution)
    assert result.solutions[0] != result.solutions[1]


def test_two_solutions_give_multiple() -> None:
    puzzle, _ = TYPE.parse("hashi 3x3\n3 . 3\n. . .\n3 . 3\n")
    result = TYPE.solve(puzzle, limit=5)
    assert result.status is SolveStatus.MULTIPLE
    assert len(result.solutions) == 2
    assert all(TYPE.is_solved(puzzle, s) for s in result.solutions)


@pytest.mark.parametrize(
    "text",
    [
        "hashi 3x1\n1 . 2\n",
        "hashi 1x1\n3\n",
        "hashi 3x3\n1 . 1\n. . .\n1 . 1\n",  # two pairs, never one network
        "hashi 3x3\n1 . .\n. . .\n. . 1\n",  # the islands do not see each other
    ],
)
def test_impossible_boards_give_no_solution(text: str) -> None:
    puzzle, _ = TYPE.parse(text)
    assert TYPE.solve(puzzle).status is SolveStatus.NO_SOLUTION


def test_side_by_side_islands_are_joined() -> None:
    puzzle, _ = TYPE.parse_seed("12\n.1\n")
    result = TYPE.solve(puzzle)
    assert result.status is SolveStatus.SOLVED
    assert result.solution is not None
    assert result.solution.count((0, 0), (0, 1)) == 1


def test_generator_is_reproducible_and_unique() -> None:
    first = any_grade(7, 7, 10, random.Random(11))
    assert first == any_grade(7, 7, 10, random.Random(11))
    assert TYPE.solve(first).status is SolveStatus.SOLVED

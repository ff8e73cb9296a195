"""The Logi-5 solver: data-set rows solve to their solutions, uniqueness, no solution, cancel,
and every shipped board."""

from __future__ import annotations

from pathlib import Path

import pytest

from puzzlegui.core.cancel import CancelToken
from puzzlegui.core.logi5 import TYPE
from puzzlegui.core.logi5.deduce import grade
from puzzlegui.core.logi5.generate import difficulty_of
from puzzlegui.core.model import SolveStatus
from tests.data import data_rows

ROOT = Path(__file__).resolve().parents[2]
BOARDS = sorted((ROOT / "boards" / "logi5").glob("*.txt"))


def rows(name: str, count: int) -> list[dict[str, object]]:
    """The first `count` rows of a data set (skips the test when the data is absent)."""
    return data_rows(name)[:count]


@pytest.mark.parametrize(
    ("name", "count"),
    [("pzprjs/logi5.jsonl", 1), ("janko/logi5.jsonl", 6), ("tatham-graded/logi5.jsonl", 24)],
)
def test_data_rows_solve_to_their_solution(name: str, count: int) -> None:
    for row in rows(name, count):
        puzzle = TYPE.puzzle_from_json(row["puzzle"])
        result = TYPE.solve(puzzle, limit=2)
        assert result.status is SolveStatus.SOLVED, row["id"]
        assert result.solution is not None
        assert TYPE.solution_to_json(puzzle, result.solution) == row["solution"]
        assert TYPE.is_solved(puzzle, result.solution)


def test_no_givens_gives_multiple() -> None:
    puzzle = TYPE.puzzle_from_json({"n": 4, "regions": [[0, 0, 1, 1]] * 2 + [[2, 2, 3, 3]] * 2})
    result = TYPE.solve(puzzle, limit=2)
    assert result.status is SolveStatus.MULTIPLE
    assert len(result.solutions) == 2
    assert result.solutions[0] != result.solutions[1]


def test_clashing_givens_give_no_solution() -> None:
    regions = [[0, 0, 1, 1]] * 2 + [[2, 2, 3, 3]] * 2
    givens = [[1, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]]
    # 1 at (0,0) and 2 at (1,1): then (0,1) and (1,0) need 3 and 4, and column 1 / row 1 force
    # the last cells of region 0 into a clash with the givens below.
    givens[2][1] = 3
    givens[3][1] = 4
    givens[1][1] = 2
    puzzle = TYPE.puzzle_from_json({"n": 4, "regions": regions, "givens": givens})
    assert TYPE.solve(puzzle).status is SolveStatus.NO_SOLUTION


def test_cancelled_before_start() -> None:
    puzzle = TYPE.puzzle_from_json(rows("janko/logi5.jsonl", 1)[0]["puzzle"])
    token = CancelToken()
    token.cancel()
    assert TYPE.solve(puzzle, cancel=token).status is SolveStatus.CANCELLED


def test_enough_boards() -> None:
    assert len(BOARDS) >= 6


@pytest.mark.parametrize("path", BOARDS, ids=lambda p: p.name)
def test_board_solves_uniquely(path: Path) -> None:
    puzzle, state = TYPE.parse(path.read_text())
    result = TYPE.solve(puzzle, limit=2)
    assert result.status is SolveStatus.SOLVED
    assert result.solution is not None
    assert TYPE.check(puzzle, result.solution) == []
    assert TYPE.is_solved(puzzle, result.solution)
    assert TYPE.check(puzzle, state) == []


@pytest.mark.parametrize("path", BOARDS, ids=lambda p: p.name)
def test_each_board_grades_as_its_name_says(path: Path) -> None:
    difficulty = path.stem.split("-")[1]
    assert difficulty_of(grade(TYPE.parse(path.read_text())[0])) == difficulty

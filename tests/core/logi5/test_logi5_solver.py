"""The Logi-5 solver: data-set rows solve to their solutions, uniqueness, no solution, cancel,
and every shipped board."""

from __future__ import annotations

from pathlib import Path

import pytest

from puzzlegui.core.logi5 import TYPE
from puzzlegui.core.logi5.generate import difficulty_of
from puzzlegui.core.logi5.ladder import grade
from puzzlegui.core.model import SolveStatus
from tests.core.rule_checks import solves_to_its_solution
from tests.data import data_rows

ROOT = Path(__file__).resolve().parents[3]
BOARDS = sorted((ROOT / "boards" / "logi5").glob("*.puzzle"))


def rows(name: str, count: int) -> list[dict[str, object]]:
    """The first `count` rows of a data set (skips the test when the data is absent)."""
    return data_rows(name)[:count]


@pytest.mark.parametrize(
    ("name", "count"),
    [("pzprjs/logi5.jsonl", 1), ("janko/logi5.jsonl", 6), ("tatham-graded/logi5.jsonl", 24)],
)
def test_data_rows_solve_to_their_solution(name: str, count: int) -> None:
    for row in rows(name, count):
        solves_to_its_solution(TYPE, row)


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


def test_enough_boards() -> None:
    assert len(BOARDS) >= 6


@pytest.mark.parametrize("path", BOARDS, ids=lambda p: p.name)
def test_each_board_grades_as_its_name_says(path: Path) -> None:
    difficulty = path.stem.split("-")[1]
    assert difficulty_of(grade(TYPE.parse(path.read_text())[0])) == difficulty

"""The seed's Hashiwokakero search as strategies: solves small boards, reports nodes, times out."""

from __future__ import annotations

from pathlib import Path

import pytest

from puzzlegui.core.hashi import TYPE
from puzzlegui.core.model import SolveStatus

BOARDS = Path(__file__).resolve().parents[3] / "boards" / "hashi"
SMALL = [
    "01-easy-7x7.puzzle",
    "03-medium-10x10.puzzle",
    "10-medium-10x10.puzzle",
    "12-hard-12x12.puzzle",
]


@pytest.mark.slow
@pytest.mark.parametrize("name", TYPE.strategies)
@pytest.mark.parametrize("board", SMALL)
def test_strategy_solves_a_small_board_uniquely(name: str, board: str) -> None:
    puzzle, _ = TYPE.parse((BOARDS / board).read_text())
    result = TYPE.solve_strategy(name, puzzle, limit=2, seconds=20)
    assert result.status is SolveStatus.SOLVED
    assert result.nodes >= 1
    assert result.elapsed_ms >= 0
    assert result.solution is not None
    assert result.solution == TYPE.solve(puzzle).solution


@pytest.mark.parametrize("name", TYPE.strategies)
def test_tiny_budget_reports_timeout(name: str) -> None:
    puzzle, _ = TYPE.parse((BOARDS / "07-hard-25x25.puzzle").read_text())
    result = TYPE.solve_strategy(name, puzzle, seconds=1e-9)
    assert result.status is SolveStatus.TIMEOUT


def test_two_solutions_are_both_found() -> None:
    puzzle, _ = TYPE.parse("hashi 3x3\n3 . 3\n. . .\n3 . 3\n")
    result = TYPE.solve_strategy("seed", puzzle, limit=5)
    assert result.status is SolveStatus.MULTIPLE
    assert len(result.solutions) == 2
    assert all(TYPE.is_solved(puzzle, s) for s in result.solutions)


def test_odd_total_has_no_solution() -> None:
    puzzle, _ = TYPE.parse("hashi 3x1\n1 . 2\n")
    assert TYPE.solve_strategy("seed", puzzle).status is SolveStatus.NO_SOLUTION


def test_unknown_strategy_is_refused() -> None:
    puzzle, _ = TYPE.parse("hashi 3x1\n1 . 1\n")
    with pytest.raises(ValueError, match="strategy"):
        TYPE.solve_strategy("magic", puzzle)

"""The seed's own Logi-5 searches: stochastic repair with a stack, and ordered backtracking."""

from __future__ import annotations

from pathlib import Path

import pytest

from puzzlegui.core.logi5 import TYPE
from puzzlegui.core.model import SolveStatus

ROOT = Path(__file__).resolve().parents[3]
SMALL = ROOT / "boards" / "logi5" / "01-easy-5x5.puzzle"
HARD = ROOT / "boards" / "logi5" / "07-fiendish-6x6.puzzle"


@pytest.mark.parametrize("name", TYPE.strategies)
def test_each_strategy_solves_a_small_board_and_counts_nodes(name: str) -> None:
    puzzle, _ = TYPE.parse(SMALL.read_text())
    result = TYPE.solve_strategy(name, puzzle, seconds=10)
    assert result.status is SolveStatus.SOLVED
    assert result.solution is not None
    assert TYPE.is_solved(puzzle, result.solution)
    assert result.solution == TYPE.solve(puzzle).solution
    assert result.nodes > 0
    assert result.elapsed_ms >= 0


def test_backtracking_proves_uniqueness() -> None:
    puzzle, _ = TYPE.parse(SMALL.read_text())
    result = TYPE.solve_strategy("backtracking", puzzle, limit=2)
    assert result.status is SolveStatus.SOLVED
    assert len(result.solutions) == 1


@pytest.mark.parametrize("name", TYPE.strategies)
def test_a_tiny_budget_reports_timeout(name: str) -> None:
    puzzle, _ = TYPE.parse(HARD.read_text())
    result = TYPE.solve_strategy(name, puzzle, max_nodes=50)
    assert result.status is SolveStatus.TIMEOUT
    assert result.solutions == []


def test_the_stochastic_search_repeats_exactly() -> None:
    puzzle, _ = TYPE.parse(SMALL.read_text())
    first = TYPE.solve_strategy("stochastic", puzzle)
    assert TYPE.solve_strategy("stochastic", puzzle).nodes == first.nodes


def test_an_unknown_strategy_is_refused() -> None:
    puzzle, _ = TYPE.parse(SMALL.read_text())
    with pytest.raises(ValueError, match="unknown"):
        TYPE.solve_strategy("telepathy", puzzle)

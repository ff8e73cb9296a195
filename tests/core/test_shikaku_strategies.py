"""The seed's own Shikaku search: solves the small boards, counts nodes, honours its budget."""

from __future__ import annotations

from pathlib import Path

import pytest

from puzzlegui.core.model import SolveStatus
from puzzlegui.core.shikaku import TYPE

ROOT = Path(__file__).resolve().parents[2]
BOARDS = sorted((ROOT / "boards" / "shikaku").glob("*.txt"))


@pytest.mark.parametrize("path", BOARDS[:3], ids=lambda p: p.name)
def test_seed_strategy_solves_a_small_board(path: Path) -> None:
    assert TYPE.strategies == ("seed",)
    puzzle, _ = TYPE.parse(path.read_text())
    result = TYPE.solve_strategy("seed", puzzle, limit=2)
    assert result.status is SolveStatus.SOLVED
    assert result.solutions == TYPE.solve(puzzle).solutions
    assert result.nodes > 0
    assert result.elapsed_ms >= 0


def test_seed_strategy_with_a_tiny_budget_times_out() -> None:
    puzzle, _ = TYPE.parse(BOARDS[-1].read_text())
    result = TYPE.solve_strategy("seed", puzzle, max_nodes=10)
    assert result.status is SolveStatus.TIMEOUT


def test_seed_strategy_on_impossible_and_unknown() -> None:
    puzzle, _ = TYPE.parse("shikaku 3x3\n3 . 3\n. . .\n3 . .\n")
    assert TYPE.solve_strategy("seed", puzzle).status is SolveStatus.NO_SOLUTION
    with pytest.raises(ValueError, match="unknown"):
        TYPE.solve_strategy("dfs", puzzle)

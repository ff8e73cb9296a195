"""The seed's own Shikaku search: solves the small boards, counts nodes, honours its budget."""

from __future__ import annotations

from pathlib import Path

import pytest

from puzzlegui.core.model import SolveStatus
from puzzlegui.core.shikaku import TYPE

ROOT = Path(__file__).resolve().parents[3]
BOARDS = sorted((ROOT / "boards" / "shikaku").glob("*.puzzle"))


@pytest.mark.parametrize("name", ["seed", "seed-branch"])
@pytest.mark.parametrize("path", BOARDS[:3], ids=lambda p: p.name)
def test_seed_strategy_solves_a_small_board(path: Path, name: str) -> None:
    assert TYPE.strategies == ("seed", "seed-branch")
    puzzle, _ = TYPE.parse(path.read_text())
    result = TYPE.solve_strategy(name, puzzle, limit=2)
    assert result.status is SolveStatus.SOLVED
    assert result.solutions == TYPE.solve(puzzle).solutions
    assert result.nodes > 0
    assert result.elapsed_ms >= 0


@pytest.mark.parametrize("name", ["seed", "seed-branch"])
def test_seed_strategy_with_a_tiny_budget_times_out(name: str) -> None:
    puzzle, _ = TYPE.parse(BOARDS[-1].read_text())
    result = TYPE.solve_strategy(name, puzzle, max_nodes=10)
    assert result.status is SolveStatus.TIMEOUT


def test_the_sieve_in_depth_alone_solves_a_basic_board() -> None:
    puzzle, _ = TYPE.parse(BOARDS[0].read_text())
    result = TYPE.solve_strategy("seed", puzzle, limit=2)
    assert result.status is SolveStatus.SOLVED
    assert result.nodes <= len(puzzle.clues) + 2  # one node a number: no branch ever failed


def test_two_solutions_are_both_found() -> None:
    puzzle, _ = TYPE.parse("shikaku 2x2\n2 .\n. 2\n")
    for name in TYPE.strategies:
        result = TYPE.solve_strategy(name, puzzle, limit=2)
        assert result.status is SolveStatus.MULTIPLE
        assert len(result.solutions) == 2


@pytest.mark.parametrize("name", ["seed", "seed-branch"])
def test_seed_strategy_on_impossible_and_unknown(name: str) -> None:
    puzzle, _ = TYPE.parse("shikaku 3x3\n3 . 3\n. . .\n3 . .\n")
    assert TYPE.solve_strategy(name, puzzle).status is SolveStatus.NO_SOLUTION
    with pytest.raises(ValueError, match="unknown"):
        TYPE.solve_strategy("dfs", puzzle)

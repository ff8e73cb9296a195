"""The seed's Nurikabe backtracking as strategies: solves small boards, reports nodes, times out."""

from __future__ import annotations

from pathlib import Path

import pytest

from puzzlegui.core.cancel import Budget
from puzzlegui.core.model import SolveStatus
from puzzlegui.core.nurikabe import TYPE
from puzzlegui.core.nurikabe.strategies import SeedSearch, solve_strategy

BOARDS = Path(__file__).resolve().parents[3] / "boards" / "nurikabe"
SMALL = ["01-easy-7x7.puzzle", "04-medium-7x7.puzzle", "05-medium-8x8.puzzle"]
FIVE = "nurikabe 5x5\n. 5 . . .\n. . 2 . .\n. . . . .\n. . 1 . .\n. . . 3 .\n"


def test_strategies_are_named() -> None:
    assert TYPE.strategies == ("seed", "seed-closed")


@pytest.mark.parametrize("board", SMALL)
def test_seed_closed_solves_a_small_board_uniquely(board: str) -> None:
    puzzle, _ = TYPE.parse((BOARDS / board).read_text())
    result = TYPE.solve_strategy("seed-closed", puzzle, limit=2, seconds=20)
    assert result.status is SolveStatus.SOLVED
    assert result.nodes >= 1
    assert result.elapsed_ms >= 0
    assert result.solution == TYPE.solve(puzzle).solution


@pytest.mark.parametrize("name", ["seed", "seed-closed"])
def test_each_strategy_solves_five_by_five(name: str) -> None:
    puzzle, _ = TYPE.parse(FIVE)
    result = TYPE.solve_strategy(name, puzzle, limit=2, seconds=20)
    assert result.status is SolveStatus.SOLVED
    assert result.solution is not None
    assert TYPE.is_solved(puzzle, result.solution)


def test_plain_seed_visits_more_nodes_than_closed() -> None:
    puzzle, _ = TYPE.parse(FIVE)
    plain = solve_strategy("seed", puzzle, limit=2)
    closed = solve_strategy("seed-closed", puzzle, limit=2)
    assert plain.nodes > closed.nodes


@pytest.mark.parametrize("name", ["seed", "seed-closed"])
def test_tiny_budget_reports_timeout(name: str) -> None:
    puzzle, _ = TYPE.parse((BOARDS / "08-hard-15x15.puzzle").read_text())
    assert TYPE.solve_strategy(name, puzzle, max_nodes=100).status is SolveStatus.TIMEOUT
    assert TYPE.solve_strategy(name, puzzle, seconds=1e-9).status is SolveStatus.TIMEOUT


@pytest.mark.parametrize("name", ["seed", "seed-closed"])
def test_two_solutions_are_both_found(name: str) -> None:
    puzzle, _ = TYPE.parse("nurikabe 3x1\n. 2 .\n")
    result = TYPE.solve_strategy(name, puzzle, limit=5)
    assert result.status is SolveStatus.MULTIPLE
    assert len(result.solutions) == 2
    assert all(TYPE.is_solved(puzzle, s) for s in result.solutions)


def test_prepainting_walls_around_ones_and_between_numbers() -> None:
    puzzle, _ = TYPE.parse("nurikabe 4x3\n1 . . .\n. . . .\n2 . 3 .\n")
    engine = SeedSearch(puzzle, Budget(), closed=False)
    walls = {divmod(i, 4) for i, x in enumerate(engine.grid) if x == 1}
    assert {(0, 1), (1, 0)} <= walls  # beside the 1
    assert (2, 1) in walls  # between the 2 and the 3
    assert (1, 1) not in walls


def test_unknown_strategy_is_refused() -> None:
    puzzle, _ = TYPE.parse(FIVE)
    with pytest.raises(ValueError, match="strategy"):
        TYPE.solve_strategy("magic", puzzle)

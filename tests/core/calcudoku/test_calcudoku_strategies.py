"""The seed's own Calcudoku searches: row permutations, swaps within a row, BFS/DFS/IDDFS and
greedy/A* with h1, h2, h6; each solves the small boards, reports nodes and honours its budget."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest

from puzzlegui.core.calcudoku import TYPE, strategies
from puzzlegui.core.calcudoku.puzzle import Puzzle
from puzzlegui.core.calcudoku.strategies import h1, h2, h6, start_board, swaps
from puzzlegui.core.cancel import Budget, TimedOut
from puzzlegui.core.model import SolveStatus

BOARDS = Path(__file__).resolve().parents[3] / "boards" / "calcudoku"


def small() -> Puzzle:
    """The 3x3 board."""
    return TYPE.parse((BOARDS / "01-easy-3x3.puzzle").read_text())[0]


@pytest.mark.parametrize("name", TYPE.strategies)
def test_each_strategy_solves_the_3x3_board(name: str) -> None:
    puzzle = small()
    result = TYPE.solve_strategy(name, puzzle, seconds=20)
    assert result.status is SolveStatus.SOLVED
    assert result.solution is not None
    assert TYPE.is_solved(puzzle, result.solution)
    assert result.nodes > 0
    assert result.elapsed_ms >= 0


@pytest.mark.parametrize("name", ["greedy-h1", "greedy-h2"])
def test_greedy_solves_the_4x4_board(name: str) -> None:
    puzzle = TYPE.parse((BOARDS / "02-easy-4x4.puzzle").read_text())[0]
    result = TYPE.solve_strategy(name, puzzle, seconds=20)
    assert result.status is SolveStatus.SOLVED


def test_a_tiny_budget_times_out() -> None:
    puzzle = TYPE.parse((BOARDS / "04-medium-6x6.puzzle").read_text())[0]
    result = TYPE.solve_strategy("bfs", puzzle, max_nodes=100)
    assert result.status is SolveStatus.TIMEOUT
    assert result.nodes > 100


def test_start_is_repeatable_rows_and_swaps_stay_in_rows() -> None:
    puzzle = small()
    start = start_board(puzzle)
    assert start == start_board(puzzle)
    assert all(sorted(row) == [1, 2, 3] for row in start)
    moves = list(swaps(start))
    assert len(moves) == 3 * 3
    assert all(sorted(row) == [1, 2, 3] for board in moves for row in board)


def test_heuristics_are_zero_at_the_goal() -> None:
    puzzle = small()
    result = TYPE.solve_strategy("greedy-h1", puzzle)
    assert result.solution is not None
    digits = result.solution.digits
    board = tuple(tuple(digits[r * 3 : r * 3 + 3]) for r in range(3))
    assert h1(puzzle, board) == h2(puzzle, board) == h6(puzzle, board) == 0


def test_unknown_strategy_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown strategy"):
        TYPE.solve_strategy("simulated-annealing", small())


def _recursive(puzzle: Puzzle, board: Any, depth: int, path: set[Any], budget: Budget) -> Any:
    """The depth-limited search as first written (recursive): the reference order."""
    budget.tick()
    if strategies.is_goal(puzzle, board):
        yield board
    if depth == 0:
        return
    for nxt in swaps(board):
        if nxt not in path:
            path.add(nxt)
            yield from _recursive(puzzle, nxt, depth - 1, path, budget)
            path.discard(nxt)


@pytest.mark.parametrize("limit", [0, 1, 2, 3])
def test_the_depth_limited_search_visits_as_the_recursive_one_did(limit: int) -> None:
    puzzle = TYPE.parse((BOARDS / "02-easy-4x4.puzzle").read_text())[0]
    start = start_board(puzzle)
    old, new = Budget(), Budget()
    expected = list(_recursive(puzzle, start, limit, {start}, old))
    assert list(strategies._limited(puzzle, start, limit, new)) == expected
    assert new.nodes == old.nodes


def test_a_deep_limit_never_meets_the_recursion_limit() -> None:
    puzzle = TYPE.parse((BOARDS / "02-easy-4x4.puzzle").read_text())[0]
    budget = Budget(max_nodes=sys.getrecursionlimit() * 3)
    with pytest.raises(TimedOut):
        list(strategies._limited(puzzle, start_board(puzzle, seed=5), 10**6, budget))

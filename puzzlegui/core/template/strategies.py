"""The template's own searches by name (a real type's seed searches, for `--strategy`)."""

from __future__ import annotations

from collections.abc import Iterator

from puzzlegui.core.cancel import Budget, strategy_solver

from .puzzle import Puzzle, State

STRATEGIES: tuple[str, ...] = ("cell-by-cell",)


def searched(name: str, puzzle: Puzzle, budget: Budget) -> Iterator[State]:
    """Fill the cells one by one, a node each."""
    filled = set()
    for cell in puzzle.cells():
        budget.tick()
        if cell not in puzzle.holes:
            filled.add(cell)
    yield State(frozenset(filled))


solve_strategy = strategy_solver(STRATEGIES, searched)

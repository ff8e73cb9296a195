"""The template's solver: its one solution, every cell but the holes filled."""

from __future__ import annotations

from collections.abc import Iterator

from puzzlegui.core.cancel import Budget, solver

from .puzzle import Puzzle, State


def solutions(puzzle: Puzzle, budget: Budget) -> Iterator[State]:
    """The one solution (a node counted, so a cancelled budget stops before it)."""
    budget.tick()
    yield State(frozenset(cell for cell in puzzle.cells() if cell not in puzzle.holes))


solve = solver(solutions)

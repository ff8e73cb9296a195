"""The Nurikabe solver's face: `solve` and `solutions` for the puzzle type's contract.

Inside: the depth-first search (dfs.py) with its failed-literal probing (probing.py) on the
rules of ruleset.py (the engine's deductions plus the solver's own: claims, crossing, euler,
pocket, ring, stairs, tree); a second search that restarts (restarts.py); both probing modes
below one root, for the one-core turns (fork.py); the SAT model
(satmodel.py); the portfolio that runs them (portfolio.py), in a helper process when there is
a core to spare (race.py, standby.py), sharing what the root's probing found (exchange.py).
"""

from __future__ import annotations

from collections.abc import Iterator

from puzzlegui.core.cancel import Budget, solver
from puzzlegui.core.collect import fewer_collections

from ..engine.board import Board
from ..puzzle import Puzzle, State
from . import portfolio
from .dfs import to_state


def solutions(puzzle: Puzzle, budget: Budget) -> Iterator[State]:
    """Every solution, as States (from the portfolio: our search, then the SAT model too)."""
    board = Board(puzzle)
    board.stop = budget.check_time
    with fewer_collections():  # a search makes containers by the million (collect.py)
        for v in portfolio.solutions(board, budget):
            yield to_state(puzzle, v)


solve = solver(solutions)

__all__ = ["solutions", "solve"]

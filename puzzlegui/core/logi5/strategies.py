"""The seed's own Logi-5 searches as selectable strategies (see stochastic.py): "stochastic"
(random repair with a stack of configurations) and "backtracking" (ordered, cell by cell).
Both report nodes and time, and stop with TIMEOUT on their budget (30 s when none is given)."""

from __future__ import annotations

import random
from collections.abc import Iterator

from puzzlegui.core.cancel import Budget, strategy_solver
from puzzlegui.core.latin import state_from_grid

from .puzzle import Puzzle, State
from .stochastic import backtracking_grids, stochastic_grids

STRATEGIES: tuple[str, ...] = ("stochastic", "backtracking")

DEFAULT_SECONDS = 30.0
STOCHASTIC_SEED = 0
"""The stochastic search draws from random.Random(STOCHASTIC_SEED): runs repeat exactly."""


def _states(name: str, puzzle: Puzzle, budget: Budget) -> Iterator[State]:
    if name == "stochastic":
        grids = stochastic_grids(puzzle, random.Random(STOCHASTIC_SEED), budget)
    else:
        grids = backtracking_grids(puzzle, budget)
    for grid in grids:
        yield state_from_grid(puzzle.n, grid, puzzle.givens)


solve_strategy = strategy_solver(STRATEGIES, _states, DEFAULT_SECONDS)

"""The seed's own Logi-5 searches as selectable strategies (see stochastic.py): "stochastic"
(random repair with a stack of configurations) and "backtracking" (ordered, cell by cell).
Both report nodes and time, and stop with TIMEOUT on their budget (30 s when none is given)."""

from __future__ import annotations

import random
from collections.abc import Iterator

from puzzlegui.core.cancel import Budget, CancelToken, run_search
from puzzlegui.core.latin import state_from_grid
from puzzlegui.core.model import SolveResult

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


def solve_strategy(
    name: str,
    puzzle: Puzzle,
    *,
    limit: int = 1,
    cancel: CancelToken | None = None,
    seconds: float | None = None,
    max_nodes: int | None = None,
) -> SolveResult[State]:
    """Solve with one of STRATEGIES; ValueError for another name."""
    if name not in STRATEGIES:
        raise ValueError(f"unknown Logi-5 strategy '{name}' (known: {', '.join(STRATEGIES)})")
    if seconds is None and max_nodes is None:
        seconds = DEFAULT_SECONDS
    return run_search(
        lambda budget: _states(name, puzzle, budget),
        limit=limit,
        cancel=cancel,
        seconds=seconds,
        max_nodes=max_nodes,
    )

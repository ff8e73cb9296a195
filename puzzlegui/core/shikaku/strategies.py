"""The seed's own Shikaku search ("Resolviendo Shikaku", UNED Programación III, 2008).

The seed generates each number's combinations (rectangles inside the board holding no other
number), sieves once the combinations that collide with every combination of another number,
then backtracks: each number in turn takes a combination that does not overlap those already
placed, and a full assignment is a solution when it covers the board. No propagation happens
inside the search, so it expands far more nodes than `solver.py`; it is here to compare.
"""

from __future__ import annotations

from collections.abc import Iterator

from puzzlegui.core.cancel import Budget, CancelToken, run_search
from puzzlegui.core.model import SolveResult

from .deduce import Candidates, initial_candidates
from .puzzle import Puzzle, State, state_of

STRATEGIES: tuple[str, ...] = ("seed",)


def collision_sieve(cand: Candidates) -> bool:
    """The seed's third sieve, once: drop combinations overlapping all of another number's."""
    kept_all: Candidates = []
    for j, masks in enumerate(cand):
        kept = [
            m
            for m in masks
            if not any(i != j and all(m & other for other in cand[i]) for i in range(len(cand)))
        ]
        kept_all.append(kept)
    cand[:] = kept_all
    return all(cand)


def backtrack(
    cand: Candidates, order: list[int], used: int, full: int, budget: Budget, chosen: list[int]
) -> Iterator[list[int]]:
    """Plain backtracking over the numbers in `order`; yields the chosen mask per step."""
    budget.tick()
    depth = len(chosen)
    if depth == len(order):
        if used == full:
            yield chosen[:]
        return
    for mask in cand[order[depth]]:
        if not mask & used:
            chosen.append(mask)
            yield from backtrack(cand, order, used | mask, full, budget, chosen)
            chosen.pop()


def seed_solutions(puzzle: Puzzle, budget: Budget) -> Iterator[State]:
    """Every solution by the seed's method, as States."""
    budget.check()
    cand, rect_of = initial_candidates(puzzle)
    if not all(cand) or not collision_sieve(cand):
        return
    order = sorted(range(len(cand)), key=lambda i: len(cand[i]))
    for masks in backtrack(cand, order, 0, puzzle.full_mask, budget, []):
        yield state_of(puzzle, [rect_of[mask] for mask in masks])


def solve_strategy(
    name: str,
    puzzle: Puzzle,
    *,
    limit: int = 1,
    cancel: CancelToken | None = None,
    seconds: float | None = None,
    max_nodes: int | None = None,
) -> SolveResult[State]:
    """Solve with the seed's search ('seed'); ValueError for another name."""
    if name not in STRATEGIES:
        raise ValueError(f"unknown Shikaku strategy '{name}' (known: {', '.join(STRATEGIES)})")
    return run_search(
        lambda budget: seed_solutions(puzzle, budget),
        limit=limit,
        cancel=cancel,
        seconds=seconds,
        max_nodes=max_nodes,
    )

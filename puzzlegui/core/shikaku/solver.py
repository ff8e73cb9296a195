"""The Shikaku solver: exact cover of the grid by one candidate rectangle per clue.

The seed's plan (candidates per clue, sieves, then backtracking), with the sieves of deduce.py
(shared-cells and only-clue; the look-ahead rule costs more than the branches it saves) run to a
fixpoint at every node rather than once, and the branch taken on the clue with the fewest
candidates left. Cell sets are int bitmasks, so a node costs a few big-int operations per
candidate.
"""

from __future__ import annotations

from collections.abc import Iterator

from puzzlegui.core.cancel import Budget, CancelToken, run_search
from puzzlegui.core.model import SolveResult

from .deduce import Candidates, initial_candidates, propagate
from .puzzle import Puzzle, State, state_of


def search(cand: Candidates, full: int, budget: Budget) -> Iterator[list[int]]:
    """Every exact cover reachable from `cand`, as one mask per clue."""
    budget.tick()
    if not propagate(cand, full, 2):
        return
    best = -1
    fewest = 0
    for i, masks in enumerate(cand):
        if len(masks) > 1 and (best < 0 or len(masks) < fewest):
            best, fewest = i, len(masks)
            if fewest == 2:
                break
    if best < 0:
        yield [masks[0] for masks in cand]
        return
    for mask in cand[best]:
        branch = cand[:]  # the rules replace inner lists, never change them in place
        branch[best] = [mask]
        yield from search(branch, full, budget)


def solutions(puzzle: Puzzle, budget: Budget) -> Iterator[State]:
    """Every solution, as States."""
    budget.check()
    if sum(n for _, _, n in puzzle.clues) != puzzle.rows * puzzle.cols:
        return
    cand, rect_of = initial_candidates(puzzle)
    if not all(cand):
        return
    for cover in search(cand, puzzle.full_mask, budget):
        yield state_of(puzzle, [rect_of[mask] for mask in cover])


def solve(
    puzzle: Puzzle,
    *,
    limit: int = 2,
    cancel: CancelToken | None = None,
    seconds: float | None = None,
    max_nodes: int | None = None,
) -> SolveResult[State]:
    """Solutions up to `limit` (2 proves uniqueness)."""
    return run_search(
        lambda budget: solutions(puzzle, budget),
        limit=limit,
        cancel=cancel,
        seconds=seconds,
        max_nodes=max_nodes,
    )

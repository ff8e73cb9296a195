"""The Shikaku solver: exact cover of the grid by one candidate rectangle per clue.

The seed's plan (candidates per clue, sieves, then backtracking), with the sieves of deduce.py
(shared-cells and only-clue; the look-ahead rule costs more than the branches it saves) run to a
fixpoint at every node rather than once, and the branch taken on the clue with the fewest
candidates left. Cell sets are int bitmasks, so a node costs a few big-int operations per
candidate.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from puzzlegui.core.cancel import Budget, CancelToken, run_search
from puzzlegui.core.model import SolveResult
from puzzlegui.core.search import depth_first

from .deduce import Candidates, initial_candidates, propagate
from .puzzle import Puzzle, State, state_of


def search(cand: Candidates, full: int, budget: Budget) -> Iterator[list[int]]:
    """Every exact cover reachable from `cand`, as one mask per clue (depth first, no
    recursion: a 200x200 board branches up to 10 000 levels deep)."""

    def expand(node: Candidates) -> tuple[list[int] | None, Iterable[Candidates]]:
        budget.tick()
        if not propagate(node, full, 2, budget):
            return None, ()
        best = _branch_clue(node)
        if best < 0:
            return [masks[0] for masks in node], ()
        return None, _branches(node, best)

    return depth_first(cand, expand)


def _branch_clue(cand: Candidates) -> int:
    """The clue with the fewest candidates left above one (-1: every clue is decided)."""
    best = -1
    fewest = 0
    for i, masks in enumerate(cand):
        if len(masks) > 1 and (best < 0 or len(masks) < fewest):
            best, fewest = i, len(masks)
            if fewest == 2:
                break
    return best


def _branches(cand: Candidates, best: int) -> Iterator[Candidates]:
    for mask in cand[best]:
        branch = cand[:]  # the rules replace inner lists, never change them in place
        branch[best] = [mask]
        yield branch


def solutions(puzzle: Puzzle, budget: Budget) -> Iterator[State]:
    """Every solution, as States."""
    budget.check()
    if sum(n for _, _, n in puzzle.clues) != puzzle.rows * puzzle.cols:
        return
    cand, rect_of = initial_candidates(puzzle, budget)
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

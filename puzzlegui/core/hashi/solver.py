"""The Hashiwokakero solver: the deductions of `deduce` to a fixpoint at every node, then
branching on the undecided link with the fewest counts left, preferring an island with few
choices (the seed's backtracking, with its pruning rules made into propagation).

The search keeps an explicit stack of link domains (a list of small ints per node), so even
400-island boards never hit Python's recursion limit. It counts solutions up to the limit asked.
"""

from __future__ import annotations

from collections.abc import Iterator

from puzzlegui.core.cancel import Budget, CancelToken, run_search
from puzzlegui.core.model import SolveResult

from .deduce import BIT, LOW, Network, narrow, settle
from .puzzle import Puzzle, State

POPCOUNT = (0, 1, 1, 2, 1, 2, 2, 3)


def choose(net: Network, dom: list[int]) -> int:
    """The undecided link to branch on, or -1 when every link is decided."""
    best, best_score = -1, 1 << 30
    for k, d in enumerate(dom):
        size = POPCOUNT[d]
        if size < 2:
            continue
        a, b = net.ends[k]
        open_links = sum(POPCOUNT[dom[j]] > 1 for j in net.at[a]) + sum(
            POPCOUNT[dom[j]] > 1 for j in net.at[b]
        )
        score = size * 16 + open_links
        if score < best_score:
            best, best_score = k, score
    return best


def search(net: Network, budget: Budget) -> Iterator[list[int]]:
    """Every solution, as a bridge count per link."""
    budget.check()
    start = net.initial()
    todo = list(range(len(net.need)))
    stack: list[tuple[list[int], list[int]]] = [(start, todo)]
    while stack:
        dom, todo = stack.pop()
        budget.tick()
        if not settle(net, dom, todo):
            continue
        link = choose(net, dom)
        if link < 0:
            yield [LOW[d] for d in dom]
            continue
        d = dom[link]
        for value in (0, 1, 2):
            if d & BIT[value]:
                child = dom.copy()
                child_todo: list[int] = []
                if narrow(net, child, link, BIT[value], child_todo):
                    stack.append((child, child_todo))


def solutions(puzzle: Puzzle, budget: Budget) -> Iterator[State]:
    """Every solution of the puzzle, as States."""
    net = Network.of(puzzle)
    if not net.need:
        yield State(puzzle, ())
        return
    for counts in search(net, budget):
        yield State(puzzle, tuple(counts))


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

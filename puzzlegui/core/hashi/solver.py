"""The Hashiwokakero solver: propagation (engine.py) at every node, branching (urgency.py) on the
undecided link with the fewest counts and undecided neighbours, weighted by how often its islands
failed (the "dom/wdeg" rule of constraint programming), and restarts with a growing node limit.

The search is a depth-first search over link domains with an explicit stack, so even 400-island
boards never hit Python's recursion limit. Boards with many solutions (the Coelho instances) have
a heavy tail: one early choice can leave an unsolvable corner that the search only discovers deep
down. So, as the seed does ("if ten nodes bring no progress, start again from the next
completion"), a run that passes its node limit before the first solution starts again with
shuffled tie-breaks and a larger limit (Luby's sequence). The run that finds the first solution
carries on without a limit, which keeps the count of solutions (and so the uniqueness proof)
exact: every run searches the whole tree from the root, only the order differs. Before each
restart the root is probed on the 50 links whose islands failed most: a count that fails at once
is removed for good, so the hard corner gets tighter run after run. A link whose counts all fail
is branched on again first at the next node (last-conflict).
"""

from __future__ import annotations

import random
from collections.abc import Iterator

from puzzlegui.core.cancel import Budget, CancelToken, run_search
from puzzlegui.core.model import SolveResult

from .deduce import LOW, Network
from .engine import SIZE, Engine, Node
from .puzzle import Puzzle, State

FIRST_LIMIT = 400
"""Nodes of the first run before a restart; later runs get multiples (Luby) of it."""
PROBED = 50
"""Links probed at the root after each restart: those whose ends failed most often."""
"""Nodes of the first run before a restart; later runs get multiples (Luby) of it."""


class Restart(Exception):
    """A run passed its node limit before it found a solution."""


def luby(i: int) -> int:
    """The i-th term (1-based) of Luby's restart sequence 1 1 2 1 1 2 4 1 ..."""
    k = 1
    while (1 << k) - 1 < i:
        k += 1
    while i != (1 << k) - 1:
        i -= (1 << (k - 1)) - 1
        k = 1
        while (1 << k) - 1 < i:
            k += 1
    return 1 << (k - 1)


def run(
    engine: Engine, root: Node, budget: Budget, limit: float, noise: list[int]
) -> Iterator[list[int]]:
    """One depth-first run; raises Restart after `limit` nodes without a solution.

    After a dead end (every count of the branching link fails) the next node branches on that
    same link first ("last conflict", Lecoutre et al. 2009): the search backs up quickly to the
    decision that really caused the failure instead of redoing unrelated parts of the board."""
    stack: list[Node] = [root]
    nodes = 0
    found = False
    conflict = -1
    while stack:
        node = stack.pop()
        budget.tick()
        nodes += 1
        if nodes > limit and not found:
            raise Restart
        dom = engine.enter(node)
        link = conflict if conflict >= 0 and SIZE[dom[conflict]] > 1 else -1
        if link < 0:
            link = engine.urgency.choose(dom, engine.packed, noise)
        if link < 0:
            found = True
            yield [LOW[d] for d in dom]
            continue
        conflict = -1 if expand(engine, node, link, stack) else link


def expand(engine: Engine, node: Node, link: int, stack: list[Node]) -> bool:
    """Push the children of `node` for each count of `link`; False when every count fails."""
    pushed = len(stack)
    for mask in reversed(engine.value_order(dom_of(node), link)):
        child = engine.child(node, link, mask)
        if child is not None:
            stack.append(child)
    return len(stack) > pushed


def dom_of(node: Node) -> list[int]:
    """The link domains of a node."""
    return node[0]


def search(net: Network, budget: Budget) -> Iterator[list[int]]:
    """Every solution, as a bridge count per link."""
    engine = Engine(net)
    budget.check()
    root = engine.start()
    if root is None:
        return
    rng = random.Random(len(net.ends))
    noise = [0] * len(net.ends)
    attempt = 1
    while True:
        try:
            yield from run(engine, root, budget, FIRST_LIMIT * luby(attempt), noise)
            return
        except Restart:
            tightened = probe(engine, root, PROBED)
            if tightened is None:
                return
            root = tightened
            attempt += 1
            noise = [rng.randrange(4096) for _ in net.ends]


def probe(engine: Engine, root: Node, count: int) -> Node | None:
    """The root with the counts removed that fail at once, tried on the `count` undecided links
    whose ends were most often in contradictions; None when the puzzle has no solution."""
    dom = root[0]
    weight, ends = engine.weight, engine.ends
    links = sorted(
        (k for k, d in enumerate(dom) if SIZE[d] > 1),
        key=lambda k: -(weight[ends[k][0]] + weight[ends[k][1]]),
    )[:count]
    for k in links:
        for value in (1, 2, 4):
            d = root[0][k]
            if d & value and SIZE[d] > 1 and engine.child(root, k, value) is None:
                narrowed = engine.child(root, k, d & ~value)
                if narrowed is None:
                    return None
                root = narrowed
    return root


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

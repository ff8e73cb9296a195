"""The fence rule of the Nurikabe solver: walls must separate every clued island from every
other, so the free cells that fence a growing island off from the other clued islands all become
walls. If even the smallest such fence (a minimum vertex cut between the island and the others,
through free and clue-less white cells) needs more cells than walls are still missing, the board
is a contradiction. This is what prunes the search on boards with few walls (janko 1030: ten
walls must close a 20-cell island in a corner), where an island that grows the wrong way needs
a longer fence. Max-flow by augmenting paths (Ford-Fulkerson with breadth-first search, node
capacities by splitting each free cell); the flow stops past the missing count, so one island
costs O(walls missing x cells). Run only when that work is small.
"""

from __future__ import annotations

from .board import Board
from .cells import UNKNOWN, WALL, WHITE, Assignment, Cells, Contradiction
from .islands import Analysis

WORK = 40_000
"""The most (walls missing x free cells x growing islands) the rule runs for."""


def fence_too_long(board: Board, v: Cells, info: Analysis) -> Assignment:
    """Contradiction when some growing island needs a longer fence than walls are left."""
    left = board.walls_needed - v.count(WALL)
    growing = [k for k, isl in enumerate(info.islands) if isl.clue and isl.missing]
    clued = sum(1 for isl in info.islands if isl.clue)
    if clued < 2 or not growing or left * v.count(UNKNOWN) * len(growing) > WORK:
        return []
    for k in growing:
        if fence(board, v, info, k, left + 1) > left:
            raise Contradiction
    return []


def fence(board: Board, v: Cells, info: Analysis, k: int, cap: int) -> int:
    """The fewest free cells whose walls part island k from the other clued islands (up to cap).

    Nodes: each free cell i is split into 2i (in) and 2i + 1 (out) joined by capacity 1; a
    white cell is one node of unbounded capacity; island k is the source, other clued islands
    the sink. `flow` holds the residual use of each (node, node) arc."""
    owner, islands = info.owner, info.islands
    side = [0] * board.size  # 1: source, 2: sink, 3: passable white, 4: free cell, 0: blocked
    for i, x in enumerate(v):
        if x == UNKNOWN:
            side[i] = 4
        elif x == WHITE:
            o = owner[i]
            side[i] = 1 if o == k else 2 if islands[o].clue else 3
    flow: dict[tuple[int, int], int] = {}
    total = 0
    while total < cap and _augment(board, side, flow):
        total += 1
    return total


def _augment(board: Board, side: list[int], flow: dict[tuple[int, int], int]) -> bool:
    """Find one augmenting path from the source to the sink and push a unit along it."""
    nbs = board.neighbours
    start = [  # the source's cells on its edge (inner ones lead nowhere new)
        2 * i + 1 for i, s in enumerate(side) if s == 1 and any(side[j] > 1 for j in nbs[i])
    ]
    came: dict[int, int] = dict.fromkeys(start, -1)
    queue = list(start)
    for node in queue:
        for nxt in _arcs(node, side, nbs, flow):
            if nxt in came:
                continue
            came[nxt] = node
            if side[nxt >> 1] == 2:
                _push(came, nxt, flow)
                return True
            queue.append(nxt)
    return False


def _arcs(
    node: int, side: list[int], nbs: tuple[tuple[int, ...], ...], flow: dict[tuple[int, int], int]
) -> list[int]:
    """Residual arcs out of a node."""
    cell, out = node >> 1, node & 1
    arcs = []
    if out:  # out-node: to the in-nodes of neighbours (unbounded), back to own in-node if used
        arcs = [2 * j for j in nbs[cell] if side[j] and side[j] != 1]
        if (side[cell] == 4 and flow.get((node - 1, node), 0) > 0) or side[cell] == 3:
            arcs.append(node - 1)
    else:  # in-node: to own out-node if unused (white: always), back along used arcs
        if side[cell] != 4 or flow.get((node, node + 1), 0) == 0:
            arcs.append(node + 1)
        arcs.extend(2 * j + 1 for j in nbs[cell] if flow.get((2 * j + 1, node), 0) > 0)
    return arcs


def _push(came: dict[int, int], node: int, flow: dict[tuple[int, int], int]) -> None:
    """Push one unit along the path that ends at `node`, cancelling opposite flow first."""
    while came[node] >= 0:
        prev = came[node]
        if flow.get((node, prev), 0) > 0:
            flow[(node, prev)] -= 1
        else:
            flow[(prev, node)] = flow.get((prev, node), 0) + 1
        node = prev

"""The fence rule of the Nurikabe solver: walls must separate every clued island from every
other, so the free cells that fence a growing island off from the other clued islands all become
walls. If even the smallest such fence (a minimum vertex cut between the island and the others,
through free and clue-less white cells) needs more cells than walls are still missing, the board
is a contradiction. This is what prunes the search on boards with few walls (janko 1030: ten
walls must close a 20-cell island in a corner), where an island that grows the wrong way needs
a longer fence. Max-flow by augmenting paths (Ford-Fulkerson with breadth-first search, node
capacities by splitting each free cell), each search a layer of nodes at a time on bit masks;
the flow stops past the missing count, so one island costs O(walls missing x cells). Run only
when that work is small.
"""

from __future__ import annotations

from itertools import pairwise

from .bits import mask_of
from .board import Board
from .cells import UNKNOWN, WALL, Assignment, Cells, Contradiction
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

    Nodes: each cell has an in-node and an out-node; a free cell passes one unit from its
    in-node to its out-node, a clue-less white cell any number; island k is the source, the
    other clued islands the sink. Each augmenting path is found on bit masks (`_Flow`)."""
    flow = _Flow(board, v, info, k)
    # Every unit leaves the source and enters the sink through a free cell beside it (a white
    # cell beside an island is that island's), so once as many units flow as one side has
    # such cells, no path is left: the search that would find none is not run.
    beside = [(board.spread(end) & flow.free).bit_count() for end in (flow.source, flow.sink)]
    most = min(cap, *beside)
    total = 0
    while total < most and flow.augment():
        total += 1
    return total


_IN, _OUT = 0, 1
"""A node's kind in a path: (cell, _IN) or (cell, _OUT)."""


class _Flow:
    """A flow of units from the source island to the sink islands, and its augmenting paths.

    Masks: `free` (capacity 1), `white` (clue-less white cells: unbounded), `source`, `sink`;
    `used`, the free cells a unit passes through; `arcs[d]`, the cells whose out-node sends
    units to the in-node of their neighbour in direction d (right, left, down, up), `count`
    how many (a white cell may pass several). A breadth-first search over a layer of in- and
    out-nodes at a time costs a few operations on whole-board integers per layer, where a
    search node by node costs a Python step per node (janko 1030's far-from-walls hints spent
    most of their time in this function: docs/nurikabe-notes.md)."""

    def __init__(self, board: Board, v: Cells, info: Analysis, k: int) -> None:
        islands = info.islands
        self.board = board
        self.free = mask_of(v, UNKNOWN)
        sink: list[int] = []
        white: list[int] = []
        for o, isl in enumerate(islands):
            if o != k:
                (sink if isl.clue else white).extend(isl.cells)
        self.source = board.mask(islands[k].cells)
        self.sink, self.white = board.mask(sink), board.mask(white)
        self.entry = self.free | self.white | self.sink  # in-nodes a unit may enter
        self.used = 0
        self.arcs = [0, 0, 0, 0]
        self.count: dict[tuple[int, int], int] = {}

    def augment(self) -> bool:
        """Find one augmenting path from the source to the sink and push a unit along it."""
        layers = self._layers()
        if layers is None:
            return False
        self._push(self._path(layers))
        return True

    def _layers(self) -> list[tuple[int, int, int]] | None:
        """The nodes first reached at each step of a breadth-first search from the source's
        out-nodes, as (lowest cell, in-nodes, out-nodes) with the masks shifted down to their
        lowest cell (a long search keeps little); the last layer holds a sink cell's in-node.
        None when no augmenting path is left."""
        board = self.board
        right, left, down, up = self.arcs
        cols, full, not_last, not_first = board.cols, board.full, board.not_last, board.not_first
        passes = self.free & ~self.used | self.white  # in-node -> own out-node
        back = self.used | self.white  # out-node -> own in-node
        entry, sink = self.entry, self.sink
        ins, outs = 0, self.source
        seen_in, seen_out = ins, outs
        layers = [_shifted(ins, outs)]
        while ins or outs:
            beside = (outs & not_last) << 1 | (outs & not_first) >> 1 | outs << cols | outs >> cols
            ins, outs = (
                (beside & full & entry | outs & back) & ~seen_in,
                (
                    ins & passes
                    | ins >> 1 & right
                    | ins << 1 & left
                    | ins >> cols & down
                    | ins << cols & up
                )
                & ~seen_out,
            )
            seen_in |= ins
            seen_out |= outs
            if ins & sink:
                ins &= sink & -(ins & sink)  # the path ends at one sink cell
                layers.append(_shifted(ins, 0))
                return layers
            layers.append(_shifted(ins, outs))
        return None

    def _path(self, layers: list[tuple[int, int, int]]) -> list[tuple[int, int]]:
        """The nodes of a shortest augmenting path, source first, traced back through the
        layers: each node's predecessor is a node of the layer before with an arc to it (its
        own other node, a neighbour's out-node for an in-node, or for an out-node the in-node
        of a neighbour it sends a unit to)."""
        nbs, arcs = self.board.neighbours, self.arcs
        back = self.used | self.white  # out-node -> own in-node
        passes = self.free & ~self.used | self.white  # in-node -> own out-node
        low, ins, _ = layers[-1]
        cell, kind = (ins & -ins).bit_length() - 1 + low, _IN
        path = [(cell, kind)]
        for low, ins, outs in reversed(layers[:-1]):
            if kind == _IN:
                if not (back >> cell & 1 and _has(outs, low, cell)):
                    cell = next(x for x in nbs[cell] if _has(outs, low, x))
                kind = _OUT
            else:
                if not (passes >> cell & 1 and _has(ins, low, cell)):
                    cell = next(
                        y
                        for y in nbs[cell]
                        if arcs[self._direction(cell, y)] >> cell & 1 and _has(ins, low, y)
                    )
                kind = _IN
            path.append((cell, kind))
        path.reverse()
        return path

    def _push(self, path: list[tuple[int, int]]) -> None:
        """Push one unit along the path: forward arcs gain it, backward ones give one back."""
        for (a, kind), (b, _) in pairwise(path):
            if a == b:  # within a cell: a free cell is used from in to out, freed back
                if self.free >> a & 1:
                    self.used ^= 1 << a
            elif kind == _OUT:
                self._add(a, self._direction(a, b), 1)
            else:
                self._add(b, self._direction(b, a), -1)

    def _add(self, x: int, d: int, units: int) -> None:
        """Units more on the arc from x's out-node to its neighbour's in-node in direction d."""
        n = self.count.get((x, d), 0) + units
        self.count[(x, d)] = n
        if n:
            self.arcs[d] |= 1 << x
        else:
            self.arcs[d] &= ~(1 << x)

    def _direction(self, x: int, y: int) -> int:
        """The direction (right, left, down, up) from cell x to its neighbour y. Rows first:
        on a board one column wide a step of one is down."""
        cols = self.board.cols
        return 2 if y - x == cols else 3 if x - y == cols else 0 if y == x + 1 else 1


def _shifted(ins: int, outs: int) -> tuple[int, int, int]:
    """A layer's masks shifted down to their lowest cell, and that cell."""
    both = ins | outs
    low = (both & -both).bit_length() - 1 if both else 0
    return (low, ins >> low, outs >> low)


def _has(mask: int, low: int, cell: int) -> bool:
    """Whether a mask shifted down by `low` holds `cell`."""
    return cell >= low and bool(mask >> (cell - low) & 1)

"""The wall-or-free region as a smaller graph: each group of joined walls of an earlier state
(the graph's base) is one node, the cells free in the base are nodes of their own.

Why it is exact: the solver's states only ever decide cells, so a state that extends the base
(every cell decided in the base is decided alike) has every base wall group as a joined set
of its walls, and its wall-or-free region is the base's less the cells turned island since.
Joining a connected set of walls into one node changes neither which free cells join the
walls nor which free cells part them, so the articulation search (cuts.py) over the groups
and the base's free cells still in the region gives the same answers as over every cell.

Why it is cheaper: a big board's region is mostly walls (janko 0690's: 1 130 walls in 64
groups, 441 free cells), so the search visits a third of the nodes. A graph is built once
for a base and serves every state extending it, as the states of a node's probes all do.
Each state as one integer (the board's bytes, values 0, 1, 2, read as a number) makes the
two questions one operation each: a base fits a state when `base & ~state` is 0 (a decided
byte is 1 or 2, so no bit of it may go), and two states agree on `a & b` (their common part).
"""

from __future__ import annotations

from itertools import compress

from .cuts import Cuts

TREES = 16
"""Searches each graph keeps by region (probes come back to the node's region after each trial;
walls added since change the weights of a kept search, not its tree)."""

GRAPHS = 4
"""Graphs kept (the latest used first): a node's, its ancestors' for when the search backs up."""


class WallGraph:
    """The contracted region graph of one base state: `links[x]` the nodes beside node x (cells
    0 .. size-1 free in the base, then one node per wall group), `sizes` the groups' walls."""

    def __init__(self, neighbours: tuple[tuple[int, ...], ...], state: bytes) -> None:
        size = len(neighbours)
        self.key = int.from_bytes(state, "little")
        self.free = state.count(0)
        group, sizes = _groups(neighbours, state)
        self.size, self.groups, self.walls = size, len(sizes), sum(sizes)
        links: list[tuple[int, ...]] = [()] * (size + len(sizes))
        borders: list[list[int]] = [[] for _ in sizes]
        for i in compress(range(size), state.translate(_FREE)):
            near: list[int] = []
            beside: set[int] = set()  # each group beside the cell once
            for j in neighbours[i]:
                x = state[j]
                if not x:
                    near.append(j)
                elif x == 1:
                    beside.add(group[j])
            for g in beside:
                borders[g].append(i)
                near.append(size + g)
            links[i] = tuple(near)
        for g, border in enumerate(borders):
            links[size + g] = tuple(border)
        self.links = tuple(links)
        self.sizes = sizes
        self.trees: dict[tuple[bytes, int], Cuts] = {}

    def fits(self, number: int) -> bool:
        """True when the state `number` (see the module) extends this graph's base."""
        return not self.key & ~number

    def search(self, state: bytes, root: int) -> Cuts:
        """The articulation search of `state`'s region from `root` (a node holding a wall), the
        walls weighing 1 each (a group: its walls); a kept search of the same region is only
        reweighed."""
        region = state.translate(_OPEN)
        weight = [*state.translate(_WALLS), *self.sizes]
        tree = self.trees.pop((region, root), None)
        if tree is None:
            if len(self.trees) >= TREES:  # the least recently used goes, its lists serve again
                tree = self.trees.pop(next(iter(self.trees)))
            else:
                tree = Cuts(self.links)
            tree.run(region + b"\x01" * self.groups, 1, root, weight)
        else:
            tree.reweigh(weight)
        self.trees[region, root] = tree
        return tree

    def root(self, state: bytes) -> int:
        """A node holding a wall of `state` (which has one): the first group, else a wall."""
        return self.size if self.groups else state.index(1)

    def reached(self, tree: Cuts) -> int:
        """The cells of the nodes `tree` reached, when it reached every group."""
        return len(tree.visited) - self.groups + self.walls


def _groups(neighbours: tuple[tuple[int, ...], ...], state: bytes) -> tuple[list[int], list[int]]:
    """Each wall's group number (-1 elsewhere) and each group's walls."""
    group = [-1] * len(neighbours)
    sizes: list[int] = []
    for start in compress(range(len(neighbours)), state.translate(_WALLS)):
        if group[start] >= 0:
            continue
        g = len(sizes)
        group[start] = g
        cells = [start]
        for i in cells:
            for j in neighbours[i]:
                if state[j] == 1 and group[j] < 0:
                    group[j] = g
                    cells.append(j)
        sizes.append(len(cells))
    return group, sizes


_OPEN = bytes.maketrans(b"\x00\x01\x02", b"\x01\x01\x00")
_WALLS = bytes.maketrans(b"\x00\x01\x02", b"\x00\x01\x00")
_FREE = bytes.maketrans(b"\x00\x01\x02", b"\x01\x00\x00")
"""Tables from the board as bytes to: 1 for a wall or free cell, 1 for a wall, 1 for a free
cell (as selectors for `compress`, they keep the loops over the board in C)."""


class WallGraphs:
    """The graphs one search keeps, and what the latest states had in common (the base of the
    next graph, when one is built: a state the coming ones are likely to extend)."""

    def __init__(self) -> None:
        self.graphs: list[WallGraph] = []
        self.last = 0

    def graph(self, neighbours: tuple[tuple[int, ...], ...], state: bytes) -> WallGraph:
        """A graph whose base `state` extends, built anew when none fits or the one that fits
        has too many free cells more than `state` (see `stale`)."""
        number = int.from_bytes(state, "little")
        common, self.last = self.last & number, number
        for n, graph in enumerate(self.graphs):
            if graph.fits(number):
                if not stale(graph.free, state):
                    if n:
                        self.graphs.insert(0, self.graphs.pop(n))
                    return graph
                break
        base = common.to_bytes(len(state), "little")
        if stale(base.count(0), state):
            base = state  # the last state was far from this one: its common part is stale too
        graph = WallGraph(neighbours, base)
        self.graphs.insert(0, graph)
        del self.graphs[GRAPHS:]
        return graph


def stale(free: int, state: bytes) -> bool:
    """True when a base with `free` free cells is too far behind `state` to search from: its
    graph has a quarter (plus 16) more free cells (nodes) than a graph built for `state`."""
    return 4 * free > 5 * state.count(0) + 64

"""Articulation points with weights (Tarjan's low-link, iterative so deep boards never hit the
recursion limit): for every cell reached from a root, the weight its removal would cut off from
the root. The solver asks it which unknown cells hold the walls together and which cells an
island cannot do without. O(cells searched) per run, on scratch lists kept between runs;
`reweigh` gives new weights to the last search tree in one pass over its cells.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence

PACE_MASK = 2047
"""`stop` is read each time PACE_MASK + 1 more cells are reached (a few milliseconds of a
200x200 board's 0.1 s search: Board.PACE)."""


CLEAR_SHARE = 8
"""A search that reached more than one cell in CLEAR_SHARE of the lists' length is cleared by
a copy of zeros, not cell by cell (the copy costs about an eighth of the loop per entry)."""


def _go_on() -> None:
    """No budget: never stop."""


class Cuts:
    """Scratch lists for one board size: `disc` (0 = not reached), `sub` (weight of a cell's
    search subtree), `cut` (weight cut off from the root by removing the cell), `visited`."""

    def __init__(self, neighbours: tuple[tuple[int, ...], ...]) -> None:
        size = len(neighbours)
        self.neighbours = neighbours
        self.disc, self.low, self.sub = [0] * size, [0] * size, [0] * size
        self.cut, self.parent = [0] * size, [0] * size
        self.visited: list[int] = []
        self.zeros = [0] * size  # copied over disc and cut after a search of many cells

    def run(
        self,
        inside: Sequence[int],
        tag: int,
        root: int,
        weight: Sequence[int],
        stop: Callable[[], None] = _go_on,
    ) -> None:
        """Search from `root` over the cells with inside[i] == tag; fill disc, sub, cut, visited.
        `stop` (a budget's read, which may raise) is read every PACE_MASK + 1 cells reached."""
        self._clear()
        visited = [root]
        try:
            self._search(inside, tag, root, weight, visited, stop)
        finally:  # also when stopped: the next run clears what this one marked
            self.visited = visited

    def _clear(self) -> None:
        """Zero disc and cut where the last search wrote them: cell by cell after a small
        search, else by copying a list of zeros (a copy costs a few steps per entry, a Python
        loop tens per cell: CLEAR_SHARE)."""
        if len(self.visited) * CLEAR_SHARE > len(self.zeros):
            self.disc[:] = self.zeros
            self.cut[:] = self.zeros
        else:
            disc, cut = self.disc, self.cut
            for i in self.visited:
                disc[i] = cut[i] = 0

    def _search(
        self,
        inside: Sequence[int],
        tag: int,
        root: int,
        weight: Sequence[int],
        visited: list[int],
        stop: Callable[[], None],
    ) -> None:
        nbs = self.neighbours
        disc, low, sub, cut, parent = self.disc, self.low, self.sub, self.cut, self.parent
        disc[root] = 1
        parent[root] = -1
        stack: list[Iterator[int]] = []  # the ancestors' iterators (a cell's parent is `parent`)
        push, pop = stack.append, stack.pop
        # The cell searched now, its low-link and subtree weight so far, and its neighbours left:
        # locals, written to the lists only when the search goes deeper or backs up.
        u, lu, su, near = root, 1, weight[root], iter(nbs[root])
        while True:
            for w in near:  # the iterator keeps its place while the search goes deeper
                d = disc[w]  # reached cells are inside: only the others need the look at `inside`
                if d:
                    # The parent's number too: low[u] then never exceeds disc[parent], which
                    # leaves `low[u] >= disc[parent]`, the only test of low, as it was.
                    if d < lu:
                        lu = d
                elif inside[w] == tag:
                    low[u] = lu
                    sub[u] = su
                    push(near)
                    visited.append(w)
                    disc[w] = lu = len(visited)
                    if not lu & PACE_MASK:
                        stop()
                    parent[w] = u
                    u, su, near = w, weight[w], iter(nbs[w])
                    break
            else:  # u is done: back up to its parent
                low[u] = lu
                sub[u] = su
                if not stack:
                    break
                near = pop()
                u = parent[u]
                if lu >= disc[u]:
                    cut[u] += su
                su += sub[u]
                if low[u] < lu:
                    lu = low[u]

    def reweigh(self, weight: Sequence[int]) -> None:
        """`run` again with new weights over the same cells from the same root: the search tree
        (disc, low, parent, visited) does not depend on the weights, so only sub and cut are
        summed again, children before parents (reverse discovery order)."""
        sub, cut, parent, low, disc = self.sub, self.cut, self.parent, self.low, self.disc
        for i in self.visited:
            sub[i] = weight[i]
            cut[i] = 0
        for u in reversed(self.visited):
            p = parent[u]
            if p >= 0:
                sub[p] += sub[u]
                if low[u] >= disc[p]:
                    cut[p] += sub[u]

"""Region layouts for new Logi-5 puzzles: every partition of the n x n grid into n connected
regions of n cells, enumerated once per size and sampled uniformly (n up to 5), else grown.

Enumeration: the first free cell (row-major) must start a region, so the search lists every
connected n-cell shape that holds that cell and free cells after it only, and recurses on the
rest. A 5x5 has 4006 pentomino partitions, listed once (cached).
Growth (sizes above 5, where the count explodes), after Tatham's divvy.c: n random seeds; at
each step a random region not yet full grows by one cell, taking a free neighbour, or else a
cell of a neighbouring region that stays connected, which then grows the same way (the chain is
found breadth-first and ends at a free cell). Unlike growth that only takes free cells, a region
boxed in by the others does not end the try, so tries seldom fail.
"""

from __future__ import annotations

import random
from functools import cache

from puzzlegui.core.cancel import CancelToken
from puzzlegui.core.grid import neighbours

from .puzzle import renumber

ENUMERATED_UP_TO = 5
"""Sides whose partitions are all listed; above it, regions are grown."""


def _adjacent(n: int) -> list[list[int]]:
    return [[r * n + c for r, c in neighbours(divmod(i, n), n, n)] for i in range(n * n)]


def _shapes(anchor: int, free: int, n: int, adj: list[list[int]]) -> list[int]:
    """Every connected n-cell mask holding `anchor`, within `free` (cells after anchor)."""
    found: set[int] = set()
    seen: set[int] = set()
    stack = [1 << anchor]
    while stack:
        mask = stack.pop()
        if mask.bit_count() == n:
            found.add(mask)
            continue
        for i in range(n * n):
            if mask >> i & 1:
                for j in adj[i]:
                    bit = 1 << j
                    if free & bit and not mask & bit and (mask | bit) not in seen:
                        seen.add(mask | bit)
                        stack.append(mask | bit)
    return sorted(found)


@cache
def all_partitions(n: int) -> tuple[tuple[int, ...], ...]:
    """Every partition of the n x n grid into n connected n-cell regions, as region labels."""
    adj = _adjacent(n)
    out: list[tuple[int, ...]] = []

    def place(free: int, chosen: list[int]) -> None:
        if not free:
            labels = [0] * (n * n)
            for region, mask in enumerate(chosen):
                for i in range(n * n):
                    if mask >> i & 1:
                        labels[i] = region
            out.append(renumber(labels))
            return
        anchor = (free & -free).bit_length() - 1
        for shape in _shapes(anchor, free, n, adj):
            chosen.append(shape)
            place(free & ~shape, chosen)
            chosen.pop()

    place((1 << (n * n)) - 1, [])
    return tuple(out)


def is_dull(n: int, regions: tuple[int, ...]) -> bool:
    """True when every region is a whole row or a whole column (the regions add nothing)."""
    for region in range(n):
        cells = [divmod(i, n) for i, label in enumerate(regions) if label == region]
        if len({r for r, _ in cells}) != 1 and len({c for _, c in cells}) != 1:
            return False
    return True


def grown_regions(n: int, rng: random.Random, cancel: CancelToken | None = None) -> tuple[int, ...]:
    """n connected regions of n cells grown from n random seeds, as Tatham's divvy.c: a region
    that cannot grow into a free cell takes one from a neighbour, which then grows or takes in
    turn (a chain found breadth-first). Few tries fail; each looks at `cancel`."""
    while True:
        if cancel is not None:
            cancel.raise_if_cancelled()
        labels = _divide(n, rng)
        if labels is not None:
            return renumber(labels)


def _divide(n: int, rng: random.Random) -> list[int] | None:
    """One try: every step grows one region not yet full by one cell; None when no chain of
    takings reaches a free cell."""
    adj = _adjacent(n)
    for i in range(n * n):
        rng.shuffle(adj[i])
    labels = [-1] * (n * n)
    cells: list[set[int]] = [set() for _ in range(n)]
    for region, i in enumerate(rng.sample(range(n * n), n)):
        labels[i] = region
        cells[region].add(i)
    for _ in range(n * n - n):
        region = rng.choice([r for r in range(n) if len(cells[r]) < n])
        chain = _taking_chain(region, labels, cells, adj)
        if chain is None:
            return None
        for cell, taker in chain:
            if labels[cell] >= 0:
                cells[labels[cell]].discard(cell)
            labels[cell] = taker
            cells[taker].add(cell)
    return labels


def _taking_chain(
    start: int, labels: list[int], cells: list[set[int]], adj: list[list[int]]
) -> list[tuple[int, int]] | None:
    """The moves (cell, new region) that grow `start` by one cell: `start` takes a free cell,
    or a cell of a neighbour that stays connected without it, and so on breadth-first until a
    region of the chain takes a free cell; None when none can."""
    taken: dict[int, int | None] = {start: None}  # region -> the cell its taker took from it
    taker: dict[int, int] = {}
    queue = [start]
    for region in queue:
        lost = taken[region]
        kept = cells[region] - {lost} if lost is not None else cells[region]
        border = [j for i in kept for j in adj[i] if j not in kept] if kept else []
        free = [j for j in border if labels[j] < 0]
        if not kept:
            free = [j for j, label in enumerate(labels) if label < 0]
        if free:
            return _moves(region, free[0], taken, taker)
        for j in border:
            other = labels[j]
            if other not in taken and _connected(cells[other] - {j}, adj):
                taken[other] = j
                taker[other] = region
                queue.append(other)
    return None


def _moves(
    region: int, free: int, taken: dict[int, int | None], taker: dict[int, int]
) -> list[tuple[int, int]]:
    """The chain back from `region` (which takes the free cell) to the start."""
    moves = [(free, region)]
    while (cell := taken[region]) is not None:
        region = taker[region]
        moves.append((cell, region))
    return moves


def _connected(cells: set[int], adj: list[list[int]]) -> bool:
    """True when `cells` is empty or one 4-connected piece."""
    if not cells:
        return True
    start = next(iter(cells))
    seen = {start}
    stack = [start]
    while stack:
        for j in adj[stack.pop()]:
            if j in cells and j not in seen:
                seen.add(j)
                stack.append(j)
    return len(seen) == len(cells)


def random_regions(
    n: int, rng: random.Random, cancel: CancelToken | None = None
) -> tuple[int, ...]:
    """A region layout that is not dull: uniform over all partitions up to 5x5, else grown."""
    while True:
        if n <= ENUMERATED_UP_TO:
            regions = rng.choice(all_partitions(n))
        else:
            regions = grown_regions(n, rng, cancel)
        if n <= 2 or not is_dull(n, regions):
            return regions

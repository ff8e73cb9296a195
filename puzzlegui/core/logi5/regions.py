"""Region layouts for new Logi-5 puzzles: every partition of the n x n grid into n connected
regions of n cells, enumerated once per size and sampled uniformly (n up to 5), else grown.

Enumeration: the first free cell (row-major) must start a region, so the search lists every
connected n-cell shape that holds that cell and free cells after it only, and recurses on the
rest. A 5x5 has 4006 pentomino partitions, listed once (cached).
Growth (sizes above 5, where the count explodes): n random seeds each take a free neighbour in
turn, the smallest region first, restarting when a region is boxed in.
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
    """n connected regions of n cells grown from n random seeds (many tries may fail: each
    looks at `cancel`, so a budget holds here too)."""
    while True:
        if cancel is not None:
            cancel.raise_if_cancelled()
        labels = [-1] * (n * n)
        sizes = [1] * n
        for region, i in enumerate(rng.sample(range(n * n), n)):
            labels[i] = region
        if _grow(n, labels, sizes, rng):
            return renumber(labels)


def _grow(n: int, labels: list[int], sizes: list[int], rng: random.Random) -> bool:
    adj = _adjacent(n)
    for _ in range(n * n - n):
        frontier = [
            (labels[i], j)
            for i in range(n * n)
            if labels[i] >= 0 and sizes[labels[i]] < n
            for j in adj[i]
            if labels[j] < 0
        ]
        if not frontier:
            return False
        smallest = min(sizes[region] for region, _ in frontier)
        region, cell = rng.choice([f for f in frontier if sizes[f[0]] == smallest])
        labels[cell] = region
        sizes[region] += 1
    return True


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

"""Random Nurikabe answers for the generator: walls joined, no 2x2 pool, islands apart.

Every cell starts as wall; cells turn into island cells one at a time (cells of 2x2 wall blocks
first, growing an island beside them rather than starting one) as long as the walls stay joined
and no two islands touch. Each island draws a size cap from the difficulty's weights; growth
stops when no 2x2 block of walls is left and the islands cover the share asked. Cost: one flood
fill of the walls (O(cells)) per cell tried, O(cells^2) per answer.
"""

from __future__ import annotations

import random

from .rules import neighbour_table

SHARE = 0.4
"""The share of island cells an answer grows to (at least)."""

Table = tuple[tuple[int, ...], ...]


def walls_stay_joined(cell: int, wall: list[bool], nbs: Table, walls: int) -> bool:
    """True when the walls other than `cell` are still joined once `cell` turns to island."""
    start = next((j for j in nbs[cell] if wall[j]), -1)
    if start < 0:
        return walls == 1
    seen = {start, cell}
    todo = [start]
    while todo:
        for j in nbs[todo.pop()]:
            if wall[j] and j not in seen:
                seen.add(j)
                todo.append(j)
    return len(seen) == walls


def _pooled(cell: int, wall: list[bool], rows: int, cols: int) -> bool:
    """True when `cell` lies in a 2x2 block of walls."""
    r, c = divmod(cell, cols)
    for top in (r - 1, r):
        for left in (c - 1, c):
            if 0 <= top < rows - 1 and 0 <= left < cols - 1:
                i = top * cols + left
                if wall[i] and wall[i + 1] and wall[i + cols] and wall[i + cols + 1]:
                    return True
    return False


class Grower:
    """Grows one answer: `island[cell]` is an island number, or -1 for a wall."""

    def __init__(self, rows: int, cols: int, rng: random.Random, weights: tuple[int, ...]):
        self.rows, self.cols, self.rng, self.weights = rows, cols, rng, weights
        self.nbs = neighbour_table(rows, cols)
        self.size = rows * cols
        self.wall, self.island = [True] * self.size, [-1] * self.size
        self.caps: list[int] = []
        self.sizes: list[int] = []
        self.walls = self.size

    def grow(self, order: list[int], capped: bool) -> bool:
        """Turn the first cell of `order` that may become island into one; True if any did."""
        for cell in order:
            near = {self.island[j] for j in self.nbs[cell] if self.island[j] >= 0}
            if len(near) > 1:
                continue
            k = near.pop() if near else -1
            if k >= 0 and capped and self.sizes[k] >= self.caps[k]:
                continue
            if not walls_stay_joined(cell, self.wall, self.nbs, self.walls):
                continue
            if k < 0:
                k = len(self.sizes)
                self.sizes.append(0)
                self.caps.append(self.rng.choices(range(1, len(self.weights) + 1), self.weights)[0])
            self.wall[cell], self.island[cell] = False, k
            self.sizes[k] += 1
            self.walls -= 1
            return True
        return False

    def answer(self, share: float) -> list[int] | None:
        """Grow until no 2x2 wall block is left and the islands cover `share` (None if stuck)."""
        target = int(share * self.size)
        while True:
            wall = self.wall
            pools = [
                i for i in range(self.size) if wall[i] and _pooled(i, wall, self.rows, self.cols)
            ]
            if not pools and self.size - self.walls >= target:
                return self.island
            order = pools or [i for i in range(self.size) if wall[i]]
            self.rng.shuffle(order)
            order.sort(key=lambda i: all(self.island[j] < 0 for j in self.nbs[i]))
            if not self.grow(order, True) and not (pools and self.grow(order, False)):
                return None if pools else self.island


def random_answer(
    rows: int, cols: int, rng: random.Random, weights: tuple[int, ...], share: float = SHARE
) -> list[int] | None:
    """An answer grid: the island number of each cell, -1 for walls (None if stuck)."""
    return Grower(rows, cols, rng, weights).answer(share)

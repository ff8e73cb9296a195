"""The maze Nurikabe generation starts from: walls everywhere but for the small islands that
break every 2x2 block of walls, the walls joined.

The 2x2 blocks are visited in random order; a block still all wall gets an island cell, the one
of its four that makes an island nearest a size drawn from MAZE_ISLAND (mostly 1s: the clues the
basic rules use best), while the walls stay joined. A nearly maximal wall like this is what
Spaans' generator starts from (grow.py). Cost: a look at the eight cells around each cell
tried, and a flood fill of the walls (O(cells)) only where they do not settle it.
"""

from __future__ import annotations

import random
from functools import cache

from ..rules import neighbour_table

MAZE_ISLAND = (1, 2)
"""Island sizes a maze aims at when it breaks a 2x2 block, one drawn per block: mostly 1s,
some 2s (a maze of 1s alone has too many of them to grow into a board that is not dull)."""

Table = tuple[tuple[int, ...], ...]

RING = ((-1, 0), (-1, 1), (0, 1), (1, 1), (1, 0), (1, -1), (0, -1), (-1, -1))
"""The eight cells around a cell, in turn: each touches the next by a side."""


@cache
def ring_table(rows: int, cols: int) -> Table:
    """The eight cells around every flat cell in RING's order, -1 off the board."""
    return tuple(
        tuple(
            (r + dr) * cols + c + dc if 0 <= r + dr < rows and 0 <= c + dc < cols else -1
            for dr, dc in RING
        )
        for r in range(rows)
        for c in range(cols)
    )


def walls_stay_joined(
    cell: int, wall: list[bool], nbs: Table, walls: int, rings: Table | None = None
) -> bool:
    """True when the walls other than `cell` are still joined once `cell` turns to island
    (the walls are joined now, `cell` among them). With `rings` (ring_table), the eight cells
    around settle most cases before a flood fill of the walls."""
    start = next((j for j in nbs[cell] if wall[j]), -1)
    if start < 0:
        return walls == 1
    if rings is not None and _joined_around(rings[cell], wall):
        return True
    seen = {start, cell}
    todo = [start]
    while todo:
        for j in nbs[todo.pop()]:
            if wall[j] and j not in seen:
                seen.add(j)
                todo.append(j)
    return len(seen) == walls


def _joined_around(ring: tuple[int, ...], wall: list[bool]) -> bool:
    """True when the walls beside the cell (by a side) are joined through the walls of its
    ring alone: then every path through the cell has a way round it."""
    here = [j >= 0 and wall[j] for j in ring]
    if all(here):
        return True
    start = here.index(False)
    runs, side = 0, False
    for step in range(1, 9):
        k = (start + step) % 8
        if here[k]:
            side = side or k % 2 == 0
        else:
            runs, side = runs + side, False
    return runs <= 1


def random_maze(
    rows: int, cols: int, rng: random.Random, aims: tuple[int, ...] = MAZE_ISLAND
) -> list[int] | None:
    """An answer (island number per cell, -1 for walls) with just enough island cells to break
    every 2x2 block of walls, each block's island nearest a size drawn from `aims`; None if a
    block cannot be broken with the walls joined."""
    nbs, rings = neighbour_table(rows, cols), ring_table(rows, cols)
    island = [-1] * (rows * cols)
    blocks = [
        (i, i + 1, i + cols, i + cols + 1)
        for r in range(rows - 1)
        for i in range(r * cols, r * cols + cols - 1)
    ]
    rng.shuffle(blocks)
    walls, fresh = rows * cols, 0
    for block in blocks:
        if any(island[i] >= 0 for i in block):
            continue
        cell = _breaker(block, island, (nbs, rings), walls, rng.choice(aims), rng)
        if cell < 0:
            return None
        near = {island[j] for j in nbs[cell] if island[j] >= 0}
        for i, k in enumerate(island):
            if k in near:
                island[i] = fresh
        island[cell] = fresh
        fresh, walls = fresh + 1, walls - 1
    return island


def _breaker(
    block: tuple[int, ...],
    island: list[int],
    tables: tuple[Table, Table],
    walls: int,
    aim: int,
    rng: random.Random,
) -> int:
    """The cell of `block` whose turning to island makes an island nearest the size `aim` (ties
    at random) with the walls still joined; -1 if none."""
    wall = [k < 0 for k in island]
    nbs, rings = tables
    best, best_miss = -1, 0
    for cell in rng.sample(block, len(block)):
        near = {island[j] for j in nbs[cell] if island[j] >= 0}
        miss = abs(1 + sum(island.count(k) for k in near) - aim)
        if (best < 0 or miss < best_miss) and walls_stay_joined(cell, wall, nbs, walls, rings):
            best, best_miss = cell, miss
    return best

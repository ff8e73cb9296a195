"""New Nurikabe puzzles with one solution, reproducible from a seed.

A random answer is grown first: every cell starts as wall, and cells of 2x2 wall blocks turn
into island cells (a new island or the growth of one beside it) as long as the walls stay joined
and no two islands touch. Each island then gets its size as a clue on a random cell of it, and
the solver keeps the puzzle only when it proves the answer unique. The grade is the solver's
node count: 1 (the deductions alone) is easy, a few nodes medium, more is hard.
"""

from __future__ import annotations

import random

from puzzlegui.core.cancel import CancelToken
from puzzlegui.core.model import SolveStatus

from .puzzle import Clue, Puzzle, make_puzzle
from .rules import neighbour_table
from .solver import solve


def _walls_joined(wall: list[bool], neighbours: tuple[tuple[int, ...], ...]) -> bool:
    """True when the wall cells form one group (or there are none)."""
    start = next((i for i, w in enumerate(wall) if w), -1)
    if start < 0:
        return True
    seen = {start}
    todo = [start]
    while todo:
        for j in neighbours[todo.pop()]:
            if wall[j] and j not in seen:
                seen.add(j)
                todo.append(j)
    return len(seen) == sum(wall)


def _pool_cells(wall: list[bool], rows: int, cols: int) -> list[int]:
    """The cells of every 2x2 block of walls."""
    cells: set[int] = set()
    for r in range(rows - 1):
        for c in range(cols - 1):
            i = r * cols + c
            block = (i, i + 1, i + cols, i + cols + 1)
            if all(wall[k] for k in block):
                cells.update(block)
    return sorted(cells)


Table = tuple[tuple[int, ...], ...]


def _try_whiten(
    cell: int, wall: list[bool], island: list[int], sizes: list[int], table: Table, largest: int
) -> bool:
    """Turn `cell` into an island cell if the rules allow; True when it did."""
    near = {island[j] for j in table[cell] if island[j] >= 0}
    if len(near) > 1:
        return False
    owner = near.pop() if near else len(sizes)
    if owner < len(sizes) and sizes[owner] >= largest:
        return False
    wall[cell] = False
    if not _walls_joined(wall, table):
        wall[cell] = True
        return False
    if owner == len(sizes):
        sizes.append(0)
    sizes[owner] += 1
    island[cell] = owner
    return True


def random_answer(rows: int, cols: int, rng: random.Random, largest: int) -> list[int] | None:
    """An answer grid: the island number of each cell, -1 for walls (None if stuck)."""
    size = rows * cols
    table = neighbour_table(rows, cols)
    wall, island = [True] * size, [-1] * size
    sizes: list[int] = []
    for _ in range(size * 4):
        pool = _pool_cells(wall, rows, cols)
        if not pool:
            return island
        rng.shuffle(pool)
        pool.sort(key=lambda c: _beside_island(c, island, table) < rng.random() * 1.3)
        if not any(_try_whiten(c, wall, island, sizes, table, largest) for c in pool[:8]):
            grow = [c for c in range(size) if wall[c]]
            rng.shuffle(grow)
            if not any(_try_whiten(c, wall, island, sizes, table, largest) for c in grow[:8]):
                return None
    return None


def _beside_island(cell: int, island: list[int], table: Table) -> bool:
    """True when `cell` touches an island cell (growing one is preferred to starting one)."""
    return any(island[j] >= 0 for j in table[cell])


def clues_for(answer: list[int], cols: int, rng: random.Random) -> list[Clue]:
    """One clue per island, on a random cell of it, giving its size."""
    cells: dict[int, list[int]] = {}
    for i, k in enumerate(answer):
        if k >= 0:
            cells.setdefault(k, []).append(i)
    clues = []
    for group in cells.values():
        r, c = divmod(rng.choice(group), cols)
        clues.append((r, c, len(group)))
    return clues


def generate(
    rows: int,
    cols: int,
    rng: random.Random,
    *,
    largest: int = 6,
    tries: int = 200,
    seconds: float = 5.0,
    cancel: CancelToken | None = None,
) -> tuple[Puzzle, int] | None:
    """A puzzle with one solution and the solver's node count (its grade), or None."""
    for _ in range(tries):
        if cancel is not None and cancel.cancelled:
            return None
        answer = random_answer(rows, cols, rng, largest)
        if answer is None:
            continue
        puzzle = make_puzzle(rows, cols, clues_for(answer, cols, rng))
        result = solve(puzzle, limit=2, cancel=cancel, seconds=seconds)
        if result.status is SolveStatus.SOLVED:
            return puzzle, result.nodes
    return None


def grade(nodes: int) -> str:
    """easy, medium or hard from the solver's node count."""
    return "easy" if nodes <= 1 else "medium" if nodes <= 15 else "hard"

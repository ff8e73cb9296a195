"""New Nurikabe puzzles with one solution, reproducible from a seed.

A random answer is grown first: every cell starts as wall, and cells of 2x2 wall blocks turn
into island cells (a new island or the growth of one beside it) as long as the walls stay joined
and no two islands touch. Each island then gets its size as a clue on a random cell of it, and
the solver keeps the puzzle only when it proves the answer unique. The grade is the solver's
node count (with limit=2, so the proof of uniqueness counts too): up to 12 nodes is easy, up
to 60 medium, more is hard.
"""

from __future__ import annotations

import random

from puzzlegui.core.cancel import CancelToken
from puzzlegui.core.model import SolveStatus

from .puzzle import Clue, Mark, Puzzle, make_puzzle
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
    """Turn `cell` into an island cell (joining the islands beside it) if the walls stay joined
    and the island stays within `largest`; True when it did."""
    near = sorted({island[j] for j in table[cell] if island[j] >= 0})
    if 1 + sum(sizes[k] for k in near) > largest:
        return False
    wall[cell] = False
    if not _walls_joined(wall, table):
        wall[cell] = True
        return False
    if not near:
        near = [len(sizes)]
        sizes.append(0)
    owner = near[0]
    for other in near[1:]:
        for i, k in enumerate(island):
            if k == other:
                island[i] = owner
        sizes[owner] += sizes[other]
        sizes[other] = 0
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
        # when every pool cell would grow an island past `largest`, let one grow anyway
        grown = any(_try_whiten(c, wall, island, sizes, table, largest) for c in pool) or any(
            _try_whiten(c, wall, island, sizes, table, size) for c in pool
        )
        if not grown:
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
        found = _make_unique(rows, cols, answer, rng, seconds, cancel)
        if found is not None:
            return found
    return None


def _make_unique(
    rows: int,
    cols: int,
    answer: list[int],
    rng: random.Random,
    seconds: float,
    cancel: CancelToken | None,
) -> tuple[Puzzle, int] | None:
    """Clues for `answer`; while another solution exists, move a clue onto a cell that is
    island in the answer but wall in that solution, which rules it out (choosing, among such
    moves, the one that also rules out most of the other solutions met so far)."""
    clues = {k: rng.choice([i for i, a in enumerate(answer) if a == k]) for k in set(answer)}
    clues.pop(-1, None)
    sizes = {k: answer.count(k) for k in clues}
    others: list[list[bool]] = []
    for _ in range(rows * cols):
        puzzle = make_puzzle(rows, cols, [(*divmod(i, cols), sizes[k]) for k, i in clues.items()])
        result = solve(puzzle, limit=2, cancel=cancel, seconds=seconds)
        if result.status is SolveStatus.SOLVED:
            return puzzle, result.nodes
        if result.status is not SolveStatus.MULTIPLE:
            return None
        other = next(s for s in result.solutions if _walls(s.marks) != _walls_of(answer))
        others.append(_walls(other.marks))
        moves = [i for i, m in enumerate(other.marks) if m is Mark.WALL and answer[i] >= 0]
        rng.shuffle(moves)
        cell = max(moves, key=lambda c: _ruled_out(clues, answer[c], c, others))
        clues[answer[cell]] = cell
    return None


def _ruled_out(clues: dict[int, int], island: int, cell: int, others: list[list[bool]]) -> int:
    """How many of `others` have a wall on some clue once `island`'s clue moves to `cell`."""
    spots = [cell if k == island else i for k, i in clues.items()]
    return sum(1 for walls in others if any(walls[i] for i in spots))


def _walls(marks: tuple[Mark, ...]) -> list[bool]:
    return [m is Mark.WALL for m in marks]


def _walls_of(answer: list[int]) -> list[bool]:
    return [a < 0 for a in answer]


def grade(nodes: int) -> str:
    """easy, medium or hard from the solver's node count."""
    return "easy" if nodes <= 12 else "medium" if nodes <= 60 else "hard"

"""A reproducible Hashiwokakero generator: grow a bridge network, read off the numbers, keep it
only when the solver proves the solution unique.

The network grows from one island: pick an island and a direction, walk over free water for a
random length, and end on a new island (or on an island already there, which closes a cycle).
Bridges never cross because their cells are taken as they are drawn. Cost: one solve per try.
"""

from __future__ import annotations

import random

from puzzlegui.core.cancel import CancelToken
from puzzlegui.core.grid import DIRECTIONS
from puzzlegui.core.model import Cell, SolveStatus

from .puzzle import Island, Puzzle, make_puzzle
from .solver import solve

CYCLES = 0.0
"""How often a bridge may end on an island already placed (closing a cycle); cycles breed twins."""
DOUBLES = 0.4
"""How often a new bridge is double."""


def _walk(
    start: Cell, step: Cell, length: int, taken: dict[Cell, str], rows: int, cols: int
) -> tuple[list[Cell], Cell] | None:
    """The water cells and the end cell of a bridge from `start`, or None if it cannot go."""
    path: list[Cell] = []
    r, c = start
    for _ in range(length):
        r, c = r + step[0], c + step[1]
        if not (0 <= r < rows and 0 <= c < cols):
            return None
        mark = taken.get((r, c))
        if mark == "island":
            return (path, (r, c)) if path else None
        if mark is not None:
            return None
        path.append((r, c))
    if len(path) < 2:
        return None
    return path[:-1], path[-1]


def network(rows: int, cols: int, islands: int, rng: random.Random) -> list[Island]:
    """Islands of a random connected network (numbers = bridges at each island)."""
    first = (rng.randrange(rows), rng.randrange(cols))
    taken: dict[Cell, str] = {first: "island"}
    count: dict[Cell, int] = {first: 0}
    pairs: set[tuple[Cell, Cell]] = set()
    tries = 0
    while len(count) < islands and tries < islands * 200:
        tries += 1
        start = rng.choice(sorted(count))
        step = rng.choice(DIRECTIONS)
        walked = _walk(start, step, rng.randint(2, max(2, min(rows, cols) // 2)), taken, rows, cols)
        if walked is None:
            continue
        path, end = walked
        pair = (min(start, end), max(start, end))
        if pair in pairs or (end in count and rng.random() >= CYCLES):
            continue
        pairs.add(pair)
        bridges = 2 if rng.random() < DOUBLES else 1
        for cell in path:
            taken[cell] = "bridge"
        taken[end] = "island"
        count[start] += bridges
        count[end] = count.get(end, 0) + bridges
    return [(r, c, n) for (r, c), n in count.items()]


def generate(
    rows: int,
    cols: int,
    islands: int,
    rng: random.Random,
    cancel: CancelToken | None = None,
    tries: int = 500,
) -> Puzzle:
    """A puzzle with exactly one solution; RuntimeError if none is found in `tries` attempts."""
    for _ in range(tries):
        puzzle = make_puzzle(rows, cols, network(rows, cols, islands, rng))
        if len(puzzle.islands) < islands * 3 // 4:
            continue
        result = solve(puzzle, limit=2, cancel=cancel, seconds=10)
        if result.status is SolveStatus.SOLVED:
            return puzzle
        if result.status is SolveStatus.CANCELLED:
            break
    raise RuntimeError(f"no unique {cols}x{rows} puzzle found in {tries} tries")

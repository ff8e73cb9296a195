"""New Calcudoku puzzles with one solution, reproducible from a `random.Random`.

A random Latin square (a cyclic square with its rows, columns and digits shuffled) is cut into
cages grown from random cells (sizes up to `max_size`, a share of one-cell cages for easy
puzzles); each cage gets an operation its digits allow (`/` when they divide, `-` for pairs,
else `+` or `*`). Partitions are drawn until the solver proves the solution unique.
"""

from __future__ import annotations

import random
from math import prod

from puzzlegui.core.cancel import Budget
from puzzlegui.core.grid import neighbours
from puzzlegui.core.model import Cell

from .puzzle import Cage, Puzzle, make_puzzle
from .solver import solutions


def latin_square(n: int, rng: random.Random) -> list[list[int]]:
    """A random n x n Latin square of digits 1..n."""
    rows, cols, digits = (rng.sample(range(n), n) for _ in range(3))
    return [[digits[(rows[r] + cols[c]) % n] + 1 for c in range(n)] for r in range(n)]


def random_cages(n: int, rng: random.Random, max_size: int, singles: float) -> list[list[Cell]]:
    """A partition of the grid into connected cages of 1 to `max_size` cells."""
    owner: dict[Cell, int] = {}
    cages: list[list[Cell]] = []
    for start in rng.sample([(r, c) for r in range(n) for c in range(n)], n * n):
        if start in owner:
            continue
        size = 1 if rng.random() < singles else rng.randint(min(2, max_size), max_size)
        cage = [start]
        owner[start] = len(cages)
        while len(cage) < size:
            free = [x for cell in cage for x in neighbours(cell, n, n) if x not in owner]
            if not free:
                break
            cell = rng.choice(free)
            owner[cell] = len(cages)
            cage.append(cell)
        cages.append(cage)
    return cages


def clue_for(values: list[int], rng: random.Random) -> tuple[str, int]:
    """An operation and target the values make."""
    if len(values) == 1:
        return "=", values[0]
    high, low = max(values), min(values)
    if len(values) == 2:
        options = ["+", "*", "-"] + (["/", "/"] if high % low == 0 else [])
    else:
        options = ["+", "*"]
    op = rng.choice(options)
    target = {"+": sum(values), "*": prod(values), "-": high - low, "/": high // max(low, 1)}
    return op, target[op]


def is_unique(puzzle: Puzzle) -> bool:
    """True when the puzzle has exactly one solution."""
    found = solutions(puzzle, Budget(max_nodes=200_000))
    return sum(1 for _ in zip(found, range(2), strict=False)) == 1


def generate(
    n: int, rng: random.Random, max_size: int = 3, singles: float = 0.1, tries: int = 500
) -> Puzzle:
    """A puzzle with one solution (the last candidate drawn if `tries` run out)."""
    grid = latin_square(n, rng)
    puzzle = make_puzzle(n, [])
    for _ in range(tries):
        cages = []
        for cells in random_cages(n, rng, max_size, singles):
            op, target = clue_for([grid[r][c] for r, c in cells], rng)
            cages.append(Cage(op, target, tuple(cells)))
        puzzle = make_puzzle(n, cages)
        if is_unique(puzzle):
            break
    return puzzle

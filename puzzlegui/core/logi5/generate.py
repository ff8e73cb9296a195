"""New Logi-5 puzzles with one solution, reproducible from a `random.Random`.

Regions grow from n random seeds, a cell at a time, until every region has n cells (restarting
when one gets boxed in); a solution comes from the solver with a few random digits placed first;
then givens are removed in random order while the solution stays unique (the classic sudoku
generator). `minimal=False` stops early for easier puzzles with more givens.
"""

from __future__ import annotations

import random

from puzzlegui.core.cancel import Budget
from puzzlegui.core.grid import neighbours
from puzzlegui.core.latin import search

from .deduce import grade
from .puzzle import Puzzle, renumber
from .solver import initial_candidates


def random_regions(n: int, rng: random.Random) -> tuple[int, ...]:
    """n connected regions of n cells covering the n x n grid."""
    while True:
        labels = [-1] * (n * n)
        sizes = [1] * n
        for region, i in enumerate(rng.sample(range(n * n), n)):
            labels[i] = region
        if _grow(n, labels, sizes, rng):
            return renumber(labels)


def _grow(n: int, labels: list[int], sizes: list[int], rng: random.Random) -> bool:
    for _ in range(n * n - n):
        frontier = [
            (labels[r * n + c], nr * n + nc)
            for r in range(n)
            for c in range(n)
            if labels[r * n + c] >= 0 and sizes[labels[r * n + c]] < n
            for nr, nc in neighbours((r, c), n, n)
            if labels[nr * n + nc] < 0
        ]
        if not frontier:
            return False
        smallest = min(sizes[region] for region, _ in frontier)
        region, cell = rng.choice([f for f in frontier if sizes[f[0]] == smallest])
        labels[cell] = region
        sizes[region] += 1
    return True


def random_solution(n: int, regions: tuple[int, ...], rng: random.Random) -> list[int] | None:
    """A random grid fitting the regions, or None when these regions allow none quickly."""
    empty = Puzzle(n, regions, (0,) * (n * n))
    for _ in range(20):
        cand = initial_candidates(empty)
        for i, d in zip(rng.sample(range(n * n), n), rng.sample(range(n), n), strict=True):
            cand[i] = 1 << d
        for grid in search(cand, empty.houses, n, Budget(max_nodes=2000)):
            return grid
    return None


def is_unique(puzzle: Puzzle) -> bool:
    """True when the puzzle has exactly one solution."""
    found = search(initial_candidates(puzzle), puzzle.houses, puzzle.n, Budget())
    return sum(1 for _ in zip(found, range(2), strict=False)) == 1


def generate(n: int, rng: random.Random, minimal: bool = True, extra: int = 0) -> Puzzle:
    """A puzzle with one solution; `extra` more givens than a minimal one when not `minimal`."""
    while True:
        regions = random_regions(n, rng)
        grid = random_solution(n, regions, rng)
        if grid is not None:
            break
    givens = list(grid)
    for i in rng.sample(range(n * n), n * n):
        saved, givens[i] = givens[i], 0
        if not is_unique(Puzzle(n, regions, tuple(givens))):
            givens[i] = saved
    if not minimal:
        empty = [i for i in range(n * n) if not givens[i]]
        for i in rng.sample(empty, min(extra, len(empty))):
            givens[i] = grid[i]
    return Puzzle(n, regions, tuple(givens))


def generate_graded(n: int, level: int, rng: random.Random, tries: int = 200) -> Puzzle:
    """A minimal puzzle whose grade (see deduce.grade) is `level`, or the hardest found."""
    best: Puzzle | None = None
    for _ in range(tries):
        puzzle = generate(n, rng)
        found = grade(puzzle)
        if found == level:
            return puzzle
        if best is None or (found < level and found > grade(best)):
            best = puzzle
    assert best is not None
    return best

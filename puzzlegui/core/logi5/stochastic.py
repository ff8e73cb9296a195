"""The seed's "stochastic search with backtracking" ("Mi algoritmo Logi-5") and its plain
ordered backtracking, as searches that count nodes under a Budget.

Stochastic repair: every region gets its missing digits in random order, so regions are always
right and only rows and columns can clash. An error is a cell whose digit appears again in its
row or column. Each round shuffles the digits of the error cells among themselves (inside each
region, givens never move) until the errors are no more than at the round's start; fewer errors
pushes the old configuration on a stack and keeps the new one, equal errors pops the stack (back
to an earlier, worse configuration), and an empty stack refills the regions from scratch. One
node is one configuration tried. It finds a solution but cannot prove there is no other.

Backtracking: cells in reading order, digits 1..n in order, each checked against its row, column
and region; one node per digit tried. It counts every solution, so it proves uniqueness.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

from puzzlegui.core.cancel import Budget

from .ladder import houses_of
from .puzzle import Puzzle


class Repair:
    """The state of the stochastic repair: the puzzle's regions and peers, and the rng."""

    def __init__(self, puzzle: Puzzle, rng: random.Random) -> None:
        self.puzzle = puzzle
        self.rng = rng
        n = puzzle.n
        self.lines = [list(range(r * n, r * n + n)) for r in range(n)]
        self.lines += [list(range(c, n * n, n)) for c in range(n)]
        self.free = [[i for i in cells if not puzzle.givens[i]] for cells in puzzle.region_cells]

    def refill(self) -> list[int]:
        """Givens in place, each region's missing digits in random order in its free cells."""
        grid = list(self.puzzle.givens)
        for region, free in enumerate(self.free):
            have = {grid[i] for i in self.puzzle.region_cells[region]}
            missing = [d for d in range(1, self.puzzle.n + 1) if d not in have]
            self.rng.shuffle(missing)
            for i, digit in zip(free, missing, strict=False):
                grid[i] = digit
        return grid

    def errors(self, grid: list[int]) -> set[int]:
        """The cells whose digit appears again in their row or column."""
        wrong: set[int] = set()
        for line in self.lines:
            seen: dict[int, int] = {}
            for i in line:
                j = seen.setdefault(grid[i], i)
                if j != i:
                    wrong.update((i, j))
        return wrong

    def shuffled(self, grid: list[int], wrong: set[int]) -> list[int]:
        """A copy with the digits of the free error cells of each region shuffled."""
        new = grid[:]
        for free in self.free:
            cells = [i for i in free if i in wrong]
            digits = [grid[i] for i in cells]
            self.rng.shuffle(digits)
            for i, digit in zip(cells, digits, strict=True):
                new[i] = digit
        return new

    def run(self, budget: Budget) -> list[int]:
        """Repair until no error is left (the Budget stops it otherwise)."""
        grid = self.refill()
        wrong = self.errors(grid)
        stack: list[list[int]] = []
        while wrong:
            budget.tick()
            new = self.shuffled(grid, wrong)
            new_wrong = self.errors(new)
            while len(new_wrong) > len(wrong):
                budget.tick()
                new = self.shuffled(grid, wrong)
                new_wrong = self.errors(new)
            if len(new_wrong) < len(wrong):
                stack.append(grid)
                grid = new
            elif stack:
                grid = stack.pop()
            else:
                grid = self.refill()
            wrong = self.errors(grid)
        return grid


def stochastic_grids(puzzle: Puzzle, rng: random.Random, budget: Budget) -> Iterator[list[int]]:
    """One solution found by the seed's stochastic repair (none proves it is the only one)."""
    budget.check()
    yield Repair(puzzle, rng).run(budget)


def backtracking_grids(puzzle: Puzzle, budget: Budget) -> Iterator[list[int]]:
    """Every solution by plain ordered backtracking, cell by cell, digits in order."""
    budget.check()
    n = puzzle.n
    peers = houses_of(puzzle).peers
    grid = list(puzzle.givens)
    order = [i for i in range(n * n) if not grid[i]]
    if any(grid[i] and grid[i] == grid[p] for i in range(n * n) for p in peers[i]):
        return
    yield from _backtrack(grid, order, 0, peers, n, budget)


def _backtrack(
    grid: list[int],
    order: list[int],
    depth: int,
    peers: tuple[tuple[int, ...], ...],
    n: int,
    budget: Budget,
) -> Iterator[list[int]]:
    if depth == len(order):
        yield grid[:]
        return
    i = order[depth]
    for digit in range(1, n + 1):
        budget.tick()
        if all(grid[p] != digit for p in peers[i]):
            grid[i] = digit
            yield from _backtrack(grid, order, depth + 1, peers, n, budget)
    grid[i] = 0

"""The Calcudoku solver: the shared Latin candidate engine (singles over rows and columns) plus
the cages. Each cage keeps the list of its fillings still possible, packed into one int per
filling (cell j's digit as bit d-1 of the j-th group of n bits), so checking a filling against the
candidates is one `&` and the union of the survivors gives each cell's new candidates. A cage
whose fillings would be too many to list (a 7-cell sum on a 9x9) is held by sum bounds and
divisibility until its candidates shrink enough to enumerate. Branching takes the cell with the
fewest candidates, propagating at every node.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import reduce
from math import prod
from operator import or_
from typing import Any

from puzzlegui.core.cancel import Budget, solver
from puzzlegui.core.latin import line_houses, search, state_from_grid

from .fillings import cage_fillings
from .puzzle import Puzzle, State

ENUMERATE_BELOW = 60_000
"""Enumerate a cage's fillings once the product of its cells' candidate counts is below this."""


class Cages:
    """A puzzle's cages with their cells as flat indices, for the engines that fill them."""

    def __init__(self, puzzle: Puzzle) -> None:
        self.n = puzzle.n
        self.full = (1 << puzzle.n) - 1
        self.cages = puzzle.cages
        self.cells = [[r * self.n + c for r, c in cage.cells] for cage in puzzle.cages]


class CageEngine(Cages):
    """The cage constraints of one puzzle as a propagator for `latin.search`."""

    def start(self) -> list[Any]:
        """The per-node cage state: None for every cage (nothing listed yet)."""
        return [None] * len(self.cages)

    def propagate(self, cand: list[int], ext: list[Any]) -> bool:
        """Narrow candidates to what some filling of each cage allows; False on a dead end."""
        n, full = self.n, self.full
        for k, cells in enumerate(self.cells):
            mask = 0
            for j, c in enumerate(cells):
                mask |= cand[c] << (j * n)
            entry = ext[k]
            if entry is not None and entry[0] == mask:
                continue
            if entry is None:
                entry = self._listed(k, cand)
                if entry is None:
                    if not self._bounds(k, cand):
                        return False
                    continue
            kept = [t for t in entry[1] if t & mask == t]
            if not kept:
                return False
            union = reduce(or_, kept)
            ext[k] = (union, kept)
            if union != mask:
                for j, c in enumerate(cells):
                    cand[c] = union >> (j * n) & full
        return True

    def _listed(self, k: int, cand: list[int]) -> tuple[int, list[int]] | None:
        cells = self.cells[k]
        if prod(cand[c].bit_count() for c in cells) >= ENUMERATE_BELOW:
            return None
        cage = self.cages[k]
        allowed = [cand[c] for c in cells]
        tuples = cage_fillings(self.n, cage.op, cage.target, cage.cells, allowed)
        return -1, [pack(t, self.n) for t in tuples]

    def _bounds(self, k: int, cand: list[int]) -> bool:
        """Sum bounds and product divisibility for a cage too big to list."""
        cage, cells = self.cages[k], self.cells[k]
        if cage.op == "*":
            divisors = sum(1 << (d - 1) for d in range(1, self.n + 1) if cage.target % d == 0)
            for c in cells:
                cand[c] &= divisors
        elif cage.op == "+":
            lows = [(cand[c] & -cand[c]).bit_length() for c in cells]
            highs = [cand[c].bit_length() for c in cells]
            low, high = sum(lows), sum(highs)
            for j, c in enumerate(cells):
                least = cage.target - (high - highs[j])
                most = cage.target - (low - lows[j])
                keep = ((1 << max(most, 0)) - 1) & ~((1 << max(least - 1, 0)) - 1)
                cand[c] &= keep
        return all(cand[c] for c in cells)


def pack(values: tuple[int, ...], n: int) -> int:
    """A filling as one int: digit d of cell j is bit j*n + d - 1."""
    return sum(1 << (j * n + v - 1) for j, v in enumerate(values))


def solutions(puzzle: Puzzle, budget: Budget) -> Iterator[State]:
    """Every solution, as States."""
    n = puzzle.n
    engine = CageEngine(puzzle)
    rows, cols = line_houses(n)
    cand = [(1 << n) - 1] * (n * n)
    for grid in search(cand, rows + cols, n, budget, engine.propagate, engine.start()):
        yield state_from_grid(n, grid)


solve = solver(solutions)

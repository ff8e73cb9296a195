"""The fillings of each cage that still fit the candidates, for the hint ladder: the list of a
cage's fillings (see fillings.py) packed one int per filling (cell j's digit d as bit j*n + d-1,
as the solver packs them) and cached per cage and candidate mask, so a walk of hints that changes
one cage at a time pays for each cage's enumeration about once. A cage whose candidates still
allow too many fillings to list (a 6-cell sum on a 9x9 at the start) is left alone until its
candidates shrink, as in the solver.

Cost: one enumeration per (cage, mask) seen, then a dictionary lookup.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from itertools import count
from math import prod
from typing import cast

from puzzlegui.core import answers
from puzzlegui.core.model import Cell

from .fillings import TooMany, cage_fillings
from .puzzle import Cage, Puzzle
from .solver import ENUMERATE_BELOW, Cages, pack

_MAX_NODES = 400_000


_MISSING = object()


class FitCache:
    """Fillings by (cage, candidate mask), for CageFits of puzzles that share most cages: the
    generator changes one cage at a time and judges each change afresh. A cage's number is
    never reused (even after a clear), so a CageFit made before a clear cannot read another
    cage's fillings."""

    _LIMIT = 50_000

    def __init__(self) -> None:
        self.lists: dict[tuple[int, int], list[int] | None] = {}
        self._ids: dict[Cage, int] = {}
        self._next = count()

    def ids(self, cages: Sequence[Cage]) -> list[int]:
        """A number per cage: the same for an equal cage, new for a new one."""
        if len(self._ids) > self._LIMIT:
            self._ids = {}
        return [self._ids.setdefault(cage, next(self._next)) for cage in cages]


class CageFit(Cages):
    """Fillings per cage that agree with a candidate grid, cached by the cage's mask (in
    `shared`, when given, across puzzles)."""

    def __init__(self, puzzle: Puzzle, shared: FitCache | None = None) -> None:
        super().__init__(puzzle)
        cache = FitCache() if shared is None else shared
        self._cache = cache.lists
        self._ids = cache.ids(puzzle.cages)

    def mask(self, k: int, cand: list[int]) -> int:
        """The candidates of cage k's cells, packed like a filling."""
        mask = 0
        for j, c in enumerate(self.cells[k]):
            mask |= cand[c] << (j * self.n)
        return mask

    def kept(self, k: int, cand: list[int]) -> list[int] | None:
        """The packed fillings of cage k that fit `cand`; None when too many to list."""
        key = (self._ids[k], self.mask(k, cand))
        found = self._cache.get(key, _MISSING)
        if found is _MISSING:
            found = self._list(k, cand)
            if len(self._cache) > 20_000:
                self._cache.clear()
            self._cache[key] = found  # read back from `found`: another hint may clear it
        return cast("list[int] | None", found)

    def _list(self, k: int, cand: list[int]) -> list[int] | None:
        cells = self.cells[k]
        cage = self.cages[k]
        if self.n ** len(cells) < ENUMERATE_BELOW:
            mask = self.mask(k, cand)
            return [
                t for t in shape_fillings(self.n, cage.op, cage.target, cage.cells) if t & mask == t
            ]
        if prod(cand[c].bit_count() for c in cells) >= ENUMERATE_BELOW:
            return None
        allowed = [cand[c] for c in cells]
        try:
            found = cage_fillings(
                self.n, cage.op, cage.target, cage.cells, allowed, max_nodes=_MAX_NODES
            )
        except TooMany:
            return None
        return [pack(t, self.n) for t in found]

    def union(self, k: int, kept: list[int]) -> list[int]:
        """Each cell's digits (a mask) over the fillings `kept` of cage k."""
        total = 0
        for t in kept:
            total |= t
        n, full = self.n, self.full
        return [total >> (j * n) & full for j in range(len(self.cells[k]))]

    def digit_sets(self, k: int, kept: list[int]) -> list[tuple[int, ...]]:
        """The distinct sorted digit tuples the fillings `kept` of cage k use."""
        n, full, size = self.n, self.full, len(self.cells[k])
        sets = {
            tuple(sorted((t >> (j * n) & full).bit_length() for j in range(size))) for t in kept
        }
        return sorted(sets)


def shape_fillings(n: int, op: str, target: int, cells: tuple[Cell, ...]) -> list[int]:
    """Every packed filling of a small cage; cached by the cage's shape (moved to the top left
    corner), since dominoes and triples of the same clue recur across puzzles."""
    top, left = min(r for r, _ in cells), min(c for _, c in cells)
    return _shape_fillings(n, op, target, tuple((r - top, c - left) for r, c in cells))


@lru_cache(maxsize=8192)
def _shape_fillings(n: int, op: str, target: int, shape: tuple[Cell, ...]) -> list[int]:
    return [pack(t, n) for t in cage_fillings(n, op, target, shape)]


def cage_fit(puzzle: Puzzle, store: answers.Answers | None = None) -> CageFit:
    """The CageFit of a puzzle, kept in the game's or walk's `store` (core/answers.derived),
    so repeated hints reuse its enumerations."""
    return answers.derived(store, puzzle, "calcudoku-cage-fit", lambda: CageFit(puzzle))

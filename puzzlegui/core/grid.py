"""Grid helpers written once for all types: neighbours, union-find, connected components, and
the puzzle that is a grid of number clues."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from functools import cached_property

from .model import Cell

DIRECTIONS: tuple[Cell, ...] = ((-1, 0), (0, 1), (1, 0), (0, -1))
"""Up, right, down, left."""


def neighbours(cell: Cell, rows: int, cols: int) -> Iterator[Cell]:
    """The up to four orthogonal neighbours of `cell` inside a rows x cols grid."""
    r, c = cell
    for dr, dc in DIRECTIONS:
        nr, nc = r + dr, c + dc
        if 0 <= nr < rows and 0 <= nc < cols:
            yield (nr, nc)


@dataclass(frozen=True)
class NumberGrid:
    """A rows x cols grid and its number clues (row, col, number), sorted row by row: the
    puzzle of the types whose clues are numbers in cells (each type's Puzzle adds its own
    tables)."""

    rows: int
    cols: int
    clues: tuple[tuple[int, int, int], ...]

    @cached_property
    def clue_at(self) -> dict[Cell, int]:
        """The number of each clue cell."""
        return {(r, c): n for r, c, n in self.clues}


def all_cells(rows: int, cols: int) -> Iterator[Cell]:
    """Every cell, row by row."""
    for r in range(rows):
        for c in range(cols):
            yield (r, c)


class UnionFind:
    """Disjoint sets over the integers 0..n-1, with path halving and union by size."""

    def __init__(self, n: int) -> None:
        self.parent = list(range(n))
        self.size = [1] * n
        self.groups = n

    def find(self, x: int) -> int:
        """The representative of x's set."""
        parent = self.parent
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    def union(self, a: int, b: int) -> bool:
        """Join the sets of a and b; False if they were one already."""
        ra, rb = self.find(a), self.find(b)
        if ra == rb:
            return False
        if self.size[ra] < self.size[rb]:
            ra, rb = rb, ra
        self.parent[rb] = ra
        self.size[ra] += self.size[rb]
        self.groups -= 1
        return True


def components(cells: Iterable[Cell], linked: Callable[[Cell], Iterable[Cell]]) -> list[list[Cell]]:
    """Connected groups of `cells`, where `linked(cell)` gives the cells joined to it.

    Only cells in `cells` are followed; each group lists its cells in the order found.
    """
    todo = set(cells)
    groups: list[list[Cell]] = []
    for start in sorted(todo):
        if start not in todo:
            continue
        todo.discard(start)
        group = [start]
        stack = [start]
        while stack:
            for nxt in linked(stack.pop()):
                if nxt in todo:
                    todo.discard(nxt)
                    group.append(nxt)
                    stack.append(nxt)
        groups.append(group)
    return groups

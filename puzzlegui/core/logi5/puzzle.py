"""Logi-5: a Latin square whose n regions of n cells each hold every digit once too.

The Puzzle holds the regions and the givens; the State, moves and `apply` are the shared Latin
ones (`puzzlegui.core.latin`), with the givens fixed.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property

from puzzlegui.core.latin import LatinMove, LatinState, first_split, line_houses, new_latin_state
from puzzlegui.core.latin_hints import HouseSet
from puzzlegui.core.model import Cell

State = LatinState
Move = LatinMove


@dataclass(frozen=True)
class Puzzle:
    """n x n cells, the region of each cell (row-major, numbered by first appearance), givens."""

    n: int
    regions: tuple[int, ...]
    givens: tuple[int, ...]
    region_names: tuple[str, ...] = field(default=(), compare=False)

    def region_of(self, cell: Cell) -> int:
        """The region index of `cell`."""
        return self.regions[cell[0] * self.n + cell[1]]

    def name_of(self, region: int) -> str:
        """The region's name in the text file (letters when none was given)."""
        if region < len(self.region_names):
            return self.region_names[region]
        return default_region_name(region)

    @cached_property
    def region_cells(self) -> list[list[int]]:
        """The flat cell indices of each region."""
        cells: list[list[int]] = [[] for _ in range(self.n)]
        for i, region in enumerate(self.regions):
            cells[region].append(i)
        return cells

    @cached_property
    def houses(self) -> list[list[int]]:
        """Rows, then columns, then regions, as flat cell indices."""
        rows, cols = line_houses(self.n)
        return rows + cols + self.region_cells

    @cached_property
    def house_set(self) -> HouseSet:
        """The houses as the Latin engine reads them, made once per puzzle."""
        kinds = ("row",) * self.n + ("column",) * self.n + ("region",) * self.n
        return HouseSet(self.n, tuple(tuple(house) for house in self.houses), kinds)


def with_givens(puzzle: Puzzle, givens: tuple[int, ...]) -> Puzzle:
    """The same regions with other givens, sharing the HouseSet already made for them (it
    depends on the regions alone): a generator's tries on one layout build it once."""
    other = Puzzle(puzzle.n, puzzle.regions, givens, puzzle.region_names)
    vars(other)["house_set"] = puzzle.house_set  # made on the source once, if not yet
    return other


def default_region_name(region: int) -> str:
    """A, B, ... Z, then R27, R28, ..."""
    return chr(ord("A") + region) if region < 26 else f"R{region + 1}"


def renumber(labels: list[int]) -> tuple[int, ...]:
    """Region labels numbered 0, 1, ... by first appearance, row-major."""
    order: dict[int, int] = {}
    return tuple(order.setdefault(label, len(order)) for label in labels)


def region_problem(n: int, regions: tuple[int, ...]) -> tuple[Cell, str] | None:
    """The first cell of a region that breaks the rules (count, size, connection), and why."""
    count = max(regions) + 1
    if count != n:
        return (0, 0), f"there are {count} regions, expected {n}"
    for region in range(n):
        cells = [divmod(i, n) for i, label in enumerate(regions) if label == region]
        if len(cells) != n:
            return cells[0], f"this region has {len(cells)} cells, expected {n}"
    split = first_split(n, regions)
    if split is not None:
        return split, "this region is in more than one piece"
    return None


def new_state(puzzle: Puzzle) -> State:
    """The givens placed, nothing else."""
    return new_latin_state(puzzle.n, puzzle.givens)

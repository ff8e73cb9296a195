"""A puzzle typed in from paper: the draft an editor changes, and what each type declares to
edit it (`Editing`). A draft is a grid of numbers (islands, clues, givens) and groups (regions
or cages, each with an optional clue); the type turns it into its own text format, so its
parser checks it and names what is wrong, and turns a puzzle back into a draft (Edit a Copy).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from typing import Any

Cell = tuple[int, int]


@dataclass(frozen=True)
class Draft:
    """A puzzle being entered: its size, a number per cell (none where absent), a group per
    cell (regions or cages; none where not yet grouped) and each group's clue (cages)."""

    rows: int
    cols: int
    numbers: Mapping[Cell, int] = field(default_factory=dict)
    groups: Mapping[Cell, int] = field(default_factory=dict)
    labels: Mapping[int, str] = field(default_factory=dict)

    def with_number(self, cell: Cell, number: int | None) -> Draft:
        """The draft with `number` in `cell` (None clears it)."""
        numbers = dict(self.numbers)
        numbers.pop(cell, None)
        if number is not None:
            numbers[cell] = number
        return replace(self, numbers=numbers)

    def with_group(self, cells: list[Cell], group: int | None, label: str = "") -> Draft:
        """The draft with `cells` put in `group` (None takes them out of any), and the group's
        clue set when `label` is given; groups left without cells lose their clue."""
        groups = {c: g for c, g in self.groups.items() if c not in cells}
        if group is not None:
            groups.update((c, group) for c in cells)
        labels = {g: t for g, t in self.labels.items() if g in groups.values()}
        if group is not None and label:
            labels[group] = label
        return replace(self, groups=groups, labels=labels)

    def new_group(self) -> int:
        """A group number no cell uses yet."""
        return max(self.groups.values(), default=-1) + 1

    def group_cells(self, group: int) -> list[Cell]:
        """The cells of a group, row by row."""
        return sorted(c for c, g in self.groups.items() if g == group)


@dataclass(frozen=True)
class Editing:
    """How a type is entered: the numbers a cell may hold (0 to 0: none), whether cells form
    groups ("regions": each with a letter; "cages": each with a clue like 12+; "": none), whether
    the board is square, and the two conversions."""

    numbers: Callable[[int, int], tuple[int, int]]
    """(rows, cols) -> the smallest and largest number a cell may hold; (0, 0) for none."""
    groups: str
    square: bool
    to_text: Callable[[Draft], str]
    """The draft in the type's text format (its parser then checks it)."""
    draft_of: Callable[[Any], Draft]
    """A puzzle of the type as a draft."""


def number_grid(draft: Draft) -> str:
    """The numbers as rows of tokens, '.' where none."""
    return "\n".join(
        " ".join(str(draft.numbers.get((r, c), ".")) for c in range(draft.cols))
        for r in range(draft.rows)
    )


def group_grid(draft: Draft, name: Callable[[int], str]) -> str:
    """Each cell's group by name, '?' where a cell has none (the parser names it)."""
    width = max((len(name(g)) for g in draft.groups.values()), default=1)
    return "\n".join(
        " ".join(
            (name(draft.groups[(r, c)]) if (r, c) in draft.groups else "?").rjust(width)
            for c in range(draft.cols)
        )
        for r in range(draft.rows)
    )


def clue_editing(
    type_name: str, top: Callable[[int, int], int], clues: Callable[[Any], Mapping[Cell, int]]
) -> Editing:
    """The editing of a type whose puzzle is numbers in cells (Hashi, Nurikabe, Shikaku):
    numbers 1 to `top(rows, cols)`; `clues(puzzle)` gives a puzzle's numbers by cell."""

    def to_text(draft: Draft) -> str:
        return f"{type_name} {draft.cols}x{draft.rows}\n{number_grid(draft)}\n"

    def draft_of(puzzle: Any) -> Draft:
        return Draft(puzzle.rows, puzzle.cols, dict(clues(puzzle)))

    return Editing(lambda rows, cols: (1, top(rows, cols)), "", False, to_text, draft_of)

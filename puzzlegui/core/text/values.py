"""What a message's params hold: plain numbers and labels, or these values, which each
language renders its own way (a cell, a list of cells, a rectangle's corners, a row, a nested
phrase). `str()` of a value is its English rendering, so a core template filled with
`str.format` reads exactly as the English renderer's."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, Literal

Cell = tuple[int, int]


class Value:
    """A param a language renders: `str()` gives the English."""

    def __str__(self) -> str:
        from .en import ENGLISH  # en.py renders values: imported here, where it is needed

        return ENGLISH.value(self)

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)


@dataclass(frozen=True, slots=True)
class Place(Value):
    """One cell: 'row 3, column 5'."""

    cell: Cell


@dataclass(frozen=True, slots=True)
class Places(Value):
    """Several cells, listed ('row 1, column 2 and row 1, column 3'); none when empty."""

    cells: tuple[Cell, ...]

    @staticmethod
    def of(cells: Iterable[Cell]) -> Places:
        """The cells in the order given."""
        return Places(tuple(cells))


@dataclass(frozen=True, slots=True)
class Span(Value):
    """A rectangle by its corners: 'from row 1, column 1 to row 2, column 3'."""

    first: Cell
    last: Cell


@dataclass(frozen=True, slots=True)
class Digits(Value):
    """Digits listed: '3', '1 and 2', '1, 2 and 4'."""

    digits: tuple[int, ...]

    @staticmethod
    def of_mask(mask: int) -> Digits:
        """The digits of a mask (bit d-1 for d)."""
        return Digits(tuple(d + 1 for d in range(mask.bit_length()) if mask >> d & 1))


@dataclass(frozen=True, slots=True)
class DigitSet(Value):
    """One way to fill a cage, as a set: '{1, 2, 4}'."""

    digits: tuple[int, ...]


HouseKind = Literal["row", "column", "region"]


@dataclass(frozen=True, slots=True)
class House(Value):
    """A row, column or region by its number or label: 'row 3', 'region B'."""

    kind: HouseKind
    label: int | str


@dataclass(frozen=True, slots=True)
class Phrase(Value):
    """A nested sentence or phrase: a code of the language's tables and its own params (a
    violation quoted in a hint is its code and params, never its English message)."""

    code: str
    params: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class Listed(Value):
    """Values listed with 'and', with 'or', or one after another with '; '."""

    items: tuple[Any, ...]
    how: Literal["and", "or", ";"] = "and"

"""How a hint names cells and digits in English: "row 3, column 5", "1, 2 and 4" (1-based, the
way a player reads them)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from .model import Cell, cell_name


def join(words: Sequence[str]) -> str:
    """'a', 'a and b', 'a, b and c'."""
    if len(words) <= 1:
        return "".join(words)
    return ", ".join(words[:-1]) + " and " + words[-1]


def cells_text(cells: Iterable[Cell]) -> str:
    """Several cells by name."""
    return join([cell_name(c) for c in cells])


def digits_text(mask: int) -> str:
    """The digits of a mask (bit d-1 for d): '3', '1 and 2', '1, 2 and 4'."""
    return join([str(d + 1) for d in range(mask.bit_length()) if mask >> d & 1])

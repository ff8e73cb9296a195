"""The player's colours: a note on cells, islands, networks or rectangles that the rules never
read, the same palette in every type."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TypeVar

from .model import Cell
from .moves import MoveRecord

PALETTE = 6
"""How many colours the player may give: 1..PALETTE; 0 takes a colour away."""

K = TypeVar("K")


@dataclass(frozen=True)
class PaintCell(MoveRecord, form="{cell}#{colour}"):
    """Give `cell` the player's colour 1..PALETTE (0 takes it away): the move of every type
    that colours cells or what they belong to (a Nurikabe island, a Hashi island's network);
    the type's `apply` decides which."""

    cell: Cell
    colour: int


def paint(colours: dict[K, int], key: K, colour: int) -> None:
    """Give `key` the colour `colour` in `colours` (0 takes its colour away); ValueError for a
    colour outside 0..PALETTE, before anything changes."""
    if not 0 <= colour <= PALETTE:
        raise ValueError(f"colour {colour} is not one of 0 to {PALETTE}")
    colours.pop(key, None)
    if colour:
        colours[key] = colour

"""The compact Nurikabe board's vocabulary, shared by every rule, the search and the ladder: a
cell's value (UNKNOWN / WALL / WHITE), a board's cells as one byte each (`Cells`), what a rule
decides (`Assignment`) and the dead end (`Contradiction`). Nothing here computes: the bit tricks
on `Cells` are bits.py's, a puzzle's tables board.py's, its islands islands.py's."""

from __future__ import annotations

UNKNOWN, WALL, WHITE = 0, 1, 2

Cells = bytearray
"""A board's cells, one byte each (UNKNOWN, WALL or WHITE) in a flat row-major array. A bytearray
rather than a list of ints: the solver copies, compares, counts and reads boards as bytes all
the time, and on a bytearray each of those is one C loop over bytes (`bytes(v)` of a 2 500-cell
board is a copy, not 2 500 conversions), while reading or writing one cell costs the same."""

Assignment = list[tuple[int, int]]
"""(flat cell, WALL or WHITE) decided by a rule."""


class Contradiction(Exception):
    """The board cannot be completed."""

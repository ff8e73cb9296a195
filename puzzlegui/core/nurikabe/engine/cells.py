"""The compact Nurikabe board's vocabulary, shared by every rule, the search and the ladder: a
cell's value (UNKNOWN / WALL / WHITE), a board's cells as one byte each (`Cells`), what a rule
decides (`Assignment`), the dead end (`Contradiction`), and the whole-board bit tricks on
`Cells` (`changed_cells`, `mask_of`). Nothing here knows a puzzle: board.py holds its tables,
islands.py its islands."""

from __future__ import annotations

import re

UNKNOWN, WALL, WHITE = 0, 1, 2

Cells = bytearray
"""A board's cells, one byte each (UNKNOWN, WALL or WHITE) in a flat row-major array. A bytearray
rather than a list of ints: the solver copies, compares, counts and reads boards as bytes all
the time, and on a bytearray each of those is one C loop over bytes (`bytes(v)` of a 2 500-cell
board is a copy, not 2 500 conversions), while reading or writing one cell costs the same."""

Assignment = list[tuple[int, int]]
"""(flat cell, WALL or WHITE) decided by a rule."""


def changed_cells(v: Cells, before: Cells) -> list[int]:
    """The cells whose values differ between two boards, in board order: the boards as bytes
    read as numbers and XORed (in C), then one step per changed cell for the first FEW_CHANGED
    (a search's rounds change a few cells of thousands), the rest found by a regex over the
    XOR's bytes. A step costs O(cells) (big-number arithmetic): stepping through every change
    was quadratic, seconds with no clock read when a round changes most of a 200x200 board."""
    diff = int.from_bytes(v, "little") ^ int.from_bytes(before, "little")
    out: list[int] = []
    while diff and len(out) < FEW_CHANGED:
        i = ((diff & -diff).bit_length() - 1) >> 3  # the lowest byte that differs
        out.append(i)
        diff &= ~(0xFF << (i << 3))
    if diff:
        rest = diff.to_bytes(len(v), "little")
        out.extend(found.start() for found in _NONZERO.finditer(rest, out[-1] + 1))
    return out


FEW_CHANGED = 8
_NONZERO = re.compile(b"[^\x00]")


def mask_of(v: Cells, value: int) -> int:
    """The cells holding `value` as a bit mask (bit i for cell i), in C: the board as bytes
    turned into a binary numeral, last cell first."""
    return int(bytes(v).translate(_DIGITS[value])[::-1], 2) if v else 0


_DIGITS = {  # UNKNOWN, WALL, WHITE are the bytes 0, 1, 2
    UNKNOWN: bytes.maketrans(b"\x00\x01\x02", b"100"),
    WALL: bytes.maketrans(b"\x00\x01\x02", b"010"),
    WHITE: bytes.maketrans(b"\x00\x01\x02", b"001"),
}
"""For each value, the table writing a cell holding it as "1" and any other as "0"."""


class Contradiction(Exception):
    """The board cannot be completed."""

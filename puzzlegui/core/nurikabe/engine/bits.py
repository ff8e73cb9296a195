"""Whole-board bit tricks on the compact board (cells.py `Cells`), each one C loop over the
board's bytes instead of a Python step per cell: the cells two boards differ in
(`changed_cells`) and the cells holding a value as a bit mask (`mask_of`)."""

from __future__ import annotations

import re

from .cells import UNKNOWN, WALL, WHITE, Cells


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

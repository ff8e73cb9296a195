"""Hashiwokakero as Tatham's Bridges: `WxHmB[L]:DESC`, letter runs of water and digit islands;
only m2 without L (at most two bridges a pair, loops allowed) is our Hashiwokakero."""

from __future__ import annotations

import re
from typing import Any

from puzzlegui.core.formats.encoding import clue_map, grid_size
from puzzlegui.core.formats.tatham import (
    TathamCodec,
    refuse,
    side,
    width_height,
    write_runs,
)
from puzzlegui.core.model import BoardFormatError, Cell, cell_name

from .jsonfmt import MAX_SIDE

_BRIDGES = re.compile(r"(\d+)(?:x(\d+))?(?:i\d+)?(?:e\d+)?(?:m(\d+))?(L)?(?:d\d+)?")


def _decode_bridges(match: re.Match[str], desc: str, column: int) -> dict[str, Any]:
    rows, cols = width_height(match, 3, MAX_SIDE)
    maxb = side(match[3], 2, "the bridge limit", 1, 4)
    if maxb != 2 or match[4]:
        rule = "forbids loops (L)" if match[4] else f"allows at most {maxb} bridges per pair"
        raise BoardFormatError(
            f"this Bridges puzzle {rule}; puzzlegui's Hashiwokakero allows loops and "
            "at most 2 bridges between two islands (m2), so the puzzle would change",
            1,
            1,
        )
    islands = _read_islands(desc, rows, cols, column)
    _check_islands({(r, c) for r, c, _ in islands})
    return {"rows": rows, "cols": cols, "islands": islands}


def _read_islands(desc: str, rows: int, cols: int, column: int) -> list[list[int]]:
    """Bridges desc: letter runs of water, digits 1-9 for islands; must fill the grid exactly."""
    islands: list[list[int]] = []
    pos = 0
    for i, ch in enumerate(desc):
        if "1" <= ch <= "9":
            islands.append([*divmod(pos, cols), int(ch)])
            pos += 1
        elif "a" <= ch <= "z":
            pos += ord(ch) - 96
        elif "A" <= ch <= "G":
            message = f"island clue {ord(ch) - 55} needs more than 2 bridges per pair"
            raise BoardFormatError(message, 1, column + i)
        else:
            raise BoardFormatError(f"unexpected character {ch!r} in the description", 1, column + i)
        if pos > rows * cols:
            raise BoardFormatError("the description is longer than the grid", 1, column + i)
    if pos < rows * cols:
        raise BoardFormatError(f"the description covers {pos} of {rows * cols} cells", 1, None)
    return islands


def _check_islands(islands: set[Cell]) -> None:
    if len(islands) < 2:
        raise BoardFormatError("Bridges needs at least 2 islands", None)
    for r, c in sorted(islands):
        for other in ((r, c + 1), (r + 1, c)):
            if other in islands:
                raise BoardFormatError(
                    f"the islands at {cell_name((r, c))} and {cell_name(other)} touch; "
                    "Bridges needs water between islands",
                    None,
                )


def _encode_bridges(puzzle: dict[str, Any]) -> str:
    rows, cols = grid_size(puzzle)
    if rows < 3 or cols < 3:
        raise refuse(f"Tatham's Bridges needs at least 3x3 cells, not {cols}x{rows}")
    islands = clue_map(puzzle, "islands", rows, cols)
    _check_islands(set(islands))
    for cell, value in islands.items():
        if not 1 <= value <= 8:
            raise refuse(f"the island at {cell_name(cell)} has clue {value}, not 1 to 8 (m2)")
    desc = write_runs([islands.get(divmod(i, cols)) for i in range(rows * cols)], False)
    return f"{cols}x{rows}m2:{desc}"


TATHAM = TathamCodec(
    ("bridges",), "Bridges", _BRIDGES, _decode_bridges, _encode_bridges, ("easy", "medium", "hard")
)

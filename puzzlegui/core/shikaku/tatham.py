"""Shikaku as Tatham's Rectangles: `WxH:DESC`, letter runs of blanks, decimal clues, `_`
between two clues."""

from __future__ import annotations

import re
from typing import Any

from puzzlegui.core.formats.encoding import clue_map, grid_size
from puzzlegui.core.formats.tatham import (
    TathamCodec,
    read_clues,
    refuse,
    width_height,
    write_runs,
)
from puzzlegui.core.model import BoardFormatError, cell_name

from .puzzle import MAX_SIDE

_RECT = re.compile(r"(\d+)(?:x(\d+))?(?:e[0-9.]*)?a?")


def _decode_rect(match: re.Match[str], desc: str, column: int) -> dict[str, Any]:
    rows, cols = width_height(match, 1, MAX_SIDE)
    if rows * cols < 2:
        raise BoardFormatError("Rectangles needs at least 2 cells", 1, 1)
    clues = [
        [*divmod(pos, cols), v] for pos, v in sorted(read_clues(desc, rows * cols, column).items())
    ]
    for r, c, value in clues:
        if value < 1:
            raise BoardFormatError(f"the clue at {cell_name((r, c))} is 0", 1, None)
    return {"rows": rows, "cols": cols, "clues": clues}


def _encode_rect(puzzle: dict[str, Any]) -> str:
    rows, cols = grid_size(puzzle)
    if rows * cols < 2:
        raise refuse("Tatham's Rectangles needs at least 2 cells")
    clues = clue_map(puzzle, "clues", rows, cols)
    if any(value < 1 for value in clues.values()):
        raise refuse("Tatham's Rectangles takes clues of 1 or more")
    desc = write_runs([clues.get(divmod(i, cols)) for i in range(rows * cols)], True)
    return f"{cols}x{rows}:{desc}"


TATHAM = TathamCodec(("rect", "rectangles"), "Rectangles", _RECT, _decode_rect, _encode_rect)

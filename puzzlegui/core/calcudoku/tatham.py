"""Calcudoku as Tatham's Keen: `N:BLOCKS,CLUES`, the edge-run list of the cages, then one clue
(a, s, m or d and the target) per cage in reading order."""

from __future__ import annotations

import re
from typing import Any

from puzzlegui.core.formats.encoding import (
    cage_labels,
    cage_list,
    cells_by_label,
    field,
    to_int,
)
from puzzlegui.core.formats.tatham import (
    DIGITS,
    TathamCodec,
    read_blocks,
    refuse,
    side,
    write_blocks,
)
from puzzlegui.core.latin import MAX_N as MAX_SIDE
from puzzlegui.core.model import BoardFormatError, cell_name

_KEEN = re.compile(r"(\d+)(?:d[a-z])?(m)?")
_OPS = {"a": "+", "s": "-", "m": "*", "d": "/"}
_LETTERS = {"+": "a", "-": "s", "*": "m", "/": "d", "=": "a"}


def _decode_keen(match: re.Match[str], desc: str, column: int) -> dict[str, Any]:
    n = side(match[1], 0, "the Keen size", 3, MAX_SIDE)
    label, used = read_blocks(desc, n, column, keen=True)
    if desc[used : used + 1] != ",":
        raise BoardFormatError("expected ',' and the clues after the cages", 1, column + used)
    text, i, cages = desc[used + 1 :], 0, []
    for cells in cells_by_label(label):
        end = i + 1
        while end < len(text) and text[end] in DIGITS:
            end += 1
        at = column + used + 1 + i
        if text[i : i + 1] not in _OPS or end == i + 1:
            raise BoardFormatError("expected a clue: a, s, m or d and a number", 1, at)
        op, target = _OPS[text[i]], to_int(text[i + 1 : end], "a clue", at)
        if op in "-/" and len(cells) != 2:
            raise BoardFormatError(f"the clue {text[i:end]} needs a cage of 2 cells", 1, at)
        cages.append({"op": "=" if len(cells) == 1 else op, "target": target})
        cages[-1]["cells"] = [list(cell) for cell in cells]
        i = end
    if i < len(text):
        raise BoardFormatError("there are more clues than cages", 1, column + used + 1 + i)
    return {"n": n, "cages": cages}


def _encode_keen(puzzle: dict[str, Any]) -> str:
    n = field(puzzle, "n")
    if not isinstance(n, int) or not 3 <= n <= 9:
        raise refuse(f"Tatham's Keen plays sizes 3 to 9, not {n!r}")
    cages = cage_list(puzzle, n)
    label = cage_labels(cages, n)
    clues = [""] * len(cages)
    for op, target, cells in cages:
        if op in "-/" and len(cells) != 2:
            raise refuse(f"Keen's '{op}' clue needs a cage of 2 cells ({cell_name(cells[0])})")
        if target < 0:
            raise refuse(f"the target {target} at {cell_name(cells[0])} is negative")
        clues[label[cells[0][0]][cells[0][1]]] = _LETTERS[op] + str(target)
    return f"{n}:{write_blocks(label, n, keen=True)},{''.join(clues)}"


TATHAM = TathamCodec(
    ("keen",),
    "Keen",
    _KEEN,
    _decode_keen,
    _encode_keen,
    ("easy", "normal", "hard", "extreme", "unreasonable"),
)

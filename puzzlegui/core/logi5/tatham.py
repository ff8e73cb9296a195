"""Logi-5 as Tatham's jigsaw Solo: `Nj:GRID,BLOCKS`, the givens as runs of blanks and decimal
digits, then the edge-run list of the regions; Solo's killer cages and diagonals are refused."""

from __future__ import annotations

import re
from typing import Any

from puzzlegui.core.formats.encoding import (
    cells_by_label,
    field,
    int_grid,
    label_regions,
)
from puzzlegui.core.formats.tatham import (
    TathamCodec,
    read_blocks,
    read_clues,
    refuse,
    side,
    write_blocks,
    write_runs,
)
from puzzlegui.core.model import BoardFormatError

_SOLO = re.compile(r"(\d+)j((?:x|k|a|r\d+|md?\d+|d[a-z])*)")


def _decode_solo(match: re.Match[str], desc: str, column: int) -> dict[str, Any]:
    n = side(match[1], 0, "the Solo size", 2, 31)  # small: the type refuses n > 9 after
    extra = re.sub(r"md?\d+|d[a-z]|r\d+|a", "", match[2])
    if extra:
        kind = "killer cages (k)" if "k" in extra else "diagonals (x)"
        raise BoardFormatError(f"this Solo adds {kind}, which Logi-5 does not have", 1, 1)
    comma = desc.find(",")
    if comma < 0:
        raise BoardFormatError("expected the givens, ',' and the jigsaw regions", 1, column)
    givens = [[0] * n for _ in range(n)]
    for pos, value in read_clues(desc[:comma], n * n, column).items():
        if not 1 <= value <= n:
            raise BoardFormatError(f"the given {value} is not from 1 to {n}", 1, column)
        givens[pos // n][pos % n] = value
    label, used = read_blocks(desc[comma + 1 :], n, column + comma + 1, keen=False)
    if comma + 1 + used < len(desc):
        raise BoardFormatError("unexpected text after the regions", 1, column + comma + 1 + used)
    if any(len(cells) != n for cells in cells_by_label(label)):
        raise BoardFormatError(f"the regions must be {n} regions of {n} cells each", 1, None)
    return {"n": n, "regions": label, "givens": givens}


def _encode_solo(puzzle: dict[str, Any]) -> str:
    n = field(puzzle, "n")
    if not isinstance(n, int) or not 2 <= n <= 31:
        raise refuse(f"Tatham's Solo plays sizes 2 to 31, not {n!r}")
    regions, givens = int_grid(puzzle, "regions", n), int_grid(puzzle, "givens", n)
    label = label_regions(n, n, lambda a, b: regions[a[0]][a[1]] == regions[b[0]][b[1]])
    if any(len(cells) != n for cells in cells_by_label(label)):
        raise refuse(f"Solo needs {n} connected regions of {n} cells each")
    if any(not 0 <= v <= n for row in givens for v in row):
        raise refuse(f"a given is not a digit from 1 to {n}")
    grid = write_runs([givens[i // n][i % n] or None for i in range(n * n)], True)
    return f"{n}j:{grid},{write_blocks(label, n, keen=False)}"


TATHAM = TathamCodec(
    ("solo",),
    "jigsaw Solo",
    _SOLO,
    _decode_solo,
    _encode_solo,
    ("trivial", "basic", "intermediate", "advanced", "extreme", "unreasonable"),
)

"""Nurikabe's puzz.link form: pzprjs 'nurikabe', a grid of number clues; the pzprv3 file's grid
also carries the player's walls ('#') and dots ('+')."""

from __future__ import annotations

from puzzlegui.core.formats.encoding import Decoded
from puzzlegui.core.formats.puzzlink import FileLines, clue_grid_codec, file_clues


def _read_file(reader: FileLines, rows: int, cols: int) -> Decoded:
    tokens, line = reader.grid(rows, cols, ".")
    clues = file_clues([[t if t not in "#+" else "." for t in row] for row in tokens], line)
    grid = ["".join("#" if t == "#" else "." for t in row) for row in tokens]
    marked = any(t in ("#", "+") for row in tokens for t in row)
    puzzle = {"rows": rows, "cols": cols, "clues": clues}
    return Decoded("nurikabe", puzzle, {"grid": grid} if marked else None)


PUZZLINK = clue_grid_codec(("nurikabe",), "clues", _read_file)

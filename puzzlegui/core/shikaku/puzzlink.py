"""Shikaku's puzz.link form: pzprjs 'shikaku', a grid of number clues; the pzprv3 file's edge
grids carry the player's rectangles."""

from __future__ import annotations

from puzzlegui.core.formats.encoding import Decoded, shikaku_progress
from puzzlegui.core.formats.puzzlink import FileLines, clue_grid_codec, edge_grids, file_clues


def _read_file(reader: FileLines, rows: int, cols: int) -> Decoded:
    tokens, line = reader.grid(rows, cols, ".")
    puzzle = {"rows": rows, "cols": cols, "clues": file_clues(tokens, line)}
    across, down = edge_grids(reader, rows, cols, "-1 0 1 2")
    return Decoded("shikaku", puzzle, shikaku_progress(rows, cols, across, down))


PUZZLINK = clue_grid_codec(("shikaku",), "clues", _read_file)

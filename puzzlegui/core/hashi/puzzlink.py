"""Hashiwokakero's puzz.link form: pzprjs 'hashi' (also 'hashikake', 'bridges'), a grid of
island clues; the pzprv3 file's edge grids carry the player's bridges."""

from __future__ import annotations

from puzzlegui.core.formats.encoding import Decoded, bridges_from_edges
from puzzlegui.core.formats.puzzlink import FileLines, clue_grid_codec, edge_grids, file_clues


def _read_file(reader: FileLines, rows: int, cols: int) -> Decoded:
    tokens, line = reader.grid(rows, cols, ".")
    islands = file_clues(tokens, line)
    across, down = edge_grids(reader, rows, cols, "-1 0 1 2")
    where = {(r, c) for r, c, _ in islands}
    bridges = sorted(
        bridges_from_edges(where, across, (0, 1)) + bridges_from_edges(where, down, (1, 0))
    )
    puzzle = {"rows": rows, "cols": cols, "islands": islands}
    return Decoded("hashi", puzzle, {"bridges": bridges} if bridges else None)


PUZZLINK = clue_grid_codec(("hashi", "hashikake", "bridges"), "islands", _read_file)

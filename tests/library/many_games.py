"""A large game library made quickly: direct inserts in the library's own schema, for the Games
window's tests and scripts/library_scale.py (Qt-free)."""

from __future__ import annotations

import sqlite3
import time
from pathlib import Path

from puzzlegui.core.formats.loader import read_board
from puzzlegui.library import records
from puzzlegui.library.store import open_library


def many_games(
    path: Path, board_path: Path, count: int, snapshots: bool = True, board_newest: bool = False
) -> None:
    """A library at `path` of `count` games of the board at `board_path` (one step each, the
    board after it stored when `snapshots`), ids in last-played order, id 1 the newest; every
    third solved; the newest has the board's own identity when `board_newest` (opening the
    board, or a start without one, resumes it)."""
    library, _ = open_library(path)
    library.close()
    board = read_board(board_path)
    ptype, puzzle = board.ptype, board.puzzle
    text = records.canonical_text(ptype, puzzle)
    state = ptype.apply(ptype.new_state(puzzle), ptype.parse_move("r1c1=1"))
    snapshot = ptype.format(puzzle, state) if snapshots else None
    progress = float(ptype.progress(puzzle, state)) if snapshots else None
    newest = records.identity(ptype, puzzle) if board_newest else "g1"
    rows, cols = ptype.size(puzzle)
    conn = sqlite3.connect(path)
    now = time.time()
    conn.executemany(
        "INSERT INTO games (id, identity, type, puzzle, rows, cols, status, undo_index, created,"
        " last_played, elapsed_ms, progress) VALUES (?,?,?,?,?,?,?,?,?,?,?,?)",
        (
            (i, newest if i == 1 else f"g{i}", ptype.name, text, rows, cols,
             records.SOLVED if i % 3 == 0 else records.IN_PROGRESS, 1, now - i, now - i,
             (i * 7919) % 100_000, progress)
            for i in range(1, count + 1)
        ),
    )  # fmt: skip
    if snapshot is not None:
        conn.executemany(
            "INSERT INTO snapshots (game_id, board) VALUES (?, ?)",
            ((i, snapshot) for i in range(1, count + 1)),
        )
    conn.executemany(
        "INSERT INTO steps (game_id, seq, label, moves) VALUES (?, 0, 'r1c1=1', '[\"r1c1=1\"]')",
        ((i,) for i in range(1, count + 1)),
    )
    conn.commit()
    conn.close()

"""How long the player takes to resume a long game from the game library.

Run: QT_QPA_PLATFORM=offscreen .venv/bin/python -m puzzlegui.gui.resume_time [--size 200]

Records a game on a SIZE x SIZE Shikaku (a 2 on every other cell) with STEPS undo steps, one
1x2 rectangle each, through the player's own library (the steps and the boards it keeps), opens
another board, then opens the big board again: the time of that open until its first paint
(read the steps, rebuild the undo stack, the state, the check and the view), wall clock and the
process's CPU time (all its threads), is printed, then one undo and one redo.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from puzzlegui.library.records import Step

from . import library_controller
from .app import create_application
from .main_window import PlayerWindow
from .move_latency import shikaku_board


def main() -> int:
    """Record the long game, open it again, print the times."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--size", type=int, default=200)
    parser.add_argument("--steps", type=int, default=10_000)
    args = parser.parse_args()
    folder = Path(tempfile.mkdtemp(prefix="puzzlegui-resume-"))
    library_controller.library_path = lambda: folder / "games.sqlite3"
    create_application(sys.argv[:1])
    text, moves = shikaku_board(args.size)
    big, small = folder / "big.txt", folder / "small.txt"
    big.write_text(text)
    small.write_text(shikaku_board(4)[0])
    window = PlayerWindow()
    window.resize(1000, 800)
    window.show()
    assert window.files.open_path(big)
    session = window.session
    assert session is not None
    started = time.perf_counter()
    session.restore_history([Step(m, (m,)) for m in moves[: args.steps]], args.steps)
    assert window.library.save_now()
    recorded = time.perf_counter() - started
    assert window.files.open_path(small)
    QCoreApplication.processEvents()
    started, cpu = time.perf_counter(), time.process_time()
    assert window.files.open_path(big)
    view = window.board_view
    assert view is not None
    while not view.has_painted:
        QCoreApplication.processEvents()
    resumed, cpu = time.perf_counter() - started, time.process_time() - cpu
    session = window.session
    assert session is not None
    count = len(session.state.rects)
    started = time.perf_counter()
    session.undo()
    undone = time.perf_counter() - started
    started = time.perf_counter()
    session.redo()
    redone = time.perf_counter() - started
    out = sys.stdout
    out.write(f"{args.size}x{args.size} Shikaku, {args.steps} steps ({count} rectangles)\n")
    out.write(f"  recording the game (once): {recorded:.2f} s\n")
    out.write(f"  resume (open the board again, painted): {resumed:.3f} s, CPU {cpu:.3f} s\n")
    out.write(f"  first undo {1000 * undone:.1f} ms, redo {1000 * redone:.1f} ms\n")
    window.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

"""How long the player takes to resume a long game from the game library.

Run: QT_QPA_PLATFORM=offscreen .venv/bin/python -m puzzlegui.gui.resume_time [--board FILE]
[--type NAME] [--size 30] [--steps 10000]

The board: FILE, else a new puzzle of the type (move_latency.new_board). Records a game on it
through the player's own library (the steps and the boards it keeps): one undo step per move of
the board's solution, up to STEPS; opens another board (a second puzzle of the same type), then
the first again: the time of that open until its first paint (read the steps, rebuild the undo
stack, the state, the check and the view), wall clock and the process's CPU time (all its
threads), is printed, then one undo and one redo. A long game needs a big board: a solution has
one move per rectangle, island or cell.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from puzzlegui.core import registry
from puzzlegui.library.records import Step

from . import library_controller
from .app import create_application
from .main_window import PlayerWindow
from .move_latency import new_board, solution_moves


def main() -> int:
    """Record the long game, open it again, print the times."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--board", type=Path, metavar="FILE")
    parser.add_argument("--type", choices=registry.NAMES, default=registry.NAMES[0])
    parser.add_argument("--size", type=int, default=30)
    parser.add_argument("--steps", type=int, default=10_000)
    args = parser.parse_args()
    folder = Path(tempfile.mkdtemp(prefix="puzzlegui-resume-"))
    library_controller.library_path = lambda: folder / "games.sqlite3"
    create_application(sys.argv[:1])
    ptype = registry.get(args.type)
    big = args.board or new_board(ptype, args.size, folder)
    small = new_board(ptype, 1, folder)  # the type's smallest board
    moves = solution_moves(big)[: args.steps]
    window = PlayerWindow()
    window.resize(1000, 800)
    window.show()
    assert window.files.open_path(big)
    session = window.session
    assert session is not None
    started = time.perf_counter()
    session.restore_history([Step(m, (m,)) for m in moves], len(moves))
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
    started = time.perf_counter()
    session.undo()
    undone = time.perf_counter() - started
    started = time.perf_counter()
    session.redo()
    redone = time.perf_counter() - started
    out = sys.stdout
    out.write(f"{session.ptype.name} {view.rows}x{view.cols} ({big.name}), {len(moves)} steps\n")
    out.write(f"  recording the game (once): {recorded:.2f} s\n")
    out.write(f"  resume (open the board again, painted): {resumed:.3f} s, CPU {cpu:.3f} s\n")
    out.write(f"  first undo {1000 * undone:.1f} ms, redo {1000 * redone:.1f} ms\n")
    window.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

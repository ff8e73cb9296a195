"""How long a move takes in the player on a large board, with the game library recording it.

Run: QT_QPA_PLATFORM=offscreen .venv/bin/python -m puzzlegui.gui.move_latency [--size 40]

For each move: the session's `apply` (the move, the undo step, the type's check and the
session's own history record), a synchronous `repaint` of the board, and apart from both the
library's write of that move (one transaction, which the player runs on a zero-time timer after
the paint). Prints the median, 95th percentile and maximum.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtTest import QTest

from puzzlegui.core import registry

from . import library_controller
from .app import create_application
from .main_window import PlayerWindow


def board_text(size: int) -> str:
    """A Shikaku of SIZE x SIZE with a 2 on every other cell (a large board, any solution)."""
    rows = [
        " ".join("2" if (r * size + c) % 2 == 0 else "." for c in range(size)) for r in range(size)
    ]
    return f"shikaku {size}x{size}\n" + "\n".join(rows) + "\n"


def percentile(values: list[float], share: float) -> float:
    """The value below which `share` of the values lie."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def main() -> int:
    """Play the moves and print the times."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--size", type=int, default=40)
    parser.add_argument("--moves", type=int, default=200)
    args = parser.parse_args()
    folder = Path(tempfile.mkdtemp(prefix="puzzlegui-latency-"))
    library_controller.library_path = lambda: folder / "games.sqlite3"  # type: ignore[assignment]
    create_application(sys.argv[:1])
    board = folder / "board.txt"
    board.write_text(board_text(args.size))
    window = PlayerWindow()
    window.resize(1000, 800)
    window.show()
    assert window.files.open_path(board)
    view, session = window.board_view, window.session
    assert view is not None
    assert session is not None
    kind = registry.get("shikaku")
    QTest.qWaitForWindowExposed(window)
    checks, paints, writes = [], [], []
    for number in range(args.moves):
        r, c = divmod(2 * number, args.size)
        text = f"+r{r + 1}c{c + 1}:r{r + 1}c{c + 2}"
        started = time.perf_counter()
        session.apply(kind.parse_move(text))
        checks.append(1000 * (time.perf_counter() - started))
        started = time.perf_counter()
        view.repaint()
        paints.append(1000 * (time.perf_counter() - started))
        started = time.perf_counter()
        window.library.save_now()
        writes.append(1000 * (time.perf_counter() - started))
        QCoreApplication.processEvents()
    QTest.qWait(0)
    assert window.library.current is not None
    out = sys.stdout
    out.write(f"{args.size}x{args.size} Shikaku, {args.moves} moves, library in {folder}\n")
    rows = (("move and check", checks), ("paint", paints), ("library write", writes))
    for name, values in rows:
        out.write(
            f"{name:>20}: median {statistics.median(values):.2f} ms, "
            f"95% {percentile(values, 0.95):.2f} ms, max {max(values):.2f} ms\n"
        )
    window.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

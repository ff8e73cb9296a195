"""How long a move takes in the player on a large board, with the game library.

Run: QT_QPA_PLATFORM=offscreen .venv/bin/python -m puzzlegui.gui.move_latency [--size 30]
[--type NAME ...] [--board FILE ...]

The boards: each FILE as given, else a new puzzle of every registered type (or of each --type):
the type's easiest difficulty, seed 0, SIZE a side clamped to its size range. The moves: those
that build the board's solution (`moves_to`), in the type's own order, so any type plays the
same way through the contract.

For each move: the session's `apply` (the move, the undo step, the type's check and the
session's own history record); then the paint the move asked for: the view's `update` calls
are caught and that area is repainted synchronously (what the event loop would paint next);
and apart from both the library's write of that move (one transaction, which the player runs
on a zero-time timer after the paint). Prints the median, 95th percentile and maximum, and the
share of the board's area each move repainted.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
import time
import weakref
from collections.abc import Iterable
from pathlib import Path
from typing import Any, cast

from PySide6.QtCore import QCoreApplication, QRect
from PySide6.QtGui import QRegion
from PySide6.QtTest import QTest

from puzzlegui.core import registry
from puzzlegui.core.formats.loader import read_board
from puzzlegui.core.model import AnyPuzzleType, GenerateJob, GenerateOptions

from . import library_controller
from .app import create_application
from .main_window import PlayerWindow


def percentile(values: list[float], share: float) -> float:
    """The value below which `share` of the values lie."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


class UpdateCatcher:
    """Catches a view's `update` calls so that exactly the area they asked for can be repainted
    (by the measure here, and by the test that this area holds every pixel a change alters)."""

    def __init__(self, view: Any) -> None:
        # A weak link: the view holds this catcher (as its `update`), and a cycle would keep
        # a closed window's widgets for the garbage collector.
        self._view, self.region = weakref.ref(view), QRegion()
        view.update = self.add

    def add(self, *area: Any) -> None:
        """Stands in for the view's `update`."""
        view = self._view()
        if view is None:
            return
        if not area:
            self.region += view.rect()
        elif isinstance(area[0], QRegion):
            self.region += area[0]
        else:
            self.region += QRect(*area) if len(area) == 4 else area[0]

    def take(self) -> QRegion:
        """The area asked for since the last take."""
        region, self.region = self.region, QRegion()
        return region


def new_board(ptype: AnyPuzzleType, size: int, folder: Path) -> Path:
    """A file holding a new puzzle of the type: its easiest difficulty, seed 0, `size` a side
    (clamped to the type's range)."""
    low, high = ptype.size_range
    side = max(low, min(size, high))
    options = GenerateOptions(side, side, ptype.difficulties[0])
    puzzle = ptype.generate(GenerateJob(options, random.Random(0)))
    path = folder / f"{ptype.name}-{side}.txt"
    path.write_text(ptype.format(puzzle, None), encoding="utf-8")
    return path


def solution_moves(path: Path) -> list[str]:
    """The moves that build the board's solution (SystemExit when none is found)."""
    board = read_board(path)
    result = board.ptype.solve(board.puzzle, limit=1, seconds=120)
    if result.solution is None:
        raise SystemExit(f"{path}: no solution found ({result.status.value})")
    return [str(m) for m in board.ptype.moves_to(board.puzzle, result.solution)]


def measure(window: PlayerWindow, path: Path, count: int) -> str:
    """Open the board, play up to `count` moves of its solution, return one line per measure."""
    move_texts = solution_moves(path)
    assert window.files.open_path(path), path
    view, session = window.board_view, window.session
    assert view is not None
    assert session is not None
    QTest.qWaitForWindowExposed(window)
    QCoreApplication.processEvents()
    updates = UpdateCatcher(view)
    checks, paints, writes, shares = [], [], [], []
    whole = view.width() * view.height()
    for move_text in move_texts[:count]:
        started = time.perf_counter()
        session.apply(session.ptype.parse_move(move_text))
        checks.append(1000 * (time.perf_counter() - started))
        region = updates.take()
        shares.append(sum(r.width() * r.height() for r in cast(Iterable[QRect], region)) / whole)
        started = time.perf_counter()
        view.repaint(region)
        paints.append(1000 * (time.perf_counter() - started))
        started = time.perf_counter()
        window.library.save_now()
        writes.append(1000 * (time.perf_counter() - started))
        QCoreApplication.processEvents()
    lines = [f"{session.ptype.name} {view.rows}x{view.cols} ({path.name}), {len(checks)} moves"]
    both = [check + paint for check, paint in zip(checks, paints, strict=True)]
    measures = (
        ("move and check", checks),
        ("paint", paints),
        ("check and paint", both),
        ("library write", writes),
    )
    for label, values in measures:
        lines.append(
            f"{label:>20}: median {statistics.median(values):.2f} ms, "
            f"95% {percentile(values, 0.95):.2f} ms, max {max(values):.2f} ms"
        )
    share = 100 * statistics.median(shares)
    lines.append(f"{'area repainted':>20}: median {share:.1f}% of the view")
    return "\n".join(lines) + "\n"


def main() -> int:
    """Play the moves on each board and print the times."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--size", type=int, default=30)
    parser.add_argument("--moves", type=int, default=200)
    parser.add_argument("--type", action="append", choices=registry.NAMES)
    parser.add_argument("--board", action="append", type=Path, metavar="FILE")
    args = parser.parse_args()
    folder = Path(tempfile.mkdtemp(prefix="puzzlegui-latency-"))
    library_controller.library_path = lambda: folder / "games.sqlite3"
    create_application(sys.argv[:1])
    boards = args.board or [
        new_board(registry.get(name), args.size, folder) for name in args.type or registry.NAMES
    ]
    window = PlayerWindow()
    window.resize(1000, 800)
    window.show()
    for path in boards:
        sys.stdout.write(measure(window, path, args.moves))
        sys.stdout.flush()
    window.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

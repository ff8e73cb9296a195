"""How long a move takes in the player on a large board of each type, with the game library.

Run: QT_QPA_PLATFORM=offscreen .venv/bin/python -m puzzlegui.gui.move_latency [--size 40]

For each move: the session's `apply` (the move, the undo step, the type's check and the
session's own history record); then the paint the move asked for: the view's `update` calls
are caught and that area is repainted synchronously (what the event loop would paint next);
and apart from both the library's write of that move (one transaction, which the player runs
on a zero-time timer after the paint). Prints the median, 95th percentile and maximum, and the
share of the board's area each move repainted. Digit boards go up to 9x9: they use their largest.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
import weakref
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any, cast

from PySide6.QtCore import QCoreApplication, QRect
from PySide6.QtGui import QRegion
from PySide6.QtTest import QTest

from . import library_controller
from .app import create_application
from .main_window import PlayerWindow

LATIN_MAX = 9


def _grid(size: int, cell: Callable[[int, int], str]) -> str:
    return "\n".join(" ".join(cell(r, c) for c in range(size)) for r in range(size)) + "\n"


def shikaku_board(size: int) -> tuple[str, list[str]]:
    """A 2 on every other cell; moves draw 1x2 rectangles row by row."""
    clues = _grid(size, lambda r, c: "2" if (r * size + c) % 2 == 0 else ".")
    text = f"shikaku {size}x{size}\n{clues}"
    moves = []
    for number in range(size * size // 2):
        r, c = divmod(2 * number, size)
        moves.append(f"+r{r + 1}c{c + 1}:r{r + 1}c{c + 2}")
    return text, moves


def nurikabe_board(size: int) -> tuple[str, list[str]]:
    """A 1 on every fourth cell of every fourth row; moves put walls row by row."""
    clues = _grid(size, lambda r, c: "1" if r % 4 == c % 4 == 0 else ".")
    text = f"nurikabe {size}x{size}\n{clues}"
    cells = [(r, c) for r in range(size) for c in range(size) if not r % 4 == c % 4 == 0]
    return text, [f"r{r + 1}c{c + 1}=x" for r, c in cells]


def hashi_board(size: int) -> tuple[str, list[str]]:
    """An island on every other cell of every other row; moves lay single bridges."""
    text = f"hashi {size}x{size}\n" + _grid(size, lambda r, c: "2" if r % 2 == c % 2 == 0 else ".")
    pairs = [(r + 1, c + 1) for r in range(0, size, 2) for c in range(0, size - 2, 2)]
    return text, [f"r{r}c{c}-r{r}c{c + 2}=1" for r, c in pairs]


def latin_board(name: str, size: int) -> tuple[str, list[str]]:
    """Digit boards: Logi-5 with one region per row, Calcudoku with one '=' cage per cell."""
    n = min(size, LATIN_MAX)
    letters = "abcdefghi"
    if name == "logi5":
        regions = _grid(n, lambda r, c: letters[r].upper())
        text = f"logi5 {n}\n{regions}givens:\n" + _grid(n, lambda r, c: ".")
    else:
        cages = _grid(n, lambda r, c: f"{letters[r]}{c}")
        clues = "\n".join(f"{letters[r]}{c} {(r + c) % n + 1}" for r in range(n) for c in range(n))
        text = f"calcudoku {n}\n{cages}cages:\n{clues}\n"
    moves = [f"r{r + 1}c{c + 1}={(r + c) % n + 1}" for r in range(n) for c in range(n)]
    return text, moves


BOARDS: dict[str, Callable[[int], tuple[str, list[str]]]] = {
    "shikaku": shikaku_board,
    "nurikabe": nurikabe_board,
    "hashi": hashi_board,
    "logi5": lambda size: latin_board("logi5", size),
    "calcudoku": lambda size: latin_board("calcudoku", size),
}


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


def measure(window: PlayerWindow, folder: Path, name: str, size: int, count: int) -> str:
    """Open the type's big board, play up to `count` moves, return one line per measure."""
    text, move_texts = BOARDS[name](size)
    board = folder / f"{name}.txt"
    board.write_text(text)
    assert window.files.open_path(board), name
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
    lines = [f"{name} {view.rows}x{view.cols}, {len(checks)} moves"]
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
    """Play the moves on each type's board and print the times."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--size", type=int, default=40)
    parser.add_argument("--moves", type=int, default=200)
    parser.add_argument("--type", action="append", choices=sorted(BOARDS))
    args = parser.parse_args()
    folder = Path(tempfile.mkdtemp(prefix="puzzlegui-latency-"))
    library_controller.library_path = lambda: folder / "games.sqlite3"
    create_application(sys.argv[:1])
    window = PlayerWindow()
    window.resize(1000, 800)
    window.show()
    for name in args.type or list(BOARDS):
        sys.stdout.write(measure(window, folder, name, args.size, args.moves))
        sys.stdout.flush()
    window.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

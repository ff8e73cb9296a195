"""Long random play in the real player window, printing memory as it goes.

    python scripts/memory_soak.py --minutes 20 [--tracemalloc] [--seed 1]

The window is the one `python -m puzzlegui` builds (launch.build_window), offscreen, with a
private data folder (a temporary one unless XDG_DATA_HOME is set). A timer makes one random
action every few milliseconds: clicks, right clicks and drags on random cells, arrow and digit
keys, undo and redo; now and then a hint, another board (a bundled one, or a Shikaku of random
size made here, so that games keep piling up in the library), and the Games window opened and
closed.

Every `--every` seconds it prints one line: minutes, actions so far, games opened, VmRSS and
VmHWM from /proc/self/status (MB), the library's game count and Python's object count. With
`--tracemalloc` it also prints the ten allocation sites that grew most since the previous line
(tracemalloc slows play down by about a half and its own bookkeeping counts in RSS).
"""

from __future__ import annotations

import argparse
import ctypes
import gc
import os
import random
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def rss_mb() -> tuple[float, float]:
    """VmRSS and VmHWM of this process in MB (Linux)."""
    values = {}
    for line in Path("/proc/self/status").read_text().splitlines():
        key, _, rest = line.partition(":")
        if key in ("VmRSS", "VmHWM"):
            values[key] = int(rest.split()[0]) / 1024
    return values.get("VmRSS", 0.0), values.get("VmHWM", 0.0)


def malloc_trim() -> float:
    """Hand glibc's free memory back to the system (malloc_trim(0)); RSS after, in MB. What it
    takes back was free already: held by the allocator, not by the player."""
    ctypes.CDLL("libc.so.6").malloc_trim(0)
    return rss_mb()[0]


def shikaku_text(rng: random.Random) -> str:
    """A Shikaku board of random size cut into random rectangles (solvable by construction)."""
    rows, cols = rng.randint(5, 15), rng.randint(5, 15)
    grid = [["."] * cols for _ in range(rows)]
    owner = [[False] * cols for _ in range(rows)]
    for r in range(rows):
        for c in range(cols):
            if owner[r][c]:
                continue
            width = 1
            limit = rng.randint(1, 4)
            while width < limit and c + width < cols and not owner[r][c + width]:
                width += 1
            height = min(rng.randint(1, 4), rows - r)
            for rr in range(r, r + height):
                for cc in range(c, c + width):
                    owner[rr][cc] = True
            grid[r + rng.randrange(height)][c + rng.randrange(width)] = str(width * height)
    lines = [f"shikaku {rows}x{cols}", *(" ".join(row) for row in grid)]
    return "\n".join(lines) + "\n"


class Soak:
    """The random player: one action a timer tick, a memory line every `every` seconds."""

    def __init__(self, window: object, args: argparse.Namespace, folder: Path) -> None:
        from PySide6.QtCore import QTimer

        self.window = window
        self.args = args
        self.rng = random.Random(args.seed)
        self.folder = folder
        self.boards = sorted((ROOT / "boards").glob("*/*.txt"))
        self.actions = 0
        self.games = 0
        self.started = time.monotonic()
        self.next_report = 0.0
        self.snapshot: tracemalloc.Snapshot | None = None
        self.timer = QTimer()
        self.timer.setInterval(args.interval_ms)
        self.timer.timeout.connect(self.tick)

    def tick(self) -> None:
        elapsed = time.monotonic() - self.started
        if elapsed >= self.next_report:
            self.report(elapsed)
            self.next_report += self.args.every
        if elapsed >= self.args.minutes * 60:
            self.timer.stop()
            self.window.close()  # type: ignore[attr-defined]
            return
        self.act()

    def act(self) -> None:
        from PySide6.QtCore import QPoint, Qt
        from PySide6.QtTest import QTest

        window, rng = self.window, self.rng
        self.actions += 1
        roll = rng.random()
        view = window.board_view  # type: ignore[attr-defined]
        if roll < 0.002 and not self.args.one_game:
            self.new_game()
            return
        if roll < 0.003 and not (self.args.one_game or self.args.no_games_window):
            dialog = window.library_commands.show_games()  # type: ignore[attr-defined]
            dialog.close()
            return
        if roll < 0.01:
            window.hints.ask()  # type: ignore[attr-defined]
            return
        if view is None:
            return
        if roll < 0.08:
            window.actions_.undo.trigger()  # type: ignore[attr-defined]
            return
        if roll < 0.12:
            window.actions_.redo.trigger()  # type: ignore[attr-defined]
            return
        cell = (rng.randrange(view.rows), rng.randrange(view.cols))
        at = view.cell_center(cell).toPoint()
        if roll < 0.2:
            keys = [Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down]
            keys += [Qt.Key.Key_1, Qt.Key.Key_2, Qt.Key.Key_3, Qt.Key.Key_Space]
            QTest.keyClick(view, rng.choice(keys))
        elif roll < 0.3:
            other = (rng.randrange(view.rows), rng.randrange(view.cols))
            end = view.cell_center(other).toPoint()
            QTest.mousePress(view, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at)
            QTest.mouseMove(view, QPoint((at.x() + end.x()) // 2, (at.y() + end.y()) // 2))
            QTest.mouseMove(view, end)
            QTest.mouseRelease(view, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
        else:
            button = Qt.MouseButton.RightButton if roll < 0.4 else Qt.MouseButton.LeftButton
            QTest.mouseClick(view, button, Qt.KeyboardModifier.NoModifier, at)

    def new_game(self) -> None:
        self.games += 1
        if self.rng.random() < 0.5:
            path = self.rng.choice(self.boards)
        else:
            path = self.folder / f"soak-{self.games}.txt"
            path.write_text(shikaku_text(self.rng))
        self.window.files.open_path(path, remember=False)  # type: ignore[attr-defined]

    def thumbnails(self) -> int:
        """How many thumbnails the Games window keeps (-1 before it first opens)."""
        dialog = self.window.library_commands.dialog  # type: ignore[attr-defined]
        return len(getattr(dialog, "_looks", ())) if dialog is not None else -1

    def report(self, elapsed: float) -> None:
        rss, peak = rss_mb()
        try:
            count = len(self.window.library.library.games()[0])  # type: ignore[attr-defined]
        except Exception:  # the count is for information only
            count = -1
        line = (
            f"{elapsed / 60:6.1f} min  actions {self.actions:7d}  games opened {self.games:4d}  "
            f"rss {rss:7.1f} MB  peak {peak:7.1f} MB  library {count:5d}  "
            f"objects {len(gc.get_objects()):8d}  thumbnails {self.thumbnails():5d}"
        )
        if self.args.trim:
            line += f"  after malloc_trim {malloc_trim():7.1f} MB"
        print(line, flush=True)
        if not self.args.tracemalloc or elapsed < self.args.trace_after * 60:
            return
        if not tracemalloc.is_tracing():
            tracemalloc.start(self.args.frames)
        snapshot = tracemalloc.take_snapshot().filter_traces(
            [tracemalloc.Filter(False, tracemalloc.__file__)]
        )
        if self.snapshot is not None:
            for stat in snapshot.compare_to(self.snapshot, "lineno")[:10]:
                print(f"    {stat}", flush=True)
        self.snapshot = snapshot


def quiet_platform(kind: object, context: object, text: str) -> None:
    """Qt's messages on stderr, less the offscreen plugin's "does not support" lines."""
    if "This plugin does not support" not in text:
        print(text, file=sys.stderr, flush=True)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--minutes", type=float, default=10.0)
    parser.add_argument("--every", type=float, default=60.0, help="seconds between lines")
    parser.add_argument("--interval-ms", type=int, default=5, help="time between actions")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--tracemalloc", action="store_true")
    parser.add_argument(
        "--trace-after", type=float, default=0.0, help="minutes of play before tracing starts"
    )
    parser.add_argument("--frames", type=int, default=1, help="frames tracemalloc keeps")
    parser.add_argument("--trim", action="store_true", help="also print RSS after malloc_trim")
    parser.add_argument(
        "--one-game", action="store_true", help="play one game all along (no new games)"
    )
    parser.add_argument(
        "--no-games-window", action="store_true", help="never open the Games window"
    )
    parser.add_argument("--board", default="shikaku/01-easy-7x7.txt", help="under boards/")
    args = parser.parse_args()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    folder = Path(tempfile.mkdtemp(prefix="puzzlegui-soak-"))
    for name in ("XDG_DATA_HOME", "XDG_CONFIG_HOME"):
        os.environ.setdefault(name, str(folder / name.lower()))

    from PySide6.QtCore import qInstallMessageHandler

    from puzzlegui.gui import i18n
    from puzzlegui.gui.app import create_application
    from puzzlegui.gui.dialogs import prompts
    from puzzlegui.gui.launch import build_window, finish
    from puzzlegui.gui.preferences import Preferences

    # A random click may end a game or open a question: no modal dialog may stop the soak.
    prompts.show_error = lambda *a, **k: None  # type: ignore[assignment]
    qInstallMessageHandler(quiet_platform)
    app = create_application([sys.argv[0]])
    i18n.install(Preferences().language)
    window = build_window(str(ROOT / "boards" / args.board))
    window.resize(900, 640)
    window.show()
    soak = Soak(window, args, folder)
    soak.timer.start()
    status = app.exec()
    soak.report(time.monotonic() - soak.started)
    return finish(status)


if __name__ == "__main__":
    sys.exit(main())

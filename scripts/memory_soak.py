"""Long random play in the real player window, printing memory as it goes.

    python scripts/memory_soak.py --minutes 60 --every 20 --csv soak.csv [--seed 1]

The window is the one `python -m puzzlegui` builds (launch.build_window), offscreen unless
QT_QPA_PLATFORM or DISPLAY says otherwise, with private XDG folders (a temporary one unless
XDG_DATA_HOME is set). A timer makes one random action every few milliseconds, what a player
does: clicks, right clicks and drags on random cells, arrow and digit keys, undo and redo; less
often a hint (each stage, sometimes applied), Solve, Check, Check Against Solution, Back to
Last Correct, a trial started, accepted or discarded, another board (a bundled one of any of
the five types, a Shikaku of random size made here, or New Puzzle at a preset), the previous
game, the Games window (opened, scrolled, its Statistics tab, sometimes a game opened from it,
closed), and Export or Export with Solution to PNG, SVG or PDF.

Every `--every` seconds it prints one line (and with `--csv`, one CSV row): minutes, actions so
far, games opened, VmRSS and VmHWM from /proc/self/status (MB), threads, the library's game
count, Python's object count, the window's live QObjects, the Games window's thumbnails, what
glibc's malloc and SQLite hold in use, and RssAnon and RssFile (anonymous memory, and the pages
of the libraries' files in memory).
With `--tracemalloc` it also prints the ten allocation sites that grew most since the previous
line (tracemalloc slows play down by about a half and its own bookkeeping counts in RSS).
"""

from __future__ import annotations

import argparse
import csv
import ctypes
import gc
import os
import random
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.gui.stress_boards import shikaku_cut  # noqa: E402

FIELDS = (
    "seconds", "actions", "games_opened", "rss_mb", "peak_mb", "threads", "library_games",
    "py_objects", "qobjects", "top_widgets", "thumbnails", "traced_mb", "malloc_mb", "sqlite_mb",
    "anon_mb", "file_mb", "malloc_free_mb", "py_blocks",
)  # fmt: skip
"""The CSV's columns (one row every `--every` seconds)."""

KINDS = (("switch", 0.004), ("games", 0.005), ("export", 0.0055), ("hint", 0.015), ("assist", 0.02))
"""The rarer actions and where each one's share of the random roll ends (a switch of game
one action in 250, the Games window one in 1 000, an export one in 2 000...)."""
SPECIAL = KINDS[-1][1]


def proc_status() -> dict[str, float]:
    """VmRSS, VmHWM, RssAnon (the heap, Python's arenas, stacks) and RssFile (the code and
    data of the libraries, as far as they have been used) of this process in MB, and its
    thread count (Linux)."""
    values: dict[str, float] = {}
    for line in Path("/proc/self/status").read_text().splitlines():
        key, _, rest = line.partition(":")
        if key in ("VmRSS", "VmHWM", "RssAnon", "RssFile"):
            values[key] = int(rest.split()[0]) / 1024
        elif key == "Threads":
            values[key] = int(rest.split()[0])
    return values


def rss_mb() -> tuple[float, float]:
    """VmRSS and VmHWM of this process in MB (Linux)."""
    values = proc_status()
    return values.get("VmRSS", 0.0), values.get("VmHWM", 0.0)


def malloc_trim() -> float:
    """Hand glibc's free memory back to the system (malloc_trim(0)); RSS after, in MB. What it
    takes back was free already: held by the allocator, not by the player."""
    ctypes.CDLL("libc.so.6").malloc_trim(0)
    return rss_mb()[0]


MALLINFO2 = "arena ordblks smblks hblks hblkhd usmblks fsmblks uordblks fordblks keepcost"
"""glibc's struct mallinfo2, field by field (each a size_t)."""


class _MallInfo2(ctypes.Structure):
    _fields_ = [(name, ctypes.c_size_t) for name in MALLINFO2.split()]


def malloc_in_use() -> tuple[float, float]:
    """MB that glibc's malloc has handed out and not got back, over every arena (mallinfo2:
    chunks in use plus mmapped blocks), and MB it holds free (fordblks: freed, not given back
    to the system); -1 where it is not glibc. Python's small objects are not in it (their
    arenas are mmapped by Python itself); Qt's, SQLite's and clingo's are."""
    try:
        call = ctypes.CDLL("libc.so.6").mallinfo2
    except (OSError, AttributeError):
        return -1.0, -1.0
    call.restype = _MallInfo2
    info = call()
    return (info.uordblks + info.hblkhd) / 2**20, info.fordblks / 2**20


def sqlite_in_use() -> float:
    """MB SQLite has allocated (sqlite3_memory_used: page caches, schemas, statements)."""
    try:
        call = ctypes.CDLL("libsqlite3.so.0").sqlite3_memory_used
    except (OSError, AttributeError):
        return -1.0
    call.restype = ctypes.c_int64
    return float(call()) / 2**20


def shikaku_text(rng: random.Random) -> str:
    """A Shikaku board of random size cut into random rectangles (solvable by construction)."""
    rows, cols = rng.randint(5, 15), rng.randint(5, 15)
    return shikaku_cut(rows, cols, rng)


class Soak:
    """The random player: one action a timer tick, a memory line every `every` seconds."""

    def __init__(self, window: Any, args: argparse.Namespace, folder: Path) -> None:
        from PySide6.QtCore import QTimer

        self.window = window
        self.args = args
        self.rng = random.Random(args.seed)
        self.folder = folder
        self.boards = sorted((ROOT / "boards").glob("*/*.puzzle"))
        self.actions = 0
        self.games = 0
        self.busy = False  # a modal dialog's own event loop runs ticks: none acts meanwhile
        self.started = time.monotonic()
        self.next_report = 0.0
        self.snapshot: tracemalloc.Snapshot | None = None
        self.csv: Any = None
        if args.csv:
            self.csv_file = open(args.csv, "w", newline="")  # noqa: SIM115 (open all along)
            self.csv = csv.writer(self.csv_file)
            self.csv.writerow(FIELDS)
        self.timer = QTimer()
        self.timer.setInterval(args.interval_ms)
        self.timer.timeout.connect(self.tick)

    def tick(self) -> None:
        if self.busy:
            return
        elapsed = time.monotonic() - self.started
        if elapsed >= self.next_report:
            self.report(elapsed)
            self.next_report += self.args.every
        if elapsed >= self.args.minutes * 60:
            self.timer.stop()
            self.window.close()
            return
        self.busy = True
        try:
            self.act()
        finally:
            self.busy = False

    def act(self) -> None:
        window, rng = self.window, self.rng
        self.actions += 1
        roll = rng.random()
        if roll < SPECIAL:
            self.special(roll)
            return
        if window.board_view is None:
            return
        if roll < 0.09:
            window.actions_.undo.trigger()
        elif roll < 0.13:
            window.actions_.redo.trigger()
        else:
            self.move(roll)

    def special(self, roll: float) -> None:
        """One of the rarer actions, by the share KINDS gives it (none with --one-game)."""
        if self.args.one_game:
            return
        kind = next(kind for kind, bound in KINDS if roll < bound)
        if kind in self.args.without or (kind == "games" and self.args.no_games_window):
            return
        if kind == "switch":
            self.switch_game(self.rng.random())
        elif kind == "games":
            self.games_window()
        elif kind == "export":
            self.export()
        elif kind == "hint":
            self.hint()
        else:
            self.assist(self.rng.random())

    def move(self, roll: float) -> None:
        from PySide6.QtCore import QPoint, Qt
        from PySide6.QtTest import QTest

        view, rng = self.window.board_view, self.rng
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

    def hint(self) -> None:
        """Hint, each press the next stage; now and then the hint shown is applied."""
        hints = self.window.hints
        if hints.hint is not None and self.rng.random() < 0.3:
            hints._on_apply_button_clicked()  # what the Apply button does
        else:
            hints.ask()

    def assist(self, roll: float) -> None:
        """Solve, Check, Check Against Solution, Back to Last Correct, or a trial."""
        actions, trial = self.window.actions_, self.window.trial_controls
        choices = [
            (0.1, actions.solve), (0.25, actions.check), (0.35, actions.check_solution),
            (0.45, actions.rewind), (0.7, trial.start), (0.85, trial.accept), (1.0, trial.discard),
        ]  # fmt: skip
        action = next(action for bound, action in choices if roll < bound)
        if action.isEnabled():
            action.trigger()

    def switch_game(self, roll: float) -> None:
        """Another game: a bundled board, a random Shikaku, New Puzzle, or the previous game."""
        from puzzlegui.core import presets

        self.games += 1
        window = self.window
        if roll < 0.4:
            window.files.open_path(self.rng.choice(self.boards), remember=False)
        elif roll < 0.6:
            path = self.folder / f"soak-{self.games}.txt"
            path.write_text(shikaku_text(self.rng))
            window.files.open_path(path, remember=False)
        elif roll < 0.85:
            ptype = self.rng.choice(sorted({p.parent.name for p in self.boards}))
            from puzzlegui.core import registry

            kind = registry.get(ptype)
            preset = self.rng.choice(presets.presets(kind)[:4])  # the smaller sizes: quick
            window.assist.new_puzzle(kind.name, preset.options, remember=False)
        else:
            window.library_commands.previous.trigger()

    def games_window(self) -> None:
        """Open the Games window, scroll it, look at Statistics, sometimes open a game, close."""
        from PySide6.QtCore import QCoreApplication

        dialog = self.window.library_commands.show_games()
        bar = dialog.table.verticalScrollBar()
        for _ in range(self.rng.randint(1, 6)):
            bar.setValue(self.rng.randint(0, max(0, bar.maximum())))
            QCoreApplication.processEvents()  # the rows on screen ask for their thumbnails
        if self.rng.random() < 0.3:
            dialog.tabs.setCurrentWidget(dialog.stats)
            QCoreApplication.processEvents()
            dialog.tabs.setCurrentIndex(0)
        rows = dialog.model.rowCount()
        if rows and self.rng.random() < 0.3:
            self.games += 1
            dialog.table.selectRow(self.rng.randrange(rows))
            dialog._on_open_button_clicked()
        dialog.close()

    def export(self) -> None:
        """Export (sometimes with the solution) to PNG, SVG or PDF; the files made are removed
        at the next export (they are not what is measured)."""
        for old in self.folder.glob("export-*"):
            old.unlink(missing_ok=True)
        suffix = self.rng.choice(("png", "svg", "pdf"))
        path = self.folder / f"export-{self.actions}.{suffix}"
        self.window.share.export_to(path, with_solution=self.rng.random() < 0.3)

    def thumbnails(self) -> int:
        """How many thumbnails the Games window keeps (-1 before it first opens)."""
        dialog = self.window.library_commands.dialog
        return len(dialog.model._looks) if dialog is not None else -1

    def report(self, elapsed: float) -> None:
        from PySide6.QtCore import QObject
        from PySide6.QtWidgets import QApplication

        status = proc_status()
        rss, peak = status.get("VmRSS", 0.0), status.get("VmHWM", 0.0)
        try:
            count = self.window.library.library.count(None, None)
        except Exception:  # the count is for information only
            count = -1
        qobjects = len(self.window.findChildren(QObject))
        widgets = len(QApplication.topLevelWidgets())
        traced = tracemalloc.get_traced_memory()[0] / 2**20 if tracemalloc.is_tracing() else 0.0
        objects = len(gc.get_objects())
        in_use, held_free = malloc_in_use()
        row = (
            round(elapsed, 1), self.actions, self.games, round(rss, 1), round(peak, 1),
            int(status.get("Threads", 0)), count, objects, qobjects, widgets, self.thumbnails(),
            round(traced, 1), round(in_use, 1), round(sqlite_in_use(), 1),
            round(status.get("RssAnon", 0.0), 1), round(status.get("RssFile", 0.0), 1),
            round(held_free, 1), sys.getallocatedblocks(),
        )  # fmt: skip
        line = (
            f"{elapsed / 60:6.1f} min  actions {self.actions:7d}  games opened {self.games:4d}  "
            f"rss {rss:7.1f} MB  peak {peak:7.1f} MB  threads {row[5]:3d}  library {count:5d}  "
            f"objects {objects:8d}  qobjects {qobjects:6d}  windows {widgets:3d}  "
            f"thumbnails {self.thumbnails():5d}  malloc {row[12]:6.1f} MB  "
            f"sqlite {row[13]:5.1f} MB  anon {row[14]:6.1f} MB  file {row[15]:5.1f} MB  "
            f"malloc free {held_free:5.1f} MB  Python blocks {row[17]:8d}"
        )
        if self.args.trim:
            line += f"  after malloc_trim {malloc_trim():7.1f} MB"
        print(line, flush=True)
        if self.csv is not None:
            self.csv.writerow(row)
            self.csv_file.flush()
        if not self.args.tracemalloc or elapsed < self.args.trace_after * 60:
            return
        if not tracemalloc.is_tracing():
            tracemalloc.start(self.args.frames)
        snapshot = tracemalloc.take_snapshot().filter_traces(
            [tracemalloc.Filter(False, tracemalloc.__file__)]
        )
        if self.snapshot is not None:
            key = "traceback" if self.args.frames > 1 else "lineno"
            for stat in snapshot.compare_to(self.snapshot, key)[:10]:
                print(f"    {stat}", flush=True)
                if self.args.frames > 1:
                    for frame in stat.traceback.format()[-2 * self.args.frames :]:
                        print(f"        {frame}", flush=True)
        self.snapshot = snapshot


def quiet_platform(kind: object, context: object, text: str) -> None:
    """Qt's messages on stderr, less the offscreen plugin's "does not support" lines."""
    if "This plugin does not support" not in text:
        print(text, file=sys.stderr, flush=True)


def main() -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--minutes", type=float, default=10.0)
    parser.add_argument("--every", type=float, default=60.0, help="seconds between lines")
    parser.add_argument("--interval-ms", type=int, default=5, help="time between actions")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--csv", default="", help="also write the lines to this CSV file")
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
    parser.add_argument(
        "--without",
        default="",
        help="comma-separated kinds of action left out: switch, games, export, hint, assist",
    )
    parser.add_argument("--board", default="shikaku/01-easy-7x7.puzzle", help="under boards/")
    parser.add_argument(
        "--pixmap-cache-kb", type=int, default=0, help="Qt's pixmap cache limit (0: Qt's own)"
    )
    args = parser.parse_args()
    args.without = set(filter(None, args.without.split(",")))
    if not os.environ.get("DISPLAY"):
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
    if args.pixmap_cache_kb:
        from PySide6.QtGui import QPixmapCache

        QPixmapCache.setCacheLimit(args.pixmap_cache_kb)
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

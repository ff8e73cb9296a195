"""Starting the player from the command line: a file, else the last game, else a sample."""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Slot

from .app import create_application
from .files import first_board
from .main_window import PlayerWindow


def build_window(file: str | None, resume: bool = True) -> PlayerWindow:
    """The main window showing FILE, else the autosaved game, else the first sample board."""
    window = PlayerWindow()
    if file is not None and window.open_path(Path(file)):
        return window
    if resume and window.resume_saved():
        return window
    path = first_board()
    if path is not None:
        window.open_path(path)
    return window


def run(argv: list[str]) -> int:
    """Parse the arguments, show the window, run the event loop."""
    started = time.perf_counter()
    parser = argparse.ArgumentParser(prog="puzzlegui", description="Play logic puzzles.")
    parser.add_argument("file", nargs="?", help="a board file to open")
    parser.add_argument(
        "--startup-time", action="store_true", help="print the time to the first painted board"
    )
    args, qt_args = parser.parse_known_args(argv[1:])
    app = create_application([argv[0], *qt_args])
    window = build_window(args.file)
    window.show()
    if args.startup_time and window.board_view is not None:
        reporter = _StartupReporter(started, window)
        window.board_view.painted.connect(reporter.on_painted)
    return app.exec()


class _StartupReporter(QObject):
    """Prints the time from `run` to the first painted board, then quits (--startup-time)."""

    def __init__(self, started: float, parent: QObject) -> None:
        super().__init__(parent)
        self._started = started

    @Slot()
    def on_painted(self) -> None:
        ms = 1000 * (time.perf_counter() - self._started)
        sys.stdout.write(f"first board painted {ms:.0f} ms after start\n")
        sys.stdout.flush()
        QTimer.singleShot(0, QCoreApplication.quit)

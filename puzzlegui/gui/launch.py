"""Starting the player from the command line: a file, else the last game, else a sample."""

from __future__ import annotations

import argparse
import sys
import time
import traceback
from pathlib import Path
from types import TracebackType

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Slot

from . import autosave, i18n
from .app import create_application
from .dialogs import prompts
from .files import first_board
from .main_window import PlayerWindow
from .preferences import Preferences


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


def run(argv: list[str], started: float | None = None) -> int:
    """Parse the arguments, show the window, run the event loop."""
    started = time.perf_counter() if started is None else started
    parser = argparse.ArgumentParser(prog="puzzlegui", description="Play logic puzzles.")
    parser.add_argument("file", nargs="?", help="a board file to open")
    parser.add_argument(
        "--startup-time", action="store_true", help="print the time to the first painted board"
    )
    for option, text in (
        ("--install-desktop", "add puzzlegui to the desktop's menu and board file types"),
        ("--uninstall-desktop", "remove what --install-desktop added"),
    ):
        parser.add_argument(option, action="store_true", help=text)
    args, qt_args = parser.parse_known_args(argv[1:])
    app = create_application([argv[0], *qt_args])
    i18n.install(Preferences().language)
    window = build_window(args.file)
    install_excepthook(window)
    window.show()
    if args.startup_time and window.board_view is not None:
        reporter = _StartupReporter(started, window)
        window.board_view.painted.connect(reporter.on_painted)
    return app.exec()


def install_excepthook(window: PlayerWindow) -> None:
    """Unexpected errors: logged to stderr, the game autosaved, a dialog says what happened."""

    def hook(kind: type[BaseException], value: BaseException, tb: TracebackType | None) -> None:
        traceback.print_exception(kind, value, tb)
        if window.session is not None:
            autosave.save(window.session)
        prompts.show_error(
            window,
            window.tr("Something went wrong"),
            window.tr("%1\n\nYour game has been saved; details are in the log.").replace(
                "%1", f"{kind.__name__}: {value}"
            ),
        )

    sys.excepthook = hook


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

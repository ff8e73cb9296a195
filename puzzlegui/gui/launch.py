"""Starting the player: the crash handler first, then the library (the old autosave imported
once), then a file, else the last unsolved game, else on the first start a sample board to
play at once, else the Games window.

Nothing read at start may stop it: a damaged database or save is set aside and said in one line.
"""

from __future__ import annotations

import argparse
import logging
import os
import sys
import time
import traceback
import weakref
from types import TracebackType
from typing import NoReturn

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Slot

from puzzlegui.library.asides import merge_asides
from puzzlegui.library.migrate import AUTOSAVE_NAME, import_autosave

from . import export_process, i18n, library_controller, message, single_instance
from .app import create_application
from .files import first_board
from .library_controller import close_libraries, shared_library
from .main_window import PlayerWindow
from .preferences import Preferences

_window: weakref.ref[PlayerWindow] | None = None
"""The window the crash handler saves and reports to, once there is one (held weakly: the
handler must not keep a closed window alive)."""


def build_window(file: str | None, resume: bool = True) -> PlayerWindow:
    """The main window showing FILE, else the last unsolved game, else (the very first start)
    the first sample, else the Games window."""
    global _window
    library, _ = shared_library()
    notice = import_autosave(library_controller.library_path().with_name(AUTOSAVE_NAME), library)
    merged = merge_asides(library)  # games an older player set aside come back
    window = PlayerWindow()
    _window = weakref.ref(window)
    for said in (notice, merged):
        if said is not None:
            window.library.notices.append(said)
    opened = file is not None and single_instance.open_argument(window, file)
    if not opened and not (resume and resume_saved(window)):
        open_first_board(window)
    window.library.show_notices()
    return window


def resume_saved(window: PlayerWindow) -> bool:
    """Resume the last unsolved game of the library, if there is one."""
    if not window.library.resume_last():
        return False
    window.show_status()
    return True


def open_first_board(window: PlayerWindow) -> None:
    """With no game to resume: on the very first start (an empty library) the first sample,
    to play at once, and one line saying where the rest is; else the Games window."""
    games, _ = window.library.games()
    sample = first_board()
    if games or sample is None or not window.files.open_path(sample, remember=False):
        window.library_commands.show_games()
        return
    if window.statusBar().currentMessage():  # a damaged file was said: that matters more
        return
    message.info(
        window,
        QCoreApplication.translate(
            "PlayerWindow",  # the context of the window's own texts: window.tr would not find it
            "A sample to start with. Your games: File > Games... (Ctrl+G); "
            "a new puzzle: File > New Puzzle... (Ctrl+N).",
        ),
    )


def build_parser() -> argparse.ArgumentParser:
    """The `puzzlegui` command's arguments (Qt's own, such as -platform, pass through)."""
    parser = argparse.ArgumentParser(prog="puzzlegui", description="Play logic puzzles.")
    parser.add_argument("file", nargs="?", help="a board file, puzz.link URL or Tatham ID")
    parser.add_argument(
        "--startup-time", action="store_true", help="print the time to the first painted board"
    )
    for option, text in (
        ("--install-desktop", "add puzzlegui to the desktop's menu and board file types"),
        ("--uninstall-desktop", "remove what --install-desktop added (before pipx uninstall)"),
        ("--version", "print the installed version"),
    ):
        parser.add_argument(option, action="store_true", help=text)
    return parser


def run(argv: list[str], started: float | None = None) -> int:
    """Parse the arguments, show the window, run the event loop."""
    started = time.perf_counter() if started is None else started
    args, qt_args = build_parser().parse_known_args(argv[1:])
    install_excepthook()
    app = create_application([argv[0], *qt_args])
    server = None
    if not args.startup_time:  # a timed start measures a cold start: it hands nothing over
        try:
            server = single_instance.claim(library_controller.library_path().parent, args.file)
        except single_instance.NoAnswer:
            sys.stderr.write(single_instance.NO_ANSWER)
            return 1
        if server is None:
            return 0  # the running player took the argument
    i18n.install(Preferences().language)
    try:
        window = build_window(args.file)
    except Exception:  # nothing read at start may stop the player: start empty, say why
        traceback.print_exc()
        window = PlayerWindow()
        message.info(
            window,
            QCoreApplication.translate(
                "PlayerWindow", "Could not restore your games at start; details are in the log."
            ),
        )
    window.show()
    if server is not None:
        single_instance.serve(server, window)
    if args.startup_time and window.board_view is not None:
        reporter = _StartupReporter(started, window)
        window.board_view.painted.connect(reporter.on_painted)
    status = app.exec()
    if server is not None:
        server.close()  # its socket file goes now: finish leaves without Qt's teardown
    return finish(status)


def finish(status: int) -> NoReturn:
    """Stop any export, close the library, then leave at once (never returns in a player)."""
    export_process.stop_all()  # no export's process outlives the player, no half file stays
    close_libraries()
    # Everything kept is written: the games (library closed), the preferences (synced at
    # close). What remains is tearing down the window's objects, which takes a 200x200
    # board 0.4 s or more (docs/reliability.md), and a job that ignored cancel would make
    # Qt abort then ("Destroyed while thread is still running"): the OS frees it all at once.
    logging.shutdown()
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(status)


def install_excepthook() -> None:
    """Unexpected errors, from the very start: logged, the game saved, a dialog says what."""

    def hook(kind: type[BaseException], value: BaseException, tb: TracebackType | None) -> None:
        traceback.print_exception(kind, value, tb)
        window = _window() if _window is not None else None
        if window is None:
            return
        message.failure(window, f"{kind.__name__}: {value}")

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

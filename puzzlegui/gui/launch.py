"""Starting the player: the crash handler first, then the library (the old autosave imported
once), then a file, else the last unsolved game, else the Games window.

Nothing read at start may stop it: a damaged database or save is set aside and said in one line.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
import traceback
import weakref
from types import TracebackType

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Slot

from puzzlegui.library.migrate import AUTOSAVE_NAME, import_autosave

from . import i18n, jobs, library_controller, single_instance
from .app import create_application
from .dialogs import prompts
from .library_controller import close_libraries, shared_library
from .main_window import PlayerWindow
from .preferences import Preferences

_window: weakref.ref[PlayerWindow] | None = None
"""The window the crash handler saves and reports to, once there is one (held weakly: the
handler must not keep a closed window alive)."""


def build_window(file: str | None, resume: bool = True) -> PlayerWindow:
    """The main window showing FILE, else the last unsolved game, else the Games window (also
    on the very first start, with an empty library: it offers a sample and New Puzzle)."""
    global _window
    library, _ = shared_library()
    notice = import_autosave(library_controller.library_path().with_name(AUTOSAVE_NAME), library)
    window = PlayerWindow()
    _window = weakref.ref(window)
    if notice is not None:
        window.library.notices.append(notice)
    files = window.files
    opened = file is not None and single_instance.open_argument(window, file)
    if not opened and not (resume and files.resume_saved()):
        window.library_commands.show_games()
    window.library.show_notices()
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
        window.say(window.tr("Could not restore your games at start; details are in the log."))
    window.show()
    if server is not None:
        single_instance.serve(server, window)
    if args.startup_time and window.board_view is not None:
        reporter = _StartupReporter(started, window)
        window.board_view.painted.connect(reporter.on_painted)
    status = app.exec()
    return finish(status)


def finish(status: int) -> int:
    """Close the library; if a job ignored cancel, leave without destroying its running thread."""
    close_libraries()
    if jobs.stragglers():
        # WORKAROUND: Python's shutdown would destroy the QThread still running a pure-Python
        # search, and Qt aborts on that ("Destroyed while thread is still running"). The game
        # is saved and the library closed: leave at once, skipping that teardown.
        sys.stdout.flush()
        sys.stderr.flush()
        os._exit(status)
    return status


def install_excepthook() -> None:
    """Unexpected errors, from the very start: logged, the game saved, a dialog says what."""

    def hook(kind: type[BaseException], value: BaseException, tb: TracebackType | None) -> None:
        traceback.print_exception(kind, value, tb)
        window = _window() if _window is not None else None
        if window is None:
            return
        try:
            window.library.save_now()
        except Exception:  # saving is best effort here: the report below matters more
            traceback.print_exc()
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

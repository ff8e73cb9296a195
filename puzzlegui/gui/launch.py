"""Starting the player from the command line."""

from __future__ import annotations

import argparse
from pathlib import Path

from PySide6.QtWidgets import QMessageBox

from puzzlegui.core.model import BoardFormatError

from .app import create_application
from .files import first_board, load_board
from .main_window import PlayerWindow


def build_window(file: str | None) -> PlayerWindow:
    """The main window showing FILE, or the first sample board."""
    window = PlayerWindow()
    path = Path(file) if file else first_board()
    if path is not None:
        try:
            window.open_board(load_board(path), path)
        except BoardFormatError as err:
            QMessageBox.warning(window, window.tr("Cannot open the board"), str(err))
    return window


def run(argv: list[str]) -> int:
    """Parse the arguments, show the window, run the event loop."""
    parser = argparse.ArgumentParser(prog="puzzlegui", description="Play logic puzzles.")
    parser.add_argument("file", nargs="?", help="a board file to open")
    args, qt_args = parser.parse_known_args(argv[1:])
    app = create_application([argv[0], *qt_args])
    window = build_window(args.file)
    window.show()
    return app.exec()

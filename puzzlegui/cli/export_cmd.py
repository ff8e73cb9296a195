"""`puzzle export SOURCE --to FILE [--solution]`: the puzzle as a PNG, SVG or PDF picture, drawn
by the player's own board painting off screen.

Drawing needs Qt, and the command line is Qt-free: `gui_module` imports the player's renderer
only when a command draws, with Qt's off-screen platform (no window is ever shown).
"""

from __future__ import annotations

import argparse
import importlib
import os
from pathlib import Path
from typing import Any, TextIO

from puzzlegui.cli.common import UsageError, add_board_source, load_board

FORMATS = (".png", ".svg", ".pdf")


def add(sub: Any) -> None:
    """Register `puzzle export`."""
    parser = sub.add_parser(
        "export",
        help="draw a puzzle (and its solution) as PNG, SVG or PDF",
        description="Draw the puzzle as the player shows it, black on white, into a PNG or SVG "
        "image or a PDF page. With --solution the solution is drawn too: beside the puzzle in "
        "an image, on a second page in a PDF.",
    )
    add_board_source(parser)
    parser.add_argument(
        "--to", required=True, metavar="FILE", help="out.png, out.svg or out.pdf (the suffix "
        "chooses the format)",
    )  # fmt: skip
    parser.add_argument("--solution", action="store_true", help="draw the solution as well")
    parser.set_defaults(run=cmd_export)


def checked_output(name: str) -> Path:
    """The output path, or UsageError when its suffix names no format we write."""
    path = Path(name)
    if path.suffix.lower() not in FORMATS:
        raise UsageError(f"--to: name the file .png, .svg or .pdf (got '{name}')")
    return path


def gui_module(name: str) -> Any:
    """A module of `puzzlegui.gui`, imported now that a command draws (this loads Qt)."""
    # A command never shows a window, so it needs no display: Qt's off-screen platform draws
    # the same pixels with or without one.
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    try:
        return importlib.import_module(f"puzzlegui.gui.{name}")
    except ImportError as err:
        raise UsageError(f"drawing needs PySide6, which cannot be loaded: {err}") from None


def cmd_export(args: argparse.Namespace, out: TextIO, stdin: TextIO) -> int:
    """Draw the board named by SOURCE into the file named by --to."""
    path = checked_output(args.to)
    board = load_board(args, stdin)
    render = gui_module("render")
    try:
        render.export(path, board.ptype, board.puzzle, args.solution, source=_source_name(args))
    except (render.ExportError, OSError) as err:
        raise UsageError(str(err)) from None
    out.write(f"{path}\n")
    return 0


def _source_name(args: argparse.Namespace) -> str:
    """Where the board came from, for the title line: a file's name, a URL or ID as given."""
    source = str(args.source)
    if source == "-":
        return ""
    return Path(source).name if Path(source).is_file() else source

"""What every `puzzle` subcommand shares: exit codes, usage errors, reading the board argument."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any, TextIO

from puzzlegui.core import registry
from puzzlegui.core.formats.loader import Board, looks_like_link, parse_board, read_board
from puzzlegui.core.model import SolveStatus

EXIT_SOLVED, EXIT_NONE, EXIT_USAGE, EXIT_MULTIPLE, EXIT_TIMEOUT = 0, 1, 2, 3, 4
EXIT_INTERRUPTED = 130  # Ctrl+C, as a shell reports a process ended by SIGINT

STATUS_EXIT = {
    SolveStatus.SOLVED: EXIT_SOLVED,
    SolveStatus.NO_SOLUTION: EXIT_NONE,
    SolveStatus.MULTIPLE: EXIT_MULTIPLE,
    SolveStatus.TIMEOUT: EXIT_TIMEOUT,
    SolveStatus.CANCELLED: EXIT_TIMEOUT,
}


class UsageError(Exception):
    """Bad arguments: printed as one line, exit status 2."""


class Parser(argparse.ArgumentParser):
    """argparse with our one-line error format and exit status 2 through UsageError."""

    def error(self, message: str) -> Any:  # argparse calls this on bad arguments
        raise UsageError(f"{message} (see '{self.prog} -h')")


def add_source(parser: argparse.ArgumentParser, json_help: str = "print JSON") -> None:
    """The FILE argument (or - for standard input), --type and --json."""
    parser.add_argument(
        "file", nargs="?", default="-", metavar="FILE",
        help="a board file, a puzz.link URL, a Tatham game ID, or - (the default) for stdin",
    )  # fmt: skip
    parser.add_argument(
        "--type", dest="type_hint", metavar="TYPE",
        help="the puzzle type, for header-less files in a seed's layout",
    )  # fmt: skip
    parser.add_argument("--json", action="store_true", help=json_help)


def checked_type(name: str | None) -> str | None:
    """The canonical type name, or UsageError for an unknown one."""
    if name is None:
        return None
    canonical = registry.canonical(name)
    if canonical is None:
        raise UsageError(f"unknown type '{name}' (known: {', '.join(registry.NAMES)})")
    return canonical


def load(args: argparse.Namespace, stdin: TextIO) -> Board:
    """The board named by the arguments (a file, or standard input for '-')."""
    hint = checked_type(args.type_hint)
    if args.file == "-":
        return parse_board(stdin.read(), hint, "<stdin>")
    return load_source(args.file, hint)


def load_source(source: str, hint: str | None = None) -> Board:
    """A board from a file name, or from a puzz.link URL or Tatham ID given in its place."""
    if not Path(source).exists() and looks_like_link(source):
        return parse_board(source, hint, "<argument>")
    return read_board(source, hint)

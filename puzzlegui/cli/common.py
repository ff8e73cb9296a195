"""What every `puzzle` subcommand shares: exit codes, usage errors, reading the board argument."""

from __future__ import annotations

import argparse
import math
import os
import time
from pathlib import Path
from typing import Any, TextIO

from puzzlegui.core import registry
from puzzlegui.core.formats.loader import Board, looks_like_link, parse_board, read_board
from puzzlegui.core.formats.source import is_file, read_input
from puzzlegui.core.model import AnyPuzzleType, SolveStatus
from puzzlegui.core.oneline import quote

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
    add_type_hint(parser)
    parser.add_argument("--json", action="store_true", help=json_help)


def add_board_source(parser: argparse.ArgumentParser) -> None:
    """The SOURCE argument a command that reads one board requires (read by `load_board`),
    and --type."""
    parser.add_argument("source", metavar="SOURCE", help="a board file, URL or ID (- for stdin)")
    add_type_hint(parser)


def add_type_hint(parser: argparse.ArgumentParser) -> None:
    """--type: the puzzle type of a header-less board (a seed's layout)."""
    parser.add_argument(
        "--type", dest="type_hint", metavar="TYPE",
        help="the puzzle type, for header-less files in a seed's layout",
    )  # fmt: skip


def seconds(text: str) -> float:
    """A --timeout value: a finite number of seconds above 0 ('nan', 'inf', '-1' are refused)."""
    try:
        value = float(text)
    except ValueError:
        value = math.nan
    if not math.isfinite(value) or value <= 0:
        raise argparse.ArgumentTypeError(f"not a time in seconds above 0: {quote(text)}")
    return value


def add_timeout(parser: argparse.ArgumentParser, what: str = "give up after this long") -> None:
    """--timeout SECONDS (no limit when absent)."""
    parser.add_argument("--timeout", type=seconds, metavar="SECONDS", help=what)


FRESH_PROCESS_SECONDS = 10.0
"""A process older than this when the command starts is not a fresh `puzzle` run (a call from
inside another program or a test): its --timeout counts from the call."""


def command_started(fresh_process: bool) -> float:
    """When the command started, on the monotonic clock: for a fresh process, when the system
    started it (Linux), so that the interpreter's start and the imports count against
    --timeout too (up to a second on a loaded machine); else now."""
    now = time.monotonic()
    if not fresh_process:
        return now
    try:
        with open("/proc/self/stat", "rb") as stat, open("/proc/uptime", "rb") as uptime:
            ticks = int(stat.read().rsplit(b")", 1)[1].split()[19])  # field 22, starttime
            age = float(uptime.read().split()[0]) - ticks / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError):
        return now
    return now - age if 0 <= age < FRESH_PROCESS_SECONDS else now


def time_left(args: argparse.Namespace) -> float | None:
    """What is left of --timeout (None: no limit), counted from the command's start, so that
    reading a large board is inside the budget too."""
    timeout: float | None = args.timeout
    if timeout is None:
        return None
    started: float = vars(args).get("started", time.monotonic())
    return max(0.001, timeout - (time.monotonic() - started))


def checked_type(name: str | None) -> str | None:
    """The canonical type name, or UsageError for an unknown one."""
    if name is None:
        return None
    canonical = registry.canonical(name)
    if canonical is None:
        raise UsageError(f"unknown type {quote(name)} (known: {', '.join(registry.NAMES)})")
    return canonical


def symmetric_option(ptype: AnyPuzzleType, asked: bool | None) -> bool:
    """--symmetric (True), --no-symmetric (False) or neither (None: the type's default),
    checked against what the type offers."""
    if asked and not ptype.symmetric_clues:
        raise UsageError(f"--symmetric: {ptype.title} puzzles cannot be made with symmetric clues")
    return ptype.symmetric_by_default if asked is None else asked


def load(args: argparse.Namespace, stdin: TextIO) -> Board:
    """The board named by the arguments (a file, or standard input for '-')."""
    return load_source(args.file, checked_type(args.type_hint), stdin)


def load_board(args: argparse.Namespace, stdin: TextIO) -> Board:
    """The board named by SOURCE and --type (`add_board_source`)."""
    return load_source(args.source, checked_type(args.type_hint), stdin)


def load_source(source: str, hint: str | None = None, stdin: TextIO | None = None) -> Board:
    """A board from a file name, '-' (standard input), or a puzz.link URL or Tatham ID given
    in a file's place; the one input path (source.py, loader.py) for every argument."""
    if source == "-" and stdin is not None:
        return parse_board(read_input(stdin), hint, "<stdin>")
    # An ID or URL is never looked up as a path first (a 300-character ID is no file name).
    if looks_like_link(source) and ("://" in source or not is_file(source)):
        return parse_board(source, hint, "<argument>")
    return read_board(source, hint)


def make_folder(folder: Path, option: str) -> None:
    """Create the output folder; UsageError (one line) when it is a file or cannot be made."""
    if folder.exists() and not folder.is_dir():
        raise UsageError(f"{option}: {quote(str(folder))} is a file, not a folder")
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as err:
        raise UsageError(f"{option}: cannot make {quote(str(folder))}: {err.strerror}") from None


def write_atomically(path: Path, text: str) -> None:
    """Write a whole file or nothing (a temporary file beside it, then os.replace), so an
    interrupted run never leaves half a board; UsageError when it cannot be written."""
    temporary = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        with open(temporary, "x", encoding="utf-8") as handle:  # the umask's usual permissions
            handle.write(text)
        os.replace(temporary, path)
    except OSError as err:
        temporary.unlink(missing_ok=True)
        raise UsageError(f"cannot write {quote(str(path))}: {err.strerror}") from None


def counted(count: int, noun: str) -> str:
    """'1 game', '3 games': a count and its noun in the singular or the plural (plain -s)."""
    return f"{count} {noun}{'' if count == 1 else 's'}"

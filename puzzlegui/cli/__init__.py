"""The `puzzle` command: solve and check boards from files or standard input. Qt-free.

Follows the Hashiwokakero seed's `hashiwokakero [-h] [fichero]`: a file argument or standard input
(also through a pipe), the solved board on standard output, or a line saying there is none.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from typing import Any, TextIO

from puzzlegui.cli import bench_cmd, export_cmd, games_cmd, make, play
from puzzlegui.cli.common import (
    EXIT_INTERRUPTED,
    EXIT_USAGE,
    Parser,
    UsageError,
    command_started,
)
from puzzlegui.cli.parallel import Interrupted, WorkerLost
from puzzlegui.core import native, registry
from puzzlegui.core.model import BoardFormatError
from puzzlegui.core.oneline import one_line

CREDITS = """\
credits:
  puzzlegui grew from five documents: the UNED Hashiwokakero solver (Java, course 2009-10), the
  SIA CalcuDoku heuristic-repair study (Juan Pablo Rey, Santiago Camisay, Fernando Bejarano), the
  Nurikabe backtracking practical (Agustin Arias, Juan Zuccotti, Carlos Fernandez, 2020), the Logi-5
  stochastic-search generator challenge, and the UNED Shikaku backtracking practical (2008).
  Puzzle genres by Nikoli (Hashiwokakero, Nurikabe, Shikaku), Tetsuya Miyamoto (KenKen/Calcudoku)
  and Logi-5 (a jigsaw Latin square)."""


class VersionAction(argparse.Action):
    """--version: the installed version, looked up only when asked (importlib.metadata takes
    longer to load than the rest of `puzzle -h`)."""

    def __init__(self, option_strings: Sequence[str], dest: str = argparse.SUPPRESS) -> None:
        super().__init__(option_strings, dest, nargs=0, help="print the installed version")

    def __call__(self, parser: argparse.ArgumentParser, *args: Any) -> None:
        from puzzlegui.version import version

        sys.stdout.write(f"puzzle {version()}\n")
        parser.exit()


def build_parser() -> argparse.ArgumentParser:
    """The argument parser with every subcommand."""
    types = ", ".join(registry.NAMES)
    parser = Parser(
        prog="puzzle",
        description=f"Solve, check, hint, grade and generate logic puzzles ({types}).",
        epilog=CREDITS,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--version", action=VersionAction)
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=Parser)
    sub.required = True
    play.add(sub, CREDITS)
    bench_cmd.add(sub)
    make.add(sub)
    export_cmd.add(sub)
    games_cmd.add(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the `puzzle` command; returns the exit status. A process of its own
    (`argv` None) that leaves a clingo grounding running ends here (core/native.py)."""
    status = run(argv)
    return native.leave(status) if argv is None else status


def run(argv: Sequence[str] | None) -> int:
    """The command's work; its exit status, every error said in one line."""
    stdout, stdin, stderr = sys.stdout, sys.stdin, sys.stderr
    started = command_started(fresh_process=argv is None)
    try:
        args = build_parser().parse_args(argv)
        args.started = started
        args.fresh = argv is None  # a `puzzle` process of its own (its watchdog may exit it)
        status: int = args.run(args, stdout, stdin)
        return status
    except (UsageError, BoardFormatError) as err:
        say(stderr, f"puzzle: {err}")
    except WorkerLost as err:
        say(stderr, f"puzzle: {err}")
        return 1
    except Interrupted as err:  # Ctrl+C after the finished part was written
        say(stderr, f"puzzle: interrupted: {err}")
        return EXIT_INTERRUPTED
    except KeyboardInterrupt:
        say(stderr, "puzzle: interrupted")
        return EXIT_INTERRUPTED
    except BrokenPipeError:
        # The reader went away (`puzzle ... | head`): nothing more to say to it.
        sys.stdout = None  # no flush of a dead pipe at exit
    except OSError as err:
        say(stderr, f"puzzle: {err.strerror or err}")
    return EXIT_USAGE


def say(stream: TextIO, text: str) -> None:
    """One plain line on `stream`: control characters escaped, echoed input already cut short,
    and readable even where the stream cannot encode every character (an ASCII locale)."""
    line = one_line(text) + "\n"
    try:
        stream.write(line)
    except UnicodeEncodeError:
        stream.write(line.encode("ascii", "backslashreplace").decode("ascii"))
    stream.flush()


if __name__ == "__main__":
    raise SystemExit(main())

"""The `puzzle` command: solve and check boards from files or standard input. Qt-free.

Follows the Hashiwokakero seed's `hashiwokakero [-h] [fichero]`: a file argument or standard input
(also through a pipe), the solved board on standard output, or a line saying there is none.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from typing import Any, TextIO

from .core import bench, registry
from .core.formats.loader import Board, parse_board, read_board
from .core.model import BoardFormatError, SolveResult, SolveStatus

EXIT_SOLVED, EXIT_NONE, EXIT_USAGE, EXIT_MULTIPLE, EXIT_TIMEOUT = 0, 1, 2, 3, 4

CREDITS = """\
credits:
  puzzlegui grew from five documents: the UNED Hashiwokakero solver (Java, course 2009-10), the
  SIA CalcuDoku heuristic-repair study (Juan Pablo Rey, Santiago Camisay, Fernando Bejarano), the
  Nurikabe backtracking practical (Agustin Arias, Juan Zuccotti, Carlos Fernandez, 2020), the Logi-5
  stochastic-search generator challenge, and the UNED Shikaku backtracking practical (2008).
  Puzzle genres by Nikoli (Hashiwokakero, Nurikabe, Shikaku), Tetsuya Miyamoto (KenKen/Calcudoku)
  and Logi-5 (a jigsaw Latin square)."""

STATUS_EXIT = {
    SolveStatus.SOLVED: EXIT_SOLVED,
    SolveStatus.NO_SOLUTION: EXIT_NONE,
    SolveStatus.MULTIPLE: EXIT_MULTIPLE,
    SolveStatus.TIMEOUT: EXIT_TIMEOUT,
    SolveStatus.CANCELLED: EXIT_TIMEOUT,
}


class UsageError(Exception):
    """Bad arguments: printed as one line, exit status 2."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> Any:  # argparse calls this; keep our one-line format
        raise UsageError(f"{message} (see '{self.prog} -h')")


def build_parser() -> argparse.ArgumentParser:
    """The argument parser with every subcommand."""
    types = ", ".join(registry.NAMES)
    parser = _Parser(
        prog="puzzle",
        description=f"Solve and check logic puzzles ({types}).",
        epilog=CREDITS,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)
    sub.required = True
    _add_solve(sub)
    _add_check(sub)
    _add_bench(sub)
    return parser


def _add_source(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "file",
        nargs="?",
        default="-",
        metavar="FILE",
        help="a board file, or - (the default) for standard input",
    )
    parser.add_argument(
        "--type",
        dest="type_hint",
        metavar="TYPE",
        help="the puzzle type, for header-less files in a seed's layout",
    )
    parser.add_argument("--json", action="store_true", help="print JSON instead of text")


def _add_solve(sub: Any) -> None:
    parser = sub.add_parser(
        "solve",
        help="solve a board and print the solution",
        description="Solve a board and print it solved. Exit status: 0 solved (unique), "
        "1 no solution, 2 bad input or usage, 3 more than one solution (one is printed), "
        "4 timed out.",
        epilog=CREDITS,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    _add_source(parser)
    parser.add_argument("--timeout", type=float, metavar="SECONDS", help="give up after this long")
    parser.set_defaults(run=cmd_solve)


def _add_check(sub: Any) -> None:
    parser = sub.add_parser(
        "check",
        help="list every rule a board breaks",
        description="List every rule the board's marks break, with positions (1-based in "
        "text), and say whether it is complete. Exit status: 0 nothing broken, 1 rules broken, "
        "2 bad input.",
    )
    _add_source(parser)
    parser.set_defaults(run=cmd_check)


def _add_bench(sub: Any) -> None:
    parser = sub.add_parser(
        "bench",
        help="solve every row of JSONL data sets and print timings",
        description="Solve every row of the data sets (shared/data/FORMAT.md) in-process, check "
        "each answer against the row's solution, and print per type and size: count, solved, "
        "wrong, multiple, no solution, timeouts, median and max ms, median nodes.",
    )
    parser.add_argument("files", nargs="+", metavar="FILE.jsonl")
    parser.add_argument("--type", dest="type_filter", metavar="TYPE", help="only rows of this type")
    parser.add_argument(
        "--timeout",
        type=float,
        default=60.0,
        metavar="SECONDS",
        help="time limit per row (default 60)",
    )
    parser.add_argument("--json", action="store_true", help="one JSON line per row instead")
    parser.set_defaults(run=cmd_bench)


def load(args: argparse.Namespace, stdin: TextIO) -> Board:
    """The board named by the arguments (a file, or standard input for '-')."""
    hint = args.type_hint
    if hint is not None and registry.canonical(hint) is None:
        raise UsageError(f"unknown type '{hint}' (known: {', '.join(registry.NAMES)})")
    if args.file == "-":
        return parse_board(stdin.read(), hint, "<stdin>")
    return read_board(args.file, hint)


def cmd_solve(args: argparse.Namespace, out: TextIO, stdin: TextIO) -> int:
    """`puzzle solve`: print the solution (or say there is none) and exit by status."""
    board = load(args, stdin)
    result = board.kind.solve(board.puzzle, limit=2, seconds=args.timeout)
    if args.json:
        out.write(json.dumps(_solve_json(board, result)) + "\n")
        return STATUS_EXIT[result.status]
    status = result.status
    if result.solution is not None:
        out.write(board.kind.format(board.puzzle, result.solution))
    if status is SolveStatus.MULTIPLE:
        out.write("# more than one solution: this is one of them\n")
    elif status is SolveStatus.NO_SOLUTION:
        out.write("No solution: this board cannot be solved.\n")
    elif status is SolveStatus.TIMEOUT:
        out.write(f"Timed out after {result.elapsed_ms / 1000:.1f} s without an answer.\n")
    return STATUS_EXIT[status]


def _solve_json(board: Board, result: SolveResult[Any]) -> dict[str, Any]:
    status = "timeout" if result.status is SolveStatus.CANCELLED else result.status.value
    solution = result.solution
    return {
        "type": board.kind.name,
        "status": status,
        "solution": None
        if solution is None
        else board.kind.solution_to_json(board.puzzle, solution),
        "elapsed_ms": round(result.elapsed_ms, 3),
        "nodes": result.nodes,
    }


def cmd_check(args: argparse.Namespace, out: TextIO, stdin: TextIO) -> int:
    """`puzzle check`: every violation with its cells; complete or not."""
    board = load(args, stdin)
    violations = board.kind.check(board.puzzle, board.state)
    complete = board.kind.is_complete(board.puzzle, board.state)
    if args.json:
        data = {
            "type": board.kind.name,
            "complete": complete,
            "solved": complete and not violations,
            "violations": [v.to_json() for v in violations],
        }
        out.write(json.dumps(data) + "\n")
        return 1 if violations else 0
    for violation in violations:
        out.write(f"{violation.code}: {violation.message}\n")
    if violations:
        out.write(f"{len(violations)} rule(s) broken.\n")
    elif complete:
        out.write("Solved: complete and no rule broken.\n")
    else:
        out.write("No rule broken so far; not complete yet.\n")
    return 1 if violations else 0


def cmd_bench(args: argparse.Namespace, out: TextIO, stdin: TextIO) -> int:
    """`puzzle bench`: solve data sets, print a summary table (or JSON lines)."""
    if args.type_filter is not None and registry.canonical(args.type_filter) is None:
        raise UsageError(f"unknown type '{args.type_filter}'")
    rows = list(bench.rows_of(args.files, args.type_filter))
    solver = bench.default_solver(args.timeout)
    results = []
    progress = _Progress(len(rows), sys.stderr)
    for row in rows:
        result = bench.run_row(row, solver)
        results.append(result)
        progress.step(f"{result.type} {result.size}")
        if args.json:
            out.write(json.dumps(result.to_json()) + "\n")
            out.flush()
    progress.done()
    if not args.json:
        out.write(bench.summary_table(results) if results else "no rows\n")
    return 1 if any(r.correct is False for r in results) else 0


class _Progress:
    """A one-line progress bar on standard error, drawn only on a terminal."""

    def __init__(self, total: int, stream: TextIO) -> None:
        self.total, self.stream, self.count = total, stream, 0
        self.enabled = stream.isatty() and total > 1

    def step(self, label: str) -> None:
        self.count += 1
        if self.enabled:
            filled = 30 * self.count // self.total
            bar = "#" * filled + "." * (30 - filled)
            self.stream.write(f"\r[{bar}] {self.count}/{self.total} {label:<16}")
            self.stream.flush()

    def done(self) -> None:
        if self.enabled:
            self.stream.write("\r" + " " * 70 + "\r")


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the `puzzle` command; returns the exit status."""
    stdout, stdin, stderr = sys.stdout, sys.stdin, sys.stderr
    try:
        args = build_parser().parse_args(argv)
        status: int = args.run(args, stdout, stdin)
        return status
    except UsageError as err:
        stderr.write(f"puzzle: {err}\n")
    except BoardFormatError as err:
        stderr.write(f"puzzle: {err}\n")
    except KeyboardInterrupt:
        stderr.write("puzzle: interrupted\n")
    return EXIT_USAGE


if __name__ == "__main__":
    raise SystemExit(main())

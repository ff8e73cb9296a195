"""`puzzle generate` (new puzzles with one solution, graded, reproducible from a seed) and
`puzzle convert` (a board from any form to any other that can hold it)."""

from __future__ import annotations

import argparse
import functools
import secrets
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, TextIO

from puzzlegui.cli import parallel, tasks
from puzzlegui.cli.common import (
    EXIT_TIMEOUT,
    UsageError,
    add_board_source,
    add_timeout,
    checked_type,
    load_board,
    make_folder,
    symmetric_option,
    time_left,
    write_atomically,
)
from puzzlegui.core import registry
from puzzlegui.core.cancel import Cancelled, TimedOut
from puzzlegui.core.formats import puzzlink, tatham
from puzzlegui.core.formats.loader import Board, json_text
from puzzlegui.core.formats.text import Token, parse_size
from puzzlegui.core.model import AnyPuzzleType, BoardFormatError, GenerateOptions


def add(sub: Any) -> None:
    """Register `puzzle generate`."""
    parser = sub.add_parser(
        "generate",
        help="make new puzzles with one solution",
        description="Make new puzzles, each with exactly one solution and the requested grade. "
        "The same --seed gives the same puzzles.",
    )
    parser.add_argument("type", metavar="TYPE", help=", ".join(registry.NAMES))
    parser.add_argument("--size", metavar="WxH|N", help="board size (default: the type's own)")
    parser.add_argument("--difficulty", metavar="D", help="e.g. easy, medium, hard")
    parser.add_argument("--seed", type=int, metavar="S", help="random seed (puzzle i uses S+i)")
    parser.add_argument("--count", type=int, default=1, metavar="N", help="how many (default 1)")
    parser.add_argument(
        "--symmetric", action=argparse.BooleanOptionalAction,
        help="givens in symmetric pairs, or not (default: the type's own)",
    )  # fmt: skip
    parser.add_argument("--method", default="default", metavar="M", help="generation method")
    parallel.add_jobs_argument(parser)
    parser.add_argument("-o", "--output", metavar="DIR", help="write files here instead of stdout")
    add_timeout(parser, "give up after this long (exit 4), for all the puzzles together")
    parser.add_argument(
        "--pdf", metavar="FILE", help="lay the puzzles out in a PDF booklet instead: six an A4 "
        "page with captions (type, difficulty, seed), the solutions at the end, smaller",
    )  # fmt: skip
    parser.set_defaults(run=cmd_generate)
    convert = sub.add_parser(
        "convert",
        help="write a board in another form (text, JSON, puzz.link URL, Tatham ID)",
        description="Read a board (file, puzz.link URL or Tatham ID) and write it as our text "
        "format (with progress), JSON (with progress), a puzz.link URL or a Tatham game ID "
        "(the puzzle only). A puzzle a form cannot hold is refused with the reason.",
    )
    add_board_source(convert)
    convert.add_argument("--to", required=True, choices=sorted(CONVERTERS), help="target form")
    convert.set_defaults(run=cmd_convert)


def options_for(ptype: AnyPuzzleType, args: argparse.Namespace) -> GenerateOptions:
    """GenerateOptions from the arguments, checked against what the type offers."""
    rows, cols = ptype.default_size
    if args.size:
        try:
            rows, cols = parse_size(Token(args.size, 1, 1))
        except BoardFormatError as err:
            raise UsageError(f"--size: {err.message}") from None
    low, high = ptype.size_range
    if not (low <= rows <= high and low <= cols <= high):
        raise UsageError(f"--size: {ptype.name} boards are {low} to {high} cells a side")
    if ptype.square_only and rows != cols:
        raise UsageError(f"--size: {ptype.name} boards are square")
    if args.method not in ptype.methods:
        raise UsageError(f"--method: one of {', '.join(ptype.methods)}")
    difficulties: tuple[str, ...] = ptype.difficulties
    difficulty = args.difficulty or difficulties[len(difficulties) // 2]
    if difficulty not in difficulties:
        raise UsageError(f"--difficulty: one of {', '.join(difficulties)}")
    symmetric = symmetric_option(ptype, args.symmetric)
    options = GenerateOptions(rows, cols, difficulty, symmetric, args.method)
    refused = ptype.refused(options)
    if refused is not None:
        raise UsageError(refused.message)
    return options


def cmd_generate(args: argparse.Namespace, out: TextIO, stdin: TextIO) -> int:
    """Generate `count` puzzles (by `--jobs` processes, in seed order); print them, or write one
    file each into the output folder, or lay them out in a PDF booklet."""
    name = checked_type(args.type)
    assert name is not None
    ptype = registry.get(name)
    options = options_for(ptype, args)
    if args.count < 1:
        raise UsageError("--count must be at least 1")
    jobs = parallel.checked_jobs(args.jobs)
    first = args.seed if args.seed is not None else secrets.randbelow(10**9)
    folder = Path(args.output) if args.output else None
    if folder is not None:
        make_folder(folder, "-o")
    done: list[tasks.Made] = []
    stem = f"{ptype.name}-{options.difficulty}-{options.cols}x{options.rows}"
    emit = _writer(out, folder, stem, first, args.pdf is None, done)
    left = time_left(args)  # one deadline for all the puzzles, in whichever process they are made
    deadline = None if left is None else time.monotonic() + left
    work = functools.partial(tasks.make_one, ptype.name, options, deadline)
    try:
        finished = parallel.run(work, range(first, first + args.count), jobs, "puzzle", emit)
    except (Cancelled, TimedOut):
        out.write(f"Timed out after {args.timeout:g} s: {len(done)} of {args.count} made.\n")
        return EXIT_TIMEOUT
    made = finished.results
    if args.pdf is not None and made:
        booklet = [(m.seed, ptype.puzzle_from_json(m.puzzle_json)) for m in made]
        pages = write_booklet(Path(args.pdf), ptype, options, booklet)
        out.write(f"{args.pdf}: {len(booklet)} puzzles, {pages} pages\n")
    if finished.interrupted:
        raise parallel.Interrupted(rest_of_run(first, args.count, len(made), "puzzles"))
    return 0


def _writer(
    out: TextIO, folder: Path | None, stem: str, first: int, printed: bool, done: list[tasks.Made]
) -> Callable[[tasks.Made], None]:
    """What becomes of each puzzle made, in seed order: a file in the folder (its path printed),
    else the puzzle printed (unless it is only for a booklet); kept in `done` either way."""

    def emit(made: tasks.Made) -> None:
        if folder is not None:
            path = folder / f"{stem}-{made.seed}.puzzle"
            write_atomically(path, made.text)
            out.write(f"{path}\n")
        elif printed:
            out.write(("\n" if made.seed != first else "") + made.text)
        out.flush()
        done.append(made)

    return emit


def rest_of_run(first: int, count: int, done: int, what: str) -> str:
    """What an interrupted run of seeds first.. finished, and the options that make the rest."""
    if done == count:
        return f"all {count} {what} written"
    rest = f"--seed {first + done} --count {count - done}"
    return f"{done} of {count} {what} written; the rest: {rest}"


def write_booklet(
    path: Path, ptype: AnyPuzzleType, options: GenerateOptions, puzzles: list[tuple[int, Any]]
) -> int:
    """The booklet PDF of the generated puzzles and their solutions; returns its page count."""
    from puzzlegui.cli.export_cmd import gui_module  # Qt only when a booklet is drawn

    render = gui_module("render")
    size = f"{options.cols}x{options.rows}"
    pictures, solutions = [], []
    for number, (seed, puzzle) in enumerate(puzzles, 1):
        caption = f"{number}. {ptype.title}, {options.difficulty}, {size}, seed {seed}"
        pictures.append(render.Picture(ptype, puzzle, None, caption))
        try:
            solution = render.solution_of(ptype, puzzle)
        except render.ExportError as err:
            raise UsageError(f"puzzle {number} (seed {seed}): {err}") from None
        solutions.append(render.Picture(ptype, puzzle, solution, f"{number}. seed {seed}"))
    title = f"{ptype.title}: {len(puzzles)} puzzles, {options.difficulty}"
    try:
        pages: int = render.write_booklet(path, title, pictures, solutions)
    except render.ExportError as err:
        raise UsageError(f"--pdf: {err}") from None
    return pages


def _to_link(module: Any) -> Any:
    def convert(board: Board) -> str:
        data = board.ptype.puzzle_to_json(board.puzzle)
        return f"{module.encode(board.ptype.name, data)}\n"

    return convert


CONVERTERS = {
    "text": Board.text,
    "json": json_text,
    "puzzlink": _to_link(puzzlink),
    "tatham": _to_link(tatham),
}


def cmd_convert(args: argparse.Namespace, out: TextIO, stdin: TextIO) -> int:
    """Print the board in the form asked for."""
    board = load_board(args, stdin)
    out.write(CONVERTERS[args.to](board))
    return 0

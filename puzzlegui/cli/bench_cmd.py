"""`puzzle bench`: solve data sets and print timings per type and size (per file with --by-file);
with --hints, press Hint alone on every row; with --generate, make and check new puzzles. The
rows run in --jobs worker processes (cli/parallel.py)."""

from __future__ import annotations

import argparse
import functools
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any, TextIO

from puzzlegui.bench import clue_stats
from puzzlegui.bench import generate as bench_generate
from puzzlegui.bench import hints as bench_hints
from puzzlegui.bench import solve as bench
from puzzlegui.cli import parallel, tasks
from puzzlegui.cli.common import UsageError, checked_type, seconds, symmetric_option
from puzzlegui.core import presets, registry
from puzzlegui.core.formats.text import Token, parse_size
from puzzlegui.core.model import AnyPuzzleType, BoardFormatError, GenerateOptions

GENERATE_ONLY = ("count", "difficulty", "seed", "method", "symmetric", "published", "largest")


def add(sub: Any) -> None:
    """Register `puzzle bench`."""
    parser = sub.add_parser(
        "bench",
        help="solve every row of JSONL data sets and print timings (or hints, or generation)",
        description="Solve every row of the data sets (shared/data/FORMAT.md), each timed alone in "
        "one of --jobs worker processes, check each answer against the row's solution, and "
        "print per type and size: count, solved, "
        "wrong, multiple, no solution, timeouts, median and max ms, median nodes. With "
        "--strategy all, one table per strategy of the type. With --hints, press Hint alone "
        "from the empty board on every row instead: share finished by rules, hints needed, ms "
        "per hint, grades, and Spearman's rho of the grade against a level named in the row's "
        "source, the row's peer_ms and the board's cells. With --by-file, one table per FILE; "
        "with --size, only the rows of that size. "
        "With --generate TYPE, make --count puzzles per difficulty and check each (unique, "
        "graded as asked): failures, median and worst ms, grades (and distinct region layouts, "
        "for types with regions).",
    )
    parser.add_argument("files", nargs="*", metavar="FILE.jsonl")
    parser.add_argument("--type", dest="type_filter", metavar="TYPE", help="only rows of this type")
    parser.add_argument(
        "--strategy", default="default", metavar="NAME",
        help="'default', a seed strategy of the type, or 'all' (needs --type)",
    )  # fmt: skip
    parser.add_argument(
        "--timeout", type=seconds, default=60.0, metavar="SECONDS",
        help="time limit per row or generated puzzle (default 60)",
    )  # fmt: skip
    parser.add_argument("--json", action="store_true", help="one JSON line per row instead")
    parser.add_argument("--by-file", action="store_true", help="one table per FILE, not one in all")
    parser.add_argument("--hints", action="store_true", help="walk Hint alone on every row")
    parser.add_argument(
        "--generate", metavar="TYPE",
        help="generate puzzles of TYPE instead ('all': every type at each of its preset sizes)",
    )  # fmt: skip
    parser.add_argument(
        "--published", metavar="PATH",
        help="with --generate, the clue statistics of these published puzzles of the same size "
        "beside the generated ones' (a JSONL file, or a folder of TYPE.jsonl files)",
    )  # fmt: skip
    parser.add_argument(
        "--largest", action="store_true", default=None,
        help="with --generate, also (or with TYPE, only) the type's largest sizes: the top of "
        "its size range and the largest published board of --published",
    )  # fmt: skip
    parser.add_argument("--count", type=int, metavar="N", help="puzzles per difficulty (20)")
    parser.add_argument(
        "--size", metavar="WxH|N",
        help="only rows of this size; with --generate, the board size (default: the type's own)",
    )  # fmt: skip
    parser.add_argument("--difficulty", metavar="D", help="one difficulty, or 'all' (default)")
    parser.add_argument("--seed", type=int, metavar="S", help="puzzle i uses seed S+i (0)")
    parser.add_argument("--method", metavar="M", help="generation method (the type's own)")
    parser.add_argument(
        "--symmetric", action=argparse.BooleanOptionalAction,
        help="generate with symmetric clues, or not (default: the type's own)",
    )  # fmt: skip
    parallel.add_jobs_argument(parser)
    parser.set_defaults(run=cmd_bench)


def cmd_bench(args: argparse.Namespace, out: TextIO, stdin: TextIO) -> int:
    """Dispatch to the solve, hints or generate bench after checking the options fit."""
    given = [f"--{name}" for name in GENERATE_ONLY if vars(args)[name] is not None]
    args.jobs = parallel.checked_jobs(args.jobs)
    if args.generate is not None:
        if args.files or args.hints or args.type_filter or args.strategy != "default":
            raise UsageError("--generate takes no files, --hints, --type or --strategy")
        return cmd_generate(args, out)
    if given:
        raise UsageError(f"{', '.join(given)} only go with --generate")
    if not args.files:
        raise UsageError("give one or more FILE.jsonl (or --generate TYPE)")
    args.type_filter = checked_type(args.type_filter)
    if args.hints:
        if args.strategy != "default":
            raise UsageError("--hints walks the hint ladder: it takes no --strategy")
        return cmd_hints(args, out)
    return cmd_solve(args, out)


def _strategies(args: argparse.Namespace) -> list[str]:
    if args.strategy == "default":
        return ["default"]
    if args.type_filter is None:
        raise UsageError("--strategy needs --type: strategies belong to one puzzle type")
    names = registry.get(args.type_filter).strategies
    if args.strategy == "all":
        return list(names)
    if args.strategy not in names:
        known = ", ".join(("default", "all", *names))
        raise UsageError(f"no strategy '{args.strategy}' for {args.type_filter} (known: {known})")
    return [args.strategy]


def _row_sets(args: argparse.Namespace, out: TextIO) -> Iterator[list[tasks.PortableRow]]:
    """The rows to bench: all files together, or with --by-file each file's alone, under a
    heading that names it (JSON lines name their source anyway)."""
    groups = [[path] for path in args.files] if args.by_file else [args.files]
    size = None if args.size is None else _parsed_size(args.size)
    for paths in groups:
        if args.by_file and not args.json:
            out.write(f"\n== {paths[0]}\n")
        rows = bench.rows_of(paths, args.type_filter)
        yield [
            tasks.portable(row)
            for row in rows
            if size is None or row.ptype.size(row.puzzle) == size
        ]


def _parsed_size(text: str) -> tuple[int, int]:
    """(rows, cols) of a --size argument."""
    try:
        return parse_size(Token(text, 1, 1))
    except BoardFormatError as err:
        raise UsageError(f"--size: {err.message}") from None


def cmd_solve(args: argparse.Namespace, out: TextIO) -> int:
    """Solve every row with each strategy asked for; a table per strategy, or JSON lines."""
    strategies = _strategies(args)
    any_wrong = False
    for rows in _row_sets(args, out):
        for strategy in strategies:
            finished = _run(rows, strategy, args, out)
            results = finished.results
            any_wrong = any_wrong or any(r.correct is False for r in results)
            if not args.json:
                if len(strategies) > 1 or strategy != "default":
                    out.write(f"\nstrategy {strategy}\n")
                out.write(bench.summary_table(results) if results else "no rows\n")
                out.write(parallel.workers_line(args.jobs, len(rows), "row"))
            parallel.stop_if(finished, len(rows), "rows")
    return 1 if any_wrong else 0


def _run(
    rows: list[tasks.PortableRow], strategy: str, args: argparse.Namespace, out: TextIO
) -> parallel.Finished[bench.RowResult]:
    def each(result: bench.RowResult) -> None:
        if args.json:
            data = result.to_json()
            if strategy != "default":
                data["strategy"] = strategy
            _write_json(out, data)

    work = functools.partial(tasks.solve_row, strategy, args.timeout)
    return tasks.run_bench(work, rows, args.jobs, each)


def _write_json(out: TextIO, data: dict[str, Any]) -> None:
    out.write(json.dumps(data) + "\n")
    out.flush()


def cmd_hints(args: argparse.Namespace, out: TextIO) -> int:
    """Walk Hint alone on every row; the summary table, or one JSON line per row."""

    def each(walk: bench_hints.HintWalk) -> None:
        if args.json:
            _write_json(out, walk.to_json())

    work = functools.partial(tasks.walk_row, args.timeout)
    any_error = False
    for rows in _row_sets(args, out):
        finished = tasks.run_bench(work, rows, args.jobs, each)
        walks = finished.results
        any_error = any_error or any(w.status == "error" for w in walks)
        if not args.json:
            out.write(bench_hints.summary_table(walks) if walks else "no rows\n")
            out.write(parallel.workers_line(args.jobs, len(rows), "row"))
        parallel.stop_if(finished, len(rows), "rows")
    return 1 if any_error else 0


def cmd_generate(args: argparse.Namespace, out: TextIO) -> int:
    """Generate --count puzzles per difficulty and check each; a table, or JSON lines. With
    TYPE 'all', every type at each of its preset sizes (or --size), one table each."""
    if args.largest and args.size:
        raise UsageError("--largest and --size: give one of them")
    names = registry.NAMES if args.generate == "all" else (_generator(args.generate).name,)
    status = 0
    for name in names:
        ptype = registry.get(name)
        if args.symmetric and not ptype.symmetric_clues and args.generate == "all":
            out.write(f"{name}: none made, {ptype.title} puzzles have no symmetric clues\n")
            continue
        for size in _bench_sizes(ptype, args, out):
            one = argparse.Namespace(**{**vars(args), "size": size})
            status = max(status, _generate_one_type(ptype, one, out))
            out.flush()
    return status


def _bench_sizes(ptype: AnyPuzzleType, args: argparse.Namespace, out: TextIO) -> list[str | None]:
    """The sizes to generate at: --size; for 'all' the type's preset sizes, and with
    --largest its largest sizes after them; for one TYPE its default size, or with --largest
    only its largest sizes."""
    if args.size:
        return [args.size]
    sizes = presets.preset_sizes(ptype) if args.generate == "all" else []
    if args.largest:
        sizes += [size for size in _largest(ptype, args.published, out) if size not in sizes]
    return [f"{cols}x{rows}" for rows, cols in sizes] or [None]


def _largest(ptype: AnyPuzzleType, where: str | None, out: TextIO) -> list[tuple[int, int]]:
    """The top of the type's size range (square), and the largest published board of the
    type in `where` (a line said instead when the generator does not take its size)."""
    low, high = ptype.size_range
    sizes = [(high, high)]
    path = _published_file(ptype, where)
    published = clue_stats.published_sizes(path, ptype.name) if path is not None else []
    if published:
        rows, cols = published[0]
        if low <= rows <= high and low <= cols <= high:
            sizes += [(rows, cols)] if (rows, cols) != (high, high) else []
        else:
            out.write(
                f"{ptype.name}: the largest published board, {cols}x{rows}, is beyond the "
                f"generator's sizes ({low} to {high} a side)\n"
            )
    return sizes


def _published_file(ptype: AnyPuzzleType, where: str | None) -> Path | None:
    """The published puzzles' file of the type under --published, if there is one."""
    if where is None:
        return None
    path = Path(where)
    if path.is_dir():
        path = path / f"{ptype.name}.jsonl"
    return path if path.is_file() else None


def _generate_one_type(ptype: AnyPuzzleType, args: argparse.Namespace, out: TextIO) -> int:
    items = _generate_items(ptype, args, out)
    if not items:
        return 0
    options, first = items[0]
    count = len(items) // len({options.difficulty for options, _ in items})
    warm_up = functools.partial(tasks.warm_up, ptype.name, options)
    work = functools.partial(tasks.bench_generate_one, ptype.name, args.timeout)
    each = (lambda result: _write_json(out, result.to_json())) if args.json else None
    finished = tasks.run_bench(work, items, args.jobs, each, warm_up, "puzzle")
    results = finished.results
    if not args.json:
        seeds = f"seeds {first}..{first + count - 1} per difficulty"
        shape = f"{options.cols}x{options.rows}{', symmetric' if options.symmetric else ''}"
        out.write(f"{ptype.name} {shape}, method {options.method}, {seeds} (after one untimed "
                  f"warm-up in each worker), timeout {args.timeout:g} s\n")  # fmt: skip
        out.write(bench_generate.summary_table(results, ptype.levels))
        out.write(_published(ptype, options, args.published))
        out.write(parallel.workers_line(args.jobs, len(items), "puzzle"))
        if not finished.interrupted:
            out.write(_fills(ptype, options, count, first))
    parallel.stop_if(finished, len(items), "puzzles")
    return 1 if any(r.status != "ok" for r in results) else 0


def _published(ptype: AnyPuzzleType, options: GenerateOptions, where: str | None) -> str:
    """The published puzzles' clue statistics line ('' without --published)."""
    if where is None:
        return ""
    path = _published_file(ptype, where)
    if path is None:
        return f"published: no {ptype.name} puzzles at {where}\n"
    label, stats = clue_stats.published(path, ptype.name, options.rows, options.cols)
    cells = dict(zip(clue_stats.HEADER, clue_stats.summary(stats), strict=True))
    return f"{label}: " + ", ".join(f"{k} {v}" for k, v in cells.items()) + "\n"


def _generate_items(
    ptype: AnyPuzzleType, args: argparse.Namespace, out: TextIO
) -> list[tuple[GenerateOptions, int]]:
    """(options, seed) of every puzzle to make, after checking the options fit the type; a
    difficulty no puzzle of these options can have (PuzzleType.refusal) is left out with a
    line saying why, or refused when it is the one asked for."""
    count = 20 if args.count is None else args.count
    if count < 1:
        raise UsageError("--count must be at least 1")
    method = args.method or "default"
    if method not in ptype.methods:
        known = ", ".join(ptype.methods)
        raise UsageError(f"--method: {ptype.name} knows {known}")
    rows, cols = _size(ptype, args.size)
    symmetric = symmetric_option(ptype, args.symmetric)
    first = 0 if args.seed is None else args.seed
    made = []
    for difficulty in _difficulties(ptype, args.difficulty):
        options = GenerateOptions(rows, cols, difficulty, symmetric, method)
        refused = ptype.refused(options)
        if refused is not None and args.difficulty not in (None, "all"):
            raise UsageError(refused.message)
        if refused is not None:
            out.write(f"{ptype.name} {cols}x{rows}, {difficulty}: none made. {refused.message}\n")
            continue
        made += [(options, seed) for seed in range(first, first + count)]
    return made


def _fills(ptype: AnyPuzzleType, options: GenerateOptions, count: int, first: int) -> str:
    """The solution-fill table of a second generation method on empty layouts ('' if none)."""
    if ptype.fill_trial is None or options.method == ptype.methods[0]:
        return ""
    if options.rows != options.cols:
        return ""
    fills = bench_generate.method_fills(ptype, count, first, options.rows)
    head = f"\nsolution fill of {count} empty random {options.cols}x{options.rows} layouts\n"
    return head + bench_generate.fill_table(fills)


def _generator(name: str) -> AnyPuzzleType:
    canonical = checked_type(name)
    assert canonical is not None
    return registry.get(canonical)


def _size(ptype: AnyPuzzleType, text: str | None) -> tuple[int, int]:
    if text is None:
        return ptype.default_size
    rows, cols = _parsed_size(text)
    low, high = ptype.size_range
    if not (low <= rows <= high and low <= cols <= high):
        raise UsageError(f"--size: {ptype.name} boards are {low} to {high} cells a side")
    return rows, cols


def _difficulties(ptype: AnyPuzzleType, name: str | None) -> tuple[str, ...]:
    known: tuple[str, ...] = ptype.difficulties
    if name is None or name == "all":
        return known
    if name not in known:
        raise UsageError(f"--difficulty: one of {', '.join(known)} or all")
    return (name,)

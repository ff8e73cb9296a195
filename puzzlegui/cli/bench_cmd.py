"""`puzzle bench`: solve data sets in-process and print timings per type and size."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any, TextIO

from puzzlegui.cli.common import Progress, UsageError, checked_type
from puzzlegui.core import bench, registry
from puzzlegui.core.formats.jsonfmt import DatasetRow


def add(sub: Any) -> None:
    """Register `puzzle bench`."""
    parser = sub.add_parser(
        "bench",
        help="solve every row of JSONL data sets and print timings",
        description="Solve every row of the data sets (shared/data/FORMAT.md) in-process, check "
        "each answer against the row's solution, and print per type and size: count, solved, "
        "wrong, multiple, no solution, timeouts, median and max ms, median nodes. With "
        "--strategy all, one table per strategy of the type.",
    )
    parser.add_argument("files", nargs="+", metavar="FILE.jsonl")
    parser.add_argument("--type", dest="type_filter", metavar="TYPE", help="only rows of this type")
    parser.add_argument(
        "--strategy", default="default", metavar="NAME",
        help="'default', a seed strategy of the type, or 'all' (needs --type)",
    )  # fmt: skip
    parser.add_argument(
        "--timeout", type=float, default=60.0, metavar="SECONDS",
        help="time limit per row (default 60)",
    )  # fmt: skip
    parser.add_argument("--json", action="store_true", help="one JSON line per row instead")
    parser.set_defaults(run=cmd_bench)


def _strategies(args: argparse.Namespace) -> list[str]:
    if args.strategy == "default":
        return ["default"]
    if args.type_filter is None:
        raise UsageError("--strategy needs --type: strategies belong to one puzzle type")
    names: tuple[str, ...] = getattr(registry.get(args.type_filter), "strategies", ())
    if args.strategy == "all":
        return list(names)
    if args.strategy not in names:
        known = ", ".join(("default", "all", *names))
        raise UsageError(f"no strategy '{args.strategy}' for {args.type_filter} (known: {known})")
    return [args.strategy]


def cmd_bench(args: argparse.Namespace, out: TextIO, stdin: TextIO) -> int:
    """Solve every row with each strategy asked for; a table per strategy, or JSON lines."""
    args.type_filter = checked_type(args.type_filter)
    strategies = _strategies(args)
    rows = list(bench.rows_of(args.files, args.type_filter))
    any_wrong = False
    for strategy in strategies:
        results = _run(rows, strategy, args, out)
        any_wrong = any_wrong or any(r.correct is False for r in results)
        if not args.json:
            if len(strategies) > 1 or strategy != "default":
                out.write(f"\nstrategy {strategy}\n")
            out.write(bench.summary_table(results) if results else "no rows\n")
    return 1 if any_wrong else 0


def _run(
    rows: list[DatasetRow], strategy: str, args: argparse.Namespace, out: TextIO
) -> list[bench.RowResult]:
    solver = bench.strategy_solver(strategy, args.timeout)
    progress = Progress(len(rows), sys.stderr)
    results = []
    for row in rows:
        result = bench.run_row(row, solver)
        results.append(result)
        progress.step(f"{result.type} {result.size}")
        if args.json:
            data = result.to_json()
            if strategy != "default":
                data["strategy"] = strategy
            out.write(json.dumps(data) + "\n")
            out.flush()
    progress.done()
    return results

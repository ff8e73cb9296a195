"""Typical Nurikabe boards of the published kind, made here, and the solver's constants measured
on them instead of on the public rows.

    nice .venv/bin/python scripts/nurikabe_typical.py make --count 400 --seed 50000 \\
        > data/nurikabe-typical.jsonl
    nice .venv/bin/python scripts/nurikabe_typical.py measure --values 0,0.02,0.05,0.1 \\
        data/nurikabe-typical.jsonl
    PUZZLEGUI_ONE_CORE=1 nice .venv/bin/python scripts/nurikabe_typical.py measure ...
    nice .venv/bin/python scripts/nurikabe_typical.py measure --no-asp \\
        --constant portfolio.HEAD --values 0,0.5,2 data/nurikabe-typical.jsonl

make: janko-like boards (scripts/nurikabe_hunt.py: the size, clue count and clue sizes of a
janko board of 10x10 to 20x20 in shared/data drawn at random, islands of those sizes grown at
random places); every one whose uniqueness both our search and the ASP model prove within CAP:
the typical board, not the hard one (the hunt keeps those).

measure: `solve(puzzle, limit=2)` as the program runs it, wall clock, on every row with each
value of a solver constant (engines.LEAD unless --constant names another) in turn (the order
rotated from row to row, `--rounds` rounds, a row's best round kept), then per value the
median, 90th and 99th percentile, worst and total, and each row's time against the first
value's (median and worst ratio).
"""

from __future__ import annotations

import argparse
import importlib
import json
import random
import statistics
import sys
import time
from functools import partial
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from nurikabe_hunt import JANKO, _say, asp_search, janko_like, janko_shapes, judge, row, timed

from puzzlegui.core.cancel import Budget
from puzzlegui.core.nurikabe.engine.board import Board
from puzzlegui.core.nurikabe.puzzle import Puzzle, make_puzzle
from puzzlegui.core.nurikabe.solver import engines, solve
from puzzlegui.core.nurikabe.solver.dfs import steps

CAP = 5.0
"""CPU seconds each engine may take on a board (one that runs past it is left out and counted:
the hunt's business, not a typical board)."""


def make(count: int, seed: int) -> None:
    """Rows of the boards both engines prove unique, to stdout; a tally to stderr."""

    shapes = janko_shapes(JANKO)
    kept = slow = 0
    for i in range(count):
        rng = random.Random(seed + i)
        shape = rng.choice(shapes)
        clues = janko_like(rng, shape)
        if clues is None:
            continue
        board = Board(make_puzzle(shape[0], shape[1], clues))
        out = {"ours": timed(partial(steps, board, Budget(), 0.05), CAP)}
        if out["ours"][0] in ("multiple", "none"):
            continue
        out["asp"] = timed(partial(asp_search, board), CAP)
        verdict, answer = judge(out)
        spent = " ".join(f"{name} {v} {t:.3f}" for name, (v, t, _) in out.items())
        _say(sys.stderr, f"{seed + i} {shape[0]}x{shape[1]} {len(clues)} clues: {spent}")
        if any(v == "timeout" for v, _, _ in out.values()):
            slow += 1
            continue
        if verdict == "unique" and answer is not None:
            kept += 1
            line = json.loads(row("typical", seed + i, board, answer, out))
            line["source"] = "puzzlegui scripts/nurikabe_typical.py"
            line["id"] = f"typical-{seed + i}"
            _say(sys.stdout, json.dumps(line))
    _say(sys.stderr, f"# tried {count}, kept {kept}, left out past {CAP:g} s: {slow}")


def puzzles(path: Path) -> list[tuple[str, Puzzle]]:
    out = []
    for line in path.read_text().splitlines():
        data = json.loads(line)
        p = data["puzzle"]
        out.append((data["id"], make_puzzle(p["rows"], p["cols"], [tuple(c) for c in p["clues"]])))
    return out


def wall_time(puzzle: Puzzle, module: Any, name: str, value: float) -> float:
    setattr(module, name, value)
    start = time.perf_counter()
    result = solve(puzzle, limit=2, seconds=60)
    spent = time.perf_counter() - start
    assert result.status.name == "SOLVED", result.status
    return spent


def measure(path: Path, constant: str, values: list[float], rounds: int) -> None:
    """Each value of a solver constant (module.NAME under puzzlegui.core.nurikabe.solver) on
    every row, side by side; a table to stdout."""
    module_name, name = constant.rsplit(".", 1)
    module = importlib.import_module(f"puzzlegui.core.nurikabe.solver.{module_name}")
    rows = puzzles(path)
    best: dict[float, list[float]] = {v: [] for v in values}
    for k, (_, puzzle) in enumerate(rows):
        times: dict[float, float] = {}
        for r in range(rounds):
            turn = k + r
            for v in values[turn % len(values) :] + values[: turn % len(values)]:
                t = wall_time(puzzle, module, name, v)
                times[v] = min(times.get(v, t), t)
        for v in values:
            best[v].append(times[v])
    base = best[values[0]]
    _say(sys.stdout, f"{len(rows)} rows of {path.name}, best of {rounds} rounds, wall ms")
    _say(
        sys.stdout,
        f"{constant} | median | p90 | p99 | worst | total | ratio to first: median, worst",
    )
    for v in values:
        ts = sorted(best[v])
        ratios = sorted(t / b for t, b in zip(best[v], base, strict=True))
        q = statistics.quantiles(ts, n=100)
        _say(
            sys.stdout,
            f"{v:g} | {statistics.median(ts) * 1000:.1f} | {q[89] * 1000:.1f} | "
            f"{q[98] * 1000:.1f} | {ts[-1] * 1000:.1f} | {sum(ts):.2f} s | "
            f"{statistics.median(ratios):.2f}x, {ratios[-1]:.2f}x",
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    m = sub.add_parser("make")
    m.add_argument("--count", type=int, default=400)
    m.add_argument("--seed", type=int, default=50000)
    ms = sub.add_parser("measure")
    ms.add_argument("rows", type=Path)
    ms.add_argument("--constant", default="engines.LEAD", help="module.NAME under solver/")
    ms.add_argument("--values", default="0,0.02,0.05,0.1")
    ms.add_argument("--rounds", type=int, default=2)
    ms.add_argument("--no-asp", action="store_true", help="as without clingo installed")
    args = parser.parse_args()
    if args.command == "make":
        make(args.count, args.seed)
        return
    if args.no_asp:
        setattr(engines, "AspModel", None)  # noqa: B010 (not exported: mypy)
    measure(args.rows, args.constant, [float(v) for v in args.values.split(",")], args.rounds)


if __name__ == "__main__":
    main()

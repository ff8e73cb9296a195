"""Logi-5 hints, grades and the seed's strategies on the public data sets and the boards:
the share of puzzles a player finishes by pressing Hint alone (rules only), hint time, the grade
distribution per data set with the Spearman correlation against Tatham's levels, and the node
counts of the "stochastic" and "backtracking" strategies. Usage: logi5_quality.py"""

from __future__ import annotations

import json
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

from puzzlegui.bench.hints import spearman
from puzzlegui.core.logi5 import TYPE
from puzzlegui.core.logi5.puzzle import Puzzle

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT.parent / "shared" / "data"
SETS = ("janko", "tatham-graded", "pzprjs")
TATHAM_LEVELS = ("trivial", "basic", "intermediate", "advanced", "extreme", "unreasonable")


def say(text: str) -> None:
    """One line of the report."""
    sys.stdout.write(text + "\n")


def rows_of(name: str) -> list[dict[str, object]]:
    """The rows of a data set (empty when it is not there)."""
    path = DATA / name / "logi5.jsonl"
    return [json.loads(line) for line in path.read_text().splitlines()] if path.exists() else []


def hint_walk(puzzle: Puzzle) -> tuple[bool, list[float]]:
    """(finished by rules alone, ms per hint) pressing Hint until solved."""
    state, times, by_rules = TYPE.new_state(puzzle), [], True
    while True:
        start = time.perf_counter()
        hint = TYPE.hint(puzzle, state)
        times.append((time.perf_counter() - start) * 1000)
        if hint is None:
            return by_rules and TYPE.is_solved(puzzle, state), times
        by_rules = by_rules and not hint.from_solution
        for move in hint.moves:
            state = TYPE.apply(state, move)


def report_hints_and_grades(puzzles: dict[str, list[Puzzle]]) -> None:
    """Hint share and times, grade distribution, per set."""
    say("set            count  by Hint alone  median hint ms  worst hint ms  grades (level: count)")
    for name, items in puzzles.items():
        walks = [hint_walk(p) for p in items]
        times = [t for _, ts in walks for t in ts]
        done = sum(ok for ok, _ in walks)
        grades = Counter(TYPE.grade(p).level for p in items)
        spread = ", ".join(f"{k}: {v}" for k, v in sorted(grades.items()))
        say(
            f"{name:13}  {len(items):5}  {done:6} ({done / len(items):4.0%})  "
            f"{statistics.median(times):14.2f}  {max(times):13.2f}  {spread}"
        )


def report_spearman() -> None:
    """Our grade against Tatham's level, row by row."""
    theirs, ours = [], []
    for row in rows_of("tatham-graded"):
        source = str(row["source"])
        theirs.append(next(i for i, level in enumerate(TATHAM_LEVELS) if level in source))
        ours.append(TYPE.grade(TYPE.puzzle_from_json(row["puzzle"])).level)
    if theirs:
        rho = spearman([float(t) for t in theirs], [float(o) for o in ours])
        pairs = Counter(zip((TATHAM_LEVELS[t] for t in theirs), ours, strict=True))
        shown = "undefined" if rho is None else f"{rho:.3f}"
        say(f"\nSpearman vs Tatham's level: {shown} over {len(theirs)} rows")
        for (level, grade), count in sorted(pairs.items(), key=lambda x: x[0][1]):
            say(f"  {level:12} -> level {grade}: {count}")


def report_strategies(puzzles: dict[str, list[Puzzle]]) -> None:
    """Nodes and ms of each strategy (10 s budget) and of the solver."""
    say("\nset            strategy      solved  median nodes  max nodes  median ms  max ms")
    for name, items in puzzles.items():
        for strategy in (*TYPE.strategies, "solver"):
            results = [
                TYPE.solve(p, limit=1)
                if strategy == "solver"
                else TYPE.solve_strategy(strategy, p, seconds=10)
                for p in items
            ]
            solved = sum(r.status.value == "solved" for r in results)
            nodes = [r.nodes for r in results]
            ms = [r.elapsed_ms for r in results]
            say(
                f"{name:13}  {strategy:12}  {solved:3}/{len(items):<3}  "
                f"{statistics.median(nodes):12.0f}  {max(nodes):9}  "
                f"{statistics.median(ms):9.1f}  {max(ms):6.1f}"
            )


def main() -> None:
    """Print every table."""
    puzzles = {name: [TYPE.puzzle_from_json(r["puzzle"]) for r in rows_of(name)] for name in SETS}
    puzzles = {name: items for name, items in puzzles.items() if items}
    boards = sorted((ROOT / "boards" / "logi5").glob("*.txt"))
    puzzles["boards"] = [TYPE.parse(path.read_text())[0] for path in boards]
    report_hints_and_grades(puzzles)
    report_spearman()
    report_strategies(puzzles)


if __name__ == "__main__":
    main()

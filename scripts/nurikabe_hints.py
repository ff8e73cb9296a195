"""Nurikabe hints on data-set rows: share finished by rule-based hints alone, hint times, grades.

For each row the grade walk (hints.grade's round-by-round ladder) gives the hardest level and
whether the ladder alone finishes; hint() is timed on the player states met along that walk
(every few rounds, as a player pressing Hint would see them). Usage:

    nurikabe_hints.py FILE.jsonl [FILE.jsonl ...] [--side 30] [--every 5] [--procs 2]
"""

from __future__ import annotations

import argparse
import collections
import json
import statistics
import sys
import time
from multiprocessing import Pool
from pathlib import Path

from puzzlegui.bench.hints import spearman
from puzzlegui.core.nurikabe import TYPE, hints
from puzzlegui.core.nurikabe.deduce import UNKNOWN, WALL, Contradiction
from puzzlegui.core.nurikabe.puzzle import Mark, Puzzle, State, state_from_marks


def to_state(puzzle: Puzzle, v: list[int]) -> State:
    """A compact board as the player's marks (unknown cells empty)."""
    marks = [Mark.EMPTY if x == UNKNOWN else Mark.WALL if x == WALL else Mark.DOT for x in v]
    return state_from_marks(puzzle, marks)


def walk(args: tuple[str, str, int]) -> dict[str, object]:
    """Grade one row and time hints on the states of its walk."""
    name, line, every = args
    row = json.loads(line)
    puzzle = TYPE.puzzle_from_json(row["puzzle"])
    start = time.perf_counter()
    grade = TYPE.grade(puzzle)
    grade_ms = (time.perf_counter() - start) * 1000
    times: list[float] = []
    if every:
        hints.solution_of(puzzle)  # the solve is cached per puzzle, as in the player
        board = hints.board_of(puzzle)
        v = board.start()
        rounds = 0
        try:
            while UNKNOWN in v and v.count(WALL) < board.walls_needed:
                if rounds % every == 0:
                    state = to_state(puzzle, v)
                    t0 = time.perf_counter()
                    TYPE.hint(puzzle, state)
                    times.append((time.perf_counter() - t0) * 1000)
                level, _ = hints.easiest_round(board, v)
                rounds += 1
                if level == 0:
                    break
        except Contradiction:
            pass
    size = f"{puzzle.cols}x{puzzle.rows}"
    return {"set": name, "id": row["id"], "size": size, "cells": puzzle.rows * puzzle.cols,
            "level": grade.level, "grade_ms": grade_ms, "hint_ms": times}  # fmt: skip


def main() -> None:
    """Print share, hint times and grade distributions."""
    parser = argparse.ArgumentParser()
    parser.add_argument("files", nargs="*")
    parser.add_argument("--side", type=int, default=30)
    parser.add_argument("--every", type=int, default=5)
    parser.add_argument("--procs", type=int, default=2)
    parser.add_argument("--json", default="", help="write the rows here")
    parser.add_argument("--report", default="", help="only report rows written by --json")
    opts = parser.parse_args()
    jobs = []
    for path in [] if opts.report else opts.files:
        name = Path(path).parent.name
        for line in Path(path).read_text().splitlines():
            if line.strip():
                p = json.loads(line)["puzzle"]
                if max(p["rows"], p["cols"]) <= opts.side:
                    jobs.append((name, line, opts.every))
    if opts.report:
        out = [json.loads(x) for x in Path(opts.report).read_text().splitlines() if x.strip()]
    else:
        with Pool(opts.procs) as pool:
            out = pool.map(walk, jobs, chunksize=1)
    if opts.json:
        Path(opts.json).write_text("\n".join(json.dumps(r) for r in out) + "\n")
    report(out)


def report(out: list[dict[str, object]]) -> None:
    """Share, times and grade counts, per data set."""
    top = len(TYPE.levels)
    for name in sorted({str(r["set"]) for r in out}):
        rows = [r for r in out if r["set"] == name]
        done = sum(1 for r in rows if r["level"] != top)
        times = [t for r in rows for t in r["hint_ms"]]  # type: ignore[attr-defined]
        grades = [float(r["grade_ms"]) for r in rows]  # type: ignore[arg-type]
        levels = collections.Counter(int(r["level"]) for r in rows)  # type: ignore[call-overload]
        line = (
            f"{name}: {len(rows)} rows, {done} finished by rules ({100 * done / len(rows):.1f} %), "
            f"grade median {statistics.median(grades):.0f} ms max {max(grades):.0f} ms"
        )
        if times:
            line += f", hint median {statistics.median(times):.1f} ms max {max(times):.1f} ms"
        sys.stdout.write(line + f"\n  levels {sorted(levels.items())}\n")
        cells = [float(r["cells"]) for r in rows]  # type: ignore[arg-type]
        grades = [float(r["level"]) for r in rows]  # type: ignore[arg-type]
        if len(set(cells)) > 1 and len(set(grades)) > 1:
            sys.stdout.write(f"  Spearman(cells, grade) = {spearman(cells, grades):.2f}\n")
        for label, low, high in (("<=100", 0, 100), ("<=400", 101, 400), ("<=900", 401, 900)):
            part = collections.Counter(
                int(r["level"])
                for r in rows
                if low <= int(r["cells"]) <= high  # type: ignore[call-overload]
            )
            if part:
                sys.stdout.write(f"  cells {label}: {sorted(part.items())}\n")


if __name__ == "__main__":
    main()

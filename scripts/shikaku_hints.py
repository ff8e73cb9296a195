"""Walk Hint alone on Shikaku data-set rows: share finished by rules, hint times, grades.

Usage: shikaku_hints.py FILE.jsonl [FILE.jsonl ...]. Per file: rows, share finished without a
step from the solution, hint median/max ms (boards up to 30x30 and larger apart), the hardest
level of each walk against TYPE.grade (they must agree), and the grade distribution.
"""

from __future__ import annotations

import collections
import json
import statistics
import sys
import time
from multiprocessing import Pool
from pathlib import Path

from puzzlegui.core.shikaku import TYPE


def walk(line: str) -> tuple[bool, list[float], int, int, int]:
    """(finished by rules, ms of each hint, walk level, TYPE.grade level, side) for one row."""
    puzzle = TYPE.puzzle_from_json(json.loads(line)["puzzle"])
    state = TYPE.new_state(puzzle)
    times: list[float] = []
    by_rules, level = True, 1
    while not TYPE.is_solved(puzzle, state) and len(times) < 5000:
        start = time.perf_counter()
        hint = TYPE.hint(puzzle, state)
        times.append((time.perf_counter() - start) * 1000)
        if hint is None:
            break
        by_rules &= not hint.from_solution
        level = max(level, len(TYPE.levels) if hint.from_solution else hint.level)
        for move in hint.moves:
            state = TYPE.apply(state, move)
    done = by_rules and TYPE.is_solved(puzzle, state)
    return done, times, level, TYPE.grade(puzzle).level, max(puzzle.rows, puzzle.cols)


def report(path: str, out: list[tuple[bool, list[float], int, int, int]]) -> None:
    """One paragraph per file."""
    done = sum(row[0] for row in out)
    small = [t for row in out if row[4] <= 30 for t in row[1]]
    large = [t for row in out if row[4] > 30 for t in row[1]]
    agree = sum(row[2] == row[3] for row in out)
    grades = collections.Counter(TYPE.levels[row[3] - 1] for row in out)
    lines = [
        f"{path}: {len(out)} rows, {done} finished by rules ({100 * done / len(out):.1f} %)",
        f"  hints up to 30x30: {len(small)}, median {statistics.median(small):.1f} ms, "
        f"max {max(small):.1f} ms",
    ]
    if large:
        lines.append(
            f"  hints above 30: {len(large)}, median {statistics.median(large):.1f} ms, "
            f"max {max(large):.1f} ms"
        )
    counts = [len(row[1]) for row in out]
    lines.append(f"  hints per puzzle: median {statistics.median(counts)}, max {max(counts)}")
    lines.append(f"  walk level == grade: {agree}/{len(out)}")
    lines.append(
        f"  grades: {dict(sorted(grades.items(), key=lambda kv: TYPE.levels.index(kv[0])))}"
    )
    sys.stdout.write("\n".join(lines) + "\n")


def main() -> None:
    """Every file named on the command line."""
    for path in sys.argv[1:]:
        rows = [ln for ln in Path(path).read_text().splitlines() if ln.strip()]
        with Pool(2) as pool:
            report(path, pool.map(walk, rows, chunksize=1))


if __name__ == "__main__":
    main()

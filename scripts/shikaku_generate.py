"""Time Shikaku generation per difficulty and size, and how often boards are thrown away.

Usage: shikaku_generate.py [samples] [size ...] (default 10 samples at 5, 7, 10, 15, 20, 25 and
30). Seeds 0..n-1; prints median / worst seconds per (size, difficulty), symmetric too at 10 and
30, and the grade distribution of unique boards straight from the cutter (before the filters).
"""

from __future__ import annotations

import collections
import random
import statistics
import sys
import time

from puzzlegui.core.model import GenerateOptions, SolveStatus
from puzzlegui.core.shikaku import TYPE
from puzzlegui.core.shikaku.generate import DIFFICULTY_LEVELS, dull, max_area_for, unique_board
from puzzlegui.core.shikaku.ladder import grade_level


def timing(side: int, difficulty: str, symmetric: bool, samples: int) -> str:
    """One table row; the last column counts boards unique and graded as asked."""
    times, right = [], 0
    for seed in range(samples):
        start = time.perf_counter()
        puzzle = TYPE.generate(
            GenerateOptions(side, side, difficulty, symmetric), random.Random(seed)
        )
        times.append(time.perf_counter() - start)
        unique = TYPE.solve(puzzle, limit=2).status is SolveStatus.SOLVED
        right += unique and TYPE.grade(puzzle).level in DIFFICULTY_LEVELS[difficulty]
    return (
        f"| {side}x{side} | {difficulty} | {'yes' if symmetric else 'no'} | {samples} | "
        f"{statistics.median(times):.2f} | {max(times):.2f} | {right}/{samples} |"
    )


def raw_grades(side: int, samples: int) -> str:
    """Grades and dull share of unique boards from the cutter."""
    rng = random.Random(1)
    grades: collections.Counter[int] = collections.Counter()
    dulls = 0
    for _ in range(samples):
        puzzle = unique_board(side, side, rng, max_area_for(side, side))
        dulls += dull(puzzle)
        grades[grade_level(puzzle)] += 1
    return f"{side}x{side}: {samples} unique boards, {dulls} dull, grades {sorted(grades.items())}"


def out(line: str) -> None:
    """Print a line at once."""
    sys.stdout.write(line + "\n")
    sys.stdout.flush()


def main() -> None:
    """The timing table, then the raw grade distribution."""
    samples = int(sys.argv[1]) if len(sys.argv) > 1 else 10
    sides = [int(a) for a in sys.argv[2:]] or [5, 7, 10, 15, 20, 25, 30]
    out("| size | difficulty | symmetric | samples | median s | worst s | right |")
    out("| --- | --- | --- | --- | --- | --- | --- |")
    for side in sides:
        for difficulty in TYPE.difficulties:
            for symmetric in (False, True) if side in (10, 30) else (False,):
                out(timing(side, difficulty, symmetric, samples))
    for side in sides:
        out(raw_grades(side, 100 if side <= 15 else 30))


if __name__ == "__main__":
    main()

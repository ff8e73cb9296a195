"""Time Shikaku generation per difficulty and size, and how often boards are thrown away.

Usage: shikaku_generate.py [samples] [size ...] (default 20 samples at 10 and 30). Seeds 0..n-1;
prints median / worst seconds per (size, difficulty, symmetric) and the grade distribution of
unique boards straight from the cutter (before the difficulty filter).
"""

from __future__ import annotations

import collections
import random
import statistics
import sys
import time

from puzzlegui.core.model import GenerateOptions
from puzzlegui.core.shikaku import TYPE
from puzzlegui.core.shikaku.generate import dull, max_area_for, unique_board
from puzzlegui.core.shikaku.ladder import grade_level


def timing(side: int, difficulty: str, symmetric: bool, samples: int) -> str:
    """One table row."""
    times = []
    for seed in range(samples):
        start = time.perf_counter()
        TYPE.generate(GenerateOptions(side, side, difficulty, symmetric), random.Random(seed))
        times.append(time.perf_counter() - start)
    return (
        f"| {side}x{side} | {difficulty} | {'yes' if symmetric else 'no'} | {samples} | "
        f"{statistics.median(times):.2f} | {max(times):.2f} |"
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
    samples = int(sys.argv[1]) if len(sys.argv) > 1 else 20
    sides = [int(a) for a in sys.argv[2:]] or [10, 30]
    out("| size | difficulty | symmetric | samples | median s | worst s |")
    out("| --- | --- | --- | --- | --- | --- |")
    for side in sides:
        for difficulty in TYPE.difficulties:
            for symmetric in (False, True):
                out(timing(side, difficulty, symmetric, samples))
    for side in sides:
        out(raw_grades(side, 100 if side <= 15 else 30))


if __name__ == "__main__":
    main()

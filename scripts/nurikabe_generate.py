"""Generation speed and grades per difficulty and size (numbers for docs/nurikabe-generation.md).

Usage: python scripts/nurikabe_generate.py [SIZE ...] [--seeds N] [--first S] [--difficulty D ...]

Sizes beyond the generator's own range are measured too (SIZE_RANGE is widened here).
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time

from puzzlegui.core.model import GenerateOptions
from puzzlegui.core.nurikabe import TYPE, generate


def measure(size: int, difficulty: str, seeds: range) -> tuple[list[float], list[int], int]:
    """Seconds per puzzle, their grades, and how many failed."""
    times, grades, failed = [], [], 0
    for seed in seeds:
        start = time.perf_counter()
        try:
            puzzle = TYPE.generate(GenerateOptions(size, size, difficulty), random.Random(seed))
        except RuntimeError:
            failed += 1
            continue
        times.append(time.perf_counter() - start)
        grades.append(TYPE.grade(puzzle).level)
    return times, grades, failed


def _load() -> str:
    """The 1-minute load average (other sessions share the machine)."""
    return f"{os.getloadavg()[0]:.1f}"


def main() -> None:
    """Print one markdown row per size and difficulty."""
    parser = argparse.ArgumentParser()
    parser.add_argument("sizes", nargs="*", type=int, default=[5, 7, 10, 12, 15])
    parser.add_argument("--seeds", type=int, default=10)
    parser.add_argument("--first", type=int, default=0, help="first seed")
    parser.add_argument("--difficulty", nargs="*", default=list(TYPE.difficulties))
    args = parser.parse_args()
    generate.SIZE_RANGE = (
        min(generate.SIZE_RANGE[0], *args.sizes),
        max(generate.SIZE_RANGE[1], *args.sizes),
    )
    sys.stdout.write("| size | difficulty | made | failed | median s | max s | grades | load |\n")
    sys.stdout.write("| --- | --- | --- | --- | --- | --- | --- | --- |\n")
    for size in args.sizes:
        for difficulty in args.difficulty:
            seeds = range(args.first, args.first + args.seeds)
            times, grades, failed = measure(size, difficulty, seeds)
            med = statistics.median(times) if times else float("nan")
            top = max(times) if times else float("nan")
            spread = ", ".join(f"{g}:{grades.count(g)}" for g in sorted(set(grades)))
            sys.stdout.write(
                f"| {size}x{size} | {difficulty} | {len(times)} | {failed} | {med:.2f} | "
                f"{top:.2f} | {spread} | {_load()} |\n"
            )
            sys.stdout.flush()


if __name__ == "__main__":
    main()

"""Generation speed and grades per difficulty and size (numbers for docs/nurikabe-generation.md).

Usage: python scripts/nurikabe_generate.py [SIZE ...] [--seeds N] [--difficulty D ...]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time

from puzzlegui.core.model import GenerateOptions
from puzzlegui.core.nurikabe import TYPE


def measure(size: int, difficulty: str, seeds: int) -> tuple[list[float], list[int], int]:
    """Seconds per puzzle, their grades, and how many failed."""
    times, grades, failed = [], [], 0
    for seed in range(seeds):
        start = time.perf_counter()
        try:
            puzzle = TYPE.generate(GenerateOptions(size, size, difficulty), random.Random(seed))
        except RuntimeError:
            failed += 1
            continue
        times.append(time.perf_counter() - start)
        grades.append(TYPE.grade(puzzle).level)
    return times, grades, failed


def main() -> None:
    """Print one markdown row per size and difficulty."""
    parser = argparse.ArgumentParser()
    parser.add_argument("sizes", nargs="*", type=int, default=[5, 7, 10, 12, 15])
    parser.add_argument("--seeds", type=int, default=10)
    parser.add_argument("--difficulty", nargs="*", default=list(TYPE.difficulties))
    args = parser.parse_args()
    sys.stdout.write("| size | difficulty | made | failed | median s | max s | grades |\n")
    sys.stdout.write("| --- | --- | --- | --- | --- | --- | --- |\n")
    for size in args.sizes:
        for difficulty in args.difficulty:
            times, grades, failed = measure(size, difficulty, args.seeds)
            med = statistics.median(times) if times else float("nan")
            top = max(times) if times else float("nan")
            spread = ", ".join(f"{g}:{grades.count(g)}" for g in sorted(set(grades)))
            sys.stdout.write(
                f"| {size}x{size} | {difficulty} | {len(times)} | {failed} | {med:.2f} | "
                f"{top:.2f} | {spread} |\n"
            )
            sys.stdout.flush()


if __name__ == "__main__":
    main()

"""Time Calcudoku generation per size and difficulty (seeds 0..k-1): median and worst seconds.

Usage: calcudoku_generate.py SEEDS SIZE [SIZE ...]"""

from __future__ import annotations

import random
import statistics
import sys
import time

from puzzlegui.core.calcudoku import TYPE
from puzzlegui.core.model import GenerateOptions


def say(text: str = "") -> None:
    """One line to stdout, at once."""
    sys.stdout.write(text + "\n")
    sys.stdout.flush()


def main() -> None:
    """One Markdown row per size and difficulty."""
    seeds, sizes = int(sys.argv[1]), [int(a) for a in sys.argv[2:]]
    say("| size | difficulty | puzzles | median s | worst s |")
    say("|---|---|---|---|---|")
    for n in sizes:
        for difficulty in TYPE.difficulties:
            times = []
            for seed in range(seeds):
                start = time.perf_counter()
                TYPE.generate(GenerateOptions(n, n, difficulty), random.Random(seed))
                times.append(time.perf_counter() - start)
            median, worst = statistics.median(times), max(times)
            say(f"| {n}x{n} | {difficulty} | {seeds} | {median:.2f} | {worst:.2f} |")


if __name__ == "__main__":
    main()

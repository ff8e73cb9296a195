"""Time the Hashi generator per size and difficulty: median and worst seconds over seeds."""

from __future__ import annotations

import random
import statistics
import sys
import time

from puzzlegui.core.hashi import TYPE
from puzzlegui.core.model import GenerateOptions


def main() -> None:
    """Usage: hashi_generate.py SIDE [seeds] [difficulties...]."""
    side = int(sys.argv[1])
    seeds = int(sys.argv[2]) if len(sys.argv) > 2 else 5
    names = sys.argv[3:] or list(TYPE.difficulties)
    for name in names:
        times, islands = [], []
        for seed in range(seeds):
            start = time.perf_counter()
            puzzle = TYPE.generate(GenerateOptions(side, side, name), random.Random(seed))
            times.append(time.perf_counter() - start)
            islands.append(len(puzzle.islands))
        sys.stdout.write(
            f"{side}x{side} {name:7s} median {statistics.median(times):.2f} s, "
            f"max {max(times):.2f} s, islands {statistics.median(islands)}\n"
        )


if __name__ == "__main__":
    main()

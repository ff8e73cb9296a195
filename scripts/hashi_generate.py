"""Time the Hashi generator per size and difficulty (median and worst seconds over seeds), and
check every puzzle: one solution (solver, limit 2) and `TYPE.grade` equal to the difficulty."""

from __future__ import annotations

import random
import statistics
import sys
import time
from multiprocessing import Pool

from puzzlegui.core.hashi import TYPE
from puzzlegui.core.hashi.generate import LEVELS_OF
from puzzlegui.core.model import GenerateOptions, SolveStatus


def one(args: tuple[int, str, int]) -> tuple[float, int, bool, bool]:
    """(seconds, islands, unique, graded as asked) for one seed."""
    side, name, seed = args
    start = time.perf_counter()
    puzzle = TYPE.generate(GenerateOptions(side, side, name), random.Random(seed))
    seconds = time.perf_counter() - start
    unique = TYPE.solve(puzzle, limit=2).status is SolveStatus.SOLVED
    graded = TYPE.grade(puzzle).level in LEVELS_OF[name]
    return seconds, len(puzzle.islands), unique, graded


def main() -> None:
    """Usage: hashi_generate.py SIDE [seeds] [difficulties...]."""
    side = int(sys.argv[1])
    seeds = int(sys.argv[2]) if len(sys.argv) > 2 else 5
    names = sys.argv[3:] or list(TYPE.difficulties)
    with Pool(2) as pool:
        for name in names:
            out = pool.map(one, [(side, name, seed) for seed in range(seeds)], chunksize=1)
            times = [o[0] for o in out]
            sys.stdout.write(
                f"{side}x{side} {name:7s} median {statistics.median(times):.2f} s, "
                f"max {max(times):.2f} s, islands {statistics.median(o[1] for o in out)}, "
                f"unique {sum(o[2] for o in out)}/{seeds}, "
                f"graded as asked {sum(o[3] for o in out)}/{seeds}\n"
            )


if __name__ == "__main__":
    main()

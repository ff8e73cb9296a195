"""Which grades can a small Logi-5 with symmetric givens need? Every case, tried.

    .venv/bin/python scripts/logi5_symmetric.py --side 4 --jobs 2
    .venv/bin/python scripts/logi5_symmetric.py --side 4 --jobs 2 --layouts 3

For every layout of the side (regions.all_partitions, the dull ones left out as `generate`
leaves them), every solution of it, and every set of half-turn orbits of givens
(generate.orbits), the puzzle's grade when the hint ladder finishes it (levels 1 to 5): a
count per grade, and the set counts that need guessing or have no single solution. This is
what generate.SYMMETRIC_LAYOUTS rests on (docs/logi5-notes.md, "Symmetric 4x4 boards"). With
--layouts LEVEL, also the layouts that have a set of that grade or harder, as Python tuples
(generate.SYMMETRIC_LAYOUTS). A 4x4 takes about 14 minutes of CPU (115 layouts, 3.3 million
sets of givens).
"""

from __future__ import annotations

import argparse
import itertools
import sys
import time
from collections import Counter
from collections.abc import Iterator
from concurrent.futures import ProcessPoolExecutor

from puzzlegui.core.logi5.generate import orbits
from puzzlegui.core.logi5.ladder import GUESSING, grade, solvable_at
from puzzlegui.core.logi5.puzzle import Puzzle
from puzzlegui.core.logi5.regions import all_partitions, is_dull


def solutions(n: int, regions: tuple[int, ...]) -> Iterator[list[int]]:
    """Every Latin square of side n whose regions hold every digit once."""
    lines = list(itertools.permutations(range(1, n + 1)))
    for grid in itertools.product(lines, repeat=n):
        flat = [d for line in grid for d in line]
        if all(len(set(flat[c::n])) == n for c in range(n)) and all(
            len({flat[i] for i in range(n * n) if regions[i] == k}) == n for k in set(regions)
        ):
            yield flat


def grades(n: int, regions: tuple[int, ...]) -> Counter[str]:
    """The grade of every symmetric set of givens of every solution of `regions`."""
    found: Counter[str] = Counter()
    groups = orbits(n, True)
    for flat in solutions(n, regions):
        for mask in range(1 << len(groups)):
            givens = [0] * (n * n)
            for j, group in enumerate(groups):
                if mask >> j & 1:
                    for i in group:
                        givens[i] = flat[i]
            puzzle = Puzzle(n, regions, tuple(givens))
            finished = solvable_at(puzzle, GUESSING - 1)
            found[str(grade(puzzle)) if finished else "not finished by the ladder"] += 1
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--side", type=int, default=4)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--layouts", type=int, default=0, metavar="LEVEL")
    args = parser.parse_args()
    n = args.side
    layouts = [p for p in all_partitions(n) if not is_dull(n, p)]
    start = time.monotonic()
    total: Counter[str] = Counter()
    hard = []
    with ProcessPoolExecutor(args.jobs) as pool:
        counts = pool.map(grades, itertools.repeat(n), layouts)
        for regions, found in zip(layouts, counts, strict=True):
            total += found
            if args.layouts and any(k.isdigit() and int(k) >= args.layouts for k in found):
                hard.append(regions)
    lines = [f"{n}x{n}, {len(layouts)} layouts, symmetric givens: grade -> sets of givens"]
    lines += [f"  {key}: {count}" for key, count in sorted(total.items())]
    if args.layouts:
        lines.append(f"layouts with a set of grade {args.layouts} or more: {len(hard)}")
        lines += [f"    {regions}," for regions in hard]
    lines.append(f"({time.monotonic() - start:.0f} s)")
    sys.stdout.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()

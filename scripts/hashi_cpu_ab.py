"""CPU time and clue statistics of Hashi `generate` in two trees, alternated puzzle by puzzle:
one process per (tree, size, difficulty, seed), one untimed 7x7 warm-up in each, then
time.process_time() around one generate (so other sessions on the machine count less than in
wall time); prints each puzzle, then per size and difficulty the median / worst CPU s, islands
per cell, mean clue and share of clues 1-2 of each tree.

    .venv/bin/python scripts/hashi_cpu_ab.py OLD_TREE NEW_TREE 30x30,40x40,60x40,60x60 3 [symmetric]

Sizes are columns x rows, as the bench's --size; a fifth argument `symmetric` makes symmetric
boards (`--symmetric`). Used for docs/benchmarks.md (issue 37).
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile

ONE = """
import json, random, sys, time
from puzzlegui.core.hashi import TYPE
from puzzlegui.core.model import GenerateJob, GenerateOptions
cols, rows = map(int, sys.argv[1].split("x"))
TYPE.generate(GenerateJob(GenerateOptions(7, 7, sys.argv[2]), random.Random(-1)))
start = time.process_time()
options = GenerateOptions(rows, cols, sys.argv[2], symmetric=sys.argv[4] == "symmetric")
numbers = TYPE.generate(GenerateJob(options, random.Random(int(sys.argv[3])))).numbers
print(json.dumps({"cpu": time.process_time() - start, "share": len(numbers) / rows / cols,
                  "clue": sum(numbers) / len(numbers),
                  "small": sum(n <= 2 for n in numbers) / len(numbers)}))
"""

DIFFICULTIES = ("easy", "medium", "hard", "expert")


def one(tree: str, size: str, difficulty: str, seed: int, kind: str) -> dict[str, float]:
    """One generate's CPU seconds and clue statistics, in a fresh process on `tree`."""
    env = {**os.environ, "PYTHONPATH": os.path.abspath(tree)}
    out = subprocess.run(
        [sys.executable, "-c", ONE, size, difficulty, str(seed), kind],
        env=env,
        cwd=tempfile.gettempdir(),
        capture_output=True,
        text=True,
        check=True,
    )
    found: dict[str, float] = json.loads(out.stdout.splitlines()[-1])
    return found


def main() -> None:
    """Old tree, new tree, sizes (comma-separated), seeds, and `symmetric` or nothing."""
    old, new, sizes, seeds = sys.argv[1:5]
    kind = sys.argv[5] if len(sys.argv) > 5 else "plain"
    for size in sizes.split(","):
        for difficulty in DIFFICULTIES:
            got: dict[str, list[dict[str, float]]] = {"old": [], "new": []}
            for seed in range(int(seeds)):
                for side, tree in (("old", old), ("new", new)):
                    got[side].append(one(tree, size, difficulty, seed, kind))
                    sys.stdout.write(f"{size} {difficulty} {seed} {side} {got[side][-1]}\n")
            for side, rows in got.items():
                cpu = [r["cpu"] for r in rows]
                sys.stdout.write(
                    f"{size} {difficulty} {side}: {statistics.median(cpu):.2f} / {max(cpu):.2f} s"
                    f"; {statistics.mean(r['share'] for r in rows):.3f}"
                    f"; {statistics.mean(r['clue'] for r in rows):.2f}"
                    f"; {100 * statistics.mean(r['small'] for r in rows):.0f} %\n"
                )
            ratio = statistics.median(r["cpu"] for r in got["old"]) / max(
                1e-9, statistics.median(r["cpu"] for r in got["new"])
            )
            sys.stdout.write(f"{size} {difficulty} old / new medians: {ratio:.2f}\n")
            sys.stdout.flush()


if __name__ == "__main__":
    main()

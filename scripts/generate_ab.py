"""Time `generate` of two trees side by side: one process per (tree, seed), the trees alternating
per seed, one untimed warm-up generate in each process; prints medians, worsts and the ratio.

    git archive OLD puzzlegui | tar -x -C /tmp/old
    nice .venv/bin/python scripts/generate_ab.py /tmp/old . calcudoku 9x9 4 easy,hard

Each process runs with its tree first on PYTHONPATH, from a folder outside both checkouts (so
the current directory does not shadow them). Used for docs/benchmarks.md (issue 37).
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ONE = """
import random, sys, time
from puzzlegui.core import registry
from puzzlegui.core.model import GenerateJob, GenerateOptions
ptype = registry.get(sys.argv[1])
rows, cols = map(int, sys.argv[2].split("x"))
options = GenerateOptions(rows, cols, sys.argv[3])
ptype.generate(GenerateJob(options, random.Random(-1)))
start = time.perf_counter()
ptype.generate(GenerateJob(options, random.Random(int(sys.argv[4]))))
print(time.perf_counter() - start)
"""


def timed(tree: Path, args: list[str]) -> float:
    """Seconds of one generate in a fresh process on `tree`."""
    env = {**os.environ, "PYTHONPATH": str(tree.resolve())}
    out = subprocess.run(
        [sys.executable, "-c", ONE, *args],
        env=env,
        cwd=tempfile.gettempdir(),
        capture_output=True,
        text=True,
        check=True,
    )
    return float(out.stdout)


def main() -> None:
    """Old tree, new tree, type, size, seeds, difficulties (comma-separated)."""
    old, new, type_name, size, seeds, difficulties = sys.argv[1:7]
    for difficulty in difficulties.split(","):
        got: dict[str, list[float]] = {"old": [], "new": []}
        for seed in range(int(seeds)):
            for side, tree in (("old", Path(old)), ("new", Path(new))):
                got[side].append(timed(tree, [type_name, size, difficulty, str(seed)]))
        a, b = got["old"], got["new"]
        ratio = statistics.median(a) / statistics.median(b)
        sys.stdout.write(
            f"{type_name} {size} {difficulty}: old median {statistics.median(a) * 1000:.0f} "
            f"worst {max(a) * 1000:.0f} ms | new median {statistics.median(b) * 1000:.0f} "
            f"worst {max(b) * 1000:.0f} ms | ratio {ratio:.1f}x\n"
        )


if __name__ == "__main__":
    main()

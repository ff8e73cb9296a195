"""Old and new Nurikabe generators side by side, on the same seeds and the same machine load.

The old `generate.py` is read from a git revision (`git show REV:...`) and loaded next to the
package's own modules, so both use today's solver, ladder and grade. Each row gives the median
and worst seconds per puzzle of both and the load average while they ran.

Usage: python scripts/nurikabe_generate_compare.py REV SIZE [--seeds N] [--difficulty D ...]
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path
from types import ModuleType

from puzzlegui.core.model import GenerateOptions
from puzzlegui.core.nurikabe import generate

ROOT = Path(__file__).resolve().parents[1]
PATH = "puzzlegui/core/nurikabe/generate.py"


def old_module(rev: str) -> ModuleType:
    """The generator module as it was at `rev`, loaded inside the package."""
    source = subprocess.run(
        ["git", "show", f"{rev}:{PATH}"], cwd=ROOT, check=True, capture_output=True, text=True
    ).stdout
    name = "puzzlegui.core.nurikabe.old_generate"
    spec = importlib.util.spec_from_loader(name, loader=None)
    assert spec is not None
    module = importlib.util.module_from_spec(spec)
    module.__package__ = "puzzlegui.core.nurikabe"
    sys.modules[name] = module
    exec(compile(source, f"{rev}:{PATH}", "exec"), module.__dict__)
    return module


def seconds(module: ModuleType, size: int, difficulty: str, seeds: int) -> list[float]:
    """Seconds per puzzle for seeds 0..seeds-1 (sides beyond the module's range allowed)."""
    module.SIZE_RANGE = (min(5, size), max(15, size))
    times = []
    for seed in range(seeds):
        start = time.perf_counter()
        module.generate_for(GenerateOptions(size, size, difficulty), random.Random(seed))
        times.append(time.perf_counter() - start)
    return times


def main() -> None:
    """Print one markdown row per difficulty: old and new median and worst, loads."""
    parser = argparse.ArgumentParser()
    parser.add_argument("rev")
    parser.add_argument("size", type=int)
    parser.add_argument("--seeds", type=int, default=8)
    parser.add_argument("--difficulty", nargs="*", default=list(generate.DIFFICULTIES))
    args = parser.parse_args()
    old = old_module(args.rev)
    sys.stdout.write("| size | difficulty | old median | old worst | new median | new worst |")
    sys.stdout.write(" load old / new |\n| --- | --- | --- | --- | --- | --- | --- |\n")
    for difficulty in args.difficulty:
        cells = []
        loads = []
        for module in (old, generate):
            times = seconds(module, args.size, difficulty, args.seeds)
            cells += [f"{statistics.median(times):.2f}", f"{max(times):.2f}"]
            loads.append(f"{os.getloadavg()[0]:.1f}")
        row = [f"{args.size}x{args.size}", difficulty, *cells, " / ".join(loads)]
        sys.stdout.write("| " + " | ".join(row) + " |\n")
        sys.stdout.flush()


if __name__ == "__main__":
    main()

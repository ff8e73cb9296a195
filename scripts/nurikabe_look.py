"""CPU seconds and clue statistics of Nurikabe `generate` per seed, with the polish's constants
set in this process alone, to compare a tree's puzzles with janko's band (issue 37 part 4).

    nice .venv/bin/python scripts/nurikabe_look.py 30 medium,hard 0-10
    nice .venv/bin/python scripts/nurikabe_look.py 30 medium 0-10 --set POLISHED_SIDE=30

SIZE is N; SEEDS a range FIRST-END (end excluded). --set NAME=VALUE sets a constant of the
generate package (number or comma-separated numbers), when the tree has it. Per seed: CPU
seconds, clues; per difficulty: mean / median / worst CPU seconds and the statistics pooled
over the puzzles as `puzzle bench --generate` pools them (clues a cell, mean clue, share of 1-2),
and a hash of the puzzles' texts (the same puzzles give the same hash). Used for
docs/generation-notes.md, "issue 37 part 4, helper pl6".
"""

from __future__ import annotations

import argparse
import hashlib
import random
import statistics
import sys
import time

from puzzlegui.core import native
from puzzlegui.core.model import GenerateJob, GenerateOptions
from puzzlegui.core.nurikabe import generate as gen
from puzzlegui.core.nurikabe.puzzle import Puzzle
from puzzlegui.core.nurikabe.textfmt import format_text


def _value(text: str) -> object:
    """A number, or a tuple of numbers when `text` holds commas."""
    parts = [float(p) if "." in p else int(p) for p in text.split(",") if p]
    return tuple(parts) if "," in text else parts[0]


def _stats(puzzles: list[Puzzle]) -> str:
    """Clues a cell, mean clue and share of clues 1-2, pooled."""
    numbers = [n for p in puzzles for _, _, n in p.clues]
    cells = sum(p.rows * p.cols for p in puzzles)
    small = sum(1 for n in numbers if n <= 2) / len(numbers)
    mean = statistics.mean(numbers)
    return f"{len(numbers) / cells:.3f} clues a cell, mean {mean:.2f}, {small:.0%} small"


def main() -> int:
    """Size, difficulties, seeds, --set constants; per seed and per difficulty figures."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("size", type=int)
    parser.add_argument("difficulties", help="comma-separated")
    parser.add_argument("seeds", help="FIRST-END, end excluded")
    parser.add_argument("--set", action="append", default=[], help="NAME=VALUE")
    parser.add_argument("--symmetric", action="store_true")
    args = parser.parse_args()
    gen.SIZE_RANGE = (gen.SIZE_RANGE[0], max(gen.SIZE_RANGE[1], args.size))
    for item in args.set:
        name, _, text = item.partition("=")
        if hasattr(gen, name):
            setattr(gen, name, _value(text))
    first, end = map(int, args.seeds.split("-"))
    n = args.size
    for difficulty in args.difficulties.split(","):
        spent, puzzles, digest = [], [], hashlib.sha256()
        for seed in range(first, end):
            options = GenerateOptions(n, n, difficulty, symmetric=args.symmetric)
            start = time.process_time()
            puzzle = gen.generate(GenerateJob(options, random.Random(seed)))
            spent.append(time.process_time() - start)
            puzzles.append(puzzle)
            digest.update(format_text(puzzle).encode())
            sys.stdout.write(f"{n}x{n} {difficulty} seed {seed}: {spent[-1]:.2f} s\n")
        sys.stdout.write(
            f"== {n}x{n} {difficulty}: mean {statistics.mean(spent):.2f} / median "
            f"{statistics.median(spent):.2f} / worst {max(spent):.2f} s; {_stats(puzzles)}; "
            f"hash {digest.hexdigest()[:12]}\n"
        )
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(native.leave(main()))

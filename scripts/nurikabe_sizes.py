"""CPU seconds of Nurikabe `generate` per seed at any size, the size range raised in this process
alone, with where the judge's time goes: full judgements while cells are open, screens once none
are, and the full judgements of the layouts a screen passed (most of which they refuse).

    nice .venv/bin/python scripts/nurikabe_sizes.py 40 easy,medium,hard 0-6
    nice .venv/bin/python scripts/nurikabe_sizes.py 57x40 easy 0-3 --cap 120

SIZE is N or COLSxROWS; SEEDS a range FIRST-END (end excluded). A seed that runs past --cap
seconds of wall clock is cancelled and shown as such. With --out FILE, each puzzle made is
written to FILE as text (one after the other), to compare two versions' puzzles seed by seed.
Used for docs/generation-notes.md, "Nurikabe at the published sizes" and "An incremental easy
judge" (issue 37).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections import Counter, defaultdict
from collections.abc import Callable
from typing import Any

from puzzlegui.core import native
from puzzlegui.core.cancel import Cancelled, CancelToken
from puzzlegui.core.model import GenerateJob, GenerateOptions
from puzzlegui.core.nurikabe import generate as gen
from puzzlegui.core.nurikabe.generate.judge import Judge
from puzzlegui.core.nurikabe.textfmt import format_text

COUNTS: Counter[str] = Counter()
"""Calls per kind of judgement, for the seed being generated."""
SECONDS: defaultdict[str, float] = defaultdict(float)
"""CPU seconds per kind of judgement, likewise."""
SCREENING = [False]
"""Whether a screen (`Judge.screened`) is running: its full judgements are counted apart."""


def _counted(kind: Callable[[], str], method: Callable[..., Any]) -> Callable[..., Any]:
    """`method`, counting its calls and CPU time under the name `kind()` gives at the call."""

    def counted(*args: Any) -> Any:
        start = time.process_time()
        try:
            return method(*args)
        finally:
            name = kind()
            COUNTS[name] += 1
            SECONDS[name] += time.process_time() - start

    return counted


def _screening(method: Callable[..., Any]) -> Callable[..., Any]:
    """`method` (the screen), with SCREENING set while it runs."""

    def screening(*args: Any) -> Any:
        SCREENING[0] = True
        try:
            return method(*args)
        finally:
            SCREENING[0] = False

    return screening


def _count_judgements() -> None:
    """Wrap the judge's methods so that each call is counted (this process only)."""
    full = _counted(lambda: "passed full" if SCREENING[0] else "open full", Judge.undecided)
    Judge.undecided = full  # type: ignore[method-assign]
    Judge.decides_near = _counted(lambda: "screen", Judge.decides_near)  # type: ignore[method-assign]
    Judge.screened = _screening(Judge.screened)  # type: ignore[method-assign]


def one(rows: int, cols: int, difficulty: str, seed: int, cap: float, out: str = "") -> float:
    """CPU seconds of one `generate`; prints them with the counts (and appends the puzzle's
    text to the file `out`, if given)."""
    COUNTS.clear()
    SECONDS.clear()
    options = GenerateOptions(rows, cols, difficulty)
    start = time.process_time()
    try:
        puzzle = gen.generate(GenerateJob(options, random.Random(seed), CancelToken.after(cap)))
        got = f"{len(puzzle.clues)} clues"
        text = format_text(puzzle)
    except Cancelled:
        got = f"cancelled after {cap:.0f} s"
        text = got + "\n"
    spent = time.process_time() - start
    if out:
        with open(out, "a", encoding="utf-8") as file:
            file.write(f"# {cols}x{rows} {difficulty} seed {seed}\n{text}")
    kinds = ("open full", "screen", "passed full")
    parts = [f"{kind} {COUNTS[kind]} ({SECONDS[kind]:.1f} s)" for kind in kinds]
    sys.stdout.write(f"{cols}x{rows} {difficulty} seed {seed}: {spent:.2f} s, {got}; ")
    sys.stdout.write(", ".join(parts) + "\n")
    sys.stdout.flush()
    return spent


def main() -> int:
    """Size, difficulties, seeds; per difficulty the median and worst CPU seconds."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("size", help="N or COLSxROWS")
    parser.add_argument("difficulties", help="comma-separated")
    parser.add_argument("seeds", help="FIRST-END, end excluded")
    parser.add_argument("--cap", type=float, default=60.0, help="wall seconds per seed")
    parser.add_argument("--out", default="", help="append each puzzle's text to this file")
    args = parser.parse_args()
    cols, _, rows = args.size.partition("x")
    size = (int(rows or cols), int(cols))
    gen.SIZE_RANGE = (gen.SIZE_RANGE[0], max(gen.SIZE_RANGE[1], *size))
    first, end = map(int, args.seeds.split("-"))
    _count_judgements()
    for difficulty in args.difficulties.split(","):
        spent = [one(*size, difficulty, seed, args.cap, args.out) for seed in range(first, end)]
        sys.stdout.write(
            f"== {args.size} {difficulty}: median {statistics.median(spent):.2f} s, "
            f"worst {max(spent):.2f} s\n"
        )
    return 0


if __name__ == "__main__":
    # The solver's uniqueness check may leave clingo grounding in a thread (core/native.py).
    sys.exit(native.leave(main()))

"""The easy judge's two fixpoints on every board it is asked about while easy puzzles are made:
`judge.basic` (incremental) against `judge.basic_rounds` (every rule on the whole board each
round). Prints, per size, how many boards were compared and how many differ (any differing
cell, or a contradiction in one only), then the CPU seconds of each on the same boards, in
turn A B A B, split into full judgements (from the empty board) and screens (most cells fixed).

    nice .venv/bin/python scripts/nurikabe_judge_check.py 10,20,30 0-3
    nice .venv/bin/python scripts/nurikabe_judge_check.py 40 1-2

SIZES are comma-separated sides (the size range is raised in this process alone); SEEDS a range
FIRST-END (end excluded). Used for docs/generation-notes.md, "An incremental easy judge"
(issue 37).
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Callable

from puzzlegui.core import native
from puzzlegui.core.model import GenerateJob, GenerateOptions
from puzzlegui.core.nurikabe import generate as gen
from puzzlegui.core.nurikabe.engine.deduce import UNKNOWN, Board, Cells, Contradiction
from puzzlegui.core.nurikabe.generate.judge import BASIC, Judge, basic, basic_rounds

Seen = list[tuple[Board, Cells]]


def judged(size: int, seed: int) -> Seen:
    """Every board (and its start) the easy judge is asked about while one puzzle is made."""
    seen: Seen = []
    run = Judge.run

    def recording(self: Judge, board: Board, v: Cells) -> bool:
        seen.append((board, bytearray(v)))
        return run(self, board, v)

    Judge.run = recording  # type: ignore[method-assign]
    try:
        gen.generate(GenerateJob(GenerateOptions(size, size, "easy"), random.Random(seed)))
    finally:
        Judge.run = run  # type: ignore[method-assign]
    return seen


def fixpoint(rule: Callable[[Board, Cells], None], board: Board, v: Cells) -> Cells | None:
    """`v` after `rule` (a copy), None on a contradiction."""
    out = bytearray(v)
    try:
        rule(board, out)
    except Contradiction:
        return None
    return out


def rounds(board: Board, v: Cells) -> None:
    """The round-by-round fixpoint of the basic rules."""
    basic_rounds(board, v, BASIC)


def seconds(rule: Callable[[Board, Cells], None], boards: Seen) -> float:
    """CPU seconds of `rule` on every board (each on a copy)."""
    start = time.process_time()
    for board, v in boards:
        fixpoint(rule, board, v)
    return time.process_time() - start


def main() -> int:
    """Sizes and seeds; per size the boards compared, those that differ, and the times."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("sizes", help="comma-separated sides")
    parser.add_argument("seeds", help="FIRST-END, end excluded")
    args = parser.parse_args()
    first, end = map(int, args.seeds.split("-"))
    for size in map(int, args.sizes.split(",")):
        gen.SIZE_RANGE = (gen.SIZE_RANGE[0], max(gen.SIZE_RANGE[1], size))
        boards = [b for seed in range(first, end) for b in judged(size, seed)]
        differ = sum(fixpoint(basic, *b) != fixpoint(rounds, *b) for b in boards)
        full = [b for b in boards if b[1].count(UNKNOWN) * 2 > len(b[1])]
        screens = [b for b in boards if b[1].count(UNKNOWN) * 2 <= len(b[1])]
        line = [f"{size}x{size} seeds {args.seeds}: {len(boards)} boards, {differ} differ"]
        for name, part in (("full", full), ("screens", screens)):
            timed = [seconds(rule, part) for _ in range(2) for rule in (rounds, basic)]
            old, new = timed[0::2], timed[1::2]  # in turn: rounds, incremental, rounds, ...
            line.append(
                f"{name} {len(part)}: rounds {old[0]:.2f} {old[1]:.2f} s, "
                f"incremental {new[0]:.2f} {new[1]:.2f} s"
            )
        sys.stdout.write("; ".join(line) + "\n")
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(native.leave(main()))

"""Nodes expanded by each of the seed's Calcudoku searches (strategies.py) on the 3x3 and 4x4
boards: boards/calcudoku and a few generated ones, as a Markdown table to set beside the seed's."""

from __future__ import annotations

import random
import statistics
import sys
from pathlib import Path

from puzzlegui.core.calcudoku import TYPE
from puzzlegui.core.calcudoku.generate import draw, is_unique
from puzzlegui.core.calcudoku.puzzle import Puzzle
from puzzlegui.core.model import SolveStatus

BOARDS = Path(__file__).resolve().parents[1] / "boards" / "calcudoku"
SECONDS = 20.0
MAX_NODES = 300_000


def boards(n: int, extra: int) -> list[tuple[str, Puzzle]]:
    """The shipped n x n boards and `extra` generated unique ones (random.Random(n))."""
    found = [
        (path.stem, TYPE.parse(path.read_text())[0])
        for path in sorted(BOARDS.glob(f"*-{n}x{n}.txt"))
    ]
    rng = random.Random(n)
    while len(found) < extra + 1:
        puzzle = draw(n, "easy", rng)
        if is_unique(puzzle):
            found.append((f"generated-{n}x{n}-{len(found)}", puzzle))
    return found


def say(text: str = "") -> None:
    """One line to stdout, at once."""
    sys.stdout.write(text + "\n")
    sys.stdout.flush()


def main() -> None:
    """Print one row per strategy: nodes (or TIMEOUT) per board, and the median."""
    for n in (3, 4):
        puzzles = boards(n, 2)
        say(f"\n{n}x{n} boards: {', '.join(name for name, _ in puzzles)}\n")
        say("| strategy | " + " | ".join(name for name, _ in puzzles) + " | median | ms |")
        say("|---" * (len(puzzles) + 3) + "|")
        for name in TYPE.strategies:
            cells, counts, times = [], [], []
            for _, puzzle in puzzles:
                result = TYPE.solve_strategy(name, puzzle, seconds=SECONDS, max_nodes=MAX_NODES)
                ok = result.status is SolveStatus.SOLVED
                cells.append(str(result.nodes) if ok else f"TIMEOUT ({result.nodes})")
                counts.append(result.nodes)
                times.append(result.elapsed_ms)
            median = statistics.median(counts)
            ms = statistics.median(times)
            say(f"| {name} | " + " | ".join(cells) + f" | {median:.0f} | {ms:.0f} |")


if __name__ == "__main__":
    main()

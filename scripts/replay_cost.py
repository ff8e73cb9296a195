"""What reading a game against the hint ladder (core/replay.py, the Replay window) costs: on
the largest sample board of each type, a game played in the ladder's own order (each step one
hint applied) and one played the solution's moves bottom row first (the ladder's order turned
round, its worst case: every step needs the walk to reach it), with the seconds, the steps, the
most ladder steps walked before a step was reached, and the marks.

    .venv/bin/python scripts/replay_cost.py [--types hashi shikaku ...]
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

from puzzlegui.core import registry, replay
from puzzlegui.core.answers import Answers
from puzzlegui.core.grading import walk_hints

BOARDS = Path(__file__).resolve().parents[1] / "boards"


def largest(ptype: Any) -> tuple[Path, Any]:
    """The sample board of the most cells, and its puzzle."""
    found = []
    for path in sorted((BOARDS / ptype.name).glob("*")):
        puzzle, _ = ptype.parse(path.read_text(encoding="utf-8"))
        rows, cols = ptype.size(puzzle)
        found.append((rows * cols, path.name, path, puzzle))
    _, _, path, puzzle = max(found, key=lambda item: (item[0], item[1]))
    return path, puzzle


def positions(ptype: Any, puzzle: Any, steps: list[list[Any]]) -> list[Any]:
    """The start and the position after each step."""
    states = [ptype.new_state(puzzle)]
    for moves in steps:
        states.append(ptype.apply_all(states[-1], moves))
    return states


def one(ptype: Any, puzzle: Any, name: str, steps: list[list[Any]]) -> None:
    states = positions(ptype, puzzle, steps)
    started = time.perf_counter()
    marks = list(replay.read_game(ptype, puzzle, states))
    seconds = time.perf_counter() - started
    kinds = dict(Counter(mark.kind for mark in marks))
    ahead = max((mark.ahead for mark in marks), default=0)
    sys.stdout.write(
        f"  {name:<12} {len(marks):4d} steps {seconds:7.2f} s  most ahead {ahead:4d}  {kinds}\n"
    )
    sys.stdout.flush()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--types", nargs="*", default=list(registry.NAMES))
    args = parser.parse_args()
    sys.stdout.write(f"load average {os.getloadavg()[0]:.1f}\n")
    for type_name in args.types:
        ptype = registry.get(type_name)
        path, puzzle = largest(ptype)
        sys.stdout.write(f"{type_name} {path.name}\n")
        hints = walk_hints(ptype, puzzle, None, None, Answers())
        one(ptype, puzzle, "ladder", [list(hint.moves) for hint in hints])
        solution = ptype.solve(puzzle).solution
        moves = list(reversed(ptype.moves_to(puzzle, solution)))
        one(ptype, puzzle, "bottom first", [[move] for move in moves])


if __name__ == "__main__":
    main()

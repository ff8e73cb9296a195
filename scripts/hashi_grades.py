"""Grade the tatham-graded Hashi rows; print grades per Tatham level and Spearman's rho."""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path

from puzzlegui.bench.hints import spearman
from puzzlegui.core.hashi import TYPE

TATHAM = {"easy": 1, "medium": 2, "hard": 3}


def main() -> None:
    """Usage: hashi_grades.py tatham-graded/hashi.jsonl."""
    rows = [json.loads(ln) for ln in Path(sys.argv[1]).read_text().splitlines() if ln.strip()]
    theirs, ours = [], []
    for row in rows:
        level = TATHAM[row["source"].rsplit("(", 1)[1].rstrip(")")]
        puzzle = TYPE.puzzle_from_json(row["puzzle"])
        start = time.perf_counter()
        grade = TYPE.grade(puzzle)
        ms = (time.perf_counter() - start) * 1000
        theirs.append(float(level))
        ours.append(float(grade.level))
        sys.stdout.write(f"{row['source']:45s} -> {grade.level} {grade.label} ({ms:.0f} ms)\n")
    sys.stdout.write(f"Spearman {spearman(theirs, ours):.3f}\n")


if __name__ == "__main__":
    main()

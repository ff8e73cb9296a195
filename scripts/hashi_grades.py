"""Grade the tatham-graded Hashi rows; print grades per Tatham level and Spearman's rho."""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path

from puzzlegui.core.hashi import TYPE

TATHAM = {"easy": 1, "medium": 2, "hard": 3}


def ranks(values: list[float]) -> list[float]:
    """Average ranks (ties share their mean rank)."""
    order = sorted(range(len(values)), key=lambda i: values[i])
    out = [0.0] * len(values)
    i = 0
    while i < len(order):
        j = i
        while j + 1 < len(order) and values[order[j + 1]] == values[order[i]]:
            j += 1
        for t in range(i, j + 1):
            out[order[t]] = (i + j) / 2 + 1
        i = j + 1
    return out


def spearman(x: list[float], y: list[float]) -> float:
    """Spearman's rank correlation."""
    rx, ry = ranks(x), ranks(y)
    mx, my = sum(rx) / len(rx), sum(ry) / len(ry)
    cov = sum((a - mx) * (b - my) for a, b in zip(rx, ry, strict=True))
    vx = sum((a - mx) ** 2 for a in rx) ** 0.5
    vy = sum((b - my) ** 2 for b in ry) ** 0.5
    return float(cov / (vx * vy))


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

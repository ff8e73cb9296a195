"""Shikaku grades per data set and their rank correlations with what each set offers.

Usage: shikaku_grades.py FILE.jsonl [FILE.jsonl ...]. Tatham's Rect has no difficulty levels, so
the tatham-graded rows carry none; the closest orderings are Tatham's own solve time (`peer_ms`)
and the board size. Prints the grade distribution, the rank of each and Spearman's rho.
"""

from __future__ import annotations

import collections
import json
import sys
from pathlib import Path

from puzzlegui.core.shikaku import TYPE


def ranks(values: list[float]) -> list[float]:
    """Average ranks (1-based), ties sharing the mean rank."""
    order = sorted(range(len(values)), key=lambda i: values[i])
    result = [0.0] * len(values)
    i = 0
    while i < len(order):
        j = i
        while j + 1 < len(order) and values[order[j + 1]] == values[order[i]]:
            j += 1
        for k in range(i, j + 1):
            result[order[k]] = (i + j) / 2 + 1
        i = j + 1
    return result


def spearman(xs: list[float], ys: list[float]) -> float:
    """Spearman's rho: Pearson's r of the ranks (nan when a side is constant)."""
    rx, ry = ranks(xs), ranks(ys)
    n = len(xs)
    mx, my = sum(rx) / n, sum(ry) / n
    cov = sum((a - mx) * (b - my) for a, b in zip(rx, ry, strict=True))
    vx = sum((a - mx) ** 2 for a in rx) ** 0.5
    vy = sum((b - my) ** 2 for b in ry) ** 0.5
    return cov / (vx * vy) if vx and vy else float("nan")


def report(path: str) -> None:
    """Distribution and correlations of one file."""
    rows = [json.loads(line) for line in Path(path).read_text().splitlines() if line.strip()]
    grades, sizes, peers = [], [], []
    for row in rows:
        puzzle = TYPE.puzzle_from_json(row["puzzle"])
        grades.append(float(TYPE.grade(puzzle).level))
        sizes.append(float(puzzle.rows * puzzle.cols))
        peers.append(row.get("peer_ms"))
    counts = collections.Counter(TYPE.levels[int(g) - 1] for g in grades)
    out = [f"{path}: {len(rows)} rows", f"  grades: {dict(sorted(counts.items()))}"]
    out.append(f"  rho(grade, cells) = {spearman(grades, sizes):.2f}")
    if all(p is not None for p in peers):
        out.append(f"  rho(grade, peer_ms) = {spearman(grades, [float(p) for p in peers]):.2f}")
        for size in sorted(set(sizes)):
            idx = [i for i, cells in enumerate(sizes) if cells == size]
            rho = spearman([grades[i] for i in idx], [float(peers[i]) for i in idx])
            out.append(f"  {size:.0f} cells: rho(grade, peer_ms) = {rho:.2f} over {len(idx)}")
        out.append(f"  grade, cells, peer_ms: {list(zip(grades, sizes, peers, strict=True))}")
    sys.stdout.write("\n".join(out) + "\n")


def main() -> None:
    """Every file named on the command line."""
    for path in sys.argv[1:]:
        report(path)


if __name__ == "__main__":
    main()

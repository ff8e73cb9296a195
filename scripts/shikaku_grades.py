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

from puzzlegui.bench.hints import spearman
from puzzlegui.core.shikaku import TYPE


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

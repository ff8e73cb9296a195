"""Grade every Calcudoku row of the public data sets: the grade distribution per set, grade time,
and the Spearman rank correlation with Tatham's Keen levels (tatham-graded `source`)."""

from __future__ import annotations

import json
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

from puzzlegui.core.calcudoku import TYPE
from puzzlegui.core.calcudoku.deduce import LEVELS, grade

DATA = Path("/work/shared/data")
TATHAM = ("easy", "normal", "hard", "extreme", "unreasonable")


def ranks(values: list[float]) -> list[float]:
    """Average ranks (ties share the mean of their positions)."""
    order = sorted(range(len(values)), key=lambda i: values[i])
    out = [0.0] * len(values)
    i = 0
    while i < len(order):
        j = i
        while j + 1 < len(order) and values[order[j + 1]] == values[order[i]]:
            j += 1
        for k in range(i, j + 1):
            out[order[k]] = (i + j) / 2 + 1
        i = j + 1
    return out


def spearman(xs: list[float], ys: list[float]) -> float:
    """Spearman's rho: Pearson's correlation of the average ranks."""
    rx, ry = ranks(xs), ranks(ys)
    mx, my = statistics.fmean(rx), statistics.fmean(ry)
    cov = sum((a - mx) * (b - my) for a, b in zip(rx, ry, strict=True))
    vx = sum((a - mx) ** 2 for a in rx) ** 0.5
    vy = sum((b - my) ** 2 for b in ry) ** 0.5
    return float(cov / (vx * vy))


def say(text: str = "") -> None:
    """One line to stdout, at once."""
    sys.stdout.write(text + "\n")
    sys.stdout.flush()


def main() -> None:
    """Print per-set grade distributions and the correlation."""
    for path in sorted(DATA.glob("*/calcudoku*.jsonl")):
        if "failchecks" in path.name:
            continue
        rows = [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
        grades: Counter[int] = Counter()
        times: list[float] = []
        pairs: list[tuple[int, int]] = []
        for row in rows:
            puzzle = TYPE.puzzle_from_json(row["puzzle"])
            start = time.perf_counter()
            level, _ = grade(puzzle)
            times.append((time.perf_counter() - start) * 1000)
            grades[level] += 1
            if "tatham" in path.parent.name:
                tatham = TATHAM.index(row["source"].split("(")[1].rstrip(")"))
                pairs.append((tatham, level))
                sys.stderr.write(f"{row['source']} {level}\n")
        dist = ", ".join(f"{lv} {LEVELS[lv - 1]}: {grades[lv]}" for lv in sorted(grades))
        say(f"{path.parent.name}/{path.name}: {len(rows)} rows; {dist}")
        say(f"  grade ms median {statistics.median(times):.0f}, max {max(times):.0f}")
        if pairs:
            rho = spearman([float(a) for a, _ in pairs], [float(b) for _, b in pairs])
            say(f"  Spearman vs Tatham level: {rho:.2f}")


if __name__ == "__main__":
    main()

"""Grade every Calcudoku row of the public data sets: the grade distribution per set, grade time,
and the Spearman rank correlation with Tatham's Keen levels (tatham-graded `source`)."""

from __future__ import annotations

import json
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

from puzzlegui.bench.hints import spearman
from puzzlegui.core.calcudoku import TYPE
from puzzlegui.core.calcudoku.deduce import LEVELS, grade

DATA = Path("/work/shared/data")
TATHAM = ("easy", "normal", "hard", "extreme", "unreasonable")


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

"""The clue statistics of published Hashi boards by size, the target of the generator's look
(issue 37): islands per cell (lowest, mean, highest of the boards), mean clue and share of 1s
and 2s over all their islands. The figures are those `puzzle bench --generate --published`
prints, from the same code (puzzlegui/bench/clue_stats.py).

    python scripts/hashi_published.py ../shared/data/janko/hashi.jsonl \\
        ../shared/data/coelho-hashi-2019/hashi.jsonl
"""

from __future__ import annotations

import json
import statistics
import sys
from collections import defaultdict
from pathlib import Path

from puzzlegui.bench.clue_stats import ClueStats, clue_stats


def by_size(path: Path) -> dict[tuple[int, int], list[ClueStats]]:
    """The Hashi rows of a JSONL file, their statistics grouped by (rows, cols)."""
    sizes: dict[tuple[int, int], list[ClueStats]] = defaultdict(list)
    for line in path.read_text(encoding="utf-8").splitlines():
        row = json.loads(line) if line.strip() else {}
        if row.get("type") == "hashi":
            puzzle = row["puzzle"]
            sizes[(int(puzzle["rows"]), int(puzzle["cols"]))].append(clue_stats(puzzle))
    return sizes


def table(path: Path) -> str:
    """One line per size, smallest board first."""
    lines = [f"{path}", "size     boards  islands/cell (low mean high)  mean clue  clues 1-2"]
    sizes = by_size(path)
    for rows, cols in sorted(sizes, key=lambda size: (size[0] * size[1], size)):
        stats = sizes[(rows, cols)]
        shares = [s.clues / s.cells for s in stats]
        numbers = [n for s in stats for n in s.numbers]
        small = sum(n <= 2 for n in numbers) / len(numbers)
        lines.append(
            f"{f'{cols}x{rows}':8} {len(stats):6}  {min(shares):.3f} {statistics.mean(shares):.3f} "
            f"{max(shares):.3f}           {statistics.mean(numbers):9.2f}  {small:8.0%}"
        )
    return "\n".join(lines) + "\n"


def main(paths: list[str]) -> int:
    for path in paths:
        sys.stdout.write(table(Path(path)) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

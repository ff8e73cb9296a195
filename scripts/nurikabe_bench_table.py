"""Summarise `puzzle bench --json` lines for the Nurikabe notes: a markdown table per data set and
size class (cells), with count, solved, wrong, timeouts, median and max ms. Usage:

    puzzle bench FILES --type nurikabe --timeout 20 --json > bench.jsonl
    nurikabe_bench_table.py bench.jsonl FILES

(the data files name each row's set and size, which the bench lines leave out).
"""

from __future__ import annotations

import json
import statistics
import sys
from collections import defaultdict

CLASSES = ((100, "up to 10x10"), (400, "up to 20x20"), (900, "up to 30x30"), (1 << 30, "larger"))


def size_class(cells: int) -> str:
    """The class label of a board of `cells` cells."""
    return next(label for limit, label in CLASSES if cells <= limit)


def sets_and_sizes(paths: list[str]) -> dict[str, tuple[str, int]]:
    """Row id -> (data set name, cells)."""
    found = {}
    for path in paths:
        name = path.rstrip("/").split("/")[-2]
        for line in open(path):  # noqa: SIM115
            if line.strip():
                row = json.loads(line)
                found[row["id"]] = (name, row["puzzle"]["rows"] * row["puzzle"]["cols"])
    return found


def main() -> None:
    """Print the table."""
    where = sets_and_sizes(sys.argv[2:])
    groups: dict[tuple[str, str], list[dict[str, object]]] = defaultdict(list)
    for line in open(sys.argv[1]):  # noqa: SIM115
        if line.startswith("{"):
            row = json.loads(line)
            source, cells = where[row["id"]]
            groups[(source, size_class(cells))].append(row)
    out = ["| set | size | count | solved | wrong | timeout | median ms | max ms |"]
    out.append("|---|---|---|---|---|---|---|---|")
    order = [label for _, label in CLASSES]
    for (source, label), rows in sorted(
        groups.items(), key=lambda g: (g[0][0], order.index(g[0][1]))
    ):
        ms = [float(r["ms"]) for r in rows]  # type: ignore[arg-type]
        solved = sum(1 for r in rows if r["status"] == "solved" and r["correct"])
        wrong = sum(1 for r in rows if r["correct"] is False)
        late = sum(1 for r in rows if r["status"] == "timeout")
        out.append(
            f"| {source} | {label} | {len(rows)} | {solved} | {wrong} | {late} | "
            f"{statistics.median(ms):.0f} | {max(ms):.0f} |"
        )
    sys.stdout.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()

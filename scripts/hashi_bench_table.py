"""Summarise `puzzle bench --json` output for Hashi: a Markdown table per data set and size.

Usage: puzzle bench FILES --type hashi --json > out.jsonl; hashi_bench_table.py out.jsonl
The size bucket is the number of islands (Coelho: 100..400) or the board's larger side.
"""

from __future__ import annotations

import json
import statistics
import sys
from collections import defaultdict
from pathlib import Path
from typing import Any


def dataset(row: dict[str, Any]) -> str:
    """The data set a row comes from, by its source."""
    source = str(row["source"])
    if source.startswith("zepf-uplb"):
        return "coelho-hashi-2019"
    if source.startswith("tatham"):
        return "tatham-graded"
    if "janko" in source or "janko" in str(row["id"]):
        return "janko"
    return "pzprjs"


def bucket(row: dict[str, Any]) -> str:
    """The size bucket: islands for Coelho (from the id), else the board size from the id."""
    ident = str(row["id"])
    if ident.startswith("Hs_"):
        return f"{int(ident.split('_')[2]):3d} islands"
    bridges = row.get("solution") or {}
    cells = [c for b in bridges.get("bridges", []) for c in (b[0], b[1], b[2], b[3])]
    side = max(cells, default=0) + 1
    return "side > 20" if side > 20 else f"side <= {10 if side <= 10 else 15 if side <= 15 else 20}"


def main() -> None:
    """Print one Markdown table row per (data set, size bucket)."""
    groups: dict[tuple[str, str], list[dict[str, Any]]] = defaultdict(list)
    for line in Path(sys.argv[1]).read_text().splitlines():
        if line.strip():
            row = json.loads(line)
            groups[(dataset(row), bucket(row))].append(row)
    out = sys.stdout
    out.write("| data set | size | count | solved | multiple | wrong | timeout | median ms | ")
    out.write("max ms | median nodes |\n|---|---|---|---|---|---|---|---|---|---|\n")
    for (name, size), rows in sorted(groups.items()):
        ms = [float(r["ms"]) for r in rows]
        status = [r["status"] for r in rows]
        wrong = sum(not r["correct"] for r in rows)
        nodes = statistics.median(int(r["nodes"]) for r in rows)
        out.write(
            f"| {name} | {size.strip()} | {len(rows)} | {status.count('solved')} | "
            f"{status.count('multiple')} | {wrong} | {status.count('timeout')} | "
            f"{statistics.median(ms):.1f} | {max(ms):.0f} | {nodes:.0f} |\n"
        )


if __name__ == "__main__":
    main()

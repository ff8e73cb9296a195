"""Solve Hashi data-set rows (limit 2) in worker processes; print status, ms, nodes per row."""

from __future__ import annotations

import json
import statistics
import sys
from multiprocessing import Pool
from pathlib import Path

from puzzlegui.core.hashi import TYPE


def run(args: tuple[int, str, float]) -> tuple[int, str, float, int, int, bool]:
    """Solve one row: (index, status, ms, nodes, islands, every answer valid)."""
    index, line, seconds = args
    row = json.loads(line)
    puzzle = TYPE.puzzle_from_json(row["puzzle"])
    result = TYPE.solve(puzzle, limit=2, seconds=seconds)
    valid = all(TYPE.is_solved(puzzle, s) for s in result.solutions)
    return index, result.status.value, result.elapsed_ms, result.nodes, len(puzzle.islands), valid


def main() -> None:
    """Usage: hashi_coelho.py FILE.jsonl [seconds] [first:last]."""
    path = sys.argv[1]
    seconds = float(sys.argv[2]) if len(sys.argv) > 2 else 5.0
    lines = [ln for ln in Path(path).read_text().splitlines() if ln.strip()]
    picked = range(len(lines))
    if len(sys.argv) > 3:
        first, _, last = sys.argv[3].partition(":")
        picked = range(int(first), int(last) if last else len(lines))
    with Pool(2) as pool:
        out = pool.map(run, [(i, lines[i], seconds) for i in picked], chunksize=1)
    for i, status, ms, nodes, islands, valid in out:
        sys.stdout.write(
            f"{i:4d} {islands:4d} {status:12s} {ms:9.1f} ms {nodes:7d} nodes {valid}\n"
        )
    times = [o[2] for o in out]
    bad = [o[0] for o in out if o[1] not in ("solved", "multiple") or not o[5]]
    sys.stdout.write(f"median {statistics.median(times):.1f} ms, max {max(times):.1f} ms, {bad}\n")


if __name__ == "__main__":
    main()

"""Walk Hint alone on Hashi data-set rows: share finished by rules only, hint times, grades."""

from __future__ import annotations

import collections
import json
import statistics
import sys
import time
from multiprocessing import Pool
from pathlib import Path

from puzzlegui.core.hashi import TYPE


def walk(line: str) -> tuple[bool, list[float], int]:
    """(finished by rules alone, ms of each hint, hardest level) for one row."""
    puzzle = TYPE.puzzle_from_json(json.loads(line)["puzzle"])
    state = TYPE.new_state(puzzle)
    times: list[float] = []
    by_rules, level = True, 1
    while not TYPE.is_solved(puzzle, state) and len(times) < 2000:
        start = time.perf_counter()
        hint = TYPE.hint(puzzle, state)
        times.append((time.perf_counter() - start) * 1000)
        if hint is None:
            break
        by_rules &= not hint.from_solution
        level = max(level, hint.level)
        for move in hint.moves:
            state = TYPE.apply(state, move)
    return by_rules and TYPE.is_solved(puzzle, state), times, level


def main() -> None:
    """Usage: hashi_hints.py FILE.jsonl [max side]."""
    side = int(sys.argv[2]) if len(sys.argv) > 2 else 30
    lines = []
    for ln in Path(sys.argv[1]).read_text().splitlines():
        if ln.strip():
            p = json.loads(ln)["puzzle"]
            if max(p["rows"], p["cols"]) <= side:
                lines.append(ln)
    with Pool(2) as pool:
        out = pool.map(walk, lines, chunksize=1)
    times = [t for _, ts, _ in out for t in ts]
    done = sum(ok for ok, _, _ in out)
    levels = collections.Counter(level for _, _, level in out)
    sys.stdout.write(
        f"{len(out)} rows, {done} finished by rules ({100 * done / len(out):.1f} %), "
        f"hint median {statistics.median(times):.1f} ms, max {max(times):.1f} ms, "
        f"levels {sorted(levels.items())}\n"
    )


if __name__ == "__main__":
    main()

"""Press Hint alone on every Calcudoku row of the public data sets: the share finished with
rule-based hints only, and the time per hint (median, worst) per size."""

from __future__ import annotations

import json
import statistics
import sys
import time
from collections import defaultdict
from pathlib import Path

from puzzlegui.core.calcudoku import TYPE

DATA = Path("/work/shared/data")


def say(text: str = "") -> None:
    """One line to stdout, at once."""
    sys.stdout.write(text + "\n")
    sys.stdout.flush()


def play(row: dict[str, object]) -> tuple[bool, list[float]]:
    """(finished by rules alone, ms per hint) for one row."""
    puzzle = TYPE.puzzle_from_json(row["puzzle"])
    state = TYPE.new_state(puzzle)
    times: list[float] = []
    by_rules = True
    while not TYPE.is_solved(puzzle, state):
        start = time.perf_counter()
        found = TYPE.hint(puzzle, state)
        times.append((time.perf_counter() - start) * 1000)
        if found is None:
            break
        by_rules = by_rules and not found.from_solution
        for move in found.moves:
            state = TYPE.apply(state, move)
    return by_rules and TYPE.is_solved(puzzle, state), times


def main() -> None:
    """One line per data set and size, then the totals."""
    finished, total, all_times = 0, 0, []
    for path in sorted(DATA.glob("*/calcudoku*.jsonl")):
        if "failchecks" in path.name:
            continue
        per_size: dict[int, list[tuple[bool, list[float]]]] = defaultdict(list)
        for line in path.read_text().splitlines():
            row = json.loads(line)
            per_size[row["puzzle"]["n"]].append(play(row))
        for n, results in sorted(per_size.items()):
            times = [t for _, ts in results for t in ts]
            done = sum(ok for ok, _ in results)
            finished, total = finished + done, total + len(results)
            all_times += times
            say(
                f"| {path.parent.name} | {n}x{n} | {len(results)} | {done} | "
                f"{statistics.median(times):.1f} | {max(times):.0f} |"
            )
    say(f"total: {finished}/{total} finished by rules alone ({100 * finished / total:.0f} %)")
    say(f"hint ms: median {statistics.median(all_times):.1f}, worst {max(all_times):.0f}")


if __name__ == "__main__":
    main()

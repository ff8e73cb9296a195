"""Time every hint of the walk from the empty board on large Nurikabe boards, as `puzzle hint`
asks each (one Answers store per board, as a game keeps): the slowest hints and, per rule, how
many took more than the limit (issue 35, part 6: a rule hint within 0.3 s).

    .venv/bin/python scripts/hint_times.py --sizes 30 40 50 --seeds 1 2 [--limit 0.3]
    .venv/bin/python scripts/hint_times.py --rows 0690 [--data ../shared/data]
    .venv/bin/python scripts/hint_times.py --files DIR/*.puzzle

Generated boards are grown by the generator's own candidate maker (unique by its judge, no
grade asked) at sizes the command line does not offer; --rows reads janko rows (a check);
--files reads .puzzle files (puzzle generate -o DIR). Times are CPU seconds of the thread that
asks for the hint, for the hint call alone (the background solve's threads are not counted).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from puzzlegui.core import answers
from puzzlegui.core.model import HintAsk
from puzzlegui.core.nurikabe import TYPE
from puzzlegui.core.nurikabe.generate import _candidate
from puzzlegui.core.nurikabe.puzzle import Puzzle

DATA = Path(__file__).resolve().parents[1].parent / "shared" / "data"


def grown(side: int, seed: int, tries: int = 60) -> Puzzle | None:
    """A medium candidate of side x side grown from `seed`, the first of `tries` growths that
    succeeds (most fail on large boards), or None."""
    rng = random.Random(seed)
    for _ in range(tries):
        puzzle = _candidate(side, side, rng, "medium", None)
        if puzzle is not None:
            return puzzle
    return None


def janko(row_id: str, data: Path) -> Puzzle:
    """The janko Nurikabe row whose id ends in `row_id`."""
    for line in (data / "janko" / "nurikabe.jsonl").read_text().splitlines():
        row = json.loads(line)
        if str(row["id"]).rsplit("/", 1)[-1].startswith(row_id):
            return TYPE.puzzle_from_json(row["puzzle"])
    raise SystemExit(f"no janko row {row_id}")


def walk(name: str, puzzle: Puzzle, limit: float) -> None:
    """Press Hint and apply it until the end; print the slow hints' rules and the slowest."""
    store = answers.Answers()
    state = TYPE.new_state(puzzle)
    slow: Counter[str] = Counter()
    rules: Counter[str] = Counter()
    worst: list[tuple[float, str, int]] = []
    total = 0.0
    for step in range(5000):
        cpu = time.thread_time()
        hint = TYPE.hint(HintAsk(puzzle, state, None, store))
        took = time.thread_time() - cpu
        if hint is None or not hint.moves:
            break
        total += took
        rules[hint.rule] += 1
        if took > limit:
            slow[hint.rule] += 1
        worst.append((took, hint.rule, step))
        for move in hint.moves:
            state = TYPE.apply(state, move)
    worst.sort(reverse=True)
    solution = sum(n for rule, n in rules.items() if rule.startswith("from-solution"))
    print(  # noqa: T201
        f"{name}: {sum(rules.values())} hints ({solution} from the solution), {total:.1f} s CPU, "
        f"over {limit} s: {dict(slow)}"
    )
    print("  slowest: " + ", ".join(f"{t:.2f} s {r} (#{s})" for t, r, s in worst[:6]))  # noqa: T201


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--sizes", type=int, nargs="*", default=[])
    parser.add_argument("--seeds", type=int, nargs="*", default=[1])
    parser.add_argument("--rows", nargs="*", default=[])
    parser.add_argument("--files", type=Path, nargs="*", default=[])
    parser.add_argument("--limit", type=float, default=0.3)
    parser.add_argument("--data", type=Path, default=DATA, help="the public data sets' folder")
    args = parser.parse_args()
    for side in args.sizes:
        for seed in args.seeds:
            puzzle = grown(side, seed)
            if puzzle is None:
                print(f"{side}x{side} seed {seed}: no candidate grown")  # noqa: T201
                continue
            walk(f"grown {side}x{side} seed {seed}", puzzle, args.limit)
    for row in args.rows:
        walk(f"janko {row}", janko(row, args.data), args.limit)
    for path in args.files:
        walk(path.name, TYPE.parse(path.read_text())[0], args.limit)


if __name__ == "__main__":
    main()

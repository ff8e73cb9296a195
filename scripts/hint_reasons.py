"""Judge the reasons of every hint walked on small Latin boards (tests/core/minimal_reasons.py):
how many force their step (sufficient), how many have no reason cell to spare (minimal), how
many light every cell their sentence names; and the rules that miss, with one example each.

    .venv/bin/python scripts/hint_reasons.py logi5 ../shared/data/janko/logi5.jsonl [ROWS]
    .venv/bin/python scripts/hint_reasons.py hashi ../shared/data/tatham-graded/hashi.jsonl
    .venv/bin/python scripts/hint_reasons.py nurikabe ../shared/data/janko/nurikabe.jsonl 20

Only Latin rows of size 6 or less are read (the judge is a brute-force search); Hashi is
judged by tests/core/minimal_reasons_hashi.py and Nurikabe by minimal_reasons_nurikabe.py (by
its own rule; steps without reason cells are counted as not judged), on boards of any size.
The figures of docs/hint-reasons.md come from this script.
"""

from __future__ import annotations

import json
import re
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from puzzlegui.core import registry
from tests.core import hint_audit as audit
from tests.core import minimal_reasons as judge
from tests.core import minimal_reasons_hashi as hashi_judge
from tests.core import minimal_reasons_nurikabe as nurikabe_judge

_CELL = re.compile(r"row (\d+), column (\d+)")


def main(type_name: str, files: list[str], most: int) -> None:
    """Walk the rows, judge each hint, print the counts."""
    ptype = registry.get(type_name)
    counts: Counter[str] = Counter()
    misses: Counter[str] = Counter()
    examples: dict[str, str] = {}
    by_rule: Counter[tuple[str, str]] = Counter()
    start, rows = time.monotonic(), 0
    for name in files:
        for line in Path(name).read_text(encoding="utf-8").splitlines():
            row = json.loads(line)
            if row["type"] != type_name or row["puzzle"].get("n", 0) > 6:
                continue
            if not row.get("solution"):
                continue
            if rows == most:
                break
            rows += 1
            puzzle = ptype.puzzle_from_json(row["puzzle"])
            case = audit.Case(row.get("id", ""), ptype, puzzle, None)
            own = type_name in ("hashi", "nurikabe")
            board = None if own else judge.board_of(type_name, puzzle)
            for state, hint in audit.walk(case):
                if hint.from_solution:
                    continue
                if type_name == "nurikabe":
                    if not nurikabe_judge.judged(hint):
                        counts.update(not_judged=1)
                        by_rule[hint.rule, "not judged"] += 1
                        continue
                    verdict = nurikabe_judge.judge(puzzle, state, hint)
                elif board is None:
                    verdict = hashi_judge.judge(state, hint)
                else:
                    verdict = judge.judge(board, state, hint)
                named = {(int(r) - 1, int(c) - 1) for r, c in _CELL.findall(hint.text)}
                lit = named <= {*hint.reason_cells, *hint.cells}
                counts.update(hints=1, sufficient=verdict.sufficient, named_lit=lit)
                counts.update(minimal=verdict.sufficient and not verdict.needless)
                by_rule[hint.rule, "judged"] += 1
                by_rule[hint.rule, "sufficient"] += verdict.sufficient
                by_rule[hint.rule, "minimal"] += verdict.sufficient and not verdict.needless
                if not verdict.sufficient:
                    key = f"{hint.rule} not sufficient"
                elif verdict.needless:
                    key = f"{hint.rule} has a needless cell"
                else:
                    continue
                misses[key] += 1
                examples.setdefault(key, f"{hint.text} reasons {hint.reason_cells}")
    took = time.monotonic() - start
    print(f"{type_name}: {rows} rows, {dict(counts)}, {took:.1f} s")  # noqa: T201
    for rule in sorted({rule for rule, _ in by_rule}):
        row = ", ".join(f"{k} {by_rule[rule, k]}" for k in ("judged", "sufficient", "minimal"))
        print(f"  {rule}: {row}, not judged {by_rule[rule, 'not judged']}")  # noqa: T201
    for key, count in misses.most_common():
        print(f"  {key}: {count}\n    e.g. {examples[key]}")  # noqa: T201


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2].split(","), int(sys.argv[3]) if len(sys.argv) > 3 else 40)

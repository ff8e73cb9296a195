"""Time to the first hint: Hint pressed on a newly opened board, as `puzzle hint` asks it (a
hint of its own, allowed the command line's solve, answers.DEFAULT_SECONDS), on every type's
largest public boards (janko, tatham-graded), the public Nurikabe rows the solver finds hardest,
and the boards at each type's size limit of scripts/budget_check.py (200x200 Hashi, Nurikabe,
Shikaku; 9x9 Calcudoku, Logi-5). Each board is asked in a process of its own (nothing known of
it yet); the figure is the hint call alone (reading the board and starting Python excluded),
wall and CPU time of this process (a solve in a helper process is in the wall time only), with
the rule it answered and the limits of the solves the hint asked (answers.Answers.solves).

    .venv/bin/python scripts/first_hint.py [--types hashi ...] [--rows 0683 ...]
        [--largest 2] [--no-large] [--timeout 60]

To compare with an older tree, run the same script with PYTHONPATH at that tree's checkout.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from pathlib import Path

from puzzlegui.core.model import HintAsk

HARD = ["0683", "0687", "0688", "0690", "1030", "1055"]
"""The janko Nurikabe rows our solver takes longest on (docs/nurikabe-notes.md)."""

DATA = Path(__file__).resolve().parents[1].parent / "shared" / "data"
TYPES = ("hashi", "nurikabe", "shikaku", "calcudoku", "logi5")


def large_boards(type_name: str) -> dict[str, str]:
    """The boards at the type's size limit, as text (scripts/budget_check.py's)."""
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    import budget_check

    return {b.name: b.text for b in budget_check.boards(1)[type_name]}


def public_boards(type_name: str, largest: int, rows: list[str]) -> dict[str, str]:
    """The type's `largest` public rows by cell count (and, for Nurikabe, the named rows)."""
    sized: list[tuple[int, str, str]] = []
    for folder in ("janko", "tatham-graded"):
        path = DATA / folder / f"{type_name}.jsonl"
        if not path.exists():
            continue
        for line in path.read_text().splitlines():
            row = json.loads(line)
            name = f"{folder} " + str(row["id"]).rsplit("/", 1)[-1].split(".")[0][:24]
            puzzle = row["puzzle"]
            cells = puzzle["n"] ** 2 if "n" in puzzle else puzzle["rows"] * puzzle["cols"]
            if type_name == "nurikabe" and name.split()[-1] in rows:
                cells += 10**9  # the hard rows go in whatever their size
            sized.append((cells, name, line))
    sized.sort(key=lambda x: -x[0])
    count = largest + (len(rows) if type_name == "nurikabe" else 0)
    return {name: line for _, name, line in sized[:count]}


def one(text: str, is_json: bool) -> dict[str, object]:
    """Ask the first hint on one board in this process: times, the rule, the solves asked."""
    from puzzlegui.core import answers, registry
    from puzzlegui.core.formats.loader import parse_board

    if is_json:
        row = json.loads(text)
        ptype = registry.get(row["type"])
        puzzle, state = ptype.puzzle_from_json(row["puzzle"]), None
    else:
        board = parse_board(text)
        ptype, puzzle, state = board.ptype, board.puzzle, board.state
    state = ptype.new_state(puzzle) if state is None else state
    store = answers.Answers()
    wall, cpu = time.perf_counter(), time.process_time()
    hint = ptype.hint(HintAsk(puzzle, state, None, store))
    return {
        "ms": round((time.perf_counter() - wall) * 1000),
        "cpu_ms": round((time.process_time() - cpu) * 1000),
        "rule": None if hint is None else hint.rule,
        "level": None if hint is None else hint.level,
        "solves": [None if s is None else round(s, 3) for s in getattr(store, "solves", [])],
    }


def ask(text: str, is_json: bool, timeout: float) -> dict[str, object]:
    """`one` in a fresh process (nothing of the board known, no helper waiting)."""
    try:
        done = subprocess.run(
            [sys.executable, __file__, "--one", "json" if is_json else "text"],
            input=text,
            capture_output=True,
            text=True,
            check=False,
            env=os.environ,
            timeout=timeout,
        )
    except subprocess.TimeoutExpired:
        return {"ms": f"> {timeout * 1000:.0f}", "cpu_ms": "?", "rule": "(no hint yet)"}
    if done.returncode != 0:
        return {"ms": None, "cpu_ms": None, "rule": "error: " + done.stderr.strip()[-200:]}
    result: dict[str, object] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--types", nargs="*", default=list(TYPES))
    parser.add_argument("--rows", nargs="*", default=HARD)
    parser.add_argument("--largest", type=int, default=2)
    parser.add_argument("--no-large", action="store_true")
    parser.add_argument("--timeout", type=float, default=60.0)
    parser.add_argument("--one", choices=("json", "text"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.one:
        sys.stdout.write(json.dumps(one(sys.stdin.read(), args.one == "json")) + "\n")
        return 0
    sys.stdout.write(f"load average {os.getloadavg()[0]:.1f}\n")
    sys.stdout.write("| board | ms | CPU ms | rule (level) | solves asked (s) |\n")
    sys.stdout.write("| --- | ---: | ---: | --- | --- |\n")
    for type_name in args.types:
        boards = {
            name: (line, True)
            for name, line in public_boards(type_name, args.largest, args.rows).items()
        }
        if not args.no_large:
            boards.update({name: (text, False) for name, text in large_boards(type_name).items()})
        for name, (text, is_json) in boards.items():
            got = ask(text, is_json, args.timeout)
            sys.stdout.write(
                f"| {type_name}: {name} | {got['ms']} | {got['cpu_ms']} | {got['rule']} "
                f"({got.get('level')}) | {got.get('solves', '')} |\n"
            )
            sys.stdout.flush()
    sys.stdout.write(f"load average {os.getloadavg()[0]:.1f}\n")
    return 0


if __name__ == "__main__":
    from puzzlegui.core import native

    # A hint whose solve still runs may leave a clingo grounding in a thread: a normal exit
    # would crash in clingo's exit handlers (core/native.py), as `puzzle` would without it.
    sys.exit(native.leave(main()))

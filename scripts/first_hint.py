"""Time to the first hint: Hint pressed on a newly opened board, as `puzzle hint` asks it (a
hint of its own, allowed the command line's solve, answers.DEFAULT_SECONDS), on the public
Nurikabe rows the solver finds hardest and on 200x200 boards made here. Each board is asked in
a process of its own (nothing known of it yet); the figure is the hint call alone (reading
the board and starting Python excluded), wall and CPU time, with the rule it answered.

    .venv/bin/python scripts/first_hint.py [--rows 0683 0687 ...] [--no-large]

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

HARD = ["0683", "0687", "0688", "0690", "1030", "1055"]
"""The janko Nurikabe rows our solver takes longest on (docs/nurikabe-notes.md)."""

DATA = Path(__file__).resolve().parents[1].parent / "shared" / "data" / "janko" / "nurikabe.jsonl"


def large_boards() -> dict[str, str]:
    """200x200 Nurikabe boards as text: clue lattices (the issue's), and two planted ones."""
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    import budget_check

    return {b.name: b.text for b in budget_check.boards(1)["nurikabe"][:4]}


def one(text: str, is_json: bool) -> dict[str, object]:
    """Ask the first hint on one board in this process: times and the rule."""
    from puzzlegui.core import registry
    from puzzlegui.core.formats.loader import parse_board

    if is_json:
        ptype = registry.get("nurikabe")
        row = json.loads(text)
        puzzle, state = ptype.puzzle_from_json(row["puzzle"]), None
    else:
        board = parse_board(text)
        ptype, puzzle, state = board.ptype, board.puzzle, board.state
    state = ptype.new_state(puzzle) if state is None else state
    wall, cpu = time.perf_counter(), time.process_time()
    hint = ptype.hint(puzzle, state)
    return {
        "ms": round((time.perf_counter() - wall) * 1000),
        "cpu_ms": round((time.process_time() - cpu) * 1000),
        "rule": None if hint is None else hint.rule,
        "level": None if hint is None else hint.level,
    }


def ask(text: str, is_json: bool) -> dict[str, object]:
    """`one` in a fresh process (nothing of the board known, no helper waiting)."""
    done = subprocess.run(
        [sys.executable, __file__, "--one", "json" if is_json else "text"],
        input=text,
        capture_output=True,
        text=True,
        check=False,
        env=os.environ,
    )
    if done.returncode != 0:
        return {"ms": None, "cpu_ms": None, "rule": "error: " + done.stderr.strip()[-200:]}
    result: dict[str, object] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rows", nargs="*", default=HARD)
    parser.add_argument("--no-large", action="store_true")
    parser.add_argument("--one", choices=("json", "text"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.one:
        sys.stdout.write(json.dumps(one(sys.stdin.read(), args.one == "json")) + "\n")
        return 0
    boards: dict[str, tuple[str, bool]] = {}
    for line in DATA.read_text().splitlines():
        row = json.loads(line)
        name = str(row["id"]).rsplit("/", 1)[-1].split(".")[0]
        if name in args.rows:
            boards[f"janko {name}"] = (line, True)
    if not args.no_large:
        boards.update({name: (text, False) for name, text in large_boards().items()})
    sys.stdout.write(f"load average {os.getloadavg()[0]:.1f}\n")
    sys.stdout.write("| board | ms | CPU ms | rule (level) |\n| --- | ---: | ---: | --- |\n")
    for name, (text, is_json) in boards.items():
        got = ask(text, is_json)
        sys.stdout.write(
            f"| {name} | {got['ms']} | {got['cpu_ms']} | {got['rule']} ({got.get('level')}) |\n"
        )
        sys.stdout.flush()
    sys.stdout.write(f"load average {os.getloadavg()[0]:.1f}\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())

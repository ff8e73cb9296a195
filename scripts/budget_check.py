"""Try to break the budgets: every type's largest boards through `puzzle solve|hint|grade
--timeout T`, each run a real process under /usr/bin/time -v (wall time and peak resident
memory of the whole process, Python's start included).

A run fails when it answers after T x 1.1 + 0.3 s, when its peak memory passes LIMIT_MB, when
it exits with a status the command does not give for a board (2: usage or a crash), or when it
says "no solution" (exit 1) on a board made from a planted solution: a timeout must never turn
into a wrong answer. Boards: each type at its size limit (formats/encoding.TYPE_SIDE), dense,
sparse, patterned and random, several of them made around a planted solution. Prints a
Markdown table and exits 1 on any failure:

    .venv/bin/python scripts/budget_check.py [--timeouts 1 3] [--types nurikabe ...]
        [--sides 200 100 50] [--probe]

--probe sets PUZZLEGUI_CLOCK_PROBE for each run (core/cancel.py's debug hook) and reports the
longest CPU time the work spent between two reads of its clock: on a loaded machine the wall
time of a run says little, while that gap bounds how late a budget is met on a free core.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import random
import re
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

from puzzlegui.core.cancel import COMMAND_START
from puzzlegui.core.model import HintAsk

PUZZLE = str(Path(sys.executable).with_name("puzzle"))
LIMIT_MB = 600.0
"""The most memory one run may take (the largest boards held about 270-430 MB before the
tables of one cell mask per cell went)."""

N = 200  # Hashi, Nurikabe, Shikaku
L = 9  # Calcudoku, Logi-5


@dataclass(frozen=True)
class Board:
    """A board file's text and whether it is made from a planted solution (so it has one)."""

    name: str
    text: str
    solvable: bool


def grid_text(head: str, rows: list[list[str]]) -> str:
    """A board in our text form: the header line (its type, the size the rows have), then
    the rows."""
    side = f"{len(rows)}x{len(rows[0])}"
    return f"{head.split()[0]} {side}\n" + "\n".join(" ".join(row) for row in rows) + "\n"


def empty() -> list[list[str]]:
    return [["."] * N for _ in range(N)]


def random_numbers(rng: random.Random, share: float, low: int, high: int) -> list[list[str]]:
    """An N x N grid with a random number from `low` to `high` on about `share` of the cells."""
    rows = empty()
    for r in range(N):
        for c in range(N):
            if rng.random() < share:
                rows[r][c] = str(rng.randint(low, high))
    return rows


# Nurikabe ---------------------------------------------------------------------------------


def nurikabe_lattice(step: int, clue: int) -> Board:
    """A clue on every `step`-th row and column (the issue's 4-every-4 and 9-every-7)."""
    rows = empty()
    for r in range(0, N, step):
        for c in range(0, N, step):
            rows[r][c] = str(clue)
    return Board(f"nurikabe {clue} every {step}", grid_text("nurikabe 200x200", rows), False)


def nurikabe_bars(rng: random.Random) -> Board:
    """Planted: on even rows islands of 3 cells between single walls, odd rows all wall; the
    clue at a random cell of each island."""
    rows = empty()
    for r in range(0, N, 2):
        for c in range(0, N - 3, 4):
            rows[r][c + rng.randrange(3)] = "3"
    return Board("nurikabe planted bars of 3", grid_text("nurikabe 200x200", rows), True)


def nurikabe_ones() -> Board:
    """Planted: a 1 on every cell of even row and even column (dense, settled by rules)."""
    rows = empty()
    for r in range(0, N, 2):
        for c in range(0, N, 2):
            rows[r][c] = "1"
    return Board("nurikabe dense 1s", grid_text("nurikabe 200x200", rows), True)


def nurikabe_random(rng: random.Random) -> Board:
    """Random clues 1-9 on 4 % of the cells (most likely no solution)."""
    rows = random_numbers(rng, 0.04, 1, 9)
    return Board("nurikabe random 4 %", grid_text("nurikabe 200x200", rows), False)


def nurikabe_sparse() -> Board:
    """Two clues in opposite corners (huge islands: 9999 each at 200x200, else a quarter of
    the board)."""
    rows = empty()
    rows[0][0] = rows[N - 1][N - 1] = str(min(9999, N * N // 4))
    return Board("nurikabe sparse, 2 clues", grid_text("nurikabe 200x200", rows), False)


# Shikaku ----------------------------------------------------------------------------------


def tiling(rng: random.Random, largest: int) -> list[tuple[int, int, int, int]]:
    """A random partition of the N x N board into rectangles of at most `largest` cells
    (recursive cuts), as (top, left, height, width)."""
    out: list[tuple[int, int, int, int]] = []
    todo = [(0, 0, N, N)]
    while todo:
        r, c, h, w = todo.pop()
        if h * w <= largest and (h * w < 4 or rng.random() < 0.6):
            out.append((r, c, h, w))
            continue
        if (w >= h and w > 1) or h == 1:
            cut = rng.randint(1, w - 1)
            todo += [(r, c, h, cut), (r, c + cut, h, w - cut)]
        else:
            cut = rng.randint(1, h - 1)
            todo += [(r, c, cut, w), (r + cut, c, h - cut, w)]
    return out


def shikaku_planted(rng: random.Random, largest: int, name: str) -> Board:
    """Planted: a random tiling, each rectangle's area at a random cell of it."""
    rows = empty()
    for r, c, h, w in tiling(rng, largest):
        rows[r + rng.randrange(h)][c + rng.randrange(w)] = str(h * w)
    return Board(name, grid_text("shikaku 200x200", rows), True)


def shikaku_dominoes() -> Board:
    """Planted, dense: a 2 on one cell of every domino of a brick pattern (20 000 clues)."""
    rows = empty()
    for r in range(N):
        for c in range(r % 2, N, 2):
            rows[r][c] = "2"
    return Board("shikaku dense 2s (on every other cell)", grid_text("shikaku 200x200", rows), True)


def shikaku_random(rng: random.Random) -> Board:
    """Random areas 2-12 on 10 % of the cells (most likely no solution)."""
    rows = random_numbers(rng, 0.1, 2, 12)
    return Board("shikaku random 10 %", grid_text("shikaku 200x200", rows), False)


# Hashi ------------------------------------------------------------------------------------


def hashi_planted(rng: random.Random, step: int, name: str) -> Board:
    """Planted: islands on every `step`-th row and column, a random spanning tree of bridges
    between lattice neighbours (1 or 2 each) plus some extra ones; each island's number the
    bridges it has."""
    k = (N - 1) // step + 1
    count = {(i, j): 0 for i in range(k) for j in range(k)}
    seen, todo = {(0, 0)}, [(0, 0)]
    edges: list[tuple[tuple[int, int], tuple[int, int]]] = []
    while todo:  # a random spanning tree by random-order search
        at = todo.pop(rng.randrange(len(todo)))
        for di, dj in rng.sample([(0, 1), (1, 0), (0, -1), (-1, 0)], 4):
            nb = (at[0] + di, at[1] + dj)
            if nb in count and nb not in seen:
                seen.add(nb)
                edges.append((at, nb))
                todo.append(nb)
    for a, b in edges:
        bridges = rng.choice((1, 2))
        count[a] += bridges
        count[b] += bridges
    rows = empty()
    for (i, j), n in count.items():
        rows[i * step][j * step] = str(n)
    return Board(name, grid_text("hashi 200x200", rows), True)


def hashi_random(rng: random.Random) -> Board:
    """Random numbers 1-8 on 5 % of the cells."""
    rows = random_numbers(rng, 0.05, 1, 8)
    return Board("hashi random 5 %", grid_text("hashi 200x200", rows), False)


def hashi_sparse() -> Board:
    """Planted, sparse: two islands in far corners of one row, joined by a double bridge."""
    rows = empty()
    rows[0][0] = rows[0][N - 1] = "2"
    return Board("hashi sparse, 2 islands", grid_text("hashi 200x200", rows), True)


# Latin types ------------------------------------------------------------------------------


def latin(rng: random.Random) -> list[list[int]]:
    """A random 9x9 Latin square (a cyclic one with rows, columns and digits permuted)."""
    rows, cols, digits = rng.sample(range(L), L), rng.sample(range(L), L), rng.sample(range(L), L)
    return [[digits[(rows[r] + cols[c]) % L] + 1 for c in range(L)] for r in range(L)]


def label(k: int) -> str:
    """Cage labels a..z, then aa, ab, ..."""
    letters = "abcdefghijklmnopqrstuvwxyz"
    return letters[k] if k < 26 else letters[k // 26 - 1] + letters[k % 26]


def calcudoku_planted(rng: random.Random, largest: int, name: str) -> Board:
    """Planted: a random Latin square cut into random cages of up to `largest` cells, each
    with a random operation whose target the planted digits give."""
    square = latin(rng)
    cage = [[-1] * L for _ in range(L)]
    cages: list[list[tuple[int, int]]] = []
    for r in range(L):
        for c in range(L):
            if cage[r][c] >= 0:
                continue
            cells, size = [(r, c)], rng.randint(1, largest)
            cage[r][c] = len(cages)
            while len(cells) < size:
                free = [
                    (y, x)
                    for cy, cx in cells
                    for y, x in ((cy + 1, cx), (cy - 1, cx), (cy, cx + 1), (cy, cx - 1))
                    if 0 <= y < L and 0 <= x < L and cage[y][x] < 0
                ]
                if not free:
                    break
                y, x = rng.choice(free)
                cage[y][x] = len(cages)
                cells.append((y, x))
            cages.append(cells)
    lines = []
    for k, cells in enumerate(cages):
        values = [square[r][c] for r, c in cells]
        lines.append(f"{label(k)} {target(rng, values)}")
    grid = "\n".join(" ".join(f"{label(cage[r][c]):>2}" for c in range(L)) for r in range(L))
    return Board(name, f"calcudoku 9\n{grid}\ncages:\n" + "\n".join(lines) + "\n", True)


def target(rng: random.Random, values: list[int]) -> str:
    """A cage's clue for its planted digits: the digit alone, or a random fitting operation."""
    if len(values) == 1:
        return str(values[0])
    product = 1
    for x in values:
        product *= x
    ops = [f"{sum(values)}+", f"{product}*"]
    if len(values) == 2:
        a, b = sorted(values)
        ops.append(f"{b - a}-")
        if b % a == 0:
            ops.append(f"{b // a}/")
    return rng.choice(ops)


def logi5_planted(rng: random.Random, givens: float, name: str) -> Board:
    """Planted: a random Latin square, each row a region, `givens` of its digits shown."""
    square = latin(rng)
    regions = "\n".join(" ".join("ABCDEFGHI"[r] * 1 for _ in range(L)) for r in range(L))
    shown = "\n".join(
        " ".join(str(d) if rng.random() < givens else "." for d in row) for row in square
    )
    return Board(name, f"logi5 9\n{regions}\ngivens:\n{shown}\n", True)


def logi5_jigsaw(rng: random.Random) -> Board:
    """Random givens on 30 % of a 9x9 board of 3x3 regions (most likely no solution)."""
    regions = "\n".join(
        " ".join("ABCDEFGHI"[(r // 3) * 3 + c // 3] for c in range(L)) for r in range(L)
    )
    shown = "\n".join(
        " ".join(str(rng.randint(1, L)) if rng.random() < 0.3 else "." for _ in range(L))
        for _ in range(L)
    )
    return Board("logi5 random givens", f"logi5 9\n{regions}\ngivens:\n{shown}\n", False)


def boards(seed: int) -> dict[str, list[Board]]:
    """Each type's boards at its size limit."""
    rng = random.Random(seed)
    return {
        "nurikabe": [
            nurikabe_lattice(4, 4),
            nurikabe_lattice(7, 9),
            nurikabe_bars(rng),
            nurikabe_ones(),
            nurikabe_random(rng),
            nurikabe_sparse(),
        ],
        "shikaku": [
            shikaku_planted(rng, 12, "shikaku planted, areas up to 12"),
            shikaku_planted(rng, 400, "shikaku planted, areas up to 400"),
            shikaku_dominoes(),
            shikaku_random(rng),
        ],
        "hashi": [
            hashi_planted(rng, 2, "hashi planted, islands every 2nd cell"),
            hashi_planted(rng, 5, "hashi planted, islands every 5th cell"),
            hashi_random(rng),
            hashi_sparse(),
        ],
        "calcudoku": [
            calcudoku_planted(rng, 3, "calcudoku planted, cages up to 3"),
            calcudoku_planted(rng, 6, "calcudoku planted, cages up to 6"),
        ],
        "logi5": [
            logi5_planted(rng, 0.0, "logi5 planted, no givens"),
            logi5_planted(rng, 0.2, "logi5 planted, 20 % givens"),
            logi5_jigsaw(rng),
        ],
    }


@dataclass(frozen=True)
class Run:
    """One measured command."""

    board: str
    command: str
    timeout: float
    seconds: float
    cpu: float
    peak_mb: float
    status: int
    fault: str
    gap: float = 0.0
    """The longest CPU time between two clock reads in the work (--probe)."""
    gap_at: str = ""
    checks: int = 0


def measure(argv: list[str]) -> tuple[float, float, float, int]:
    """(wall seconds, CPU seconds, peak MB, exit status) of one command under /usr/bin/time -v
    (the CPU time tells a run slowed by a loaded machine from one that works too long)."""
    done = subprocess.run(
        ["/usr/bin/time", "-v", *argv], capture_output=True, text=True, check=False
    )
    err = done.stderr
    wall = re.search(r"Elapsed \(wall clock\) time.*: (?:(\d+):)?(\d+):([\d.]+)", err)
    rss = re.search(r"Maximum resident set size \(kbytes\): (\d+)", err)
    if wall is None or rss is None:
        raise RuntimeError(err)
    seconds = int(wall[1] or 0) * 3600 + int(wall[2]) * 60 + float(wall[3])
    cpu = sum(float(x) for x in re.findall(r"(?:User|System) time \(seconds\): ([\d.]+)", err))
    return seconds, cpu, int(rss[1]) / 1024, done.returncode


ALLOWED = {"solve": {0, 1, 3, 4}, "hint": {0, 1, 3, 4}, "grade": {0, 4}}
"""The exit statuses each command may give for a board that reads (2 is a usage error or a
crash's; grade exits 0 with any level, or 4)."""


def fault_of(
    command: str, board: Board, timeout: float, run: tuple[float, float, float, int]
) -> str:
    """What is wrong with one run ('' for nothing)."""
    seconds, _, peak, status = run
    faults = []
    if seconds > timeout * 1.1 + 0.3:
        faults.append(f"over budget ({seconds:.2f} s > {timeout * 1.1 + 0.3:.2f} s)")
    if peak > LIMIT_MB:
        faults.append(f"memory {peak:.0f} MB > {LIMIT_MB:.0f} MB")
    if status not in ALLOWED[command]:
        faults.append(f"exit {status}")
    if status == 1 and board.solvable:
        faults.append("said 'no solution' on a board with a planted solution")
    return "; ".join(faults)


def sized(sides: list[int], seed: int) -> Iterator[tuple[str, Board]]:
    """(type, board) for every board at each side (Hashi, Nurikabe, Shikaku; Calcudoku and
    Logi-5 once, at 9x9), the name saying the side."""
    global N
    largest = N
    for k, side in enumerate(sides):
        N = side
        for type_name, listed in boards(seed).items():
            if type_name in ("calcudoku", "logi5") and k > 0:
                continue
            for board in listed:
                name = (
                    board.name
                    if type_name in ("calcudoku", "logi5")
                    else f"{board.name}, {side}x{side}"
                )
                yield type_name, Board(name, board.text, board.solvable)
    N = largest


def check(
    types: list[str],
    timeouts: list[float],
    commands: list[str],
    seed: int,
    report: Callable[[str], None],
    sides: list[int] | None = None,
) -> list[Run]:
    """Run every command on every board of the types; each run as it ends, through `report`."""
    runs: list[Run] = []
    with tempfile.TemporaryDirectory() as folder:
        for k, (type_name, board) in enumerate(sized(sides or [N], seed)):
            if type_name not in types:
                continue
            path = Path(folder) / f"{type_name}-{k}.txt"
            path.write_text(board.text)
            for timeout in timeouts:
                for command in commands:
                    argv = [PUZZLE, command, str(path), "--timeout", f"{timeout:g}"]
                    measured, gap = probed(argv, Path(folder) / "probe.jsonl")
                    fault = fault_of(command, board, timeout, measured)
                    run = Run(board.name, command, timeout, *measured, fault, *gap)
                    runs.append(run)
                    report(row(run))
    return runs


def probed(
    argv: list[str], probe: Path
) -> tuple[tuple[float, float, float, int], tuple[float, str, int]]:
    """`measure(argv)`, and with PUZZLEGUI_CLOCK_PROBE set (--probe) the longest CPU gap
    between two clock reads in the work (after the command's first read: reading the board
    comes before any budget), where it ended, and how many reads there were (0, '', 0 without
    the probe)."""
    if not os.environ.get("PUZZLEGUI_CLOCK_PROBE"):
        return measure(argv), (0.0, "", 0)
    os.environ["PUZZLEGUI_CLOCK_PROBE"] = str(probe)
    probe.unlink(missing_ok=True)
    measured = measure(argv)
    return measured, work_gap(probe)


def work_gap(probe: Path) -> tuple[float, str, int]:
    """The longest gap in the work over every process that wrote to the probe's file (a
    Nurikabe race's helper writes its own line when it ends its search, none when it is
    killed), its place, and the reads."""
    gap, where, checks = 0.0, "", 0
    lines = probe.read_text().splitlines() if probe.exists() else []
    for line in lines:
        seen = json.loads(line)
        checks += seen["checks"]
        for seconds, start, end in seen["worst"]:
            if start != COMMAND_START and seconds > gap:
                gap, where = seconds, f"{start} => {end}"
    return gap, where, checks


def row(run: Run) -> str:
    """One Markdown table row."""
    return (
        f"| {run.board} | {run.command} | {run.timeout:g} | {run.seconds:.2f} | {run.cpu:.2f} | "
        f"{run.peak_mb:.0f} | {run.status} | {run.fault or 'ok'} | {run.gap:.3f} | {run.checks} |"
    )


def cancel_latency(text: str, command: str, after: float) -> float:
    """Seconds from a player's Cancel (CancelToken.cancel, `after` seconds into the work) to
    the work's end, in this process: the Stop button's promise (0.1 s)."""
    from puzzlegui.core.cancel import CancelToken
    from puzzlegui.core.formats.loader import parse_board

    board = parse_board(text)
    ptype, puzzle, state = board.ptype, board.puzzle, board.state
    token = CancelToken()
    work: Callable[[], object] = {
        "solve": lambda: ptype.solve(puzzle, limit=2, cancel=token),
        "hint": lambda: ptype.hint(HintAsk(puzzle, state, token)),
        "grade": lambda: ptype.grade(puzzle, token),
    }[command]
    ended: list[float] = []

    def run() -> None:
        with contextlib.suppress(Exception):  # Cancelled, or anything: the time counts
            work()
        ended.append(time.monotonic())

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(after)
    if ended:
        return 0.0  # done before the Cancel
    asked = time.monotonic()
    token.cancel()
    thread.join(60)
    return (ended[0] if ended else time.monotonic()) - asked


def check_cancel(types: list[str], seed: int, report: Callable[[str], None]) -> list[str]:
    """Cancel every command on every board 1 s in; the faults (over 0.1 s)."""
    faults = []
    report("| board | command | seconds from Cancel to the end |")
    report("| --- | --- | ---: |")
    for type_name, listed in boards(seed).items():
        if type_name not in types:
            continue
        for board in listed:
            for command in ("solve", "hint", "grade"):
                took = cancel_latency(board.text, command, 1.0)
                report(f"| {board.name} | {command} | {took:.3f} |")
                if took > 0.1:
                    faults.append(f"{board.name}: {command}: Cancel took {took:.2f} s")
    return faults


def say(line: str) -> None:
    """One line of the report, at once."""
    sys.stdout.write(line + "\n")
    sys.stdout.flush()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--timeouts", type=float, nargs="+", default=[1.0, 3.0])
    parser.add_argument(
        "--types", nargs="+", default=["nurikabe", "shikaku", "hashi", "calcudoku", "logi5"]
    )
    parser.add_argument("--commands", nargs="+", default=["solve", "hint", "grade"])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--sides",
        type=int,
        nargs="+",
        default=[N],
        help="board sides for Hashi, Nurikabe and Shikaku (e.g. 200 100 50)",
    )
    parser.add_argument(
        "--probe",
        action="store_true",
        help="also record each run's longest CPU gap between two clock reads (the debug hook)",
    )
    parser.add_argument(
        "--cancel", action="store_true", help="measure Cancel in-process instead (0.1 s)"
    )
    parser.add_argument(
        "--no-watchdog",
        action="store_true",
        help="the searches' own clock reads alone, without the command's watchdog",
    )
    args = parser.parse_args()
    if args.no_watchdog:
        os.environ["PUZZLEGUI_NO_WATCHDOG"] = "1"  # the runs inherit it
    say(f"load average {os.getloadavg()[0]:.1f} at the start")
    if args.cancel:
        faults = check_cancel(args.types, args.seed, say)
        say(f"load average {os.getloadavg()[0]:.1f} at the end")
        for fault in faults:
            say(f"FAILED: {fault}")
        return 1 if faults else 0
    if args.probe:
        os.environ["PUZZLEGUI_CLOCK_PROBE"] = "on"  # each run gets a file of its own
    say(
        "| board | command | timeout | seconds | CPU s | peak MB | exit | verdict "
        "| work gap CPU s | clock reads |"
    )
    say("| --- | --- | ---: | ---: | ---: | ---: | ---: | --- | ---: | ---: |")
    runs = check(args.types, args.timeouts, args.commands, args.seed, say, args.sides)
    say(f"load average {os.getloadavg()[0]:.1f} at the end")
    failed = [run for run in runs if run.fault]
    worst = max((run.seconds - (run.timeout * 1.1 + 0.3) for run in runs), default=0.0)
    say(f"\n{len(runs)} runs, {len(failed)} failed; worst margin {worst:+.2f} s")
    if args.probe:
        longest = max(runs, key=lambda run: run.gap)
        say(f"longest gap between clock reads: {longest.gap:.3f} s of CPU, {longest.board}: ")
        say(f"  {longest.command}, {longest.gap_at}")
    for run in failed:
        say(f"FAILED: {run.board}: {run.command} --timeout {run.timeout:g}: {run.fault}")
    return 1 if failed else 0


if __name__ == "__main__":
    from puzzlegui.core import native

    # --cancel leaves clingo grounding in threads of this process: ending normally then
    # would crash in clingo's exit handlers (core/native.py).
    sys.exit(native.leave(main()))

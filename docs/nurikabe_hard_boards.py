"""Make few-clue, huge-island Nurikabe boards (the family of janko 0029 and 0753) and keep the
unique ones: the source of data/nurikabe-hard.jsonl.

    .venv/bin/pip install python-sat      # the peer proves uniqueness when ours runs out of time
    .venv/bin/python docs/nurikabe_hard_boards.py --seeds 0:400 --timeout 10 > candidates.jsonl
    .venv/bin/python docs/nurikabe_hard_boards.py --corners --sizes 8:14 --seeds 0:200 > more.jsonl
    .venv/bin/python docs/nurikabe_hard_boards.py --from-generator hard --sizes 15:15 --seeds 0:40
    .venv/bin/python docs/nurikabe_hard_boards.py --report --sizes 13:15 --seeds 0:120 --timeout 5

With --report every board drawn gets a line with our verdict (solved, multiple, timeout), CPU
ms and nodes, the peer not asked: a scan of the family, not a data set.

With --from-generator D the boards are our generator's instead (`puzzle generate nurikabe
--difficulty D --seed S`, square boards of each side in --sizes): every one is unique by
construction, and the row's notes give both solvers' CPU times, for keeping the slowest.

For each seed: a random size (7x7 to 10x10) and 2 to 5 islands of at least 4 cells; the walls
are drawn as straight strokes from a random cell, each from a wall already drawn, as designers
draw rings and crosses (such walls leave the islands little play); each island gets its size as
a clue at a random cell. The board is kept when our solver or the SAT peer
(docs/nurikabe_sat_peer.py) proves it has exactly one solution, written as a data-set row
(shared/data/FORMAT.md) with our time and nodes and the peer's time in `notes`, for choosing
the ones that hurt.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from typing import Any

from nurikabe_sat_peer import peer_solve

from puzzlegui.core.model import GenerateJob, GenerateOptions
from puzzlegui.core.nurikabe.generate import generate
from puzzlegui.core.nurikabe.jsonfmt import puzzle_to_json, solution_to_json
from puzzlegui.core.nurikabe.puzzle import make_puzzle
from puzzlegui.core.nurikabe.rules import mask_components, neighbour_table
from puzzlegui.core.nurikabe.solver import solve as our_solve


def islands(wall: list[bool], nbs: tuple[tuple[int, ...], ...]) -> list[list[int]]:
    """The groups of joined non-wall cells, in the rules check's order (rules.mask_components)."""
    return mask_components([not w for w in wall], nbs)


def pooled(wall: list[bool], i: int, cols: int) -> bool:
    """True when a wall at i would complete a 2x2 block of walls."""
    r, c = divmod(i, cols)
    rows = len(wall) // cols
    for dr in (-1, 0):
        for dc in (-1, 0):
            cells = [(r + dr + a) * cols + c + dc + b for a in (0, 1) for b in (0, 1)]
            inside = r + dr >= 0 and r + dr + 1 < rows and c + dc >= 0 and c + dc + 1 < cols
            if inside and all(wall[j] or j == i for j in cells):
                return True
    return False


def answer(rng: random.Random, rows: int, cols: int, count: int) -> list[bool] | None:
    """Joined walls drawn as straight strokes leaving exactly `count` islands (None: the drawing
    failed). Each stroke starts at a wall (the first anywhere) and runs straight for a random
    length, stopping before a 2x2 block; strokes are drawn until the islands are `count`."""
    nbs = neighbour_table(rows, cols)
    wall = [False] * (rows * cols)
    starts = [rng.randrange(rows * cols)]
    wall[starts[0]] = True
    for _ in range(STROKES):
        at = rng.choice(starts)
        step = rng.choice((1, -1, cols, -cols))
        for _ in range(rng.randint(2, max(rows, cols))):
            nxt = at + step
            if not 0 <= nxt < len(wall) or (abs(step) == 1 and nxt // cols != at // cols):
                break
            if not wall[nxt] and pooled(wall, nxt, cols):
                break
            wall[nxt], at = True, nxt
            starts.append(nxt)
        found = len(islands(wall, nbs))
        if found == count:
            return wall
        if found > count:
            return None
    return None


STROKES = 12
"""Strokes drawn at most before giving up on a board."""


Made = tuple[int, int, list[tuple[int, int, int]], list[bool]]
"""rows, cols, clues (row, column, value) and the answer's walls."""


def board_of(seed: int, sizes: tuple[int, int] = (7, 10), corners: bool = False) -> Made | None:
    """The random board of one seed: rows, cols, clues and its answer (None: growth stuck).
    With `corners`, each clue sits at its island's cell nearest to a cell diagonally next to a
    corner of the board, as in janko 0753 (clues that tell little about the walls)."""
    rng = random.Random(seed)
    rows, cols = rng.randint(*sizes), rng.randint(*sizes)
    count = rng.randint(2, 5)
    wall = answer(rng, rows, cols, count)
    groups = [] if wall is None else islands(wall, neighbour_table(rows, cols))
    if wall is None or min(map(len, groups)) < SMALLEST:
        return None
    spots = [(r, c) for r in (1, rows - 2) for c in (1, cols - 2)]
    clues = []
    for group in groups:
        cell = rng.choice(group)
        if corners:
            cell = min(group, key=lambda i: (_to_spot(i, cols, spots), rng.random()))
        clues.append((cell // cols, cell % cols, len(group)))
    return rows, cols, sorted(clues), wall


def _to_spot(i: int, cols: int, spots: list[tuple[int, int]]) -> int:
    """Steps from cell i to the nearest of the spots."""
    r, c = divmod(i, cols)
    return min(abs(r - a) + abs(c - b) for a, b in spots)


SMALLEST = 4
"""The smallest island kept: huge islands only, as in janko 0029 and 0753."""


def generated(difficulty: str, side: int, seed: int, timeout: float) -> dict[str, Any]:
    """The data-set row of our generator's board of one seed (as `puzzle generate nurikabe
    --size side --difficulty difficulty --seed seed`), with both solvers' CPU times."""
    puzzle = generate(GenerateJob(GenerateOptions(side, side, difficulty), random.Random(seed)))
    start = time.process_time()
    ours = our_solve(puzzle, seconds=timeout)
    ours_ms = (time.process_time() - start) * 1000
    start = time.process_time()
    peer, _, _ = peer_solve(side, side, list(puzzle.clues), timeout)
    peer_ms = (time.process_time() - start) * 1000
    return {
        "type": "nurikabe",
        "source": "puzzlegui docs/nurikabe_hard_boards.py",
        "id": f"generator-{difficulty}-{side}-{seed}",
        "puzzle": puzzle_to_json(puzzle),
        "solution": None if ours.solution is None else solution_to_json(puzzle, ours.solution),
        "notes": f"puzzle generate nurikabe --size {side} --difficulty {difficulty} --seed "
        f"{seed}; ours {ours.status.value} {ours_ms:.0f} ms CPU {ours.nodes} nodes; "
        f"peer {peer} {peer_ms:.0f} ms CPU",
    }


FIRST_SIZES = {False: (7, 10), True: (8, 14)}
"""The sizes the first rows of each family (few clues, corner clues) were made with: their ids
name the seed alone."""


def row_id(corners: bool, seed: int, sizes: tuple[int, int]) -> str:
    """The row's id: the family and seed, and the sizes when they are not the family's first."""
    family = "corner-clues" if corners else "few-clues"
    if sizes == FIRST_SIZES[corners]:
        return f"{family}-{seed}"
    return f"{family}-{sizes[0]}to{sizes[1]}-{seed}"


def report(
    seed: int, rows: int, cols: int, clues: list[tuple[int, int, int]], timeout: float
) -> None:
    """One line for a board: its seed, size, walls and clues, and our verdict with CPU ms and
    nodes (for scanning the random boards: several answers and timeouts too)."""
    start = time.process_time()
    ours = our_solve(make_puzzle(rows, cols, clues), seconds=timeout)
    ms = (time.process_time() - start) * 1000
    walls = rows * cols - sum(n for *_, n in clues)
    line = {"seed": seed, "rows": rows, "cols": cols, "walls": walls, "clues": clues}
    line |= {"status": ours.status.value, "cpu_ms": round(ms), "nodes": ours.nodes}
    sys.stdout.write(json.dumps(line) + "\n")
    sys.stdout.flush()


def main() -> None:
    """Write a data-set row for every seed's board proven unique."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", default="0:100", help="first:last (last excluded)")
    parser.add_argument("--timeout", type=float, default=10.0)
    parser.add_argument("--sizes", default="7:10", help="least:most rows (and columns)")
    parser.add_argument("--corners", action="store_true", help="clues next to the corners")
    parser.add_argument("--from-generator", metavar="D", help="our generator's D boards instead")
    parser.add_argument("--report", action="store_true", help="every board's verdict, ours only")
    args = parser.parse_args()
    first, last = (int(x) for x in args.seeds.split(":"))
    low, high = (int(x) for x in args.sizes.split(":"))
    if args.from_generator:
        for side in range(low, high + 1):
            for seed in range(first, last):
                row = generated(args.from_generator, side, seed, args.timeout)
                sys.stdout.write(json.dumps(row) + "\n")
                sys.stdout.flush()
        return
    for seed in range(first, last):
        made = board_of(seed, (low, high), args.corners)
        if made is None:
            continue
        rows, cols, clues, wall = made
        if args.report:
            report(seed, rows, cols, clues, args.timeout)
            continue
        ours = our_solve(make_puzzle(rows, cols, clues), seconds=args.timeout)
        start = time.perf_counter()
        peer, _, _ = peer_solve(rows, cols, clues, args.timeout)
        peer_ms = (time.perf_counter() - start) * 1000
        if "solved" not in (ours.status.value, peer):
            continue  # several solutions, or neither proved there is one
        grid = ["".join(".#"[wall[r * cols + c]] for c in range(cols)) for r in range(rows)]
        row = {
            "type": "nurikabe",
            "source": "puzzlegui docs/nurikabe_hard_boards.py",
            "id": row_id(args.corners, seed, (low, high)),
            "puzzle": {"rows": rows, "cols": cols, "clues": [list(c) for c in clues]},
            "solution": {"grid": grid},
            "notes": f"ours {ours.status.value} {ours.elapsed_ms:.0f} ms {ours.nodes} nodes; "
            f"peer {peer} {peer_ms:.0f} ms",
        }
        sys.stdout.write(json.dumps(row) + "\n")
        sys.stdout.flush()


if __name__ == "__main__":
    main()

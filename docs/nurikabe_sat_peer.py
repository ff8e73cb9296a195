"""The reference peer for the Nurikabe solver: a small CDCL SAT model with lazy connectivity cuts,
run side by side with ours on the same rows (one row at a time, ours then the peer).

    .venv/bin/pip install python-sat      # the peer's only need (not a puzzlegui dependency)
    .venv/bin/python docs/nurikabe_sat_peer.py data/nurikabe-hard.jsonl --timeout 20
    .venv/bin/python docs/nurikabe_sat_peer.py data/nurikabe-hard.jsonl --cpu   # CPU time

The model: one variable per cell (true = wall); clue cells are island; no 2x2 block of walls;
exactly cells - sum(clues) walls (a sequential counter); a cell beside two clues, or farther
(Manhattan) from every clue than its number reaches, is a wall. Glucose 4 solves it; each
answer is checked and, if an island or the walls break a rule, cuts are added and it solves
again (lazily, as peers in the literature do): a clue-less island needs one of its border
cells island or itself a wall; an island too small needs one of its border cells island; an
island with two clues needs a wall on a shortest path between them; one too large needs a wall
among the first clue + 1 cells of a breadth-first search from its clue; a wall group apart
from the others (and smaller than all the walls) needs a wall on its border or none at its
first cell. A valid answer is blocked and the search goes on, so limit 2 proves uniqueness like
ours. The time limit is wall-clock (Glucose is interrupted; CaDiCaL cannot be in python-sat).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import threading
import time
from collections import deque
from collections.abc import Sequence
from typing import Any

from pysat.card import CardEnc, EncType
from pysat.solvers import Solver

from puzzlegui.core.nurikabe.puzzle import make_puzzle
from puzzlegui.core.nurikabe.rules import mask_components, neighbour_table
from puzzlegui.core.nurikabe.solver import solve as our_solve

Clues = list[tuple[int, int, int]]


def peer_solve(rows: int, cols: int, clues: Clues, seconds: float) -> tuple[str, int, int]:
    """(status, solutions found up to 2, cuts added) of the SAT model within `seconds`."""
    nbs = neighbour_table(rows, cols)
    clue = {r * cols + c: k for r, c, k in clues}
    walls = rows * cols - sum(clue.values())
    solver = Solver(name="glucose4")
    for clause in _static(rows, cols, clue, walls):
        solver.add_clause(clause)
    timer = threading.Timer(seconds, solver.interrupt)
    timer.start()
    found = cuts = 0
    try:
        while True:
            if not solver.solve_limited(expect_interrupt=True):
                ok = solver.get_status() is False
                return ("solved" if found == 1 else "no_solution") if ok else "timeout", found, cuts
            model = solver.get_model()
            wall = [model[i] > 0 for i in range(rows * cols)]
            new = _cuts(wall, clue, nbs, walls)
            for clause in new:
                solver.add_clause(clause)
            cuts += len(new)
            if not new:
                found += 1
                if found == 2:
                    return "multiple", found, cuts
                solver.add_clause([-(i + 1) if w else i + 1 for i, w in enumerate(wall)])
    finally:
        timer.cancel()
        solver.delete()


def _static(rows: int, cols: int, clue: dict[int, int], walls: int) -> list[list[int]]:
    """The clauses known before any answer: clues, 2x2 blocks, the wall count, easy walls."""
    size = rows * cols
    out = [[-(i + 1)] for i in clue]
    for r in range(rows - 1):
        for c in range(cols - 1):
            i = r * cols + c
            out.append([-(i + 1), -(i + 2), -(i + cols + 1), -(i + cols + 2)])
    card = CardEnc.equals(
        lits=list(range(1, size + 1)), bound=walls, top_id=size, encoding=EncType.seqcounter
    )
    out.extend(card.clauses)
    for i in range(size):
        r, c = divmod(i, cols)
        near = [k for j, k in clue.items() if abs(j // cols - r) + abs(j % cols - c) < k]
        beside = [j for j in clue if abs(j // cols - r) + abs(j % cols - c) == 1]
        if i not in clue and (not near or len(beside) > 1):
            out.append([i + 1])
    return out


def _cuts(
    wall: list[bool], clue: dict[int, int], nbs: tuple[tuple[int, ...], ...], walls: int
) -> list[Any]:
    """The clauses this answer breaks (none: it is valid)."""
    out: list[list[int]] = []
    island = [not w for w in wall]
    for group in mask_components(island, nbs):
        border = sorted({j for i in group for j in nbs[i] if wall[j]})
        clued = [i for i in group if i in clue]
        if not clued:
            out.extend([i + 1, *(-(b + 1) for b in border)] for i in group)
        elif len(clued) > 1:
            path = _path(clued[0], set(clued[1:]), group, nbs)
            out.append([p + 1 for p in path if p not in clue])
        elif len(group) < clue[clued[0]]:
            out.append([-(b + 1) for b in border])
        elif len(group) > clue[clued[0]]:
            first = _first(clued[0], clue[clued[0]] + 1, set(group), nbs)
            out.append([i + 1 for i in first if i not in clue])
    wall_groups = mask_components(wall, nbs)
    if len(wall_groups) > 1:
        for group in wall_groups:
            border = sorted({j for i in group for j in nbs[i] if not wall[j]})
            if len(group) < walls:
                out.append([-(group[0] + 1), *(b + 1 for b in border)])
    return out


def _path(start: int, ends: set[int], group: list[int], nbs: Sequence[Sequence[int]]) -> list[int]:
    """A shortest path in `group` from start to one of `ends`."""
    cells, came = set(group), {start: -1}
    queue, last = deque([start]), start
    while queue:
        last = queue.popleft()
        if last in ends:
            break
        for j in nbs[last]:
            if j in cells and j not in came:
                came[j] = last
                queue.append(j)
    path = []
    while last >= 0:
        path.append(last)
        last = came[last]
    return path


def _first(start: int, count: int, cells: set[int], nbs: Sequence[Sequence[int]]) -> list[int]:
    """The first `count` cells of a breadth-first search in `cells` from `start`."""
    order, seen = [start], {start}
    for i in order:
        for j in nbs[i]:
            if j in cells and j not in seen and len(order) < count:
                seen.add(j)
                order.append(j)
    return order


def main() -> None:
    """Run ours and the peer on every nurikabe row; one line each, then a summary."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("files", nargs="+")
    parser.add_argument("--timeout", type=float, default=20.0)
    parser.add_argument(
        "--cpu", action="store_true", help="time both in CPU time (steadier on a loaded machine)"
    )
    args = parser.parse_args()
    clock = time.process_time if args.cpu else time.perf_counter
    ours_ms, peer_ms, wins = [], [], 0
    for path in args.files:
        with open(path, encoding="utf-8") as handle:
            rows = [json.loads(line) for line in handle if line.strip()]
        for row in rows:
            if row.get("type") != "nurikabe":
                continue
            p = row["puzzle"]
            clues = [(r, c, n) for r, c, n in p["clues"]]
            start = clock()
            ours = our_solve(make_puzzle(p["rows"], p["cols"], clues), seconds=args.timeout)
            our_ms = (clock() - start) * 1000
            start = clock()
            status, _, cuts = peer_solve(p["rows"], p["cols"], clues, args.timeout)
            ms = (clock() - start) * 1000
            ours_ms.append(our_ms)
            peer_ms.append(ms)
            wins += ours.status.value == "solved" and (status != "solved" or our_ms < ms)
            sys.stdout.write(
                f"{row['id']}  {p['cols']}x{p['rows']}  ours {ours.status.value} "
                f"{our_ms:.1f} ms {ours.nodes} nodes  peer {status} {ms:.1f} ms "
                f"{cuts} cuts\n"
            )
            sys.stdout.flush()
    if ours_ms:
        sys.stdout.write(
            f"rows {len(ours_ms)}  ours median {statistics.median(ours_ms):.1f} ms worst "
            f"{max(ours_ms):.1f}  peer median {statistics.median(peer_ms):.1f} ms worst "
            f"{max(peer_ms):.1f}  ours faster (and solved) on {wins}\n"
        )


if __name__ == "__main__":
    main()

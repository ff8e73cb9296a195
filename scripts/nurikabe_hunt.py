"""Hunt for Nurikabe boards that hurt one of the solver's engines: make boards of the published
kind, keep the unique ones, time every engine on each, keep those where an engine is slow.

    nice .venv/bin/python scripts/nurikabe_hunt.py --count 2000 --seed 0 --cap 5 \\
        > data/nurikabe-hunted.jsonl 2> hunt.log
    nice .venv/bin/python scripts/nurikabe_hunt.py --climb 500 --count 40 --seed 9000 --cap 3 \\
        >> data/nurikabe-hunted.jsonl 2> climb.log
    nice .venv/bin/python scripts/nurikabe_hunt.py --cap 10 --rerun data/nurikabe-hunted.jsonl

Boards (`--count` of them, board i from seed `--seed` + i):
- janko-like (most): the size, the clue count and the clue sizes of a janko board of 10x10 to
  20x20 in shared/data (drawn at random); islands of those sizes grown at random places, the 2x2
  blocks of walls left broken by islands of one, the walls joined; a clue at a random cell of
  each island;
- few-clue (every FEW-th): docs/nurikabe_hard_boards.py's family (2 to 5 huge islands);
- generated (every GENERATED-th): the generator's hard boards, 10x10 to 15x15.
With --few-clue every board is of the few-clue family (the family of the hunted board whose
fastest engine is slowest: docs/nurikabe-notes.md, "Few clues on two cores").
A board is kept as unique when an engine proves it (limit 2) and none finds a second answer.
Each engine runs alone, one at a time, with a cap of `--cap` CPU seconds (the process's CPU
time: clingo searches in a thread of its own): ours (the propagation search, no helper, no
SAT), wide (the same search probing every candidate at every node, as the race's helper and
the one-core turns run it: solver/fork.py), asp (solver/asp.py on clingo), sat
(solver/satmodel.py, on boards of at most portfolio.SAT_CELLS cells: the portfolio never runs
it on larger ones); with --rerun also the
reference CDCL peer (docs/nurikabe_sat_peer.py) and portfolio (`solve` as the program runs it,
wall clock and this process's CPU). A board is kept when an engine took over SLOW
seconds, or over RATIO times the best engine and over FLOOR seconds. Rows go to stdout
(shared/data/FORMAT.md, each engine's seconds in `notes`), one line per board tried to
stderr, the tally every 50 boards and at the end.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from collections import Counter
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from puzzlegui.core.cancel import Budget, TimedOut
from puzzlegui.core.model import GenerateJob, GenerateOptions, SolveStatus
from puzzlegui.core.nurikabe.engine.board import Board
from puzzlegui.core.nurikabe.engine.cells import WALL, Cells
from puzzlegui.core.nurikabe.generate.answer import random_maze, walls_stay_joined
from puzzlegui.core.nurikabe.puzzle import Puzzle, make_puzzle
from puzzlegui.core.nurikabe.rules import mask_components, neighbour_table
from puzzlegui.core.nurikabe.solver import solve
from puzzlegui.core.nurikabe.solver.asp import AspModel
from puzzlegui.core.nurikabe.solver.dfs import steps
from puzzlegui.core.nurikabe.solver.portfolio import SAT_CELLS
from puzzlegui.core.nurikabe.solver.satmodel import SatModel, meet_applies

JANKO = Path(__file__).resolve().parents[1].parent / "shared" / "data" / "janko" / "nurikabe.jsonl"
SLOW = 1.0
RATIO = 5.0
FLOOR = 0.2
"""Kept: an engine over SLOW seconds, or over RATIO x the best and over FLOOR seconds (without
the floor nearly every board is kept: on a 10 ms board clingo's start alone is 5x ours)."""
WALL_SLACK = 10
"""The peer and the portfolio stop on the wall clock: --rerun gives them `--cap` x this many
seconds, so that on a loaded machine they stop for want of CPU time, not of turns."""
FEW = 20
GENERATED = 100
"""Every FEW-th board is of the few-clue family, every GENERATED-th the generator's."""

Clues = list[tuple[int, int, int]]


def janko_shapes(path: Path) -> list[tuple[int, int, list[int]]]:
    """(rows, cols, clue sizes) of janko's boards of 10x10 to 20x20."""
    out = []
    for line in path.read_text().splitlines():
        p = json.loads(line)["puzzle"]
        if 10 <= p["rows"] <= 20 and 10 <= p["cols"] <= 20:
            out.append((p["rows"], p["cols"], [n for _, _, n in p["clues"]]))
    return out


def janko_like(rng: random.Random, shape: tuple[int, int, list[int]]) -> Clues | None:
    """A random answer with islands of the sizes given, a clue in each (None: walls split)."""
    rows, cols, sizes = shape
    nbs = neighbour_table(rows, cols)
    maze = random_maze(rows, cols, rng)  # walls joined, every 2x2 block broken
    if maze is None:
        return None
    owner = list(maze)
    walls = owner.count(-1)
    names = rng.sample(sorted(set(owner) - {-1}), len(set(owner) - {-1}))
    loose = set(names[len(sizes) :])  # the maze's islands beyond the clue count: swallowed
    for k, size in zip(names, rng.sample(sizes, len(sizes)), strict=False):
        cells = [i for i, o in enumerate(owner) if o == k]
        while len(cells) < size:
            edge = [j for i in cells for j in nbs[i] if _may_take(owner, nbs, j, k, walls, loose)]
            if not edge:
                break
            j = rng.choice(edge)
            for m in {owner[y] for y in nbs[j]} & loose:  # a loose island joins this one
                cells.extend(i for i, o in enumerate(owner) if o == m)
                owner[:] = [k if o == m else o for o in owner]
                loose.discard(m)
            owner[j] = k
            walls -= 1
            cells.append(j)
    walls = [o < 0 for o in owner]
    if len(mask_components(walls, nbs)) != 1 or _pooled(walls, rows, cols):
        return None
    spots = {rng.choice(g) for g in mask_components([not w for w in walls], nbs)}
    for _ in range(MOVES):  # rule out a second answer: move a clue, or add an island of one
        groups = mask_components([not w for w in walls], nbs)
        at = [next(i for i in g if i in spots) for g in groups]
        clues = sorted((a // cols, a % cols, len(g)) for a, g in zip(at, groups, strict=True))
        other = _second(rows, cols, clues, walls)
        if other is None:
            return clues
        _rule_out(rng, other, walls, groups, spots, nbs)
    return None


def _rule_out(
    rng: random.Random,
    other: Cells,
    walls: list[bool],
    groups: list[list[int]],
    spots: set[int],
    nbs: tuple[tuple[int, ...], ...],
) -> None:
    """Change the board so that `other` is no answer: a clue (in `spots`) moved to a cell of
    its island that `other` walls, or a wall that `other` leaves white made an island of one
    (when it touches no island and the walls stay joined)."""
    moves: list[tuple[int, int]] = []
    for g in groups:
        clue = next(i for i in g if i in spots)
        moves.extend((clue, i) for i in g if other[i] == WALL)
    count = walls.count(True)
    for i, w in enumerate(walls):
        lone = w and other[i] != WALL and not any(not walls[j] for j in nbs[i])
        if lone and walls_stay_joined(i, walls, nbs, count):
            moves.append((-1, i))
    if not moves:
        return
    old, i = rng.choice(moves)
    spots.discard(old)
    spots.add(i)
    walls[i] = walls[i] and old >= 0  # an island of one: the wall turns white


MOVES = 40
"""Clue moves tried to make a drawn board unique before it is dropped."""


def _pooled(walls: list[bool], rows: int, cols: int) -> bool:
    """True when a 2x2 block is all walls."""
    return any(
        walls[i] and walls[i + 1] and walls[i + cols] and walls[i + cols + 1]
        for r in range(rows - 1)
        for i in range(r * cols, r * cols + cols - 1)
    )


def _second(rows: int, cols: int, clues: Clues, walls: list[bool]) -> Cells | None:
    """An answer other than `walls` (clingo, one second at most), None if none was found."""
    start = time.process_time()
    for v in asp_search(Board(make_puzzle(rows, cols, clues))):
        if v is not None and any((x == WALL) != w for x, w in zip(v, walls, strict=True)):
            return v
        if time.process_time() - start > 1.0:
            return None
    return None


def asp_search(board: Board) -> Iterator[Cells | None]:
    """The ASP model alone, as it runs beside ours: one solve listing every answer in clingo's
    thread; None after each 50 ms of it without news (the caller reads its clock then)."""
    model = AspModel(board, listing=True)
    try:
        model.ground()
        model.list_all()
        assert model.handle is not None
        seen = 0
        while True:
            ended = model.handle.wait(0.05)  # before the list is read: then it is complete
            listed = model.listed
            yield from listed[seen:]
            seen = len(listed)
            if ended:
                return
            yield None
    finally:
        model.close()


def _may_take(
    owner: list[int], nbs: tuple[tuple[int, ...], ...], i: int, k: int, walls: int, loose: set[int]
) -> bool:
    """True when cell i may join island k: free, beside no island with a size of its own,
    the walls joined."""
    if owner[i] >= 0 or any(owner[j] not in (-1, k) and owner[j] not in loose for j in nbs[i]):
        return False
    return walls_stay_joined(i, [o < 0 for o in owner], nbs, walls)


def few_clue(seed: int) -> Clues | None:
    """A board of docs/nurikabe_hard_boards.py's few-clue family."""
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "docs"))
    from nurikabe_hard_boards import board_of

    made = board_of(seed, (8, 14))
    return None if made is None else made[2]


def generated(seed: int) -> tuple[int, int, Clues]:
    """The generator's hard board for a seed (a side from 10 to 15)."""
    from puzzlegui.core.nurikabe.generate import generate

    rng = random.Random(seed)
    side = rng.randint(10, 15)
    puzzle = generate(GenerateJob(GenerateOptions(rows=side, cols=side, difficulty="hard"), rng))
    return side, side, list(puzzle.clues)


def candidate(
    i: int, seed: int, shapes: list[tuple[int, int, list[int]]], few_only: bool = False
) -> tuple[str, Any]:
    """Board i: its family and (rows, cols, clues), or None when its drawing failed
    (`few_only`: every board of the few-clue family)."""
    if not few_only and i % GENERATED == GENERATED - 1:
        return "generated", generated(seed)
    if few_only or i % FEW == FEW - 1:
        clues = few_clue(seed)
        if clues is None:
            return "few-clue", None
        rng = random.Random(seed)
        rows, cols = rng.randint(8, 14), rng.randint(8, 14)
        return "few-clue", (rows, cols, clues)
    rng = random.Random(seed)
    shape = rng.choice(shapes)
    clues = janko_like(rng, shape)
    return "janko-like", None if clues is None else (shape[0], shape[1], clues)


Verdict = tuple[str, float, list[Cells]]
"""unique / multiple / none / timeout, the seconds, the answers found."""


def timed(search: Callable[[], Iterator[Cells | None]], cap: float) -> Verdict:
    """Run an engine's search to two answers or its end, within `cap` CPU seconds (the
    searches get a Budget with no wall-clock deadline: on a loaded machine one would end them
    long before their CPU cap, and a board would be called hard for the load's sake)."""
    start, found = time.process_time(), []
    try:
        for v in search():
            if v is not None:
                found.append(bytes(v))
                if len(found) == 2:
                    break
            if time.process_time() - start > cap:
                raise TimedOut
    except TimedOut:
        return "timeout", time.process_time() - start, [bytearray(f) for f in found]
    spent = time.process_time() - start
    verdict = ("none", "unique", "multiple")[len(found)]
    return verdict, spent, [bytearray(f) for f in found]


def engines(board: Board, cap: float, ours: Verdict | None = None) -> dict[str, Verdict]:
    """Each engine's verdict and time on the board, one after the other (`ours`: our
    search's, timed already)."""
    out: dict[str, Verdict] = {}
    if ours is None:
        ours = timed(lambda: steps(board, Budget(), 0.05), cap)
    out["ours"] = ours
    wide = Board(board.puzzle)  # a board of its own: ours' learned root facts stay out
    out["wide"] = timed(lambda: steps(wide, Budget(), 0.05, wide=True), cap)
    out["asp"] = timed(lambda: asp_search(board), cap)
    if board.size > SAT_CELLS:
        return out  # the portfolio never runs the SAT model there (portfolio.SAT_CELLS)
    sat = SatModel(board, None, meet_applies(board))
    try:
        out["sat"] = timed(sat.solutions, cap)
    finally:
        sat.close()
    return out


def portfolio_time(puzzle: Puzzle, cap: float) -> tuple[Verdict, float]:
    """`solve` as the program runs it (limit 2): its verdict with wall-clock seconds, and the
    CPU seconds of this process (clingo's threads in, the race's helper process out)."""
    start, cpu = time.perf_counter(), time.process_time()
    result = solve(puzzle, limit=2, seconds=cap)
    spent, cpu = time.perf_counter() - start, time.process_time() - cpu
    verdict = {
        SolveStatus.SOLVED: "unique",
        SolveStatus.MULTIPLE: "multiple",
        SolveStatus.NO_SOLUTION: "none",
    }.get(result.status, "timeout")
    return (verdict, spent, []), cpu


def peer_time(puzzle: Puzzle, cap: float) -> Verdict:
    """The reference CDCL model with lazy cuts (docs/nurikabe_sat_peer.py), CPU seconds."""
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "docs"))
    from nurikabe_sat_peer import peer_solve  # type: ignore[import-not-found]

    start = time.process_time()
    status, _, _ = peer_solve(puzzle.rows, puzzle.cols, list(puzzle.clues), cap)
    spent = time.process_time() - start
    verdict = {"solved": "unique", "multiple": "multiple", "no_solution": "none"}
    return verdict.get(status, "timeout"), spent, []


def kept(times: dict[str, float]) -> bool:
    """An engine over SLOW, or over RATIO x the best and over FLOOR."""
    best, worst = min(times.values()), max(times.values())
    return worst > SLOW or (worst > RATIO * best and worst > FLOOR)


def row(kind: str, seed: int, board: Board, answer: Cells, out: dict[str, Verdict]) -> str:
    """The board as a data-set row, each engine's verdict and seconds in `notes`."""
    p = board.puzzle
    grid = [
        "".join("#" if answer[r * p.cols + c] == WALL else "." for c in range(p.cols))
        for r in range(p.rows)
    ]
    notes = " ".join(f"{name} {v} {s:.3f}s" for name, (v, s, _) in out.items())
    return json.dumps(
        {
            "type": "nurikabe",
            "source": "puzzlegui scripts/nurikabe_hunt.py",
            "id": f"hunt-{kind}-{seed}",
            "puzzle": {"rows": p.rows, "cols": p.cols, "clues": [list(c) for c in p.clues]},
            "solution": {"grid": grid},
            "notes": "seconds alone (CPU; portfolio: wall): " + notes,
        }
    )


def judge(out: dict[str, Verdict]) -> tuple[str, Cells | None]:
    """unique (and the answer), multiple, none, unknown, or disagree."""
    verdicts = {v for v, _, _ in out.values()} - {"timeout"}
    if len(verdicts) > 1:
        return "disagree", None
    if verdicts == {"unique"}:
        answer = next((f[0] for v, _, f in out.values() if v == "unique" and f), None)
        return "unique", answer
    return (verdicts.pop() if verdicts else "unknown"), None


def hunt(count: int, seed: int, cap: float, few_only: bool = False) -> None:
    """Try `count` boards, print the kept rows; one line per board to stderr."""
    shapes = janko_shapes(JANKO)
    tally: Counter[str] = Counter()
    for i in range(count):
        kind, made = candidate(i, seed + i, shapes, few_only)
        if made is None:
            tally[f"{kind} drawing failed"] += 1
            continue
        rows, cols, clues = made
        board = Board(make_puzzle(rows, cols, clues))
        quick = timed(lambda b=board: steps(b, Budget(), 0.05), cap)
        if quick[0] in ("multiple", "none"):
            tally[f"{kind} {quick[0]}"] += 1
            continue
        out = engines(board, cap, quick)
        verdict, answer = judge(out)
        tally[f"{kind} {verdict}"] += 1
        times = {name: s for name, (_, s, _) in out.items()}
        spent = " ".join(f"{k}={v:.3f}" for k, v in times.items())
        _say(sys.stderr, f"{i} {kind} {rows}x{cols} {len(clues)} {verdict} {spent}")
        if verdict == "unique" and answer is not None and kept(times):
            tally["kept"] += 1
            _say(sys.stdout, row(kind, seed + i, board, answer, out))
        if i % 50 == 49:
            _say(sys.stderr, f"# tried {i + 1}: {_tally(tally)}")
    _say(sys.stderr, f"# tried {count}: {_tally(tally)}")


def _tally(tally: Counter[str]) -> str:
    """The counts so far, one phrase."""
    return ", ".join(f"{k} {v}" for k, v in sorted(tally.items()))


def rerun(paths: list[Path], cap: float, alone: bool = False, cells: int = 0) -> None:
    """Time every engine alone, the reference peer and the portfolio on the rows of data sets
    (`alone`: the portfolio only; `cells`: only boards of at most that many cells, 0 all);
    one line per row to stdout, then a summary (`summary`)."""
    table: list[dict[str, tuple[str, float]]] = []
    for path in paths:
        for line in path.read_text().splitlines():
            if not line.strip() or line.startswith("#") or '"nurikabe"' not in line:
                continue
            r = json.loads(line)
            p = r["puzzle"]
            if cells and p["rows"] * p["cols"] > cells:
                continue
            board = Board(make_puzzle(p["rows"], p["cols"], [tuple(c) for c in p["clues"]]))
            out = {} if alone else engines(board, cap)
            if not alone:
                out["peer"] = peer_time(board.puzzle, cap * WALL_SLACK)
            out["portfolio"], cpu = portfolio_time(board.puzzle, cap * WALL_SLACK)
            verdict, _ = judge(out)
            out["portfolio-cpu"] = (out["portfolio"][0], cpu, [])
            table.append({k: (v, s) for k, (v, s, _) in out.items()})
            times = " ".join(
                f"{k}={s:.3f}{'' if v != 'timeout' else '(TO)'}" for k, (v, s, _) in out.items()
            )
            _say(sys.stdout, f"{r['id']} {p['rows']}x{p['cols']} {verdict} {times}")
    for line in summary(table):
        _say(sys.stdout, "# " + line)


def summary(table: list[dict[str, tuple[str, float]]]) -> list[str]:
    """Per engine: rows proven unique, median and worst seconds (a time-out counts as its
    seconds); then the portfolio's CPU against each engine alone: the share of rows where it is
    faster and its worst ratio."""
    if not table:
        return ["no rows"]
    lines = []
    for name in ("ours", "wide", "asp", "sat", "peer", "portfolio", "portfolio-cpu"):
        had = [row[name] for row in table if name in row]
        if not had:
            continue
        times = sorted(s for _, s in had)
        unique = sum(v == "unique" for v, _ in had)
        lines.append(
            f"{name}: unique {unique}/{len(had)}, median {statistics.median(times):.3f} s, "
            f"worst {times[-1]:.3f} s"
        )
    for name in ("ours", "wide", "asp", "sat", "peer"):
        ratios = [row["portfolio-cpu"][1] / max(row[name][1], 1e-6) for row in table if name in row]
        if not ratios:
            continue
        faster = sum(r < 1 for r in ratios)
        lines.append(
            f"portfolio-cpu vs {name}: faster on {faster}/{len(ratios)} "
            f"({100 * faster / len(ratios):.1f} %), worst ratio {max(ratios):.2f}"
        )
    return lines


def _say(stream: Any, line: str) -> None:
    """One line, flushed (the hunt runs for long in the background)."""
    stream.write(line + "\n")
    stream.flush()


Layout = tuple[int, int, list[bool], set[int]]
"""A board being climbed: rows, cols, its answer's walls, the cells its clues sit on."""


def climb(count: int, seed: int, cap: float, steps_each: int, score: str) -> None:
    """Hill-climb `count` boards (board i from seed `--seed` + i, drawn as in `hunt`): change
    a clue's place or an island's shape by a cell, keep the change when the board stays unique
    and gets no easier (`score`, see `_score`), `steps_each` changes tried a board; print the
    boards kept by `kept`."""
    shapes = janko_shapes(JANKO)
    tally: Counter[str] = Counter()
    for i in range(count):
        start = _start(i, seed + i, shapes)
        if start is None:
            tally["drawing failed"] += 1
            continue
        rng = random.Random(seed + i)
        board, _ = _climbed(rng, start, cap, steps_each, score)
        tally["climbed"] += 1
        if board is None:
            continue
        out = engines(board, cap)
        verdict, answer = judge(out)
        times = {name: s for name, (_, s, _) in out.items()}
        spent = " ".join(f"{k}={v:.3f}" for k, v in times.items())
        p = board.puzzle
        _say(sys.stderr, f"{i} climbed {p.rows}x{p.cols} {len(p.clues)} {verdict} {spent}")
        if verdict == "unique" and answer is not None and kept(times):
            tally["kept"] += 1
            _say(sys.stdout, row("climb", seed + i, board, answer, out))
        elif answer is not None:  # not kept, but written down for a later look
            _say(sys.stderr, "# easy " + row("climb", seed + i, board, answer, out))
    _say(sys.stderr, f"# climbed {count}: {_tally(tally)}")


def _start(i: int, seed: int, shapes: list[tuple[int, int, list[int]]]) -> Layout | None:
    """A unique board to climb from: janko-like, or the generator's every GENERATED-th."""
    kind, made = candidate(i, seed, shapes)
    if made is None or kind == "few-clue":
        return None
    rows, cols, clues = made
    board = Board(make_puzzle(rows, cols, clues))
    verdict, _, found = timed(lambda: steps(board, Budget(), 0.05), 2.0)
    if verdict != "unique":
        return None
    return rows, cols, [x == WALL for x in found[0]], {r * cols + c for r, c, _ in clues}


def _climbed(
    rng: random.Random, start: Layout, cap: float, tries: int, score: str
) -> tuple[Board | None, float]:
    """The last board kept climbing from `start` (the hardest met, or one as hard reached by
    level steps; None when no step was kept, the start being a board `hunt` would draw), and
    its score."""
    rows, cols, walls, spots = start
    nbs = neighbour_table(rows, cols)
    best_board: Board | None = None
    best = _score(_board(rows, cols, walls, spots), cap, score)
    if best is None:
        return None, 0.0
    for t in range(tries):
        changed = _mutate(rng, rows, cols, nbs, walls, spots)
        if changed is None:
            continue
        board = _board(rows, cols, *changed)
        s = _score(board, cap, score)
        if s is not None and s >= best:  # level steps too: the climb drifts on plateaus
            if s > best:
                clues = json.dumps([list(c) for c in board.puzzle.clues])
                _say(sys.stderr, f"  step {t}: {len(changed[1])} clues, score {s:g}: {clues}")
            best, best_board = s, board
            walls, spots = changed
        if best >= CAPPED:
            break  # over the cap: hard enough, and each further step costs the cap
    return best_board, best


def _board(rows: int, cols: int, walls: list[bool], spots: set[int]) -> Board:
    """The board whose answer has these walls, a clue on each spot."""
    nbs = neighbour_table(rows, cols)
    clues = []
    for g in mask_components([not w for w in walls], nbs):
        at = next(i for i in g if i in spots)
        clues.append((at // cols, at % cols, len(g)))
    return Board(make_puzzle(rows, cols, clues))


def _mutate(
    rng: random.Random,
    rows: int,
    cols: int,
    nbs: tuple[tuple[int, ...], ...],
    walls: list[bool],
    spots: set[int],
) -> tuple[list[bool], set[int]] | None:
    """The answer changed by one step (a clue moved within its island, or a cell turned from
    wall to island or back: islands it joins keep one of their clues), None when the change
    breaks a rule of the answer."""
    walls, spots = list(walls), set(spots)
    if rng.random() < 0.5:
        groups = mask_components([not w for w in walls], nbs)
        g = rng.choice(groups)
        old = next(i for i in g if i in spots)
        spots.discard(old)
        spots.add(rng.choice(g))
        return walls, spots
    i = rng.randrange(rows * cols)
    if i in spots:
        return None
    walls[i] = not walls[i]
    if not walls[i] and not any(not walls[j] for j in nbs[i]):
        spots.add(i)  # a new island of one
    groups = mask_components([not w for w in walls], nbs)
    for g in groups:  # islands joined by the cell: one clue kept (fewer clues, harder)
        held = [j for j in g if j in spots]
        spots.difference_update(rng.sample(held, len(held) - 1) if held else [])
    if any(not spots.intersection(g) for g in groups):
        return None  # an island left without its clue
    if len(mask_components(walls, nbs)) != 1 or _pooled(walls, rows, cols):
        return None
    return walls, spots


CAPPED = 1e9
"""The score of a board our search cannot settle within the cap (the climb stops there)."""


def _score(board: Board, cap: float, score: str) -> float | None:
    """How hard the board is, None when it is not proven unique (by ours within `cap`, else
    by the ASP model): ours, our search's nodes (probes count two; a count, not a time, so
    that the climb does not follow the machine's load; a board ours cannot settle within
    `cap` scores CAPPED); both, the smaller CPU seconds of ours' and the ASP model's."""
    budget = Budget()
    ours = timed(lambda: steps(board, budget, 0.05), cap)
    if ours[0] in ("multiple", "none"):
        return None
    if ours[0] == "unique" and score == "ours":
        return float(budget.nodes)
    other = timed(lambda: asp_search(board), cap)
    if other[0] != "unique" and ours[0] != "unique":
        return None
    if other[0] in ("multiple", "none"):
        return None
    return CAPPED if score == "ours" else min(ours[1], other[1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--count", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--cap", type=float, default=5.0, help="CPU seconds per engine")
    parser.add_argument(
        "--rerun", type=Path, nargs="+", help="time the engines on these data sets instead"
    )
    parser.add_argument("--portfolio", action="store_true", help="with --rerun: it alone")
    parser.add_argument("--cells", type=int, default=0, help="with --rerun: largest board")
    parser.add_argument("--climb", type=int, default=0, help="changes tried a board (hill-climb)")
    parser.add_argument("--score", choices=("ours", "both"), default="ours")
    parser.add_argument("--few-clue", action="store_true", help="every board few-clue")
    args = parser.parse_args()
    if args.rerun is not None:
        rerun(args.rerun, args.cap, args.portfolio, args.cells)
    elif args.climb:
        climb(args.count, args.seed, args.cap, args.climb, args.score)
    else:
        hunt(args.count, args.seed, args.cap, args.few_clue)


if __name__ == "__main__":
    main()

"""The Nurikabe deduction ladder: named rules a person can follow, easiest first.

Modelled on the stages of Tatham's Range/Filling solvers (reference/tatham-ids.md, section 3)
and on the rules every Nurikabe guide teaches, on the compact board of deduce.py, easiest
first (the ladder is declared once, in `RUNGS`; a rung's level is its place there):

- complete island: an island as large as its clue is closed by walls;
- between islands: a cell touching two clued islands (or whose joining would overgrow one);
- unreachable: a cell no clue can reach within its remaining size is a wall;
- one way out: an island, or a group of walls, with a single free neighbour grows there;
- no 2x2 pool: the fourth cell of a block with three walls is island;
- island shapes: every way to complete an island uses (or borders) a cell;
- wall connectivity: a cell that holds the walls together is a wall, a pocket no wall can
  join is island, and once the walls that can still be joined are exactly enough, all are;
  with few walls left, a cell too far from them is island and the walls' span bounds the
  islands' boxes (walls.py, span.py);
- short trial: one value of a cell makes the rules of unreachable and wall connectivity
  (deduce.propagate) run into a contradiction within three rounds, so the cell takes the other;
- forcing chain: one value of a free cell makes the same rules run into a contradiction within
  six rounds, each round's cells shown as a step of the chain (trials.py);
- few ways: an island that can be completed in only two or three ways, each followed with the
  ladder's rules; a cell every way that does not run into a contradiction decides alike is
  decided (cases.py);
- deep trial: the forcing chain's trial, however many rounds the contradiction takes; cells
  beside growing islands first, then the other free cells, then with the solver's rules too (a
  strong trial);
- island cases: every way to complete an island that the rules do not refute decides a
  cell alike (cases.py);
- nested trial: a value of a free cell after which trials of the other cells, one at a time
  inside that supposition, run into a contradiction, so the cell takes the other (trials.py);
- needs guessing: no rule helps, the solution is consulted (a grade, not a rule).

Each rule yields `Step`s (cells decided, the cells that justify them, sentence parameters). One
scan of the rungs up to wall connectivity costs O(cells) to O(cells x clues); a trial costs a
propagation per candidate.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Generator, Iterable, Iterator
from dataclasses import dataclass
from itertools import chain

from puzzlegui.core.cancel import CancelToken

from ..engine.deduce import (
    UNKNOWN,
    WALL,
    WHITE,
    Analysis,
    Assignment,
    Board,
    Cells,
    Contradiction,
    Island,
    areas_of,
    claimed,
    island_facts,
    pool_claims,
    pool_corners,
    reach,
)
from ..engine.span import wall_span
from ..engine.walls import far_from_walls
from ..rules import mask_components
from .cases import FEW_WAYS, island_cases
from .probed import probed_steps
from .step import Step, sizes
from .step import apply_steps as apply_steps  # the ladder's users apply its steps
from .step import clue_cell as step_clue_cell
from .trials import (
    ALONE,
    Allowance,
    Scan,
    TrialWork,
    allowance_of,
    candidates,
    chain_steps,
    guesses,
    nearest_first,
    nested_steps,
    refutes,
    scan_of,
    trial_rules,
)


def clue_cell(board: Board, isl: Island) -> int:
    """The clue cell of a clued island (its first cell otherwise)."""
    return step_clue_cell(board.clue, isl)


def complete_steps(board: Board, v: Cells, info: Analysis) -> Iterator[Step]:
    """Complete island: a complete island's free neighbours are walls."""
    for isl in info.islands:
        if isl.clue and isl.missing == 0 and isl.liberties:
            where = clue_cell(board, isl)
            decided = [(j, WALL) for j in sorted(isl.liberties)]
            yield Step(
                LEVEL["complete"], "complete-island", decided, isl.cells, {"where": where}, _n(isl)
            )


def between_steps(board: Board, v: Cells, info: Analysis) -> Iterator[Step]:
    """Between islands: a free cell touching two clued islands, or joining islands too large,
    is wall."""
    islands, owner = info.islands, info.owner
    # Only a free neighbour of two islands can touch two, and it is a liberty of both (a scan
    # of every cell took most of a 200x200 board's first hint; of every liberty, a sixth of
    # the generator's easy judgements).
    counts = Counter(chain.from_iterable(isl.liberties for isl in islands))
    for j in sorted(j for j, n in counts.items() if n > 1):
        if v[j] != UNKNOWN:
            continue
        near = sorted({owner[n] for n in board.neighbours[j] if owner[n] >= 0})
        clued = [k for k in near if islands[k].clue]
        if len(near) < 2 or not clued:
            continue
        first = islands[clued[0]]
        reasons = [c for k in near for c in islands[k].cells]
        where = clue_cell(board, first)
        if len(clued) > 1:
            other = clue_cell(board, islands[clued[1]])
            places = {"where": where, "other": other}
            yield Step(LEVEL["between"], "between-clues", [(j, WALL)], reasons, places)
        elif 1 + sum(len(islands[k].cells) for k in near) > first.clue:
            yield Step(
                LEVEL["between"],
                "join-too-large",
                [(j, WALL)],
                reasons,
                {"where": where},
                _n(first),
            )


def reach_of(board: Board, v: Cells, info: Analysis) -> list[bool]:
    """Which cells some growing clued island could still take (by distance alone)."""
    reached = [False] * board.size
    seen = [-1] * board.size
    for k, isl in enumerate(info.islands):
        if isl.clue and isl.missing > 0:
            for j in reach(board, v, info, k, seen):
                reached[j] = True
    return reached


def unreachable_steps(board: Board, v: Cells, info: Analysis) -> Iterator[Step]:
    """Unreachable: a free cell no clue can reach within its remaining size is a wall."""
    reached = reach_of(board, v, info)
    for j in range(board.size):
        if v[j] == UNKNOWN and not reached[j]:
            yield Step(LEVEL["unreachable"], "unreachable", [(j, WALL)], [])


def near_clues(board: Board, info: Analysis, j: int) -> list[int]:
    """The clue cells a reader would try first for cell j: those of the growing islands that
    the distance alone (no walls, no other islands in the way) would let reach it, else the
    nearest one; the rule checks every clue, these are the ones worth showing. A hint asks
    (hints.py), not the rule: a grade's rounds take every unreachable cell at once."""
    cols = board.cols

    def gap(isl: Island) -> int:
        r, c = divmod(j, cols)
        return min(abs(r - i // cols) + abs(c - i % cols) for i in isl.cells)

    growing = [isl for isl in info.islands if isl.clue and isl.missing > 0]
    if not growing:
        return []
    close = [isl for isl in growing if gap(isl) <= isl.missing]
    chosen = close or [min(growing, key=gap)]
    return sorted(clue_cell(board, isl) for isl in chosen)


def one_way_steps(board: Board, v: Cells, info: Analysis) -> Iterator[Step]:
    """One way out: an island that must grow, or walls that must join, with one free neighbour."""
    for isl in info.islands:
        if (isl.clue and isl.missing == 0) or len(isl.liberties) != 1:
            continue
        rule = "island-one-way" if isl.clue else "dot-one-way"
        where = clue_cell(board, isl)
        yield Step(
            LEVEL["one-way"],
            rule,
            [(isl.liberties[0], WHITE)],
            isl.cells + _fence(board, v, isl.cells, WALL),
            {"where": where},
            _n(isl),
        )
    yield from _wall_one_way(board, v)


def _fence(board: Board, v: Cells, group: list[int], value: int) -> list[int]:
    """The cells of `value` around `group` that close its other ways out: without them the
    step is not forced (tests/core/minimal_reasons_nurikabe.py)."""
    return sorted({n for i in group for n in board.neighbours[i] if v[n] == value})


def _wall_one_way(board: Board, v: Cells) -> Iterator[Step]:
    nbs = board.neighbours
    for group in mask_components(v.translate(_WALLS), nbs):
        if len(group) >= board.walls_needed:
            continue
        exit = _only_exit(v, group, nbs)
        if exit >= 0:
            yield Step(
                LEVEL["one-way"],
                "walls-one-way",
                [(exit, WALL)],
                group + _fence(board, v, group, WHITE),
                {"where": min(group)},
            )


_WALLS = bytes.maketrans(bytes((UNKNOWN, WALL, WHITE)), b"\x00\x01\x00")
"""A board's cells to 1 for a wall, 0 elsewhere (bytes.translate: one C loop)."""


def _only_exit(v: Cells, group: list[int], nbs: tuple[tuple[int, ...], ...]) -> int:
    """The one undecided cell beside `group`, or -1 for none or more than one (most groups
    have several: the walk stops at the second)."""
    exit = -1
    for i in group:
        for n in nbs[i]:
            if v[n] == UNKNOWN and n != exit:
                if exit >= 0:
                    return -1
                exit = n
    return exit


def pool_steps(board: Board, v: Cells, info: Analysis) -> Iterator[Step]:
    """No 2x2 pool: a 2x2 block with three walls has an island cell in the fourth."""
    cols, corners = board.cols, pool_corners(board, v)  # few blocks, found on bit masks
    while corners:
        low = corners & -corners
        corners ^= low
        i = low.bit_length() - 1
        block = (i, i + 1, i + cols, i + cols + 1)
        free = next(j for j in block if v[j] == UNKNOWN)
        walls = [j for j in block if j != free]
        yield Step(LEVEL["pool"], "pool-2x2", [(free, WHITE)], walls, {"where": min(walls)})


def shape_steps(
    board: Board, v: Cells, info: Analysis, only: int = -1, reaching: int = -1
) -> Iterator[Step]:
    """Island shapes: cells every completion of an island uses or borders; cells none can reach.

    A clue-less group of island cells that only one clue can reach belongs to that clue, so
    its completions must take the group. With `only` (a clue cell), the steps of that clue's
    island alone (a hint's reason search, ladder/reasons.py, asks again and again about one).
    With `reaching` (a free cell), only whether no shape reaches that cell: its step or none,
    the islands after the first whose shapes reach it not looked at (the reason search of a
    "no shape reaches" step: the same answer as the whole rule's).
    """
    areas = areas_of(board, v, info)
    claims = claimed(info, areas)
    hits = pool_claims(board, v, areas)
    reached = [False] * board.size
    for k, found in areas.items():
        board.stop()  # thousands of islands on a large board
        isl = info.islands[k]
        if only >= 0 and clue_cell(board, isl) != only:
            continue
        required, groups = claims.get(k, frozenset()), hits.get(k, frozenset())
        whites, walls, union = island_facts(board, v, info, k, found, required, groups)
        if reaching >= 0:
            if reaching in union:
                return
            continue
        for j in union:
            reached[j] = True
        where = clue_cell(board, isl)
        for cells, value, code in (
            (whites, WHITE, "island-must-use"),
            (walls, WALL, "island-borders"),
        ):
            for j in sorted(cells):
                if v[j] == UNKNOWN:
                    yield Step(
                        LEVEL["shapes"], code, [(j, value)], isl.cells, {"where": where}, _n(isl)
                    )
    unseen = [reaching] if reaching >= 0 else range(board.size if only < 0 else 0)
    for j in unseen:
        if v[j] == UNKNOWN and not reached[j]:
            yield Step(LEVEL["shapes"], "no-shape-reaches", [(j, WALL)], [])


def wall_steps(board: Board, v: Cells, info: Analysis) -> Iterator[Step]:
    """Wall connectivity: cut cells of the wall-or-free region are walls, pockets are island,
    exact fit."""
    walls = v.count(WALL)
    if walls == 0:
        yield from few_wall_steps(board, v, info)
        return
    inside = [0 if x == WHITE else 1 for x in v]
    weight = [1 if x == WALL else 0 for x in v]
    cuts = board.marks.cuts
    root = v.index(WALL)
    cuts.run(inside, 1, root, weight, board.stop)
    disc, cut = list(cuts.disc), list(cuts.cut)
    for i in sorted(cuts.visited):
        if cut[i] and v[i] == UNKNOWN:  # a hint names the walls either side (cut_sides)
            yield Step(LEVEL["walls"], "wall-cut", [(i, WALL)], [], {"where": root})
    free = [i for i in range(board.size) if v[i] == UNKNOWN]
    for i in free:
        if not disc[i]:
            yield Step(LEVEL["walls"], "wall-pocket", [(i, WHITE)], [])
    reachable = sum(1 for i in range(board.size) if disc[i] and v[i] != WHITE)
    if reachable == board.walls_needed:
        decided = [(i, WALL) for i in free if disc[i]]
        if decided:
            yield Step(
                LEVEL["walls"], "wall-count", decided, [], params={"count": board.walls_needed}
            )
    yield from few_wall_steps(board, v, info)


def cut_sides(board: Board, v: Cells, i: int) -> list[int]:
    """One wall on each side of cut cell i: the region of walls and free cells without i falls
    apart, and each part holding a wall gives its wall nearest to i (by steps in the region).
    A hint asks (hints.py), not the rule: a grade's rounds take every cut cell at once."""
    nbs = board.neighbours
    side = [-1] * board.size
    side[i] = len(nbs)
    found: list[int] = []
    for k, start in enumerate(n for n in nbs[i] if v[n] != WHITE):
        if side[start] >= 0:
            continue
        side[start] = k
        queue = [start]
        wall = -1
        for cell in queue:  # breadth first: the first wall met is the nearest
            if wall < 0 and v[cell] == WALL:
                wall = cell
            for n in nbs[cell]:
                if side[n] < 0 and v[n] != WHITE:
                    side[n] = k
                    queue.append(n)
        if wall >= 0:
            found.append(wall)
    return sorted(found)


def few_wall_steps(board: Board, v: Cells, info: Analysis) -> Iterator[Step]:
    """Wall connectivity, when few walls are left: a free cell farther from every place that
    must hold a wall than walls are left is island (walls.py); joined walls spanning p rows and
    q columns need p + q - 1 cells, which leaves each island few boxes to fill (span.py)."""
    left: dict[str, object] = {"count": board.walls_needed - v.count(WALL)}
    found = _few_walls(board, v, info)
    if found is None:
        return  # a wrong board: the mistakes rung or the solution tells
    far, span = found
    for j, value in far:
        yield Step(LEVEL["walls"], "far-from-walls", [(j, value)], [], params=left)
    for j, value in span:
        rule = "wall-span-wall" if value == WALL else "wall-span-island"
        yield Step(LEVEL["walls"], rule, [(j, value)], [], params={"count": board.walls_needed})


def _few_walls(board: Board, v: Cells, info: Analysis) -> tuple[Assignment, Assignment] | None:
    """Far from walls' and wall span's cells on `v` (None: a contradiction), as the board's
    `FewWalls` memo holds them for the boards seen last."""
    kept = board.memo(FewWalls)
    key = bytes(v) if kept.on else b""
    if key in kept:
        return kept[key]
    try:
        found: tuple[Assignment, Assignment] | None = (
            far_from_walls(board, v, info),
            wall_span(board, v, info),
        )
    except Contradiction:
        found = None
    if not key:
        return found
    kept[key] = found
    if len(kept) > FewWalls.KEEP:
        del kept[next(iter(kept))]  # the oldest board
    return found


class FewWalls(dict[bytes, "tuple[Assignment, Assignment] | None"]):
    """The few-walls rules' cells on the boards the ladder last ran them on (a board's memo:
    engine/memo.py). A hint's reason search runs the wall rung on the clues and some of the
    marks again and again, and on janko 1030 about one run in four is a board it has run on
    before: the next hint's search drops the mark the last hint added and meets the last
    hint's own board (both rules cost a max-flow or a box fit per island there:
    docs/nurikabe-notes.md).

    Kept only where it is turned `on`: on the hints' board (hints.hint_board), whose rungs
    always run with the analysis of the very cells they are given, so the cells depend on
    the board alone. The judge's rounds (generate/judge.py) run a round's rules on one
    analysis while the cells change, and get what the rules find from it."""

    KEEP = 64
    """Boards kept, the oldest dropped first."""

    on = False


SHORT = 3
"""Rounds of the rules a short trial may take to reach its contradiction."""


RESCAN = 96
"""Trials the memo skipped that one deep-trial scan runs again before it gives up."""


def trial_steps(board: Board, v: Cells, info: Analysis, work: TrialWork = ALONE) -> Iterator[Step]:
    """Short trial: a value of a free cell the rules refute within SHORT rounds gives the other
    (with a hint's `work`: its memo, cancel token and allowance, trials.TrialWork)."""
    yield from _trials(board, v, info, (LEVEL["short-trial"], SHORT), work)


def forcing_chain_steps(
    board: Board, v: Cells, info: Analysis, work: TrialWork = ALONE
) -> Iterator[Step]:
    """Forcing chain: a value of a free cell the rules refute within trials.CHAIN rounds gives
    the other, the rounds' cells its chain (with a hint's `work`: its cancel token and
    allowance; no memo)."""
    return chain_steps(board, v, info, LEVEL["chain"], work)


def deep_trial_steps(
    board: Board, v: Cells, info: Analysis, work: TrialWork = ALONE
) -> Iterator[Step]:
    """Deep trial: a value of a free cell that all the solver's rules refute gives the other."""
    yield from _trials(board, v, info, (LEVEL["deep-trial"], 0), work)


def _trials(
    board: Board, v: Cells, info: Analysis, rung: tuple[int, int], work: TrialWork
) -> Iterator[Step]:
    level, rounds = rung
    memo, cancel, bound = work.memo, work.cancel, work.allowance
    scan = scan_of(board, v, info, memo)
    scan.cancel = cancel
    near = candidates(info)
    is_near = set(near)
    order = nearest_first(board, near + _far(board, v, is_near), scan)
    far = [j for j in order if j not in is_near]
    near = [j for j in order if j in is_near]
    found = yield from _scan(board, v, level, rounds, scan, near, bound)
    if rounds and memo is not None:
        memo.settled = (scan.now, scan.implied)
    if found or rounds:
        return  # a short trial the memo skipped wrongly is found by the deep one
    # The memo's skips are a heuristic: before giving up, run the trials it skipped, nearest
    # first and a bounded number per hint (the memo keeps their results for the next one).
    for j, guess in scan.skipped[:RESCAN]:
        if cancel is not None:
            cancel.raise_if_cancelled()
        if bound is not None and not bound.spend():
            return
        if refutes(board, v, j, guess, rounds, scan, trust=False):
            found = True
            yield Step(level, "deep-trial", [(j, WALL if guess == WHITE else WHITE)], [])
    if found:
        return
    # Then the free cells away from the islands (a wall that would cut a path, an island cell
    # that would block the walls), then strong trials (the solver's rules) near and far: fewer
    # of them succeed, so they come last and share one allowance of propagations per scan
    # (the memo keeps the work done for the next hint).
    allowance = allowance_of(board, bound)
    found = yield from _scan(board, v, level, rounds, scan, far, allowance)
    if found:
        return
    # A strong trial is run even where the memo would skip it: this phase is reached only
    # when every other trial failed, and its skips would not be run again.
    strong_memo = None if memo is None else memo.of_strong()
    strong = scan_of(board, v, info, strong_memo, trial_rules(board))
    strong.trust, strong.cancel = False, cancel
    yield from _scan(board, v, level, rounds, strong, near + far, allowance)


def guided_steps(
    board: Board, v: Cells, info: Analysis, answer: Cells, allowance: Allowance
) -> Iterator[Step]:
    """The first step of trials with the answer known (a hint once the solve has ended, where
    every rung found nothing within its allowance): on each free cell in `spread` order, the
    value the answer does not have, with all the solver's rules (a deep trial's step); failing
    that, the same values beside growing islands as a nested trial's suppositions (the nested
    rung's scan). The answer only spares the trials of the right values, which never fail.
    Every trial spends a propagation of `allowance` (a hint's also reads the clock: the
    board's `stop`)."""
    scan = scan_of(board, v, info, None, trial_rules(board))
    scan.trust = False
    free = spread(j for j in range(board.size) if v[j] == UNKNOWN)
    deep = _scan(board, v, LEVEL["deep-trial"], 0, scan, free, allowance, answer)
    step = next(deep, None)
    if step is None:
        work = TrialWork(None, None, allowance)
        step = next(nested_steps(board, v, info, LEVEL["nested-trial"], work, answer), None)
    if step is not None:
        yield step


def probed_guided_steps(
    board: Board, v: Cells, answer: Cells, allowance: Allowance
) -> Iterator[Step]:
    """After `guided_steps` found nothing: the first free cell, in `spread` order, whose value
    the `answer` does not have the rules and probing inside that supposition refute (a nested
    trial's step, probed.py), within `allowance`."""
    free = spread(j for j in range(board.size) if v[j] == UNKNOWN)
    return probed_steps(board, free, v, LEVEL["nested-trial"], answer, allowance)


def spread(cells: Iterable[int]) -> list[int]:
    """`cells` in an order that scatters them over the board, the same on every run. The cells
    a trial refutes where the ladder's scans stopped often lie together, so a sweep in board
    order may try most cells before the first of them; a scattered order meets one of k such
    cells among N after about N / (k + 1) trials, wherever they lie."""
    return sorted(cells, key=lambda j: (j * 0x9E3779B1) & 0xFFFFFFFF)


def _far(board: Board, v: Cells, near: set[int]) -> list[int]:
    """The free cells not in `near`."""
    return [j for j in range(board.size) if v[j] == UNKNOWN and j not in near]


def _scan(
    board: Board,
    v: Cells,
    level: int,
    rounds: int,
    scan: Scan,
    cells: list[int],
    allowance: Allowance | None = None,
    answer: Cells | None = None,
) -> Generator[Step, None, bool]:
    """The steps of trials on `cells` (each value, island first; with the `answer`, only the
    value it does not have: trials.guesses); True when there was one. With an `allowance`,
    each trial spends a propagation of it (one the memo skips costs none) and the scan stops
    when it is spent."""
    rule = "trial" if rounds else "deep-trial"
    found = False
    for j in cells:
        board.stop()
        if scan.cancel is not None:
            scan.cancel.raise_if_cancelled()
        for guess, other in guesses(j, answer):
            if allowance is not None and not allowance.spend():
                return found
            skips = len(scan.skipped)
            refuted = refutes(board, v, j, guess, rounds, scan, scan.trust)
            if allowance is not None and len(scan.skipped) > skips:
                allowance.refund()  # the memo skipped it: no propagation spent
            if refuted:
                found = True
                yield Step(level, rule, [(j, other)], [])
                break
    return found


def _n(isl: Island) -> dict[str, object]:
    return sizes(isl)


StepRule = Callable[[Board, Cells, Analysis], Iterator[Step]]


def case_steps(
    board: Board, v: Cells, info: Analysis, cancel: CancelToken | None = None
) -> Iterator[Step]:
    """Island cases: cells every way of completing an island (that the rules allow) decides
    alike (cases.py; `cancel`, if given, is looked at before each island: Cancelled)."""
    return island_cases(board, v, info, LEVEL["cases"], cancel)


def few_case_steps(
    board: Board, v: Cells, info: Analysis, cancel: CancelToken | None = None
) -> Iterator[Step]:
    """Few ways: the island cases of islands that can be completed in at most cases.FEW ways,
    each way followed with the ladder's rules (cases.py; `cancel` as for case_steps)."""
    return island_cases(board, v, info, LEVEL["few-cases"], cancel, FEW_WAYS)


def nested_trial_steps(
    board: Board, v: Cells, info: Analysis, work: TrialWork = ALONE
) -> Iterator[Step]:
    """Nested trial: a value of a free cell that trials inside it refute gives the other
    (trials.py `nested_steps`; with a hint's `work`: its cancel token and allowance)."""
    return nested_steps(board, v, info, LEVEL["nested-trial"], work)


@dataclass(frozen=True)
class Rung:
    """One rung of the ladder: its `key` (the rules' steps name their level by it), its `label`
    (a grade's name) and its `rule` (None on the last rung: no rule helps, guess)."""

    key: str
    label: str
    rule: StepRule | None


RUNGS: tuple[Rung, ...] = (
    Rung("complete", "complete island", complete_steps),
    Rung("between", "between islands", between_steps),
    Rung("unreachable", "unreachable", unreachable_steps),
    Rung("one-way", "one way out", one_way_steps),
    Rung("pool", "no 2x2 pool", pool_steps),
    Rung("shapes", "island shapes", shape_steps),
    Rung("walls", "wall connectivity", wall_steps),
    Rung("short-trial", "short trial", trial_steps),
    Rung("chain", "forcing chain", forcing_chain_steps),
    Rung("few-cases", "few ways", few_case_steps),
    Rung("deep-trial", "deep trial", deep_trial_steps),
    Rung("cases", "island cases", case_steps),
    Rung("nested-trial", "nested trial", nested_trial_steps),
    Rung("guess", "needs guessing", None),
)
"""The ladder, easiest first: a rung's level is its place (the first is level 1)."""

LEVELS: tuple[str, ...] = tuple(rung.label for rung in RUNGS)
"""The rungs' labels by level; the last means the solution had to be consulted."""

LEVEL: dict[str, int] = {rung.key: level for level, rung in enumerate(RUNGS, 1)}
"""Each rung's level by its key."""

LADDER: tuple[StepRule, ...] = tuple(rung.rule for rung in RUNGS if rung.rule is not None)
"""The rules of the rungs, easiest first (every rung but the last)."""

TRIALS = (trial_steps, deep_trial_steps)
"""The rungs that keep a trial memo (hints.hint_work) between hints."""

ONE_AT_A_TIME = (*TRIALS, forcing_chain_steps, few_case_steps, case_steps, nested_trial_steps)
"""The rungs whose steps cost a propagation each: the grade walk takes one at a time."""

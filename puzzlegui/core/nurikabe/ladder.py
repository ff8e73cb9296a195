"""The Nurikabe deduction ladder: named rules a person can follow, easiest first.

Modelled on the stages of Tatham's Range/Filling solvers (reference/tatham-ids.md, section 3)
and on the rules every Nurikabe guide teaches, on the compact board of deduce.py:

1. complete island: an island as large as its clue is closed by walls;
2. between islands: a cell touching two clued islands (or whose joining would overgrow one);
3. unreachable: a cell no clue can reach within its remaining size is a wall;
4. one way out: an island, or a group of walls, with a single free neighbour grows there;
5. no 2x2 pool: the fourth cell of a block with three walls is island;
6. island shapes: every way to complete an island uses (or borders) a cell;
7. wall connectivity: a cell that holds the walls together is a wall, a pocket no wall can
   join is island, and once the walls that can still be joined are exactly enough, all are;
8. short trial: one value of a cell makes the solver's rules (deduce.propagate) run into a
   contradiction within three rounds, so the cell takes the other;
9. deep trial: the same, however many rounds the contradiction takes.

Each rule yields `Step`s (cells decided, the cells that justify them, sentence parameters). One
scan of levels 1-7 costs O(cells) to O(cells x clues); trial costs a propagation per candidate.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field

from .deduce import (
    UNKNOWN,
    WALL,
    WHITE,
    Analysis,
    Board,
    Contradiction,
    Island,
    areas_of,
    claimed,
    island_facts,
    pool_claims,
    reach,
)
from .rules import flat_components
from .trials import TrialMemo, nearest_first, refutes, scan_of

LEVELS: tuple[str, ...] = (
    "complete island",
    "between islands",
    "unreachable",
    "one way out",
    "no 2x2 pool",
    "island shapes",
    "wall connectivity",
    "short trial",
    "deep trial",
    "needs guessing",
)
"""Labels of the ladder's levels 1..10; the last means the solution had to be consulted."""


@dataclass
class Step:
    """One deduction: cells decided, its rule and level, the cells that justify it, params.

    `places` name flat cells for the sentence ("where", "other"); `params` are plain values.
    """

    level: int
    rule: str
    decided: list[tuple[int, int]]
    reasons: list[int]
    places: dict[str, int] = field(default_factory=dict)
    params: dict[str, object] = field(default_factory=dict)


def apply_steps(v: list[int], steps: list[Step]) -> None:
    """Write the steps' decided cells into `v`; Contradiction if one clashes with a decided cell."""
    for step in steps:
        for i, value in step.decided:
            if v[i] == UNKNOWN:
                v[i] = value
            elif v[i] != value:
                raise Contradiction


def clue_cell(board: Board, isl: Island) -> int:
    """The clue cell of a clued island (its first cell otherwise)."""
    return next((i for i in isl.cells if board.clue[i]), isl.cells[0])


def complete_steps(board: Board, v: list[int], info: Analysis) -> Iterator[Step]:
    """Level 1: a complete island's free neighbours are walls."""
    for isl in info.islands:
        if isl.clue and isl.missing == 0 and isl.liberties:
            where = clue_cell(board, isl)
            decided = [(j, WALL) for j in sorted(isl.liberties)]
            yield Step(1, "complete-island", decided, isl.cells, {"where": where}, _n(isl))


def between_steps(board: Board, v: list[int], info: Analysis) -> Iterator[Step]:
    """Level 2: a free cell touching two clued islands, or joining islands too large, is wall."""
    islands, owner = info.islands, info.owner
    for j in range(board.size):
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
            yield Step(2, "between-clues", [(j, WALL)], reasons, places)
        elif 1 + sum(len(islands[k].cells) for k in near) > first.clue:
            yield Step(2, "join-too-large", [(j, WALL)], reasons, {"where": where}, _n(first))


def reach_of(board: Board, v: list[int], info: Analysis) -> list[bool]:
    """Which cells some growing clued island could still take (by distance alone)."""
    reached = [False] * board.size
    seen = [-1] * board.size
    for k, isl in enumerate(info.islands):
        if isl.clue and isl.missing > 0:
            for j in reach(board, v, info, k, seen):
                reached[j] = True
    return reached


def unreachable_steps(board: Board, v: list[int], info: Analysis) -> Iterator[Step]:
    """Level 3: a free cell no clue can reach within its remaining size is a wall."""
    reached = reach_of(board, v, info)
    for j in range(board.size):
        if v[j] == UNKNOWN and not reached[j]:
            yield Step(3, "unreachable", [(j, WALL)], [])


def one_way_steps(board: Board, v: list[int], info: Analysis) -> Iterator[Step]:
    """Level 4: an island that must grow, or walls that must join, with one free neighbour."""
    for isl in info.islands:
        if (isl.clue and isl.missing == 0) or len(isl.liberties) != 1:
            continue
        rule = "island-one-way" if isl.clue else "dot-one-way"
        where = clue_cell(board, isl)
        yield Step(4, rule, [(isl.liberties[0], WHITE)], isl.cells, {"where": where}, _n(isl))
    yield from _wall_one_way(board, v)


def _wall_one_way(board: Board, v: list[int]) -> Iterator[Step]:
    nbs = board.neighbours
    for group in flat_components(lambda i: v[i] == WALL, board.size, nbs):
        if len(group) >= board.walls_needed:
            continue
        exits = {n for i in group for n in nbs[i] if v[n] == UNKNOWN}
        if len(exits) == 1:
            yield Step(4, "walls-one-way", [(exits.pop(), WALL)], group, {"where": min(group)})


def pool_steps(board: Board, v: list[int], info: Analysis) -> Iterator[Step]:
    """Level 5: a 2x2 block with three walls has an island cell in the fourth."""
    for block in board.blocks:
        free = [i for i in block if v[i] == UNKNOWN]
        if len(free) == 1 and all(v[i] == WALL for i in block if i != free[0]):
            walls = [i for i in block if i != free[0]]
            yield Step(5, "pool-2x2", [(free[0], WHITE)], walls, {"where": min(walls)})


def shape_steps(board: Board, v: list[int], info: Analysis) -> Iterator[Step]:
    """Level 6: cells every completion of an island uses or borders; cells none can reach.

    A clue-less group of island cells that only one clue can reach belongs to that clue, so
    its completions must take the group.
    """
    nbs = board.neighbours
    risky = {j for isl in info.islands if not isl.clue for i in isl.cells for j in nbs[i]}
    areas = areas_of(board, v, info)
    claims = claimed(info, areas)
    hits = pool_claims(board, v, areas)
    reached = [False] * board.size
    for k, found in areas.items():
        isl = info.islands[k]
        required, groups = claims.get(k, frozenset()), hits.get(k, frozenset())
        whites, walls, union = island_facts(board, v, info, k, found, risky, required, groups)
        for j in union:
            reached[j] = True
        where = clue_cell(board, isl)
        for j in sorted(whites):
            if v[j] == UNKNOWN:
                yield Step(6, "island-must-use", [(j, WHITE)], isl.cells, {"where": where}, _n(isl))
        for j in sorted(walls):
            if v[j] == UNKNOWN:
                yield Step(6, "island-borders", [(j, WALL)], isl.cells, {"where": where}, _n(isl))
    for j in range(board.size):
        if v[j] == UNKNOWN and not reached[j]:
            yield Step(6, "no-shape-reaches", [(j, WALL)], [])


def wall_steps(board: Board, v: list[int], info: Analysis) -> Iterator[Step]:
    """Level 7: cut cells of the wall-or-free region are walls, pockets are island, exact fit."""
    walls = v.count(WALL)
    if walls == 0:
        return
    inside = [0 if x == WHITE else 1 for x in v]
    weight = [1 if x == WALL else 0 for x in v]
    cuts = board.cuts
    root = v.index(WALL)
    cuts.run(inside, 1, root, weight)
    disc, cut = list(cuts.disc), list(cuts.cut)
    for i in sorted(cuts.visited):
        if cut[i] and v[i] == UNKNOWN:
            near = [n for n in board.neighbours[i] if v[n] == WALL]
            yield Step(7, "wall-cut", [(i, WALL)], near, {"where": min(near or [root])})
    free = [i for i in range(board.size) if v[i] == UNKNOWN]
    for i in free:
        if not disc[i]:
            yield Step(7, "wall-pocket", [(i, WHITE)], [])
    reachable = sum(1 for i in range(board.size) if disc[i] and v[i] != WHITE)
    if reachable == board.walls_needed:
        decided = [(i, WALL) for i in free if disc[i]]
        if decided:
            yield Step(7, "wall-count", decided, [], params={"count": board.walls_needed})


SHORT = 3
"""Rounds of the rules a short trial may take to reach its contradiction."""


RESCAN = 96
"""Trials the memo skipped that one deep-trial scan runs again before it gives up."""


def trial_steps(
    board: Board, v: list[int], info: Analysis, memo: TrialMemo | None = None
) -> Iterator[Step]:
    """Level 8: a value of a free cell the rules refute within SHORT rounds gives the other."""
    yield from _trials(board, v, info, 8, SHORT, memo)


def deep_trial_steps(
    board: Board, v: list[int], info: Analysis, memo: TrialMemo | None = None
) -> Iterator[Step]:
    """Level 9: a value of a free cell that all the solver's rules refute gives the other."""
    yield from _trials(board, v, info, 9, 0, memo)


def _trials(
    board: Board, v: list[int], info: Analysis, level: int, rounds: int, memo: TrialMemo | None
) -> Iterator[Step]:
    rule = "trial" if rounds else "deep-trial"
    scan = scan_of(v, memo)
    found = False
    for j in nearest_first(board, candidates(board, v, info), scan):
        for guess, other in ((WHITE, WALL), (WALL, WHITE)):
            if refutes(board, v, j, guess, rounds, scan):
                found = True
                yield Step(level, rule, [(j, other)], [])
                break
    if found or rounds:
        return  # a short trial the memo skipped wrongly is found by the deep one
    # The memo's skips are a heuristic: before giving up, run the trials it skipped, nearest
    # first and a bounded number per hint (the memo keeps their results for the next one).
    for j, guess in scan.skipped[:RESCAN]:
        if refutes(board, v, j, guess, rounds, scan, trust=False):
            yield Step(level, rule, [(j, WALL if guess == WHITE else WHITE)], [])


def candidates(board: Board, v: list[int], info: Analysis) -> list[int]:
    """Free cells to try: those beside growing islands (where a person looks, and where trials
    refute most often; trying every free cell would cost a propagation each)."""
    return sorted({j for isl in info.islands if isl.missing or not isl.clue for j in isl.liberties})


def _n(isl: Island) -> dict[str, object]:
    return {"number": isl.clue, "missing": max(isl.missing, 0)}


StepRule = Callable[[Board, list[int], Analysis], Iterator[Step]]

LADDER: tuple[StepRule, ...] = (
    complete_steps,
    between_steps,
    unreachable_steps,
    one_way_steps,
    pool_steps,
    shape_steps,
    wall_steps,
    trial_steps,
    deep_trial_steps,
)
"""The rules of levels 1..9, in order."""

TRIALS = (trial_steps, deep_trial_steps)
"""The levels whose steps cost a propagation each: the grade walk takes one at a time."""

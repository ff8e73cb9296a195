"""The named Nurikabe deductions, on the compact board of cells.py (UNKNOWN / WALL / WHITE).

Each rule looks at the board (and at its islands, found once per round by `analyse`) and returns
the cells it can decide, or raises Contradiction when the board can no longer be solved:

- complete-island: an island as large as its clue is closed by walls;
- one-way-out: an island that must grow (or a clue-less one that must reach a clue) and has one
  free neighbour grows there;
- between-islands: a cell touching two islands that may not join is a wall;
- pool-2x2: a 2x2 block with three walls has an island cell in the fourth;
- unreachable (areas.py): breadth-first distance from each clue's island, bounded by what the
  clue still needs; a cell no clue reaches is a wall, a clue that reaches exactly what it needs
  takes it, and a clue-less group or a 2x2 block only one clue can serve binds that clue's shapes;
- wall-connectivity: walls must stay joined through wall and unknown cells (Tarjan's articulation
  points), so a cell whose loss would cut them apart is a wall and a pocket no wall can join is
  island; the answer has exactly cells - sum(clues) walls.

`propagate` runs them to a fixpoint, cheapest first. A round costs O(cells) for the local rules
and O(cells) per clue for the distances (each search stops at the clue's remaining size).

This module is the engine's entry: its `__all__` hands on, with the deductions, the vocabulary
they are written in (cells.py, board.py, islands.py), which the layers above read here.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from itertools import compress

from .areas import (
    areas_of,
    by_shapes,
    claimed,
    island_facts,
    pool_claims,
    reach,
    unreachable,
)
from .bits import changed_cells
from .blocks import pool_corners
from .board import PACE, Board
from .cells import UNKNOWN, WALL, WHITE, Assignment, Cells, Contradiction
from .fixpoints import Fixpoints
from .implied import Implied
from .islands import Analysis, Island, analyse, reanalyse
from .wallgraph import WallGraphs

__all__ = [
    "RULES",
    "UNKNOWN",
    "WALL",
    "WHITE",
    "Analysis",
    "Assignment",
    "Board",
    "Cells",
    "Contradiction",
    "Island",
    "Known",
    "Rule",
    "analyse",
    "areas_of",
    "assign",
    "by_shapes",
    "claimed",
    "island_facts",
    "pool_claims",
    "pool_corners",
    "pooled",
    "propagate",
    "propagate_from",
    "reach",
    "reanalyse",
    "unreachable",
]


def complete_island(board: Board, v: Cells, info: Analysis) -> Assignment:
    """An island as large as its clue: every free neighbour is a wall."""
    return [
        (j, WALL)
        for isl in board.paced(info.islands, _liberties)
        if isl.clue and isl.missing == 0
        for j in isl.liberties
    ]


def one_way_out(board: Board, v: Cells, info: Analysis) -> Assignment:
    """An island that must grow and has one free neighbour grows there (none: contradiction)."""
    out: Assignment = []
    for isl in board.paced(info.islands):
        if isl.clue and isl.missing == 0:
            continue
        if not isl.liberties:
            raise Contradiction
        if len(isl.liberties) == 1:
            out.append((isl.liberties[0], WHITE))
    return out


def between_islands(board: Board, v: Cells, info: Analysis) -> Assignment:
    """A free cell joining two clued islands, or an island beyond its size, is a wall."""
    return [
        (j, WALL)
        for isl in board.paced(info.islands, _liberties)
        if isl.clue
        for j in isl.liberties
        if _joins_badly(board, info, j, isl.clue)
    ]


def between_near(board: Board, info: Analysis, grown: set[int]) -> Assignment:
    """`between_islands` where only the free neighbours of the islands `grown` (by number)
    can have changed (a cell may come twice)."""
    islands, owner, nbs = info.islands, info.owner, board.neighbours
    out: Assignment = []
    for k in board.paced(grown, lambda k: len(islands[k].liberties) + 1):
        for j in islands[k].liberties:
            clued = [o for o in {owner[n] for n in nbs[j]} if o >= 0 and islands[o].clue]
            if len(clued) > 1 or (clued and _joins_badly(board, info, j, islands[clued[0]].clue)):
                out.append((j, WALL))
    return out


def _joins_badly(board: Board, info: Analysis, j: int, clue: int) -> bool:
    """True when the free cell j, beside an island of that clue, joins it to another clued
    island or makes an island larger than the clue."""
    islands, owner = info.islands, info.owner
    seen = {owner[n] for n in board.neighbours[j]}
    seen.discard(-1)
    if len(seen) < 2:
        return False
    clues = sum(1 for k in seen if islands[k].clue)
    total = 1 + sum(len(islands[k].cells) for k in seen)
    return clues > 1 or total > clue


def pool_2x2(board: Board, v: Cells, info: Analysis) -> Assignment:
    """Three walls of a 2x2 block: the fourth cell is island (`assign` refuses the fourth)."""
    out: Assignment = []
    around = board.around
    for i in board.paced(compress(range(board.size), map(UNKNOWN.__eq__, v))):
        for a, b, c in around[i]:
            if v[a] == WALL and v[b] == WALL and v[c] == WALL:
                out.append((i, WHITE))
                break
    return out


def pools_near(board: Board, v: Cells, walls: list[int]) -> Assignment:
    """`pool_2x2` where only blocks holding one of `walls` can have changed: the free fourth
    cell of a block of three walls, one of them in `walls` (a cell may come twice)."""
    out: Assignment = []
    for w in board.paced(walls):
        for a, b, c in board.around[w]:
            va, vb, vc = v[a], v[b], v[c]
            if va == UNKNOWN:
                if vb == WALL and vc == WALL:
                    out.append((a, WHITE))
            elif va == WALL:
                if vb == UNKNOWN and vc == WALL:
                    out.append((b, WHITE))
                elif vb == WALL and vc == UNKNOWN:
                    out.append((c, WHITE))
    return out


def pooled(board: Board, v: Cells, i: int) -> bool:
    """True when the wall at i completes a 2x2 block of walls."""
    return any(v[a] == WALL and v[b] == WALL and v[c] == WALL for a, b, c in board.around[i])


def wall_connectivity(board: Board, v: Cells, info: Analysis) -> Assignment:
    """Walls must join through wall and unknown cells: cut cells are walls, pockets island."""
    walls = v.count(WALL)
    if walls > board.walls_needed:
        raise Contradiction
    if walls == 0:
        return []
    state = bytes(v)
    graph = board.memo(WallGraphs).graph(board.neighbours, state)
    root = graph.root(state)
    cuts = graph.search(state, root)
    if cuts.sub[root] < walls:
        raise Contradiction  # some wall cannot join the others
    reached = graph.reached(cuts)
    if reached < board.walls_needed:
        raise Contradiction
    size = board.size
    if reached == board.walls_needed:
        return [(i, WALL) for i in cuts.visited if i < size and v[i] == UNKNOWN]
    # The root holds a wall, so a cell that cuts any wall off the root divides the walls. Few
    # cells cut any: `compress` picks them out of the search in C.
    cutting = compress(cuts.visited, map(cuts.cut.__getitem__, cuts.visited))
    out: Assignment = [(i, WALL) for i in cutting if i < size and v[i] == UNKNOWN]
    if reached < walls + v.count(UNKNOWN):
        disc = cuts.disc  # free cells no wall can reach: island
        out.extend((i, WHITE) for i in range(size) if v[i] == UNKNOWN and not disc[i])
    return out


Rule = Callable[[Board, Cells, Analysis], Assignment]

LOCAL_RULES: tuple[tuple[str, Rule], ...] = (
    ("complete-island", complete_island),
    ("one-way-out", one_way_out),
    ("between-islands", between_islands),
    ("pool-2x2", pool_2x2),
)
GLOBAL_RULES: tuple[tuple[str, Rule], ...] = (
    ("unreachable", unreachable),
    ("wall-connectivity", wall_connectivity),
)
RULES = LOCAL_RULES + GLOBAL_RULES
"""Every named rule, cheapest first."""


def assign(board: Board, v: Cells, decided: Assignment) -> int:
    """Write the decisions into `v`; how many cells changed (Contradiction on a clash or when
    a new wall completes a 2x2 block)."""
    if len(decided) > PACE:  # a round deciding much of a large board: read the clock
        return sum(assign(board, v, part) for part in board.paced(_parts(decided), len))
    changed = 0
    for i, value in decided:
        old = v[i]
        if old == UNKNOWN:
            v[i] = value
            changed += 1
            if value == WALL and pooled(board, v, i):
                raise Contradiction
        elif old != value:
            raise Contradiction
    return changed


def _parts(decided: Assignment) -> Iterator[Assignment]:
    """The decisions in slices of PACE."""
    for k in range(0, len(decided), PACE):
        yield decided[k : k + PACE]


def _liberties(isl: Island) -> int:
    """An island's weight in a pass over its liberties."""
    return len(isl.liberties) + 1


def propagate(
    board: Board,
    v: Cells,
    rounds: int = 0,
    global_rules: tuple[tuple[str, Rule], ...] = GLOBAL_RULES,
) -> Analysis:
    """Apply the rules to a fixpoint (in place); Contradiction if the board cannot be solved.

    With rounds > 0, stop after that many rounds of the rules (the hint ladder's short trial);
    `global_rules` are the costly rules run when the local ones find nothing (the solver adds
    rules the hint ladder does not know)."""
    return propagate_from(board, v, None, rounds, global_rules)


Known = tuple[Analysis, Cells]
"""An analysis and (a copy of) the board it describes. The board must be one the local rules
have been applied to (a fixpoint, or the start of the round before): `pool_2x2` then looks
only at blocks holding a wall placed since."""


def propagate_from(
    board: Board,
    v: Cells,
    known: Known | None,
    rounds: int = 0,
    global_rules: tuple[tuple[str, Rule], ...] = GLOBAL_RULES,
    implied: Implied | None = None,
    fixed: Fixpoints | None = None,
) -> Analysis:
    """`propagate`, given the analysis of an earlier state of `v` (rounds that only added walls
    then update it instead of grouping every white cell again, and the 2x2 rule looks only at
    blocks holding a wall placed since). With `implied` (the solver's), each round first writes
    in what the cells decided since imply (implied.py); with `fixed` (the solver's, for its
    `global_rules` only), a board on which those rules found nothing before ends it at once
    (fixpoints.py)."""
    while True:
        board.stop()
        if known is None:
            info, changed = analyse(board, v), None
        else:
            changed = changed_cells(v, known[1])
            if implied is not None and implied.entries and _imply(board, v, changed, implied):
                changed = changed_cells(v, known[1])
            info = reanalyse(board, v, *known, changed)
        board.stop()  # grouping the islands is a whole-board pass, as is each local rule
        before = v.copy()
        # A deduction stays true as cells get decided, so the local rules may share one analysis.
        local = _local_rules(board, v, info, changed)
        # The costly global rules run only when the local ones found nothing this round.
        if not local and _stalled(board, v, info, global_rules, fixed):
            return info
        known = (info, before)
        rounds -= 1
        if rounds == 0:
            return info


def _stalled(
    board: Board,
    v: Cells,
    info: Analysis,
    global_rules: tuple[tuple[str, Rule], ...],
    fixed: Fixpoints | None,
) -> bool:
    """Apply the global rules until one decides something; True when none does."""
    state = bytes(v) if fixed is not None else b""
    if fixed is not None and state in fixed:
        return True
    for _, rule in global_rules:
        board.stop()  # one global rule on a 200x200 board takes a tenth of a second
        if assign(board, v, rule(board, v, info)):
            return False
    if fixed is not None:
        fixed.add(state)
    return True


def _imply(board: Board, v: Cells, changed: list[int], implied: Implied) -> int:
    """Write into `v` what the cells `changed` imply (implied.py); how many cells changed
    (Contradiction when an implied cell clashes: the cells decided cannot all hold)."""
    return sum(assign(board, v, cells) for cells in implied.found(v, changed))


def _local_rules(board: Board, v: Cells, info: Analysis, changed: list[int] | None) -> int:
    """Apply the local rules once; how many cells they decided. `changed`, if known, holds
    every cell decided since a board the local rules were applied to: a new 2x2 pool then
    holds one of its walls or a wall decided by the rules before it this round."""
    if changed is None:
        total = 0
        for _, rule in LOCAL_RULES:
            board.stop()
            total += assign(board, v, rule(board, v, info))
        return total
    walls = [i for i in changed if v[i] == WALL]
    grown = {info.owner[i] for i in changed if v[i] == WHITE}
    total = 0
    for _, rule in LOCAL_RULES:
        board.stop()
        if rule is complete_island or rule is one_way_out:
            # Only an island rebuilt since can be complete with free neighbours or need to grow
            # with one free neighbour or none: the rule closed or grew any other one already.
            decided = rule(board, v, info if info.fresh is None else _rebuilt(info))
        elif rule is pool_2x2:
            decided = pools_near(board, v, walls)
        elif rule is between_islands:
            decided = between_near(board, info, grown)
        else:
            decided = rule(board, v, info)
        if decided:
            walls.extend([i for i, x in decided if x == WALL])
            total += assign(board, v, decided)
    return total


def _rebuilt(info: Analysis) -> Analysis:
    """An analysis holding only the islands `info` rebuilt (for the rules that look at each
    island alone)."""
    return Analysis(info.fresh or [], info.owner)

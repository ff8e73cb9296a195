"""The named Nurikabe deductions, on a compact board: a flat list of UNKNOWN / WALL / WHITE.

Each rule looks at the board (and at its islands, found once per round by `analyse`) and returns
the cells it can decide, or raises Contradiction when the board can no longer be solved:

- complete-island: an island as large as its clue is closed by walls;
- one-way-out: an island that must grow (or a clue-less one that must reach a clue) and has one
  free neighbour grows there;
- between-islands: a cell touching two islands that may not join is a wall;
- pool-2x2: a 2x2 block with three walls has an island cell in the fourth;
- unreachable: breadth-first distance from each clue's island, bounded by what the clue still
  needs; a cell no clue reaches is a wall, and a clue that reaches exactly what it needs takes it;
- wall-connectivity: walls must stay joined through wall and unknown cells (Tarjan's articulation
  points), so a cell whose loss would cut them apart is a wall and a pocket no wall can join is
  island; the answer has exactly cells - sum(clues) walls.

A round costs O(cells) for the local rules and O(cells) per clue for the distances (each search
stops at the clue's remaining size).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from .cuts import Cuts
from .puzzle import Puzzle
from .rules import neighbour_table
from .shapes import MAX_MISSING, TooMany, island_shapes, shape_facts

UNKNOWN, WALL, WHITE = 0, 1, 2

Assignment = list[tuple[int, int]]
"""(flat cell, WALL or WHITE) decided by a rule."""


class Contradiction(Exception):
    """The board cannot be completed."""


class Board:
    """What never changes while solving one puzzle: sizes, neighbours, clues, 2x2 blocks."""

    def __init__(self, puzzle: Puzzle) -> None:
        self.rows, self.cols = puzzle.rows, puzzle.cols
        self.size = puzzle.rows * puzzle.cols
        self.neighbours = neighbour_table(puzzle.rows, puzzle.cols)
        self.clue = [0] * self.size
        for r, c, n in puzzle.clues:
            self.clue[r * self.cols + c] = n
        self.walls_needed = self.size - puzzle.island_total
        self.cuts = Cuts(self.neighbours)
        self.tag, self.stamp, self.ones = [0] * self.size, 0, [1] * self.size
        self.cache: dict[object, tuple[list[int], list[int], list[int]]] = {}
        cols = self.cols
        self.blocks = [
            (i, i + 1, i + cols, i + cols + 1)
            for r in range(self.rows - 1)
            for i in range(r * cols, r * cols + cols - 1)
        ]
        around: list[list[tuple[int, int, int]]] = [[] for _ in range(self.size)]
        for a, b, c, d in self.blocks:
            for i, others in ((a, (b, c, d)), (b, (a, c, d)), (c, (a, b, d)), (d, (a, b, c))):
                around[i].append(others)
        self.around = around
        """For each cell, the other three cells of each 2x2 block holding it."""

    def start(self) -> list[int]:
        """The compact board before any deduction: clue cells white, the rest unknown."""
        return [WHITE if n else UNKNOWN for n in self.clue]


@dataclass
class Island:
    """A group of joined white cells: its cells, its clue (0 if none), free neighbours, and how
    many cells it still needs (clued islands only)."""

    cells: list[int]
    clue: int
    liberties: list[int] = field(default_factory=list)
    missing: int = 0


@dataclass
class Analysis:
    """The islands of a board and which island each white cell belongs to (-1 elsewhere)."""

    islands: list[Island]
    owner: list[int]


def analyse(board: Board, v: list[int]) -> Analysis:
    """Group the white cells into islands; Contradiction for two clues or an oversized island."""
    owner = [-1] * board.size
    islands: list[Island] = []
    nbs, clue = board.neighbours, board.clue
    whites = [i for i, x in enumerate(v) if x == WHITE]
    tag, stamp = board.tag, board.stamp + 1
    board.stamp += len(whites) + 1  # one fresh stamp per island, even if we stop half-way
    for start in whites:
        if owner[start] >= 0:
            continue
        k = len(islands)
        owner[start] = k
        cells, libs, number = [start], [], 0
        for i in cells:
            if clue[i]:
                if number:
                    raise Contradiction
                number = clue[i]
            for j in nbs[i]:
                vj = v[j]
                if vj == WHITE:
                    if owner[j] < 0:
                        owner[j] = k
                        cells.append(j)
                elif vj == UNKNOWN and tag[j] != stamp:
                    tag[j] = stamp  # seen as a liberty of island k
                    libs.append(j)
        if number and len(cells) > number:
            raise Contradiction
        islands.append(Island(cells, number, libs, number - len(cells) if number else 0))
        stamp += 1
    return Analysis(islands, owner)


def complete_island(board: Board, v: list[int], info: Analysis) -> Assignment:
    """An island as large as its clue: every free neighbour is a wall."""
    return [
        (j, WALL) for isl in info.islands if isl.clue and isl.missing == 0 for j in isl.liberties
    ]


def one_way_out(board: Board, v: list[int], info: Analysis) -> Assignment:
    """An island that must grow and has one free neighbour grows there (none: contradiction)."""
    out: Assignment = []
    for isl in info.islands:
        if isl.clue and isl.missing == 0:
            continue
        if not isl.liberties:
            raise Contradiction
        if len(isl.liberties) == 1:
            out.append((isl.liberties[0], WHITE))
    return out


def between_islands(board: Board, v: list[int], info: Analysis) -> Assignment:
    """A free cell joining two clued islands, or an island beyond its size, is a wall."""
    out: Assignment = []
    islands, owner = info.islands, info.owner
    for isl in info.islands:
        if not isl.clue:
            continue
        for j in isl.liberties:
            seen: set[int] = set()
            for n in board.neighbours[j]:
                if owner[n] >= 0:
                    seen.add(owner[n])
            if len(seen) < 2:
                continue
            clues = sum(1 for k in seen if islands[k].clue)
            total = 1 + sum(len(islands[k].cells) for k in seen)
            if clues > 1 or total > isl.clue:
                out.append((j, WALL))
    return out


def pool_2x2(board: Board, v: list[int], info: Analysis) -> Assignment:
    """Three walls of a 2x2 block: the fourth cell is island (`assign` refuses the fourth)."""
    out: Assignment = []
    around = board.around
    for i in [i for i, x in enumerate(v) if x == UNKNOWN]:
        for a, b, c in around[i]:
            if v[a] == WALL and v[b] == WALL and v[c] == WALL:
                out.append((i, WHITE))
                break
    return out


def pooled(board: Board, v: list[int], i: int) -> bool:
    """True when the wall at i completes a 2x2 block of walls."""
    return any(v[a] == WALL and v[b] == WALL and v[c] == WALL for a, b, c in board.around[i])


def unreachable(board: Board, v: list[int], info: Analysis) -> Assignment:
    """Distance from each clue: cells no clue reaches are walls; an exact fit is island; a
    clue-less group only one clue reaches belongs to it (its shapes must take the group)."""
    reached = [False] * board.size
    out: Assignment = []
    nbs = board.neighbours
    risky = {j for isl in info.islands if not isl.clue for i in isl.cells for j in nbs[i]}
    areas = areas_of(board, v, info)
    claims = claimed(info, areas)
    hits = pool_claims(board, v, areas)
    for k, found in areas.items():
        isl = info.islands[k]
        required = claims.get(k, frozenset())
        groups = hits.get(k, frozenset())
        key = (
            tuple(isl.cells),
            tuple(found),
            bytes(v[j] for j in found),
            frozenset(risky.intersection(found)),
            required,
            groups,
        )
        facts = board.cache.get(key)
        if facts is None:
            facts = island_facts(board, v, info, k, found, risky, required, groups)
            if len(board.cache) > CACHE_SIZE:
                board.cache.clear()
            board.cache[key] = facts
        whites, walls, found = facts
        for j in found:
            reached[j] = True
        out.extend((j, WHITE) for j in whites if v[j] == UNKNOWN)
        out.extend((j, WALL) for j in walls if v[j] == UNKNOWN)
    out.extend((i, WALL) for i in range(board.size) if v[i] == UNKNOWN and not reached[i])
    return out


def areas_of(board: Board, v: list[int], info: Analysis) -> dict[int, list[int]]:
    """The cells each growing clued island could still take (Contradiction if too few)."""
    seen = [-1] * board.size
    areas: dict[int, list[int]] = {}
    for k, isl in enumerate(info.islands):
        if isl.clue and isl.missing > 0:
            found = _reach(board, v, info, k, seen)
            if len(found) < isl.missing:
                raise Contradiction
            areas[k] = found
    return areas


def pool_claims(
    board: Board, v: list[int], areas: dict[int, list[int]]
) -> dict[int, frozenset[frozenset[int]]]:
    """For each clued island, the 2x2 blocks (their free cells) that only it can keep from
    becoming a pool: the island must take one of those cells."""
    count, who = [0] * board.size, [-1] * board.size
    for k, found in areas.items():
        for j in found:
            count[j] += 1
            who[j] = k
    hits: dict[int, set[frozenset[int]]] = {}
    for block in board.blocks:
        owner, cells = -1, []
        for i in block:
            if v[i] == WHITE or count[i] > 1 or (count[i] and owner >= 0 and who[i] != owner):
                break
            if count[i]:
                owner = who[i]
                cells.append(i)
        else:
            if owner >= 0 and len(cells) > 1:
                hits.setdefault(owner, set()).add(frozenset(cells))
    return {k: frozenset(groups) for k, groups in hits.items()}


def claimed(info: Analysis, areas: dict[int, list[int]]) -> dict[int, frozenset[int]]:
    """For each clued island, the clue-less island cells no other clue can reach
    (Contradiction for a clue-less group no clue reaches)."""
    reach = {k: set(found) for k, found in areas.items()}
    claims: dict[int, set[int]] = {}
    for isl in info.islands:
        if isl.clue:
            continue
        by = [k for k, cells in reach.items() if isl.cells[0] in cells]
        if not by:
            raise Contradiction
        if len(by) == 1:
            claims.setdefault(by[0], set()).update(isl.cells)
    return {k: frozenset(cells) for k, cells in claims.items()}


def _reach(board: Board, v: list[int], info: Analysis, k: int, seen: list[int]) -> list[int]:
    """The cells island k could still take: within its missing count, never beside another."""
    owner, islands, nbs = info.owner, info.islands, board.neighbours
    budget = islands[k].missing
    for i in islands[k].cells:
        seen[i] = k
    frontier, found = list(islands[k].cells), []
    for _ in range(budget):
        nxt = []
        for i in frontier:
            for j in nbs[i]:
                if seen[j] == k or v[j] == WALL:
                    continue
                seen[j] = k
                if v[j] == UNKNOWN and _touches_other(nbs[j], owner, islands, k):
                    continue
                nxt.append(j)
        found.extend(nxt)
        frontier = nxt
        if not frontier:
            break
    return found


Facts = tuple[list[int], list[int], list[int]]
"""What one island's area tells: cells it must take, cells that must be wall, cells in reach."""

CACHE_SIZE = 100_000
"""Island facts remembered between rounds and search nodes (the area of most islands does not
change from one round to the next)."""


def island_facts(
    board: Board,
    v: list[int],
    info: Analysis,
    k: int,
    found: list[int],
    risky: set[int],
    required: frozenset[int] = frozenset(),
    groups: frozenset[frozenset[int]] = frozenset(),
) -> Facts:
    """The facts of island k from its shapes when they are few, else from its reach."""
    isl = info.islands[k]
    if len(found) == isl.missing:
        return found, [], found
    if isl.missing <= MAX_MISSING:
        try:
            return by_shapes(board, v, info, k, risky, required, groups)
        except TooMany:
            pass
    return _must_take(board, v, isl, found), [], found


def by_shapes(
    board: Board,
    v: list[int],
    info: Analysis,
    k: int,
    risky: set[int],
    required: frozenset[int] = frozenset(),
    groups: frozenset[frozenset[int]] = frozenset(),
) -> Facts:
    """List island k's shapes that take every required cell and a cell of every group: the
    cells common to all, the cells beside all, the cells of some shape (TooMany when there are
    too many to list)."""
    owner, islands, nbs = info.owner, info.islands, board.neighbours

    def allowed(j: int) -> bool:
        if v[j] == UNKNOWN:
            return not _touches_other(nbs[j], owner, islands, k)
        return v[j] == WHITE and not islands[owner[j]].clue

    isl = islands[k]
    shapes = island_shapes(isl.cells, isl.missing, nbs, allowed, lambda j: v[j] == WHITE, risky)
    if required:
        shapes = [shape for shape in shapes if required.issubset(shape)]
    if groups:
        shapes = [shape for shape in shapes if all(not g.isdisjoint(shape) for g in groups)]
    if not shapes:
        raise Contradiction
    common, beside, union = shape_facts(isl.cells, shapes, nbs)
    return list(common), list(beside), list(union)


def _must_take(board: Board, v: list[int], isl: Island, found: list[int]) -> list[int]:
    """The cells the island cannot do without: removing one leaves it too little room."""
    board.stamp += 1
    tag, stamp = board.tag, board.stamp
    for i in isl.cells:
        tag[i] = stamp
    for j in found:
        tag[j] = stamp
    board.cuts.run(tag, stamp, isl.cells[0], board.ones)
    room, cut = len(isl.cells) + len(found) - 1, board.cuts.cut
    return [j for j in found if v[j] == UNKNOWN and room - cut[j] < isl.clue]


def _touches_other(near: tuple[int, ...], owner: list[int], islands: list[Island], k: int) -> bool:
    for n in near:
        o = owner[n]
        if o >= 0 and o != k and islands[o].clue:
            return True
    return False


def wall_connectivity(board: Board, v: list[int], info: Analysis) -> Assignment:
    """Walls must join through wall and unknown cells: cut cells are walls, pockets island."""
    walls = v.count(WALL)
    if walls > board.walls_needed:
        raise Contradiction
    if walls == 0:
        return []
    inside = [0 if x == WHITE else 1 for x in v]
    weight = [1 if x == WALL else 0 for x in v]
    cuts = board.cuts
    cuts.run(inside, 1, v.index(WALL), weight)
    disc, cut = cuts.disc, cuts.cut
    # The root is a wall, so a cell that cuts any wall off the root divides the walls.
    out: Assignment = [(i, WALL) for i in cuts.visited if cut[i] and v[i] == UNKNOWN]
    reached = 0
    for i in range(board.size):
        if v[i] == WHITE:
            continue
        if disc[i]:
            reached += 1
        elif v[i] == WALL:
            raise Contradiction
        else:
            out.append((i, WHITE))
    if reached < board.walls_needed:
        raise Contradiction
    if reached == board.walls_needed:
        out = [(i, WALL) for i in range(board.size) if disc[i] and v[i] == UNKNOWN]
    return out


Rule = Callable[[Board, list[int], Analysis], Assignment]

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


def assign(board: Board, v: list[int], decided: Assignment) -> int:
    """Write the decisions into `v`; how many cells changed (Contradiction on a clash or when
    a new wall completes a 2x2 block)."""
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


def propagate(board: Board, v: list[int], rounds: int = 0) -> Analysis:
    """Apply the rules to a fixpoint (in place); Contradiction if the board cannot be solved.

    With rounds > 0, stop after that many rounds of the rules (the hint ladder's short trial)."""
    while True:
        info = analyse(board, v)
        # A deduction stays true as cells get decided, so the local rules may share one analysis.
        if sum(assign(board, v, rule(board, v, info)) for _, rule in LOCAL_RULES):
            pass
        elif not any(assign(board, v, rule(board, v, info)) for _, rule in GLOBAL_RULES):
            return info
        rounds -= 1
        if rounds == 0:
            return info

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

from .puzzle import Puzzle
from .rules import neighbour_table

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
        cols = self.cols
        self.blocks = [
            (i, i + 1, i + cols, i + cols + 1)
            for r in range(self.rows - 1)
            for i in range(r * cols, r * cols + cols - 1)
        ]

    def start(self) -> list[int]:
        """The compact board before any deduction: clue cells white, the rest unknown."""
        return [WHITE if n else UNKNOWN for n in self.clue]


@dataclass
class Island:
    """A group of joined white cells: its cells, its clue (0 if none) and free neighbours."""

    cells: list[int]
    clue: int
    liberties: list[int] = field(default_factory=list)

    @property
    def missing(self) -> int:
        """How many cells the island still needs (clued islands only)."""
        return self.clue - len(self.cells)


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
    for start in range(board.size):
        if v[start] != WHITE or owner[start] >= 0:
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
                if owner[j] < 0:
                    vj = v[j]
                    if vj == WHITE:
                        owner[j] = k
                        cells.append(j)
                    elif vj == UNKNOWN and owner[j] != -2 - k:
                        owner[j] = -2 - k  # seen as a liberty of island k
                        libs.append(j)
        if number and len(cells) > number:
            raise Contradiction
        islands.append(Island(cells, number, libs))
    for i in range(board.size):
        if owner[i] < -1:
            owner[i] = -1
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
    """Three walls of a 2x2 block: the fourth cell is island (four walls: contradiction)."""
    out: Assignment = []
    for block in board.blocks:
        walls = 0
        free = -1
        for i in block:
            vi = v[i]
            if vi == WALL:
                walls += 1
            elif vi == UNKNOWN:
                free = i
        if walls == 4:
            raise Contradiction
        if walls == 3 and free >= 0:
            out.append((free, WHITE))
    return out


def unreachable(board: Board, v: list[int], info: Analysis) -> Assignment:
    """Distance from each clue: cells no clue reaches are walls; an exact fit is island."""
    reached = [False] * board.size
    seen = [-1] * board.size
    out: Assignment = []
    for k, isl in enumerate(info.islands):
        if isl.clue and isl.missing > 0:
            found = _reach(board, v, info, k, seen)
            if len(found) < isl.missing:
                raise Contradiction
            for j in found:
                reached[j] = True
            if len(found) == isl.missing:
                out.extend((j, WHITE) for j in found if v[j] == UNKNOWN)
    for isl in info.islands:
        if not isl.clue and not reached[isl.cells[0]]:
            raise Contradiction
    out.extend((i, WALL) for i in range(board.size) if v[i] == UNKNOWN and not reached[i])
    return out


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
    root = v.index(WALL)
    disc, cuts = _articulation(board, v, root, walls)
    out: Assignment = [(i, WALL) for i in cuts]
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


def _articulation(board: Board, v: list[int], root: int, walls: int) -> tuple[list[int], set[int]]:
    """Iterative Tarjan from `root` over non-white cells: discovery times and the unknown cells
    whose removal would leave walls on both sides."""
    size, nbs = board.size, board.neighbours
    disc, low, sub = [0] * size, [0] * size, [0] * size
    parent, step = [-1] * size, [0] * size
    disc[root] = low[root] = 1
    sub[root] = 1
    time, stack, cuts = 1, [root], set()
    while stack:
        u = stack[-1]
        near = nbs[u]
        if step[u] < len(near):
            w = near[step[u]]
            step[u] += 1
            if v[w] == WHITE:
                continue
            if not disc[w]:
                time += 1
                disc[w] = low[w] = time
                sub[w] = 1 if v[w] == WALL else 0
                parent[w] = u
                stack.append(w)
            elif w != parent[u] and disc[w] < low[u]:
                low[u] = disc[w]
            continue
        stack.pop()
        p = parent[u]
        if p < 0:
            continue
        if low[u] < low[p]:
            low[p] = low[u]
        sub[p] += sub[u]
        if low[u] >= disc[p] and v[p] == UNKNOWN and 0 < sub[u] < walls:
            cuts.add(p)
    return disc, cuts


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


def assign(v: list[int], decided: Assignment) -> int:
    """Write the decisions into `v`; how many cells changed (Contradiction on a clash)."""
    changed = 0
    for i, value in decided:
        old = v[i]
        if old == UNKNOWN:
            v[i] = value
            changed += 1
        elif old != value:
            raise Contradiction
    return changed


def propagate(board: Board, v: list[int]) -> Analysis:
    """Apply the rules to a fixpoint (in place); Contradiction if the board cannot be solved."""
    while True:
        info = analyse(board, v)
        # A deduction stays true as cells get decided, so the local rules may share one analysis.
        if sum(assign(v, rule(board, v, info)) for _, rule in LOCAL_RULES):
            continue
        for _, rule in GLOBAL_RULES:
            if assign(v, rule(board, v, info)):
                break
        else:
            return info

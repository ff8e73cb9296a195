"""The wall-span rule of the Nurikabe solver, for boards with few walls.

The answer's walls are all joined, and a joined set of cells spanning p rows and q columns holds
at least p + q - 1 cells (each cell added to a connected set next to one already there brings at
most one new row or one new column). So the rows and columns the walls must reach bound how
spread out they can be. An island forces walls next to its final shape: in the row above its
top and below its bottom, in the columns beside its left and right ends, and in every row and
column it covers unless it stretches from border to border the other way (the end cells of each
of its rows have walls beside them). Every growing island therefore has only a few final bounding
boxes whose forced walls fit in the walls the puzzle has: on janko 1030 (32x32, clues 994 and 20,
ten walls) only a 4x5 box in the corner fits the 20, which settles the board at once.

Decisions: a growing island with no box that fits is a contradiction; a free neighbour outside all
its boxes is a wall; an island whose only box holds exactly its missing cells takes them; a free
cell in no island's box is a wall. The boxes are enumerated with their rows and columns sorted by
the span they force, so only boxes within the wall count are visited: O(boxes) per island, with
one prefix sum of the cells no island may take. Run only while the walls are too few to span the
board (walls_needed <= rows + cols).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from itertools import accumulate

from .board import Board
from .cells import UNKNOWN, WALL, WHITE, Assignment, Cells, Contradiction
from .islands import Analysis, Island

MAX_VISITS = 20_000
"""Boxes looked at per island before giving up on it (a large, loosely bound island: no box of
it can be ruled out cheaply, and it decides nothing then)."""

Box = tuple[int, int, int, int]
"""(top row, bottom row, left column, right column), inclusive."""

Lines = tuple[int, int] | None
"""The first and last line (row or column) that must hold a wall; None when none must."""


def applies(board: Board) -> bool:
    """True when the walls are too few to span the board, the only case the bound can bite."""
    return 0 < board.walls_needed <= board.rows + board.cols


@dataclass(frozen=True)
class Side:
    """An island's extent along one axis (`lo` to `hi`) and the lines the walls must then span
    along that axis, when the island does not (`part`) or does (`full`) reach from border to
    border along the other axis."""

    lo: int
    hi: int
    part: int
    full: int
    whole: bool
    """lo..hi is the whole axis."""


def wall_span(board: Board, v: Cells, info: Analysis) -> Assignment:
    """Decisions of the wall-span bound (see the module text)."""
    if not applies(board):
        return []
    blocked = _blocked_sums(board, v, info)
    rows, cols = _base(board, v, info)
    out: Assignment = []
    union: list[bool] | None = [False] * board.size
    for isl in info.islands:
        if not isl.clue or not isl.missing:
            continue
        boxes = _fitting_boxes(board, isl, (rows, cols), blocked)
        if boxes is None:
            union = None  # a loosely bound island: no cell is shown to be out of every box
            continue
        if not boxes:
            raise Contradiction  # every final shape of this island needs too many walls
        inside = _cover(board, boxes)
        out.extend((j, WALL) for j in isl.liberties if not inside[j])
        if len(boxes) == 1 and _room(board, blocked, boxes[0], isl) == isl.clue:
            out.extend((j, WHITE) for j in _cells(board, boxes[0]) if v[j] == UNKNOWN)
        if union is not None:
            union = [a or b for a, b in zip(union, inside, strict=True)]
    if union is not None:
        out.extend(_outside(v, info, union))
    return out


def _outside(v: Cells, info: Analysis, union: list[bool]) -> Assignment:
    """Free cells in no growing island's box: walls (a clue-less island there: contradiction)."""
    out: Assignment = []
    owner, islands = info.owner, info.islands
    for i, x in enumerate(v):
        if union[i]:
            continue
        if x == UNKNOWN:
            out.append((i, WALL))
        elif x == WHITE and not islands[owner[i]].clue:
            raise Contradiction  # island cells no clue can take
    return out


def _forced(lo: int, hi: int, n: int, other_whole: bool) -> Lines:
    """The lines an island stretching from lo to hi (on an axis of n lines) forces walls into:
    the line before and after it, and when it does not reach from border to border along the
    other axis every line it covers too (the end cells of each have a wall beside them)."""
    if not other_whole:
        return lo - (lo > 0), hi + (hi < n - 1)
    ends = [x for x in (lo - 1, hi + 1) if 0 <= x < n]
    return (min(ends), max(ends)) if ends else None


def _hull(a: Lines, b: Lines) -> Lines:
    """The smallest run of lines holding both."""
    if a is None or b is None:
        return a or b
    return min(a[0], b[0]), max(a[1], b[1])


def _span(lines: Lines) -> int:
    """How many lines the walls span at least (one: there is a wall somewhere)."""
    return 1 if lines is None else lines[1] - lines[0] + 1


def _side(lo: int, hi: int, n: int, base: Lines) -> Side:
    """The side for an island stretching from lo to hi, given the lines already forced."""
    part = _span(_hull(base, _forced(lo, hi, n, False)))
    full = _span(_hull(base, _forced(lo, hi, n, True)))
    return Side(lo, hi, part, full, lo == 0 and hi == n - 1)


def _base(board: Board, v: Cells, info: Analysis) -> tuple[Lines, Lines]:
    """The rows and columns the walls reach already: those of the walls, and those forced by
    the complete islands (whose boxes are final)."""
    rows: Lines = None
    cols: Lines = None
    for i, x in enumerate(v):
        if x == WALL:
            r, c = divmod(i, board.cols)
            rows, cols = _hull(rows, (r, r)), _hull(cols, (c, c))
    for isl in info.islands:
        if isl.clue and not isl.missing:
            r0, r1, c0, c1 = _box_of(board, isl.cells)
            wide, tall = c0 == 0 and c1 == board.cols - 1, r0 == 0 and r1 == board.rows - 1
            rows = _hull(rows, _forced(r0, r1, board.rows, wide))
            cols = _hull(cols, _forced(c0, c1, board.cols, tall))
    return rows, cols


def _box_of(board: Board, cells: list[int]) -> Box:
    """The bounding box of some cells."""
    rows = [i // board.cols for i in cells]
    cols = [i % board.cols for i in cells]
    return min(rows), max(rows), min(cols), max(cols)


def _sides(lo: int, hi: int, n: int, missing: int, base: Lines) -> list[Side]:
    """Every extent an island now spanning lo..hi may end with (growing by `missing` cells at
    most, each reaching at most one line further), sorted by the lines they force. Beyond n
    cells missing the extents are the same (the axis ends first)."""
    return _extents(lo, hi, n, min(missing, n), base)


@lru_cache(maxsize=16)
def _extents(lo: int, hi: int, n: int, missing: int, base: Lines) -> list[Side]:
    """`_sides`, kept for the arguments met last (a list nobody changes): a large island's
    extents are hundreds of Sides, the same from one board to the next while its box and the
    walls' lines stay (on janko 1030's hint walk, 1.3 million Sides made in 18 000 calls:
    docs/nurikabe-notes.md). Few are kept: on a large board one list may be thousands."""
    sides = [
        _side(a, b, n, base)
        for a in range(max(0, lo - missing), lo + 1)
        for b in range(hi, min(n - 1, hi + missing - (lo - a)) + 1)
    ]
    sides.sort(key=lambda s: s.part)
    return sides


def _cost(rows: Side, cols: Side) -> int:
    """The fewest walls a box with these sides forces (p + q - 1 for the lines they span)."""
    p = rows.full if cols.whole else rows.part
    q = cols.full if rows.whole else cols.part
    return p + q - 1


def _fitting_boxes(
    board: Board, isl: Island, base: tuple[Lines, Lines], blocked: list[int]
) -> list[Box] | None:
    """The boxes island `isl` may end in whose forced walls fit the walls of the puzzle and which
    hold room for it; None when there are too many to look at."""
    r0, r1, c0, c1 = _box_of(board, isl.cells)
    rows = _sides(r0, r1, board.rows, isl.missing, base[0])
    cols = _sides(c0, c1, board.cols, isl.missing, base[1])
    partial = [c for c in cols if not c.whole]
    whole = [c for c in cols if c.whole]  # at most one: border to border
    pairs = []
    for r in rows:
        for c in partial:
            if not r.whole and r.part + c.part - 1 > board.walls_needed:
                break  # the rest force even more walls (sorted by part)
            pairs.append((r, c))
            if len(pairs) > MAX_VISITS:
                return None
        pairs.extend((r, c) for c in whole)
    return [
        (r.lo, r.hi, c.lo, c.hi)
        for r, c in pairs
        if _cost(r, c) <= board.walls_needed
        and r.hi - r.lo + c.hi - c.lo + 1 <= isl.clue  # the same bound for the island itself
        and _room(board, blocked, (r.lo, r.hi, c.lo, c.hi), isl) >= isl.clue
    ]


def _blocked_sums(board: Board, v: Cells, info: Analysis) -> list[int]:
    """Prefix sums (over a (rows + 1) x (cols + 1) table) of the cells no growing island may
    take as a new cell: walls and the cells of clued islands."""
    owner, islands = info.owner, info.islands
    width = board.cols + 1
    sums = [0] * (width * (board.rows + 1))
    for r in range(board.rows):
        line = [
            1 if x == WALL or (x == WHITE and islands[owner[i]].clue) else 0
            for i, x in enumerate(v[r * board.cols : (r + 1) * board.cols], r * board.cols)
        ]
        above = sums[r * width : (r + 1) * width]
        sums[(r + 1) * width : (r + 2) * width] = [
            a + b for a, b in zip(above, [0, *accumulate(line)], strict=True)
        ]
    return sums


def _room(board: Board, blocked: list[int], box: Box, isl: Island) -> int:
    """How many cells island `isl` could hold in `box` (which holds all its cells)."""
    r0, r1, c0, c1 = box
    w = board.cols + 1
    taken = (
        blocked[(r1 + 1) * w + c1 + 1]
        - blocked[r0 * w + c1 + 1]
        - blocked[(r1 + 1) * w + c0]
        + blocked[r0 * w + c0]
    )
    return (r1 - r0 + 1) * (c1 - c0 + 1) - taken + len(isl.cells)


def _cells(board: Board, box: Box) -> list[int]:
    """The cells of a box."""
    r0, r1, c0, c1 = box
    return [r * board.cols + c for r in range(r0, r1 + 1) for c in range(c0, c1 + 1)]


def _cover(board: Board, boxes: list[Box]) -> list[bool]:
    """Which cells lie in at least one of the boxes."""
    inside = [False] * board.size
    for box in boxes:
        for i in _cells(board, box):
            inside[i] = True
    return inside

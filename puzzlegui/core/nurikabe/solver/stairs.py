"""Islands as staircases: what the wall tree (tree.py) says about the islands.

When the walls form a tree of the rows r0..r1 and columns c0..c1 (the hull), every line of the
hull holds one unbroken run of walls. An island cell (r, c) inside the hull box is then left or
right of its row's run and above or below its column's run. Two island cells side by side carry
the same pair: were (r, c) above its column's run and (r, c + 1) below its own, a wall path from
column c's run to column c + 1's would cross row r (outside both columns) and then go back
across column c or c + 1 on the wrong side of row r. So each island has one pair, and from any
of its cells the cells towards that pair's corner of the hull box (left and up for left-above)
have the pair too and are island: every island cell lies in a wall-free rectangle, all of one
island, reaching a corner of the box, the same corner for all cells of an island inside the box
(an island that leaves the box may join cells of different corners outside it).

Decisions: an island whose cells reach no corner this way (a wall, another clued island or more
cells than its clue in the way) is a contradiction; one that reaches a single corner fills the
staircase from its cells to that corner; a free cell that could reach no corner as island is a
wall.
"""

from __future__ import annotations

from itertools import accumulate

from ..engine.deduce import UNKNOWN, WALL, WHITE, Analysis, Assignment, Board, Cells, Contradiction

Hull = tuple[int, int, int, int]
"""The rows r0..r1 and columns c0..c1 the walls span, inclusive."""

Corner = tuple[int, int, int, int]
"""A corner of the hull box: its row and column, and the steps (+1 or -1) away from it."""


def staircases(board: Board, v: Cells, info: Analysis, hull: Hull) -> Assignment:
    """Decisions of the staircase rule on a tight wall tree spanning `hull`."""
    corners = _corners(hull)
    out: Assignment = []
    for k, isl in enumerate(info.islands):
        inside = [i for i in isl.cells if _in(board, hull, i)]
        # An island joined outside the box may hold cells of different corners: cell by cell.
        groups = [inside] if len(inside) == len(isl.cells) else [[i] for i in inside]
        for cells in groups:
            fits = [s for s in (_stair(board, v, info, k, cells, c) for c in corners) if s]
            if not fits:
                raise Contradiction  # no corner these cells reach through a wall-free staircase
            if len(fits) == 1:
                out.extend((i, WHITE) for i in fits[0] if v[i] == UNKNOWN)
    out.extend(_no_corner(board, v, info, hull, corners))
    return out


def _corners(hull: Hull) -> list[Corner]:
    """The corners of the hull box (the same corner once when the box is one line thick)."""
    r0, r1, c0, c1 = hull
    found: dict[tuple[int, int], Corner] = {}
    for r, sr in ((r0, 1), (r1, -1)):
        for c, sc in ((c0, 1), (c1, -1)):
            found.setdefault((r, c), (r, c, sr, sc))
    return list(found.values())


def _in(board: Board, hull: Hull, i: int) -> bool:
    """True when cell i lies in the hull box."""
    r, c = divmod(i, board.cols)
    return hull[0] <= r <= hull[1] and hull[2] <= c <= hull[3]


def _stair(
    board: Board, v: Cells, info: Analysis, k: int, cells: list[int], corner: Corner
) -> list[int]:
    """The cells of island k's staircase to `corner` (the union of the rectangles from its
    cells in the box there), or [] when a wall, another clued island or the size rules it out."""
    cols, (kr, kc, sr, sc) = board.cols, corner
    reach: dict[int, int] = {}  # rows away from the corner -> columns reached there or beyond
    for i in cells:
        r, c = divmod(i, cols)
        dr = (r - kr) * sr
        reach[dr] = max(reach.get(dr, 0), (c - kc) * sc + 1)
    stair: list[int] = []
    width = 0
    for dr in range(max(reach), -1, -1):
        width = max(width, reach.get(dr, 0))
        start = (kr + sr * dr) * cols + kc
        stair.extend(range(start, start + sc * width, sc))
    return stair if _may_join(board, v, info, k, stair) else []


def _may_join(board: Board, v: Cells, info: Analysis, k: int, cells: list[int]) -> bool:
    """True when island k may hold all these cells: no wall, no other clued island, and no more
    cells than its clue (than the largest clue, for a clue-less island)."""
    owner, islands = info.owner, info.islands
    clue = islands[k].clue
    joined = {k}
    for i in cells:
        if v[i] == WALL:
            return False
        j = owner[i]
        if j >= 0 and j not in joined:
            joined.add(j)
            if islands[j].clue:
                if clue:
                    return False
                clue = islands[j].clue
    inside = set(cells)
    outside = sum(1 for j in joined for i in islands[j].cells if i not in inside)
    return len(inside) + outside <= (clue or board.largest_clue)


def _no_corner(
    board: Board, v: Cells, info: Analysis, hull: Hull, corners: list[Corner]
) -> Assignment:
    """Free cells of the hull box that as island could reach no corner: walls."""
    r0, r1, c0, c1 = hull
    cols = board.cols
    walls = _sums(board, [x == WALL for x in v])
    clued = [
        (isl.clue, len(isl.cells), _sums(board, _marks(board, isl.cells)))
        for isl in info.islands
        if isl.clue
    ]
    out: Assignment = []
    for r in range(r0, r1 + 1):
        for c in range(c0, c1 + 1):
            if v[r * cols + c] != UNKNOWN:
                continue
            if not any(_open(board, walls, clued, r, c, corner) for corner in corners):
                out.append((r * cols + c, WALL))
    return out


def _open(
    board: Board,
    walls: list[int],
    clued: list[tuple[int, int, list[int]]],
    r: int,
    c: int,
    corner: Corner,
) -> bool:
    """True when the rectangle from (r, c) to the corner may be one island: no wall, at most one
    clued island, and within that island's clue (the largest clue, if none) with its cells."""
    kr, kc = corner[0], corner[1]
    box = (min(r, kr), max(r, kr), min(c, kc), max(c, kc))
    if _count(board, walls, box):
        return False
    size, clue = (box[1] - box[0] + 1) * (box[3] - box[2] + 1), 0
    for n, cells, sums in clued:
        held = _count(board, sums, box)
        if held:
            if clue:
                return False
            clue, size = n, size + cells - held
    return size <= (clue or board.largest_clue)


def _marks(board: Board, cells: list[int]) -> list[bool]:
    """These cells marked True on the board."""
    marks = [False] * board.size
    for i in cells:
        marks[i] = True
    return marks


def _sums(board: Board, marks: list[bool]) -> list[int]:
    """Prefix sums of marked cells over a (rows + 1) x (cols + 1) table."""
    width = board.cols + 1
    sums = [0] * width
    for r in range(board.rows):
        line = accumulate(marks[r * board.cols : (r + 1) * board.cols], initial=0)
        above = sums[r * width : (r + 1) * width]
        sums.extend(a + b for a, b in zip(above, line, strict=True))
    return sums


def _count(board: Board, sums: list[int], box: Hull) -> int:
    """How many marked cells lie in the box (rows r0..r1, columns c0..c1)."""
    r0, r1, c0, c1 = box
    w = board.cols + 1
    return (
        sums[(r1 + 1) * w + c1 + 1]
        - sums[r0 * w + c1 + 1]
        - sums[(r1 + 1) * w + c0]
        + sums[r0 * w + c0]
    )

"""The wall-tree rule of the Nurikabe solver: walls that must span the board with as few cells as
that takes form a tree of rows and columns.

A row must hold a wall when it holds one already, or when it cannot be island from end to end.
Such a row would part the walls (which are joined), so they would all lie above it or all below
it, and the other side would be island too: one island with the row, the rows on that side and
every island beside them, which must hold at most one clue and no more cells than it (than the
largest clue, if none), with room for every wall on the walls' side. The same for columns.

The walls reach every line between two such lines, and a joined set of cells spanning p rows and
q columns holds at least p + q - 1 cells (each cell added next to the set brings at most one new
row or column): more than the walls of the puzzle is a contradiction.

When the walls are exactly that many (janko 0753: 19 walls that must touch all four sides of a
10 x 10 board), look at the graph whose nodes are the rows and columns and whose edges are the
walls, each joining its row to its column. Side-by-side walls share a row or a column, so the
walls' edges are joined, and p + q nodes joined by p + q - 1 edges form a tree. Hence:

- no wall outside the lines spanned (it would add a node with no edge to spare): island;
- a free cell whose row and column the known walls join already would close a cycle: island
  (known walls closing one: contradiction);
- the walls of a row are one unbroken run (a wall path round a gap between two walls of a row
  would leave that row and come back, a cycle through the row's node), so the cells between two
  walls of a row are walls; the same for columns;
- every spanned line holds a wall: a line with none and one free cell left takes it.
"""

from __future__ import annotations

from ..engine.deduce import UNKNOWN, WALL, WHITE, Analysis, Assignment, Board, Cells, Contradiction
from .stairs import staircases

Hull = tuple[int, int, int, int]
"""The rows r0..r1 and columns c0..c1 the walls span, inclusive."""


def applies(board: Board) -> bool:
    """True when the walls are too few to span the board with a cycle to spare."""
    return 0 < board.walls_needed < board.rows + board.cols


def wall_tree(board: Board, v: Cells, info: Analysis) -> Assignment:
    """Decisions of the wall-tree rule (see the module text)."""
    hull = tight_hull(board, v, info)
    return [] if hull is None else _tight(board, v, info, hull)


def tight_hull(board: Board, v: Cells, info: Analysis) -> Hull | None:
    """The lines the walls must span when they are exactly as many as that takes, else None
    (Contradiction when they are fewer)."""
    if not applies(board):
        return None
    rows = _must_lines(board, v, info, _row_cells(board))
    cols = _must_lines(board, v, info, _col_cells(board))
    if not rows or not cols:
        return None
    r0, r1, c0, c1 = min(rows), max(rows), min(cols), max(cols)
    least = (r1 - r0 + 1) + (c1 - c0 + 1) - 1
    if least > board.walls_needed:
        raise Contradiction
    return (r0, r1, c0, c1) if least == board.walls_needed else None


def _row_cells(board: Board) -> list[list[int]]:
    """The cells of each row."""
    return [list(range(r * board.cols, (r + 1) * board.cols)) for r in range(board.rows)]


def _col_cells(board: Board) -> list[list[int]]:
    """The cells of each column."""
    return [list(range(c, board.size, board.cols)) for c in range(board.cols)]


def _must_lines(board: Board, v: Cells, info: Analysis, lines: list[list[int]]) -> list[int]:
    """The lines (rows, or columns) that must hold a wall: those with one, and those that could
    not be island end to end (`_all_island`)."""
    n = len(lines)
    line_of = [0] * board.size
    for k, cells in enumerate(lines):
        for i in cells:
            line_of[i] = k
    walls, open_ = [0] * n, [0] * n  # walls, and cells not island, per line
    for i, x in enumerate(v):
        walls[line_of[i]] += x == WALL
        open_[line_of[i]] += x != WHITE
    spread = [_spread(info, k, line_of, n) for k in range(len(info.islands))]
    return [
        k
        for k in range(n)
        if walls[k] or not _all_island(board, info, k, (walls, open_), spread, len(lines[0]))
    ]


def _spread(info: Analysis, k: int, line_of: list[int], n: int) -> list[int]:
    """How many cells of island k lie in lines 0..j-1, for j = 0..n."""
    count = [0] * (n + 1)
    for i in info.islands[k].cells:
        count[line_of[i] + 1] += 1
    for j in range(n):
        count[j + 1] += count[j]
    return count


def _all_island(
    board: Board,
    info: Analysis,
    k: int,
    counts: tuple[list[int], list[int]],
    spread: list[list[int]],
    length: int,
) -> bool:
    """True when line k (holding no wall) might be island end to end. It would part the walls,
    so they would all lie before it or all after it, and the other side would be island too,
    one island with the line and every island beside them: at most one clue, no more cells than
    it, and room for every wall on the walls' side."""
    walls, open_ = counts
    n = len(walls)
    for before in (True, False):
        side = range(k) if before else range(k + 1, n)
        rest = range(k + 1, n) if before else range(k)
        if sum(open_[j] for j in side) < board.walls_needed or any(walls[j] for j in rest):
            continue
        lo, hi = (k, n) if before else (0, k + 1)  # the lines all island
        size, clues = (hi - lo) * length, set()
        for m, isl in enumerate(info.islands):
            held = spread[m][hi] - spread[m][lo]
            beside = spread[m][lo] - spread[m][lo - 1] if before and lo > 0 else 0
            if not before and hi < n:
                beside = spread[m][hi + 1] - spread[m][hi]
            if held or beside:
                size += len(isl.cells) - held
                if isl.clue:
                    clues.add(m)
        if len(clues) > 1:
            continue
        most = info.islands[clues.pop()].clue if clues else board.largest_clue
        if size <= most:
            return True
    return False


def _tight(board: Board, v: Cells, info: Analysis, hull: Hull) -> Assignment:
    """The decisions when the walls are exactly as many as the lines of `hull` need."""
    r0, r1, c0, c1 = hull
    cols = board.cols
    out: Assignment = []
    for i, x in enumerate(v):
        r, c = divmod(i, cols)
        if not (r0 <= r and r <= r1 and c0 <= c and c <= c1):
            if x == WALL:
                raise Contradiction
            if x == UNKNOWN:
                out.append((i, WHITE))
    out.extend(_no_cycle(board, v, hull))
    for cells in (*_row_cells(board)[r0 : r1 + 1], *_col_cells(board)[c0 : c1 + 1]):
        out.extend(_one_run(v, cells))
    out.extend(staircases(board, v, info, hull))
    return out


def _no_cycle(board: Board, v: Cells, hull: Hull) -> Assignment:
    """Free cells whose row and column the known walls join already (as a graph of lines)."""
    r0, r1, c0, c1 = hull
    cols = board.cols
    parent = list(range(board.rows + cols))  # rows first, then columns

    def find(x: int) -> int:
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    for i, x in enumerate(v):
        if x == WALL:
            r, c = divmod(i, cols)
            a, b = find(r), find(board.rows + c)
            if a == b:
                raise Contradiction  # the walls close a cycle of lines
            parent[a] = b
    out: Assignment = []
    for r in range(r0, r1 + 1):
        for c in range(c0, c1 + 1):
            i = r * cols + c
            if v[i] == UNKNOWN and find(r) == find(board.rows + c):
                out.append((i, WHITE))
    return out


def _one_run(v: Cells, cells: list[int]) -> Assignment:
    """The cells of a line between its first and last wall are walls; a line with no wall and
    one free cell takes it."""
    walls = [k for k, i in enumerate(cells) if v[i] == WALL]
    if not walls:
        free = [i for i in cells if v[i] == UNKNOWN]
        if not free:
            raise Contradiction  # a line the walls must span, with no room for one
        return [(free[0], WALL)] if len(free) == 1 else []
    out: Assignment = []
    for i in cells[walls[0] + 1 : walls[-1]]:
        if v[i] == WHITE:
            raise Contradiction  # a gap in the line's run of walls
        if v[i] == UNKNOWN:
            out.append((i, WALL))
    return out

"""The ring rule of the Nurikabe solver: an island closed in by walls needs a long ring of them.

Two walls a and b that touch only at a corner, where the other two cells of their 2x2 block lie
in two different islands X and Y: the walls are joined, so a path of walls runs from a to b, and
with the corner step from b back to a it closes a curve. The segment between the centres of X's
and Y's cells crosses that curve once (at the step) and nothing else, so one of X and Y lies
inside it and the other outside; the inside one never reaches the border. Seen from each cell of
the inside island, the curve has a cell straight above, below, left and right of it, so the path
spans at least h + 2 rows and w + 2 columns for the island's h x w bounding box, and a path of
cells from a to b (one row and one column apart) that spans p rows and q columns has at least
2p + 2q - 5 cells: 2(h + w) + 3 walls, h * w at least the island's size. On janko 0029 (clues 37
and 36 side by side on a diagonal, 27 walls) the 37 would need 29, so the 36 is closed in by a
ring of all 27 walls, a 6 x 6 square.

Decision: a contradiction when neither island of such a corner can be closed in, because it
touches the border, or its clue (with the extent its cells already have, inside the board less
the ring) needs more walls than the puzzle has. Run only on boards where some clue is too big to
close in with all the walls, so it costs nothing on ordinary boards.
"""

from __future__ import annotations

from math import isqrt

from ..engine.deduce import UNKNOWN, WALL, WHITE, Analysis, Assignment, Board, Cells, Contradiction


def applies(board: Board) -> bool:
    """True when the largest clue's island could not be closed in by all the walls."""
    return board.largest_clue > 0 and ring_size(board.largest_clue) > board.walls_needed


def ring_size(n: int) -> int:
    """The fewest walls of a ring closed at one corner step around an n-cell island."""
    return 2 * _side_sum(n) + 3


def _side_sum(n: int) -> int:
    """The least h + w with h * w >= n (at least ceil(2 sqrt n))."""
    h = max(1, isqrt(n))
    best = h + -(-n // h)
    return min(best, h + 1 + -(-n // (h + 1)))


Box = tuple[int, int, int, int]
"""(top row, bottom row, left column, right column) of an island's final extent, inclusive."""

MAX_BOXES = 400
"""Boxes an island closed in may still end in, at most, for the decisions (past it: none)."""


def ring_rule(board: Board, v: Cells, info: Analysis) -> Assignment:
    """Decisions of the ring rule (see the module text)."""
    if not applies(board):
        return []
    walls = 0
    for i, x in enumerate(v):
        if x == WALL:
            walls |= 1 << i
    owner = info.owner
    boxes: dict[int, list[Box]] = {}
    inside: set[int] = set()
    for a, b, c, d in board.blocks:
        if walls >> a & 1 and walls >> d & 1:
            x, y = owner[b], owner[c]
        elif walls >> b & 1 and walls >> c & 1:
            x, y = owner[a], owner[d]
        else:
            continue
        if x < 0 or y < 0 or x == y or not info.islands[x].clue or not info.islands[y].clue:
            continue
        for k in (x, y):
            if k not in boxes:  # the cheap test first: the boxes only for an island closed in
                boxes[k] = [] if not _may_close(board, info, k) else [(-1, -1, -1, -1)]
        if boxes[x] and boxes[y]:
            continue  # either may be inside: nothing to say
        k = x if boxes[x] else y
        if k not in inside:
            boxes[k] = ring_boxes(board, v, info, k)
            inside.add(k)
        if not boxes[k]:
            raise Contradiction
    out: Assignment = []
    for k in inside:
        out.extend(_closed_in(board, v, info, k, boxes[k]))
    return out


def _may_close(board: Board, info: Analysis, k: int) -> bool:
    """The cheap test: island k is off the border and its clue, with its cells' extent, needs
    no more walls round it than the puzzle has."""
    cells, cols = info.islands[k].cells, board.cols
    top, bottom = cells[0] // cols, cells[0] // cols
    left = right = cells[0] % cols
    for i in cells:
        r, c = divmod(i, cols)
        top, bottom, left, right = min(top, r), max(bottom, r), min(left, c), max(right, c)
    if top == 0 or left == 0 or bottom == board.rows - 1 or right == cols - 1:
        return False
    h, w = bottom - top + 1, right - left + 1
    n = info.islands[k].clue
    least = min(max(h, g) + max(w, -(-n // max(h, g))) for g in range(h, board.rows - 1))
    return 2 * least + 3 <= board.walls_needed


def ring_boxes(board: Board, v: Cells, info: Analysis, k: int) -> list[Box]:
    """The final extents island k may have inside a ring of the board's walls: off the border,
    around its cells, with room for its clue, and no known wall farther from the ring than the
    walls the ring leaves over (up to MAX_BOXES + 1 of them)."""
    island, cols = info.islands[k], board.cols
    rows_of = [i // cols for i in island.cells]
    cols_of = [i % cols for i in island.cells]
    top, bottom, left, right = min(rows_of), max(rows_of), min(cols_of), max(cols_of)
    walls = [divmod(i, cols) for i, x in enumerate(v) if x == WALL]
    out: list[Box] = []
    most = (board.walls_needed - 3) // 2  # h + w at most
    tall, wide = most - (right - left + 1), most - (bottom - top + 1)  # h and w at most
    for t in range(max(1, bottom - tall + 1), top + 1):
        for b in range(bottom, min(board.rows - 1, t + tall)):
            for lo in range(max(1, right - wide + 1), left + 1):
                for hi in range(right, min(cols - 1, lo + wide)):
                    box = (t, b, lo, hi)
                    if _fits(board, v, info, k, box, walls):
                        out.append(box)
                        if len(out) > MAX_BOXES:
                            return out
    return out


def _fits(
    board: Board, v: Cells, info: Analysis, k: int, box: Box, walls: list[tuple[int, int]]
) -> bool:
    """True when island k may end with extent `box` inside a ring of walls."""
    t, b, lo, hi = box
    spare = board.walls_needed - 2 * (b - t + hi - lo + 2) - 3
    room = (b - t + 1) * (hi - lo + 1) - info.islands[k].clue
    if spare < 0 or room < 0:
        return False
    if any(_beyond(r, c, box) > spare for r, c in walls):
        return False  # that wall could not join the ring
    cols, owner, islands = board.cols, info.owner, info.islands
    for r in range(t, b + 1):
        for i in range(r * cols + lo, r * cols + hi + 1):
            if v[i] == WALL or (owner[i] not in (-1, k) and islands[owner[i]].clue):
                room -= 1
    return room >= 0


def _closed_in(board: Board, v: Cells, info: Analysis, k: int, boxes: list[Box]) -> Assignment:
    """For island k inside the ring: its free neighbours in none of its boxes are walls, and a
    free cell farther from every box's ring than the walls left over from that ring is island."""
    if len(boxes) > MAX_BOXES:
        return []
    cols = board.cols
    out: Assignment = []
    for i in info.islands[k].liberties:
        r, c = divmod(i, cols)
        if not any(t <= r <= b and lo <= c <= hi for t, b, lo, hi in boxes):
            out.append((i, WALL))
    spare = [
        (board.walls_needed - 2 * (b - t + hi - lo + 2) - 3, t, b, lo, hi) for t, b, lo, hi in boxes
    ]
    for i, x in enumerate(v):
        if x != UNKNOWN:
            continue
        r, c = divmod(i, cols)
        if all(_beyond(r, c, box) > left for left, *box in spare):
            out.append((i, WHITE))
        elif all(_full(board, k, info, box, r, c) for box in boxes):
            out.append((i, WHITE))  # the island fills each of its boxes, and this is in all
    return out


def _full(board: Board, k: int, info: Analysis, box: Box, r: int, c: int) -> bool:
    """True when island k fills `box` whole and (r, c) lies in it."""
    t, b, lo, hi = box
    return (b - t + 1) * (hi - lo + 1) == info.islands[k].clue and t <= r <= b and lo <= c <= hi


def _beyond(r: int, c: int, box: Box | list[int]) -> int:
    """How many steps cell (r, c) lies outside the ring around box (top, bottom, left, right)."""
    t, b, lo, hi = box
    return max(0, t - 1 - r, r - b - 1) + max(0, lo - 1 - c, c - hi - 1)

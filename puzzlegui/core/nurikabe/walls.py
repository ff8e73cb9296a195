"""The wall-count rule of the Nurikabe solver: the answer has exactly cells - sum(clues) walls,
all joined, so every wall lies within that many free cells of every other. Two kinds of places
must hold a wall: the walls already standing, and the border of every growing island (each
island is closed by walls, so some wall lies in or beside the cells it can still reach). A free cell
joined to one of those places only through more free cells than walls are still missing is
island (and a wall so far is a contradiction). This settles boards with few walls in a sea of
island (janko 1030: clues 994 and 20, ten walls), where the other rules see nothing.
Cost: one breadth-first search from the walls, stopped after the missing count of steps, and
one per growing island not yet touching a wall (only once few walls are missing); O(cells) each.
"""

from __future__ import annotations

from itertools import compress

from .areas import cells_of, clue_touch, reach
from .board import (
    UNKNOWN,
    WALL,
    WHITE,
    Analysis,
    Assignment,
    Board,
    Cells,
    Contradiction,
    mask_of,
)
from .fence import fence

FEW = 24
"""Islands count as places a wall must reach once at most this many walls are missing (their
searches cost O(cells) each, and with many walls missing they rarely decide anything)."""


SCARCE = 4
"""Walls count as scarce when at most one cell in SCARCE is a wall: only then do the fences
(a max-flow per island) pay for themselves."""


def scarce(board: Board) -> bool:
    """True on a board that is mostly island."""
    return board.walls_needed * SCARCE <= board.size


def far_from_walls(board: Board, v: Cells, info: Analysis) -> Assignment:
    """Free cells too far from a place that must hold a wall to be a wall: island."""
    placed = v.count(WALL)
    left = board.walls_needed - placed
    if left <= 0 or left > FEW or left >= v.count(UNKNOWN):
        return []  # no free cell can be more than `left` free cells from anything
    if not scarce(board) and _lonely(board, v) < left:
        return []  # only the walls count here, and no free cell is that far from them
    far = 0  # cells too far from some place (a bit mask)
    for seeds, steps in _places(board, v, info, placed, left):
        if steps <= 0:
            raise Contradiction  # the island's fence alone needs more walls than are left
        near = _within(board, v, seeds, steps)
        if placed and not near[v.index(WALL)]:
            raise Contradiction  # the walls cannot reach this island's border
        far |= ~_mask(near)
    return [(i, WHITE) for i in cells_of(far & mask_of(v, UNKNOWN))]


def _mask(flags: list[bool]) -> int:
    """The cells flagged, as a bit mask (the flags as bytes 0 / 1, read as a binary numeral)."""
    return int(bytes(flags).translate(_DIGIT)[::-1], 2)


_DIGIT = bytes.maketrans(b"\x00\x01", b"01")


def _lonely(board: Board, v: Cells) -> int:
    """The free cells with no wall beside them. A shortest way from the walls to a free cell
    passes only such cells after its first, so no cell is more than this plus one away."""
    return (mask_of(v, UNKNOWN) & ~board.spread(mask_of(v, WALL))).bit_count()


def _places(
    board: Board, v: Cells, info: Analysis, placed: int, left: int
) -> list[tuple[list[int], int]]:
    """Groups of cells one of which must hold a wall (the walls, each island's border), each
    with the free cells a wall elsewhere may be from it.

    An island's border holds at least its smallest fence (fence.py), all walls, so a wall off
    the border is at most `left - fence` free cells from it, plus the border cell itself."""
    places = [(list(compress(range(board.size), map(WALL.__eq__, v))), left)] if placed else []
    if left > FEW or not scarce(board):
        return places
    nbs, seen, touch = board.neighbours, [-1] * board.size, clue_touch(board, info)
    for k, isl in enumerate(info.islands):
        if not isl.clue or isl.missing == 0 or any(v[j] == WALL for j in _border(nbs, isl.cells)):
            continue
        # The island's last shape lies in its reach, so its walls lie in the reach or beside it.
        area = isl.cells + reach(board, v, info, k, seen, touch)
        seeds = [j for j in _border(nbs, area) if v[j] != WHITE]
        cut = fence(board, v, info, k, left + 1) if scarce(board) else 0
        places.append((seeds, left + 1 - max(1, cut)))
    return places


def _border(nbs: tuple[tuple[int, ...], ...], cells: list[int]) -> set[int]:
    """The cells beside `cells` (some may be in it)."""
    return {j for i in cells for j in nbs[i]}


def _within(board: Board, v: Cells, seeds: list[int], steps: int) -> list[bool]:
    """Cells joined to a seed through at most `steps` free cells, seeds and walls included."""
    nbs = board.neighbours
    near = [False] * board.size
    ring = [i for i in seeds if v[i] == WALL]
    for i in ring:
        near[i] = True
    ring = _flood_walls(nbs, v, near, ring)
    fresh = [i for i in seeds if v[i] == UNKNOWN]  # free seeds cost one step, like a neighbour
    for _ in range(steps):
        step = []
        for j in fresh:
            if not near[j]:
                near[j] = True
                step.append(j)
        for i in ring:
            for j in nbs[i]:
                if not near[j] and v[j] == UNKNOWN:
                    near[j] = True
                    step.append(j)
        if not step:
            break
        ring, fresh = _flood_walls(nbs, v, near, step), []
    return near


def _flood_walls(
    nbs: tuple[tuple[int, ...], ...], v: Cells, near: list[bool], ring: list[int]
) -> list[int]:
    """`ring` and the walls joined to it through walls (a wall costs no step), marked near."""
    out = list(ring)
    for i in out:
        for j in nbs[i]:
            if not near[j] and v[j] == WALL:
                near[j] = True
                out.append(j)
    return out

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

from .areas import cells_of, clue_touch, reach
from .bits import mask_of
from .board import Board
from .cells import UNKNOWN, WALL, WHITE, Assignment, Cells, Contradiction
from .fence import fence
from .islands import Analysis

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
    walls, free = mask_of(v, WALL), mask_of(v, UNKNOWN)
    if not scarce(board) and _lonely(board, walls, free) < left:
        return []  # only the walls count here, and no free cell is that far from them
    far = 0  # cells too far from some place (a bit mask)
    for seeds, steps in _places(board, v, info, walls, left):
        if steps <= 0:
            raise Contradiction  # the island's fence alone needs more walls than are left
        near = within(board, walls, free, seeds, steps)
        if walls and not near & walls & -walls:
            raise Contradiction  # the walls cannot reach this island's border
        far |= ~near
    return [(i, WHITE) for i in cells_of(far & free)]


def _lonely(board: Board, walls: int, free: int) -> int:
    """The free cells with no wall beside them (`walls`, `free`: the board's, as masks). A
    shortest way from the walls to a free cell passes only such cells after its first, so no
    cell is more than this plus one away."""
    return (free & ~board.spread(walls)).bit_count()


def _places(board: Board, v: Cells, info: Analysis, walls: int, left: int) -> list[tuple[int, int]]:
    """Groups of cells one of which must hold a wall (the walls, each island's border), as
    masks, each with the free cells a wall elsewhere may be from it.

    An island's border holds at least its smallest fence (fence.py), all walls, so a wall off
    the border is at most `left - fence` free cells from it, plus the border cell itself."""
    places = [(walls, left)] if walls else []
    if left > FEW or not scarce(board):
        return places
    nbs, seen, touch = board.neighbours, [-1] * board.size, clue_touch(board, info)
    for k, isl in enumerate(info.islands):
        if not isl.clue or isl.missing == 0 or any(v[j] == WALL for j in _border(nbs, isl.cells)):
            continue
        # The island's last shape lies in its reach, so its walls lie in the reach or beside it.
        area = isl.cells + reach(board, v, info, k, seen, touch)
        seeds = board.mask(j for j in _border(nbs, area) if v[j] != WHITE)
        cut = fence(board, v, info, k, left + 1) if scarce(board) else 0
        places.append((seeds, left + 1 - max(1, cut)))
    return places


def _border(nbs: tuple[tuple[int, ...], ...], cells: list[int]) -> set[int]:
    """The cells beside `cells` (some may be in it)."""
    return {j for i in cells for j in nbs[i]}


def within(board: Board, walls: int, free: int, seeds: int, steps: int) -> int:
    """Cells joined to a seed through at most `steps` free cells, seeds and walls included, as
    a mask (`walls`, `free`: the board's walls and free cells). Breadth-first, one layer of
    free cells a step, on bit masks: a layer is the free cells beside the last one."""
    near = _flood_walls(board, walls, seeds & walls, seeds & walls)
    fresh = seeds & free  # free seeds cost one step, like a neighbour
    for _ in range(steps):
        step = (fresh | board.spread(near) & free) & ~near
        if not step:
            break
        near, fresh = _flood_walls(board, walls, near | step, step), 0
    return near


def _flood_walls(board: Board, walls: int, near: int, grow: int) -> int:
    """`near` and the walls joined to `grow` through walls (a wall costs no step)."""
    while grow:
        grow = board.spread(grow) & walls & ~near
        near |= grow
    return near

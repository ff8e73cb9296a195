"""Island reaches carried from one analysis to the next. The `unreachable` rule needs the reach
of every growing clued island (areas.py `reach`: a breadth-first search bounded by the cells
the island still misses, never onto a free cell beside another clued island) in every round,
though a probe's trial changes a few cells of its parent's board.

What such a search finds depends only on the island's cells, the values of the cells it
looked at, and, for the free ones, whether a clued island other than its own lies beside them.
An analysis updated from an earlier one (islands.py `reanalyse`) knows the cells decided since. A
reach of an island with the same cells is kept unless it took a cell that is now a wall (one
it met and could not take, beside another clued island, it cannot take still), looked at a new
island cell that is not clue-less (a new clue-less cell was free and beside no other clued
island: it took it, and takes it still), or looked at a free cell beside a cell that joined a
clued island since (two clued islands never join, so only such cells put a clued island beside
a free cell; a clue-less group that joins a clued island far away does so to each of its
neighbours). The rest are searched again. Cost per round: O(cells decided since + cells of
the clued islands they join) to find those cells, a few bit-mask tests per island, and the
searches of the islands whose reach they touch (O(cells looked at) each).
"""

from __future__ import annotations

from array import array
from itertools import compress
from operator import attrgetter
from typing import NamedTuple

from .board import PACE, Board
from .cells import UNKNOWN, WALL, WHITE, Cells
from .islands import Analysis, Island


class Reach(NamedTuple):
    """One island's reach: its cells then, the cells the search looked at (a bit mask, see
    `Board.bits`), the cells found, in search order and as a mask, and the island-facts key part
    (areas.py `unreachable`) these give: the cells as bytes (whose hash Python keeps) and the
    found cells as a mask (the island's facts do not depend on the order they were found in;
    the white ones are clue-less island cells, which the rest of the key holds); `rim`, the
    found cells and their neighbours (a mask)."""

    cells: list[int]
    looked: int
    found: list[int]
    area: int
    key: tuple[bytes, int]
    rim: int


def island_reaches(board: Board, v: Cells, info: Analysis) -> dict[int, Reach]:
    """The reach of every growing clued island of `info` (the analysis of `v`), by island
    number: kept from the last analysis before it whose reaches are known where still valid."""
    kept, dirty, walled = _since(board, v, info)
    touch: list[int] = []  # clue_beside, once a search needs it
    marks, stamp = board.marks, 0
    out: dict[int, Reach] = {}
    islands = info.islands
    # The growing islands (only clued ones miss cells), picked in C: most islands are complete.
    for k in compress(range(len(islands)), map(_MISSING, islands)):
        isl = islands[k]
        old = kept.get(isl.cells[0])
        if (
            old is None
            or (old.cells is not isl.cells and old.cells != isl.cells)
            or old.looked & dirty
            or old.area & walled
        ):
            if not touch:
                touch, stamp = clue_beside(board, info), marks.stamp + 1
                marks.stamp += len(islands) + 1  # a fresh stamp for each island's search
            board.stop()  # one search per growing island: thousands on a large board
            old = _search(board, v, isl, stamp + k, marks.tag, touch)
        out[k] = old
    info.reaches = {r.cells[0]: r for r in out.values()}
    info.base = None  # the chain back is no longer needed (and would keep old boards alive)
    return out


_MISSING = attrgetter("missing")
_LIBERTIES = attrgetter("liberties")


def _since(board: Board, v: Cells, info: Analysis) -> tuple[dict[int, Reach], int, int]:
    """The reaches of the latest analysis `info` was updated from that has them, the cells (a
    bit mask) whose value or clued neighbour may differ since but for new walls and new
    clue-less island cells, and the new walls (a mask: a search that met one of those as a
    free cell it could not take beside another clued island is not changed by it, as it cannot
    take a wall either)."""
    changed: list[int] = []
    base = info.base
    while base is not None and base[0].reaches is None:
        changed.extend(base[1])
        base = base[0].base
    if base is None:
        return {}, 0, 0
    changed.extend(base[1])
    owner, islands = info.owner, info.islands
    walled = {i for i in changed if v[i] == WALL}
    # A new clue-less island cell was free and beside no other clued island, or it would not
    # be clue-less: a search that met it took it, and takes it still.
    pale = {i for i in changed if v[i] == WHITE and not islands[owner[i]].clue}
    cells = set(changed) - walled - pale
    cells.update(_newly_clued(board, v, info, base[0], changed))
    return base[0].reaches or {}, board.mask(cells), board.mask(walled)


def _newly_clued(
    board: Board, v: Cells, info: Analysis, old: Analysis, changed: list[int]
) -> set[int]:
    """The free neighbours of the cells of clued islands of `info` that were in none in `old`,
    given the cells decided since (`changed`): a search of one island asks of a free cell only
    whether another clued island lies beside it, which only such cells can change (two clued
    islands never join; an island whose own cells changed is searched again anyway). They lie
    in the islands holding a new island cell (islands only grow, and join through new cells)."""
    owner, islands, nbs = info.owner, info.islands, board.neighbours
    old_owner, old_islands = old.owner, old.islands
    out: set[int] = set()
    for k in {owner[i] for i in changed if v[i] == WHITE}:
        if not islands[k].clue:
            continue
        for i in islands[k].cells:
            o = old_owner[i]
            if o < 0 or not old_islands[o].clue:
                out.update(j for j in nbs[i] if v[j] == UNKNOWN)
    return out


def clue_beside(board: Board, info: Analysis) -> list[int]:
    """For each free cell, the first cell of the clued island beside it: -1 none, -2 two or more
    (`areas.clue_touch` with islands named by a cell, as island numbers change between rounds)."""
    beside = [-1] * board.size
    for isl in filter(_LIBERTIES, info.islands):  # most islands are complete, without any
        if not isl.clue:
            continue
        first = isl.cells[0]
        for j in isl.liberties:
            beside[j] = first if beside[j] == -1 else -2
    return beside


def _search(
    board: Board, v: Cells, isl: Island, mark: int, seen: list[int], beside: list[int]
) -> Reach:
    """`areas.reach` (the cells found, in the same order), with every cell it looked at (a
    cell is seen when `seen` holds `mark` for it, fresh for each search)."""
    nbs, first = board.neighbours, isl.cells[0]
    for i in isl.cells:
        seen[i] = mark
    frontier, found = isl.cells, list[int]()
    paced = 0  # the clock is read every PACE cells found (a huge island's reach)
    for _ in range(isl.missing):
        if len(found) - paced >= PACE:
            board.stop()
            paced = len(found)
        nxt = []
        for i in frontier:
            for j in nbs[i]:
                if seen[j] == mark:
                    continue
                seen[j] = mark
                x = v[j]
                if x == WALL or (x == UNKNOWN and beside[j] != -1 and beside[j] != first):
                    continue  # a wall, or beside another clued island: taking it joins the two
                nxt.append(j)
        found.extend(nxt)
        frontier = nxt
        if not frontier:
            break
    inner = board.mask(found[: len(found) - len(frontier)]) if frontier else board.mask(found)
    area, cells = inner | board.mask(frontier), board.mask(isl.cells)
    # The search looked at every neighbour of the cells it grew from: the island and what it
    # found, but the last ring when it stopped at the missing count (then still in `frontier`).
    looked = board.spread(cells | inner) & ~cells
    key = (array("i", isl.cells).tobytes(), area)
    return Reach(isl.cells, looked, found, area, key, board.spread(area))

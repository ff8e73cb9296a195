"""The easy judge's `unreachable` (generate/judge.py `basic`) on bit masks: the free cells no
growing clued island can reach are walls.

The engine's reaches (engine/reaches.py) list each island's cells in search order, which the
hints and the island shapes read; the easy judge needs only their union, so here each reach is
a breadth-first search done a whole ring at a time with shifts of the board as an integer
(`Board.spread`), a few big-number operations a ring instead of a Python step per cell. What
one island's search finds is the same as `reaches._search`'s: from the island's cells, at most
`missing` rings, each the unseen neighbours of the last that are island cells or free cells
beside no clued island but this one.

A reach is kept between calls of one judgement while the island has the same cells and the
cells its search looked at are as open to it as before: the search then takes the same steps.
"""

from __future__ import annotations

from operator import attrgetter
from typing import NamedTuple

from ..engine.board import Board
from ..engine.islands import Analysis


class Kept(NamedTuple):
    """One island's last reach: its cells (the list, as a mask, and as a mask with their
    neighbours), the cells its search looked at, which of those it could step on, and the
    cells found (masks)."""

    cells: list[int]
    mask: int
    near: int
    looked: int
    open: int
    area: int


class Reaches:
    """The reaches of one judgement's islands by their first cell (`reached`), and the free
    neighbours of its clued islands as a mask with the list they were made from (an island
    whose free neighbours changed has a new list, islands.py `reanalyse`)."""

    def __init__(self) -> None:
        self.kept: dict[int, Kept] = {}
        self.liberties: dict[int, tuple[list[int], int]] = {}


_LIBERTIES = attrgetter("liberties")
_MISSING = attrgetter("missing")


def reached(board: Board, walls: int, info: Analysis, memo: Reaches) -> int:
    """The cells some growing clued island of `info` can reach outside its own cells, as a
    mask (`walls`: the board's walls, as a mask; `info`: its analysis)."""
    one = two = 0  # the free cells beside one clued island, beside two or more
    masks = memo.liberties
    for isl in filter(_LIBERTIES, info.islands):  # most islands are complete, without any
        if isl.clue:
            known = masks.get(isl.cells[0])
            if known is not None and known[0] is isl.liberties:
                libs = known[1]
            else:
                libs = board.mask(isl.liberties)
                masks[isl.cells[0]] = (isl.liberties, libs)
            two |= one & libs
            one |= libs
    # Island and free cells, but those beside two clued islands; of the cells beside one, an
    # island may step only on its own neighbours.
    walkable = board.full & ~walls & ~two
    kept, out = memo.kept, 0
    for isl in filter(_MISSING, info.islands):  # only clued islands miss cells
        cells = isl.cells
        old = kept.get(cells[0])
        if old is not None and (old.cells is cells or old.cells == cells):
            if walkable & (~one | old.near) & old.looked == old.open:
                out |= old.area  # the same steps as last time
                continue
            mask, near = old.mask, old.near
        else:
            mask = board.mask(cells)
            near = board.spread(mask)
        board.stop()  # one search per growing island: hundreds on a large board
        looked, area = _search(board, mask, isl.missing, walkable & (~one | near))
        kept[cells[0]] = Kept(cells, mask, near, looked, walkable & (~one | near) & looked, area)
        out |= area
    return out


def _search(board: Board, cells: int, missing: int, open_: int) -> tuple[int, int]:
    """An island's search from its cells (a mask), `missing` rings at most, stepping only on
    the cells `open_`: the cells it looked at (the neighbours of every ring it stepped from)
    and the cells it found (masks)."""
    spread = board.spread
    seen = ring = cells
    area = 0
    for _ in range(missing):
        ring = spread(ring) & ~seen
        seen |= ring
        ring &= open_
        if not ring:
            break
        area |= ring
    return seen & ~cells, area

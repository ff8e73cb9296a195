"""A board's islands: the white cells grouped, with clue, free neighbours and cells still
missing (`analyse`), and the same analysis updated after a few cells were decided
(`reanalyse`). One analysis costs O(white cells + their neighbours)."""

from __future__ import annotations

from bisect import bisect_left
from dataclasses import dataclass, field
from itertools import chain, compress
from typing import TYPE_CHECKING

from .bits import changed_cells
from .board import Board
from .cells import UNKNOWN, WHITE, Cells, Contradiction

if TYPE_CHECKING:
    from .reaches import Reach


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
    """The islands of a board and which island each white cell belongs to (-1 elsewhere).

    Two fields for reaches.py, not part of the analysis proper: `base`, the analysis this one
    was updated from and the cells decided since (until this one's reaches are known), and
    `reaches`, the reach of each growing clued island (by its first cell), once asked for.
    `fresh`, for an analysis updated from another (`reanalyse`): the islands it rebuilt (any
    other island has the same cells and free neighbours as in the analysis it came from)."""

    islands: list[Island]
    owner: list[int]
    base: tuple[Analysis, list[int]] | None = field(default=None, compare=False, repr=False)
    reaches: dict[int, Reach] | None = field(default=None, compare=False, repr=False)
    fresh: list[Island] | None = field(default=None, compare=False, repr=False)


def analyse(board: Board, v: Cells) -> Analysis:
    """Group the white cells into islands; Contradiction for two clues or an oversized island."""
    owner = [-1] * board.size
    whites = list(compress(range(board.size), map(WHITE.__eq__, v)))
    stamp = board.marks.stamp + 1
    board.marks.stamp += len(whites) + 1  # one fresh stamp per island, even if we stop half-way
    islands: list[Island] = []
    for start in board.paced(whites):
        if owner[start] < 0:
            islands.append(_flood(board, v, start, owner, len(islands), stamp + len(islands)))
    return Analysis(islands, owner)


def _flood(board: Board, v: Cells, start: int, owner: list[int], k: int, stamp: int) -> Island:
    """Island k, grown from the white cell `start` (owner marks its cells k; `stamp`, fresh,
    tags its liberties once); Contradiction for two clues or an oversized island."""
    nbs, clue, tag = board.neighbours, board.clue, board.marks.tag
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
    return Island(cells, number, libs, number - len(cells) if number else 0)


def reanalyse(
    board: Board, v: Cells, info: Analysis, before: Cells, changed: list[int] | None = None
) -> Analysis:
    """`analyse(board, v)`, given `info` = `analyse(board, before)` for an earlier state of the
    same board (cells only decided since): islands away from the new island cells keep their
    cells and drop new walls from their liberties (same order); the islands the new cells
    join or start are grouped again, from their first cell as `analyse` would (`changed`, if
    given, lists the cells that differ from `before`)."""
    if changed is None:
        changed = changed_cells(v, before)
    old, nbs = info.owner, board.neighbours
    touched = set(map(old.__getitem__, chain.from_iterable(map(nbs.__getitem__, changed))))
    new_whites = [i for i in changed if v[i] == WHITE]
    joined = set(map(old.__getitem__, chain.from_iterable(map(nbs.__getitem__, new_whites))))
    joined.discard(-1)
    islands = info.islands.copy()
    fresh = []
    for k in touched - joined:
        if k >= 0:
            isl = islands[k]
            libs = [j for j in isl.liberties if v[j] == UNKNOWN]
            islands[k] = Island(isl.cells, isl.clue, libs, isl.missing)
            fresh.append(islands[k])
    if not new_whites:  # the lists are shared: nothing writes to an analysis
        return Analysis(islands, old, (info, changed), fresh=fresh)
    gone = sorted(joined)
    grown = _regroup(board, v, sorted({*new_whites, *(islands[k].cells[0] for k in gone)}))
    for k in reversed(gone):
        del islands[k]
    places = []
    for isl in grown:  # by first cell, so each lands after the ones before it
        n = bisect_left(islands, isl.cells[0], key=_first)
        islands.insert(n, isl)
        places.append(n)
    owner = old.copy()
    if places != gone:  # the islands from the first place that changed on may move
        _renumber(islands, owner, old, min(places[:1] + gone[:1]), set(places))
    for n, isl in zip(places, grown, strict=True):
        for i in isl.cells:
            owner[i] = n
    return Analysis(islands, owner, (info, changed), fresh=fresh + grown)


def _first(isl: Island) -> int:
    return isl.cells[0]


def _renumber(
    islands: list[Island], owner: list[int], old: list[int], start: int, new: set[int]
) -> None:
    """Write into `owner` the new number of each kept island from index `start` on that moved
    (`old`: the numbers before; the islands before `start` kept theirs, and the new ones, at
    the indices `new`, are written by the caller): only the cells of the islands that moved,
    not a pass over the board."""
    for n in range(start, len(islands)):
        if n in new:
            continue
        cells = islands[n].cells
        if old[cells[0]] != n:
            for i in cells:
                owner[i] = n


def _regroup(board: Board, v: Cells, starts: list[int]) -> list[Island]:
    """The islands holding the white cells `starts` (each grouped from its first cell, as in
    `analyse`: `starts` is sorted and holds the first cell of each)."""
    owner = [-1] * board.size
    stamp = board.marks.stamp + 1
    board.marks.stamp += len(starts) + 1
    islands: list[Island] = []
    for start in starts:
        if owner[start] < 0:
            islands.append(_flood(board, v, start, owner, len(islands), stamp + len(islands)))
    return islands

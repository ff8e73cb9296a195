"""The compact Nurikabe board the solver, the ladder and the hints share: a flat bytearray of
UNKNOWN / WALL / WHITE per cell (`Cells`), the fixed tables of one puzzle (`Board`), and its
islands (`analyse`: the white cells grouped, with clue, free neighbours and cells still
missing). One analysis costs O(white cells + their neighbours).
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from itertools import chain, compress
from typing import TYPE_CHECKING, Any, Protocol, TypeVar, cast

from ..puzzle import Puzzle
from .cuts import Cuts

if TYPE_CHECKING:
    from .deduce import Rule
    from .reaches import Reach

UNKNOWN, WALL, WHITE = 0, 1, 2

M = TypeVar("M")
T = TypeVar("T")

Cells = bytearray
"""A board's cells, one byte each (UNKNOWN, WALL or WHITE) in a flat row-major array. A bytearray
rather than a list of ints: the solver copies, compares, counts and reads boards as bytes all
the time, and on a bytearray each of those is one C loop over bytes (`bytes(v)` of a 2 500-cell
board is a copy, not 2 500 conversions), while reading or writing one cell costs the same."""

Assignment = list[tuple[int, int]]
"""(flat cell, WALL or WHITE) decided by a rule."""


def changed_cells(v: Cells, before: Cells) -> list[int]:
    """The cells whose values differ between two boards, in board order: the boards as bytes
    read as numbers and XORed (in C), then one step per changed cell for the first FEW_CHANGED
    (a search's rounds change a few cells of thousands), the rest found by a regex over the
    XOR's bytes. A step costs O(cells) (big-number arithmetic): stepping through every change
    was quadratic, seconds with no clock read when a round changes most of a 200x200 board."""
    diff = int.from_bytes(v, "little") ^ int.from_bytes(before, "little")
    out: list[int] = []
    while diff and len(out) < FEW_CHANGED:
        i = ((diff & -diff).bit_length() - 1) >> 3  # the lowest byte that differs
        out.append(i)
        diff &= ~(0xFF << (i << 3))
    if diff:
        rest = diff.to_bytes(len(v), "little")
        out.extend(found.start() for found in _NONZERO.finditer(rest, out[-1] + 1))
    return out


FEW_CHANGED = 8

PACE = 2048
"""Units of work (a cell's look at its neighbours or blocks, about a microsecond each) between
two reads of `Board.stop` in a whole-board pass (`Board.paced`): at most a few milliseconds,
so a Stop is not held by the pass, and the clock read costs under 0.1 % of it."""
_NONZERO = re.compile(b"[^\x00]")


def mask_of(v: Cells, value: int) -> int:
    """The cells holding `value` as a bit mask (bit i for cell i), in C: the board as bytes
    turned into a binary numeral, last cell first."""
    return int(bytes(v).translate(_DIGITS[value])[::-1], 2) if v else 0


_DIGITS = {  # UNKNOWN, WALL, WHITE are the bytes 0, 1, 2
    UNKNOWN: bytes.maketrans(b"\x00\x01\x02", b"100"),
    WALL: bytes.maketrans(b"\x00\x01\x02", b"010"),
    WHITE: bytes.maketrans(b"\x00\x01\x02", b"001"),
}
"""For each value, the table writing a cell holding it as "1" and any other as "0"."""


_BIT = (1).__lshift__
"""Cell i's bit, for sets of cells as integers (made when needed, never listed)."""


def _go_on() -> None:
    """No budget: never stop."""


class AroundBlocks(dict[int, list[tuple[int, int, int]]]):
    """For each cell, the other three cells of each 2x2 block holding it, in the order of the
    blocks' top-left cells; made on the first look-up and kept."""

    def __init__(self, rows: int, cols: int) -> None:
        super().__init__()
        self.rows, self.cols = rows, cols

    def __missing__(self, cell: int) -> list[tuple[int, int, int]]:
        cols = self.cols
        r, c = divmod(cell, cols)
        out: list[tuple[int, int, int]] = []
        for top in (r - 1, r):
            for left in (c - 1, c):
                if 0 <= top < self.rows - 1 and 0 <= left < cols - 1:
                    out.append(_others(top * cols + left, cols, cell))
        self[cell] = out
        return out


def _others(a: int, cols: int, cell: int) -> tuple[int, int, int]:
    """The three cells other than `cell` of the 2x2 block whose top-left cell is `a`."""
    b, c, d = a + 1, a + cols, a + cols + 1
    if cell == a:
        return b, c, d
    if cell == b:
        return a, c, d
    return (a, b, d) if cell == c else (a, b, c)


class NearMasks(dict[int, int]):
    """Each cell's neighbours as a mask, made on the first look-up and kept (a hit is a plain
    dictionary look-up)."""

    def __init__(self, neighbours: tuple[tuple[int, ...], ...]) -> None:
        super().__init__()
        self.neighbours = neighbours

    def __missing__(self, cell: int) -> int:
        if len(self) >= NEAR_KEPT:
            self.clear()  # a mask is cells/8 bytes: all of a 200x200 board's are 200 MB
        made = self[cell] = sum(map(_BIT, self.neighbours[cell]))
        return made


LISTED_CELLS = 10_000
"""The largest board whose cells' 2x2 blocks are listed at once (100x100: some 60 ms)."""

NEAR_KEPT = 4096
"""The most neighbour masks kept at once (every cell's on boards up to 64x64; at most
20 MB on a 200x200 board)."""


class Contradiction(Exception):
    """The board cannot be completed."""


class Board:
    """The tables of one puzzle that never change while it is solved (sizes, neighbours, clues,
    2x2 blocks, masks), and the `marks` and the rules' memos (`memo`) of the one search that
    made it: every solve, hint and generator check builds its own Board, so no two searches
    (threads) ever share one, and nothing a search writes outlives it in a module."""

    def __init__(self, puzzle: Puzzle) -> None:
        self.puzzle = puzzle
        self.rows, self.cols = puzzle.rows, puzzle.cols
        self.size = puzzle.rows * puzzle.cols
        self.neighbours = puzzle.neighbours
        self.clue = [0] * self.size
        for r, c, n in puzzle.clues:
            self.clue[r * self.cols + c] = n
        self.walls_needed = self.size - puzzle.island_total
        self.clue_count = len(puzzle.clues)
        self.largest_clue = max(self.clue, default=0)
        self.solver_rules: tuple[tuple[str, Rule], ...] | None = None
        """The solver's global rules for this board, once chosen (solver.rules_for)."""
        self.ones = [1] * self.size
        """A weight of 1 per cell (cuts.py)."""
        self.marks = Marks(self.size, self.neighbours)
        """The marks this board's search writes as it runs (see `Marks`)."""
        self.memo: MemoOf = cast(MemoOf, Memos().__getitem__)
        """This board's instance of a cache class, made on first use (see `Memos`)."""
        self.stop: Callable[[], None] = _go_on
        """The clock of the solve, hint or grade that made this board: raises Cancelled or
        TimedOut once it must stop. Propagation reads it every round and between its costly
        rules, so a budget holds inside a trial or a probe too (a 200x200 board's propagation
        takes seconds)."""
        self._tables()

    def _tables(self) -> None:
        """The 2x2 blocks, each cell's blocks, and cell masks for sets of cells as integers."""
        cols = self.cols
        self.blocks = [
            (i, i + 1, i + cols, i + cols + 1)
            for r in range(self.rows - 1)
            for i in range(r * cols, r * cols + cols - 1)
        ]
        blocks = AroundBlocks(self.rows, cols)
        small = self.size <= LISTED_CELLS
        self.around: AroundBlocks | list[list[tuple[int, int, int]]] = (
            [blocks[i] for i in range(self.size)] if small else blocks
        )
        """For each cell, the other three cells of each 2x2 block holding it: a list on boards
        up to LISTED_CELLS cells (the fastest look-up), else made when first read (listing them
        all took a quarter of a second at 200x200, a stretch no Stop is read in)."""
        self.near = NearMasks(self.neighbours)
        """Each cell's neighbours, as a mask, made when first read: a list of them all is
        O(cells^2) bits (200 MB and a second at 200x200, docs/input-limits.md)."""
        row = (1 << (cols - 1)) - 1  # every column but the last
        self.block_starts = sum(row << (r * cols) for r in range(self.rows - 1))
        """The top-left cells of the 2x2 blocks, as a mask (blocks.py)."""
        self.not_last = sum(row << (r * cols) for r in range(self.rows))
        self.not_first = self.not_last << 1
        self.full = (1 << self.size) - 1
        """The cells off the last column, off the first column, all cells (masks)."""
        first, last = (1 << cols) - 1, ((1 << cols) - 1) << (self.size - cols)
        left = sum(1 << (r * cols) for r in range(self.rows))
        right = left << (cols - 1)
        self.edge = first | last | left | right
        self.corner = (first & left) | (first & right) | (last & left) | (last & right)
        """The cells on the border, and the corners (masks)."""
        size = self.size
        sides = chain(range(cols), range(size - cols, size), range(0, size, cols))
        self.edge_cells = sorted({*sides, *range(cols - 1, size, cols)})
        """The border cells in board order (listed, not read off the mask: one shift of a
        40 000-bit mask per cell was quadratic)."""

    def paced(self, items: Iterable[T], size: Callable[[T], int] | None = None) -> Iterator[T]:
        """The items, reading `stop` each time PACE units of work have gone by (an item is
        one unit, or `size(item)` units: an island's cells or liberties). A whole-board pass
        through it reads the clock every PACE cell-sized steps, whatever the board."""
        stop, work = self.stop, 0
        for item in items:
            work += 1 if size is None else size(item)
            if work >= PACE:
                stop()
                work = 0
            yield item

    def mask(self, cells: Iterable[int]) -> int:
        """The cells as a mask (bit i for cell i)."""
        return sum(map(_BIT, cells))

    def spread(self, mask: int) -> int:
        """The cells of a mask and their neighbours, as a mask."""
        return self.full & (
            mask
            | (mask & self.not_last) << 1
            | (mask & self.not_first) >> 1
            | mask << self.cols
            | mask >> self.cols
        )

    def start(self) -> Cells:
        """The compact board before any deduction: clue cells white, the rest unknown."""
        return bytearray(WHITE if n else UNKNOWN for n in self.clue)


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


class Memos(dict[type, Any]):
    """A board's caches by class: `board.memo(AreaMemo)` is the board's AreaMemo, made on first
    use. Each cache class lives in the module of the rule that keeps it (what the rule keeps
    between rounds and search nodes), so a rule that wants a cache edits nothing shared; one
    per board, as the search is. `Board.memo` is this dictionary's own lookup, so that a call
    costs no Python frame: the rules ask for their memos on every call."""

    def __missing__(self, kind: type) -> Any:
        made = self[kind] = kind()
        return made


class MemoOf(Protocol):
    """The type of `Board.memo`: a cache class -> this board's instance of it."""

    def __call__(self, kind: type[M], /) -> M: ...


class Marks:
    """The marks one search writes as it runs, on the Board it made (never shared with another):
    a cell is marked when its `tag` equals a fresh `stamp` (analyse, reaches.py, areas.py,
    solver/claims.py), and the lists of one articulation search (`cuts`, cuts.py)."""

    def __init__(self, size: int, neighbours: tuple[tuple[int, ...], ...]) -> None:
        self.tag = [0] * size
        self.stamp = 0
        self.cuts = Cuts(neighbours)


KEPT = 100_000
"""Entries each dictionary a rule keeps in its memo (`Board.memo`) holds at most."""


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
    if places == gone:
        owner = old.copy()  # the others keep their numbers
    else:
        owner = list(map(_renumber(len(info.islands), joined, places).__getitem__, old))
    for n, isl in zip(places, grown, strict=True):
        for i in isl.cells:
            owner[i] = n
    return Analysis(islands, owner, (info, changed), fresh=fresh + grown)


def _first(isl: Island) -> int:
    return isl.cells[0]


def _renumber(count: int, gone: set[int], places: list[int]) -> list[int]:
    """Old island number -> new one, when the islands `gone` left the list and new ones took
    the places `places` (the last entry, for -1: -1)."""
    renumber = [-1] * (count + 1)
    taken, n = set(places), 0
    for k in range(count):
        if k not in gone:
            while n in taken:
                n += 1
            renumber[k] = n
            n += 1
    return renumber


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

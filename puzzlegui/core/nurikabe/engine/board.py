"""The tables of one Nurikabe puzzle that the solver, the ladder and the hints read while they
work on its compact board (`Board`: sizes, neighbours, clues, 2x2 blocks, masks), with what one
search keeps on it: its marks (`Board.marks`) and the rules' caches by class (`Board.memo`),
both memo.py's. The board's values are cells.py's; its islands, islands.py's.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sized
from itertools import chain
from typing import TypeVar, cast

from ..puzzle import Puzzle
from .cells import UNKNOWN, WHITE, Cells
from .memo import Marks, MemoOf, Memos

T = TypeVar("T")

PACE = 2048
"""Units of work (a cell's look at its neighbours or blocks, about a microsecond each) between
two reads of `Board.stop` in a whole-board pass (`Board.paced`): at most a few milliseconds,
so a Stop is not held by the pass, and the clock read costs under 0.1 % of it."""

_BIT = (1).__lshift__
MANY_CELLS = 64
"""From this many cells on, `Board.mask` sets them in a byte array, not as a sum."""
"""Cell i's bit, for sets of cells as integers (made when needed, never listed)."""
DENSE = 32
"""`Board.mask` of more than one cell in DENSE of the board sets one byte per cell and reads
them as the binary digits of the mask: fewer steps per cell than setting bits in a byte array
(docs/nurikabe-notes.md, "Our search's time on the large boards")."""
_DIGITS = bytes.maketrans(b"\x00\x01", b"01")


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
        through it reads the clock every PACE cell-sized steps, whatever the board. Fewer than
        PACE items of one unit each are handed on as they are: the clock would not be read."""
        if size is None and isinstance(items, Sized) and len(items) < PACE:
            return iter(items)
        return self._paced(items, size)

    def _paced(self, items: Iterable[T], size: Callable[[T], int] | None) -> Iterator[T]:
        stop, work = self.stop, 0
        for item in items:
            work += 1 if size is None else size(item)
            if work >= PACE:
                stop()
                work = 0
            yield item

    def mask(self, cells: Iterable[int]) -> int:
        """The cells as a mask (bit i for cell i). Many cells are set in a byte array first: a
        sum of their bits costs a pass over the growing integer per cell (0.03 s for an
        island's reach of 20 000 cells on a 200x200 board)."""
        listed = cells if isinstance(cells, (list, tuple, set, frozenset)) else list(cells)
        if len(listed) <= MANY_CELLS:
            return sum(map(_BIT, listed))
        if len(listed) * DENSE > self.size:
            digits = bytearray(self.size)
            for i in listed:
                digits[i] = 1
            return int(digits[::-1].translate(_DIGITS), 2)
        data = bytearray((self.size + 7) // 8)
        for i in listed:
            data[i >> 3] |= 1 << (i & 7)
        return int.from_bytes(data, "little")

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

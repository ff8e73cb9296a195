"""Shikaku: divide the grid into rectangles, each holding exactly one clue equal to its area.

The Puzzle holds the size and the clues; the State is the set of rectangles the player has drawn
(they may overlap: `check` reports it). A rectangle is written `r2c3:r4c6`, its top-left and
bottom-right cells, 1-based; a move adds (`+r2c3:r4c6`) or removes (`-r2c3:r4c6`) one.

`interpret` says what a click, drag or key does.

Cells are numbered row-major (`row * cols + col`) so a set of cells is an int bitmask; the solver
and the checks work on those masks.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cached_property
from typing import NamedTuple

from puzzlegui.core.gestures import (
    STEPS,
    Border,
    Button,
    Digit,
    Drag,
    Gesture,
    Key,
    Modifier,
    Press,
    Tap,
)
from puzzlegui.core.grid import NumberGrid
from puzzlegui.core.model import BoardFormatError, Cell, Violation, cell_code
from puzzlegui.core.moves import MoveRecord
from puzzlegui.core.palette import PALETTE, paint

MAX_SIDE = 200


class Rect(NamedTuple):
    """A rectangle: top-left cell (row, col), `height` rows tall and `width` columns wide."""

    row: int
    col: int
    height: int
    width: int

    @property
    def area(self) -> int:
        """Its number of cells."""
        return self.height * self.width

    @property
    def bottom_right(self) -> Cell:
        """The bottom-right cell."""
        return (self.row + self.height - 1, self.col + self.width - 1)

    def contains(self, cell: Cell) -> bool:
        """True if `cell` lies inside."""
        r, c = cell
        return self.row <= r < self.row + self.height and self.col <= c < self.col + self.width

    def cells(self) -> list[Cell]:
        """Its cells, row by row."""
        return [
            (r, c)
            for r in range(self.row, self.row + self.height)
            for c in range(self.col, self.col + self.width)
        ]

    def fits(self, rows: int, cols: int) -> bool:
        """True if it lies wholly inside a rows x cols grid."""
        return (
            self.height >= 1
            and self.width >= 1
            and self.row >= 0
            and self.col >= 0
            and self.row + self.height <= rows
            and self.col + self.width <= cols
        )

    def mask(self, cols: int) -> int:
        """Its cells as a bitmask over a grid `cols` wide."""
        line = ((1 << self.width) - 1) << self.col
        repeat = 0
        for _ in range(self.height):
            repeat = (repeat << cols) | 1
        return (line * repeat) << (self.row * cols)

    def overlaps(self, other: Rect) -> bool:
        """True if the two share a cell."""
        return (
            self.row < other.row + other.height
            and other.row < self.row + self.height
            and self.col < other.col + other.width
            and other.col < self.col + self.width
        )

    def __str__(self) -> str:
        return f"{cell_code((self.row, self.col))}:{cell_code(self.bottom_right)}"


def rect_between(a: Cell, b: Cell) -> Rect:
    """The rectangle with corners at two cells."""
    top, left = min(a[0], b[0]), min(a[1], b[1])
    return Rect(top, left, abs(a[0] - b[0]) + 1, abs(a[1] - b[1]) + 1)


Clue = tuple[int, int, int]
"""(row, col, number)."""


@dataclass(frozen=True)
class Puzzle(NumberGrid):
    """A rows x cols grid and its clues (row, col, number), sorted row-major."""

    @cached_property
    def clue_mask(self) -> int:
        """The clue cells as a bitmask."""
        mask = 0
        for r, c, _ in self.clues:
            mask |= 1 << (r * self.cols + c)
        return mask

    @cached_property
    def clue_by_bit(self) -> dict[int, int]:
        """Clue index by the bit index of its cell."""
        return {r * self.cols + c: i for i, (r, c, _) in enumerate(self.clues)}

    @cached_property
    def clue_index(self) -> ClueIndex:
        """Clue counts and positions inside any rectangle, made once (puzzles are immutable)."""
        return ClueIndex(self)

    @property
    def full_mask(self) -> int:
        """Every cell of the grid."""
        return (1 << (self.rows * self.cols)) - 1


def make_puzzle(rows: int, cols: int, clues: list[Clue]) -> Puzzle:
    """A Puzzle with its clues sorted row-major."""
    return Puzzle(rows, cols, tuple(sorted(clues)))


@dataclass(frozen=True)
class State:
    """The rectangles drawn on a rows x cols grid (possibly overlapping) and the colours the
    player gave some of them (1..PALETTE, a note the rules never read)."""

    rows: int
    cols: int
    rects: frozenset[Rect] = field(default_factory=frozenset)
    colours: frozenset[tuple[Rect, int]] = field(default_factory=frozenset)
    borders: frozenset[tuple[Cell, Cell]] = field(default_factory=frozenset)
    """Loose borders the player drew between side-by-side cells (borders.py): notes until they
    close a rectangle."""

    def colour_of(self, rect: Rect) -> int:
        """The player's colour of a rectangle, 0 for none."""
        return next((c for r, c in self.colours if r == rect), 0)

    def sorted_rects(self) -> list[Rect]:
        """The rectangles sorted by top-left cell, then size."""
        return sorted(self.rects)


@dataclass(frozen=True)
class AddRect(MoveRecord, form="+{rect}"):
    """Draw a rectangle."""

    rect: Rect


@dataclass(frozen=True)
class RemoveRect(MoveRecord, form="-{rect}"):
    """Erase a rectangle."""

    rect: Rect


@dataclass(frozen=True)
class Paint(MoveRecord, form="#{rect}={colour}"):
    """Give a drawn rectangle the player's colour 1..PALETTE (0 takes it away)."""

    rect: Rect
    colour: int


@dataclass(frozen=True)
class ToggleBorder(MoveRecord, form="|{a}:{b}"):
    """Draw or erase a loose border between two side-by-side cells (`a` before `b`)."""

    a: Cell
    b: Cell


Move = AddRect | RemoveRect | Paint | ToggleBorder

_RECT = re.compile(r"r(\d{1,4})c(\d{1,4})(?::r(\d{1,4})c(\d{1,4}))?", re.IGNORECASE)


def parse_rect(text: str) -> Rect:
    """A rectangle from `r2c3:r4c6` (corners, 1-based) or `r2c3` (one cell)."""
    match = _RECT.fullmatch(text.strip())
    if match is None:
        raise BoardFormatError(f"'{text}' is not a rectangle (write r2c3:r4c6)", 1, 1)
    r1, c1 = int(match[1]), int(match[2])
    r2, c2 = (int(match[3]), int(match[4])) if match[3] else (r1, c1)
    if min(r1, c1) < 1 or r2 < r1 or c2 < c1:
        raise BoardFormatError(
            f"'{text}': corners are 1-based, top-left first, then bottom-right", 1, 1
        )
    return Rect(r1 - 1, c1 - 1, r2 - r1 + 1, c2 - c1 + 1)


def parse_move(text: str) -> Move:
    """A move from `+r2c3:r4c6` (add), `-r2c3:r4c6` (remove) or `#r2c3:r4c6=2` (colour 2,
    =0 none)."""
    body = text.strip()
    if body[:1] == "|":
        rect = parse_rect(body[1:])
        if rect.area != 2:
            raise BoardFormatError(f"'{text}': a border lies between two cells side by side", 1, 1)
        cells = rect.cells()
        return ToggleBorder(cells[0], cells[1])
    if body[:1] == "#":
        rect_text, _, colour = body[1:].partition("=")
        if not (colour.isascii() and colour.isdigit() and len(colour) == 1):
            raise BoardFormatError(f"'{text}': write a colour from 0 to {PALETTE}", 1, 1)
        return Paint(parse_rect(rect_text), int(colour))
    if body[:1] not in ("+", "-"):
        raise BoardFormatError(f"'{text}' is not a move (+r2c3:r4c6 or -r2c3:r4c6)", 1, 1)
    rect = parse_rect(body[1:])
    return AddRect(rect) if body[0] == "+" else RemoveRect(rect)


def new_state(puzzle: Puzzle) -> State:
    """No rectangle drawn."""
    return State(puzzle.rows, puzzle.cols)


def apply(state: State, move: Move) -> State:
    """The state after `move`; ValueError for a rectangle off the board, twice, or not there."""
    return apply_all(state, (move,))


def apply_all(state: State, moves: Sequence[Move]) -> State:
    """The state after the moves in order, the rectangles copied once."""
    rects, colours, borders = set(state.rects), dict(state.colours), set(state.borders)
    for move in moves:
        if isinstance(move, ToggleBorder):
            _toggle_border(state, borders, move)
            continue
        rect = move.rect
        if isinstance(move, AddRect):
            if not rect.fits(state.rows, state.cols):
                raise ValueError(f"rectangle {rect} is off the {state.cols}x{state.rows} board")
            if rect in rects:
                raise ValueError(f"rectangle {rect} is drawn already")
            rects.add(rect)
            continue
        if rect not in rects:
            verb = "colour" if isinstance(move, Paint) else "remove"
            raise ValueError(f"there is no rectangle {rect} to {verb}")
        if isinstance(move, Paint):
            paint(colours, rect, move.colour)
        else:
            colours.pop(rect, None)  # a removed rectangle's colour goes with it
            rects.remove(rect)
    painted = frozenset(colours.items())
    return State(state.rows, state.cols, frozenset(rects), painted, frozenset(borders))


def _toggle_border(state: State, borders: set[tuple[Cell, Cell]], move: ToggleBorder) -> None:
    a, b = move.a, move.b
    if a >= b or abs(a[0] - b[0]) + abs(a[1] - b[1]) != 1:
        raise ValueError(f"{move} is not a border between side-by-side cells")
    if not all(0 <= r < state.rows and 0 <= c < state.cols for r, c in (a, b)):
        raise ValueError(f"border {move} is off the {state.cols}x{state.rows} board")
    borders ^= {(a, b)}


def progress(puzzle: Puzzle, state: State) -> float:
    """The share of the board's cells inside a drawn rectangle (0 to 1)."""
    covered = {cell for rect in state.rects for cell in rect.cells()}  # rectangles may overlap
    return len(covered) / max(1, state.rows * state.cols)


def moves_to(puzzle: Puzzle, state: State) -> list[Move]:
    """Moves that draw every rectangle of `state`, in sorted order, then colour them, then the
    loose borders."""
    moves: list[Move] = [AddRect(rect) for rect in state.sorted_rects()]
    moves += [Paint(rect, colour) for rect, colour in sorted(state.colours)]
    return moves + [ToggleBorder(a, b) for a, b in sorted(state.borders)]


def state_of(puzzle: Puzzle, rects: list[Rect]) -> State:
    """A State holding `rects`."""
    return State(puzzle.rows, puzzle.cols, frozenset(rects))


def clear_notes(puzzle: Puzzle, state: State) -> list[Move]:
    """The moves that erase the loose borders (every rectangle is an answer)."""
    return [ToggleBorder(a, b) for a, b in sorted(state.borders)]


def false_notes(puzzle: Puzzle, state: State, solution: State) -> list[Move]:
    """The moves that erase the loose borders that cut through one of the solution's
    rectangles."""
    return [
        ToggleBorder(a, b)
        for a, b in sorted(state.borders)
        if any(r.contains(a) and r.contains(b) for r in solution.rects)
    ]


def move_cells(move: Move) -> list[Cell]:
    """The cells of the rectangle a move draws, erases or colours (a border: its two cells)."""
    if isinstance(move, ToggleBorder):
        return [move.a, move.b]
    return list(move.rect.cells())


def wrong_cells(puzzle: Puzzle, state: State, solution: State) -> list[Cell]:
    """Cells a drawn rectangle puts with a clue the solution does not: the cell's solution
    rectangle has its clue outside the drawn one. A clue cell, or a cell of a misshapen rectangle
    that the solution also gives that clue, is not wrong."""
    clue_of = {
        cell: next((r, c) for r, c, _ in puzzle.clues if rect.contains((r, c)))
        for rect in solution.rects
        for cell in rect.cells()
    }
    cells = {
        cell
        for rect in state.rects
        for cell in rect.cells()
        if cell in clue_of and not rect.contains(clue_of[cell])
    }
    return sorted(cells)


def clue_prefix_counts(puzzle: Puzzle) -> list[list[int]]:
    """count[r][c]: the clues above row r and left of column c (a 2D prefix sum)."""
    cols = puzzle.cols
    count = [[0] * (cols + 1) for _ in range(puzzle.rows + 1)]
    for r, c, _ in puzzle.clues:
        count[r + 1][c + 1] += 1
    for r in range(1, puzzle.rows + 1):
        row, up = count[r], count[r - 1]
        for c in range(1, cols + 1):
            row[c] += row[c - 1] + up[c] - up[c - 1]
    return count


class ClueIndex:
    """Clues counted and found inside any rectangle without touching its cells: a prefix-sum
    table (count in O(1)) and each row's clue columns, sorted (find in O(height log n)); and
    each rectangle's clue faults (the rules' memo), which depend on the puzzle and the rectangle
    alone, so a move costs the faults of the rectangle it draws, not of every rectangle. Made
    once per puzzle, as `Puzzle.clue_index`."""

    def __init__(self, puzzle: Puzzle) -> None:
        self.faults: dict[Rect, list[Violation]] = {}
        self.count = clue_prefix_counts(puzzle)
        self.columns: list[list[int]] = [[] for _ in range(puzzle.rows)]
        for r, c, _ in puzzle.clues:  # clues are sorted row-major: each row's list is sorted
            self.columns[r].append(c)

    def clues_in(self, rect: Rect) -> int:
        """How many clues lie in `rect`."""
        above, below = self.count[rect.row], self.count[rect.row + rect.height]
        left, right = rect.col, rect.col + rect.width
        return below[right] - below[left] - above[right] + above[left]

    def cells_in(self, rect: Rect, limit: int) -> list[Cell]:
        """The clue cells in `rect`, row-major, at most `limit`."""
        out: list[Cell] = []
        for r in range(rect.row, rect.row + rect.height):
            row = self.columns[r]
            i = bisect_left(row, rect.col)
            while i < len(row) and row[i] < rect.col + rect.width and len(out) < limit:
                out.append((r, row[i]))
                i += 1
        return out


def rect_at(state: State, cell: Cell) -> Rect | None:
    """The drawn rectangle holding a cell (the first in sorted order if several overlap)."""
    r, c = cell
    holding = []
    for rect in state.rects:  # plain comparisons: this runs on every click and key
        row, col, height, width = rect
        if row <= r < row + height and col <= c < col + width:
            holding.append(rect)
    return min(holding, default=None)


def interpret(puzzle: Puzzle, state: State, gesture: Gesture) -> list[Move] | None:
    """What a gesture does: a drag from corner to corner draws a rectangle, erasing those it
    overlaps; a click inside a rectangle erases it (elsewhere it draws a 1x1 one); Backspace
    erases the one under the cursor; digits 1-6 colour it (the same digit again, or 0, takes
    the colour away); a click on a line between cells, or Ctrl+arrow, draws or erases a border
    there (borders.py). The keyboard's corner-to-corner drawing is the view's: it ends in a
    Drag."""
    match gesture:
        case Tap(cell, Button.PRIMARY):
            existing = rect_at(state, cell)
            if existing is not None:
                return [RemoveRect(existing)]
            return _drawn(state, Rect(cell[0], cell[1], 1, 1))
        case Drag(cells, Button.PRIMARY):
            return _drawn(state, rect_between(cells[0], cells[-1]))
        case Key(cell, Press.CLEAR):
            existing = rect_at(state, cell)
            return [] if existing is None else [RemoveRect(existing)]
        case Border(a, b):
            from .borders import border_moves  # borders.py builds on this module's moves

            return border_moves(state, a, b)
        case Key(cell, press, Modifier.CTRL) if press in STEPS:
            d_row, d_col = STEPS[press]
            return interpret(puzzle, state, Border(cell, (cell[0] + d_row, cell[1] + d_col)))
        case Digit(cell, colour, note) if not note and colour <= PALETTE:
            existing = rect_at(state, cell)
            if existing is None:
                return None
            same = colour == state.colour_of(existing)
            return [Paint(existing, 0 if same else colour)]  # the same digit again: none
    return None


def _drawn(state: State, rect: Rect) -> list[Move]:
    """Draw `rect` (if it fits and is not drawn yet), erasing the others it overlaps first."""
    if not rect.fits(state.rows, state.cols):
        return []
    moves: list[Move] = [RemoveRect(other) for other in sorted(_touching(state, rect))]
    return moves if rect in state.rects else [*moves, AddRect(rect)]


def _touching(state: State, rect: Rect) -> list[Rect]:
    """The drawn rectangles other than `rect` that share a cell with it. One pass of plain
    comparisons: a 200x200 board holds 10 000 rectangles, and this runs on every drag."""
    top, left = rect.row, rect.col
    bottom, right = top + rect.height, left + rect.width
    found = []
    for other in state.rects:
        row, col, height, width = other
        if row < bottom and top < row + height and col < right and left < col + width:
            found.append(other)
    return [other for other in found if other != rect]

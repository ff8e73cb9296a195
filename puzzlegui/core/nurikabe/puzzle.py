"""Nurikabe: the Puzzle (the clues), the player's State (a mark per cell), its Moves, and what
a click, drag or key does (`interpret`).

Cells are stored row-major in flat tuples (index = row * cols + col). A clue cell is always an
island cell: the State keeps it EMPTY and a move that tries to wall it raises ValueError.
"""

from __future__ import annotations

import enum
import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cached_property

from puzzlegui.core.gestures import Button, Digit, Drag, Gesture, Key, Press, Tap
from puzzlegui.core.grid import NumberGrid, neighbours
from puzzlegui.core.model import Cell, cell_name
from puzzlegui.core.moves import MoveRecord, read_cell_move
from puzzlegui.core.palette import PALETTE, PaintCell, paint


class Mark(enum.IntEnum):
    """What the player put on a cell."""

    EMPTY = 0
    WALL = 1
    DOT = 2

    @property
    def symbol(self) -> str:
        """The character of this mark in files and move strings: '.', 'x' or '+'."""
        return ".x+"[self]


SYMBOLS: dict[str, Mark] = {".": Mark.EMPTY, "x": Mark.WALL, "+": Mark.DOT}
"""Mark by its character, as in the `progress:` section and move strings."""

Clue = tuple[int, int, int]
"""(row, col, number): the island through this cell has `number` cells."""


@dataclass(frozen=True)
class Puzzle(NumberGrid):
    """rows x cols cells and the clues, sorted by cell."""

    @cached_property
    def clue_index(self) -> frozenset[int]:
        """The flat indices of the clue cells."""
        return frozenset(r * self.cols + c for r, c, _ in self.clues)

    @cached_property
    def neighbours(self) -> tuple[tuple[int, ...], ...]:
        """The flat indices of the orthogonal neighbours of every flat cell (rules.py)."""
        from .rules import neighbour_table  # rules.py imports this module

        return neighbour_table(self.rows, self.cols)

    @cached_property
    def island_total(self) -> int:
        """How many island cells the answer has: the sum of the clues."""
        return sum(n for _, _, n in self.clues)


def make_puzzle(rows: int, cols: int, clues: list[Clue] | tuple[Clue, ...]) -> Puzzle:
    """A Puzzle with its clues sorted; ValueError if a clue is off the board, repeated or < 1."""
    seen: set[Cell] = set()
    for r, c, n in clues:
        if not (0 <= r < rows and 0 <= c < cols):
            raise ValueError(f"clue at row {r + 1}, column {c + 1} is off the board")
        if (r, c) in seen:
            raise ValueError(f"two clues at {cell_name((r, c))}")
        if not 1 <= n <= rows * cols:
            raise ValueError(f"clue {n} at {cell_name((r, c))} is out of range")
        seen.add((r, c))
    return Puzzle(rows, cols, tuple(sorted(clues)))


@dataclass(frozen=True)
class State:
    """A mark per cell (row-major), the clue cells, which never take a mark, and the colours the
    player gave islands: (cell index, colour 1..PALETTE) pairs, a note the rules never read."""

    rows: int
    cols: int
    marks: tuple[Mark, ...]
    clue_cells: frozenset[int]
    colours: frozenset[tuple[int, int]] = frozenset()

    def mark(self, cell: Cell) -> Mark:
        """The mark at `cell`."""
        return self.marks[cell[0] * self.cols + cell[1]]


@dataclass(frozen=True)
class SetMark(MoveRecord, form="{cell}={mark.symbol}"):
    """Put `mark` on one cell (EMPTY clears it)."""

    cell: Cell
    mark: Mark


Paint = PaintCell
"""Give the island through `cell` the player's colour 1..PALETTE (0 takes it away)."""


Move = SetMark | Paint

_MOVE = re.compile(r"r(\d{1,3})c(\d{1,3})(?:=([.x+])|#(\d))")


def parse_move(text: str) -> Move:
    """A move from its string form: `r3c5=x` (wall), `r3c5=+` (dot), `r3c5=.` (clear),
    `r3c5#2` (colour 2 for the island there, #0 none)."""
    cell, match = read_cell_move(_MOVE, text, "r3c5=x, r3c5=+, r3c5=. or r3c5#2")
    if match[4] is not None:
        return Paint(cell, int(match[4]))
    return SetMark(cell, SYMBOLS[match[3]])


def new_state(puzzle: Puzzle) -> State:
    """Nothing marked."""
    size = puzzle.rows * puzzle.cols
    return State(puzzle.rows, puzzle.cols, (Mark.EMPTY,) * size, puzzle.clue_index)


def apply(state: State, move: Move) -> State:
    """The state after `move`; ValueError for a cell off the board or a wall on a clue."""
    return apply_all(state, (move,))


def apply_all(state: State, moves: Sequence[Move]) -> State:
    """The state after the moves in order, copied once (the same state if nothing changed)."""
    marks, colours = list(state.marks), dict(state.colours)
    for move in moves:
        r, c = move.cell
        if not (0 <= r < state.rows and 0 <= c < state.cols):
            raise ValueError(f"{cell_name(move.cell)} is off the board")
        index = r * state.cols + c
        if isinstance(move, Paint):
            paint(colours, index, move.colour)
            continue
        mark = Mark(move.mark)
        if index not in state.clue_cells:
            marks[index] = mark
        elif mark is Mark.WALL:
            raise ValueError(f"the clue at {cell_name(move.cell)} is an island cell, not a wall")
        # else a clue is an island cell already: a dot or a clear changes nothing
    painted = frozenset(colours.items())
    after = State(state.rows, state.cols, tuple(marks), state.clue_cells, painted)
    return state if after == state else after


def progress(puzzle: Puzzle, state: State) -> float:
    """The share of the cells without a clue that are marked wall or dot (0 to 1)."""
    free = len(state.marks) - len(state.clue_cells)
    marked = sum(1 for i, m in enumerate(state.marks) if m and i not in state.clue_cells)
    return marked / max(1, free)


def moves_to(puzzle: Puzzle, state: State) -> list[Move]:
    """Moves that rebuild `state` from the new state: one per marked cell, row by row, then
    the colours."""
    cols = state.cols
    moves: list[Move] = [
        SetMark(divmod(i, cols), mark)
        for i, mark in enumerate(state.marks)
        if mark is not Mark.EMPTY and i not in state.clue_cells
    ]
    moves += [Paint(divmod(i, cols), colour) for i, colour in sorted(state.colours)]
    return moves


def state_from_marks(puzzle: Puzzle, marks: list[Mark] | tuple[Mark, ...]) -> State:
    """A State from a full list of marks (clue cells are cleared)."""
    clean = tuple(Mark.EMPTY if i in puzzle.clue_index else Mark(m) for i, m in enumerate(marks))
    return State(puzzle.rows, puzzle.cols, clean, puzzle.clue_index)


def clear_notes(puzzle: Puzzle, state: State) -> list[Move]:
    """The moves that take every dot away (a dot is the player's note 'island here')."""
    cols = state.cols
    return [
        SetMark(divmod(i, cols), Mark.EMPTY) for i, m in enumerate(state.marks) if m == Mark.DOT
    ]


def false_notes(puzzle: Puzzle, state: State, solution: State) -> list[Move]:
    """The moves that take away the dots on the solution's walls (colours are no claim)."""
    cols = state.cols
    return [
        SetMark(divmod(i, cols), Mark.EMPTY)
        for i, m in enumerate(state.marks)
        if m == Mark.DOT and solution.marks[i] == Mark.WALL
    ]


def wrong_cells(puzzle: Puzzle, state: State, solution: State) -> list[Cell]:
    """Walls the solution leaves white, and dots on the solution's walls; clues never take a
    mark, so they are never wrong."""
    return [
        divmod(i, state.cols)
        for i, (mine, right) in enumerate(zip(state.marks, solution.marks, strict=True))
        if (mine == Mark.WALL and right != Mark.WALL) or (mine == Mark.DOT and right == Mark.WALL)
    ]


def painted_cells(puzzle: Puzzle, state: State) -> dict[Cell, int]:
    """The player's colour of each cell: a colour given on a cell spreads over the island the
    player has marked there (see marked_island); where two colours meet, the later cell's (in
    reading order) wins."""
    colour_of: dict[Cell, int] = {}
    for index, colour in sorted(state.colours):
        for cell in marked_island(puzzle, state, divmod(index, state.cols)):
            colour_of[cell] = colour
    return colour_of


def marked_island(puzzle: Puzzle, state: State, start: Cell) -> set[Cell]:
    """The cells joined side by side to `start` through clues and dots (none for a wall)."""
    if state.mark(start) == Mark.WALL:
        return set()
    seen, todo = {start}, [start]
    while todo:
        for near in neighbours(todo.pop(), puzzle.rows, puzzle.cols):
            island = near in puzzle.clue_at or state.mark(near) == Mark.DOT
            if island and near not in seen:
                seen.add(near)
                todo.append(near)
    return seen


def interpret(puzzle: Puzzle, state: State, gesture: Gesture) -> list[Move] | None:
    """What a gesture does: a left click walls a cell (again: empty), a right click dots it (a
    sure island cell); a drag gives every cell it passes the new mark of its first cell; Space,
    period/D and Backspace do the same from the keyboard; digits 1-6 colour the island under
    the cursor (the same digit again, or 0, takes the colour away)."""
    match gesture:
        case Tap(cell, button):
            return _stroke(puzzle, state, (cell,), button)
        case Drag(cells, button):
            return _stroke(puzzle, state, cells, button)
        case Digit(cell, digit, note) if not note and digit <= PALETTE:
            return _colour(puzzle, state, cell, digit) if _on_board(state, cell) else []
        case Key(cell, Press.SPACE):
            return _stroke(puzzle, state, (cell,), Button.PRIMARY)
        case Key(cell, Press.MARK):
            return _stroke(puzzle, state, (cell,), Button.SECONDARY)
        case Key(cell, Press.CLEAR):
            return _marked(puzzle, state, (cell,), Mark.EMPTY)
    return None


def _on_board(state: State, cell: Cell) -> bool:
    return 0 <= cell[0] < state.rows and 0 <= cell[1] < state.cols


def _stroke(
    puzzle: Puzzle, state: State, cells: Sequence[Cell], button: Button
) -> list[Move] | None:
    """Every cell of a click or drag takes the mark its first cell gets (none from a clue)."""
    if button is Button.MIDDLE:
        return None
    start = cells[0]
    if start in puzzle.clue_at or not _on_board(state, start):
        return []
    now = state.mark(start)
    if button is Button.SECONDARY:
        mark = Mark.EMPTY if now == Mark.DOT else Mark.DOT
    else:
        mark = Mark.EMPTY if now == Mark.WALL else Mark.WALL
    return _marked(puzzle, state, cells, mark)


def _marked(puzzle: Puzzle, state: State, cells: Sequence[Cell], mark: Mark) -> list[Move]:
    """`mark` on each of the cells that is on the board, no clue, and not so marked yet."""
    wanted = [c for c in dict.fromkeys(cells) if _on_board(state, c) and c not in puzzle.clue_at]
    return [SetMark(cell, mark) for cell in wanted if state.mark(cell) != mark]


def _colour(puzzle: Puzzle, state: State, cell: Cell, colour: int) -> list[Move]:
    """Colour the island through `cell` (none on a wall): the colours given elsewhere on that
    island go, so it shows one; the same colour again, or 0, leaves it without."""
    if state.mark(cell) == Mark.WALL:
        return []
    island = marked_island(puzzle, state, cell)
    given = [divmod(i, state.cols) for i, _ in sorted(state.colours)]
    moves: list[Move] = [Paint(at, 0) for at in given if at in island]
    if colour and painted_cells(puzzle, state).get(cell) != colour:
        moves.append(Paint(cell, colour))
    return moves


def move_cells(move: Move) -> list[Cell]:
    """The one cell a mark or a colour is given through."""
    return [move.cell]

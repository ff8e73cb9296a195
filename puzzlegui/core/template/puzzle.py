"""The template's play role: its Puzzle, State and Move, and what the player's input does.

Fill every cell but the holes: the Puzzle is a grid with some holes (`x`), the State the cells
the player has filled (a hole may be filled: the rules then report it), a Move fills or empties
one cell, written `r2c3+` / `r2c3-`.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from puzzlegui.core.gestures import Gesture, Tap
from puzzlegui.core.model import BoardFormatError, Cell, cell_code


@dataclass(frozen=True)
class Puzzle:
    """The grid's size and its holes (cells never to fill)."""

    rows: int
    cols: int
    holes: frozenset[Cell]

    def cells(self) -> list[Cell]:
        """Every cell, in board order."""
        return [(r, c) for r in range(self.rows) for c in range(self.cols)]


@dataclass(frozen=True)
class State:
    """The cells the player has filled."""

    filled: frozenset[Cell] = frozenset()


@dataclass(frozen=True)
class Fill:
    """Fill a cell (`on`), or empty it."""

    cell: Cell
    on: bool = True

    def __str__(self) -> str:
        return f"{cell_code(self.cell)}{'+' if self.on else '-'}"


Move = Fill

_MOVE = re.compile(r"r(\d{1,3})c(\d{1,3})([+-])")


def new_state(puzzle: Puzzle) -> State:
    """Nothing filled."""
    return State()


def apply(state: State, move: Move) -> State:
    """The state with the move made."""
    return apply_all(state, [move])


def apply_all(state: State, moves: Sequence[Move]) -> State:
    """The state with the moves made in order."""
    filled = set(state.filled)
    for move in moves:
        if move.on:
            filled.add(move.cell)
        else:
            filled.discard(move.cell)
    return State(frozenset(filled))


def progress(puzzle: Puzzle, state: State) -> float:
    """The share of the cells to fill that are filled."""
    wanted = puzzle.rows * puzzle.cols - len(puzzle.holes)
    return len(state.filled - puzzle.holes) / wanted if wanted else 1.0


def parse_move(text: str) -> Move:
    """A move from `str(move)`."""
    match = _MOVE.fullmatch(text.strip())
    if match is None or int(match[1]) < 1 or int(match[2]) < 1:
        raise BoardFormatError(f"not a move: {text[:20]!r} (write r2c3+ or r2c3-)")
    return Fill((int(match[1]) - 1, int(match[2]) - 1), match[3] == "+")


def moves_to(puzzle: Puzzle, state: State) -> list[Move]:
    """The moves that make `state` from the empty one."""
    return [Fill(cell) for cell in sorted(state.filled)]


def clear_notes(puzzle: Puzzle, state: State) -> list[Move]:
    """The template has no notes."""
    return []


def false_notes(puzzle: Puzzle, state: State, solution: State) -> list[Move]:
    """No notes, so none is false."""
    return []


def wrong_cells(puzzle: Puzzle, state: State, solution: State) -> list[Cell]:
    """Filled cells the solution leaves empty (the holes)."""
    return sorted(state.filled - solution.filled)


def move_cells(move: Move) -> list[Cell]:
    """The one cell a move fills or empties."""
    return [move.cell]


def interpret(puzzle: Puzzle, state: State, gesture: Gesture) -> list[Move] | None:
    """A tap on a cell fills it, or empties it when filled; nothing else is used."""
    if not isinstance(gesture, Tap):
        return None
    r, c = gesture.cell
    if not (0 <= r < puzzle.rows and 0 <= c < puzzle.cols):
        return []
    return [Fill(gesture.cell, gesture.cell not in state.filled)]

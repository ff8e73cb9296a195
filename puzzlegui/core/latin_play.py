"""The play role of the Latin types (Calcudoku, Logi-5): their states, moves and input are the
shared Latin ones, so only the empty state (with or without givens) and the houses (the groups
of cells holding each digit once) are the type's own."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Generic, TypeVar

from .candidates import enter_moves
from .gestures import Digit, Drag, Gesture, Key, Press, Tap
from .latin import (
    ClearCandidates,
    LatinMove,
    LatinState,
    SetDigit,
    ToggleCandidate,
    apply_latin,
    apply_latin_all,
    latin_clear_notes,
    latin_false_notes,
    latin_moves_to,
    latin_progress,
    latin_wrong_cells,
    parse_latin_move,
)
from .model import Cell
from .palette import PALETTE, PaintCell

P = TypeVar("P")


class LatinPlay(Generic[P]):
    """States, moves and input of a Latin type whose empty state `new_state` makes and whose
    houses (flat cell indices) `houses` gives."""

    def __init__(
        self,
        new_state: Callable[[P], LatinState],
        houses: Callable[[P], Sequence[Sequence[int]]],
    ) -> None:
        self._new_state = new_state
        self._houses = houses

    def new_state(self, puzzle: P, /) -> LatinState:
        """The state before any move."""
        return self._new_state(puzzle)

    def apply(self, state: LatinState, move: LatinMove, /) -> LatinState:
        """The state after `move`; ValueError if it is not allowed."""
        return apply_latin(state, move)

    def apply_all(self, state: LatinState, moves: Sequence[LatinMove], /) -> LatinState:
        """The state after the moves in order, copied once."""
        return apply_latin_all(state, moves)

    def progress(self, puzzle: P, state: LatinState, /) -> float:
        """The share of the cells without a given that hold a digit (0 to 1)."""
        return latin_progress(state)

    def parse_move(self, text: str, /) -> LatinMove:
        """A move from its string form."""
        return parse_latin_move(text)

    def moves_to(self, puzzle: P, state: LatinState, /) -> list[LatinMove]:
        """Moves that rebuild `state` from the empty state."""
        return latin_moves_to(state)

    def clear_notes(self, puzzle: P, state: LatinState, /) -> list[LatinMove]:
        """The moves that take every pencil mark away."""
        return latin_clear_notes(puzzle, state)

    def false_notes(self, puzzle: P, state: LatinState, solution: LatinState, /) -> list[LatinMove]:
        """Clear the pencil marks of each cell whose marks leave out the solution's digit."""
        return latin_false_notes(state, solution)

    def wrong_cells(self, puzzle: P, state: LatinState, solution: LatinState, /) -> list[Cell]:
        """Digits the player wrote that differ from the solution's."""
        return latin_wrong_cells(puzzle, state, solution)

    def move_cells(self, move: LatinMove, /) -> list[Cell]:
        """The one cell a move writes in."""
        return [move.cell]

    def interpret(
        self, puzzle: P, state: LatinState, gesture: Gesture, /
    ) -> list[LatinMove] | None:
        """What a gesture does: a click only picks the cell (the view's cursor); a digit is
        written (again: erased), or toggled as a candidate when it is a note, and with `prune`
        it leaves the candidates of the cells that see it; 0, Space and Backspace erase."""
        match gesture:
            case Tap() | Drag():
                return []
            case Digit(cell, shade, colour=True):
                return _painted(state, cell, shade)
            case Digit(cell, 0) | Key(cell, Press.SPACE | Press.CLEAR):
                return _erased(state, cell)
            case Digit(cell, digit) if digit <= state.n:
                return self._written(puzzle, state, gesture) if _free(state, cell) else []
        return None

    def _written(self, puzzle: P, state: LatinState, digit: Digit) -> list[LatinMove]:
        cell, value = digit.cell, digit.digit
        if digit.note:
            return [] if state.digit(cell) else [ToggleCandidate(cell, value)]
        if state.digit(cell) == value:
            return [SetDigit(cell, 0)]
        if digit.prune:
            return enter_moves(state, self._houses(puzzle), cell, value)
        return [SetDigit(cell, value)]


def _painted(state: LatinState, cell: Cell, colour: int) -> list[LatinMove]:
    """Colour a cell (the same colour again, or 0, takes it away)."""
    r, c = cell
    if not (0 <= r < state.n and 0 <= c < state.n) or colour > PALETTE:
        return []
    return [PaintCell(cell, 0 if state.colour(cell) == colour else colour)]


def _free(state: LatinState, cell: Cell) -> bool:
    """On the board and no given."""
    r, c = cell
    return 0 <= r < state.n and 0 <= c < state.n and not state.givens[r * state.n + c]


def _erased(state: LatinState, cell: Cell) -> list[LatinMove]:
    """Take the cell's digit away, or else its candidates."""
    if not _free(state, cell):
        return []
    if state.digit(cell):
        return [SetDigit(cell, 0)]
    return [ClearCandidates(cell)] if state.candidates(cell) else []

"""The play role of the Latin types (Calcudoku, Logi-5): their states and moves are the shared
Latin ones, so only the empty state (with or without givens) is the type's own."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Generic, TypeVar

from .latin import (
    LatinMove,
    LatinState,
    apply_latin,
    apply_latin_all,
    latin_clear_notes,
    latin_moves_to,
    latin_progress,
    latin_wrong_cells,
    parse_latin_move,
)
from .model import Cell, Violation

P = TypeVar("P")


class LatinPlay(Generic[P]):
    """States and moves of a Latin type whose empty state `new_state` makes."""

    def __init__(self, new_state: Callable[[P], LatinState]) -> None:
        self._new_state = new_state

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

    def wrong_cells(self, puzzle: P, state: LatinState, solution: LatinState, /) -> list[Cell]:
        """Digits the player wrote that differ from the solution's."""
        return latin_wrong_cells(puzzle, state, solution)


def never_raising(
    check: Callable[[P, LatinState], list[Violation]],
) -> Callable[[P, LatinState], list[Violation]]:
    """`check` as the contract's `check`, which never raises: a state that does not fit the
    puzzle (another size) breaks no rule it could name, so it gets []."""

    def checked(puzzle: P, state: LatinState) -> list[Violation]:
        try:
            return check(puzzle, state)
        except (IndexError, ValueError, TypeError):
            return []

    return checked

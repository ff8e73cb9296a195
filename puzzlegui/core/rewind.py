"""Back to the last correct position: in a game's history of states, the last one whose answers
the solution bears out, and that position with the player's notes that are still true.

A state "agrees" when `wrong_cells` finds nothing in it (a missing answer is no mistake). The
first wrong move is the step right after it. The notes kept are the player's latest ones less
those the solution contradicts (`false_notes`), put back only where they change no answer of
the rewound position. Cost: one `wrong_cells` per state looked at, newest first.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from .model import AnyPuzzleType, BoardFormatError, Cell


@dataclass(frozen=True)
class Rewind:
    """Where to go back to: the step index (0 is the start), the position with its true notes,
    and the cells the first wrong move got wrong (none when nothing was wrong)."""

    index: int
    state: Any
    wrong: tuple[Cell, ...]


def last_correct(ptype: AnyPuzzleType, puzzle: Any, states: Sequence[Any], solution: Any) -> Rewind:
    """The last of `states` (the history's positions, oldest first, the current one last)
    that agrees with `solution`, with the current position's true notes on it."""
    index = len(states) - 1
    while index > 0 and ptype.wrong_cells(puzzle, states[index], solution):
        index -= 1
    wrong: tuple[Cell, ...] = ()
    if index + 1 < len(states):
        wrong = tuple(ptype.wrong_cells(puzzle, states[index + 1], solution))
    state = with_notes(ptype, puzzle, states[index], states[-1], solution)
    return Rewind(index, state, wrong)


def with_notes(
    ptype: AnyPuzzleType, puzzle: Any, position: Any, current: Any, solution: Any
) -> Any:
    """`position`'s answers with the true notes of `current` (notes that would change one of
    its answers are left out)."""
    true_now = ptype.apply_all(current, ptype.false_notes(puzzle, current, solution))
    answers_now = {str(m) for m in ptype.moves_to(puzzle, _plain(ptype, puzzle, true_now))}
    notes = [m for m in ptype.moves_to(puzzle, true_now) if str(m) not in answers_now]
    state = _plain(ptype, puzzle, position)
    base = ptype.moves_to(puzzle, state)
    for move in notes:
        try:
            after = ptype.apply(state, move)
        except (ValueError, BoardFormatError):
            continue
        if ptype.moves_to(puzzle, _plain(ptype, puzzle, after)) == base:
            state = after
    return state


def _plain(ptype: AnyPuzzleType, puzzle: Any, state: Any) -> Any:
    """The state without its notes."""
    return ptype.apply_all(state, ptype.clear_notes(puzzle, state))

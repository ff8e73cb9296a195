"""Rebuilding a game's states from its recorded undo steps (moves as strings, replayed)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from puzzlegui.core.model import AnyPuzzleType

from .records import Step


def step_state(kind: AnyPuzzleType, puzzle: Any, before: Any, step: Step) -> Any:
    """The state after `step`, made on `before` (or on an empty board for a whole-state step)."""
    state = kind.new_state(puzzle) if step.whole else before
    for text in step.moves:
        state = kind.apply(state, kind.parse_move(text))
    return state


def replay(kind: AnyPuzzleType, puzzle: Any, steps: Sequence[Step]) -> list[Any]:
    """Every state of the history: the empty board, then the state after each step."""
    states = [kind.new_state(puzzle)]
    for step in steps:
        states.append(step_state(kind, puzzle, states[-1], step))
    return states


def whole_step(kind: AnyPuzzleType, puzzle: Any, state: Any, label: str) -> Step:
    """A step that sets `state` whatever came before (Restart, Solve, a board with progress)."""
    return Step(label, tuple(str(m) for m in kind.moves_to(puzzle, state)), whole=True)

"""Rebuilding a game's states from its recorded undo steps (moves as strings, replayed)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from puzzlegui.core.model import AnyPuzzleType

from .records import Step

KEEP_EVERY = 256
"""`States` keeps the state after every this many steps it replays: an undo far back in a long
game replays fewer steps than this."""


def step_state(kind: AnyPuzzleType, puzzle: Any, before: Any, step: Step) -> Any:
    """The state after `step`, made on `before` (or on an empty board for a whole-state step)."""
    state = kind.new_state(puzzle) if step.whole else before
    return kind.apply_all(state, [kind.parse_move(text) for text in step.moves])


def replay(kind: AnyPuzzleType, puzzle: Any, steps: Sequence[Step]) -> list[Any]:
    """Every state of the history: the empty board, then the state after each step."""
    states = [kind.new_state(puzzle)]
    for step in steps:
        states.append(step_state(kind, puzzle, states[-1], step))
    return states


def final_state(kind: AnyPuzzleType, puzzle: Any, steps: Sequence[Step]) -> Any:
    """The state after all the steps, their moves applied in one batch from the last
    whole-state step on (linear in the number of moves, whatever the board's size)."""
    start = max((i for i, step in enumerate(steps) if step.whole), default=0)
    moves = [kind.parse_move(text) for step in steps[start:] for text in step.moves]
    return kind.apply_all(kind.new_state(puzzle), moves)


class States:
    """The states of a history, each made when asked for, from the nearest one made before
    (resuming a long game replays its moves once, in one batch; undo replays a few steps)."""

    def __init__(self, kind: AnyPuzzleType, puzzle: Any, steps: Sequence[Step]) -> None:
        self.kind, self.puzzle, self.steps = kind, puzzle, steps
        self._known: dict[int, Any] = {0: kind.new_state(puzzle)}

    def at(self, index: int) -> Any:
        """The state after the first `index` steps."""
        known = self._known.get(index)
        if known is not None:
            return known
        start = max(k for k in self._known if k <= index)
        state = self._known[start]
        while start < index:  # batches that end on multiples of KEEP_EVERY, kept
            end = min(index, (start // KEEP_EVERY + 1) * KEEP_EVERY)
            chunk = self.steps[start:end]
            if any(step.whole for step in chunk):
                state = final_state(self.kind, self.puzzle, self.steps[:end])
            else:
                moves = [self.kind.parse_move(t) for step in chunk for t in step.moves]
                state = self.kind.apply_all(state, moves)
            start = end
            self._known[start] = state
        return state


def whole_step(kind: AnyPuzzleType, puzzle: Any, state: Any, label: str) -> Step:
    """A step that sets `state` whatever came before (Restart, Solve, a board with progress)."""
    return Step(label, tuple(str(m) for m in kind.moves_to(puzzle, state)), whole=True)

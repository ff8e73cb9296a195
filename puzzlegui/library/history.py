"""Rebuilding a game's states from its recorded undo steps (moves as strings, replayed)."""

from __future__ import annotations

from collections import deque
from collections.abc import Sequence
from typing import Any

from puzzlegui.core.model import AnyPuzzleType

from .records import Step


def step_state(ptype: AnyPuzzleType, puzzle: Any, before: Any, step: Step) -> Any:
    """The state after `step`, made on `before` (or on an empty board for a whole-state step)."""
    state = ptype.new_state(puzzle) if step.whole else before
    return ptype.apply_all(state, [ptype.parse_move(text) for text in step.moves])


def replay(ptype: AnyPuzzleType, puzzle: Any, steps: Sequence[Step]) -> list[Any]:
    """Every state of the history: the empty board, then the state after each step."""
    states = [ptype.new_state(puzzle)]
    for step in steps:
        states.append(step_state(ptype, puzzle, states[-1], step))
    return states


def state_after(ptype: AnyPuzzleType, puzzle: Any, steps: Sequence[Step], count: int) -> Any:
    """The state after the first `count` steps, holding one state at a time (`replay` holds
    them all, which a long game cannot afford)."""
    state = ptype.new_state(puzzle)
    for step in steps[: max(count, 0)]:
        state = step_state(ptype, puzzle, state, step)
    return state


def whole_step(ptype: AnyPuzzleType, puzzle: Any, state: Any, label: str) -> Step:
    """A step that sets `state` whatever came before (Restart, Solve, a board with progress)."""
    return Step(label, tuple(str(m) for m in ptype.moves_to(puzzle, state)), whole=True)


class StatePoint:
    """One state of an undo history: held whole, or rebuilt when asked from the point before it
    by replaying this point's moves (see `StateChain`)."""

    __slots__ = ("before", "depth", "moves", "state")

    def __init__(self, before: StatePoint | None, moves: tuple[Any, ...], state: Any) -> None:
        self.before = before
        self.moves = moves
        self.state: Any | None = state
        self.depth: int = before.depth + 1 if before is not None else 0


class StateChain:
    """Makes and finds the states an undo history stands on.

    Holding every state of a long game cost memory quadratic in its length: each step of a
    200x200 Shikaku held its own set of up to 5 000 rectangles, 1.3 GB over 10 000 steps, and
    the garbage collector walked all of it. A chain holds one state in `every` whole, plus the
    `recent` ones last used, and rebuilds any other from the held one before it, its moves
    applied in one batch.
    """

    def __init__(self, ptype: AnyPuzzleType, puzzle: Any, every: int = 64, recent: int = 8) -> None:
        self.ptype = ptype
        self.puzzle = puzzle
        self._every = every
        self._recent: deque[StatePoint] = deque()
        self._recent_size = recent

    def keep(self, state: Any) -> StatePoint:
        """A point held whole for as long as it is used (a start, a Restart, a solution)."""
        return StatePoint(None, (), state)

    def after(self, before: StatePoint, moves: Sequence[Any], state: Any) -> StatePoint:
        """The point `moves` lead to from `before`, where they made `state`."""
        point = StatePoint(before, tuple(moves), state)
        self._remember(point)
        return point

    def follow(self, start: StatePoint, steps: Sequence[Step]) -> list[StatePoint]:
        """The points recorded steps lead to from `start`. Only the states the chain holds are
        made (each from the one before in a batch), so a long history is replayed once."""
        points, held = [start], self.state(start)
        pending: list[Any] = []
        for number, step in enumerate(steps, start=1):
            moves = [self.ptype.parse_move(text) for text in step.moves]
            if step.whole:
                held, pending = self.ptype.apply_all(self.ptype.new_state(self.puzzle), moves), []
                points.append(self.keep(held))
                continue
            point = StatePoint(points[-1], tuple(moves), None)
            pending += moves
            if point.depth % self._every == 0 or number == len(steps):
                held, pending = self.ptype.apply_all(held, pending), []
                point.state = held
                self._remember(point)
            points.append(point)
        return points

    def state(self, point: StatePoint) -> Any:
        """The state at `point`, rebuilt from the nearest held point before it if need be."""
        if point.state is not None:
            return point.state
        missing = []
        base = point
        while base.state is None:
            missing.append(base)
            assert base.before is not None, "a chain's first point is always held"
            base = base.before
        moves = [move for later in reversed(missing) for move in later.moves]
        point.state = self.ptype.apply_all(base.state, moves)
        self._remember(point)
        return point.state

    def _remember(self, point: StatePoint) -> None:
        if point.depth % self._every == 0:
            return  # held for good
        self._recent.append(point)
        if len(self._recent) > self._recent_size:
            old = self._recent.popleft()
            if old.depth % self._every:
                old.state = None

"""One game in progress: the puzzle, the player's state, and an undo stack of moves.

The session is the only object that changes a state. Views ask it to apply moves; it runs the
type's `check` after every change, notices when the board is solved, and emits `changed`.
"""

from __future__ import annotations

import weakref
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QElapsedTimer, QObject, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from puzzlegui.core.answers import Answers
from puzzlegui.core.model import AnyPuzzleType, BoardFormatError, Violation
from puzzlegui.core.rewind import Rewind, last_correct
from puzzlegui.library.history import StateChain, StatePoint, replay, whole_step
from puzzlegui.library.records import Step


class _SessionCommand(QUndoCommand):
    """An undo step of a session. It holds its session weakly: the session's undo stack holds
    the step, and a strong link back made a reference cycle, which left every session played
    in to Python's cyclic collector instead of going with its window."""

    def __init__(self, session: GameSession, text: str) -> None:
        super().__init__(text)
        self._session_ref = weakref.ref(session)

    @property
    def _session(self) -> GameSession:
        session = self._session_ref()
        assert session is not None, "an undo step outlived its session's undo stack"
        return session


class _StateCommand(_SessionCommand):
    """Go from one point of the session's state chain to another; undo goes back (states are
    immutable, and the chain rebuilds those it no longer holds)."""

    def __init__(
        self, session: GameSession, before: StatePoint, after: StatePoint, text: str
    ) -> None:
        super().__init__(session, text)
        self._before = before
        self._after = after

    def redo(self) -> None:
        self._session._go_to(self._after)

    def undo(self) -> None:
        self._session._go_to(self._before)


class _TrialCommand(_SessionCommand):
    """Start, accept or discard a trial as one undo step (undo puts the trials back as they
    were, and the board too when a discarded trial is undone)."""

    def __init__(
        self,
        session: GameSession,
        trials: tuple[list[Any], list[Any]],
        states: tuple[Any, Any],
        text: str,
    ) -> None:
        super().__init__(session, text)
        self._trials = trials
        self._states = states

    def redo(self) -> None:
        self._session._set_trials(self._trials[1], self._states[1])

    def undo(self) -> None:
        self._session._set_trials(self._trials[0], self._states[0])


class GameSession(QObject):
    """A puzzle being played: state, undo stack of moves, live violations, timer."""

    changed = Signal()
    completed = Signal()
    move_refused = Signal(str)
    help_taken = Signal()
    """A hint's stage was shown (hint_stages grew): the library keeps it with the game."""

    def __init__(
        self,
        ptype: AnyPuzzleType,
        puzzle: Any,
        state: Any | None = None,
        path: Path | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.ptype = ptype
        self.puzzle = puzzle
        self.path = path
        self.answers = Answers(seconds=0)
        """What the background solve found, for this game's hints (core/answers.py); a hint
        never solves itself (seconds=0): the background solve brings the answer."""
        self.state: Any = state if state is not None else ptype.new_state(puzzle)
        self._chain = StateChain(ptype, puzzle)
        self._point: StatePoint | None = None
        """Where `state` stands in the chain, if it came from there."""
        self.undo_stack = QUndoStack(self)
        self.history: list[Step] = []
        """The undo stack's steps as move strings, kept in step with it (the library saves it)."""
        self._restoring = False
        self.violations: list[Violation] = []
        self.solved = False
        self.solved_with_help = False
        self.hints_applied = 0
        self.hint_stages = [0, 0, 0]
        """How often a hint was shown to each stage: where to look, the rule, the whole step."""
        self.solution: Any | None = None
        self.held = False
        self.trials: list[Any] = []
        """The board as it was when each open trial began, outermost first."""
        self._gesture_open = False
        self._macro_started = False
        self._elapsed_before_ms = 0
        self._clock = QElapsedTimer()
        self._evaluate()

    # -- moves ----------------------------------------------------------------------------
    def apply(self, move: Any) -> bool:
        """Make a move (one undo step, or part of the open gesture); False if it changed nothing."""
        if self.solved or self.held:
            return False
        try:
            after = self.ptype.apply(self.state, move)
        except (ValueError, BoardFormatError) as err:
            self.move_refused.emit(err.message if isinstance(err, BoardFormatError) else str(err))
            return False
        if after == self.state:
            return False
        self._record(Step(str(move), (str(move),)), extend=self._macro_started)
        if self._gesture_open and not self._macro_started:
            self.undo_stack.beginMacro(str(move))
            self._macro_started = True
        self._push(self._chain.after(self._here(), (move,), after), str(move))
        return True

    def apply_text(self, text: str) -> bool:
        """Make a move given in its short string form."""
        return self.apply(self.ptype.parse_move(text))

    def begin_gesture(self) -> None:
        """Start a drag: the moves until `end_gesture` undo as one step."""
        self.end_gesture()
        self._gesture_open = True

    def end_gesture(self) -> None:
        """Close the drag's undo step (if it made any move)."""
        if self._macro_started:
            self.undo_stack.endMacro()
        self._gesture_open = False
        self._macro_started = False

    def replace_state(self, state: Any, text: str) -> None:
        """Set a whole new state as one undoable step (Restart, Clear pencil marks)."""
        if state == self.state or self.held:
            return
        self.end_gesture()
        self._record(whole_step(self.ptype, self.puzzle, state, text))
        self._push(self._chain.keep(state), text)

    def apply_moves(self, moves: Sequence[Any], text: str) -> bool:
        """Make several moves as one undo step (an applied hint); False if nothing changed."""
        if self.held:
            return False
        state = self.state
        try:
            for move in moves:
                state = self.ptype.apply(state, move)
        except (ValueError, BoardFormatError) as err:
            self.move_refused.emit(err.message if isinstance(err, BoardFormatError) else str(err))
            return False
        if self.solved or state == self.state:
            return False
        self.end_gesture()
        self._record(Step(text, tuple(str(m) for m in moves)))
        self._push(self._chain.after(self._here(), moves, state), text)
        return True

    def reveal_solution(self, solution: Any, text: str) -> None:
        """Fill in the solution as one undoable step; the game counts as solved with help."""
        if self.held:
            return
        self.solution = solution
        self.solved_with_help = True
        self.end_gesture()
        if solution != self.state:
            self._record(whole_step(self.ptype, self.puzzle, solution, text))
            self._push(self._chain.keep(solution), text)

    @property
    def can_undo(self) -> bool:
        """Undo is refused once the player solved the board (not after Solve filled it) and
        while the game is paused."""
        return (not self.solved or self.solved_with_help) and not self.held

    def undo(self) -> None:
        """Take back the last step (not once the player solved the board)."""
        self.end_gesture()
        if self.can_undo:
            self.undo_stack.undo()

    def redo(self) -> None:
        """Make the last undone step again."""
        self.end_gesture()
        if self.can_undo:
            self.undo_stack.redo()

    def restart(self) -> None:
        """Clear every mark, undoably; the board can be played again."""
        self.replace_state(self.ptype.new_state(self.puzzle), self.tr("Restart"))

    def last_correct(self) -> Rewind:
        """The last position of the history up to now that agrees with the known solution,
        with the notes still true (`core.rewind`); the solution must be known."""
        assert self.solution is not None
        states = replay(self.ptype, self.puzzle, self.history[: self.undo_stack.index()])
        if states[-1] != self.state:  # a board opened with progress, not yet a step
            states.append(self.state)
        return last_correct(self.ptype, self.puzzle, states, self.solution)

    def moves(self) -> list[str]:
        """The player's progress as move strings (rebuilds the state from an empty board)."""
        return [str(m) for m in self.ptype.moves_to(self.puzzle, self.state)]

    def text(self) -> str:
        """The board in our text format, progress included."""
        return self.ptype.format(self.puzzle, self.state)

    # -- trials (puzz.link's trial mode) --------------------------------------------------
    @property
    def trial_depth(self) -> int:
        """How many trials are open (they nest)."""
        return len(self.trials)

    def begin_trial(self, text: str = "Start trial") -> None:
        """Open a trial from the board as it is: later moves can be discarded in one step."""
        if self.held:
            return
        self.end_gesture()
        after = [*self.trials, self.state]
        self._record(Step(text, ()))
        self.undo_stack.push(_TrialCommand(self, (self.trials, after), (self.state,) * 2, text))

    def accept_trial(self, text: str = "Accept trial") -> bool:
        """Keep the innermost trial's moves (they become the outer trial's, or plain moves)."""
        if not self.trials or self.held:
            return False
        self.end_gesture()
        states = (self.state, self.state)
        self._record(Step(text, ()))
        self.undo_stack.push(_TrialCommand(self, (self.trials, self.trials[:-1]), states, text))
        return True

    def discard_trial(self, text: str = "Discard trial") -> bool:
        """Take back every move of the innermost trial: the board as it was when it began."""
        if not self.trials or self.held:
            return False
        self.end_gesture()
        states = (self.state, self.trials[-1])
        self._record(whole_step(self.ptype, self.puzzle, self.trials[-1], text))
        self.undo_stack.push(_TrialCommand(self, (self.trials, self.trials[:-1]), states, text))
        return True

    def trial_moves(self) -> list[list[str]]:
        """Each open trial's starting board as move strings, outermost first (to be saved)."""
        return [[str(m) for m in self.ptype.moves_to(self.puzzle, s)] for s in self.trials]

    def restore_trials(self, trials: Sequence[Sequence[str]]) -> None:
        """Reopen saved trials (from `trial_moves`), not as an undo step."""
        bases = []
        for moves in trials:
            state = self.ptype.new_state(self.puzzle)
            for text in moves:
                state = self.ptype.apply(state, self.ptype.parse_move(text))
            bases.append(state)
        self._set_trials(bases, self.state)

    def _set_trials(self, trials: list[Any], state: Any) -> None:
        self.trials = list(trials)
        if state != self.state:
            self._set_state(state)
        else:
            self.changed.emit()

    def restore_history(self, steps: Sequence[Step], index: int) -> None:
        """Rebuild the undo stack from recorded steps and stand at step `index` (0: empty)."""
        points = self._chain.follow(self._chain.keep(self.ptype.new_state(self.puzzle)), steps)
        index = min(max(index, 0), len(steps))
        self.end_gesture()
        self._restoring = True
        try:
            self.undo_stack.clear()
            for step, before, after in zip(steps, points, points[1:], strict=False):
                self.undo_stack.push(_StateCommand(self, before, after, step.label))
            self.undo_stack.setIndex(index)
        finally:
            self._restoring = False
        self.history = list(steps)
        self._go_to(points[index])

    def _record(self, step: Step, extend: bool = False) -> None:
        # Mirrors what QUndoStack does: a push drops the undone steps; a drag's moves join
        # the step its first move opened.
        if extend and self.history:
            last = self.history[-1]
            self.history[-1] = Step(last.label, last.moves + step.moves, last.whole)
            return
        del self.history[self.undo_stack.index() :]
        self.history.append(step)

    # -- time -----------------------------------------------------------------------------
    def elapsed_ms(self) -> int:
        """Playing time so far; it stops while paused and once the board is solved."""
        running = self._clock.elapsed() if self._clock.isValid() else 0
        return self._elapsed_before_ms + running

    def set_elapsed_ms(self, value: int) -> None:
        """Restore the playing time of a resumed game."""
        running = self._clock.isValid()
        self._elapsed_before_ms = max(0, int(value))
        if running:
            self._clock.restart()

    def resume(self) -> None:
        """Start or continue the clock (not for a solved board, nor while held)."""
        if not self.solved and not self.held and not self._clock.isValid():
            self._clock.start()

    def hold(self, held: bool) -> None:
        """The player's pause: the clock stops, and `resume` waits until it is released."""
        self.held = held
        if held:
            self.pause()

    def pause(self) -> None:
        """Stop the clock, keeping the time played."""
        if self._clock.isValid():
            self._elapsed_before_ms += self._clock.elapsed()
            self._clock.invalidate()

    @property
    def running(self) -> bool:
        """True while the clock runs."""
        return self._clock.isValid()

    # -- internals ------------------------------------------------------------------------
    def _here(self) -> StatePoint:
        """The chain's point for the state now (a new held one after a trial step)."""
        if self._point is None:
            self._point = self._chain.keep(self.state)
        return self._point

    def _push(self, after: StatePoint, text: str) -> None:
        self.undo_stack.push(_StateCommand(self, self._here(), after, text))

    def _go_to(self, point: StatePoint) -> None:
        if self._restoring:  # restore_history goes to its point once, at the end
            return
        self._set_state(self._chain.state(point), point)

    def _set_state(self, state: Any, point: StatePoint | None = None) -> None:
        self._point = point
        was_solved = self.solved
        self.state = state
        self._evaluate()
        if self.solved and not was_solved:
            self.pause()
        elif was_solved and not self.solved:
            self.resume()
        self.changed.emit()
        if self.solved and not was_solved:
            self.completed.emit()

    def _evaluate(self) -> None:
        self.violations = list(self.ptype.check(self.puzzle, self.state))
        self.solved = not self.violations and bool(self.ptype.is_solved(self.puzzle, self.state))

"""The window's hint: Hint, Apply, Stop and Close, and the solve behind the hints.

HintCommands is the one owner of the hint shown: `hint` is the only copy, `waiting` is worked out
from it, and the board view and side panel only draw what it hands them. A hint speaks of the
board as it was asked about, so any change of the board (a move, undo, a new game) cancels the
hint job still looking and takes the hint shown away.

The solve behind the hints starts with each game, in the background (no busy sign), so that a
hint can point at a mistake; a hint that needs it before it is known says so and waits.
"""

from __future__ import annotations

from functools import partial
from typing import Any

from PySide6.QtCore import Qt, QTimer, Slot

from puzzlegui.core.answers import Answers
from puzzlegui.core.cancel import HINTING, PLAYING, CancelToken
from puzzlegui.core.model import AnyPuzzleType, Hint, HintAsk, SolveResult, SolveStatus

from . import core_text, message
from .jobs import JobRunner, Progress
from .session import GameSession
from .window_part import WindowHost, WindowPart

ANSWER_RETRY_MS = 250
"""How soon the background solve looks again when the player's own job is still running."""

ANSWER_UNPAINTED_MS = 500
"""How long the background solve waits for a board that has not been painted yet."""

BACKGROUND_SECONDS = 300.0
"""How long the solve behind the hints may run in the background before it gives up."""

STILL_SOLVING = "still-solving"
"""The rule of the hint that says the solve behind the hints has not finished yet."""

STAGES = 3
"""A hint shows in stages, one per press of Hint: where to look, the rule, the whole step."""

INDENT = "\u2003\u2003"
"""Two em spaces before a sub-step inside a case of a split (plain spaces may be dropped where
the line wraps)."""


def _hint_work(
    ptype: AnyPuzzleType,
    puzzle: Any,
    state: Any,
    known: Answers,
    cancel: CancelToken,
    _: Progress,
) -> tuple[Answers, Any, Hint | None]:
    # Plain data in, plain data out: the job's thread never touches the GameSession (its
    # Answers name the game the hint is for). The game's Answers never solve in a hint
    # (seconds=0): the background job below brings the solution.
    return known, state, ptype.hint(HintAsk(puzzle, state, cancel, known))


def _answer_work(
    ptype: AnyPuzzleType, puzzle: Any, known: Answers, cancel: CancelToken, _: Progress
) -> tuple[Answers, SolveResult[Any]]:
    result = ptype.solve(puzzle, limit=2, cancel=cancel, seconds=BACKGROUND_SECONDS)
    known.remember(puzzle, result)
    return known, result


class HintCommands(WindowPart):
    """The hint of one window: asked for, shown, applied, stopped, forgotten."""

    def __init__(self, window: WindowHost) -> None:
        super().__init__(window)
        self.hint: Hint | None = None
        self.stage = 0
        """How much of the hint shows: 1 where to look, 2 the rule, 3 the whole step."""
        self._job = 0
        """The id of the hint job still looking (0: none)."""
        self.background_jobs = JobRunner(self)  # the solve behind the hints: no busy sign
        self.answer_timer = QTimer(self)  # a child: it dies with the window, never fires after
        self.answer_timer.setSingleShot(True)
        self.answer_timer.setInterval(0)
        self.answer_timer.timeout.connect(self._on_answer_timer_timeout)
        a = window.actions_
        a.hint.triggered.connect(self._on_hint_triggered)
        a.close_hint.triggered.connect(self._on_close_hint_triggered)
        window.side_panel.apply_button.clicked.connect(self._on_apply_button_clicked)
        window.side_panel.stop_button.clicked.connect(self._on_stop_button_clicked)
        window.side_panel.more_button.clicked.connect(self._on_more_button_clicked)
        window.game_started.connect(self._on_window_game_started)

    @property
    def waiting(self) -> bool:
        """True while the hint shown waits for the solve behind the hints."""
        return self.hint is not None and self.hint.rule == STILL_SOLVING

    def ask(self) -> None:
        """The next stage of the hint shown (where to look, the rule, the whole step), or a new
        hint for the board as it is now (in a job)."""
        window, session = self._window, self._window.session
        if session is None:
            return
        if session.solved:
            message.info(self, self.tr("The board is solved."))
            return
        if self.hint is not None and not self.waiting and self.stage < self._last_stage():
            self.stage += 1  # the hint shown is for this board: any change took it away
            self._show(session, self.hint)
            return
        self.forget()  # the new hint replaces the one shown
        window.side_panel.show_busy(self.tr("Looking for the next step..."))
        work = partial(_hint_work, session.ptype, session.puzzle, session.state, session.answers)
        self._job = window.jobs.start(
            "hint",
            work,
            on_success=self._on_job_succeeded,
            on_failure=self._on_job_failed,
            holds=(HINTING, PLAYING),  # the score, the solve and the puzzles made ahead wait
        )

    def forget(self) -> None:
        """Stop looking for a hint and take the one shown away."""
        self.stop_looking()
        self.hint = None
        self.stage = 0
        window = self._window
        window.side_panel.clear_hint()
        window.actions_.close_hint.setEnabled(False)
        if window.board_view is not None:
            window.board_view.clear_hint()

    def stop_looking(self) -> None:
        """Cancel the hint job still looking, if any, and its "Looking for..." sign."""
        if self._job:
            self._window.jobs.cancel_job(self._job)
            self._job = 0
            self._window.side_panel.clear_hint()

    def shutdown(self) -> None:
        """Stop the solve behind the hints and wait a bounded time for it (the window closes)."""
        self.answer_timer.stop()
        self.background_jobs.shutdown()

    # -- the hint's job ------------------------------------------------------------------------
    @Slot(object)
    def _on_job_succeeded(self, value: tuple[Answers, Any, Hint | None]) -> None:
        self._job = 0
        known, state, hint = value
        window = self._window
        session = window.session
        if session is None or session.answers is not known or window.board_view is None:
            return
        if state is not session.state:  # a change the session did not announce
            message.info(self, self.tr("The board changed while looking for a hint; ask again."))
            return
        if hint is None:
            message.info(self, self.tr("No hint: the board is already solved."))
            return
        self._show(session, hint)

    @Slot(str)
    def _on_job_failed(self, error: str) -> None:
        self._job = 0
        self.forget()
        message.failure(self, error)

    def _show(self, session: GameSession, hint: Hint) -> None:
        window = self._window
        if self.hint is not hint or not self.stage:
            self.stage = 1  # a new hint starts with where to look
        self.hint = hint
        whole = self.waiting or self.stage >= STAGES
        if not self.waiting and self.stage <= STAGES:  # opening the chain is no more help
            session.hint_stages[self.stage - 1] += 1
            session.help_taken.emit()  # the library keeps the help taken with the game at once
        self._light(hint, whole)
        text = core_text.hint_text(session.ptype, hint)
        if self.waiting:
            window.side_panel.show_busy(text)
        elif whole:
            level = core_text.rule_title(session.ptype, hint)
            shown = text
            if self.stage > STAGES:  # More on the whole step: the chain behind it, in the box
                shown = "\n".join([text, "", *self._numbered(core_text.substep_texts(hint))])
            more = self.stage == STAGES and bool(hint.substeps)
            window.side_panel.show_hint(shown, level, bool(hint.moves), steps=more)
        else:
            text = self._stage_text(session, hint)
            window.side_panel.show_hint(text, "", False, more=True)
        window.actions_.close_hint.setEnabled(True)
        message.info(self, text)

    def _last_stage(self) -> int:
        """The stages of the hint shown: one more, its chain, when it has sub-steps."""
        return STAGES + 1 if self.hint is not None and self.hint.substeps else STAGES

    @staticmethod
    def _numbered(lines: list[tuple[int, str]]) -> list[str]:
        """Numbered lines, those inside a case of a split indented under the case's line."""
        return [f"{INDENT * depth}{k}. {line}" for k, (depth, line) in enumerate(lines, start=1)]

    def _light(self, hint: Hint, whole: bool) -> None:
        """Where to look lights the hint's area (its reasons, not its answer), lightly; the rule
        lights the step's cells and reasons as the whole step does, without its moves."""
        view = self._window.board_view
        if view is None:
            return
        if self.stage == 1 and not whole:
            view.set_hint((), hint.area, (), ())
        else:
            view.set_hint(hint.cells, hint.reason_cells, hint.edges, hint.moves if whole else ())

    def _stage_text(self, session: GameSession, hint: Hint) -> str:
        if self.stage == 1:
            return self.tr(
                "Look at the lit cells: they decide the next step. Press Hint again for the rule."
            )
        # "The rule to use: Level 1: island full." read as two titles run together.
        rule = core_text.rule_name(session.ptype, hint)
        if hint.level < 1 or hint.from_solution:
            text = self.tr("The rule to use: %1. Press Hint again for the whole step.")
            return text.replace("%1", rule)
        text = self.tr("The rule to use: %1 (level %2). Press Hint again for the whole step.")
        return text.replace("%1", rule).replace("%2", str(hint.level))

    # -- the solve behind the hints ------------------------------------------------------------
    def find_solution(self, session: GameSession) -> None:
        """Start solving the game's puzzle so that hints can spot mistakes at once (from the
        event loop's next turn: a window built and dropped without one starts no thread)."""
        self.background_jobs.cancel()
        result = session.answers.known(session.puzzle)
        if result is not None:
            self._take_answer(session, result)
            return
        view = self._window.board_view
        if view is None or view.has_painted:
            self.answer_timer.start(0)
            return
        # The board's first paint goes first: a solve started at once shares the interpreter
        # with it and doubled the time to resume a long game. A window that is never shown
        # still gets its answer, a little later.
        view.painted.connect(self._on_board_first_painted, Qt.ConnectionType.SingleShotConnection)
        self.answer_timer.start(ANSWER_UNPAINTED_MS)

    @Slot()
    def _on_board_first_painted(self) -> None:
        if self.answer_timer.isActive():
            self.answer_timer.start(0)

    @Slot()
    def _on_answer_timer_timeout(self) -> None:
        window = self._window
        session = window.session
        if session is None or session.solution is not None:
            return
        if window.jobs.busy:
            # The player's own job (Solve, the solver lab, New Puzzle) goes first: two searches
            # share one interpreter, and together they starved the window's own event loop.
            self.answer_timer.start(ANSWER_RETRY_MS)
            return
        work = partial(_answer_work, session.ptype, session.puzzle, session.answers)
        self.background_jobs.start(
            "answer", work, on_success=self._on_answer_found, gives_way_to=HINTING
        )

    @Slot(object)
    def _on_answer_found(self, value: tuple[Answers, SolveResult[Any]]) -> None:
        known, result = value
        session = self._window.session
        if session is not None and session.answers is known:
            self._take_answer(session, result)  # another game's answer stays in its Answers

    def _take_answer(self, session: GameSession, result: SolveResult[Any]) -> None:
        if result.status is SolveStatus.SOLVED and session.solution is None:
            session.solution = result.solution
        if session is self._window.session and self.waiting:
            self.ask()  # the hint waited for this answer: ask again now

    # -- slots ---------------------------------------------------------------------------------
    def _on_window_game_started(self) -> None:
        session = self._window.session
        self.forget()
        if session is not None:
            session.changed.connect(self._on_session_changed)
            self.find_solution(session)

    @Slot()
    def _on_session_changed(self) -> None:
        self.forget()

    def _on_hint_triggered(self) -> None:
        self.ask()

    def _on_more_button_clicked(self) -> None:
        self.ask()

    def _on_stop_button_clicked(self) -> None:
        """Stop the hint being looked for, and the solve it waits for."""
        self.background_jobs.cancel()
        self.forget()
        message.info(self, self.tr("Stopped looking for a hint."))

    def _on_close_hint_triggered(self) -> None:
        self.forget()
        message.clear(self)

    def _on_apply_button_clicked(self) -> None:
        session, hint = self._window.session, self.hint
        if session is None or hint is None:
            return
        if session.apply_moves(hint.moves, self.tr("Hint")):
            session.hints_applied += 1
        self.forget()

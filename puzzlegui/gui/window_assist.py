"""The main window's help with the game: Hint, Solve, Check against solution, New puzzle and the
solver lab, all run as jobs in threads (jobs.py) with a busy indicator in the status bar.

A mixin of PlayerWindow, kept apart so the window's module stays about its layout and game.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, Qt, QTimer, Slot

from puzzlegui.core import answers
from puzzlegui.core.cancel import CancelToken
from puzzlegui.core.model import AnyPuzzleType, GenerateOptions, Hint, SolveResult, SolveStatus
from puzzlegui.library.records import Source

from . import core_text
from .dialogs import prompts
from .dialogs.new_puzzle import NewPuzzleDialog
from .dialogs.solver_lab import SolverLabDialog
from .job_status import JobStatusView
from .jobs import JobOutcome, JobRunner, Progress
from .session import GameSession

if TYPE_CHECKING:
    from .main_window import PlayerWindow

    _Base = PlayerWindow
else:
    _Base = object

STATUS_MS = 8000


ANSWER_RETRY_MS = 250
ANSWER_UNPAINTED_MS = 500
"""How long the background solve waits for a board that has not been painted yet."""
"""How soon the background solve looks again when the player's own job is still running."""

BACKGROUND_SECONDS = 300.0
"""How long the solve behind the hints may run in the background before it gives up."""


def _hint_work(
    kind: AnyPuzzleType, session: GameSession, state: Any, cancel: CancelToken, _: Progress
) -> tuple[GameSession, Any, Hint | None]:
    # A hint never waits for the solve: the background job below brings the solution.
    with answers.solving_limit(0):
        return session, state, kind.hint(session.puzzle, state, cancel)


def _answer_work(
    kind: AnyPuzzleType, session: GameSession, cancel: CancelToken, _: Progress
) -> tuple[GameSession, SolveResult[Any]]:
    result = kind.solve(session.puzzle, limit=2, cancel=cancel, seconds=BACKGROUND_SECONDS)
    answers.remember(session.puzzle, result)
    return session, result


def _solve_work(
    kind: AnyPuzzleType, session: GameSession, cancel: CancelToken, _: Progress
) -> tuple[GameSession, SolveResult[Any]]:
    return session, kind.solve(session.puzzle, limit=2, cancel=cancel)


translate = QCoreApplication.translate
"""These commands are a mixin, not a QObject, so `self.tr` would look their texts up under the
window's class: they name their own context (AssistCommands) instead."""


class AssistCommands(_Base):
    """Hint, Solve, Check against solution, New puzzle and Solver lab for PlayerWindow."""

    def _setup_assist(self) -> None:
        self.jobs = JobRunner(self)
        self.background_jobs = JobRunner(self)  # the solve behind the hints: no busy sign
        self.hint_waiting = False
        self.answer_timer = QTimer(self)  # a child: it dies with the window, never fires after
        self.answer_timer.setSingleShot(True)
        self.answer_timer.setInterval(0)
        self.answer_timer.timeout.connect(self._on_answer_timer_timeout)
        self.job_status = JobStatusView(self.jobs, self)
        self.statusBar().addPermanentWidget(self.job_status)
        self.current_hint: Hint | None = None
        self.lab_dialog: SolverLabDialog | None = None
        a = self.actions_
        a.new.triggered.connect(self._on_new_triggered)
        a.hint.triggered.connect(self._on_hint_triggered)
        a.solve.triggered.connect(self._on_solve_triggered)
        a.check_solution.triggered.connect(self._on_check_solution_triggered)
        a.solver_lab.triggered.connect(self._on_solver_lab_triggered)
        a.close_hint.triggered.connect(self._on_close_hint_triggered)
        self.side_panel.apply_button.clicked.connect(self._on_apply_button_clicked)
        self.side_panel.stop_button.clicked.connect(self._on_stop_button_clicked)
        self.background_jobs.job_succeeded.connect(self._on_background_jobs_job_succeeded)
        self.jobs.job_succeeded.connect(self._on_jobs_job_succeeded)
        self.jobs.job_failed.connect(self._on_jobs_job_failed)

    def say(self, text: str) -> None:
        """A sentence in the status bar."""
        self.statusBar().showMessage(text, STATUS_MS)

    def forget_hint(self) -> None:
        """Clear the hint shown (the board changed or a new game started)."""
        self.current_hint = None
        self.hint_waiting = False
        self.side_panel.clear_hint()
        self.actions_.close_hint.setEnabled(False)
        if self.board_view is not None:
            self.board_view.clear_hint()

    def shutdown_jobs(self) -> None:
        """Cancel every job and wait a bounded time for its thread (the window closes)."""
        self.answer_timer.stop()
        self.library.grading.runner.cancel()  # stops while the board's jobs are waited for
        self.jobs.shutdown()
        self.background_jobs.shutdown()
        self.library.grading.shutdown()

    def find_solution_in_background(self, session: GameSession) -> None:
        """Start solving the new game's puzzle so that hints can spot mistakes at once (from
        the event loop's next turn: a window built and dropped without one starts no thread)."""
        self.background_jobs.cancel()
        result = answers.known(session.puzzle)
        if result is not None:
            self._take_answer(session, result)
            return
        view = self.board_view
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
        session = self.session
        if session is None or session.solution is not None:
            return
        if self.jobs.busy:
            # The player's own job (Solve, the solver lab, New Puzzle) goes first: two searches
            # share one interpreter, and together they starved the window's own event loop.
            self.answer_timer.start(ANSWER_RETRY_MS)
            return
        self.background_jobs.start("answer", partial(_answer_work, session.kind, session))

    def _take_answer(self, session: GameSession, result: SolveResult[Any]) -> None:
        if result.status is SolveStatus.SOLVED and session.solution is None:
            session.solution = result.solution
        if session is self.session and self.hint_waiting:
            self._on_hint_triggered()  # the hint waited for this answer: ask again now

    @Slot(object)
    def _on_background_jobs_job_succeeded(self, outcome: JobOutcome) -> None:
        session, result = outcome.value
        self._take_answer(session, result)

    # -- Hint ----------------------------------------------------------------------------------
    def _on_hint_triggered(self) -> None:
        session = self.session
        if session is None:
            return
        if session.solved:
            self.say(translate("AssistCommands", "The board is solved."))
            return
        self.side_panel.show_busy(translate("AssistCommands", "Looking for the next step..."))
        self.jobs.start("hint", partial(_hint_work, session.kind, session, session.state))

    def _show_hint(self, value: tuple[GameSession, Any, Hint | None]) -> None:
        session, state, hint = value
        if session is not self.session or self.board_view is None:
            return
        if state is not session.state:
            self.say(
                translate(
                    "AssistCommands", "The board changed while looking for a hint; ask again."
                )
            )
            return
        if hint is None:
            self.say(translate("AssistCommands", "No hint: the board is already solved."))
            return
        self.current_hint = hint
        self.board_view.set_hint(hint.cells, hint.reason_cells, hint.edges, hint.moves)
        text = core_text.hint_text(session.kind, hint, session.violations)
        self.hint_waiting = hint.rule == "still-solving"
        if self.hint_waiting:
            self.side_panel.show_busy(text)
        else:
            self.side_panel.show_hint(text, self._level_text(session.kind, hint), bool(hint.moves))
        self.actions_.close_hint.setEnabled(True)
        self.say(text)

    def _level_text(self, kind: AnyPuzzleType, hint: Hint) -> str:
        return core_text.rule_title(kind, hint)

    def _on_stop_button_clicked(self) -> None:
        """Stop the hint being looked for, and the solve it waits for."""
        self.jobs.cancel("board")
        self.background_jobs.cancel()
        self.forget_hint()
        self.say(translate("AssistCommands", "Stopped looking for a hint."))

    def _on_close_hint_triggered(self) -> None:
        self.forget_hint()
        self.statusBar().clearMessage()

    def _on_apply_button_clicked(self) -> None:
        session, hint = self.session, self.current_hint
        if session is None or hint is None:
            return
        if session.apply_moves(hint.moves, translate("AssistCommands", "Hint")):
            session.hints_applied += 1
        self.forget_hint()

    # -- Solve and Check against solution -------------------------------------------------------
    def _on_solve_triggered(self) -> None:
        session = self.session
        if session is None:
            return
        if session.solved:
            self.say(translate("AssistCommands", "The board is solved."))
            return
        self.jobs.start("solve", partial(_solve_work, session.kind, session))

    def _on_check_solution_triggered(self) -> None:
        session = self.session
        if session is None:
            return
        if session.solution is not None:
            self._mark_wrong(session)
            return
        self.jobs.start("check", partial(_solve_work, session.kind, session))

    def _show_solve(self, value: tuple[GameSession, SolveResult[Any]], reveal: bool) -> None:
        session, result = value
        if session is not self.session:
            return
        if result.status is SolveStatus.SOLVED and result.solution is not None:
            if reveal:
                session.reveal_solution(result.solution, translate("AssistCommands", "Solve"))
                self.say(translate("AssistCommands", "Solved with help."))
            else:
                session.solution = result.solution
                self._mark_wrong(session)
        elif result.status is SolveStatus.MULTIPLE:
            self.say(
                translate("AssistCommands", "This puzzle has several solutions, so none is shown.")
            )
        elif result.status is SolveStatus.NO_SOLUTION:
            self.say(translate("AssistCommands", "This puzzle has no solution."))
        elif result.status is SolveStatus.TIMEOUT:
            self.say(translate("AssistCommands", "The solver ran out of time."))

    def _mark_wrong(self, session: GameSession) -> None:
        if self.board_view is None:
            return
        cells = session.kind.wrong_cells(session.puzzle, session.state, session.solution)
        self.board_view.mark_wrong(tuple(cells))
        if cells:
            text = self.disagreement_text(len(cells))
        else:
            text = translate("AssistCommands", "Everything so far agrees with the solution.")
        self.say(text)

    # -- job outcomes --------------------------------------------------------------------------
    @Slot(object)
    def _on_jobs_job_succeeded(self, outcome: JobOutcome) -> None:
        if outcome.channel != "board":
            return
        if outcome.kind == "hint":
            self._show_hint(outcome.value)
        elif outcome.kind in ("solve", "check"):
            self._show_solve(outcome.value, reveal=outcome.kind == "solve")

    @Slot(object)
    def _on_jobs_job_failed(self, outcome: JobOutcome) -> None:
        if outcome.channel != "board":
            return
        self.library.save_now()
        prompts.show_error(
            self,
            translate("AssistCommands", "Something went wrong"),
            translate(
                "AssistCommands", "%1\n\nYour game has been saved; details are in the log."
            ).replace("%1", outcome.error),
        )

    # -- New puzzle and Solver lab -------------------------------------------------------------
    def _on_new_triggered(self) -> None:
        self.new_puzzle(self.session.kind.name if self.session is not None else "")

    def new_puzzle(
        self,
        name: str,
        options: GenerateOptions | None = None,
        seed: int | None = None,
        remember: bool = True,
        description: str = "",
    ) -> bool:
        """The New Puzzle dialog on type `name`; with `options` it starts making that puzzle at
        once (a preset, a puzzle of the day). True when a new game started."""
        dialog = NewPuzzleDialog(self.jobs, name, self, self.preferences)
        if options is not None:
            dialog.start(name, options, seed, remember)
        started = prompts.run_dialog(dialog) and dialog.puzzle is not None
        if started and dialog.kind is not None:
            self.start_game(dialog.kind, dialog.puzzle, source=_generated(dialog))
            self.side_panel.source_label.setText(description or dialog.description())
        dialog.deleteLater()
        return started

    def _on_solver_lab_triggered(self) -> None:
        session = self.session
        if session is None:
            return
        if self.lab_dialog is not None:
            self.lab_dialog.close()
            self.lab_dialog.deleteLater()
        self.lab_dialog = SolverLabDialog(self.jobs, session.kind, session.puzzle, self)
        self.lab_dialog.show()


def _generated(dialog: NewPuzzleDialog) -> Source:
    options, kind = dialog.options(), dialog.kind
    details = {
        "type": kind.name if kind is not None else "",
        "size": f"{options.rows}x{options.cols}",
        "difficulty": options.difficulty,
        "seed": dialog.seed,
    }
    return Source("generated", dialog.description(), details)

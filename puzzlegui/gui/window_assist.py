"""The window's help with the game beyond the hint: Solve, Check against solution, Back to last
correct position, New puzzle and the solver lab, run as jobs in threads (jobs.py) with a busy
indicator (and Cancel) in the status bar. Each job's result comes back to its own slot here."""

from __future__ import annotations

import datetime
from collections.abc import Callable
from functools import partial
from typing import Any

from PySide6.QtCore import Signal, Slot

from puzzlegui.core import presets
from puzzlegui.core.cancel import CancelToken
from puzzlegui.core.model import AnyPuzzleType, GenerateOptions, SolveResult, SolveStatus
from puzzlegui.core.text.values import Places
from puzzlegui.library.records import Source

from . import core_text, message
from .dialogs import prompts
from .dialogs.new_puzzle import NewPuzzleDialog, new_puzzle_text
from .dialogs.solver_lab import SolverLabDialog
from .files import available_types
from .jobs import Progress
from .puzzle_stock import PuzzleStock, Wanted
from .session import GameSession
from .window_part import WindowHost, WindowPart


def _solve_work(
    ptype: AnyPuzzleType, puzzle: Any, cancel: CancelToken, _: Progress
) -> tuple[Any, SolveResult[Any]]:
    # The puzzle alone goes to the job's thread, never the GameSession; it names the game
    # the answer is for.
    return puzzle, ptype.solve(puzzle, limit=2, cancel=cancel)


class AssistCommands(WindowPart):
    """Solve, Check against solution, New puzzle and Solver lab for one window."""

    solve_asked = Signal()
    """Solve, Check against Solution or Back to Last Correct takes the board's job channel: the
    hint job still looking ends (the window connects it to HintCommands.stop_looking)."""

    def __init__(self, window: WindowHost) -> None:
        super().__init__(window)
        self.lab_dialog: SolverLabDialog | None = None
        self.stock = PuzzleStock(self)
        a = window.actions_
        a.new.triggered.connect(self._on_new_triggered)
        a.solve.triggered.connect(self._on_solve_triggered)
        a.check_solution.triggered.connect(self._on_check_solution_triggered)
        a.rewind.triggered.connect(self._on_rewind_triggered)
        a.solver_lab.triggered.connect(self._on_solver_lab_triggered)
        window.game_started.connect(self.make_ahead)

    # -- Solve and Check against solution -------------------------------------------------------
    def _on_solve_triggered(self) -> None:
        session = self._window.session
        if session is None:
            return
        if session.solved:
            message.info(self, self.tr("The board is solved."))
            return
        work = partial(_solve_work, session.ptype, session.puzzle)
        self.solve_asked.emit()  # one job at a time on the board's channel
        self._window.jobs.start(
            "solve",
            work,
            on_success=self._on_solved,
            on_failure=self._on_job_failed,
        )

    def _on_check_solution_triggered(self) -> None:
        self._against_solution(self._mark_wrong, self._on_checked)

    def _against_solution(
        self,
        act: Callable[[GameSession], None],
        on_solved: Callable[[tuple[Any, SolveResult[Any]]], None],
    ) -> None:
        """`act` on the game at once when its solution is known; else solve it first, the
        answer going to the slot `on_solved`."""
        session = self._window.session
        if session is None:
            return
        if session.solution is not None:
            act(session)
            return
        work = partial(_solve_work, session.ptype, session.puzzle)
        self.solve_asked.emit()
        self._window.jobs.start("check", work, on_success=on_solved, on_failure=self._on_job_failed)

    @Slot(object)
    def _on_solved(self, value: tuple[Any, SolveResult[Any]]) -> None:
        answered = self._answered(value)
        if answered is not None:
            session, solution = answered
            session.reveal_solution(solution, self.tr("Solve"))
            message.info(self, self.tr("Solved with help."))

    @Slot(object)
    def _on_checked(self, value: tuple[Any, SolveResult[Any]]) -> None:
        session = self._with_solution(value)
        if session is not None:
            self._mark_wrong(session)

    def _with_solution(self, value: tuple[Any, SolveResult[Any]]) -> GameSession | None:
        """The game a solve job answered for, its solution kept, if the solve found one (and
        it is still the game played); else None, the player told why when there is none."""
        answered = self._answered(value)
        if answered is None:
            return None
        session, solution = answered
        session.solution = solution
        return session

    def _answered(self, value: tuple[Any, SolveResult[Any]]) -> tuple[GameSession, Any] | None:
        """The game a solve job answered for and the solution it found, if it is still the
        game played and the solve found one; else None, the player told why when there is
        none."""
        puzzle, result = value
        session = self._window.session
        if session is None or session.puzzle is not puzzle:
            return None
        if result.status is SolveStatus.SOLVED and result.solution is not None:
            return session, result.solution
        self._say_no_solution(result.status)
        return None

    # -- Back to last correct position -----------------------------------------------------------
    def _on_rewind_triggered(self) -> None:
        self._against_solution(self._rewind, self._on_rewind_solved)

    @Slot(object)
    def _on_rewind_solved(self, value: tuple[Any, SolveResult[Any]]) -> None:
        session = self._with_solution(value)
        if session is not None:
            self._rewind(session)

    def _rewind(self, session: GameSession) -> None:
        found = session.last_correct()
        if found.state == session.state:
            message.info(self, self.tr("Everything so far agrees with the solution."))
            return
        session.replace_state(found.state, self.tr("Back to last correct position"))
        if found.wrong:
            where = core_text.language().value(Places.of(found.wrong))
            text = self.tr("Back to the last correct position: the first wrong move was at %1.")
            message.info(self, text.replace("%1", where))
        else:
            message.info(
                self, self.tr("No answer is wrong; the pencil marks it rules out are gone.")
            )

    @Slot(str)
    def _on_job_failed(self, error: str) -> None:
        message.failure(self, error)

    def _say_no_solution(self, status: SolveStatus) -> None:
        texts = {
            SolveStatus.MULTIPLE: self.tr("This puzzle has several solutions, so none is shown."),
            SolveStatus.NO_SOLUTION: self.tr("This puzzle has no solution."),
            SolveStatus.TIMEOUT: self.tr("The solver ran out of time."),
        }
        if status in texts:
            message.info(self, texts[status])

    def _mark_wrong(self, session: GameSession) -> None:
        view = self._window.board_view
        if view is None:
            return
        cells = session.ptype.wrong_cells(session.puzzle, session.state, session.solution)
        view.mark_wrong(tuple(cells))
        if cells:
            text = self.tr("%n cell(s) disagree with the solution.", "", len(cells))
        else:
            text = self.tr("Everything so far agrees with the solution.")
        message.info(self, text)

    # -- New puzzle and Solver lab -------------------------------------------------------------
    def _on_new_triggered(self) -> None:
        session = self._window.session
        self.new_puzzle(session.ptype.name if session is not None else "")

    def new_puzzle(
        self,
        name: str,
        options: GenerateOptions | None = None,
        seed: int | None = None,
        remember: bool = True,
        daily: str = "",
    ) -> bool:
        """The New Puzzle dialog on type `name`; with `options` it starts making that puzzle at
        once (a preset, a puzzle of the day), or takes the one made ahead (puzzle_stock.py) and
        shows no dialog. `daily` is the day (ISO) of a puzzle of the day, kept with the game.
        True when a new game started."""
        window = self._window
        if options is not None and self._start_from_stock(name, options, seed, remember, daily):
            return True
        dialog = NewPuzzleDialog(window.jobs, name, window.widget, window.preferences, self.stock)
        if options is not None:
            dialog.start(name, options, seed, remember)
        started = prompts.run_dialog(dialog) and dialog.puzzle is not None
        if started and dialog.ptype is not None:
            made = dialog.options()
            source = _generated(dialog.ptype, made, dialog.seed, dialog.description(), daily)
            self._window.start_game(dialog.ptype, dialog.puzzle, source=source)
            if dialog.random_seed:
                self.stock.refill(dialog.ptype, made)
        dialog.deleteLater()
        return started

    def _start_from_stock(
        self, name: str, options: GenerateOptions, seed: int | None, remember: bool, daily: str
    ) -> bool:
        """Start the puzzle made ahead for a preset's settings or a puzzle of the day; False if
        none is ready."""
        ptype = next((t for t in available_types() if t.name == name), None)
        made = None if ptype is None else self.stock.take(ptype, options, seed)
        if ptype is None or made is None:
            return False
        if remember:
            self._window.preferences.set_new_puzzle_choice(
                name, options.rows, options.cols, options.difficulty
            )
        text = new_puzzle_text(options.difficulty, made.seed)
        self._window.start_game(
            ptype, made.puzzle, source=_generated(ptype, options, made.seed, text, daily)
        )
        if seed is None:
            self.stock.refill(ptype, options)
        return True

    def make_ahead(self) -> None:
        """Have the stock make every preset's puzzle and today's puzzles ahead, the current
        type's first, when the player's preference asks for it; else stop making them."""
        if not self._window.preferences.make_ahead:
            self.stock.ahead([])
            return
        session = self._window.session
        current = "" if session is None else session.ptype.name
        today = datetime.date.today()
        wanted: list[Wanted] = []
        for ptype in sorted(available_types(), key=lambda t: t.name != current):
            wanted += [Wanted(ptype, preset.options) for preset in presets.presets(ptype)]
            wanted.append(
                Wanted(ptype, presets.daily_options(ptype), presets.daily_seed(today, ptype))
            )
        self.stock.ahead(wanted)

    def _on_solver_lab_triggered(self) -> None:
        window = self._window
        session = window.session
        if session is None:
            return
        if self.lab_dialog is not None:
            self.lab_dialog.close()
            self.lab_dialog.deleteLater()
        self.lab_dialog = SolverLabDialog(window.jobs, session.ptype, session.puzzle, window.widget)
        self.lab_dialog.show()


def _generated(
    ptype: AnyPuzzleType, options: GenerateOptions, seed: int | None, text: str, daily: str = ""
) -> Source:
    details: dict[str, Any] = {
        "type": ptype.name,
        "size": f"{options.cols}x{options.rows}",  # width x height, as shown everywhere
        "difficulty": options.difficulty,
        "seed": seed,
    }
    if daily:  # the library keeps it as the puzzle of that day, not as a new puzzle
        details["daily"] = daily
        text = f"Puzzle of the day, {daily}"
    return Source("generated", text, details)

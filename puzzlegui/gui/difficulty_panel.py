"""The puzzle's difficulty in the side panel: a score and its reason in words (core/difficulty),
worked out off the GUI thread once the board has first painted, within the grading's budget, and
dropped when another game starts. Boards too large to grade show none."""

from __future__ import annotations

from functools import partial
from typing import Any

from PySide6.QtCore import Qt, Signal, Slot

from puzzlegui.core import hint_names
from puzzlegui.core.cancel import HINTING, PLAYING, Cancelled, CancelToken
from puzzlegui.core.difficulty import Difficulty, difficulty
from puzzlegui.core.model import AnyPuzzleType

from . import core_text
from .jobs import JobRunner, Progress
from .library_grading import GRADE_MAX_CELLS, GRADE_SECONDS
from .window_part import WindowHost, WindowPart


def _score_work(
    ptype: AnyPuzzleType, puzzle: Any, cancel: CancelToken, _: Progress
) -> tuple[Any, Difficulty]:
    cancel.limit_cpu(GRADE_SECONDS)
    found = difficulty(ptype, puzzle, cancel)
    if cancel.cancelled:
        raise Cancelled
    return puzzle, found


class DifficultyPanel(WindowPart):
    """Scores each game's puzzle and shows the score with its reason; `scored(puzzle, score)`
    says each score shown (the library keeps it with the game)."""

    scored = Signal(object, float)

    def __init__(self, window: WindowHost) -> None:
        super().__init__(window)
        self.runner = JobRunner(self)
        self.shown: Difficulty | None = None
        window.game_started.connect(self._on_window_game_started)

    def _on_window_game_started(self) -> None:
        window, session = self._window, self._window.session
        self.runner.cancel()
        self.shown = None
        window.side_panel.show_difficulty("")
        if session is None:
            return
        rows, cols = session.ptype.size(session.puzzle)
        view = window.board_view
        if rows * cols > GRADE_MAX_CELLS or view is None:
            return
        if view.has_painted:
            self._start()
        else:  # the board's first paint goes first: a walk started now shares the interpreter
            view.painted.connect(self._start, Qt.ConnectionType.SingleShotConnection)

    @Slot()
    def _start(self) -> None:
        session = self._window.session
        if session is None or self.shown is not None:
            return
        work = partial(_score_work, session.ptype, session.puzzle)
        self.runner.start(
            "score",
            work,
            "score",
            on_success=self._on_scored,
            gives_way_to=HINTING,  # a hint first, then this, then the puzzles made ahead
            holds=(PLAYING,),
        )

    @Slot(object)
    def _on_scored(self, value: tuple[Any, Difficulty]) -> None:
        puzzle, found = value
        session = self._window.session
        if session is None or session.puzzle is not puzzle:
            return
        self.shown = found
        self._window.side_panel.show_difficulty(self.text(session.ptype, found))
        self.scored.emit(puzzle, found.score)

    def text(self, ptype: AnyPuzzleType, found: Difficulty) -> str:
        """'Difficulty 3.42. Hardest step: Level 3: hidden pair, needed 2 times; 16 of 42
        steps were above the first level.', in the player's language."""
        english = hint_names.rule_name(ptype, found.rule)
        name = core_text.language().title(english, found.level, False)
        times = self.tr("%n time(s)", "", found.hard_steps)
        text = self.tr(
            "Difficulty %1. Hardest step: %2, needed %3; %4 of %5 steps were above the first level."
        )
        for key, value in (
            ("%1", f"{found.score:.2f}"),
            ("%2", name),
            ("%3", times),
            ("%4", str(found.above_first)),
            ("%5", str(found.steps)),
        ):
            text = text.replace(key, value)
        return text

    def shutdown(self) -> None:
        """Cancel the scoring and wait a bounded time (the window closes)."""
        self.runner.shutdown()

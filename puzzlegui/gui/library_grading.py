"""Grading the library's games in the background: after a game opens without a known grade,
the type's hint-ladder grade is worked out off the GUI thread (its own job runner, so no busy
bar shows and no board job is cancelled), within a time budget, and stored for that game.

Opening never waits for it; a new game, or closing the window, cancels it. It gives way to the
player's work (a hint, the side panel's score: core/cancel.py, PLAYING): Python runs one thread
at a time, and the same walk beside a hint doubled the hint's wait and kept the score from
finishing within its budget."""

from __future__ import annotations

from functools import partial
from typing import Any

from PySide6.QtCore import QObject, Signal, Slot

from puzzlegui.core.cancel import PLAYING, Cancelled, CancelToken
from puzzlegui.core.model import AnyPuzzleType

from .jobs import JobRunner, Progress

GRADE_MAX_CELLS = 40 * 40
"""Larger boards keep no grade (their ladder would hold the interpreter while the player plays)."""
GRADE_SECONDS = 10.0
"""The most CPU time of its own thread a grade (or the side panel's score) may take: on a loaded
machine, or while it waits for the player's work, it takes longer but still ends; a board that
needs more keeps no grade."""


def _grade_work(
    ptype: AnyPuzzleType, puzzle: Any, game_id: int, cancel: CancelToken, _: Progress
) -> tuple[int, str]:
    cancel.limit_cpu(GRADE_SECONDS)
    grade = ptype.grade(puzzle, cancel)
    if cancel.cancelled:  # a ladder cut short is no grade
        raise Cancelled
    return game_id, grade.label


class GradeJobs(QObject):
    """Starts the grading of a game; `graded(game_id, label)` says each result."""

    graded = Signal(int, str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.runner = JobRunner(self)

    def start(self, ptype: AnyPuzzleType, puzzle: Any, game_id: int) -> None:
        """Grade this game in the background (cancels the grading of the game before)."""
        work = partial(_grade_work, ptype, puzzle, game_id)
        self.runner.start(
            "grade",
            work,
            channel="grade",
            on_success=self._on_grade_succeeded,
            gives_way_to=PLAYING,  # after the player's hint and the game's score
        )

    def shutdown(self) -> None:
        """Cancel the grading and wait a bounded time (the window closes)."""
        self.runner.shutdown()

    @Slot(object)
    def _on_grade_succeeded(self, value: tuple[int, str]) -> None:
        game_id, label = value  # the runner passes on only the current job's result
        self.graded.emit(game_id, label)

"""Edit > Fill All Candidates (M, as in Tatham's collection), Edit > Clear Wrong Candidates and
Edit > Remove Candidates When a Digit Is Entered, for the boards with candidates (Calcudoku,
Logi-5). The work is the core's (`puzzlegui.core.candidates`); each use is one undo step."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtGui import QAction

from . import message
from .window_part import WindowHost, WindowPart

if TYPE_CHECKING:
    from .boards import AnyBoardView


class CandidateControls(WindowPart):
    """The two candidate actions and what they do to the current board."""

    def __init__(self, window: WindowHost) -> None:
        super().__init__(window)
        self.fill = self._action(self.tr("&Fill All Candidates"), self._on_fill_triggered, "M")
        self.fill.setEnabled(False)
        self.prune = self._action(
            self.tr("Clear &Wrong Candidates"), self._on_prune_triggered, "Shift+M"
        )
        self.prune.setEnabled(False)
        self.remove = self._toggle(
            self.tr("Remove Candidates When a &Digit Is Entered"),
            self._on_remove_toggled,
            window.preferences.remove_candidates,
        )
        window.game_started.connect(self._on_window_game_started)

    def install(self, before: QAction) -> None:
        """Put the candidate actions in the Edit menu, before `before`."""
        menu = self._window.actions_.edit_menu
        menu.insertActions(before, [self.fill, self.prune, self.remove])
        menu.insertSeparator(before)

    def _on_window_game_started(self) -> None:
        view = self._window.board_view
        has = view is not None and view.has_candidates
        self.fill.setEnabled(has)
        self.prune.setEnabled(has)
        self.remove.setEnabled(has)
        if view is not None:
            view.remove_candidates = self.remove.isChecked()

    def _on_fill_triggered(self) -> None:
        self._apply(
            lambda view: view.fill_candidate_moves(),
            self.tr("Every candidate is already filled in."),
            self.tr("Fill all candidates"),
        )

    def _on_prune_triggered(self) -> None:
        self._apply(
            lambda view: view.prune_candidate_moves(),
            self.tr("No candidate contradicts a digit on the board."),
            self.tr("Clear wrong candidates"),
        )

    def _apply(
        self, moves_of: Callable[[AnyBoardView], list[Any]], nothing: str, undo_text: str
    ) -> None:
        """The moves `moves_of` the board view gives, as one undo step named `undo_text`;
        `nothing` is said when there are none."""
        session, view = self._window.session, self._window.board_view
        if session is None or view is None or not view.has_candidates:
            return
        moves = moves_of(view)
        if not moves:
            message.info(self, nothing)
            return
        session.apply_moves(moves, undo_text)

    def _on_remove_toggled(self, checked: bool) -> None:
        self._window.preferences.remove_candidates = checked
        if self._window.board_view is not None:
            self._window.board_view.remove_candidates = checked

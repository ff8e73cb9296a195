"""File > Enter a Puzzle... and File > Edit a Copy...: the entering dialog, and the game it
starts (kept in the library with the source "entered")."""

from __future__ import annotations

from puzzlegui.gui.dialogs import prompts
from puzzlegui.gui.window_part import WindowHost, WindowPart
from puzzlegui.library.records import Source

from .dialog import EnterPuzzleDialog


class EnterCommands(WindowPart):
    """The two actions and the game they start."""

    def __init__(self, window: WindowHost) -> None:
        super().__init__(window)
        self.enter = self._action(
            self.tr("&Enter a Puzzle..."), self._on_enter_triggered, "Ctrl+Shift+N"
        )
        self.copy = self._action(self.tr("Edit a Cop&y..."), self._on_copy_triggered)
        window.game_started.connect(self._on_window_game_started)
        self.copy.setEnabled(False)
        menu, after = window.actions_.file_menu, window.actions_.open
        menu.insertActions(after, [self.enter, self.copy])

    def _on_window_game_started(self) -> None:
        session = self._window.session
        self.copy.setEnabled(session is not None and session.ptype.editing is not None)

    def _on_enter_triggered(self) -> None:
        session = self._window.session
        current = session.ptype if session is not None and session.ptype.editing else None
        self.run(EnterPuzzleDialog(self._window.widget, current))  # the type being played first

    def _on_copy_triggered(self) -> None:
        session = self._window.session
        if session is None or session.ptype.editing is None:
            return
        draft = session.ptype.editing.draft_of(session.puzzle)
        self.run(EnterPuzzleDialog(self._window.widget, session.ptype, draft))

    def run(self, dialog: EnterPuzzleDialog) -> bool:
        """Show the dialog; True when a game of the entered puzzle started."""
        started = prompts.run_dialog(dialog) and dialog.puzzle is not None
        if started:
            source = Source("entered", self.tr("Entered by hand"))
            self._window.start_game(dialog.ptype, dialog.puzzle, source=source)
        dialog.deleteLater()
        return started

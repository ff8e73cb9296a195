"""File > Games..., File > Recent Games and the "previous game" shortcut."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QMenu

from .dialogs.games import GamesDialog, type_title
from .dialogs.print_dialog import SELECTED
from .library_controller import LibraryController
from .side_panel import format_time
from .window_part import WindowHost, WindowPart

RECENT_GAMES = 10


class LibraryCommands(WindowPart):
    """The library's actions in the File menu; the Games window is made on demand."""

    print_asked = Signal(str)
    """The Games window's Print...: which puzzles to offer first (the window connects it to
    File > Print's commands)."""

    def __init__(self, window: WindowHost, library: LibraryController) -> None:
        super().__init__(window)
        self.library = library  # a sibling part, handed over by the window
        self.dialog: GamesDialog | None = None
        self.games = self._action(self.tr("&Games..."), self._on_games_triggered, "Ctrl+G")
        # Back (Alt+Left, Cmd+[ on macOS): the game played before this one, like a browser.
        self.previous = self._action(
            self.tr("&Previous Game"), self._on_previous_triggered, QKeySequence.StandardKey.Back
        )
        self.recent_menu = QMenu(self.tr("Recent &Games"), window.widget)
        self.recent_menu.aboutToShow.connect(self._on_recent_menu_about_to_show)
        self.recent_menu.triggered.connect(self._on_recent_menu_triggered)
        window.widget.addAction(self.previous)
        self._add_to_file_menu()

    def _add_to_file_menu(self) -> None:
        menu = self._window.actions_.samples_menu.menuAction()
        file_menu = self._window.actions_.file_menu
        actions = file_menu.actions()
        before = actions[actions.index(menu) + 1] if menu in actions[:-1] else None
        file_menu.insertSeparator(before) if before is not None else file_menu.addSeparator()
        file_menu.insertActions(before, [self.games, self.previous])  # type: ignore[arg-type]
        file_menu.insertMenu(before, self.recent_menu)  # type: ignore[arg-type]

    def show_games(self) -> GamesDialog:
        """The Games window (non-modal), refreshed."""
        self.library.save_now(final=True)  # the game on screen shows as it stands
        if self.dialog is None:
            actions = self._window.actions_
            starts = (actions.new, actions.samples_menu)
            self.dialog = GamesDialog(self.library, self._window.widget, starts)
            self.dialog.print_asked.connect(self._on_dialog_print_asked)
        self.dialog.refresh()
        self.dialog.show()
        self.dialog.raise_()
        self.dialog.activateWindow()
        return self.dialog

    def _on_dialog_print_asked(self) -> None:
        self.print_asked.emit(SELECTED)

    def _on_games_triggered(self) -> None:
        self.show_games()

    def _on_previous_triggered(self) -> None:
        self.library.open_previous()

    def _on_recent_menu_about_to_show(self) -> None:
        menu = self.recent_menu
        menu.clear()
        games, _ = self.library.games(limit=RECENT_GAMES + 1)
        current = self.library.current
        for record in games[:RECENT_GAMES]:
            if current is not None and record.id == current.id:
                continue
            text = (
                self.tr("%1 %2 x %3 - %4")
                .replace("%1", type_title(record.type_name))
                .replace("%2", str(record.cols))
                .replace("%3", str(record.rows))
                .replace("%4", format_time(record.elapsed_ms))
            )
            menu.addAction(text).setData(record.id)
        if menu.isEmpty():
            menu.addAction(self.tr("(none)")).setEnabled(False)

    def _on_recent_menu_triggered(self, action: Any) -> None:
        data = action.data()
        if isinstance(data, int):
            self.library.open_game(data)

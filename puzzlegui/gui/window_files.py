"""The main window's file commands: open, save, recent files, samples, drag and drop.

A mixin of PlayerWindow, kept apart so the window's module stays about its layout and game.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QDragEnterEvent, QDropEvent

from puzzlegui.core.formats.loader import Board, json_text
from puzzlegui.core.model import BoardFormatError

from . import sample_menu
from .dialogs import prompts
from .files import BOARDS, bundled_boards, load_board, write_atomically

if TYPE_CHECKING:
    from .main_window import PlayerWindow

    _Base = PlayerWindow
else:
    _Base = object

translate = QCoreApplication.translate
"""These commands are a mixin, not a QObject, so `self.tr` would look their texts up under the
window's class: they name their own context (FileCommands) instead."""


class FileCommands(_Base):
    """Open, save, recent files, samples and dropped files for PlayerWindow."""

    def open_path(self, path: Path, remember: bool = True) -> bool:
        """Open a board file; a bad one is reported and the current game stays. The file goes
        into Open Recent unless `remember` is False (Open Sample has its own menu)."""
        try:
            board = load_board(path)
        except BoardFormatError as err:
            prompts.show_error(self, translate("FileCommands", "Cannot open the board"), str(err))
            return False
        path = path.resolve()
        self.open_board(board, path)
        if remember:
            self.preferences.add_recent(path)
        return True

    def resume_saved(self) -> bool:
        """Resume the last unsolved game of the library, if there is one."""
        if not self.library.resume_last():
            return False
        self._show_status()
        return True

    def save_to(self, path: Path) -> bool:
        """Write the board with the player's progress (JSON for .json, else our text)."""
        session = self.session
        if session is None:
            return False
        if path.suffix.lower() == ".json":
            text = json_text(Board(session.kind, session.puzzle, session.state))
        else:
            text = session.text()
        if not write_atomically(path, text.encode("utf-8")):
            prompts.show_error(
                self,
                translate("FileCommands", "Cannot save"),
                translate("FileCommands", "Cannot write %1").replace("%1", str(path)),
            )
            return False
        session.path = path
        session.undo_stack.setClean()
        self.preferences.add_recent(path)
        self.setWindowTitle(f"{session.kind.title} - {path.name}")
        self.side_panel.show_session(session, path.name)
        self.statusBar().showMessage(
            translate("FileCommands", "Saved %1").replace("%1", str(path)), 4000
        )
        return True

    def _on_open_triggered(self) -> None:
        path = prompts.ask_open_path(self, self.preferences.last_folder)
        if path is not None:
            self.open_path(path)

    def _on_save_triggered(self) -> None:
        session = self.session
        if session is None:
            return
        path = session.path
        if path is None or path.suffix.lower() not in (".txt", ".json") or _is_sample(path):
            self._on_save_as_triggered()
        else:
            self.save_to(path)

    def _on_save_as_triggered(self) -> None:
        session = self.session
        if session is None:
            return
        name = session.path.name if session.path else f"{session.kind.name}.txt"
        folder = self.preferences.last_folder or str(Path.home())
        path = prompts.ask_save_path(self, str(Path(folder) / name))
        if path is not None:
            self.save_to(path)

    def _on_recent_menu_about_to_show(self) -> None:
        menu = self.actions_.recent_menu
        menu.clear()
        for text in self.preferences.recent_files():
            menu.addAction(Path(text).name).setData(text)
        if menu.isEmpty():
            menu.addAction(translate("FileCommands", "(none)")).setEnabled(False)

    def _on_samples_menu_about_to_show(self) -> None:
        sample_menu.fill(self.actions_.samples_menu, bundled_boards())

    def _on_file_menu_triggered(self, action: Any) -> None:
        data = action.data()
        if isinstance(data, str) and data:
            self.open_path(Path(data))

    def _on_samples_menu_triggered(self, action: Any) -> None:
        data = action.data()
        if isinstance(data, str) and data:
            self.open_path(Path(data), remember=False)

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if any(url.isLocalFile() for url in event.mimeData().urls()):
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:
        files = [url.toLocalFile() for url in event.mimeData().urls() if url.isLocalFile()]
        if files:
            event.acceptProposedAction()
            self.open_path(Path(files[0]))


def _is_sample(path: Path) -> bool:
    try:
        return path.resolve().is_relative_to(BOARDS.resolve())
    except OSError:
        return False

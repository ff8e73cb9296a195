"""The window's file commands: open, save, recent files, samples, and files dropped on it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtGui import QDragEnterEvent, QDropEvent

from puzzlegui.core.formats.loader import Board, json_text
from puzzlegui.core.model import BoardFormatError

from . import folders, message, sample_menu
from .app import BOARDS
from .dialogs import prompts
from .files import bundled_boards, load_board, write_atomically
from .window_part import WindowHost, WindowPart

BOARD_SUFFIXES = (".puzzle", ".txt", ".json")
"""The board files Save writes back in place (.puzzle is the board type's own extension);
any other file (a URL's, a sample's, `board.hashi`) is saved with Save As."""


class FileCommands(WindowPart):
    """Open, save, recent files, samples and dropped files for one window."""

    def __init__(self, window: WindowHost) -> None:
        super().__init__(window)
        a = window.actions_
        a.open.triggered.connect(self._on_open_triggered)
        a.save.triggered.connect(self._on_save_triggered)
        a.save_as.triggered.connect(self._on_save_as_triggered)
        a.recent_menu.aboutToShow.connect(self._on_recent_menu_about_to_show)
        a.recent_menu.triggered.connect(self._on_recent_menu_triggered)
        a.samples_menu.aboutToShow.connect(self._on_samples_menu_about_to_show)
        a.samples_menu.triggered.connect(self._on_samples_menu_triggered)

    def open_path(self, path: Path, remember: bool = True) -> bool:
        """Open a board file; a bad one is reported and the current game stays. The file goes
        into Open Recent unless `remember` is False (Open Sample has its own menu)."""
        try:
            board = load_board(path)
        except BoardFormatError as err:
            message.error(self, self.tr("Cannot open the board"), str(err))
            return False
        path = path.resolve()
        self._window.open_board(board, path)
        if remember:
            self._window.preferences.add_recent(path)
        return True

    def save_to(self, path: Path) -> bool:
        """Write the board with the player's progress (JSON for .json, else our text)."""
        window = self._window
        session = window.session
        if session is None:
            return False
        if path.suffix.lower() == ".json":
            text = json_text(Board(session.ptype, session.puzzle, session.state))
        else:
            text = session.text()
        if not write_atomically(path, text.encode("utf-8")):
            message.error(
                self,
                self.tr("Cannot save"),
                self.tr("Cannot write %1").replace("%1", str(path)),
            )
            return False
        session.path = path
        session.undo_stack.setClean()
        window.preferences.add_recent(path)
        window.widget.setWindowTitle(f"{session.ptype.title} - {path.name}")
        window.side_panel.show_session(session, path.name)
        message.info(self, self.tr("Saved %1").replace("%1", str(path)), 4000)
        return True

    def _on_open_triggered(self) -> None:
        path = prompts.ask_open_path(self._window.widget, self._window.preferences.last_folder)
        if path is not None:
            self.open_path(path)

    def _on_save_triggered(self) -> None:
        session = self._window.session
        if session is None:
            return
        path = session.path
        if path is None or path.suffix.lower() not in BOARD_SUFFIXES or _is_sample(path):
            self._on_save_as_triggered()
        else:
            self.save_to(path)

    def _on_save_as_triggered(self) -> None:
        session = self._window.session
        if session is None:
            return
        name = session.path.name if session.path else f"{session.ptype.name}.puzzle"
        # Not into a sample's folder (the program's own): the player's Documents instead.
        folder = folders.start_folder(self._window.preferences.last_folder)
        path = prompts.ask_save_path(self._window.widget, str(folder / name))
        if path is not None:
            self.save_to(path)

    def _on_recent_menu_about_to_show(self) -> None:
        menu = self._window.actions_.recent_menu
        menu.clear()
        for text in self._window.preferences.recent_files():
            menu.addAction(Path(text).name).setData(text)
        if menu.isEmpty():
            menu.addAction(self.tr("(none)")).setEnabled(False)

    def _on_samples_menu_about_to_show(self) -> None:
        sample_menu.fill(self._window.actions_.samples_menu, bundled_boards())

    def _on_recent_menu_triggered(self, action: Any) -> None:
        data = action.data()
        if isinstance(data, str) and data:
            self.open_path(Path(data))

    def _on_samples_menu_triggered(self, action: Any) -> None:
        data = action.data()
        if isinstance(data, str) and data:
            self.open_path(Path(data), remember=False)

    def drag_entered(self, event: QDragEnterEvent) -> None:
        """A drag over the window: taken when it carries a local file."""
        if any(url.isLocalFile() for url in event.mimeData().urls()):
            event.acceptProposedAction()

    def dropped(self, event: QDropEvent) -> None:
        """Files dropped on the window: the first one is opened."""
        files = [url.toLocalFile() for url in event.mimeData().urls() if url.isLocalFile()]
        if files:
            event.acceptProposedAction()
            self.open_path(Path(files[0]))


def _is_sample(path: Path) -> bool:
    try:
        return path.resolve().is_relative_to(BOARDS.resolve())
    except OSError:
        return False

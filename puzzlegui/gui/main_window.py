"""The player's main window: the board in the middle, the side panel, menus and toolbar.

It owns one GameSession at a time; opening a board replaces the session and its view.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QTimer
from PySide6.QtGui import QCloseEvent, QHideEvent, QShowEvent
from PySide6.QtWidgets import QHBoxLayout, QMainWindow, QWidget

from puzzlegui.core.formats.loader import Board
from puzzlegui.core.model import PuzzleType

from .boards import BoardView, view_for
from .session import GameSession
from .side_panel import SidePanelView


class PlayerWindow(QMainWindow):
    """The main window of the player."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session: GameSession | None = None
        self.board_view: BoardView | None = None
        self.side_panel = SidePanelView()
        self._central = QWidget()
        self._layout = QHBoxLayout(self._central)
        self._layout.addWidget(self.side_panel)
        self.setCentralWidget(self._central)
        self._clock = QTimer(self)
        self._clock.setInterval(500)
        self._clock.timeout.connect(self._on_clock_timeout)
        self.setWindowTitle(self.tr("puzzlegui"))
        self.resize(900, 640)

    # -- games --------------------------------------------------------------------------------
    def open_board(self, board: Board, path: Path | None = None) -> GameSession:
        """Start playing a board: a new session and view replace the old ones."""
        return self.start_game(board.kind, board.puzzle, board.state, path)

    def start_game(
        self, kind: PuzzleType, puzzle: Any, state: Any = None, path: Path | None = None
    ) -> GameSession:
        """Start playing `puzzle` from `state` (an empty board when None)."""
        old_session, old_view = self.session, self.board_view
        session = GameSession(kind, puzzle, state, path, self)
        view = view_for(session)
        self.session, self.board_view = session, view
        session.changed.connect(self._on_session_changed)
        session.completed.connect(self._on_session_completed)
        self._layout.insertWidget(0, view, 1)
        if old_view is not None:
            old_view.setParent(None)
            old_view.deleteLater()
        if old_session is not None:
            old_session.pause()
            old_session.deleteLater()
        self.side_panel.show_session(session, path.name if path else "")
        self._show_status()
        self.setWindowTitle(f"{kind.title} - {path.name}" if path else kind.title)
        if self.isVisible():
            session.resume()
        view.setFocus()
        return session

    # -- slots ------------------------------------------------------------------------------------
    def _on_session_changed(self) -> None:
        self._show_status()

    def _on_session_completed(self) -> None:
        self._show_status()

    def _on_clock_timeout(self) -> None:
        if self.session is not None:
            self.side_panel.show_time(self.session.elapsed_ms())

    def _show_status(self) -> None:
        session = self.session
        if session is None:
            return
        if session.solved:
            text = self.tr("Solved!")
        elif session.violations:
            text = session.violations[0].message
        else:
            text = self.tr("No mistakes so far.")
        self.side_panel.show_status(text)
        self.side_panel.show_time(session.elapsed_ms())

    # -- Qt events ---------------------------------------------------------------------------------
    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self.session is not None:
            self.session.resume()
        self._clock.start()

    def hideEvent(self, event: QHideEvent) -> None:
        super().hideEvent(event)
        if self.session is not None:
            self.session.pause()
        self._clock.stop()

    def closeEvent(self, event: QCloseEvent) -> None:
        self._clock.stop()
        super().closeEvent(event)

"""WindowPart: a piece of the main window's behaviour (its actions, menus, library commands...),
a child QObject of the window that reaches it through Qt's parent link, as a WindowHost.

WindowHost is all a part may use of the window: the game being played and its board view, the
pieces every part shares (preferences, side panel, actions, jobs) and starting a game. It names
no part: parts tell each other things by signals that the window connects (main_window.py), and
say things to the player through message.py. So no part imports main_window, and
tests/gui/test_window_wiring.py keeps it so.

Not through a Python attribute back to the window: that made a reference cycle, window to part
to window, so a closed window was freed only by Python's cyclic garbage collector. The collector
empties the Python side of every widget in the cycle, in no particular order, and only then lets
Qt delete them: their event handlers ran with their attributes gone (AttributeError in a full
test run) or crashed the process. Without the cycle, the window goes when its last reference
does, whole. tests/gui/test_window_lifetime.py holds every window and dialog to that.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol, cast

from PySide6.QtCore import QObject, SignalInstance
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMainWindow

from .actions import PlayerActions, Shortcut, new_action

if TYPE_CHECKING:
    from puzzlegui.core.formats.loader import Board
    from puzzlegui.core.model import AnyPuzzleType
    from puzzlegui.library.records import Source

    from .boards import AnyBoardView
    from .jobs import JobRunner
    from .preferences import Preferences
    from .session import GameSession
    from .side_panel import SidePanelView
    from .status_line import StatusLine


class WindowHost(Protocol):
    """The main window as its parts see it (PlayerWindow is the one that is)."""

    @property
    def widget(self) -> QMainWindow:
        """The window as a widget: the parent of the parts' actions, menus and dialogs."""

    @property
    def game_started(self) -> SignalInstance:
        """A new game is on the board (`session` and `board_view` are its)."""

    @property
    def game_paused(self) -> SignalInstance:
        """The game stands still: the window was hidden, minimized or closed."""

    @property
    def session(self) -> GameSession | None:
        """The game being played."""

    @property
    def board_view(self) -> AnyBoardView | None:
        """The game's board view."""

    @property
    def preferences(self) -> Preferences:
        """The player's preferences."""

    @property
    def side_panel(self) -> SidePanelView:
        """The panel beside the board."""

    @property
    def status_line(self) -> StatusLine:
        """The status bar (what it says comes through message.py)."""

    @property
    def actions_(self) -> PlayerActions:
        """The window's actions and the menus parts put theirs in."""

    @property
    def jobs(self) -> JobRunner:
        """The player's own jobs."""

    @property
    def autosave_enabled(self) -> bool:
        """False in tests that play without recording games in the library."""

    def start_game(
        self,
        ptype: AnyPuzzleType,
        puzzle: Any,
        state: Any = None,
        path: Path | None = None,
        elapsed_ms: int = 0,
        source: Source | None = None,
    ) -> GameSession:
        """Start playing `puzzle`, or resume its recorded game."""

    def open_board(
        self, board: Board, path: Path | None = None, source: Source | None = None
    ) -> GameSession:
        """Start playing a board read from a file, a URL or an ID."""

    def show_status(self) -> None:
        """The side panel's status sentence and clock, for the game as it is."""


class WindowPart(QObject):
    """A child of the main window that reaches it as `self._window`."""

    def __init__(self, window: WindowHost) -> None:
        super().__init__(window.widget)

    @property
    def _window(self) -> WindowHost:
        return cast("WindowHost", self.parent())

    def _action(
        self, text: str, slot: Callable[[], None], shortcut: Shortcut | None = None
    ) -> QAction:
        """An action of the window that calls `slot` when triggered."""
        action = new_action(self._window.widget, text, shortcut)
        action.triggered.connect(slot)
        return action

    def _toggle(
        self,
        text: str,
        slot: Callable[[bool], None],
        checked: bool,
        shortcut: Shortcut | None = None,
    ) -> QAction:
        """A checkable action of the window, checked as `checked`; `slot` hears each change."""
        action = new_action(self._window.widget, text, shortcut)
        action.setCheckable(True)
        action.setChecked(checked)
        action.toggled.connect(slot)
        return action

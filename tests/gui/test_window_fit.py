"""Any window size: at 420 x 320 the board keeps at least 70 % of the short side, the side panel
goes narrow with its rules folded, and no label is cut (what does not fit scrolls)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from puzzlegui.gui.main_window import PlayerWindow

from .helpers import grab, open_window, view_of
from .test_play import TYPES, first_board


def settle(qtbot: QtBot, window: PlayerWindow, width: int, height: int) -> None:
    window.resize(width, height)
    qtbot.waitUntil(lambda: window.size().width() == width)
    toolbar = window.actions_.toolbar
    below = (toolbar.geometry() if toolbar.isVisible() else window.menuBar().geometry()).bottom()
    qtbot.waitUntil(lambda: window.centralWidget().geometry().top() == below + 1)
    window.centralWidget().layout().activate()
    window.side_panel.layout().activate()


def uncut(label: QLabel) -> bool:
    """A label shows its whole text: it wraps, or its one line fits."""
    if not label.isVisibleTo(label.window()) or not label.text():
        return True
    if label.wordWrap():
        return label.heightForWidth(label.width()) <= max(label.height(), label.sizeHint().height())
    return label.sizeHint().width() <= label.width()


@pytest.mark.slow
@pytest.mark.parametrize("name", TYPES)
def test_a_small_window_keeps_the_board_big_and_the_text_whole(
    qtbot: QtBot, name: str, artifacts: Path
) -> None:
    window = open_window(qtbot, first_board(name))
    settle(qtbot, window, 420, 320)
    assert window.fit.compact
    assert not window.actions_.toolbar.isVisible()
    view = view_of(window)
    board = view.board_rect()
    assert min(board.width(), board.height()) >= 0.7 * 320, board
    assert view.mapTo(window, board.bottomRight().toPoint()).x() <= 420
    panel = window.side_panel
    assert not panel.rules_label.isVisibleTo(window)
    panel.details_button.click()
    assert panel.rules_label.isVisibleTo(window)
    labels = panel.findChildren(QLabel)
    qtbot.waitUntil(lambda: all(uncut(label) for label in labels))  # once laid out again
    grab(view, artifacts / f"small-{name}.png")
    window.grab().save(str(artifacts / f"small-window-{name}.png"))


def test_a_roomy_window_is_as_before(qtbot: QtBot) -> None:
    window = open_window(qtbot, first_board("nurikabe"))
    settle(qtbot, window, 420, 320)
    settle(qtbot, window, 960, 680)
    assert not window.fit.compact
    assert window.actions_.toolbar.isVisible()
    assert window.side_panel.rules_label.isVisibleTo(window)
    assert not window.side_panel.details_button.isVisibleTo(window)


def test_the_first_window_fits_a_small_screen(qtbot: QtBot) -> None:
    window = PlayerWindow()  # no saved geometry: the settings are the test's own
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    room = window.screen().availableGeometry()  # the offscreen screen: 800 x 800
    assert room.width() < 960
    assert window.width() <= room.width() * 0.9
    assert window.height() <= room.height() * 0.9

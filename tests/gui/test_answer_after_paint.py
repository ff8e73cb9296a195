"""The background solve that lets hints spot mistakes waits for the board's first paint (it
shares the interpreter with the painting), and still comes for a window never shown."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from puzzlegui.gui import window_hint
from puzzlegui.gui.main_window import PlayerWindow

from .helpers import BOARDS

BOARD = BOARDS / "shikaku" / "01-easy-7x7.puzzle"


def a_window(qtbot: QtBot) -> PlayerWindow:
    window = PlayerWindow()  # its game's answers start empty (GameSession.answers)
    window.autosave_enabled = False
    qtbot.addWidget(window)
    return window


def test_the_answer_is_sought_once_the_board_is_painted(qtbot: QtBot) -> None:
    window = a_window(qtbot)
    window.resize(900, 640)
    window.show()
    qtbot.waitExposed(window)
    assert window.files.open_path(BOARD)
    view, session = window.board_view, window.session
    assert view is not None
    assert session is not None
    assert not view.has_painted
    assert window.hints.answer_timer.remainingTime() > 0  # waiting for the paint, not started
    assert window.hints.background_jobs.running_kinds() == []
    qtbot.waitUntil(lambda: view.has_painted)
    qtbot.waitUntil(lambda: session.solution is not None)


@pytest.mark.slow
def test_a_window_never_shown_still_gets_its_answer(qtbot: QtBot) -> None:
    window = a_window(qtbot)
    assert window.files.open_path(BOARD)
    session = window.session
    assert session is not None
    qtbot.waitUntil(
        lambda: session.solution is not None, timeout=window_hint.ANSWER_UNPAINTED_MS * 10
    )
    assert window.board_view is not None
    assert not window.board_view.has_painted

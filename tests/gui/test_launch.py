"""The player opens a board and paints it."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QColor
from pytestqt.qtbot import QtBot

from puzzlegui.gui.launch import build_window

from .stub import STUB


def is_red(colour: QColor) -> bool:
    return colour.red() > colour.green() + 50 and colour.red() > colour.blue() + 50


def test_window_paints_a_board_and_its_violation(qtbot: QtBot, artifacts: Path) -> None:
    window = build_window(None)
    qtbot.addWidget(window)
    puzzle, _ = STUB.parse("")
    session = window.start_game(STUB, puzzle)  # type: ignore[arg-type]
    window.show()
    qtbot.waitExposed(window)
    view = window.board_view
    assert view is not None
    with qtbot.waitSignal(session.changed):
        session.apply((0, 0))
    image = view.grab().toImage()
    image.save(str(artifacts / "launch-stub.png"))
    ratio = image.devicePixelRatio()
    red = image.pixelColor((view.cell_center((0, 0)) * ratio).toPoint())
    blank = image.pixelColor((view.cell_center((1, 2)) * ratio).toPoint())
    assert is_red(red), red.name()
    assert not is_red(blank), blank.name()
    assert blank == view.colours.background

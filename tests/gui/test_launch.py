"""The player opens a board and paints it."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QColor
from pytestqt.qtbot import QtBot

from puzzlegui.gui.boards import VIEWS
from puzzlegui.gui.launch import build_window

from .helpers import ROOT
from .processes import private_env
from .stub import STUB, StubBoardView


def is_red(colour: QColor) -> bool:
    return colour.red() > colour.green() + 50 and colour.red() > colour.blue() + 50


def test_window_paints_a_board_and_its_violation(
    qtbot: QtBot, artifacts: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(VIEWS, STUB.name, StubBoardView)
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


@pytest.mark.slow
def test_python_m_puzzlegui_paints_a_board_and_reports_the_time(tmp_path: Path) -> None:
    env = private_env(tmp_path)
    board = ROOT / "boards" / "logi5" / "01-easy-5x5.puzzle"
    done = subprocess.run(
        [sys.executable, "-m", "puzzlegui", "--startup-time", str(board)],
        env=env,
        capture_output=True,
        text=True,
        timeout=30,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert "first board painted" in done.stdout

"""Playing Logi-5 on the real board view, with the mouse and with the keyboard alone."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from puzzlegui.core.latin import SetDigit

from .helpers import (
    BOARDS,
    click,
    colour_at,
    grab,
    is_red,
    playing,
    solution_moves,
    view_of,
)

BOARD = BOARDS / "logi5" / "01-easy-5x5.puzzle"
DIGIT_KEYS = [
    Qt.Key.Key_0,
    Qt.Key.Key_1,
    Qt.Key.Key_2,
    Qt.Key.Key_3,
    Qt.Key.Key_4,
    Qt.Key.Key_5,
    Qt.Key.Key_6,
    Qt.Key.Key_7,
    Qt.Key.Key_8,
    Qt.Key.Key_9,
]


def test_play_to_completion_with_the_mouse(qtbot: QtBot, artifacts: Path) -> None:
    window, session = playing(qtbot, BOARD)
    view = view_of(window)
    grab(view, artifacts / "logi5-new.png")
    moves = solution_moves(window)
    assert all(isinstance(m, SetDigit) for m in moves)
    for move in moves[:-1]:
        click(qtbot, view, view.cell_center(move.cell))
        qtbot.keyClick(view, DIGIT_KEYS[move.digit])
    last = moves[-1]
    click(qtbot, view, view.cell_center(last.cell))
    with qtbot.waitSignal(session.completed, timeout=2000):
        qtbot.keyClick(view, DIGIT_KEYS[last.digit])
    assert session.solved
    grab(view, artifacts / "logi5-solved.png")
    assert "Solved" in window.side_panel.status_label.text()


def test_a_repeat_is_red_and_undo_redo_work(qtbot: QtBot, artifacts: Path) -> None:
    window, session = playing(qtbot, BOARD)
    view = view_of(window)
    given = session.state.digit((0, 1))
    click(qtbot, view, view.cell_center((0, 0)))
    qtbot.keyClick(view, DIGIT_KEYS[given])
    image = grab(view, artifacts / "logi5-error.png")
    for cell in [(0, 0), (0, 1)]:
        assert is_red(colour_at(image, view, view.cell_center(cell))), cell
    assert not is_red(colour_at(image, view, view.cell_center((4, 4))))
    qtbot.keyClick(view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert session.state.digit((0, 0)) == 0
    window.actions_.redo.trigger()
    assert session.state.digit((0, 0)) == given


def test_keyboard_only_play(qtbot: QtBot) -> None:
    window, session = playing(qtbot, BOARD)
    view = view_of(window)
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Up)  # the cursor starts at the top-left
    at = [0, 0]
    qtbot.keyClick(view, Qt.Key.Key_Left)
    moves = solution_moves(window)
    for number, move in enumerate(moves):
        row, col = move.cell
        while at[0] != row:
            qtbot.keyClick(view, Qt.Key.Key_Down if row > at[0] else Qt.Key.Key_Up)
            at[0] += 1 if row > at[0] else -1
        while at[1] != col:
            qtbot.keyClick(view, Qt.Key.Key_Right if col > at[1] else Qt.Key.Key_Left)
            at[1] += 1 if col > at[1] else -1
        if number == 0:  # a pencil mark first, then the digit replaces it
            qtbot.keyClick(view, Qt.Key.Key_P)
            qtbot.keyClick(view, DIGIT_KEYS[move.digit])
            assert session.state.candidates(move.cell) == (move.digit,)
            qtbot.keyClick(view, Qt.Key.Key_P)
        if number == len(moves) - 1:
            with qtbot.waitSignal(session.completed, timeout=2000):
                qtbot.keyClick(view, DIGIT_KEYS[move.digit])
        else:
            qtbot.keyClick(view, DIGIT_KEYS[move.digit])
    assert session.solved

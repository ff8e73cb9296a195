"""Every type played to completion from the keyboard alone: arrows move the cursor; digits,
Space, D and Shift+arrows make the moves."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from puzzlegui.gui.boards import BoardView

from .helpers import solution_moves
from .test_play import DIGIT_KEYS, TYPES, playing_first

STEP_KEYS = {
    (0, 1): Qt.Key.Key_Right,
    (0, -1): Qt.Key.Key_Left,
    (1, 0): Qt.Key.Key_Down,
    (-1, 0): Qt.Key.Key_Up,
}


def go_to(qtbot: QtBot, view: BoardView, cell: tuple[int, int]) -> None:
    """Move the cursor with the arrow keys."""
    while view.cursor_cell != cell:
        row, col = view.cursor_cell
        if row != cell[0]:
            step = (1 if cell[0] > row else -1, 0)
        else:
            step = (0, 1 if cell[1] > col else -1)
        qtbot.keyClick(view, STEP_KEYS[step])


def type_move(qtbot: QtBot, view: BoardView, name: str, move: Any) -> None:
    """Make one move from the keyboard."""
    if name in ("calcudoku", "logi5"):
        go_to(qtbot, view, move.cell)
        qtbot.keyClick(view, DIGIT_KEYS[move.digit])
    elif name == "shikaku":
        rect = move.rect
        go_to(qtbot, view, (rect.row, rect.col))
        qtbot.keyClick(view, Qt.Key.Key_Space)
        go_to(qtbot, view, (rect.row + rect.height - 1, rect.col + rect.width - 1))
        qtbot.keyClick(view, Qt.Key.Key_Space)
    elif name == "hashi":
        go_to(qtbot, view, move.a)
        direction = (
            (move.b[0] > move.a[0]) - (move.b[0] < move.a[0]),
            (move.b[1] > move.a[1]) - (move.b[1] < move.a[1]),
        )
        for _ in range(move.count):
            qtbot.keyClick(view, STEP_KEYS[direction], Qt.KeyboardModifier.ShiftModifier)
    elif name == "nurikabe":
        go_to(qtbot, view, move.cell)
        qtbot.keyClick(view, Qt.Key.Key_D if str(move).endswith("+") else Qt.Key.Key_Space)


@pytest.mark.slow
@pytest.mark.parametrize("name", TYPES)
def test_keyboard_only_play(qtbot: QtBot, name: str) -> None:
    window, session, view = playing_first(qtbot, name)
    view.setFocus()
    with qtbot.waitSignal(session.completed, timeout=5000):
        for move in solution_moves(window):
            type_move(qtbot, view, name, move)
    assert session.solved

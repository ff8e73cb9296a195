"""GameSession: moves on an undo stack, gestures as one step, refusals, the solved lock."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from puzzlegui.gui.files import load_board
from puzzlegui.gui.session import GameSession

from .helpers import BOARDS


def new_session() -> GameSession:
    board = load_board(BOARDS / "calcudoku" / "01-easy-3x3.puzzle")
    return GameSession(board.ptype, board.puzzle, board.state)


def test_a_gesture_is_one_undo_step_and_an_empty_one_is_none(qtbot: QtBot) -> None:
    session = new_session()
    session.begin_gesture()
    session.end_gesture()
    assert session.undo_stack.count() == 0
    session.begin_gesture()
    session.apply_text("r1c1=1")
    session.apply_text("r1c2=2")
    session.end_gesture()
    assert session.undo_stack.count() == 1
    session.undo()
    assert session.moves() == []
    session.redo()
    assert session.moves() == ["r1c1=1", "r1c2=2"]


def test_a_refused_move_says_why_and_changes_nothing(qtbot: QtBot) -> None:
    session = new_session()
    with qtbot.waitSignal(session.move_refused) as blocker:
        assert not session.apply_text("r9c9=1")
    assert blocker.args
    assert session.undo_stack.count() == 0


def test_a_solved_board_stays_solved_until_restart(qtbot: QtBot) -> None:
    session = new_session()
    solution = session.ptype.solve(session.puzzle).solution
    moves = session.ptype.moves_to(session.puzzle, solution)
    with qtbot.waitSignal(session.completed):
        for move in moves:
            session.apply(move)
    assert session.solved
    assert not session.running
    assert not session.apply_text("r1c1=0")
    session.undo()
    assert session.solved
    session.restart()
    assert not session.solved
    assert session.moves() == []
    session.undo()  # Restart is undoable: back to the solved board
    assert session.solved

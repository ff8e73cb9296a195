"""Fill All Candidates (M) and removing an entered digit's candidates, on the real boards: one
undo step each, only on the boards that have candidates."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tests.samples import sample_paths

from .helpers import click, grab, open_window, view_of

LATIN = ["calcudoku", "logi5"]


def first(name: str) -> Path:
    return sample_paths(name)[0]


@pytest.mark.parametrize("name", LATIN)
def test_m_fills_every_candidate_as_one_step(qtbot: QtBot, name: str, artifacts: Path) -> None:
    window = open_window(qtbot, first(name))
    session, view = window.session, view_of(window)
    assert session is not None
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)  # a window's shortcuts work while it is active
    fill = window.candidate_controls.fill
    assert fill.isEnabled()
    assert fill.shortcut().toString() == "M"
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_M)
    state = session.state
    empty = [i for i, d in enumerate(state.digits) if not d]
    assert empty
    assert all(state.marks[i] for i in empty)
    assert session.undo_stack.count() == 1
    grab(view, artifacts / f"candidates-{name}.png")
    window.actions_.undo.trigger()
    assert not any(session.state.marks)


@pytest.mark.parametrize("name", LATIN)
def test_entering_a_digit_can_remove_its_candidates(qtbot: QtBot, name: str) -> None:
    window = open_window(qtbot, first(name))
    session, view = window.session, view_of(window)
    assert session is not None
    remove = window.candidate_controls.remove
    remove.setChecked(True)
    assert window.preferences.remove_candidates
    window.candidate_controls.fill.trigger()
    cell = next(divmod(i, view.cols) for i, d in enumerate(session.state.digits) if not d)
    digit = session.state.candidates(cell)[0]
    row_mates = [(cell[0], c) for c in range(view.cols) if not session.state.digit((cell[0], c))]
    click(qtbot, view, view.cell_center(cell))
    steps = session.undo_stack.count()
    qtbot.keyClick(view, getattr(Qt.Key, f"Key_{digit}"))
    assert session.state.digit(cell) == digit
    assert all(digit not in session.state.candidates(c) for c in row_mates if c != cell)
    assert session.undo_stack.count() == steps + 1
    window.actions_.undo.trigger()
    assert session.state.digit(cell) == 0
    assert any(digit in session.state.candidates(c) for c in row_mates if c != cell)


def test_without_the_option_other_candidates_stay(qtbot: QtBot) -> None:
    window = open_window(qtbot, first("logi5"))
    session, view = window.session, view_of(window)
    assert session is not None
    assert not window.candidate_controls.remove.isChecked()
    window.candidate_controls.fill.trigger()
    before = session.state.marks
    cell = next(divmod(i, view.cols) for i, d in enumerate(session.state.digits) if not d)
    click(qtbot, view, view.cell_center(cell))
    qtbot.keyClick(view, getattr(Qt.Key, f"Key_{session.state.candidates(cell)[0]}"))
    index = cell[0] * view.cols + cell[1]
    assert [m for i, m in enumerate(session.state.marks) if i != index] == [
        m for i, m in enumerate(before) if i != index
    ]


@pytest.mark.slow
@pytest.mark.parametrize("name", ["hashi", "nurikabe", "shikaku"])
def test_boards_without_candidates_leave_m_alone(qtbot: QtBot, name: str) -> None:
    window = open_window(qtbot, first(name))
    assert not window.candidate_controls.fill.isEnabled()
    assert not window.candidate_controls.remove.isEnabled()

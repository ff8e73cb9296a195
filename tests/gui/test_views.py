"""What each board does with the mouse, beyond playing a solution: cycling, marks, removing."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from puzzlegui.core import registry
from puzzlegui.gui.boards import VIEWS, BoardView

from .helpers import click, drag, open_window, view_of
from .test_play import first_board, toward


def test_hashi_drag_cycles_and_right_drag_marks(qtbot: QtBot) -> None:
    window = open_window(qtbot, first_board("hashi"))
    view = view_of(window)
    session = window.session
    assert session is not None
    a, neighbours = next(iter(view.neighbours.items()))
    b = next(iter(neighbours.values()))
    counts = []
    for _ in range(3):
        drag(qtbot, view, [view.cell_center(a), toward(view, a, b)])
        counts.append(session.state.count(a, b))
    assert counts == [1, 2, 0]
    drag(qtbot, view, [view.cell_center(a), toward(view, a, b)], Qt.MouseButton.RightButton)
    assert session.state.marked(a, b)
    click(qtbot, view, view.cell_center(a))  # a click without a drag changes nothing
    assert session.state.count(a, b) == 0


def test_shikaku_click_inside_removes_and_a_new_drag_replaces(qtbot: QtBot) -> None:
    window = open_window(qtbot, first_board("shikaku"))
    view = view_of(window)
    session = window.session
    assert session is not None
    drag(qtbot, view, [view.cell_center((0, 0)), view.cell_center((1, 1))])
    assert len(session.state.rects) == 1
    click(qtbot, view, view.cell_center((1, 0)))
    assert not session.state.rects
    drag(qtbot, view, [view.cell_center((0, 0)), view.cell_center((1, 1))])
    drag(qtbot, view, [view.cell_center((1, 1)), view.cell_center((2, 2))])  # overlaps the first
    assert [(r.row, r.col, r.height, r.width) for r in session.state.rects] == [(1, 1, 2, 2)]
    window.actions_.undo.trigger()  # the replacing drag is one step
    assert [(r.row, r.col, r.height, r.width) for r in session.state.rects] == [(0, 0, 2, 2)]


def test_nurikabe_clicks_cycle_and_a_drag_copies_the_first_cell(qtbot: QtBot) -> None:
    window = open_window(qtbot, first_board("nurikabe"))
    view = view_of(window)
    session = window.session
    assert session is not None
    clues = session.puzzle.clue_at
    row = next(r for r in range(view.rows) if not any((r, c) in clues for c in range(3)))
    cells = [(row, 0), (row, 1), (row, 2)]
    click(qtbot, view, view.cell_center(cells[0]))
    assert str(session.state.mark(cells[0]).symbol) == "x"
    click(qtbot, view, view.cell_center(cells[0]))
    assert str(session.state.mark(cells[0]).symbol) == "."
    click(qtbot, view, view.cell_center(cells[1]), Qt.MouseButton.RightButton)
    assert str(session.state.mark(cells[1]).symbol) == "+"
    drag(qtbot, view, [view.cell_center(c) for c in cells])  # the first becomes a wall: all do
    assert [session.state.mark(c).symbol for c in cells] == ["x", "x", "x"]
    drag(qtbot, view, [view.cell_center(c) for c in cells])  # now the first clears: all do
    assert [session.state.mark(c).symbol for c in cells] == [".", ".", "."]


def test_zoom_grows_the_board_past_the_window_and_fit_restores(qtbot: QtBot) -> None:
    window = open_window(qtbot, first_board("logi5"))
    view = view_of(window)
    fitted = view.cell_size
    for _ in range(4):
        window.actions_.zoom_in.trigger()
    qtbot.waitUntil(lambda: view.cell_size > fitted * 1.5)
    window.actions_.zoom_reset.trigger()
    qtbot.waitUntil(lambda: abs(view.cell_size - fitted) < 1)


def test_every_registered_view_says_its_own_controls() -> None:
    assert not hasattr(BoardView, "CONTROLS")  # declared only: no default for a view to inherit
    for name, view in VIEWS.items():
        assert "CONTROLS" in vars(view), name
        assert len(view.controls(registry.get(name))) > 40, name

"""Colour aids and the clock: finished Nurikabe islands shaded, the timer hidden, and Pause,
which stops the clock, hides the board and refuses moves until it is pressed again."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPointF, Qt
from pytestqt.qtbot import QtBot

from puzzlegui.core.nurikabe.complete import complete_islands
from puzzlegui.gui.main_window import PlayerWindow

from .helpers import click, colour_at, grab, open_window, solution_moves, view_of
from .test_play import first_board


def test_finished_islands_are_shaded_when_asked(qtbot: QtBot, artifacts: Path) -> None:
    window = open_window(qtbot, first_board("nurikabe"))
    session, view = window.session, view_of(window)
    assert session is not None
    walls = [m for m in solution_moves(window) if str(m).endswith("x")]
    assert session.apply_moves(walls[:-1], "most walls")
    islands = complete_islands(session.puzzle, session.state)
    assert islands
    cell = next(c for island in islands for c in island if c not in session.puzzle.clue_at)
    corner = (
        view.cell_rect(cell).topLeft()
        + (view.cell_rect(cell).center() - view.cell_rect(cell).topLeft()) / 3
    )
    plain = colour_at(grab(view), view, corner)
    window.view_options.shade_finished.trigger()
    assert window.preferences.shade_finished
    shaded = colour_at(grab(view, artifacts / "shaded-islands.png"), view, corner)
    assert plain == view.colours.background
    assert shaded == view.colours.finished()
    window.view_options.shade_finished.trigger()
    assert colour_at(grab(view), view, corner) == view.colours.background


def test_the_timer_can_be_hidden_and_stays_hidden(qtbot: QtBot) -> None:
    window = open_window(qtbot, first_board("hashi"))
    assert window.side_panel.time_label.isVisibleTo(window)
    window.view_options.show_timer.trigger()
    assert not window.side_panel.time_label.isVisibleTo(window)
    again = PlayerWindow()
    qtbot.addWidget(again)
    assert not again.view_options.show_timer.isChecked()
    assert not again.side_panel.time_label.isVisibleTo(again)


def test_pause_stops_the_clock_hides_the_board_and_refuses_moves(qtbot: QtBot) -> None:
    window = open_window(qtbot, first_board("nurikabe"))
    session, view = window.session, view_of(window)
    assert session is not None
    clue = next(iter(session.puzzle.clue_at))
    free = [
        (r, c) for r in range(view.rows) for c in range(view.cols)
        if (r, c) not in session.puzzle.clue_at
    ]  # fmt: skip
    click(qtbot, view, view.cell_center(free[0]))  # one move before the pause
    qtbot.waitUntil(lambda: session.elapsed_ms() > 0)
    window.view_options.pause.trigger()
    assert not session.running
    stopped, board = session.elapsed_ms(), session.state
    click(qtbot, view, view.cell_center(free[1]))
    qtbot.keyClick(view, Qt.Key.Key_Space)
    for action in (window.actions_.undo, window.actions_.restart, window.trial_controls.start):
        action.trigger()  # nothing changes the hidden board
    assert session.state == board
    assert session.undo_stack.count() == 1
    assert session.trial_depth == 0
    image = grab(view)
    assert colour_at(image, view, view.cell_center(clue)) == view.colours.background  # no clue
    window.hide()
    window.show()  # showing the window again does not end the pause
    qtbot.waitExposed(window)
    assert not session.running
    assert session.elapsed_ms() == stopped
    window.view_options.pause.trigger()
    assert session.running
    click(qtbot, view, view.cell_center(free[1]))
    assert session.undo_stack.count() == 2


def test_finished_rectangles_are_shaded_when_asked(qtbot: QtBot) -> None:
    window = open_window(qtbot, first_board("shikaku"))
    session, view = window.session, view_of(window)
    assert session is not None
    moves = solution_moves(window)
    assert session.apply_moves(moves[:2], "two rectangles")
    done = moves[0].rect
    inset = view.cell_size * 0.2  # inside the border, away from a clue's digits
    corner = view.cell_rect((done.row, done.col)).topLeft() + QPointF(inset, inset)
    assert colour_at(grab(view), view, corner) != view.colours.finished()
    window.view_options.shade_finished.trigger()
    assert done in view.finished_rects
    assert colour_at(grab(view), view, corner) == view.colours.finished()
    assert all(rect in view.finished_rects for rect in session.state.sorted_rects())
    window.actions_.undo.trigger()
    too_small = type(done)(done.row, done.col, 1, 1)
    session.apply(type(moves[0])(too_small))
    assert too_small not in view.finished_rects or done.area == 1


def test_a_hashi_island_is_marked_done_by_a_click_or_enter(qtbot: QtBot) -> None:
    window = open_window(qtbot, first_board("hashi"))
    session, view = window.session, view_of(window)
    assert session is not None
    island = next(iter(view.islands))  # type: ignore[attr-defined]
    index = session.puzzle.index[island]
    edge = view.cell_center(island) + QPointF(view.cell_size * 0.3, 0)
    before = colour_at(grab(view), view, edge)
    click(qtbot, view, view.cell_center(island))
    assert index in session.state.done
    assert session.undo_stack.count() == 1  # a move of the game, kept and undone like any other
    assert f"r{island[0] + 1}c{island[1] + 1}*" in session.moves()
    after = colour_at(grab(view), view, edge)
    assert before == view.colours.background
    assert after == view.colours.finished()
    window.actions_.undo.trigger()
    assert index not in session.state.done
    assert colour_at(grab(view), view, edge) == view.colours.background
    window.actions_.redo.trigger()
    assert index in session.state.done
    assert session.undo_stack.count() == 1


def test_enter_on_a_hashi_island_marks_it_done(qtbot: QtBot) -> None:
    window = open_window(qtbot, first_board("hashi"))
    session, view = window.session, view_of(window)
    assert session is not None
    island = next(iter(view.islands))  # type: ignore[attr-defined]
    click(qtbot, view, view.cell_center(island))  # the cursor goes there; marked done
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert session.state.done == frozenset()
    assert session.undo_stack.count() == 2

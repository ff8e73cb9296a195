"""Colour aids and the clock: finished Nurikabe islands shaded, the timer hidden, and Pause,
which stops the clock, hides the board and refuses moves until it is pressed again."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
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
    assert shaded == view.colours.tint(1)
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
    qtbot.waitUntil(lambda: session.elapsed_ms() > 0)
    window.view_options.pause.trigger()
    assert not session.running
    stopped = session.elapsed_ms()
    clue = next(iter(session.puzzle.clue_at))
    free = next(
        (r, c) for r in range(view.rows) for c in range(view.cols)
        if (r, c) not in session.puzzle.clue_at
    )  # fmt: skip
    click(qtbot, view, view.cell_center(free))
    qtbot.keyClick(view, Qt.Key.Key_Space)
    assert session.undo_stack.count() == 0
    image = grab(view)
    assert colour_at(image, view, view.cell_center(clue)) == view.colours.background  # no clue
    window.hide()
    window.show()  # showing the window again does not end the pause
    qtbot.waitExposed(window)
    assert not session.running
    assert session.elapsed_ms() == stopped
    window.view_options.pause.trigger()
    assert session.running
    click(qtbot, view, view.cell_center(free))
    assert session.undo_stack.count() == 1

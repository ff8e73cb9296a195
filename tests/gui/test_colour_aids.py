"""Colours chosen by the player: a digit key 1-6 colours the Shikaku rectangle or the Nurikabe
island under the cursor, the same key again (or 0) takes the colour away; each is a move, undone
and kept with the game's moves."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from pytestqt.qtbot import QtBot

from puzzlegui.core.nurikabe.puzzle import Mark, SetMark

from .helpers import colour_at, grab, open_window, solution_moves, view_of
from .test_play import first_board


def test_a_digit_colours_the_rectangle_under_the_cursor(qtbot: QtBot) -> None:
    window = open_window(qtbot, first_board("shikaku"))
    session, view = window.session, view_of(window)
    assert session is not None
    rect = solution_moves(window)[0].rect
    assert session.apply_moves(solution_moves(window)[:1], "one rectangle")
    inset = view.cell_size * 0.2  # inside the border, away from a clue's digits
    corner = view.cell_rect((rect.row, rect.col)).topLeft() + QPointF(inset, inset)
    before = colour_at(grab(view), view, corner)
    view.cursor_cell = (rect.row, rect.col)
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_2)
    assert session.state.colour_of(rect) == 2
    assert colour_at(grab(view), view, corner) == view.colours.painted(2)
    assert view.colours.painted(2) != before
    assert any(m.startswith("#") and m.endswith("=2") for m in session.moves())
    window.actions_.undo.trigger()
    assert session.state.colour_of(rect) == 0
    assert colour_at(grab(view), view, corner) == before
    window.actions_.redo.trigger()
    qtbot.keyClick(view, Qt.Key.Key_2)  # the same colour again: none
    assert session.state.colour_of(rect) == 0
    qtbot.keyClick(view, Qt.Key.Key_5)
    assert session.state.colour_of(rect) == 5
    qtbot.keyClick(view, Qt.Key.Key_0)
    assert session.state.colour_of(rect) == 0


def test_a_digit_colours_the_island_under_the_cursor(qtbot: QtBot) -> None:
    window = open_window(qtbot, first_board("nurikabe"))
    session, view = window.session, view_of(window)
    assert session is not None
    puzzle = session.puzzle
    clue = next(cell for cell, n in puzzle.clue_at.items() if n > 1)
    near = next(
        (clue[0] + dr, clue[1] + dc)
        for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0))
        if 0 <= clue[0] + dr < puzzle.rows
        and 0 <= clue[1] + dc < puzzle.cols
        and (clue[0] + dr, clue[1] + dc) not in puzzle.clue_at
    )
    assert session.apply(SetMark(near, Mark.DOT))
    view.cursor_cell = clue
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_3)
    painted = view.painted_colours  # type: ignore[attr-defined]
    assert painted[clue] == 3
    assert painted[near] == 3  # the colour spreads over the dotted island
    corner = view.cell_rect(near).topLeft() + QPointF(3, 3)
    assert colour_at(grab(view), view, corner) == view.colours.painted(3)
    assert any(m.endswith("#3") for m in session.moves())
    view.cursor_cell = near
    qtbot.keyClick(view, Qt.Key.Key_4)  # another colour for the same island: it replaces
    assert view.painted_colours == {clue: 4, near: 4}  # type: ignore[attr-defined]
    assert len(session.state.colours) == 1
    window.actions_.undo.trigger()
    assert view.painted_colours[near] == 3  # type: ignore[attr-defined]
    qtbot.keyClick(view, Qt.Key.Key_0)
    assert view.painted_colours == {}  # type: ignore[attr-defined]
    assert session.state.colours == frozenset()

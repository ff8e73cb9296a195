"""Trial mode on the real window: later moves show in violet, Accept keeps them and Discard
takes them back in one step, trials nest, undo works inside, and the trials can be saved as
moves and restored."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from puzzlegui.gui.main_window import PlayerWindow

from .helpers import click, colour_at, grab, open_window, solution_moves, view_of
from .test_play import TYPES, first_board


def trial_window(qtbot: QtBot, name: str) -> tuple[PlayerWindow, list]:  # type: ignore[type-arg]
    window = open_window(qtbot, first_board(name))
    return window, solution_moves(window)


def test_a_trial_shows_in_violet_and_is_discarded_in_one_step(
    qtbot: QtBot, artifacts: Path
) -> None:
    window, _ = trial_window(qtbot, "nurikabe")
    session, view, trial = window.session, view_of(window), window.trial_controls
    assert session is not None
    free = [
        (r, c) for r in range(view.rows) for c in range(view.cols)
        if (r, c) not in session.puzzle.clue_at
    ]  # fmt: skip
    click(qtbot, view, view.cell_center(free[0]))  # before the trial
    assert not trial.accept.isEnabled()
    trial.start.trigger()
    assert session.trial_depth == 1
    assert window.side_panel.trial_label.isVisibleTo(window)
    base = session.state
    click(qtbot, view, view.cell_center(free[1]))
    click(qtbot, view, view.cell_center(free[2]))
    assert view.trial_cells == {free[1], free[2]}
    image = grab(view, artifacts / "trial.png")
    plain, tried = (colour_at(image, view, view.cell_center(c)) for c in (free[0], free[1]))
    assert tried != plain
    steps = session.undo_stack.count()
    trial.discard.trigger()
    assert session.state == base
    assert session.trial_depth == 0
    assert view.trial_cells == set()
    assert session.undo_stack.count() == steps + 1
    window.actions_.undo.trigger()  # the whole trial comes back, still open
    assert session.trial_depth == 1
    assert view.trial_cells == {free[1], free[2]}


def test_trials_nest_accept_keeps_and_undo_works_inside(qtbot: QtBot) -> None:
    window, moves = trial_window(qtbot, "logi5")
    session, view, trial = window.session, view_of(window), window.trial_controls
    assert session is not None
    before = session.state
    trial.start.trigger()
    assert session.apply(moves[0])
    trial.start.trigger()
    assert session.trial_depth == 2
    assert session.apply(moves[1])
    assert view.trial_cells == {moves[1].cell}  # the inner trial's moves only
    window.actions_.undo.trigger()  # undo inside the inner trial
    assert session.trial_depth == 2
    assert session.apply(moves[1])
    trial.accept.trigger()
    assert session.trial_depth == 1
    assert view.trial_cells == {moves[0].cell, moves[1].cell}
    trial.discard.trigger()
    assert session.trial_depth == 0
    assert session.state == before
    for _ in range(6):
        window.actions_.undo.trigger()
    assert session.trial_depth == 0
    assert session.state == before


def test_open_trials_are_saved_as_moves_and_restored(qtbot: QtBot) -> None:
    window, moves = trial_window(qtbot, "calcudoku")
    session = window.session
    assert session is not None
    session.apply(moves[0])
    window.trial_controls.start.trigger()
    session.apply(moves[1])
    saved = session.trial_moves()
    assert saved == [[str(moves[0])]]
    other = PlayerWindow()
    qtbot.addWidget(other)
    other.start_game(session.ptype, session.puzzle, session.state)
    assert other.session is not None
    other.session.restore_trials(saved)
    assert other.session.trial_depth == 1
    assert view_of(other).trial_cells == {moves[1].cell}
    assert other.trial_controls.discard.isEnabled()


@pytest.mark.slow
@pytest.mark.parametrize("name", TYPES)
def test_every_type_paints_its_trial_moves(qtbot: QtBot, name: str) -> None:
    window, moves = trial_window(qtbot, name)
    session, view = window.session, view_of(window)
    assert session is not None
    window.trial_controls.start.trigger()
    assert session.apply(moves[0])
    assert view.trial_cells
    window.trial_controls.discard.trigger()
    assert session.state == session.ptype.new_state(session.puzzle)

"""The window's parts on the real window: a move cancels the hint still being looked for (its
result never shows), each job's result reaches the part that asked for it, and the live-errors
flag has one owner that the menu, the preferences and every board follow."""

from __future__ import annotations

import threading
from dataclasses import replace
from typing import Any

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from puzzlegui.core.model import Hint, HintAsk, SolveResult, SolveStatus
from puzzlegui.gui.dialogs import prompts
from puzzlegui.gui.dialogs.preferences import PreferencesDialog

from .helpers import BOARDS, click, open_window, playing, shown_hint, view_of

LOGI5 = BOARDS / "logi5" / "01-easy-5x5.puzzle"
CALCUDOKU = BOARDS / "calcudoku" / "02-easy-4x4.puzzle"


def test_a_move_made_while_a_hint_is_looked_for_cancels_it(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    window, session = playing(qtbot, LOGI5)
    ptype = session.ptype
    real_hint = ptype.hint
    asked, release = threading.Event(), threading.Event()
    heard_cancel: list[bool] = []

    def slow_hint(ask: HintAsk[Any, Any]) -> Hint | None:
        # Deaf to cancel until released, then a real hint for the board it was asked about:
        # only the window's cancel keeps it off the board. Only the window's own hint (its
        # game's answers) is followed: the difficulty's background walk asks for hints too.
        if ask.answers is not session.answers:
            return real_hint(ask)
        asked.set()
        release.wait(10)
        heard_cancel.append(ask.cancel is not None and ask.cancel.cancelled)
        return real_hint(replace(ask, cancel=None))

    monkeypatch.setitem(vars(ptype), "hint", slow_hint)
    window.actions_.hint.trigger()
    qtbot.waitUntil(asked.is_set)
    assert window.side_panel.stop_button.isVisibleTo(window)  # "Looking for the next step..."
    view = view_of(window)
    with qtbot.waitSignal(session.changed):
        click(qtbot, view, view.cell_center((0, 0)))
        qtbot.keyClick(view, Qt.Key.Key_1)
    assert not window.side_panel.hint_box.isVisibleTo(window)  # the move took the busy sign away
    with qtbot.waitSignal(window.jobs.job_cancelled, timeout=10000):
        release.set()
    qtbot.waitUntil(lambda: not window.jobs.busy)
    assert heard_cancel == [True]
    assert window.hints.hint is None
    assert view.highlights == ()
    assert not window.side_panel.hint_box.isVisibleTo(window)
    assert window.statusBar().currentMessage() == ""  # no hint sentence, no "ask again"


def test_a_hint_after_the_move_shows_as_usual(qtbot: QtBot) -> None:
    window = open_window(qtbot, LOGI5)
    view = view_of(window)
    click(qtbot, view, view.cell_center((0, 0)))
    qtbot.keyClick(view, Qt.Key.Key_1)
    shown_hint(qtbot, window, timeout=10000)  # asserts a hint is shown
    assert window.side_panel.hint_box.isVisibleTo(window)


def test_the_lab_and_a_hint_each_get_their_own_result(qtbot: QtBot) -> None:
    window = open_window(qtbot, LOGI5)
    window.actions_.solver_lab.trigger()
    lab = window.assist.lab_dialog
    assert lab is not None
    qtbot.addWidget(lab)
    with qtbot.waitSignal(
        window.jobs.busy_changed, check_params_cb=lambda busy: not busy, timeout=20000
    ):
        lab.run_button.click()  # on the "lab" channel
        window.actions_.hint.trigger()  # on the "board" channel, side by side
    assert lab.table.rowCount() == 1  # the lab's result in the lab's table
    assert window.hints.hint is not None  # the hint's result with the hint's owner
    assert window.side_panel.hint_box.isVisibleTo(window)
    assert lab.table.item(0, 2).text() == "solved"


def test_live_errors_have_one_owner_that_menu_preferences_and_board_follow(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = open_window(qtbot, LOGI5)
    assert window.view_options.live_errors

    def untick_and_accept(dialog: PreferencesDialog) -> bool:
        dialog.live_errors.setChecked(False)
        return True

    monkeypatch.setattr(prompts, "run_dialog", untick_and_accept)
    window.actions_.preferences.trigger()  # switched off in the Preferences dialog
    assert not window.view_options.live_errors
    assert not window.actions_.live_errors.isChecked()
    assert not view_of(window).show_errors
    assert not window.preferences.live_errors
    assert window.files.open_path(CALCUDOKU)  # a new game's board follows the flag
    assert not view_of(window).show_errors
    window.actions_.live_errors.trigger()  # switched on in the View menu
    assert window.view_options.live_errors
    assert view_of(window).show_errors
    assert window.preferences.live_errors


def test_solve_pressed_while_a_hint_is_looked_for_replaces_it(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    window, session = playing(qtbot, LOGI5)
    release = threading.Event()
    asked = threading.Event()

    def slow_hint(ask: HintAsk[Any, Any]) -> Hint | None:
        asked.set()
        release.wait(10)
        return None

    def several(puzzle: Any, **_: Any) -> SolveResult[Any]:
        return SolveResult(SolveStatus.MULTIPLE, [], 0, 0.0)  # leaves the board as it is

    monkeypatch.setitem(vars(session.ptype), "hint", slow_hint)
    monkeypatch.setitem(vars(session.ptype), "solve", several)
    window.actions_.hint.trigger()
    qtbot.waitUntil(asked.is_set)
    assert window.side_panel.hint_box.isVisibleTo(window)  # "Looking for the next step..."
    with qtbot.waitSignal(window.jobs.job_succeeded, timeout=20000):
        window.actions_.solve.trigger()
    assert not window.side_panel.hint_box.isVisibleTo(window)  # no "Looking..." left behind
    assert "several solutions" in window.statusBar().currentMessage()
    with qtbot.waitSignal(window.jobs.busy_changed, check_params_cb=lambda busy: not busy):
        release.set()
    assert window.hints.hint is None
    assert not window.side_panel.hint_box.isVisibleTo(window)

"""A hint on the real window: each kind of move drawn as it will look before Apply, the
Hashi "no bridge" cross off any crossing bridge, and a hint that waits for the solver saying so
with a Stop button."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from puzzlegui.core.cancel import CancelToken
from puzzlegui.core.hashi.puzzle import SetBridges
from puzzlegui.gui import core_text, window_hint
from puzzlegui.gui.boards.hashi import HashiBoardView

from .helpers import BOARDS, colour_at, grab, open_text, open_window, shown_hint, view_of


def test_a_hinted_bridge_is_drawn_in_the_hint_ink_before_apply(
    qtbot: QtBot, artifacts: Path
) -> None:
    window = open_window(qtbot, BOARDS / "hashi" / "01-easy-7x7.puzzle")
    hint = shown_hint(qtbot, window)
    view = view_of(window)
    assert view.hint_moves == hint.moves
    move = next(m for m in hint.moves if isinstance(m, SetBridges))
    image = grab(view, artifacts / "hint-hashi-bridge.png")
    # A point on the link one cell out of its first island: ink there, not the background.
    a, b = view.cell_center(move.a), view.cell_center(move.b)
    step = (b - a) / max(abs(move.b[0] - move.a[0]), abs(move.b[1] - move.a[1]))
    ink = colour_at(image, view, a + step)
    expected = view.hint_ink()
    assert abs(ink.red() - expected.red()) + abs(ink.green() - expected.green()) < 60, ink.name()


def test_a_no_bridge_cross_sits_half_way_between_cells(qtbot: QtBot) -> None:
    window = open_window(qtbot, BOARDS / "hashi" / "01-easy-7x7.puzzle")
    view = view_of(window)
    assert isinstance(view, HashiBoardView)
    s = view.cell_size
    for a, b in (((0, 0), (0, 2)), ((0, 0), (0, 3)), ((0, 0), (4, 0)), ((1, 1), (1, 6))):
        point = view.mark_point(a, b)
        offset = point - view.cell_center(a)
        along = abs(offset.x() if a[0] == b[0] else offset.y()) / s
        assert round(along % 1, 6) == 0.5, (
            a,
            b,
            along,
        )  # never through a cell centre: no bridge there


def _endless_answer(ptype: Any, puzzle: Any, known: Any, cancel: CancelToken, _: Any) -> Any:
    """A background solve that never ends until cancelled."""
    while not cancel.cancelled:
        time.sleep(0.01)
    cancel.raise_if_cancelled()


def test_a_hint_waiting_for_the_solver_says_so_and_stops(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # A board with two answers: the rules stall after three steps, and the solve (which would
    # tell "several solutions") never ends. (Janko 0029, two huge clues, used to stall at once;
    # the ladder's strong trials now finish it by rules.)
    monkeypatch.setattr(window_hint, "_answer_work", _endless_answer)
    window = open_text(qtbot, tmp_path / "slow.txt", "nurikabe 3x3\n2 . .\n. . .\n. . 2\n")
    panel = window.side_panel
    for _ in range(5):
        hint = shown_hint(qtbot, window, timeout=10000)
        if hint.rule == "still-solving":
            break
        window.side_panel.apply_button.click()
    assert window.hints.waiting
    assert panel.stop_button.isVisibleTo(window)
    assert not panel.apply_button.isVisibleTo(window)
    panel.stop_button.click()
    assert not window.hints.waiting
    assert not panel.hint_box.isVisibleTo(window)
    assert window.hints.background_jobs.running_kinds() == []  # Stop cancelled the solve too
    qtbot.waitUntil(lambda: not window.hints.background_jobs.busy, timeout=10000)


def test_a_rule_hint_comes_while_the_solve_behind_the_hints_runs(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Issue 35: a hint a rule can give never waits for the solve. With a background solve
    # that never ends, Hint still answers with the rule step, the solve still running.
    monkeypatch.setattr(window_hint, "_answer_work", _endless_answer)
    window = open_window(qtbot, BOARDS / "hashi" / "01-easy-7x7.puzzle")
    qtbot.waitUntil(lambda: window.hints.background_jobs.running_kinds() == ["answer"])
    with qtbot.waitSignal(window.jobs.job_succeeded, timeout=10000):
        window.actions_.hint.trigger()
    hint = window.hints.hint
    assert hint is not None
    assert hint.moves
    assert not hint.from_solution
    assert not window.hints.waiting
    assert window.hints.background_jobs.running_kinds() == ["answer"]
    session = window.session
    assert session is not None
    assert session.answers.known(session.puzzle) is None
    assert session.answers.solves == []  # the game's hints never solve: seconds=0
    window.hints.background_jobs.cancel()
    qtbot.waitUntil(lambda: not window.hints.background_jobs.busy, timeout=10000)


def test_the_rule_stage_names_the_rule_then_its_level(qtbot: QtBot) -> None:
    # Read in the window: "The rule to use: Level 1: island full." ran two titles together.
    window = open_window(qtbot, BOARDS / "hashi" / "01-easy-7x7.puzzle")
    with qtbot.waitSignal(window.jobs.job_succeeded, timeout=10000):
        window.actions_.hint.trigger()
    window.actions_.hint.trigger()
    hint = window.hints.hint
    assert hint is not None
    assert window.hints.stage == 2
    assert window.session is not None
    name = core_text.rule_name(window.session.ptype, hint)
    text = window.side_panel.hint_label.text()
    assert f"The rule to use: {name} (level {hint.level})." in text
    assert "Level" not in text

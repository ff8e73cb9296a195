"""Issue 35: Hint on a Nurikabe board whose cheapest step is a trial gives the ladder's trial
step without waiting for the solve behind the hints (here one that never ends until the window
stops it)."""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from puzzlegui.core.answers import Answers
from puzzlegui.core.cancel import CancelToken
from puzzlegui.core.nurikabe.textfmt import format_text
from puzzlegui.gui import window_hint
from tests.core.nurikabe.ladder.test_nurikabe_hint_work import BOARDS, _trial_board

from .helpers import open_text

ENDED = threading.Event()


def _endless_solve(
    ptype: Any, puzzle: Any, known: Answers, cancel: CancelToken, _: Any
) -> tuple[Answers, Any]:
    """A solve behind the hints that runs until the window cancels it."""
    while not cancel.cancelled:
        ENDED.wait(0.01)
    cancel.raise_if_cancelled()
    raise AssertionError("unreachable")


def test_hint_gives_a_trial_while_the_solve_still_runs(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(window_hint, "_answer_work", _endless_solve)
    puzzle, state = _trial_board(BOARDS[4])
    window = open_text(qtbot, tmp_path / "trial.txt", format_text(puzzle, state))
    session = window.session
    assert session is not None
    window.actions_.hint.trigger()
    qtbot.waitUntil(lambda: window.hints.hint is not None, timeout=20000)
    hint = window.hints.hint
    assert hint is not None
    assert hint.rule.startswith(("trial-", "deep-trial-", "cases-")), hint.rule
    assert not window.hints.waiting
    assert session.answers.known(session.puzzle) is None  # the solve has not answered

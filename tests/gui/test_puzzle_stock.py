"""The next new puzzle made before it is asked for (gui/puzzle_stock.py): clicked in the real
window, a preset and New Puzzle's Generate start the puzzle made ahead without a generate job."""

from __future__ import annotations

import random

import pytest
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu
from pytestqt.qtbot import QtBot

from puzzlegui.core import registry
from puzzlegui.core.model import GenerateJob, GenerateOptions
from puzzlegui.gui.dialogs import prompts
from puzzlegui.gui.dialogs.new_puzzle import NewPuzzleDialog
from puzzlegui.gui.jobs import JobOutcome
from puzzlegui.gui.main_window import PlayerWindow

from .helpers import BOARDS, DialogRun, open_window, started_by

SHIKAKU = BOARDS / "shikaku" / "01-easy-7x7.puzzle"


def preset(window: PlayerWindow, title: str, text: str) -> QAction:
    # Found as the window's child, not by QAction.menu(): that ties the menu and its action
    # in a reference cycle the garbage collector finds (and the window fixture reports).
    sub = next(m for m in window.findChildren(QMenu) if m.title() == title)
    return next(a for a in sub.actions() if a.text() == text)


def test_the_second_preset_click_starts_a_board_with_no_generate_job(
    qtbot: QtBot, new_puzzle_runs: list[DialogRun]
) -> None:
    window = open_window(qtbot, SHIKAKU)
    stock = window.assist.stock
    action = preset(window, "Hashiwokakero", "7 x 7 Hard")
    with qtbot.waitSignal(stock.stocked, timeout=60000):  # the first is made, then the next
        action.trigger()
    assert window.session is not None
    assert [run.type_name for run in new_puzzle_runs] == ["hashi"]
    first = window.session.puzzle
    started: list[str] = []
    window.jobs.job_started.connect(lambda outcome: started.append(outcome.kind))
    stock.runner.job_started.connect(lambda outcome: started.append(outcome.channel))
    session = started_by(qtbot, window, action.trigger, timeout=1000)
    assert session.ptype.name == "hashi"
    assert (session.puzzle.rows, session.puzzle.cols) == (7, 7)
    assert session.puzzle != first
    del session
    assert [run.type_name for run in new_puzzle_runs] == ["hashi"]  # no dialog, no waiting
    assert started == ["stock"]  # no job on the window's runner; the stock's refill only
    assert window.preferences.new_puzzle_choice("hashi") == (7, 7, "hard")


def test_generate_in_new_puzzle_takes_the_stocked_puzzle_and_its_seed_makes_it_again(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = open_window(qtbot, SHIKAKU)
    ptype = registry.get("shikaku")
    options = GenerateOptions(7, 7, "easy")
    stock = window.assist.stock
    with qtbot.waitSignal(stock.stocked, timeout=60000):
        stock.refill(ptype, options)
    assert stock.has(ptype, options)
    seeds: list[int | None] = []

    def run_dialog(dialog: NewPuzzleDialog) -> bool:
        dialog.type_box.setCurrentIndex(dialog.type_box.findData("shikaku"))
        dialog.rows_box.setValue(7)
        dialog.cols_box.setValue(7)
        dialog.difficulty_box.setCurrentIndex(dialog.difficulty_box.findData("easy"))
        dialog.generate_button.click()
        assert not dialog.running  # accepted at once, no job
        seeds.append(dialog.seed)
        return dialog.puzzle is not None

    monkeypatch.setattr(prompts, "run_dialog", run_dialog)
    with qtbot.waitSignal(window.game_started, timeout=1000):
        window.actions_.new.trigger()
    assert window.session is not None
    assert seeds[0] is not None
    again = ptype.generate(GenerateJob(options, random.Random(seeds[0])))
    assert again == window.session.puzzle


def test_settings_changed_drop_the_puzzle_being_made(qtbot: QtBot) -> None:
    window = open_window(qtbot, SHIKAKU)
    stock = window.assist.stock
    cancelled: list[JobOutcome] = []
    stock.runner.job_cancelled.connect(cancelled.append)
    big = GenerateOptions(20, 20, "hard")
    stock.refill(registry.get("nurikabe"), GenerateOptions(15, 15, "hard"))
    with qtbot.waitSignal(stock.stocked, timeout=60000):
        stock.refill(registry.get("shikaku"), big)
    qtbot.waitUntil(lambda: len(cancelled) == 1 and not stock.runner.busy, timeout=30000)
    assert not stock.has(registry.get("nurikabe"), GenerateOptions(15, 15, "hard"))
    assert stock.has(registry.get("shikaku"), big)

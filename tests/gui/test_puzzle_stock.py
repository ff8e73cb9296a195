"""The next new puzzle made before it is asked for (gui/puzzle_stock.py): clicked in the real
window, a preset and New Puzzle's Generate start the puzzle made ahead without a generate job."""

from __future__ import annotations

import datetime
import random

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu
from pytestqt.qtbot import QtBot

from puzzlegui.core import presets, registry
from puzzlegui.core.model import GenerateJob, GenerateOptions
from puzzlegui.gui.dialogs import prompts
from puzzlegui.gui.dialogs.new_puzzle import NewPuzzleDialog
from puzzlegui.gui.jobs import JobOutcome
from puzzlegui.gui.main_window import PlayerWindow
from puzzlegui.gui.puzzle_stock import Wanted

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
    options = GenerateOptions(7, 7, "easy", ptype.symmetric_by_default)  # the dialog's box
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


def making_ahead(qtbot: QtBot) -> PlayerWindow:
    """A window playing Shikaku with puzzles made ahead on (as a player's default is)."""
    QSettings().setValue("new_puzzle/make_ahead", True)
    return open_window(qtbot, SHIKAKU)


def test_every_preset_of_the_type_starts_at_once_on_its_first_click(
    qtbot: QtBot, new_puzzle_runs: list[DialogRun]
) -> None:
    window = making_ahead(qtbot)
    stock = window.assist.stock
    ptype = registry.get("shikaku")
    menu = presets.presets(ptype)
    qtbot.waitUntil(lambda: all(stock.has(ptype, p.options) for p in menu), timeout=120000)
    started: list[str] = []
    window.jobs.job_started.connect(lambda outcome: started.append(outcome.kind))
    for entry in menu:
        text = window.new_game_menus.preset_text(entry.options)
        session = started_by(qtbot, window, preset(window, "Shikaku", text).trigger, timeout=1000)
        assert (session.puzzle.rows, session.puzzle.cols) == (
            entry.options.rows,
            entry.options.cols,
        )
        del session
    assert new_puzzle_runs == []  # no dialog, no waiting, for any of them
    assert started == []  # and no job on the window's runner


def test_the_puzzle_of_the_day_made_ahead_is_the_days_puzzle(
    qtbot: QtBot, new_puzzle_runs: list[DialogRun]
) -> None:
    window = making_ahead(qtbot)
    ptype = registry.get("shikaku")
    options = presets.daily_options(ptype)
    today = datetime.date.today()
    seed = presets.daily_seed(today, ptype)
    qtbot.waitUntil(lambda: window.assist.stock.has(ptype, options, seed), timeout=120000)
    session = started_by(qtbot, window, lambda: window.new_game_menus.open_daily("shikaku", today))
    assert new_puzzle_runs == []
    assert session.puzzle == ptype.generate(GenerateJob(options, random.Random(seed)))
    assert window.side_panel.source_label.text().endswith(f"Puzzle of the day, {today.isoformat()}")


def test_the_players_own_settings_go_first_and_the_list_resumes(qtbot: QtBot) -> None:
    window = open_window(qtbot, SHIKAKU)
    stock = window.assist.stock
    shikaku, logi5 = registry.get("shikaku"), registry.get("logi5")
    listed = [
        Wanted(shikaku, GenerateOptions(20, 20, "hard")),
        Wanted(logi5, GenerateOptions(5, 5, "easy")),
    ]
    cancelled: list[JobOutcome] = []
    stock.runner.job_cancelled.connect(cancelled.append)
    stock.ahead(listed)
    own = GenerateOptions(7, 7, "easy")
    stock.refill(shikaku, own)  # supersedes the first of the list, which is made again later
    qtbot.waitUntil(
        lambda: all(stock.has(w.ptype, w.options) for w in listed) and stock.has(shikaku, own),
        timeout=120000,
    )
    assert len(cancelled) <= 1


def test_turned_off_nothing_more_is_made_ahead(qtbot: QtBot) -> None:
    window = making_ahead(qtbot)
    stock = window.assist.stock
    QSettings().setValue("new_puzzle/make_ahead", False)
    window.assist.make_ahead()
    qtbot.waitUntil(lambda: not stock.runner.busy, timeout=30000)
    made: list[object] = []
    stock.runner.job_started.connect(made.append)
    window.assist.make_ahead()
    assert made == []
    assert not stock.runner.busy

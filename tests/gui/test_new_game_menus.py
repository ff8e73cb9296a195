"""The Type menu's presets and Custom..., New Puzzle remembering each type's last choice, and
Puzzle > Today's Puzzles: clicked in the real window, the puzzles made in the dialog's thread."""

from __future__ import annotations

import datetime
import random

import pytest
from PySide6.QtWidgets import QMenu
from pytestqt.qtbot import QtBot

from puzzlegui.core import presets, registry
from puzzlegui.core.model import GenerateJob
from puzzlegui.gui.dialogs.new_puzzle import NewPuzzleDialog
from puzzlegui.gui.jobs import JobRunner
from puzzlegui.gui.main_window import PlayerWindow

from .helpers import BOARDS, DialogRun, open_window, started_by

SHIKAKU = BOARDS / "shikaku" / "01-easy-7x7.puzzle"


def type_submenu(window: PlayerWindow, title: str) -> QMenu:
    menu = window.new_game_menus.type_menu
    assert menu.menuAction() in window.menuBar().actions()
    action = next(a for a in menu.actions() if a.text() == title)
    sub = action.menu()
    assert isinstance(sub, QMenu)
    return sub


def test_every_type_has_its_presets_and_custom(qtbot: QtBot) -> None:
    window = open_window(qtbot, SHIKAKU)
    for name in registry.NAMES:
        ptype = registry.get(name)
        entries = [a.text() for a in type_submenu(window, ptype.title).actions()]
        made = presets.presets(ptype)
        assert entries[: len(made)] == [window.new_game_menus.preset_text(p.options) for p in made]
        assert entries[-1] == "&Custom..."


def test_a_preset_makes_that_puzzle_in_one_click(
    qtbot: QtBot, new_puzzle_runs: list[DialogRun]
) -> None:
    window = open_window(qtbot, SHIKAKU)
    sub = type_submenu(window, "Hashiwokakero")
    action = next(a for a in sub.actions() if a.text() == "7 x 7 Hard")
    session = started_by(qtbot, window, action.trigger, timeout=30000)
    assert session.ptype.name == "hashi"
    assert (session.puzzle.rows, session.puzzle.cols) == (7, 7)
    assert window.preferences.new_puzzle_choice("hashi") == (7, 7, "hard")


def test_custom_opens_new_puzzle_on_that_type(
    qtbot: QtBot, new_puzzle_runs: list[DialogRun]
) -> None:
    window = open_window(qtbot, SHIKAKU)
    sub = type_submenu(window, "Calcudoku")
    sub.actions()[-1].trigger()
    assert new_puzzle_runs[-1].type_name == "calcudoku"
    assert not new_puzzle_runs[-1].running


def test_new_puzzle_remembers_the_last_type_size_and_difficulty(qtbot: QtBot) -> None:
    runner = JobRunner()
    dialog = NewPuzzleDialog(runner, "shikaku")
    qtbot.addWidget(dialog)
    dialog.rows_box.setValue(6)
    dialog.cols_box.setValue(9)
    dialog.difficulty_box.setCurrentIndex(dialog.difficulty_box.findData("hard"))
    dialog.seed_edit.setText("3")
    with qtbot.waitSignal(dialog.generated, timeout=30000):
        dialog.generate_button.click()
    again = NewPuzzleDialog(runner, "")
    qtbot.addWidget(again)
    assert again.selected_type().name == "shikaku"
    assert (again.rows_box.value(), again.cols_box.value()) == (6, 9)
    assert again.difficulty_box.currentData() == "hard"
    again.type_box.setCurrentIndex(again.type_box.findData("nurikabe"))
    assert (again.rows_box.value(), again.cols_box.value()) == registry.get("nurikabe").default_size
    again.type_box.setCurrentIndex(again.type_box.findData("shikaku"))
    assert (again.rows_box.value(), again.cols_box.value()) == (6, 9)
    assert runner.shutdown(5000)


def test_the_new_puzzle_title_is_not_cut_off(qtbot: QtBot) -> None:
    runner = JobRunner()
    dialog = NewPuzzleDialog(runner, "")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    title = dialog.fontMetrics().horizontalAdvance(dialog.windowTitle())
    assert dialog.width() >= title * 3 + 160
    assert runner.shutdown(2000)


@pytest.mark.slow
def test_todays_puzzles_give_one_of_each_type_made_from_the_date(
    qtbot: QtBot, new_puzzle_runs: list[DialogRun]
) -> None:
    window = open_window(qtbot, SHIKAKU)
    menu = window.new_game_menus.daily_menu
    assert menu.menuAction() in window.actions_.puzzle_menu.actions()
    menu.aboutToShow.emit()
    assert len(menu.actions()) == len(registry.NAMES)
    today = datetime.date.today()
    for name, action in zip(registry.NAMES, menu.actions(), strict=True):
        ptype = registry.get(name)
        session = started_by(qtbot, window, action.trigger, timeout=60000)
        assert session.ptype.name == name
        seed = presets.daily_seed(today, ptype)
        assert new_puzzle_runs[-1].seed == seed
        expected = ptype.generate(GenerateJob(presets.daily_options(ptype), random.Random(seed)))
        assert session.puzzle == expected
        assert today.isoformat() in window.side_panel.source_label.text()
    assert window.preferences.new_puzzle_type == ""  # a daily puzzle is not a remembered choice

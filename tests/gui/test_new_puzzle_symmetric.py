"""New Puzzle's symmetric-clues box follows the type: it starts at the type's default (ticked for
Shikaku), and once the player sets it for a type, that choice stays for the type: when they
switch types and back, and in the next dialog after they made a puzzle with it."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from puzzlegui.bench.clue_stats import clue_stats
from puzzlegui.core import registry
from puzzlegui.gui import i18n
from puzzlegui.gui.dialogs.new_puzzle import NewPuzzleDialog
from puzzlegui.gui.jobs import JobRunner


@pytest.fixture
def runner() -> Iterator[JobRunner]:
    made = JobRunner()
    yield made
    assert made.shutdown(2000)


def dialog_for(qtbot: QtBot, runner: JobRunner, name: str) -> NewPuzzleDialog:
    dialog = NewPuzzleDialog(runner, name)
    qtbot.addWidget(dialog)
    return dialog


def pick(dialog: NewPuzzleDialog, name: str) -> None:
    dialog.type_box.setCurrentIndex(dialog.type_box.findData(name))


def box(dialog: NewPuzzleDialog) -> tuple[bool, bool]:
    return dialog.symmetric_box.isEnabled(), dialog.symmetric_box.isChecked()


def test_the_box_starts_at_each_types_default(qtbot: QtBot, runner: JobRunner) -> None:
    dialog = dialog_for(qtbot, runner, "shikaku")
    assert box(dialog) == (True, True)
    assert dialog.options().symmetric
    for name in registry.NAMES:
        pick(dialog, name)
        ptype = registry.get(name)
        assert box(dialog) == (ptype.symmetric_clues, ptype.symmetric_by_default), name
    pick(dialog, "shikaku")
    assert box(dialog) == (True, True)


def test_the_players_choice_stays_with_its_type(qtbot: QtBot, runner: JobRunner) -> None:
    dialog = dialog_for(qtbot, runner, "shikaku")
    dialog.symmetric_box.click()  # off for Shikaku
    pick(dialog, "hashi")
    assert box(dialog) == (True, False)  # Hashi's own default
    dialog.symmetric_box.click()  # on for Hashi
    pick(dialog, "calcudoku")
    assert box(dialog) == (False, False)
    pick(dialog, "shikaku")
    assert box(dialog) == (True, False)
    pick(dialog, "hashi")
    assert box(dialog) == (True, True)


def test_a_puzzle_made_unticked_keeps_the_box_unticked_next_time(
    qtbot: QtBot, runner: JobRunner
) -> None:
    dialog = dialog_for(qtbot, runner, "shikaku")
    dialog.rows_box.setValue(7)
    dialog.cols_box.setValue(8)
    dialog.difficulty_box.setCurrentIndex(dialog.difficulty_box.findData("easy"))
    dialog.seed_edit.setText("3")
    dialog.symmetric_box.click()
    with qtbot.waitSignal(dialog.generated, timeout=20000) as blocker:
        dialog.generate_button.click()
    ptype = registry.get("shikaku")
    assert not clue_stats(ptype.puzzle_to_json(blocker.args[0])).symmetric
    assert box(dialog_for(qtbot, runner, "shikaku")) == (True, False)
    assert box(dialog_for(qtbot, runner, "hashi")) == (True, False)


def choose(dialog: NewPuzzleDialog, side: int, difficulty: str) -> None:
    dialog.rows_box.setValue(side)
    dialog.difficulty_box.setCurrentIndex(dialog.difficulty_box.findData(difficulty))


@pytest.mark.parametrize("language", ["en", "es"])
def test_options_no_puzzle_can_have_are_said_at_once_and_not_started(
    qtbot: QtBot, runner: JobRunner, translations: Path, language: str
) -> None:
    """A symmetric 4x4 Logi-5 is never fiendish: the dialog says why as soon as those options
    are chosen, in the player's language, and offers no Generate (a search would run until
    cancelled); any other choice takes the message away and Generate back."""
    assert i18n.install(language) == language
    try:
        dialog = dialog_for(qtbot, runner, "logi5")
        choose(dialog, 4, "fiendish")
        assert dialog.generate_button.isEnabled()
        dialog.symmetric_box.click()
        said = dialog.message_label.text()
        assert not dialog.generate_button.isEnabled()
        assert ("diabólico" if language == "es" else "is fiendish") in said
        dialog.start("logi5", dialog.options())  # a preset's way in: still nothing started
        assert not dialog.running
        assert dialog.message_label.text() == said
        dialog.symmetric_box.click()
        assert dialog.generate_button.isEnabled()
        assert dialog.message_label.text() == ""
        dialog.symmetric_box.click()
        choose(dialog, 5, "fiendish")
        assert dialog.generate_button.isEnabled()
        assert dialog.message_label.text() == ""
        choose(dialog, 4, "hard")
        assert dialog.generate_button.isEnabled()
        choose(dialog, 4, "fiendish")
        assert not dialog.generate_button.isEnabled()
        pick(dialog, "shikaku")
        assert dialog.generate_button.isEnabled()
        assert dialog.message_label.text() == ""
    finally:
        i18n.install("en")

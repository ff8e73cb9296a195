"""Enter a Puzzle and Edit a Copy on the real dialog: numbers typed cell by cell, regions by
letters, cages by dragging and typing their clue, undo, the live verdict (several solutions
shaded where they differ), Play starting a game kept as "entered"."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from puzzlegui.core.entering import Verdict
from puzzlegui.gui.dialogs import prompts
from puzzlegui.gui.entering.dialog import EnterPuzzleDialog

from .helpers import BOARDS, drag, open_window, point, view_of

SHIKAKU = sorted((BOARDS / "shikaku").glob("*.puzzle"))[0]


def open_dialog(qtbot: QtBot, type_name: str) -> EnterPuzzleDialog:
    dialog = EnterPuzzleDialog()
    qtbot.addWidget(dialog)
    dialog.type_box.setCurrentIndex(dialog.type_box.findData(type_name))
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def type_at(qtbot: QtBot, dialog: EnterPuzzleDialog, cell: tuple[int, int], keys: str) -> None:
    view = dialog.view
    qtbot.mouseClick(view, Qt.MouseButton.LeftButton, pos=point(view.cell_rect(cell).center()))
    for key in keys:
        qtbot.keyClicks(view, key)


def verdict(qtbot: QtBot, dialog: EnterPuzzleDialog, wanted: Verdict) -> None:
    qtbot.waitUntil(lambda: dialog.checked.verdict is wanted, timeout=10_000)


@pytest.mark.slow
def test_a_shikaku_typed_from_paper_plays(qtbot: QtBot, artifacts: Path) -> None:
    dialog = open_dialog(qtbot, "shikaku")
    dialog.width_box.setValue(2)
    dialog.height_box.setValue(2)
    type_at(qtbot, dialog, (0, 0), "2")
    type_at(qtbot, dialog, (1, 1), "2")
    verdict(qtbot, dialog, Verdict.SEVERAL)  # two rows or two columns
    assert dialog.view.differ
    assert not dialog.play.isEnabled()
    dialog.grab().save(str(artifacts / "enter-shikaku-several.png"))
    dialog.width_box.setValue(4)
    dialog.height_box.setValue(3)
    assert (dialog.draft.rows, dialog.draft.cols) == (3, 4)  # Width x Height, in that order
    type_at(qtbot, dialog, (0, 0), "4")
    type_at(qtbot, dialog, (1, 0), "4")
    verdict(qtbot, dialog, Verdict.NONE)  # 8 of 12 cells
    type_at(qtbot, dialog, (2, 0), "4")  # three rows
    verdict(qtbot, dialog, Verdict.UNIQUE)
    assert dialog.play.isEnabled()
    assert "one solution" in dialog.verdict_label.text()
    dialog.grab().save(str(artifacts / "enter-shikaku.png"))
    dialog.play.click()
    assert dialog.puzzle is not None
    assert dialog.puzzle.clue_at == {(0, 0): 4, (1, 0): 4, (2, 0): 4}


def test_two_digits_make_one_number_and_undo_takes_it_back(qtbot: QtBot) -> None:
    dialog = open_dialog(qtbot, "nurikabe")
    type_at(qtbot, dialog, (1, 1), "12")
    assert dialog.draft.numbers == {(1, 1): 12}
    qtbot.keyClick(dialog.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert dialog.draft.numbers == {(1, 1): 1}
    qtbot.keyClick(dialog.view, Qt.Key.Key_Backspace)
    assert dialog.draft.numbers == {}
    dialog.reject()


def test_logi5_regions_by_letters_and_givens(qtbot: QtBot) -> None:
    dialog = open_dialog(qtbot, "logi5")
    dialog.width_box.setValue(4)
    assert dialog.draft.rows == 4  # square: the height follows
    view = dialog.view
    for row in range(4):
        path = [view.cell_rect((row, c)).center() for c in range(4)]
        drag(qtbot, view, path)  # type: ignore[arg-type]
        qtbot.keyClicks(view, "abcd"[row])
    assert dialog.draft.groups[(2, 3)] == 2
    type_at(qtbot, dialog, (0, 0), "1")
    verdict(qtbot, dialog, Verdict.SEVERAL)  # rows as regions: far from one solution
    dialog.reject()


def test_a_calcudoku_cage_is_dragged_and_given_its_clue(qtbot: QtBot) -> None:
    dialog = open_dialog(qtbot, "calcudoku")
    dialog.width_box.setValue(3)
    view = dialog.view
    drag(qtbot, view, [view.cell_rect((0, 0)).center(), view.cell_rect((0, 1)).center()])  # type: ignore[arg-type]
    dialog.clue_edit.setText("3+")
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert dialog.draft.group_cells(0) == [(0, 0), (0, 1)]
    assert dialog.draft.labels == {0: "3+"}
    verdict(qtbot, dialog, Verdict.INCOMPLETE)
    assert "Not a puzzle yet" in dialog.verdict_label.text()
    dialog.reject()


def test_edit_a_copy_of_the_game_and_play_it(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    window = open_window(qtbot, SHIKAKU)
    puzzle = window.session.puzzle if window.session else None

    def run_dialog(dialog: EnterPuzzleDialog) -> bool:
        assert dialog.draft.numbers == dict(puzzle.clue_at)  # type: ignore[union-attr]
        verdict(qtbot, dialog, Verdict.UNIQUE)
        dialog.play.click()
        return dialog.result() == dialog.DialogCode.Accepted

    monkeypatch.setattr(prompts, "run_dialog", run_dialog)
    with qtbot.waitSignal(window.game_started):
        window.entering.copy.trigger()
    assert window.session is not None
    assert window.session.puzzle == puzzle
    assert view_of(window).has_painted or True

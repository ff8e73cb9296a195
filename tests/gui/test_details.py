"""The details a new player notices: symmetric clues offered only where honoured, Open Recent and
the Open dialog's filter, grouped samples, Escape and stale status-bar sentences, a real
Preferences shortcut, a board that stays put, and a completion banner that hides nothing."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRectF, Qt
from PySide6.QtWidgets import QMenu
from pytestqt.qtbot import QtBot

from puzzlegui.core import registry
from puzzlegui.gui.dialogs import prompts
from puzzlegui.gui.dialogs.new_puzzle import NewPuzzleDialog
from puzzlegui.gui.files import bundled_boards
from puzzlegui.gui.jobs import JobRunner
from puzzlegui.gui.main_window import PlayerWindow

from .helpers import BOARDS, click, open_window, shown_hint, solution_moves, view_of

SHIKAKU = BOARDS / "shikaku" / "01-easy-7x7.puzzle"
HASHI = BOARDS / "hashi" / "01-easy-7x7.puzzle"


def leaves(menu: QMenu) -> list[object]:
    """The actions at the bottom of a menu tree (submenus opened as the player would)."""
    menu.aboutToShow.emit()
    found: list[object] = []
    for action in menu.actions():
        sub = action.menu()
        if isinstance(sub, QMenu):
            found.extend(leaves(sub))
        elif not action.isSeparator():
            found.append(action)
    return found


@pytest.mark.slow
@pytest.mark.parametrize("name", registry.NAMES)
def test_symmetric_clues_are_offered_only_where_the_generator_honours_them(
    qtbot: QtBot, name: str
) -> None:
    runner = JobRunner()
    dialog = NewPuzzleDialog(runner, name)
    qtbot.addWidget(dialog)
    ptype = registry.get(name)
    assert dialog.symmetric_box.isEnabled() is ptype.symmetric_clues
    if not ptype.symmetric_clues:
        assert not dialog.symmetric_box.isChecked()
        assert ptype.title in dialog.symmetric_box.toolTip()
    assert runner.shutdown(2000)


def test_file_open_puts_the_board_in_open_recent(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = open_window(qtbot, SHIKAKU)
    monkeypatch.setattr(prompts, "ask_open_path", lambda parent, folder: HASHI)
    window.actions_.open.trigger()
    recent = leaves(window.actions_.recent_menu)
    assert recent[0].data() == str(HASHI.resolve())  # type: ignore[attr-defined]


def test_the_open_filter_shows_type_named_files_and_they_open(qtbot: QtBot, tmp_path: Path) -> None:
    first_filter = prompts.board_filter().split(";;")[0]
    for name in (*registry.NAMES, *registry.ALIASES):
        assert f"*.{name}" in first_filter.split("(")[1]
    board = tmp_path / "bridges.hashi"
    shutil.copy(HASHI, board)
    window = open_window(qtbot, SHIKAKU)
    assert window.files.open_path(board)
    assert window.session is not None
    assert window.session.ptype.name == "hashi"


def test_open_sample_groups_by_type_then_difficulty(qtbot: QtBot) -> None:
    window = open_window(qtbot, SHIKAKU)
    menu = window.actions_.samples_menu
    menu.aboutToShow.emit()
    titles = [a.text() for a in menu.actions()]
    assert titles == [registry.get(n).title for n in registry.NAMES]
    for action in menu.actions():
        sub = action.menu()
        assert isinstance(sub, QMenu)
        assert all(isinstance(a.menu(), QMenu) for a in sub.actions())  # difficulties
    everything = leaves(menu)
    assert sorted(a.data() for a in everything) == sorted(  # type: ignore[attr-defined]
        str(p) for p in bundled_boards()
    )
    hashi_menu = menu.actions()[0].menu()
    assert isinstance(hashi_menu, QMenu)
    easy = hashi_menu.actions()[0].menu()
    assert isinstance(easy, QMenu)
    assert easy.title() == "Easy"
    sample = easy.actions()[0]
    sample.trigger()
    assert window.session is not None
    assert window.session.ptype.name == "hashi"
    assert sample.data() not in window.preferences.recent_files()  # samples have their own menu


def ask_hint(qtbot: QtBot, window: PlayerWindow) -> None:
    shown_hint(qtbot, window)
    assert window.side_panel.hint_box.isVisibleTo(window)


def test_escape_closes_the_hint_and_its_sentence(qtbot: QtBot) -> None:
    window = open_window(qtbot, SHIKAKU)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)  # a window's shortcuts work while it is active
    ask_hint(qtbot, window)
    assert window.statusBar().currentMessage()
    view = view_of(window)
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    assert not window.side_panel.hint_box.isVisibleTo(window)
    assert view.highlights == ()
    assert window.statusBar().currentMessage() == ""


def test_status_sentences_go_when_the_board_changes(qtbot: QtBot) -> None:
    window = open_window(qtbot, SHIKAKU)
    bar = window.statusBar()
    ask_hint(qtbot, window)
    window.side_panel.apply_button.click()
    assert bar.currentMessage() == ""  # not the applied hint's text
    view = view_of(window)
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Space)
    assert bar.currentMessage().startswith("Corner marked")
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    assert bar.currentMessage() == ""
    qtbot.keyClick(view, Qt.Key.Key_Space)
    qtbot.keyClick(view, Qt.Key.Key_Right)
    qtbot.keyClick(view, Qt.Key.Key_Space)  # places a rectangle: the corner sentence is stale
    assert bar.currentMessage() == ""
    with qtbot.waitSignal(window.jobs.job_succeeded):
        window.actions_.solve.trigger()
    assert bar.currentMessage() == "Solved with help."
    window.actions_.undo.trigger()
    assert bar.currentMessage() == ""
    assert window.side_panel.status_label.text() != "Solved with help."


def test_preferences_has_a_key_a_keyboard_has(qtbot: QtBot) -> None:
    window = PlayerWindow()
    qtbot.addWidget(window)
    for action in (window.actions_.preferences, window.actions_.quit):
        first = action.shortcut()
        assert not first.isEmpty()
        assert first[0].key() < Qt.Key.Key_Back, first.toString()


def test_the_board_stays_put_when_the_side_panel_sentence_changes(qtbot: QtBot) -> None:
    window = open_window(qtbot, SHIKAKU)
    view = view_of(window)
    panel = window.side_panel

    def board_at() -> tuple[QPoint, QRectF]:
        qtbot.wait(1)  # let the layout settle (no timer involved)
        window.layout().activate()
        return view.mapTo(window, QPoint(0, 0)), view.board_rect()

    before = board_at()
    panel.show_status("A long sentence " * 12)
    panel.show_hint("Another long sentence about the hint " * 6, "Level 1: something", True)
    assert board_at() == before
    panel.show_status("Short.")
    panel.clear_hint()
    assert board_at() == before


def test_the_completion_banner_leaves_the_board_visible_and_goes_on_a_click(
    qtbot: QtBot,
) -> None:
    window = open_window(qtbot, SHIKAKU)
    session, view = window.session, view_of(window)
    assert session is not None
    with qtbot.waitSignal(session.completed):
        assert session.apply_moves(solution_moves(window), "all")
    assert view.banner
    box = view.banner_rect(200, 40)
    middle = view.board_rect().adjusted(0, view.cell_size * 2, 0, -view.cell_size * 2)
    assert not box.intersects(middle)
    click(qtbot, view, view.cell_center((0, 0)))
    assert view.banner == ""

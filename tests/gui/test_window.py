"""The main window: files (open, save, bad file, drag and drop), restart, pencil marks, live
errors, the clock, menus."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QMimeData, QPointF, Qt, QUrl
from PySide6.QtGui import QDragEnterEvent, QDropEvent, QKeySequence
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from puzzlegui.core import registry
from puzzlegui.gui.dialogs import prompts
from puzzlegui.gui.dialogs.help import HelpDialog
from puzzlegui.gui.files import load_board
from puzzlegui.gui.main_window import PlayerWindow

from .helpers import BOARDS, click, colour_at, grab, is_red, open_window, playing, view_of

LOGI5 = BOARDS / "logi5" / "01-easy-5x5.puzzle"
CALCUDOKU = BOARDS / "calcudoku" / "02-easy-4x4.puzzle"


@pytest.fixture
def errors(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The error dialogs shown, captured instead of shown."""
    shown: list[str] = []
    monkeypatch.setattr(prompts, "show_error", lambda _parent, _title, text: shown.append(text))
    return shown


def type_digit(
    qtbot: QtBot,
    window: PlayerWindow,
    cell: tuple[int, int],
    key: Qt.Key,
    modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier,
) -> None:
    """Select a cell with the mouse and type a key."""
    view = view_of(window)
    click(qtbot, view, view.cell_center(cell))
    qtbot.keyClick(view, key, modifier)


def test_a_bad_file_shows_a_dialog_and_the_game_stays(
    qtbot: QtBot, tmp_path: Path, errors: list[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    window = open_window(qtbot, LOGI5)
    session = window.session
    type_digit(qtbot, window, (0, 0), Qt.Key.Key_1)
    bad = tmp_path / "bad.txt"
    bad.write_text("logi5 5\nA A A\n", encoding="utf-8")
    monkeypatch.setattr(prompts, "ask_open_path", lambda _parent, _folder: bad)
    window.actions_.open.trigger()
    assert len(errors) == 1
    assert errors[0].startswith(f"{bad}:2:")
    assert window.session is session
    assert session is not None
    assert session.state.digit((0, 0)) == 1


def test_save_as_then_open_keeps_the_progress(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, errors: list[str]
) -> None:
    window = open_window(qtbot, CALCUDOKU)
    type_digit(qtbot, window, (1, 1), Qt.Key.Key_2)
    type_digit(qtbot, window, (2, 2), Qt.Key.Key_3, Qt.KeyboardModifier.ShiftModifier)
    target = tmp_path / "game.txt"
    monkeypatch.setattr(prompts, "ask_save_path", lambda _parent, _suggested: target)
    window.actions_.save.trigger()  # a sample board is never overwritten: Save asks where
    assert window.session is not None
    assert window.session.path == target
    board = load_board(target)
    assert board.state == window.session.state
    as_json = tmp_path / "game.json"
    monkeypatch.setattr(prompts, "ask_save_path", lambda _parent, _suggested: as_json)
    window.actions_.save_as.trigger()
    monkeypatch.setattr(prompts, "ask_open_path", lambda _parent, _folder: as_json)
    window.actions_.open.trigger()
    assert window.session.state.digit((1, 1)) == 2
    assert window.session.state.candidates((2, 2)) == (3,)
    assert not errors


def test_dropping_a_file_opens_it(qtbot: QtBot) -> None:
    window = open_window(qtbot, LOGI5)
    data = QMimeData()
    data.setUrls([QUrl.fromLocalFile(str(CALCUDOKU))])
    at = QPointF(50, 50)
    enter = QDragEnterEvent(
        at.toPoint(),
        Qt.DropAction.CopyAction,
        data,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    QApplication.sendEvent(window, enter)
    assert enter.isAccepted()
    drop = QDropEvent(
        at,
        Qt.DropAction.CopyAction,
        data,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    with qtbot.waitSignal(window.game_started):
        QApplication.sendEvent(window, drop)
    assert window.session is not None
    assert window.session.ptype.name == "calcudoku"


def test_restart_and_clear_pencil_marks_are_undoable(qtbot: QtBot) -> None:
    window, session = playing(qtbot, CALCUDOKU)
    type_digit(qtbot, window, (0, 0), Qt.Key.Key_1)
    view = view_of(window)
    qtbot.keyClick(view, Qt.Key.Key_P)  # pencil mode on
    qtbot.keyClick(view, Qt.Key.Key_Right)
    qtbot.keyClick(view, Qt.Key.Key_2)
    qtbot.keyClick(view, Qt.Key.Key_4)
    assert session.state.candidates((0, 1)) == (2, 4)
    assert window.actions_.clear_pencil.isEnabled()
    window.actions_.clear_pencil.trigger()
    assert session.state.candidates((0, 1)) == ()
    assert session.state.digit((0, 0)) == 1
    window.actions_.restart.trigger()
    assert session.state == session.ptype.new_state(session.puzzle)
    window.actions_.undo.trigger()
    assert session.state.digit((0, 0)) == 1
    window.actions_.undo.trigger()
    assert session.state.candidates((0, 1)) == (2, 4)


def test_live_errors_off_hides_red_until_check(qtbot: QtBot) -> None:
    window = open_window(qtbot, LOGI5)
    window.actions_.live_errors.setChecked(False)
    view = view_of(window)
    session = window.session
    assert session is not None
    type_digit(qtbot, window, (0, 0), Qt.Key.Key_5)  # the given at (0, 1) is a 5
    assert session.violations
    assert not is_red(colour_at(grab(view), view, view.cell_center((0, 0))))
    window.actions_.check.trigger()
    assert is_red(colour_at(grab(view), view, view.cell_center((0, 0))))
    assert "mistake" in window.statusBar().currentMessage()
    window.actions_.live_errors.setChecked(True)


def test_the_clock_pauses_while_the_window_is_hidden(qtbot: QtBot) -> None:
    window, session = playing(qtbot, LOGI5)
    assert session.running
    window.hide()
    assert not session.running
    paused = session.elapsed_ms()
    QApplication.processEvents()
    assert session.elapsed_ms() == paused
    window.show()
    assert session.running


def test_menus_use_standard_shortcuts(qtbot: QtBot) -> None:
    window = open_window(qtbot, LOGI5)
    a = window.actions_
    assert a.open.shortcut() == QKeySequence(QKeySequence.StandardKey.Open)
    assert a.undo.shortcut() == QKeySequence(QKeySequence.StandardKey.Undo)
    titles = [
        m.title().replace("&", "") for m in window.menuBar().findChildren(type(a.recent_menu))
    ]
    for title in ("File", "Edit", "Puzzle", "View", "Help"):
        assert title in titles


def test_help_shows_the_current_type_and_about_names_the_credits(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = open_window(qtbot, CALCUDOKU)
    window.actions_.help.trigger()
    help_dialog = window.show_help("calcudoku")
    assert help_dialog.isVisible()
    assert help_dialog.tab_names[help_dialog.tabs.currentIndex()] == "calcudoku"
    window.actions_.controls.trigger()
    assert help_dialog.tab_names[help_dialog.tabs.currentIndex()] == "controls"
    help_dialog.close()
    shown: list[str] = []
    monkeypatch.setattr(prompts, "show_about", lambda _parent, _title, text: shown.append(text))
    window.actions_.about.trigger()
    assert "Credits" in shown[0]


def test_how_to_play_opens_each_types_page(qtbot: QtBot) -> None:
    window = open_window(qtbot, CALCUDOKU)
    assert set(window.actions_.how_to_play) == set(registry.NAMES)
    for name, action in window.actions_.how_to_play.items():
        action.trigger()
        help_dialog = window.findChild(HelpDialog)
        assert help_dialog is not None
        assert help_dialog.isVisible()
        assert help_dialog.tab_names[help_dialog.tabs.currentIndex()] == name
        help_dialog.close()


def test_open_recent_lists_and_reopens_a_saved_board(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = open_window(qtbot, LOGI5)
    type_digit(qtbot, window, (0, 0), Qt.Key.Key_1)
    target = tmp_path / "mine.txt"
    monkeypatch.setattr(prompts, "ask_save_path", lambda _parent, _suggested: target)
    window.actions_.save_as.trigger()
    window.files.open_path(CALCUDOKU)
    menu = window.actions_.recent_menu
    menu.aboutToShow.emit()
    entries = [a for a in menu.actions() if a.data() == str(target.resolve())]
    assert len(entries) == 1
    with qtbot.waitSignal(window.game_started):
        entries[0].trigger()
    assert window.session is not None
    assert window.session.path == target.resolve()
    assert window.session.state.digit((0, 0)) == 1


def test_preferences_persist_between_windows(qtbot: QtBot, tmp_path: Path) -> None:
    window = open_window(qtbot, LOGI5)
    window.actions_.live_errors.setChecked(False)
    window.resize(777, 555)
    window.close()
    again = open_window(qtbot, CALCUDOKU)
    assert not again.actions_.live_errors.isChecked()
    assert not view_of(again).show_errors
    assert again.preferences.geometry is not None
    again.preferences.pencil_key = "Q"
    third = open_window(qtbot, CALCUDOKU)
    view = view_of(third)
    click(qtbot, view, view.cell_center((0, 0)))
    qtbot.keyClick(view, Qt.Key.Key_Q)
    qtbot.keyClick(view, Qt.Key.Key_2)
    assert third.session is not None
    assert third.session.state.candidates((0, 0)) == (2,)

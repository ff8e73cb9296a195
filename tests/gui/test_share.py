"""Sharing in the player: File > Open URL or ID, Ctrl+V with a URL or ID on the clipboard, and
Copy as puzz.link URL / Tatham ID (with the reason when the puzzle does not fit)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QGuiApplication
from PySide6.QtWidgets import QDialogButtonBox, QLineEdit
from pytestqt.qtbot import QtBot

from puzzlegui.core.formats import puzzlink, tatham
from puzzlegui.core.formats.loader import parse_board
from puzzlegui.core.model import BoardFormatError
from puzzlegui.gui.dialogs import prompts, url_dialog
from puzzlegui.gui.dialogs.url_dialog import OpenUrlDialog
from puzzlegui.gui.main_window import PlayerWindow

from .helpers import BOARDS, open_window, playing, view_of

LOGI5 = BOARDS / "logi5" / "01-easy-5x5.puzzle"
SHIKAKU = BOARDS / "shikaku" / "01-easy-7x7.puzzle"
NURIKABE_URL = "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g"
BRIDGES_ID = "7x7m2:2e1g2e2g1b5b4h1a4b2"
BAD_URL = "https://puzz.link/p?slither/5/5/abc"


@pytest.fixture
def errors(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, str]]:
    """The error dialogs shown (title, text), captured instead of shown."""
    shown: list[tuple[str, str]] = []
    monkeypatch.setattr(
        prompts, "show_error", lambda _parent, title, text: shown.append((title, text))
    )
    return shown


def active_window(qtbot: QtBot, path: Path) -> PlayerWindow:
    """A window playing `path` that is the active one, so its shortcuts work."""
    window = open_window(qtbot, path)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    return window


def message_of(text: str) -> str:
    """The sentence of the BoardFormatError that reading `text` raises (not kept: a kept error
    would hold, through its traceback, the caller's frame and the window in it)."""
    try:
        parse_board(text)
    except BoardFormatError as err:
        return err.message
    raise AssertionError(f"{text!r} was read without an error")


def test_open_url_opens_the_board(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    window = open_window(qtbot, LOGI5)
    asked: list[str] = []

    def answer(_parent: object, initial: str = "") -> str:
        asked.append(initial)
        return NURIKABE_URL

    monkeypatch.setattr(url_dialog, "ask_url", answer)
    QGuiApplication.clipboard().setText("not a link")
    with qtbot.waitSignal(window.game_started):
        window.share.open_url.trigger()
    assert asked == [""]  # the clipboard held no link to offer
    session = window.session
    assert session is not None
    assert session.ptype.name == "nurikabe"
    assert session.puzzle.rows == 5
    assert session.path is None
    assert window.windowTitle() == "Nurikabe"


def test_open_url_offers_a_link_on_the_clipboard(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = open_window(qtbot, LOGI5)
    asked: list[str] = []
    monkeypatch.setattr(url_dialog, "ask_url", lambda _p, initial="": asked.append(initial))
    QGuiApplication.clipboard().setText(f"  {BRIDGES_ID}\n")
    window.share.open_url.trigger()
    assert asked == [BRIDGES_ID]
    assert window.session is not None
    assert window.session.ptype.name == "logi5"  # cancelled: nothing opened


def test_a_bad_url_shows_the_sentence_and_the_game_stays(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, errors: list[tuple[str, str]]
) -> None:
    window = open_window(qtbot, LOGI5)
    session = window.session
    monkeypatch.setattr(url_dialog, "ask_url", lambda _p, _initial="": BAD_URL)
    window.share.open_url.trigger()
    assert errors == [("Cannot open the URL or ID", message_of(BAD_URL))]
    assert "slither" in errors[0][1]
    assert window.session is session


def test_the_dialog_reads_what_is_typed(qtbot: QtBot) -> None:
    dialog = OpenUrlDialog(NURIKABE_URL)
    qtbot.addWidget(dialog)
    open_button = dialog.buttons.button(QDialogButtonBox.StandardButton.Open)
    assert dialog.verdict.text() == "Nurikabe, 5x5"
    assert open_button.isEnabled()
    dialog.editor.setPlainText(BAD_URL)
    assert dialog.verdict.text() == message_of(BAD_URL)
    assert not open_button.isEnabled()
    dialog.editor.setPlainText("")
    assert not open_button.isEnabled()
    dialog.editor.setPlainText(f"\n{BRIDGES_ID}  ")
    assert dialog.verdict.text() == "Hashiwokakero, 7x7"
    assert dialog.text() == BRIDGES_ID


def test_ctrl_v_opens_a_link_from_the_clipboard(qtbot: QtBot) -> None:
    window = active_window(qtbot, LOGI5)
    view = view_of(window)
    view.setFocus()
    QGuiApplication.clipboard().setText(BRIDGES_ID)
    with qtbot.waitSignal(window.game_started):
        qtbot.keyClick(view, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    assert window.session is not None
    assert window.session.ptype.name == "hashi"


def test_ctrl_v_with_other_text_keeps_the_game(qtbot: QtBot) -> None:
    window = active_window(qtbot, LOGI5)
    session = window.session
    QGuiApplication.clipboard().setText("hello")
    qtbot.keyClick(view_of(window), Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    assert window.session is session
    assert "no puzz.link URL" in window.statusBar().currentMessage()


def test_ctrl_v_in_a_text_field_pastes_there(qtbot: QtBot) -> None:
    window = active_window(qtbot, LOGI5)
    session = window.session
    field = QLineEdit()
    window.statusBar().addPermanentWidget(field)
    field.show()
    field.setFocus()
    qtbot.waitUntil(field.hasFocus)
    QGuiApplication.clipboard().setText(NURIKABE_URL)
    qtbot.keyClick(field, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    assert field.text() == NURIKABE_URL
    assert window.session is session


def test_copy_as_both_forms(qtbot: QtBot, errors: list[tuple[str, str]]) -> None:
    window, session = playing(qtbot, SHIKAKU)
    clipboard = QGuiApplication.clipboard()
    data = session.ptype.puzzle_to_json(session.puzzle)
    for action, module in (
        (window.share.copy_puzzlink, puzzlink),
        (window.share.copy_tatham, tatham),
    ):
        clipboard.setText("")
        action.trigger()
        text = clipboard.text()
        assert text == module.encode("shikaku", data)
        assert parse_board(text).puzzle == session.puzzle
        assert text in window.statusBar().currentMessage()
    assert errors == []


def test_a_logi5_cannot_be_copied_as_a_puzzlink_url(
    qtbot: QtBot, errors: list[tuple[str, str]]
) -> None:
    window = open_window(qtbot, LOGI5)
    clipboard = QGuiApplication.clipboard()
    clipboard.setText("before")
    window.share.copy_puzzlink.trigger()
    assert len(errors) == 1
    title, text = errors[0]
    assert title == "Cannot copy as puzz.link URL"
    assert text.startswith("puzz.link has no Logi-5")
    assert clipboard.text() == "before"
    window.share.copy_tatham.trigger()
    assert clipboard.text().startswith("5j:")
    assert len(errors) == 1


def test_copy_and_export_wait_for_a_game(qtbot: QtBot) -> None:
    window = PlayerWindow()
    window.autosave_enabled = False
    qtbot.addWidget(window)
    share = window.share
    assert not any(action.isEnabled() for action in share.game_actions())
    assert share.open_url.isEnabled()
    assert share.paste.isEnabled()
    window.files.open_path(LOGI5)
    assert all(action.isEnabled() for action in share.game_actions())


def test_no_two_window_actions_share_a_shortcut(qtbot: QtBot) -> None:
    window = PlayerWindow()
    window.autosave_enabled = False
    qtbot.addWidget(window)
    seen: dict[str, str] = {}
    for action in window.findChildren(QAction):
        for shortcut in action.shortcuts():
            key = shortcut.toString()
            assert key not in seen, f"{key}: {seen.get(key)} and {action.text()}"
            seen[key] = action.text()
    assert "Ctrl+V" in seen

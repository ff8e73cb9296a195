"""Bad input in the player: plain-text message boxes, one short line, the game kept (issue 13)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QLabel, QMessageBox
from pytestqt.qtbot import QtBot

from puzzlegui.core.formats.source import MAX_BYTES
from puzzlegui.gui import share
from puzzlegui.gui.dialogs import prompts
from puzzlegui.gui.dialogs.url_dialog import OpenUrlDialog

from .helpers import BOARDS, open_window

HTML_TYPE = '{"type": "<h1>big</h1><a href=\\"https://example.org\\">link</a>", "puzzle": {}}'


@pytest.fixture
def errors(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    shown: list[str] = []
    monkeypatch.setattr(prompts, "show_error", lambda _parent, _title, text: shown.append(text))
    return shown


def test_the_error_box_is_plain_text_cut_short(qtbot: QtBot) -> None:
    box = prompts.error_box(None, "Cannot open", "<b>x</b> \x1b[2J " + "y" * 100_000)
    qtbot.addWidget(box)
    assert box.textFormat() == Qt.TextFormat.PlainText
    assert "<b>x</b>" in box.text()
    assert "\x1b" not in box.text()
    assert len(box.text()) < 500
    labels = [label for label in box.findChildren(QLabel) if "<b>x</b>" in label.text()]
    assert labels
    assert not any(label.openExternalLinks() for label in labels)
    assert all(label.textFormat() == Qt.TextFormat.PlainText for label in labels)
    assert box.icon() == QMessageBox.Icon.Warning


def test_a_board_with_html_and_a_huge_token_is_one_plain_line(
    qtbot: QtBot, tmp_path: Path, errors: list[str]
) -> None:
    window = open_window(qtbot, BOARDS / "hashi" / "01-easy-7x7.puzzle")
    before = window.session
    bad = tmp_path / "bad.json"
    bad.write_text(HTML_TYPE)
    huge = tmp_path / "huge.txt"
    huge.write_text("hashi " + "9" * (3 * 1024 * 1024) + "\n")
    assert not window.files.open_path(bad)
    assert not window.files.open_path(huge)
    assert window.session is before
    assert len(errors) == 2
    for text in errors:
        assert "\n" not in text
        assert len(text) < 500
    assert "<h1>big</h1>" in errors[0]


def test_an_oversized_clipboard_is_not_parsed(qtbot: QtBot, errors: list[str]) -> None:
    window = open_window(qtbot, BOARDS / "hashi" / "01-easy-7x7.puzzle")
    QGuiApplication.clipboard().setText("7x7m2:" + "1" * (MAX_BYTES + 1))
    assert share.clipboard_text() == ""
    QGuiApplication.clipboard().setText("1" * 32_000)
    window.share.paste.trigger()  # 32 000 digits: refused at once, not after seconds
    assert not errors
    QGuiApplication.clipboard().clear()


def test_the_url_box_shows_a_pasted_heading_as_text(qtbot: QtBot) -> None:
    dialog = OpenUrlDialog(HTML_TYPE)
    qtbot.addWidget(dialog)
    assert dialog.verdict.textFormat() == Qt.TextFormat.PlainText
    assert "<h1>big</h1>" in dialog.verdict.text()

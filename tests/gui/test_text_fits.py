"""No text is cut, in English and Spanish, at 420 x 320 and at the normal size: every visible
label of the window (the side panel's, the status bar's) shows its whole text, and a long status
sentence (a path included) wraps in the bar or, in a small window, in the side panel."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QTextLayout, QTextOption
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from puzzlegui.gui import core_text, message
from puzzlegui.gui.main_window import PlayerWindow

from .helpers import open_window
from .test_play import first_board
from .test_window_fit import settle

SIZES = [(420, 320), (960, 680)]


def widest_line(label: QLabel, room: int) -> float:
    """The widest line of the label's text wrapped at word breaks into `room` (a word too long
    to break sticks out)."""
    layout = QTextLayout(label.text(), label.font())
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    layout.setTextOption(option)
    layout.beginLayout()
    widest = 0.0
    while (line := layout.createLine()).isValid():
        line.setLineWidth(room)
        widest = max(widest, line.naturalTextWidth())
    layout.endLayout()
    return widest


def cut_text(label: QLabel) -> str | None:
    """What of a visible label's text does not fit its room, or None when it all shows."""
    if not label.isVisibleTo(label.window()) or not label.text():
        return None
    room = label.contentsRect().width()
    metrics = label.fontMetrics()
    text = label.text()
    if label.textFormat() != Qt.TextFormat.PlainText and "<" in text:  # rich: Qt measures
        return None if label.sizeHint().width() <= label.width() else text
    if not label.wordWrap():
        return None if metrics.horizontalAdvance(text) <= room else text
    if widest_line(label, room) > room:
        return text
    if label.heightForWidth(label.width()) > label.height():
        return text
    return None


def cut_labels(window: PlayerWindow) -> list[str]:
    """The texts cut in every label of the window."""
    return [t for label in window.findChildren(QLabel) if (t := cut_text(label)) is not None]


@pytest.mark.slow
@pytest.mark.parametrize(("width", "height"), SIZES)
def test_no_label_is_cut(
    qtbot: QtBot, language: str, width: int, height: int, artifacts: Path
) -> None:
    window = open_window(qtbot, first_board("shikaku"))
    settle(qtbot, window, width, height)
    assert window.session is not None
    sentence = core_text.rules_text(window.session.ptype)  # a long sentence in either language
    message.info(window, sentence)
    qtbot.waitUntil(lambda: not cut_labels(window))
    shown = window.side_panel.message_label if window.fit.compact else window.status_line.label
    assert shown.isVisibleTo(window)
    assert shown.text() == sentence
    assert window.board_view is not None
    board = window.board_view.board_rect()
    assert min(board.width(), board.height()) >= 0.7 * min(width, height)
    folder = "/".join(["PuzzleCollectionsFromLibrary"] * 6)
    message.info(
        window, window.tr("Saved %1").replace("%1", f"/home/player/{folder}/puzzle.shikaku")
    )
    qtbot.waitUntil(lambda: not cut_labels(window))
    window.grab().save(str(artifacts / f"text-fits-{language}-{width}x{height}.png"))


def test_the_sentence_moves_between_bar_and_panel_with_the_size(
    qtbot: QtBot, language: str
) -> None:
    window = open_window(qtbot, first_board("nurikabe"))
    settle(qtbot, window, 960, 680)
    message.info(window, "Corner marked")
    assert window.status_line.label.text() == "Corner marked"
    assert not window.side_panel.message_label.isVisibleTo(window)
    settle(qtbot, window, 420, 320)
    assert window.side_panel.message_label.text() == "Corner marked"
    assert window.side_panel.message_label.isVisibleTo(window)
    assert not window.status_line.label.isVisibleTo(window)
    window.statusBar().clearMessage()
    assert not window.side_panel.message_label.isVisibleTo(window)

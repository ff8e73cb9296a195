"""The status bar's sentence, never cut: it wraps in a roomy window and, in a small one, moves to
the side panel (which wraps and scrolls), so a long sentence keeps the board's room.

QStatusBar paints its temporary message itself on one clipped line, so a sentence longer than the
window lost its end. Here every message (ours and Qt's status tips alike, all through
messageChanged) goes to a word-wrapping label instead, and the bar paints no text of its own.
"""

from __future__ import annotations

import re

from PySide6.QtCore import Qt, Slot
from PySide6.QtGui import QPaintEvent
from PySide6.QtWidgets import QLabel, QStatusBar, QWidget

_PIECE = 12
"""A word of twice this many characters or more gets a break opportunity every _PIECE."""
_LONG_WORD = re.compile(r"[^\s\u200b/\\-]{" + str(2 * _PIECE) + ",}")


def breakable(text: str) -> str:
    """The text with zero-width spaces after path separators and inside very long words, so a
    word-wrapping label can break a long path or name (QLabel breaks only at word boundaries, and
    cut what did not fit)."""
    text = text.replace("/", "/\u200b").replace("\\", "\\\u200b")
    return _LONG_WORD.sub(lambda m: _pieces(m.group()), text)


def _pieces(word: str) -> str:
    return "\u200b".join(word[i : i + _PIECE] for i in range(0, len(word), _PIECE))


class StatusLine(QStatusBar):
    """A status bar whose sentence wraps, or shows in `panel_label` when compact."""

    def __init__(self, panel_label: QLabel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.compact = False
        self.label = QLabel()
        self.label.setWordWrap(True)
        self.label.setTextFormat(Qt.TextFormat.PlainText)  # a file name is not HTML
        self.label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        # One line high even when empty, so the board does not move when a sentence comes.
        self.label.setMinimumHeight(self.label.fontMetrics().lineSpacing() + 4)
        # A permanent widget: QStatusBar hides its normal widgets while a message shows.
        self.addPermanentWidget(self.label, 1)
        self.panel_label = panel_label
        self.panel_label.setWordWrap(True)
        self.panel_label.setTextFormat(Qt.TextFormat.PlainText)
        self.panel_label.setVisible(False)
        self.messageChanged.connect(self._on_message_changed)

    def set_compact(self, compact: bool) -> None:
        """In a small window the sentence shows in the side panel, not in the bar."""
        self.compact = compact
        self._on_message_changed(self.currentMessage())

    @Slot(str)
    def _on_message_changed(self, text: str) -> None:
        self.label.setText("" if self.compact else breakable(text))
        self.label.setVisible(not self.compact)
        self.panel_label.setText(breakable(text) if self.compact else "")
        self.panel_label.setVisible(self.compact and bool(text))

    def paintEvent(self, event: QPaintEvent) -> None:
        # The label shows the message; QStatusBar's own painting would draw it again, clipped.
        del event

"""The side panel: the puzzle's title, size, rules, the timer and the current status."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QGroupBox, QLabel, QPushButton, QVBoxLayout, QWidget

from . import core_text
from .session import GameSession


def format_time(ms: int) -> str:
    """Milliseconds as m:ss, or h:mm:ss past an hour."""
    seconds = ms // 1000
    hours, rest = divmod(seconds, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes}:{secs:02d}"


class SidePanelView(QWidget):
    """What the player reads beside the board."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title_label = QLabel()
        font = QFont(self.title_label.font())
        font.setPointSizeF(font.pointSizeF() * 1.5)
        font.setBold(True)
        self.title_label.setFont(font)
        self.size_label = QLabel()
        self.source_label = QLabel()
        self.source_label.setWordWrap(True)
        self.rules_label = QLabel()
        self.rules_label.setWordWrap(True)
        self.rules_label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.time_label = QLabel()
        time_font = QFont(self.time_label.font())
        time_font.setPointSizeF(time_font.pointSizeF() * 1.8)
        self.time_label.setFont(time_font)
        self.status_label = QLabel()
        self.status_label.setWordWrap(True)
        self.hint_box = QGroupBox(self.tr("Hint"))
        self.hint_level_label = QLabel()
        self.hint_label = QLabel()
        self.hint_label.setWordWrap(True)
        self.hint_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.apply_button = QPushButton(self.tr("&Apply"))
        self.apply_button.setToolTip(self.tr("Make the hinted move (one step to undo)"))
        hint_layout = QVBoxLayout(self.hint_box)
        hint_layout.addWidget(self.hint_level_label)
        hint_layout.addWidget(self.hint_label)
        hint_layout.addWidget(self.apply_button)
        self.hint_box.setVisible(False)
        layout = QVBoxLayout(self)
        for widget in (self.title_label, self.size_label, self.source_label, self.rules_label):
            layout.addWidget(widget)
        layout.addSpacing(12)
        layout.addWidget(self.time_label)
        layout.addWidget(self.status_label)
        layout.addWidget(self.hint_box)
        layout.addStretch(1)
        self.setMinimumWidth(200)
        self.setMaximumWidth(300)

    def show_session(self, session: GameSession, file_name: str) -> None:
        """Fill in the puzzle's fixed facts."""
        kind = session.kind
        self.title_label.setText(kind.title)
        view_rows, view_cols = session.kind.size(session.puzzle)
        self.size_label.setText(
            self.tr("%1 x %2").replace("%1", str(view_cols)).replace("%2", str(view_rows))
        )
        self.source_label.setText(file_name)
        self.rules_label.setText(core_text.rules_text(kind))
        self.show_time(session.elapsed_ms())
        self.clear_hint()

    def show_time(self, ms: int) -> None:
        """Update the clock."""
        self.time_label.setText(format_time(ms))

    def show_status(self, text: str) -> None:
        """The current status in a sentence."""
        self.status_label.setText(text)

    def show_hint(self, text: str, level: str, can_apply: bool) -> None:
        """A hint's sentence, its level, and the Apply button."""
        self.hint_label.setText(text)
        self.hint_level_label.setText(level)
        self.hint_level_label.setVisible(bool(level))
        self.apply_button.setEnabled(can_apply)
        self.hint_box.setVisible(True)

    def clear_hint(self) -> None:
        """Hide the hint box."""
        self.hint_label.clear()
        self.hint_box.setVisible(False)

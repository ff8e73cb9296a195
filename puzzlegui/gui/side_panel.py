"""The side panel: the puzzle's title, size, rules, the timer and the current status."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QGroupBox, QLabel, QPushButton, QToolButton, QVBoxLayout, QWidget

from . import core_text
from .session import GameSession
from .status_line import breakable


def format_time(ms: int) -> str:
    """Milliseconds as m:ss, or h:mm:ss past an hour."""
    seconds = ms // 1000
    hours, rest = divmod(seconds, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes}:{secs:02d}"


class SidePanelView(QWidget):
    """What the player reads beside the board."""

    hint_shown = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.compact = False
        self.scale = 1.0
        self._base_point_size = self.font().pointSizeF()
        self.title_label = QLabel()
        self.title_label.setWordWrap(True)
        self._title_size = self.title_label.font().pointSizeF()
        self._set_title_scale(1.5)
        self.details_button = QToolButton()
        self.details_button.setText(self.tr("Rules"))
        self.details_button.setCheckable(True)
        self.details_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.details_button.setArrowType(Qt.ArrowType.RightArrow)
        self.details_button.setAccessibleName(self.tr("Show the size, source and rules"))
        self.details_button.setVisible(False)
        self.details_button.toggled.connect(self._on_details_button_toggled)
        self.size_label = QLabel()
        self.difficulty_label = QLabel()
        """The puzzle's difficulty score and its reason, once worked out."""
        self.difficulty_label.setWordWrap(True)
        self.difficulty_label.setTextFormat(Qt.TextFormat.PlainText)
        self.difficulty_label.setVisible(False)
        self.source_label = QLabel()
        self.source_label.setWordWrap(True)
        self.source_label.setTextFormat(Qt.TextFormat.PlainText)  # a file name is not HTML
        self.rules_label = QLabel()
        self.rules_label.setWordWrap(True)
        self.rules_label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.time_label = QLabel()
        self._set_time_scale()
        self.checklist_label = QLabel()
        """The digits of a digit board, each struck through once finished."""
        self.checklist_label.setTextFormat(Qt.TextFormat.RichText)  # made here, digits only
        self.checklist_label.setVisible(False)
        self.status_label = QLabel()
        self.status_label.setWordWrap(True)
        self.message_label = QLabel()
        """The status bar's sentence in a small window (see status_line)."""
        self.trial_label = QLabel()
        self.trial_label.setWordWrap(True)
        self.trial_label.setVisible(False)
        self.hint_box = QGroupBox(self.tr("Hint"))
        self.hint_level_label = QLabel()
        self.hint_label = QLabel()
        for label in (self.hint_level_label, self.hint_label):
            label.setWordWrap(True)  # a long title ("Nivel 1: en todas las direcciones") too
            label.setTextFormat(Qt.TextFormat.PlainText)
        self.hint_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.apply_button = QPushButton(self.tr("&Apply"))
        self.apply_button.setToolTip(self.tr("Make the hinted move (one step to undo)"))
        self.more_button = QPushButton(self.tr("&More"))
        self.more_button.setToolTip(self.tr("Show more of the hint (as Hint again does)"))
        self.stop_button = QPushButton(self.tr("&Stop"))
        self.stop_button.setToolTip(self.tr("Stop looking for this hint"))
        hint_layout = QVBoxLayout(self.hint_box)
        hint_layout.addWidget(self.hint_level_label)
        hint_layout.addWidget(self.hint_label)
        hint_layout.addWidget(self.apply_button)
        hint_layout.addWidget(self.more_button)
        hint_layout.addWidget(self.stop_button)
        self.hint_box.setVisible(False)
        layout = QVBoxLayout(self)
        layout.addWidget(self.title_label)
        layout.addWidget(self.details_button)
        for widget in self._details():
            layout.addWidget(widget)
        layout.addSpacing(12)
        layout.addWidget(self.time_label)
        layout.addWidget(self.checklist_label)
        layout.addWidget(self.status_label)
        layout.addWidget(self.message_label)
        layout.addWidget(self.trial_label)
        layout.addWidget(self.hint_box)
        layout.addStretch(1)
        self.setFixedWidth(self.width_for(compact=False))

    def width_for(self, compact: bool) -> int:
        """The panel's one width (a panel that grew and shrank with its sentences moved the
        board): room for 30 characters, or 18 in a small window."""
        chars = self.fontMetrics().averageCharWidth()
        if compact:
            return min(170, max(130, chars * 18))
        return min(round(300 * self.scale), max(220, chars * 30))

    def set_scale(self, scale: float) -> None:
        """Text `scale` times the system's size (a large window reads from further away)."""
        if scale == self.scale:
            return
        self.scale = scale
        font = QFont(self.font())
        font.setPointSizeF(self._base_point_size * scale)
        self.setFont(font)
        self._set_title_scale(1.0 if self.compact else 1.5)
        self._set_time_scale()
        self.setFixedWidth(self.width_for(self.compact))

    def set_compact(self, compact: bool) -> None:
        """A narrow panel for a small window: a smaller title, the rules folded behind a button."""
        self.compact = compact
        self._set_title_scale(1.0 if compact else 1.5)
        self.details_button.setVisible(compact)
        self._on_details_button_toggled(self.details_button.isChecked())
        self.setFixedWidth(self.width_for(compact))

    def _details(self) -> tuple[QLabel, ...]:
        return (self.size_label, self.difficulty_label, self.source_label, self.rules_label)

    def _set_time_scale(self) -> None:
        font = QFont(self.time_label.font())
        font.setPointSizeF(self._base_point_size * self.scale * 1.8)
        self.time_label.setFont(font)

    def _set_title_scale(self, scale: float) -> None:
        font = QFont(self.title_label.font())
        font.setPointSizeF(self._title_size * scale * self.scale)
        font.setBold(True)
        self.title_label.setFont(font)

    def _on_details_button_toggled(self, checked: bool) -> None:
        shown = checked or not self.compact
        for label in self._details():
            label.setVisible(shown)
        arrow = Qt.ArrowType.DownArrow if checked else Qt.ArrowType.RightArrow
        self.details_button.setArrowType(arrow)

    def show_session(self, session: GameSession, file_name: str) -> None:
        """Fill in the puzzle's fixed facts."""
        ptype = session.ptype
        self.title_label.setText(ptype.title)
        view_rows, view_cols = session.ptype.size(session.puzzle)
        self.size_label.setText(
            self.tr("%1 x %2").replace("%1", str(view_cols)).replace("%2", str(view_rows))
        )
        self.source_label.setText(breakable(file_name))
        self.rules_label.setText(core_text.rules_text(ptype))
        self.show_time(session.elapsed_ms())
        self.clear_hint()

    def show_difficulty(self, text: str) -> None:
        """The difficulty's sentence (none hides it)."""
        self.difficulty_label.setText(text)
        self.difficulty_label.setVisible(
            bool(text) and (not self.compact or self.details_button.isChecked())
        )

    def show_time(self, ms: int) -> None:
        """Update the clock."""
        self.time_label.setText(format_time(ms))

    def show_checklist(self, digits: list[tuple[str, bool]]) -> None:
        """The board's digits, those finished struck through and faint (none: hidden)."""
        shown = [f"<s style='color:gray'>{d}</s>" if done else f"<b>{d}</b>" for d, done in digits]
        self.checklist_label.setText("&nbsp;&nbsp;".join(shown))
        self.checklist_label.setVisible(bool(digits))
        done = [d for d, finished in digits if finished]
        self.checklist_label.setAccessibleName(
            self.tr("Finished digits: %1").replace("%1", ", ".join(done) or self.tr("none"))
        )

    def show_status(self, text: str) -> None:
        """The current status in a sentence."""
        self.status_label.setText(text)

    def show_trial(self, text: str) -> None:
        """The sentence that says a trial is open (none hides it)."""
        self.trial_label.setText(text)
        self.trial_label.setVisible(bool(text))

    def show_hint(
        self, text: str, level: str, can_apply: bool, more: bool = False, steps: bool = False
    ) -> None:
        """A hint's sentence, its level, and the Apply button (the More button instead while
        the hint shows only part of its step; beside it, with `steps`, for a whole step whose
        chain More opens)."""
        self.hint_label.setText(text)
        self.hint_level_label.setText(level)
        self.hint_level_label.setVisible(bool(level))
        self.apply_button.setEnabled(can_apply)
        self.apply_button.setVisible(not more)
        self.more_button.setVisible(more or steps)
        self.stop_button.setVisible(False)
        self.hint_box.setVisible(True)
        self.hint_shown.emit()

    def show_busy(self, text: str) -> None:
        """What the hint is doing while it works or waits, with a Stop button instead of Apply."""
        self.show_hint(text, "", False)
        self.apply_button.setVisible(False)
        self.more_button.setVisible(False)
        self.stop_button.setVisible(True)

    def clear_hint(self) -> None:
        """Hide the hint box."""
        self.hint_label.clear()
        self.hint_box.setVisible(False)

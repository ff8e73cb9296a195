"""The preferences dialog: live errors, the pencil-mode key, what a right click does on digit
boards, whether new puzzles are made ahead, and the language."""

from __future__ import annotations

from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialogButtonBox,
    QFormLayout,
    QKeySequenceEdit,
    QLabel,
    QWidget,
)

from puzzlegui.gui import i18n
from puzzlegui.gui.accessibility import NamedDialog
from puzzlegui.gui.preferences import Preferences


class PreferencesDialog(NamedDialog):
    """Edit the player's preferences; `apply` writes them back."""

    def __init__(self, preferences: Preferences, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Preferences"))
        self._preferences = preferences
        self.live_errors = QCheckBox(self.tr("Paint mistakes red as they happen"))
        self.live_errors.setChecked(preferences.live_errors)
        self.right_click_pencil = QCheckBox(
            self.tr("A right click picks a cell for pencil marks (digit puzzles)")
        )
        self.right_click_pencil.setChecked(preferences.right_click_pencil)
        self.make_ahead = QCheckBox(
            self.tr(
                "Make the Type menu's and today's puzzles in the background, so they start at once"
            )
        )
        self.make_ahead.setChecked(preferences.make_ahead)
        self.pencil_key = QKeySequenceEdit(QKeySequence(preferences.pencil_key))
        self.pencil_key.setMaximumSequenceLength(1)
        self.language = QComboBox()
        self.language.addItem(self.tr("System language"), "")
        for code, name in i18n.LANGUAGES.items():
            self.language.addItem(name, code)
        self.language.setCurrentIndex(max(0, self.language.findData(preferences.language)))
        language_note = QLabel(self.tr("A new language shows the next time puzzlegui starts."))
        language_note.setWordWrap(True)
        note = QLabel(
            self.tr(
                "Colours follow the system's light or dark appearance. Shift+digit always "
                "writes a pencil mark."
            )
        )
        note.setWordWrap(True)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form = QFormLayout(self)
        form.addRow(self.tr("Errors:"), self.live_errors)
        form.addRow(self.tr("Pencil mode key:"), self.pencil_key)
        form.addRow(self.tr("Right click:"), self.right_click_pencil)
        form.addRow(self.tr("New puzzles:"), self.make_ahead)
        form.addRow(self.tr("Language:"), self.language)
        form.addRow(language_note)
        form.addRow(note)
        form.addRow(buttons)

    def apply(self) -> None:
        """Write the chosen values to the preferences."""
        self._preferences.live_errors = self.live_errors.isChecked()
        self._preferences.right_click_pencil = self.right_click_pencil.isChecked()
        self._preferences.make_ahead = self.make_ahead.isChecked()
        self._preferences.language = str(self.language.currentData() or "")
        key = self.pencil_key.keySequence().toString()
        if key:
            self._preferences.pencil_key = key

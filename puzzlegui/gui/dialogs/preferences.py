"""The preferences dialog: live errors and the pencil-mode key."""

from __future__ import annotations

from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QKeySequenceEdit,
    QLabel,
    QWidget,
)

from puzzlegui.gui.preferences import Preferences


class PreferencesDialog(QDialog):
    """Edit the player's preferences; `apply` writes them back."""

    def __init__(self, preferences: Preferences, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Preferences"))
        self._preferences = preferences
        self.live_errors = QCheckBox(self.tr("Paint mistakes red as they happen"))
        self.live_errors.setChecked(preferences.live_errors)
        self.pencil_key = QKeySequenceEdit(QKeySequence(preferences.pencil_key))
        self.pencil_key.setMaximumSequenceLength(1)
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
        form.addRow(note)
        form.addRow(buttons)

    def apply(self) -> None:
        """Write the chosen values to the preferences."""
        self._preferences.live_errors = self.live_errors.isChecked()
        key = self.pencil_key.keySequence().toString()
        if key:
            self._preferences.pencil_key = key

"""Accessibility: an accessible name on every control, and the high-contrast theme.

Names: a screen reader says a field's name, and Qt takes a value field's (a combo box says its
current item, a spin box nothing). So when any window or dialog is shown, each field a label
is the buddy of gets that label's text as its name, and a control still without one gets its
tool tip. Every dialog derives from NamedDialog, which does it in its showEvent (a test holds
every dialog class to that), and the main window does it in its own. Not an application-wide
event filter: that called into Python for every event of every widget, and each call waited for
the interpreter while a search ran in a worker thread, which stalled the window for a second.

High contrast: white on black with yellow for the selection and the cursor, for the whole
application; boards take their colours from the palette (`boards/colours.py`) and paint
stronger lines and marks while it is on.
"""

from __future__ import annotations

from PySide6.QtGui import QColor, QPalette, QShowEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QDialog,
    QHeaderView,
    QKeySequenceEdit,
    QLabel,
    QLineEdit,
    QWidget,
)

from .boards import colours

CONTROLS = (
    QAbstractButton,
    QComboBox,
    QAbstractSpinBox,
    QLineEdit,
    QKeySequenceEdit,
    QAbstractItemView,
)
"""The widget classes a player operates, which must each have a name."""


def is_internal(widget: QWidget) -> bool:
    """Qt's own parts of a control (a spin box's line edit, a combo box's popup list, a table's
    headers and corner button), which the control itself speaks for."""
    if widget.objectName().startswith("qt_") or isinstance(widget, QHeaderView):
        return True
    probe = widget.parentWidget()
    while probe is not None:
        if probe.metaObject().className() == "QComboBoxPrivateContainer":
            return True
        probe = probe.parentWidget()
    return False


def label_text(label: QLabel) -> str:
    """A label's text as a name: no mnemonic ampersand, no final colon."""
    return label.text().replace("&&", "\0").replace("&", "").replace("\0", "&").rstrip(": ")


def name_controls(root: QWidget) -> None:
    """Give every control under `root` without an accessible name its label's text (the label
    whose buddy it is) or, failing that, its tool tip."""
    for label in root.findChildren(QLabel):
        buddy = label.buddy()
        if buddy is not None and not buddy.accessibleName() and label.text():
            buddy.setAccessibleName(label_text(label))
    for widget in root.findChildren(QWidget):
        if isinstance(widget, CONTROLS) and not widget.accessibleName() and widget.toolTip():
            widget.setAccessibleName(widget.toolTip())


class NamedDialog(QDialog):
    """A dialog whose controls get their names when it is shown (see `name_controls`)."""

    def showEvent(self, event: QShowEvent) -> None:
        name_controls(self)
        super().showEvent(event)


# -- the high-contrast theme ------------------------------------------------------------------
def high_contrast_palette() -> QPalette:
    """White on black, yellow selection; disabled text a grey still 7:1 on black."""
    palette = QPalette()
    role, group = QPalette.ColorRole, QPalette.ColorGroup
    black, white, yellow = QColor("#000000"), QColor("#ffffff"), QColor("#ffff00")
    for r in (role.Window, role.Base, role.AlternateBase, role.Button, role.ToolTipBase):
        palette.setColor(r, black)
    for r in (role.WindowText, role.Text, role.ButtonText, role.ToolTipText, role.BrightText):
        palette.setColor(r, white)
    palette.setColor(role.Highlight, yellow)
    palette.setColor(role.HighlightedText, black)
    palette.setColor(role.Link, QColor("#00ffff"))
    palette.setColor(role.PlaceholderText, QColor("#c0c0c0"))
    for r in (role.WindowText, role.Text, role.ButtonText):
        palette.setColor(group.Disabled, r, QColor("#a8a8a8"))
    return palette


def apply_theme(app: QApplication, high_contrast: bool) -> None:
    """Use the high-contrast theme, or go back to the system's palette (light or dark, which
    the application then follows again when the system changes it)."""
    colours.set_high_contrast(high_contrast)
    # An empty palette (nothing resolved) hands the application back to the platform's theme.
    app.setPalette(high_contrast_palette() if high_contrast else QPalette())

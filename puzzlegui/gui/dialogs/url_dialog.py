"""File > Open URL or ID: a box for a puzz.link URL, a pzprv3 file or a Tatham game ID.

What is typed is read as it is typed: the dialog says which puzzle it is, or why it cannot be
read (the BoardFormatError's sentence), and OK waits for something that opens.
`ask_url` is the one function the window calls, so tests can replace it.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from puzzlegui.core.formats.loader import parse_board
from puzzlegui.core.model import BoardFormatError
from puzzlegui.gui.accessibility import NamedDialog


def describe(text: str) -> tuple[bool, str]:
    """(opens?, a sentence): the puzzle a URL or ID holds, or why it cannot be read."""
    if not text.strip():
        return False, QCoreApplication.translate("url_dialog", "Paste or type a URL or ID.")
    try:
        board = parse_board(text.strip())
    except BoardFormatError as err:
        return False, err.message
    data = board.ptype.puzzle_to_json(board.puzzle)
    rows, cols = data.get("rows", data.get("n")), data.get("cols", data.get("n"))
    return True, f"{board.ptype.title}, {cols}x{rows}"


class OpenUrlDialog(NamedDialog):
    """Ask for a puzz.link URL, pzprv3 file or Tatham game ID, checking it as it is typed."""

    def __init__(self, initial: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Open URL or ID"))
        intro = QLabel(
            self.tr(
                "A puzz.link URL (or a pzprv3 file), or a Simon Tatham game ID such as "
                "7x7m2:2e1g2e2g1b5b4h1a4b2."
            )
        )
        intro.setWordWrap(True)
        self.editor = QPlainTextEdit()
        self.editor.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.editor.setTabChangesFocus(True)
        self.editor.setPlainText(initial)
        self.editor.setAccessibleName(self.tr("URL or ID"))
        self.verdict = QLabel()
        self.verdict.setTextFormat(Qt.TextFormat.PlainText)  # it quotes what was pasted
        self.verdict.setWordWrap(True)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Open | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(self.editor, 1)
        layout.addWidget(self.verdict)
        layout.addWidget(self.buttons)
        self.editor.textChanged.connect(self._on_editor_text_changed)
        self._on_editor_text_changed()
        self.resize(560, 240)

    def text(self) -> str:
        """What was typed, without surrounding blanks."""
        return self.editor.toPlainText().strip()

    def _on_editor_text_changed(self) -> None:
        opens, sentence = describe(self.text())
        self.verdict.setText(sentence)
        button = self.buttons.button(QDialogButtonBox.StandardButton.Open)
        button.setEnabled(opens)


def ask_url(parent: QWidget, initial: str = "") -> str | None:
    """Ask for a URL or ID (the dialog starts with `initial`); None if cancelled."""
    dialog = OpenUrlDialog(initial, parent)
    try:
        if dialog.exec() == QDialog.DialogCode.Accepted:
            return dialog.text()
        return None
    finally:
        dialog.deleteLater()

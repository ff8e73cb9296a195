"""Every question the player asks with a standard dialog, as a small function a test can
replace (monkeypatch `prompts.ask_open_path` and friends)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QApplication, QDialog, QFileDialog, QLabel, QMessageBox, QWidget

from puzzlegui.core import registry
from puzzlegui.core.oneline import one_line

# Called by this name so that pyside6-lupdate finds the texts (it does not see through wrappers).
translate = QCoreApplication.translate


def board_filter() -> str:
    """The file-type filter of the open and save dialogs: every extension the loader reads,
    the type-named ones (`board.hashi`, `x.kenken`) included."""
    names = sorted({*registry.NAMES, *registry.ALIASES})
    patterns = " ".join(
        ["*.puzzle", "*.txt", "*.json", "*.jsonl", *(f"*.{name}" for name in names)]
    )
    return translate(
        "prompts", "Boards (%1);;Text boards (*.txt);;JSON (*.json);;All files (*)"
    ).replace("%1", patterns)


def ask_open_path(parent: QWidget, folder: str) -> Path | None:
    """Ask for a board to open; None if cancelled."""
    name, _ = QFileDialog.getOpenFileName(
        parent, translate("prompts", "Open a board"), folder, board_filter()
    )
    return Path(name) if name else None


def ask_save_path(parent: QWidget, suggested: str) -> Path | None:
    """Ask where to save the board; None if cancelled."""
    name, _ = QFileDialog.getSaveFileName(
        parent, translate("prompts", "Save the board"), suggested, board_filter()
    )
    return Path(name) if name else None


def error_box(parent: QWidget | None, title: str, text: str) -> QMessageBox:
    """The warning box `show_error` shows: plain text (a board's words are never HTML, links
    never open), each line escaped and cut short (oneline.py), at most ten lines."""
    lines = [one_line(line) for line in text.split("\n")[:10]]
    box = QMessageBox(QMessageBox.Icon.Warning, title, "\n".join(lines), parent=parent)
    box.setTextFormat(Qt.TextFormat.PlainText)
    box.setStandardButtons(QMessageBox.StandardButton.Ok)
    for label in box.findChildren(QLabel):  # QMessageBox's own label opens links by default
        label.setOpenExternalLinks(False)
    return box


def show_error(parent: QWidget | None, title: str, text: str) -> None:
    """Tell the player something went wrong."""
    box = error_box(parent, title, text)
    try:
        box.exec()
    finally:
        box.deleteLater()


def about_box(parent: QWidget, title: str, text: str) -> QMessageBox:
    """The About box, showing the application's icon."""
    box = QMessageBox(QMessageBox.Icon.NoIcon, title, text, QMessageBox.StandardButton.Ok, parent)
    box.setIconPixmap(QApplication.windowIcon().pixmap(64, 64))
    return box


def show_about(parent: QWidget, title: str, text: str) -> None:
    """Show the About box."""
    about_box(parent, title, text).exec()


def run_dialog(dialog: QDialog) -> bool:
    """Show a modal dialog; True if the player accepted it."""
    return dialog.exec() == QDialog.DialogCode.Accepted

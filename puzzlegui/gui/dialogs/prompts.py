"""Every question the player asks with a standard dialog, as a small function a test can
replace (monkeypatch `prompts.ask_open_path` and friends)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication, QDialog, QFileDialog, QMessageBox, QWidget

# Called by this name so that pyside6-lupdate finds the texts (it does not see through wrappers).
translate = QCoreApplication.translate


def board_filter() -> str:
    """The file-type filter of the open and save dialogs."""
    return translate(
        "prompts",
        "Boards (*.txt *.json *.jsonl);;Text boards (*.txt);;JSON (*.json);;All files (*)",
    )


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


def show_error(parent: QWidget, title: str, text: str) -> None:
    """Tell the player something went wrong."""
    QMessageBox.warning(parent, title, text)


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

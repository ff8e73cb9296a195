"""The QApplication: names, the bundled font, the icon, where resources live, and the GUI
thread's share of the interpreter (interpreter.py)."""

from __future__ import annotations

import sys
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QFontDatabase, QIcon
from PySide6.QtWidgets import QApplication

from puzzlegui.paths import BOARDS, ICON, RESOURCES

from .interpreter import share_with_jobs

ORGANIZATION = "puzzlegui"
APPLICATION = "puzzlegui"
__all__ = ["BOARDS", "ICON", "RESOURCES", "create_application"]

_board_family: str | None = None


def board_font_family() -> str | None:
    """The family of the bundled font (DejaVu Sans), or None to use Qt's default."""
    return _board_family


def load_fonts() -> None:
    """Register the bundled font so boards look the same on every machine."""
    global _board_family
    for path in sorted((RESOURCES / "fonts").glob("*.ttf")):
        font_id = QFontDatabase.addApplicationFont(str(path))
        families = QFontDatabase.applicationFontFamilies(font_id) if font_id >= 0 else []
        if families and _board_family is None:
            _board_family = families[0]


def set_names() -> None:
    """Organization and application names (QSettings and QStandardPaths use them)."""
    QCoreApplication.setOrganizationName(ORGANIZATION)
    QCoreApplication.setApplicationName(APPLICATION)
    QCoreApplication.setApplicationVersion("0.1.0")


def create_application(argv: Sequence[str] | None = None) -> QApplication:
    """The one QApplication (reused when it exists, as under pytest-qt)."""
    set_names()
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        app = QApplication(list(argv if argv is not None else sys.argv))
    QApplication.setApplicationDisplayName("puzzlegui")
    if ICON.exists():
        QApplication.setWindowIcon(QIcon(str(ICON)))
    load_fonts()
    share_with_jobs(app)
    return app

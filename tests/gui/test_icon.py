"""The application icon: on the window and in the About box."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QColor
from pytestqt.qtbot import QtBot

from puzzlegui.gui.app import ICON, create_application
from puzzlegui.gui.dialogs import prompts
from puzzlegui.gui.launch import build_window

ICON_BLUE = QColor("#2f5fb3")


def near(colour: QColor, wanted: QColor) -> bool:
    return all(
        abs(a - b) < 24 for a, b in zip(colour.getRgb()[:3], wanted.getRgb()[:3], strict=True)
    )


def test_the_window_and_the_about_box_show_the_icon(qtbot: QtBot, artifacts: Path) -> None:
    assert ICON.is_file()
    create_application()
    window = build_window(None, resume=False)
    qtbot.addWidget(window)
    assert not window.windowIcon().isNull()
    box = prompts.about_box(window, "About puzzlegui", "<h3>puzzlegui</h3>")
    qtbot.addWidget(box)
    pixmap = box.iconPixmap()
    assert not pixmap.isNull()
    image = pixmap.toImage()
    image.save(str(artifacts / "about-icon.png"))
    # The icon's blue ground, a few pixels in from its rounded corner.
    assert near(image.pixelColor(image.width() // 8, image.height() // 2), ICON_BLUE)

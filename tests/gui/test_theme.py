"""Boards follow the palette: readable on a dark one as on a light one."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QColor, QPalette
from pytestqt.qtbot import QtBot

from .helpers import click, grab, open_window, view_of
from .test_play import TYPES, first_board


def dark_palette() -> QPalette:
    palette = QPalette()
    role = QPalette.ColorRole
    for r, colour in (
        (role.Window, "#202124"),
        (role.Base, "#181818"),
        (role.Text, "#e8e8e8"),
        (role.WindowText, "#e8e8e8"),
        (role.Button, "#303134"),
        (role.ButtonText, "#e8e8e8"),
        (role.Highlight, "#4f8ff7"),
        (role.HighlightedText, "#000000"),
    ):
        palette.setColor(r, QColor(colour))
    return palette


def contrast(a: QColor, b: QColor) -> int:
    return abs(a.lightness() - b.lightness())


@pytest.mark.slow
@pytest.mark.parametrize("name", TYPES)
def test_boards_follow_a_dark_palette(qtbot: QtBot, artifacts: Path, name: str) -> None:
    window = open_window(qtbot, first_board(name))
    window.setPalette(dark_palette())
    view = view_of(window)
    assert view.colours.dark
    click(qtbot, view, view.cell_center((0, 0)))
    image = grab(window, artifacts / f"{name}-dark.png")
    assert contrast(view.colours.ink, view.colours.background) > 150
    corner = image.pixelColor(2, image.height() - 2)
    assert corner.lightness() < 80, corner.name()

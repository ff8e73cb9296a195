"""Where the player's data lives: inside the package when installed from a wheel (the build
step copies it there), else in the checkout (a development install runs from the sources)."""

from __future__ import annotations

from pathlib import Path

PACKAGE = Path(__file__).resolve().parent


def _data_folder(name: str) -> Path:
    packaged = PACKAGE / name
    return packaged if packaged.is_dir() else PACKAGE.parent / name


RESOURCES = _data_folder("resources")
"""Icons, fonts, translations (.qm), the desktop entry and the MIME type."""
BOARDS = _data_folder("boards")
"""The sample boards, one folder per type."""
ICON = RESOURCES / "icons" / "puzzlegui.svg"
"""The application icon."""

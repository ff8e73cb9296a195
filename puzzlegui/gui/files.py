"""Finding and reading boards for the player: the loader, the boards folder, the last game."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QIODevice, QSaveFile

from puzzlegui.core import registry
from puzzlegui.core.formats.loader import Board, read_board
from puzzlegui.core.model import AnyPuzzleType

from .app import BOARDS


def load_board(path: str | Path) -> Board:
    """A board file of any type and form; BoardFormatError names file:line:column."""
    return read_board(path)


def write_atomically(path: Path, data: bytes) -> bool:
    """Write a whole file or leave the old one (QSaveFile); False on failure."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError:
        return False
    out = QSaveFile(str(path))
    if not out.open(QIODevice.OpenModeFlag.WriteOnly):
        return False
    out.write(data)
    return bool(out.commit())


def bundled_boards(folder: Path = BOARDS) -> list[Path]:
    """The sample boards, in menu order of their types, easiest (first name) first."""
    found: list[Path] = []
    for name in registry.NAMES:
        found.extend(sorted((folder / name).glob("*.puzzle")))
    return found


def available_types() -> list[AnyPuzzleType]:
    """Every registered type, in menu order (a type that fails to import is an error)."""
    return registry.all_types()


def first_board(folder: Path = BOARDS) -> Path | None:
    """The first sample board, or None when there is none."""
    return next(iter(bundled_boards(folder)), None)

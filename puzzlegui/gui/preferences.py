"""The player's preferences, kept with QSettings: geometry, last folder, recent files, live
errors, the pencil key, the language."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import cast

from PySide6.QtCore import QByteArray, QSettings

MAX_RECENT = 8


class Preferences:
    """Typed access to the QSettings the player keeps."""

    def __init__(self) -> None:
        self._settings = QSettings()

    def sync(self) -> None:
        """Write pending changes to disk."""
        self._settings.sync()

    @property
    def geometry(self) -> QByteArray | None:
        """The main window's saved geometry."""
        value = self._settings.value("window/geometry")
        return value if isinstance(value, QByteArray) else None

    @geometry.setter
    def geometry(self, value: QByteArray) -> None:
        self._settings.setValue("window/geometry", value)

    @property
    def last_folder(self) -> str:
        """Where the last board was opened or saved."""
        return str(self._settings.value("files/last_folder", "") or "")

    @last_folder.setter
    def last_folder(self, value: str) -> None:
        self._settings.setValue("files/last_folder", value)

    @property
    def export_folder(self) -> str:
        """Where the player last exported a picture or saved a PDF ("" before the first time)."""
        return str(self._settings.value("files/export_folder", "") or "")

    @export_folder.setter
    def export_folder(self, value: str) -> None:
        self._settings.setValue("files/export_folder", value)

    @property
    def print_choice(self) -> str:
        """File > Print's last choice, as gui/printing.py writes it ("" at first)."""
        return str(self._settings.value("print/choice", "") or "")

    @print_choice.setter
    def print_choice(self, value: str) -> None:
        self._settings.setValue("print/choice", value)

    @property
    def live_errors(self) -> bool:
        """Paint violations as they happen."""
        return _as_bool(self._settings.value("view/live_errors", True))

    @live_errors.setter
    def live_errors(self, value: bool) -> None:
        self._settings.setValue("view/live_errors", bool(value))

    @property
    def pencil_key(self) -> str:
        """The key that toggles pencil mode (a QKeySequence string)."""
        return str(self._settings.value("input/pencil_key", "P") or "P")

    @pencil_key.setter
    def pencil_key(self, value: str) -> None:
        self._settings.setValue("input/pencil_key", value)

    @property
    def show_timer(self) -> bool:
        """The side panel shows the clock."""
        return _as_bool(self._settings.value("view/show_timer", True))

    @show_timer.setter
    def show_timer(self, value: bool) -> None:
        self._settings.setValue("view/show_timer", bool(value))

    @property
    def shade_finished(self) -> bool:
        """Finished islands are shaded."""
        return _as_bool(self._settings.value("view/shade_finished", False))

    @shade_finished.setter
    def shade_finished(self, value: bool) -> None:
        self._settings.setValue("view/shade_finished", bool(value))

    @property
    def high_contrast(self) -> bool:
        """The high-contrast theme is on."""
        return _as_bool(self._settings.value("view/high_contrast", False))

    @high_contrast.setter
    def high_contrast(self, value: bool) -> None:
        self._settings.setValue("view/high_contrast", bool(value))

    @property
    def remove_candidates(self) -> bool:
        """Entering a digit removes its candidates from the cells that see it."""
        return _as_bool(self._settings.value("input/remove_candidates", False))

    @remove_candidates.setter
    def remove_candidates(self, value: bool) -> None:
        self._settings.setValue("input/remove_candidates", bool(value))

    @property
    def right_click_pencil(self) -> bool:
        """On digit boards a right click picks a cell for pencil marks (Tatham's way)."""
        return _as_bool(self._settings.value("input/right_click_pencil", True))

    @right_click_pencil.setter
    def right_click_pencil(self, value: bool) -> None:
        self._settings.setValue("input/right_click_pencil", bool(value))

    @property
    def language(self) -> str:
        """The player's language code ("en", "es"), or "" to follow the system."""
        return str(self._settings.value("view/language", "") or "")

    @language.setter
    def language(self, value: str) -> None:
        self._settings.setValue("view/language", value)

    @property
    def new_puzzle_type(self) -> str:
        """The type the New Puzzle dialog made last ("" at first)."""
        return str(self._settings.value("new_puzzle/type", "") or "")

    @new_puzzle_type.setter
    def new_puzzle_type(self, value: str) -> None:
        self._settings.setValue("new_puzzle/type", value)

    def new_puzzle_choice(self, type_name: str) -> tuple[int, int, str] | None:
        """(rows, cols, difficulty) last asked for a type in New Puzzle, or None."""
        value = str(self._settings.value(f"new_puzzle/{type_name}", "") or "")
        parts = value.split(",")
        if len(parts) != 3 or not (parts[0].isdigit() and parts[1].isdigit()):
            return None
        return int(parts[0]), int(parts[1]), parts[2]

    def set_new_puzzle_choice(self, type_name: str, rows: int, cols: int, difficulty: str) -> None:
        """Remember a type's size and difficulty for the next New Puzzle."""
        self._settings.setValue(f"new_puzzle/{type_name}", f"{rows},{cols},{difficulty}")
        self.new_puzzle_type = type_name

    def recent_files(self) -> list[str]:
        """Recently opened or saved boards, newest first, only those that still exist."""
        value = self._settings.value("files/recent", [])
        items = [value] if isinstance(value, str) else list(cast(Iterable[object], value or []))
        return [str(p) for p in items if Path(str(p)).exists()]

    def add_recent(self, path: Path) -> None:
        """Put a file at the top of the recent list."""
        text = str(path.resolve())
        items = [text] + [p for p in self.recent_files() if p != text]
        self._settings.setValue("files/recent", items[:MAX_RECENT])
        self.last_folder = str(path.resolve().parent)


def _as_bool(value: object) -> bool:
    if isinstance(value, str):
        return value.lower() in ("true", "1", "yes")
    return bool(value)

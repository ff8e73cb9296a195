"""The player's preferences, kept with QSettings: geometry, last folder, recent files, live
errors, the pencil key, the language."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Generic, TypeVar, cast, overload

from PySide6.QtCore import QByteArray, QSettings

MAX_RECENT = 8

T = TypeVar("T")


class _Setting(Generic[T]):
    """A preference under a QSettings key: `read` turns the stored value (or `default`, when
    there is none) into the preference's type."""

    def __init__(self, key: str, default: T, read: Callable[[object, T], T]) -> None:
        self.key = key
        self.default = default
        self.read = read

    @overload
    def __get__(self, owner: None, owner_type: type) -> _Setting[T]: ...
    @overload
    def __get__(self, owner: Preferences, owner_type: type) -> T: ...
    def __get__(self, owner: Preferences | None, owner_type: type) -> _Setting[T] | T:
        if owner is None:
            return self
        return self.read(owner._settings.value(self.key, self.default), self.default)

    def __set__(self, owner: Preferences, value: T) -> None:
        owner._settings.setValue(self.key, value)


def _text(key: str, default: str = "") -> _Setting[str]:
    """A text preference; an empty or missing value reads as `default`."""
    return _Setting(key, default, lambda value, default: str(value or default))


def _flag(key: str, default: bool) -> _Setting[bool]:
    """A yes/no preference, `default` until first set."""
    return _Setting(key, default, lambda value, _: _as_bool(value))


class Preferences:
    """Typed access to the QSettings the player keeps."""

    last_folder = _text("files/last_folder")
    """Where the last board was opened or saved."""
    export_folder = _text("files/export_folder")
    """Where the player last exported a picture or saved a PDF ("" before the first time)."""
    print_choice = _text("print/choice")
    """File > Print's last choice, as gui/printing.py writes it ("" at first)."""
    pencil_key = _text("input/pencil_key", "P")
    """The key that toggles pencil mode (a QKeySequence string)."""
    language = _text("view/language")
    """The player's language code ("en", "es"), or "" to follow the system."""
    new_puzzle_type = _text("new_puzzle/type")
    """The type the New Puzzle dialog made last ("" at first)."""

    live_errors = _flag("view/live_errors", True)
    """Paint violations as they happen."""
    show_timer = _flag("view/show_timer", True)
    """The side panel shows the clock."""
    shade_finished = _flag("view/shade_finished", False)
    """Finished islands are shaded."""
    high_contrast = _flag("view/high_contrast", False)
    """The high-contrast theme is on."""
    remove_candidates = _flag("input/remove_candidates", False)
    """Entering a digit removes its candidates from the cells that see it."""
    right_click_pencil = _flag("input/right_click_pencil", True)
    """On digit boards a right click picks a cell for pencil marks (Tatham's way)."""
    make_ahead = _flag("new_puzzle/make_ahead", True)
    """The Type menu's puzzles and today's puzzles are made in the background before they are
    asked for (gui/puzzle_stock.py)."""

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

    def new_puzzle_symmetric(self, type_name: str) -> bool | None:
        """Whether the player last made a type's puzzle with symmetric clues (None: never)."""
        value = self._settings.value(f"new_puzzle_symmetric/{type_name}")
        return None if value is None else _as_bool(value)

    def set_new_puzzle_symmetric(self, type_name: str, symmetric: bool) -> None:
        """Remember a type's symmetric-clues box for the next New Puzzle."""
        self._settings.setValue(f"new_puzzle_symmetric/{type_name}", symmetric)

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

"""The player's preferences, kept with QSettings: geometry, last folder, recent files, live
errors, the pencil key, the language."""

from __future__ import annotations

from pathlib import Path

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
    def language(self) -> str:
        """The player's language code ("en", "es"), or "" to follow the system."""
        return str(self._settings.value("view/language", "") or "")

    @language.setter
    def language(self, value: str) -> None:
        self._settings.setValue("view/language", value)

    def recent_files(self) -> list[str]:
        """Recently opened or saved boards, newest first, only those that still exist."""
        value = self._settings.value("files/recent", [])
        items = [value] if isinstance(value, str) else list(value or [])
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

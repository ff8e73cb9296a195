"""Where the library lives, and how a damaged file is put aside (renamed, never deleted)."""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

ORGANIZATION = "puzzlegui"
APPLICATION = "puzzlegui"
DATABASE_NAME = "games.sqlite3"


def data_folder() -> Path:
    """The app data folder: the same one Qt's QStandardPaths.AppDataLocation gives the player."""
    if sys.platform == "win32":
        base = Path(os.environ.get("APPDATA") or Path.home() / "AppData" / "Roaming")
    elif sys.platform == "darwin":
        base = Path.home() / "Library" / "Application Support"
    else:
        base = Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")
    return base / ORGANIZATION / APPLICATION


def database_path(folder: Path | None = None) -> Path:
    """The library's database file in `folder` (the app data folder by default)."""
    return (folder or data_folder()) / DATABASE_NAME


def set_aside(path: Path, why: str) -> Path:
    """Rename `path` (and SQLite's -wal/-shm companions) to `<name>.<why>-<timestamp>`."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.{why}-{stamp}")
    number = 1
    while target.exists():
        number += 1
        target = path.with_name(f"{path.name}.{why}-{stamp}-{number}")
    path.rename(target)
    for suffix in ("-wal", "-shm"):
        companion = path.with_name(path.name + suffix)
        if companion.exists():
            companion.rename(target.with_name(target.name + suffix))
    return target

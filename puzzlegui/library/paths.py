"""Where the library lives, and how a damaged file is put aside (renamed, never deleted)."""

from __future__ import annotations

import contextlib
import os
import stat
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
        # A relative XDG_DATA_HOME is invalid (the XDG spec; Qt ignores it too): the player and
        # `puzzle games` must name one file whatever the current folder.
        xdg = os.environ.get("XDG_DATA_HOME", "")
        base = Path(xdg) if os.path.isabs(xdg) else Path.home() / ".local" / "share"
    return base / ORGANIZATION / APPLICATION


def player_folder(qt_folder: str) -> Path:
    """The player's data folder given Qt's AppDataLocation: Qt's, unless XDG_DATA_HOME is not
    UTF-8, which Qt decodes lossily (its bytes become U+FFFD, another folder than the user's
    and than `puzzle games` reads); then the folder with the real bytes."""
    if sys.platform not in ("win32", "darwin") and hasattr(os, "environb"):
        raw = os.environb.get(b"XDG_DATA_HOME", b"")
        try:
            raw.decode("utf-8")
        except UnicodeDecodeError:
            return data_folder()
    return Path(qt_folder)


def database_path(folder: Path | None = None) -> Path:
    """The library's database file in `folder` (the app data folder by default)."""
    return (folder or data_folder()) / DATABASE_NAME


def private_folder(folder: Path) -> None:
    """Make the library's folder, private to the user (0700; an existing one loses the group's
    and others' access, never gains any). An existing folder is made
    private only when it is puzzlegui's own (`.../puzzlegui/puzzlegui`): `--library FILE` may
    name a file in a shared folder, and that folder's mode is not ours to change."""
    if not folder.is_dir():
        folder.mkdir(mode=0o700, parents=True, exist_ok=True)
    # A symlink in its place points at a folder the user chose (shared, synced): its mode is
    # not ours to change.
    ours = (
        folder.name == APPLICATION
        and folder.parent.name == ORGANIZATION
        and not folder.is_symlink()
    )
    if ours and sys.platform != "win32":
        with contextlib.suppress(OSError):  # a read-only folder: reading goes on
            mode = stat.S_IMODE(folder.stat().st_mode)
            if mode & 0o077:  # others lose their access; the user's own stays as it was
                folder.chmod(mode & 0o700)


def private_file(path: Path, create: bool = True) -> None:
    """The library file (or its -wal/-shm) readable by the user only (0600, or less for an
    existing file: a read-only file stays read-only); `create` makes an
    empty one so that SQLite never creates it with the umask's mode (SQLite gives its -wal and
    -shm the mode of the database file)."""
    if sys.platform == "win32":
        return
    if create and not os.path.lexists(path):
        with contextlib.suppress(FileExistsError):
            os.close(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600))
    with contextlib.suppress(OSError):
        info = os.lstat(path)
        if stat.S_ISREG(info.st_mode) and info.st_mode & 0o077:
            os.chmod(path, stat.S_IMODE(info.st_mode) & 0o700)


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

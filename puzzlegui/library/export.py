"""Writing every game of the library as a board file with its progress (`puzzle games export`).

Each file is written whole through a temporary file in the same folder and `os.replace`: a reader
never sees half a file, a symlink planted under the target name is replaced itself (its target is
never written), and a FIFO or other special file there is refused without being opened.
"""

from __future__ import annotations

import contextlib
import os
import secrets
import stat
from pathlib import Path
from typing import Any

from puzzlegui.core import registry

from .history import state_after
from .records import GameRecord
from .store import GameLibrary, UnreadableGame


def game_state(library: GameLibrary, record: GameRecord) -> tuple[Any, Any, Any]:
    """The game's type, puzzle and state as it stands; UnreadableGame if it cannot be rebuilt."""
    try:
        ptype = registry.get(record.type_name)
        puzzle, _ = ptype.parse(record.puzzle_text)
        return (
            ptype,
            puzzle,
            state_after(ptype, puzzle, library.steps(record.id), record.undo_index),
        )
    except UnreadableGame:
        raise
    except Exception as err:  # a damaged row: said, skipped, kept
        raise UnreadableGame(f"game {record.id}: {type(err).__name__}: {str(err)[:120]}") from err


class ExportError(OSError):
    """A file could not be written; the message names it."""


def write_file(path: Path, text: str) -> None:
    """Write `text` to `path` whole, or leave what was there; ExportError naming the file."""
    try:
        info = os.lstat(path)
    except FileNotFoundError:
        info = None
    except OSError as err:
        raise ExportError(f"{path}: {err.strerror}") from None
    if info is not None and not (stat.S_ISREG(info.st_mode) or stat.S_ISLNK(info.st_mode)):
        raise ExportError(f"{path}: not a regular file, not written")
    temporary = path.with_name(f".{path.name}.{secrets.token_hex(6)}.tmp")
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0)
    try:
        handle = os.open(temporary, flags, 0o644)
    except OSError as err:
        raise ExportError(f"{path}: {err.strerror}") from None
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as out:
            out.write(text)
        os.replace(temporary, path)  # a symlink at `path` is replaced, its target untouched
    except OSError as err:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        raise ExportError(f"{path}: {err.strerror or err}") from None


def export_games(library: GameLibrary, folder: Path) -> tuple[list[Path], list[str]]:
    """Write each game to FOLDER as `<id>-<type>-<size>.puzzle`; the files and the games skipped.
    ExportError (naming the file) when one cannot be written."""
    folder.mkdir(parents=True, exist_ok=True)
    games, notices = library.games()
    written: list[Path] = []
    skipped = [n.detail for n in notices]
    for record in games:
        try:
            ptype, puzzle, state = game_state(library, record)
        except UnreadableGame as err:
            skipped.append(str(err))
            continue
        path = folder / f"{record.id:04d}-{record.type_name}-{record.size_text}.puzzle"
        write_file(path, ptype.format(puzzle, state))
        written.append(path)
    return written, skipped

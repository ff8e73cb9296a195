"""The game in progress, saved after every move so the next start resumes it.

One JSON file in `QStandardPaths.AppDataLocation`, written atomically with QSaveFile (a crash
while writing leaves the previous save intact): the puzzle in our text format, the moves of the
player's progress, the time played, the file the game came from, and the help taken (hints
applied, solved by Solve).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QIODevice, QSaveFile, QStandardPaths

from puzzlegui.core import registry
from puzzlegui.core.formats.source import decode, read_file
from puzzlegui.core.model import AnyPuzzleType

from .session import GameSession

VERSION = 1


@dataclass(frozen=True)
class SavedGame:
    """A resumed game: type, puzzle, state, time played, the file it came from."""

    ptype: AnyPuzzleType
    puzzle: Any
    state: Any
    elapsed_ms: int
    path: Path | None
    solved_with_help: bool = False
    hints_applied: int = 0


def autosave_path() -> Path:
    """Where the game in progress is kept."""
    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(folder) / "autosave.json"


def write_atomically(path: Path, data: bytes) -> bool:
    """Write a whole file or leave the old one; False on failure."""
    path.parent.mkdir(parents=True, exist_ok=True)
    out = QSaveFile(str(path))
    if not out.open(QIODevice.OpenModeFlag.WriteOnly):
        return False
    out.write(data)
    return bool(out.commit())


def save(session: GameSession, path: Path | None = None) -> bool:
    """Save the session's game; False if it could not be written."""
    data = {
        "version": VERSION,
        "type": session.ptype.name,
        "board": session.ptype.format(session.puzzle),
        "moves": session.moves(),
        "elapsed_ms": session.elapsed_ms(),
        "path": str(session.path) if session.path else None,
        "solved_with_help": session.solved_with_help,
        "hints_applied": session.hints_applied,
    }
    text = json.dumps(data, indent=1) + "\n"
    return write_atomically(path or autosave_path(), text.encode("utf-8"))


def load(path: Path | None = None) -> SavedGame | None:
    """The saved game, or None when there is none or it cannot be read back."""
    try:
        # The one input path's limit and decoding (a huge or binary file is refused, not read).
        data = json.loads(decode(read_file(path or autosave_path())))
        ptype = registry.get(data["type"])
        puzzle, _ = ptype.parse(data["board"])
        state = ptype.new_state(puzzle)
        for text in data["moves"]:
            state = ptype.apply(state, ptype.parse_move(text))
        origin = Path(data["path"]) if data.get("path") else None
        return SavedGame(
            ptype,
            puzzle,
            state,
            int(data.get("elapsed_ms", 0)),
            origin,
            bool(data.get("solved_with_help", False)),
            int(data.get("hints_applied", 0)),
        )
    except (OSError, ValueError, KeyError, TypeError, ImportError, RecursionError):
        return None

"""Writing every game of the library as a board file with its progress (`puzzle games export`)."""

from __future__ import annotations

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


def export_games(library: GameLibrary, folder: Path) -> tuple[list[Path], list[str]]:
    """Write each game to FOLDER as `<id>-<type>-<size>.puzzle`; the files and the games skipped."""
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
        path.write_text(ptype.format(puzzle, state), encoding="utf-8")
        written.append(path)
    return written, skipped

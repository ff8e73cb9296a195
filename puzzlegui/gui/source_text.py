"""The side panel's source line: where the game on screen came from, in the player's language.

It is worked out from the game's recorded Source each time a game is shown, so it reads the same
whether the game was just made, opened from a file, or returned to (Alt+Left, Recent Games, the
Games window, the next start)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication

from puzzlegui.library.records import Source

from .dialogs.new_puzzle import new_puzzle_text


def source_line(source: Source | None) -> str:
    """One short line naming where the game came from ("" when nothing is known)."""
    if source is None:
        return ""
    if source.kind == "file":
        return Path(source.text).name
    if source.kind == "generated":
        return _generated_line(source)
    if source.kind == "entered":
        return QCoreApplication.translate("source", "Entered by hand")
    return source.text


def _generated_line(source: Source) -> str:
    details = source.details
    day = details.get("daily")
    if isinstance(day, str) and day:
        return QCoreApplication.translate("source", "Puzzle of the day, %1").replace("%1", day)
    difficulty, seed = details.get("difficulty"), details.get("seed")
    if isinstance(difficulty, str) and difficulty:
        return new_puzzle_text(difficulty, seed if isinstance(seed, int) else None)
    return source.text

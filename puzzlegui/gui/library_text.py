"""The player's one-line sentences about the game library's files (damaged, newer, unwritable)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from puzzlegui.library.store import Notice

translate = QCoreApplication.translate


def _sentences() -> dict[str, str]:
    """Each kind of notice's sentence in the player's language: %1 the library's file, %2 where
    the old one is kept, %3 the detail."""
    return {
        "damaged": translate(
            "library", "The game library %1 was damaged: kept as %2; a new one is used."
        ),
        "newer": translate(
            "library",
            "The game library %1 is from a newer puzzlegui: kept as %2; a new one is used.",
        ),
        "foreign": translate(
            "library",
            "The game library %1 belongs to another program: kept as %2 unchanged;"
            " a new one is used.",
        ),
        "readonly": translate(
            "library",
            "The game library %1 can be read but not written (%3): your games resume, and"
            " new moves are kept in memory and written when the file can be written again.",
        ),
        "conflict": translate(
            "library",
            "Another window changed this game (%3): both histories are kept, this window's"
            " as a game of its own.",
        ),
        "unwritable": translate(
            "library", "Cannot write the game library %1 (%3): games are kept in memory for now."
        ),
        "autosave-imported": translate(
            "library", "Your saved game was moved into the game library (old file: %2)."
        ),
        "asides-merged": translate(
            "library",
            "%3 games that an older puzzlegui had set aside are back in your game library"
            " (the file is kept: %2).",
        ),
        "asides-merged-one": translate(
            "library",
            "One game that an older puzzlegui had set aside is back in your game library"
            " (the file is kept: %2).",
        ),
        "autosave-damaged": translate(
            "library", "The saved game %1 could not be read (%3): kept as %2."
        ),
    }


def notice_text(notice: Notice) -> str:
    """One plain line: what happened to which file, and where the old one is kept."""
    path, aside = str(notice.path), str(notice.aside or "")
    what = notice.what
    if what == "asides-merged" and notice.detail == "1":
        what = "asides-merged-one"  # the count is its detail: the singular is its own sentence
    text = _sentences().get(what) or translate(
        "library", "A game in the library could not be read and was skipped: %3"
    )
    return text.replace("%1", path).replace("%2", aside).replace("%3", notice.detail)

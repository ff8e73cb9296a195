"""The player's one-line sentences about the game library's files (damaged, newer, unwritable)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from puzzlegui.library.store import Notice

translate = QCoreApplication.translate


def notice_text(notice: Notice) -> str:
    """One plain line: what happened to which file, and where the old one is kept."""
    path, aside = str(notice.path), str(notice.aside or "")
    if notice.what == "damaged":
        text = translate(
            "library", "The game library %1 was damaged: kept as %2; a new one is used."
        )
    elif notice.what == "newer":
        text = translate(
            "library",
            "The game library %1 is from a newer puzzlegui: kept as %2; a new one is used.",
        )
    elif notice.what == "foreign":
        text = translate(
            "library",
            "The game library %1 belongs to another program: kept as %2 unchanged;"
            " a new one is used.",
        )
    elif notice.what == "readonly":
        text = translate(
            "library",
            "The game library %1 can be read but not written (%3): your games resume, and"
            " new moves are kept in memory and written when the file can be written again.",
        )
    elif notice.what == "conflict":
        text = translate(
            "library",
            "Another window changed this game (%3): both histories are kept, this window's"
            " as a game of its own.",
        )
    elif notice.what == "unwritable":
        text = translate(
            "library", "Cannot write the game library %1 (%3): games are kept in memory for now."
        )
    elif notice.what == "autosave-imported":
        text = translate(
            "library", "Your saved game was moved into the game library (old file: %2)."
        )
    elif notice.what == "asides-merged":
        text = translate(
            "library",
            "%3 game(s) that an older puzzlegui had set aside are back in your game library"
            " (the file is kept: %2).",
        )
    elif notice.what == "autosave-damaged":
        text = translate("library", "The saved game %1 could not be read (%3): kept as %2.")
    else:
        text = translate("library", "A game in the library could not be read and was skipped: %3")
    return text.replace("%1", path).replace("%2", aside).replace("%3", notice.detail)

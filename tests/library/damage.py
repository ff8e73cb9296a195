"""Ways to damage a game library file, shared by the store's tests and the player's start."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from puzzlegui.library.schema import LATEST
from puzzlegui.library.store import open_library


def from_the_future(path: Path, ahead: int = 1) -> None:
    """A good library whose schema version is `ahead` versions newer than this program's."""
    library, _ = open_library(path)
    library.close()
    conn = sqlite3.connect(path)
    conn.execute(f"PRAGMA user_version = {LATEST + ahead}")
    # A newer player this one cannot write for (schema.READABLE_BY).
    conn.execute(f"UPDATE meta SET value = '{LATEST + ahead}' WHERE key = 'readable_by'")
    conn.commit()
    conn.close()

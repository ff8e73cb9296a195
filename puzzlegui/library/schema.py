"""The database's tables and their migrations, numbered by `PRAGMA user_version`.

Migration N takes a database at version N to version N + 1. A database newer than the last
migration was made by a newer puzzlegui: it is not touched (the caller sets it aside).
"""

from __future__ import annotations

import sqlite3

MIGRATIONS: tuple[str, ...] = (
    """
    CREATE TABLE games (
        id INTEGER PRIMARY KEY,
        identity TEXT NOT NULL UNIQUE,
        type TEXT NOT NULL,
        puzzle TEXT NOT NULL,
        rows INTEGER NOT NULL,
        cols INTEGER NOT NULL,
        source_kind TEXT NOT NULL DEFAULT '',
        source TEXT NOT NULL DEFAULT '',
        source_details TEXT NOT NULL DEFAULT '{}',
        grade TEXT NOT NULL DEFAULT '',
        elapsed_ms INTEGER NOT NULL DEFAULT 0,
        hints INTEGER NOT NULL DEFAULT 0,
        solve_used INTEGER NOT NULL DEFAULT 0,
        status TEXT NOT NULL DEFAULT 'in-progress',
        undo_index INTEGER NOT NULL DEFAULT 0,
        created REAL NOT NULL,
        last_played REAL NOT NULL,
        deleted REAL
    );
    CREATE TABLE steps (
        game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        seq INTEGER NOT NULL,
        label TEXT NOT NULL,
        whole INTEGER NOT NULL DEFAULT 0,
        moves TEXT NOT NULL,
        PRIMARY KEY (game_id, seq)
    );
    CREATE INDEX games_by_last_played ON games(last_played);
    """,
    # v2: the open trials (each trial's starting board as moves, outermost first).
    """
    ALTER TABLE games ADD COLUMN trials TEXT NOT NULL DEFAULT '[]';
    """,
)
LATEST = len(MIGRATIONS)


class NewerSchema(Exception):
    """The database was written by a newer puzzlegui (its user_version is above LATEST)."""


def version(conn: sqlite3.Connection) -> int:
    """The database's schema version."""
    return int(conn.execute("PRAGMA user_version").fetchone()[0])


def migrate(conn: sqlite3.Connection) -> None:
    """Bring the database to LATEST, one transaction per migration; NewerSchema if above it."""
    current = version(conn)
    if current > LATEST:
        raise NewerSchema(f"schema version {current}, this puzzlegui knows up to {LATEST}")
    for number in range(current, LATEST):
        conn.execute("BEGIN IMMEDIATE")
        try:
            for statement in MIGRATIONS[number].split(";"):
                if statement.strip():
                    conn.execute(statement)
            conn.execute(f"PRAGMA user_version = {number + 1}")
            conn.execute("COMMIT")
        except BaseException:
            conn.execute("ROLLBACK")
            raise

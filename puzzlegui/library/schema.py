"""The database's tables and their migrations, numbered by `PRAGMA user_version`.

Migration N takes a database at version N to version N + 1. From version 4 on, the file also
says the oldest schema that can still read and write it (`meta.readable_by`, READABLE_BY): a
database newer than the last migration is opened as it is when its readable_by is one we know
(an additive change never makes an older player set the library aside), and otherwise it was
made by a newer puzzlegui we cannot write for: it is not touched (the caller sets it aside). A
migration that an older player cannot write through correctly (a column without a default, a
changed meaning) raises readable_by to its own version. A negative version was never written
by puzzlegui: it is damage. The file is marked as ours with
`PRAGMA application_id`; a SQLite file with another mark, or with tables and neither our mark nor
our tables, belongs to another program and is never changed.
"""

from __future__ import annotations

import math
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
    # v3: each game's version (a save is a compare-and-set on it) and progress; the board as it
    # stands in a table of its own (the Games window's thumbnail: kept out of the games rows, so
    # that counting and paging them reads little), and indexes of the live games for the Games
    # window's sort orders and filters.
    """
    ALTER TABLE games ADD COLUMN version INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE games ADD COLUMN progress REAL;
    CREATE TABLE snapshots (
        game_id INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
        board TEXT NOT NULL
    );
    CREATE INDEX live_by_last_played ON games(last_played) WHERE deleted IS NULL;
    CREATE INDEX live_by_elapsed ON games(elapsed_ms) WHERE deleted IS NULL;
    CREATE INDEX live_by_progress ON games(progress) WHERE deleted IS NULL;
    CREATE INDEX live_by_type ON games(type, last_played) WHERE deleted IS NULL;
    CREATE INDEX live_by_status ON games(status, last_played) WHERE deleted IS NULL;
    CREATE INDEX live_by_grade ON games(grade, last_played) WHERE deleted IS NULL;
    CREATE INDEX live_by_size ON games(rows * cols, last_played) WHERE deleted IS NULL;
    """,
    # v4: facts about the file itself: the oldest schema that can read and write it
    # ("readable_by"), and the files set aside by an older player that were merged back.
    """
    CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
    """,
    # Hints in stages, and the score: how often a hint was shown to each stage (where to look,
    # the rule, the whole step); the puzzle's difficulty score (core/difficulty.py; NULL: not
    # worked out), which with elapsed_ms, the time played with the board in front of the
    # player, is what calibrating the score on the player's own solve times needs; an index
    # for the Games window's sort by score. v5; older players can still write it (defaults).
    """
    ALTER TABLE games ADD COLUMN hints_area INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE games ADD COLUMN hints_rule INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE games ADD COLUMN hints_step INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE games ADD COLUMN score REAL;
    CREATE INDEX live_by_score ON games(score, last_played) WHERE deleted IS NULL;
    """,
)
LATEST = len(MIGRATIONS)
READABLE_BY: tuple[int, ...] = (1, 2, 3, 3, 3)
"""For each version (1 first): the oldest schema version that reads and writes it correctly.
v2's open trials and v3's compare-and-set need a player that knows them; v4 only adds a table,
v5 only columns with defaults.
Never lower than the version before (`readable_by`)."""
APPLICATION_ID = 0x50475A4C
"""`PRAGMA application_id` of a puzzlegui library: "PGZL" in ASCII."""
TABLES = frozenset({"games", "steps"})
META_VERSION = 4
"""The first version with the `meta` table."""


class NewerSchema(Exception):
    """The database was written by a newer puzzlegui (its user_version is above LATEST)."""


class ForeignDatabase(Exception):
    """A SQLite file of another program (another application_id, or its tables without ours)."""


class UnknownSchema(Exception):
    """A schema version puzzlegui never writes (negative), or our mark without our tables."""


def check_ours(conn: sqlite3.Connection) -> None:
    """Raise unless the database is empty or a puzzlegui library this program can migrate."""
    mark = int(conn.execute("PRAGMA application_id").fetchone()[0])
    current = version(conn)
    names = {str(row[0]) for row in conn.execute("SELECT name FROM sqlite_master")}
    if mark not in (0, APPLICATION_ID):
        raise ForeignDatabase(f"application_id {mark:#x} is another program's")
    # Our mark is set only after the last migration: with version 0, tables that are not ours
    # are another program's even under our mark (it chose the same application_id).
    if (mark == 0 or current == 0) and names and not names >= TABLES:
        raise ForeignDatabase("tables of another program, without puzzlegui's tables")
    if current < 0:
        raise UnknownSchema(f"schema version {current} is not one puzzlegui writes")
    if current > LATEST and not readable_by(conn) <= LATEST:
        raise NewerSchema(f"schema version {current}, this puzzlegui knows up to {LATEST}")
    if current > 0 and not names >= TABLES:
        raise UnknownSchema(f"schema version {current} without the games and steps tables")


def version(conn: sqlite3.Connection) -> int:
    """The database's schema version."""
    return int(conn.execute("PRAGMA user_version").fetchone()[0])


def readable_by(conn: sqlite3.Connection) -> int | float:
    """The oldest schema version that can read and write the file, as the file says it
    (`inf` when it says nothing we can read: before version 4, or damage)."""
    try:
        row = conn.execute("SELECT value FROM meta WHERE key = 'readable_by'").fetchone()
        return int(row[0]) if row is not None else math.inf
    except (sqlite3.Error, TypeError, ValueError):
        return math.inf


def _readable_by_of(number: int) -> int:
    return max(READABLE_BY[:number])


def migrate(conn: sqlite3.Connection) -> None:
    """Bring the database to LATEST, one transaction per migration, and mark it as ours;
    raises (see `check_ours`) for a file that is not ours or not one we can migrate."""
    check_ours(conn)
    while True:
        conn.execute("BEGIN IMMEDIATE")
        try:
            # Read again inside the write lock: another process may have migrated meanwhile.
            number = version(conn)
            if number >= LATEST:
                conn.execute("COMMIT")
                break
            for statement in MIGRATIONS[number].split(";"):
                if statement.strip():
                    conn.execute(statement)
            conn.execute(f"PRAGMA user_version = {number + 1}")
            if number + 1 >= META_VERSION:
                conn.execute(
                    "INSERT OR REPLACE INTO meta (key, value) VALUES ('readable_by', ?)",
                    (str(_readable_by_of(number + 1)),),
                )
            conn.execute("COMMIT")
        except BaseException:
            conn.execute("ROLLBACK")
            raise
    if int(conn.execute("PRAGMA application_id").fetchone()[0]) != APPLICATION_ID:
        conn.execute(f"PRAGMA application_id = {APPLICATION_ID}")

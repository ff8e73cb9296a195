"""The library's SQLite file: opening it safely, and reading and writing games.

Every write is one short transaction. A database that will not open, fails
`PRAGMA integrity_check` or comes from a newer puzzlegui is renamed aside with a timestamp and a
new one is made; when the folder cannot be written at all, the library lives in memory and the
caller retries later. A row that does not load is skipped and reported, never deleted.
"""

from __future__ import annotations

import contextlib
import json
import os
import sqlite3
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from . import schema
from .paths import set_aside
from .records import GameRecord, Source, Step

DELETED_KEPT_DAYS = 30

KEPT_MARK = ":kept-"
"""Added to the identity of a game that could not be played back (`GameLibrary.keep_aside`)."""


class LibraryError(Exception):
    """A read or write of the library failed (disk full, read-only folder, damaged file)."""


class UnreadableGame(LibraryError):
    """One game's row or steps could not be read back."""


class DamagedDatabase(Exception):
    """The file opened but failed `PRAGMA integrity_check`."""


@dataclass(frozen=True)
class Notice:
    """Something the player is told in one line: `what` happened to the file at `path`.

    what: "damaged" or "newer" (set aside as `aside`), "unwritable" (kept in memory),
    "row" (a game skipped), "autosave-imported", "autosave-damaged".
    """

    what: str
    path: Path
    aside: Path | None = None
    detail: str = ""


def connect(path: Path | None) -> sqlite3.Connection:
    """An open, checked, migrated connection (None: in memory); sqlite3 errors pass through."""
    conn = sqlite3.connect(":memory:" if path is None else str(path), isolation_level=None)
    try:
        conn.execute("PRAGMA foreign_keys = ON")
        if path is not None:
            conn.execute("PRAGMA journal_mode = WAL")
            # NORMAL in WAL mode: a committed move survives the process being killed.
            conn.execute("PRAGMA synchronous = NORMAL")
            result = conn.execute("PRAGMA integrity_check").fetchone()
            if result is None or result[0] != "ok":
                raise DamagedDatabase(str(result[0] if result else "no answer"))
        schema.migrate(conn)
    except BaseException:
        conn.close()
        raise
    return conn


def open_library(path: Path) -> tuple[GameLibrary, list[Notice]]:
    """The library at `path`; a damaged file is set aside, an unwritable folder means memory."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        return GameLibrary(connect(path), path), []
    except (sqlite3.Error, DamagedDatabase, schema.NewerSchema, OSError) as err:
        # Its text and kind only: a local holding the exception would make a cycle through
        # its traceback that keeps every caller's frame (the window being built) alive.
        problem = str(err)
        what = "newer" if isinstance(err, schema.NewerSchema) else "damaged"
    if not _can_set_aside(path):
        return GameLibrary(connect(None), path), [Notice("unwritable", path, None, problem)]
    try:
        aside = set_aside(path, what)
        return GameLibrary(connect(path), path), [Notice(what, path, aside, problem)]
    except (sqlite3.Error, DamagedDatabase, OSError) as err:
        return GameLibrary(connect(None), path), [Notice("unwritable", path, None, str(err))]


def _can_set_aside(path: Path) -> bool:
    # Only a file (or a directory in its place) in a folder we may write is damage to put
    # aside; anything else is a permission problem, and renaming would not help.
    folder_ok = path.parent.is_dir() and os.access(path.parent, os.W_OK | os.X_OK)
    return folder_ok and (path.is_dir() or (path.is_file() and os.access(path, os.R_OK)))


class GameLibrary:
    """Games in one SQLite database: create, find, save steps, list, delete and undelete."""

    def __init__(self, conn: sqlite3.Connection, path: Path) -> None:
        self._conn = conn
        self.path = path
        self._inode = _inode(path) if not self.in_memory else None

    def file_intact(self) -> bool:
        """True while the database file is still the one opened (not moved, not replaced)."""
        return self._inode is not None and _inode(self.path) == self._inode

    @property
    def in_memory(self) -> bool:
        """True when the file could not be used and games are kept in memory only."""
        return not any(row[2] for row in self._conn.execute("PRAGMA database_list"))

    def close(self) -> None:
        """Close the database (WAL content is checkpointed by SQLite)."""
        self._conn.close()

    @contextmanager
    def _transaction(self) -> Iterator[sqlite3.Connection]:
        try:
            self._conn.execute("BEGIN IMMEDIATE")
        except sqlite3.Error as err:
            raise LibraryError(str(err)) from err
        try:
            yield self._conn
            self._conn.execute("COMMIT")
        except sqlite3.Error as err:
            self._rollback()
            raise LibraryError(str(err)) from err
        except BaseException:
            self._rollback()
            raise

    def _rollback(self) -> None:
        # The transaction may be gone already (SQLite rolls back on some errors itself).
        with contextlib.suppress(sqlite3.Error):
            self._conn.execute("ROLLBACK")

    # -- writing ---------------------------------------------------------------------------
    def create(self, record: GameRecord, steps: Sequence[Step]) -> int:
        """Add a game with its steps; its id (the record's id is ignored)."""
        now = time.time()
        with self._transaction() as conn:
            conn.execute("DELETE FROM games WHERE identity = ?", (record.identity,))
            cursor = conn.execute(
                "INSERT INTO games (identity, type, puzzle, rows, cols, source_kind, source,"
                " source_details, grade, elapsed_ms, hints, solve_used, status, undo_index,"
                " created, last_played, trials) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
                (
                    record.identity, record.type_name, record.puzzle_text, record.rows,
                    record.cols, record.source.kind, record.source.text,
                    json.dumps(record.source.details), record.grade, record.elapsed_ms,
                    record.hints, int(record.solve_used), record.status, record.undo_index,
                    record.created or now, record.last_played or now, json.dumps(record.trials),
                ),
            )  # fmt: skip
            game_id = int(cursor.lastrowid or 0)
            _insert_steps(conn, game_id, 0, steps)
        return game_id

    def save(self, record: GameRecord, from_seq: int, steps: Sequence[Step]) -> None:
        """Replace the game's steps from `from_seq` on and update its row, in one transaction."""
        if self._inode is not None and not self.file_intact():
            raise LibraryError(f"{self.path} was moved or replaced")
        with self._transaction() as conn:
            conn.execute("DELETE FROM steps WHERE game_id = ? AND seq >= ?", (record.id, from_seq))
            _insert_steps(conn, record.id, from_seq, steps)
            conn.execute(
                "UPDATE games SET elapsed_ms = ?, hints = ?, solve_used = ?, status = ?,"
                " undo_index = ?, last_played = ?, grade = ?, trials = ?, deleted = NULL"
                " WHERE id = ?",
                (
                    record.elapsed_ms, record.hints, int(record.solve_used), record.status,
                    record.undo_index, time.time(), record.grade, json.dumps(record.trials),
                    record.id,
                ),
            )  # fmt: skip

    def set_grade(self, game_id: int, grade: str) -> None:
        """Store a game's grade (worked out after it was recorded)."""
        with self._transaction() as conn:
            conn.execute("UPDATE games SET grade = ? WHERE id = ?", (grade, game_id))

    def delete(self, game_id: int) -> None:
        """Mark a game deleted (undone by `undelete`; purged after DELETED_KEPT_DAYS)."""
        with self._transaction() as conn:
            conn.execute("UPDATE games SET deleted = ? WHERE id = ?", (time.time(), game_id))

    def keep_aside(self, game_id: int) -> None:
        """Keep a game that cannot be played back out of the way of a fresh game of the same
        puzzle: it stays in the file, hidden like a deleted game, and is never purged."""
        with self._transaction() as conn:
            conn.execute(
                f"UPDATE games SET identity = identity || '{KEPT_MARK}' || id, deleted = ?"
                " WHERE id = ?",
                (time.time(), game_id),
            )

    def undelete(self, game_id: int) -> None:
        """Bring back a deleted game."""
        with self._transaction() as conn:
            conn.execute("UPDATE games SET deleted = NULL WHERE id = ?", (game_id,))

    def purge_deleted(self, older_than_days: float = DELETED_KEPT_DAYS) -> None:
        """Really remove games deleted long ago."""
        limit = time.time() - older_than_days * 86400
        with self._transaction() as conn:
            conn.execute(
                "DELETE FROM games WHERE deleted IS NOT NULL AND deleted < ?"
                f" AND instr(identity, '{KEPT_MARK}') = 0",
                (limit,),
            )

    # -- reading ---------------------------------------------------------------------------
    def find(self, identity: str) -> int | None:
        """The id of the game with this identity (deleted or not), or None."""
        row = self._read(
            "SELECT id FROM games WHERE identity = ? ORDER BY id DESC LIMIT 1", (identity,)
        )
        return int(row[0][0]) if row else None

    def games(self, include_deleted: bool = False) -> tuple[list[GameRecord], list[Notice]]:
        """Every game, last played first, and a notice for each row that did not load."""
        where = "" if include_deleted else " WHERE deleted IS NULL"
        rows = self._read(f"SELECT * FROM games{where} ORDER BY last_played DESC", ())
        found: list[GameRecord] = []
        skipped: list[Notice] = []
        for row in rows:
            try:
                found.append(_record(row))
            except Exception as err:  # any damage in one row must not hide the others
                skipped.append(Notice("row", self.path, None, f"game {row[0]}: {_why(err)}"))
        return found, skipped

    def game(self, game_id: int) -> GameRecord:
        """One game's row; UnreadableGame if it is missing or damaged."""
        rows = self._read("SELECT * FROM games WHERE id = ?", (game_id,))
        if not rows:
            raise UnreadableGame(f"game {game_id}: not in the library")
        try:
            return _record(rows[0])
        except Exception as err:
            raise UnreadableGame(f"game {game_id}: {_why(err)}") from err

    def steps(self, game_id: int) -> list[Step]:
        """A game's undo steps in order; UnreadableGame if one does not load."""
        rows = self._read(
            "SELECT label, whole, moves FROM steps WHERE game_id = ? ORDER BY seq", (game_id,)
        )
        try:
            return [_step(row) for row in rows]
        except Exception as err:
            raise UnreadableGame(f"game {game_id}: {_why(err)}") from err

    def _read(self, sql: str, params: tuple[Any, ...]) -> list[Any]:
        try:
            return list(self._conn.execute(sql, params))
        except sqlite3.Error as err:
            raise LibraryError(str(err)) from err


def _inode(path: Path) -> tuple[int, int] | None:
    try:
        info = path.stat()
    except OSError:
        return None
    return (info.st_dev, info.st_ino) if path.is_file() else None


def _insert_steps(
    conn: sqlite3.Connection, game_id: int, first: int, steps: Sequence[Step]
) -> None:
    conn.executemany(
        "INSERT INTO steps (game_id, seq, label, whole, moves) VALUES (?,?,?,?,?)",
        [
            (game_id, first + i, s.label, int(s.whole), json.dumps(list(s.moves)))
            for i, s in enumerate(steps)
        ],
    )


def _record(row: Sequence[Any]) -> GameRecord:
    details = json.loads(row[8])
    if not isinstance(details, dict):
        raise ValueError("source details are not an object")
    deleted = row[17]
    return GameRecord(
        id=int(row[0]), identity=_text(row[1]), type_name=_text(row[2]),
        puzzle_text=_text(row[3]), rows=int(row[4]), cols=int(row[5]),
        source=Source(_text(row[6]), _text(row[7]), details), grade=_text(row[9]),
        elapsed_ms=int(row[10]), hints=int(row[11]), solve_used=bool(row[12]),
        status=_text(row[13]), undo_index=int(row[14]), created=float(row[15]),
        last_played=float(row[16]), deleted=None if deleted is None else float(deleted),
        trials=_trials(row[18]),
    )  # fmt: skip


def _trials(text: Any) -> tuple[tuple[str, ...], ...]:
    trials = json.loads(_text(text))
    if not isinstance(trials, list) or not all(
        isinstance(t, list) and all(isinstance(m, str) for m in t) for t in trials
    ):
        raise ValueError("open trials are not lists of moves")
    return tuple(tuple(t) for t in trials)


def _step(row: Sequence[Any]) -> Step:
    moves = json.loads(row[2])
    if not isinstance(moves, list) or not all(isinstance(m, str) for m in moves):
        raise ValueError("a step's moves are not a list of strings")
    return Step(_text(row[0]), tuple(moves), bool(row[1]))


def _text(value: Any) -> str:
    if not isinstance(value, str):
        raise ValueError(f"expected text, found {type(value).__name__}")
    return value


def _why(err: BaseException) -> str:
    # A 5000-digit number or deep nesting makes messages that are huge or empty: keep a line.
    text = str(err).splitlines()[0] if str(err) else ""
    return f"{type(err).__name__}: {text[:120]}"

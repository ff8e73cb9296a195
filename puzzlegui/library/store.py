"""The library's SQLite file: opening it safely, and reading and writing games.

Every write is one short transaction, and a save is a compare-and-set on the game's version:
several processes may write one file without losing each other's steps (docs/reliability.md).
Any failure to open, check, migrate or read the file (whatever the exception) sets it aside with
a timestamp and a new one is made; a file of another program is set aside, never changed. A
file that can be read but not written is copied into memory (its games resume) and merged back
later by the version rule; when nothing can be read, the library lives in memory and the caller
retries later. A row that does not load is skipped and reported, never deleted.
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import sqlite3
import time
import uuid
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from . import schema
from .paths import private_file, private_folder, set_aside
from .records import GameRecord, Source, Step

DELETED_KEPT_DAYS = 30

KEPT_MARK = ":kept-"
"""Added to the identity of a game that could not be played back (`GameLibrary.keep_aside`)."""
COPY_MARK = ":copy-"
"""Added to the identity of a history kept as a game of its own after a conflict (`fork`)."""

BUSY_SECONDS = 5.0
"""How long a write waits for another process's transaction before it fails (and is retried)."""
WAL_LIMIT_BYTES = 1 << 20
"""The write-ahead log is truncated to this after a checkpoint, so a full disk is met late."""
AUTOCHECKPOINT_PAGES = 64
"""SQLite folds the log into the file once it holds this many pages (256 KB at 4 KB pages)."""
QUICK_CHECK_MAX_BYTES = 2 << 20
"""Files up to this size (about 3 000 games) are checked whole (`PRAGMA quick_check`) at open;
larger ones are trusted to SQLite's own checks on each page read. The check is linear in the
file and start-up must not grow with the library (docs/reliability.md has its cost a MB)."""

_COLUMNS = (
    "id, identity, type, puzzle, rows, cols, source_kind, source, source_details, grade,"
    " elapsed_ms, hints, solve_used, status, undo_index, created, last_played, deleted, trials,"
    " version, progress, hints_area, hints_rule, hints_step, score"
)
SORTS = {
    "last_played": ("last_played",),
    "elapsed": ("elapsed_ms",),
    "type": ("type", "last_played"),
    "progress": ("progress",),
    "size": ("rows * cols", "last_played"),
    "grade": ("grade", "last_played"),
    "status": ("status", "last_played"),
    "score": ("score", "last_played"),
}
"""The Games window's sort keys and the SQL each one orders by (each matches an index of the
live games, `schema.py` v3, read forwards or backwards: no sort of the whole library)."""


class LibraryError(Exception):
    """A read or write of the library failed (disk full, read-only folder, damaged file)."""


class UnreadableGame(LibraryError):
    """One game's row or steps could not be read back."""


class Conflict(LibraryError):
    """The game was changed (or removed) by another writer since it was read."""


class DamagedDatabase(Exception):
    """The file opened but failed `PRAGMA quick_check`."""


def storable(text: str) -> str:
    """`text` as SQLite can store it: a file name that is not UTF-8 reaches us with lone
    surrogates (Python's surrogateescape), which the sqlite3 module refuses to encode; those
    bytes become U+FFFD."""
    return text.encode("utf-8", "surrogateescape").decode("utf-8", "replace")


class _BadText(bytes):
    """Text in the file that is not UTF-8 (a flipped bit): rejected where text is expected."""


def _decode(data: bytes) -> Any:
    # The default text factory raises UnicodeDecodeError from inside SQLite's own statements
    # (PRAGMA journal_mode read a damaged name in sqlite_master): keep the bytes, refuse later.
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return _BadText(data)


@dataclass(frozen=True)
class Notice:
    """Something the player is told in one line: `what` happened to the file at `path`.

    what: "damaged", "newer" or "foreign" (set aside as `aside`), "unwritable" (kept in memory),
    "readonly" (read into memory, merged back later), "conflict" (a game changed by another
    window), "row" (a game skipped), "autosave-imported", "autosave-damaged", "asides-merged"
    (`detail` games of files an older player set aside merged back; `aside` the first file).
    """

    what: str
    path: Path
    aside: Path | None = None
    detail: str = ""


def _prepare(conn: sqlite3.Connection) -> None:
    conn.text_factory = _decode
    conn.execute("PRAGMA foreign_keys = ON")


def connect(path: Path | None) -> sqlite3.Connection:
    """An open, checked, migrated connection (None: in memory); any error passes through."""
    if path is None:
        conn = sqlite3.connect(":memory:", isolation_level=None)
        _prepare(conn)
        schema.migrate(conn)
        return conn
    private_file(path)
    conn = sqlite3.connect(str(path), isolation_level=None, timeout=BUSY_SECONDS)
    try:
        _prepare(conn)
        schema.check_ours(conn)  # before anything is written: another program's file stays
        conn.execute("PRAGMA journal_mode = WAL")
        # NORMAL in WAL mode: a committed move survives the process being killed.
        conn.execute("PRAGMA synchronous = NORMAL")
        conn.execute(f"PRAGMA journal_size_limit = {WAL_LIMIT_BYTES}")
        conn.execute(f"PRAGMA wal_autocheckpoint = {AUTOCHECKPOINT_PAGES}")
        if path.stat().st_size <= QUICK_CHECK_MAX_BYTES:
            result = conn.execute("PRAGMA quick_check").fetchone()
            if result is None or result[0] != "ok":
                raise DamagedDatabase(str(result[0] if result else "no answer"))
        schema.migrate(conn)
        _probe(conn)
        for suffix in ("-wal", "-shm"):
            private_file(path.with_name(path.name + suffix), create=False)
    except BaseException:
        conn.close()
        raise
    return conn


def _probe(conn: sqlite3.Connection) -> None:
    """Read the newest games and a step: damage where start-up reads shows now, not later."""
    list(conn.execute(f"SELECT {_COLUMNS} FROM games ORDER BY last_played DESC LIMIT 20"))
    list(conn.execute("SELECT * FROM steps ORDER BY game_id DESC LIMIT 20"))
    # The last id, not count(*): a count reads every row of an index (10-20 ms at 100 000
    # games), and start-up must not grow with the library.
    list(conn.execute("SELECT max(id) FROM games"))


def _memory() -> GameLibrary:
    return GameLibrary(connect(None), Path(":memory:"))


def open_library(path: Path) -> tuple[GameLibrary, list[Notice]]:
    """The library at `path`. Anything wrong with the file sets it aside and starts a new one;
    a file that can only be read is read into memory; no folder at all means memory."""
    try:
        private_folder(path.parent)
    except OSError as err:
        return _in_memory(path, str(err))
    try:
        return GameLibrary(connect(path), path), []
    except Exception as err:  # any class at all: damage must never stop the player
        # Its text and kind only: a local holding the exception would make a cycle through
        # its traceback that keeps every caller's frame (the window being built) alive.
        problem, what = _why(err), _kind(err)
    if what == "full" and not _out_of_room(path, problem):
        what = "damaged"  # a FIFO in the file's place, or an I/O error with room to spare
    # A full disk (SQLite could not make its -wal or -shm) is not damage: setting the file
    # aside would hide every game, and the next start, with room again, would begin empty.
    if what in ("busy", "full") or not _writable(path):
        return _read_only(path, problem)
    try:
        aside = set_aside(path, what)
    except OSError as err:
        return _read_only(path, str(err))
    notice = Notice(what, path, aside, problem)
    try:
        return GameLibrary(connect(path), path), [notice]
    except Exception as err:
        library, notices = _in_memory(path, _why(err))
        return library, [notice, *notices]


def _in_memory(path: Path, problem: str) -> tuple[GameLibrary, list[Notice]]:
    library = _memory()
    library.path = path
    return library, [Notice("unwritable", path, None, problem)]


def _kind(err: BaseException) -> str:
    if isinstance(err, schema.NewerSchema):
        return "newer"
    if isinstance(err, schema.ForeignDatabase):
        return "foreign"
    if isinstance(err, sqlite3.OperationalError) and "locked" in str(err):
        return "busy"
    if isinstance(err, sqlite3.OperationalError) and _NO_ROOM & set(str(err).split(" ")):
        return "full"  # the disk, not the file: SQLite says "is malformed" for a damaged one
    return "damaged"


def _out_of_room(path: Path, problem: str) -> bool:
    """A regular file (or none) whose disk is full, by SQLite's word or by the free space
    ("disk I/O error" has other causes too: only with less room than a save may need)."""
    if os.path.lexists(path) and not path.is_file():
        return False
    if "disk is full" in problem:
        return True
    try:
        return shutil.disk_usage(path.parent).free < WAL_LIMIT_BYTES
    except OSError:
        return False


_NO_ROOM = {"full", "I/O"}
"""Words of SQLite's messages for a disk that is full ("database or disk is full") or that
failed a write ("disk I/O error": ENOSPC while making the -shm)."""


def _writable(path: Path) -> bool:
    # Only a file (or a directory in its place) in a folder we may write is damage to put
    # aside; anything else is a permission problem, and renaming would not help.
    folder_ok = path.parent.is_dir() and os.access(path.parent, os.W_OK | os.X_OK)
    if not folder_ok:
        return False
    if path.is_dir():
        # An empty folder in the file's place is set aside; one with content is the user's
        # (`--library ~/Documents`): never renamed.
        with contextlib.suppress(OSError):
            return not any(path.iterdir())
        return False
    if path.exists() and not os.access(path, os.R_OK | os.W_OK):
        return False
    # A -wal or -shm we may not write (or not a file): SQLite cannot open the library for
    # writing, yet the file is whole; setting it aside would hide every game.
    return all(_companion_usable(path.with_name(path.name + s)) for s in ("-wal", "-shm"))


def _companion_usable(path: Path) -> bool:
    if not os.path.lexists(path):
        return True
    return path.is_file() and os.access(path, os.R_OK | os.W_OK)


def _read_only(path: Path, problem: str) -> tuple[GameLibrary, list[Notice]]:
    """The file copied into memory, if it can be read: its games resume, and they are merged
    back by the version rule once the file can be written (`merge_into`)."""
    if not path.is_file():
        return _in_memory(path, problem)
    try:
        conn = copy_into_memory(path)
    except Exception:  # unreadable too: nothing to resume
        return _in_memory(path, problem)
    library = GameLibrary(conn, path)
    library.base_versions = {
        str(identity): int(version)
        for identity, version in conn.execute("SELECT identity, version FROM games")
        if isinstance(identity, str)
    }
    return library, [Notice("readonly", path, None, problem)]


def copy_into_memory(path: Path) -> sqlite3.Connection:
    """A checked and migrated copy of a readable library in memory (the file is only read)."""
    uri = path.absolute().as_uri()
    # mode=ro reads the write-ahead log too; immutable=1 opens where ro cannot make its -shm.
    # The last problem as text: a local holding the exception itself would make a cycle
    # through its traceback that keeps the callers' frames (the window being built) alive.
    last = f"{path}: cannot be read"
    for query in ("?mode=ro", "?immutable=1"):
        try:
            source = sqlite3.connect(uri + query, uri=True, isolation_level=None)
        except sqlite3.Error as err:
            last = _why(err)
            continue
        try:
            source.text_factory = _decode
            schema.check_ours(source)
            memory = sqlite3.connect(":memory:", isolation_level=None)
            source.backup(memory)
        except Exception as err:
            last = _why(err)
            continue
        finally:
            source.close()
        try:
            _prepare(memory)
            schema.migrate(memory)
            _probe(memory)
        except BaseException:
            memory.close()
            raise
        return memory
    raise LibraryError(last)


class GameLibrary:
    """Games in one SQLite database: create, find, save steps, list, delete and undelete."""

    def __init__(self, conn: sqlite3.Connection, path: Path) -> None:
        self._conn = conn
        self.path = path
        self._inode = _inode(path) if not self.in_memory else None
        self.base_versions: dict[str, int] | None = None
        """For a read-only file copied into memory: each game's version in the file then."""
        self.fault: Callable[[str], None] | None = None
        """Tests set this to make writes fail (a full disk): called with the write's name."""

    def file_intact(self) -> bool:
        """True while the database file is still the one opened (not moved, not replaced)."""
        return self._inode is not None and _inode(self.path) == self._inode

    @property
    def in_memory(self) -> bool:
        """True when the file could not be used and games are kept in memory only."""
        return not any(row[2] for row in self._conn.execute("PRAGMA database_list"))

    @property
    def read_only_copy(self) -> bool:
        """True when the games are a copy of a file that could be read but not written."""
        return self.base_versions is not None

    def close(self) -> None:
        """Close the database (WAL content is checkpointed by SQLite)."""
        self._conn.close()

    def checkpoint(self) -> None:
        """Fold the write-ahead log into the file now if no reader holds it (never waits)."""
        with contextlib.suppress(sqlite3.Error):
            self._conn.execute("PRAGMA wal_checkpoint(PASSIVE)").fetchall()

    @contextmanager
    def _transaction(self, name: str) -> Iterator[sqlite3.Connection]:
        try:
            if self.fault is not None:
                self.fault(name)
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
        """Add a game with its steps; its id (the record's id and version are ignored).
        Conflict if a game of that identity is live already (another window made it): only
        a deleted one is replaced."""
        now = time.time()
        with self._transaction("create") as conn:
            live = conn.execute(
                "SELECT id FROM games WHERE identity = ? AND deleted IS NULL", (record.identity,)
            ).fetchone()
            if live is not None:
                raise Conflict(f"game {live[0]} of this puzzle was made by another window")
            conn.execute("DELETE FROM games WHERE identity = ?", (record.identity,))
            cursor = conn.execute(
                "INSERT INTO games (identity, type, puzzle, rows, cols, source_kind, source,"
                " source_details, grade, elapsed_ms, hints, solve_used, status, undo_index,"
                " created, last_played, trials, hints_area, hints_rule, hints_step, score)"
                " VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
                (
                    record.identity, record.type_name, record.puzzle_text, record.rows,
                    record.cols, record.source.kind, storable(record.source.text),
                    json.dumps(record.source.details), record.grade, record.elapsed_ms,
                    record.hints, int(record.solve_used), record.status, record.undo_index,
                    record.created or now, record.last_played or now, json.dumps(record.trials),
                    *record.hint_stages, record.score,
                ),
            )  # fmt: skip
            game_id = int(cursor.lastrowid or 0)
            _insert_steps(conn, game_id, 0, steps)
        return game_id

    def fork(self, record: GameRecord, steps: Sequence[Step]) -> GameRecord:
        """Keep a history as a game of its own (after a conflict): the record with its new id,
        identity and version."""
        identity = f"{record.identity.split(COPY_MARK)[0]}{COPY_MARK}{uuid.uuid4().hex[:12]}"
        copy = replace(record, identity=identity, version=0, deleted=None)
        return replace(copy, id=self.create(copy, steps))

    def save(
        self,
        record: GameRecord,
        from_seq: int,
        steps: Sequence[Step],
        snapshot: tuple[str, float] | None = None,
    ) -> int:
        """Replace the game's steps from `from_seq` on and update its row, in one transaction,
        if the stored game is still at `record.version` (else Conflict, nothing written); the
        new version. `snapshot`: the board as it stands, in text, and its progress."""
        if self._inode is not None and not self.file_intact():
            raise LibraryError(f"{self.path} was moved or replaced")
        text, progress = snapshot if snapshot is not None else (None, None)
        with self._transaction("save") as conn:
            row = conn.execute("SELECT version FROM games WHERE id = ?", (record.id,)).fetchone()
            if row is None or row[0] != record.version:
                found = "gone" if row is None else f"at version {row[0]}"
                raise Conflict(
                    f"game {record.id} was changed by another window ({found},"
                    f" this window read version {record.version})"
                )
            conn.execute("DELETE FROM steps WHERE game_id = ? AND seq >= ?", (record.id, from_seq))
            _insert_steps(conn, record.id, from_seq, steps)
            conn.execute(
                "UPDATE games SET elapsed_ms = ?, hints = ?, solve_used = ?, status = ?,"
                " undo_index = ?, last_played = ?, grade = ?, trials = ?, deleted = NULL,"
                " version = version + 1, progress = coalesce(?, progress), hints_area = ?,"
                " hints_rule = ?, hints_step = ?, score = coalesce(?, score) WHERE id = ?",
                (
                    record.elapsed_ms, record.hints, int(record.solve_used), record.status,
                    record.undo_index, time.time(), record.grade, json.dumps(record.trials),
                    progress, *record.hint_stages, record.score, record.id,
                ),
            )  # fmt: skip
            if text is not None:
                _store_snapshot(conn, record.id, text)
        return record.version + 1

    def set_snapshot(self, game_id: int, version: int, text: str, progress: float) -> None:
        """Store a game's board (worked out from its steps) if the game is still at `version`
        (the Games window fills old rows this way); not a change of the game."""
        with self._transaction("snapshot") as conn:
            cursor = conn.execute(
                "UPDATE games SET progress = ? WHERE id = ? AND version = ?",
                (progress, game_id, version),
            )
            if cursor.rowcount:
                _store_snapshot(conn, game_id, text)

    def set_grade(self, game_id: int, grade: str) -> None:
        """Store a game's grade (worked out after it was recorded)."""
        with self._transaction("grade") as conn:
            conn.execute("UPDATE games SET grade = ? WHERE id = ?", (grade, game_id))

    def set_score(self, game_id: int, score: float) -> None:
        """Store a game's difficulty score (worked out after it was recorded)."""
        with self._transaction("score") as conn:
            conn.execute("UPDATE games SET score = ? WHERE id = ?", (score, game_id))

    def delete(self, game_id: int) -> None:
        """Mark a game deleted (undone by `undelete`; purged after DELETED_KEPT_DAYS)."""
        with self._transaction("delete") as conn:
            conn.execute("UPDATE games SET deleted = ? WHERE id = ?", (time.time(), game_id))

    def keep_aside(self, game_id: int) -> None:
        """Keep a game that cannot be played back out of the way of a fresh game of the same
        puzzle: it stays in the file, hidden like a deleted game, and is never purged."""
        with self._transaction("keep") as conn:
            conn.execute(
                f"UPDATE games SET identity = identity || '{KEPT_MARK}' || id, deleted = ?,"
                " version = version + 1 WHERE id = ?",
                (time.time(), game_id),
            )

    def undelete(self, game_id: int) -> None:
        """Bring back a deleted game."""
        with self._transaction("undelete") as conn:
            conn.execute("UPDATE games SET deleted = NULL WHERE id = ?", (game_id,))

    def purge_deleted(self, older_than_days: float = DELETED_KEPT_DAYS) -> None:
        """Really remove games deleted long ago."""
        limit = time.time() - older_than_days * 86400
        with self._transaction("purge") as conn:
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

    def games(
        self, include_deleted: bool = False, limit: int | None = None, status: str | None = None
    ) -> tuple[list[GameRecord], list[Notice]]:
        """Games, last played first (the first `limit`, of one `status`), and a notice for each
        row that did not load."""
        where, params = self._where(include_deleted, None, status)
        tail = "" if limit is None else f" LIMIT {int(limit)}"
        rows = self._read(
            f"SELECT {_COLUMNS} FROM games{where} ORDER BY last_played DESC{tail}", params
        )
        return self._records(rows)

    def count(self, type_name: str | None = None, status: str | None = None) -> int:
        """How many games (not deleted) pass the filters."""
        where, params = self._where(False, type_name, status)
        return int(self._read(f"SELECT count(*) FROM games{where}", params)[0][0])

    def page(
        self,
        offset: int,
        limit: int,
        sort: str = "last_played",
        descending: bool = True,
        type_name: str | None = None,
        status: str | None = None,
    ) -> tuple[list[GameRecord], list[Notice]]:
        """One page of the games that pass the filters, sorted in SQL (the Games window)."""
        where, params = self._where(False, type_name, status)
        direction = "DESC" if descending else "ASC"
        order = ", ".join(f"{term} {direction}" for term in (*SORTS[sort], "id"))
        rows = self._read(
            f"SELECT {_COLUMNS} FROM games{where} ORDER BY {order} LIMIT ? OFFSET ?",
            (*params, int(limit), int(offset)),
        )
        return self._records(rows)

    def snapshot(self, game_id: int) -> str | None:
        """The game's board as it stood at its last save, in text (None: not stored yet)."""
        rows = self._read("SELECT board FROM snapshots WHERE game_id = ?", (game_id,))
        text = rows[0][0] if rows else None
        return text if isinstance(text, str) else None

    def meta(self, key: str) -> str | None:
        """A fact about the file (schema v4's `meta` table), or None."""
        rows = self._read("SELECT value FROM meta WHERE key = ?", (key,))
        value = rows[0][0] if rows else None
        return value if isinstance(value, str) else None

    def set_meta(self, key: str, value: str) -> None:
        """Record a fact about the file."""
        with self._transaction("meta") as conn:
            conn.execute("INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)", (key, value))

    @staticmethod
    def _where(
        include_deleted: bool, type_name: str | None, status: str | None
    ) -> tuple[str, tuple[Any, ...]]:
        terms, params = [], []
        if not include_deleted:
            terms.append("deleted IS NULL")
        if type_name:
            terms.append("type = ?")
            params.append(type_name)
        if status:
            terms.append("status = ?")
            params.append(status)
        return (" WHERE " + " AND ".join(terms) if terms else ""), tuple(params)

    def _records(self, rows: list[Any]) -> tuple[list[GameRecord], list[Notice]]:
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
        rows = self._read(f"SELECT {_COLUMNS} FROM games WHERE id = ?", (game_id,))
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

    def _read(self, sql: str, params: Sequence[Any]) -> list[Any]:
        try:
            return list(self._conn.execute(sql, params))
        except Exception as err:  # any class: a damaged page must not stop the caller
            raise LibraryError(_why(err)) from err


def merge_into(source: GameLibrary, target: GameLibrary) -> tuple[dict[int, int], list[Notice]]:
    """Write the games of an in-memory `source` into `target` by the version rule: a game the
    player did not change in memory is left alone; one whose steps extend the stored steps adds
    its new steps (compare-and-set); any other is kept as a game of its own. No stored step is
    ever removed, and no stored game replaced by a shorter copy. Returns where each game written
    went (source id: target id) and a notice for each game kept as a game of its own."""
    games, _ = source.games(include_deleted=True)
    moved: dict[int, int] = {}
    notices: list[Notice] = []
    base = source.base_versions or {}
    for record in games:
        if base.get(record.identity) == record.version:
            continue  # read from the file and not changed here
        try:
            game_id, forked = _merge_one(source, target, record)
        except LibraryError:
            continue  # unreadable here or unwritable there: tried again with the next merge
        moved[record.id] = game_id
        if forked:
            notices.append(Notice("conflict", target.path, None, f"game {game_id}"))
    return moved, notices


def _merge_one(source: GameLibrary, target: GameLibrary, record: GameRecord) -> tuple[int, bool]:
    steps = source.steps(record.id)
    for _ in range(3):  # another writer may create or change it meanwhile: look again
        found = target.find(record.identity)
        stored = target.game(found) if found is not None else None
        if stored is None or stored.deleted is not None:
            try:
                return target.create(record, steps), False
            except Conflict:
                continue
        kept = target.steps(stored.id)
        if len(steps) < len(kept) or steps[: len(kept)] != kept:
            break
        # The player's time is the longer clock, never the sum of two.
        elapsed = max(record.elapsed_ms, stored.elapsed_ms)
        merged = replace(record, id=stored.id, version=stored.version, elapsed_ms=elapsed)
        try:
            target.save(merged, len(kept), steps[len(kept) :])
            return stored.id, False
        except Conflict:
            continue
    return target.fork(record, steps).id, True


def _inode(path: Path) -> tuple[int, int] | None:
    try:
        info = path.stat()
    except OSError:
        return None
    return (info.st_dev, info.st_ino) if path.is_file() else None


def _store_snapshot(conn: sqlite3.Connection, game_id: int, text: str) -> None:
    conn.execute(
        "INSERT INTO snapshots (game_id, board) VALUES (?, ?)"
        " ON CONFLICT (game_id) DO UPDATE SET board = excluded.board",
        (game_id, text),
    )


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
    details = json.loads(_text(row[8]))
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
        trials=_trials(row[18]), version=int(row[19]),
        progress=None if row[20] is None else float(row[20]),
        hint_stages=(int(row[21]), int(row[22]), int(row[23])),
        score=None if row[24] is None else float(row[24]),
    )  # fmt: skip


def _trials(text: Any) -> tuple[tuple[str, ...], ...]:
    trials = json.loads(_text(text))
    if not isinstance(trials, list) or not all(
        isinstance(t, list) and all(isinstance(m, str) for m in t) for t in trials
    ):
        raise ValueError("open trials are not lists of moves")
    return tuple(tuple(t) for t in trials)


def _step(row: Sequence[Any]) -> Step:
    moves = json.loads(_text(row[2]))
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

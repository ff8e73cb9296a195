"""Damage is never fatal: whatever is wrong with the library file, opening it sets it aside
(kept byte for byte) and starts a new one, or opens it; never an exception, never a change to a
file that is not ours."""

from __future__ import annotations

import contextlib
import os
import random
import shutil
import sqlite3
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from types import SimpleNamespace

import pytest

from puzzlegui.library import schema, store
from puzzlegui.library.store import LibraryError, open_library
from tests.library.test_store import STEPS, new_record

PAGE = 4096


@pytest.fixture
def fast_folder() -> Iterator[Path]:
    """A folder in memory when there is one (/dev/shm): thousands of opens in seconds."""
    base = "/dev/shm" if os.path.isdir("/dev/shm") and os.access("/dev/shm", os.W_OK) else None
    folder = Path(tempfile.mkdtemp(prefix="puzzlegui-flips-", dir=base))
    yield folder
    shutil.rmtree(folder, ignore_errors=True)


def library_bytes(folder: Path, games: int = 6) -> bytes:
    """A real library with games in it, checkpointed into one file; its bytes."""
    path = folder / "made" / "games.sqlite3"
    library, _ = open_library(path)
    for number in range(games):
        library.create(replace(new_record(), identity=f"game {number}"), STEPS * 3)
    library.close()
    assert not path.with_name("games.sqlite3-wal").exists()
    return path.read_bytes()


def used_offsets(data: bytes) -> list[int]:
    """The byte offsets of page 1 that hold something: the file header, the b-tree page header
    and cell pointers, and the cells (sqlite_master's rows); not the unallocated gap."""
    cells = int.from_bytes(data[103:105], "big")
    content = int.from_bytes(data[105:107], "big") or 65536
    return list(range(0, 108 + 2 * cells)) + list(range(content, PAGE))


def opens_or_sets_aside(folder: Path, data: bytes) -> str:
    """Open `data` as a library through the real path; what happened (it must not raise)."""
    work = folder / "work"
    shutil.rmtree(work, ignore_errors=True)
    work.mkdir()
    path = work / "games.sqlite3"
    path.write_bytes(data)
    library, notices = open_library(path)
    try:
        what = ",".join(n.what for n in notices)
        for notice in notices:
            if notice.aside is not None:
                assert notice.aside.read_bytes() == data, "the damaged file is kept as it was"
        try:
            library.games()
        except LibraryError:
            what += "+unreadable later"
        return what or "opened"
    finally:
        library.close()


@pytest.mark.slow
def test_one_flipped_bit_anywhere_on_page_1_or_beyond_is_never_fatal(fast_folder: Path) -> None:
    # Every byte offset of page 1 that holds data gets one flipped bit (bit = offset % 8), the
    # unallocated gap and the pages beyond get a seeded sample; every bit of page 1 is tried
    # when PUZZLEGUI_ALL_BITS is set (32 768 opens: about two minutes).
    data = library_bytes(fast_folder)
    chances = random.Random(32)
    used = used_offsets(data)
    gap = sorted(set(range(PAGE)) - set(used))
    flips = [(offset, offset % 8) for offset in used]
    flips += [(offset, chances.randrange(8)) for offset in chances.sample(gap, min(64, len(gap)))]
    flips += [(chances.randrange(PAGE, len(data)), chances.randrange(8)) for _ in range(200)]
    if os.environ.get("PUZZLEGUI_ALL_BITS"):
        flips = [(offset, bit) for offset in range(PAGE) for bit in range(8)]
    outcomes: dict[str, int] = {}
    for offset, bit in flips:
        damaged = bytearray(data)
        damaged[offset] ^= 1 << bit
        what = opens_or_sets_aside(fast_folder, bytes(damaged))
        outcomes[what] = outcomes.get(what, 0) + 1
    assert outcomes.get("damaged", 0) > 0
    assert outcomes.get("opened", 0) > 0
    assert set(outcomes) <= {
        "opened", "damaged", "newer", "foreign", "opened+unreadable later",
    }, outcomes  # fmt: skip


def _edit(path: Path, *sql: str) -> None:
    conn = sqlite3.connect(path)
    for statement in sql:
        conn.execute(statement)
    conn.commit()
    conn.close()


def _a_library(path: Path) -> None:
    library, _ = open_library(path)
    library.create(new_record(), STEPS)
    library.close()


@pytest.mark.parametrize(
    ("damage", "what"),
    [
        (lambda p: (_a_library(p), _edit(p, "PRAGMA user_version = -3")), "damaged"),
        (
            lambda p: (
                _a_library(p),
                _edit(
                    p,
                    "PRAGMA user_version = 99",
                    "UPDATE meta SET value = '99' WHERE key = 'readable_by'",
                ),
            ),
            "newer",
        ),
        (lambda p: (_a_library(p), _edit(p, "PRAGMA application_id = 1234")), "foreign"),
        (lambda p: _edit(p, "CREATE TABLE notes (x)", "PRAGMA user_version = 7"), "foreign"),
        (lambda p: _edit(p, "CREATE TABLE notes (x)"), "foreign"),
        (
            lambda p: _edit(
                p,
                f"PRAGMA application_id = {schema.APPLICATION_ID}",
                "PRAGMA user_version = 2",
                "CREATE TABLE x (y)",
            ),
            "damaged",
        ),
        (
            lambda p: _edit(
                p,
                f"PRAGMA application_id = {schema.APPLICATION_ID}",
                "CREATE TABLE notes (x)",
                "INSERT INTO notes VALUES (1)",
            ),
            "foreign",
        ),
    ],
    ids=[
        "negative version",
        "future version",
        "other mark",
        "other tables",
        "tables no mark",
        "our mark, no tables",
        "our mark, version 0, other tables",
    ],
)
def test_a_file_we_cannot_use_is_set_aside_untouched(
    tmp_path: Path, damage: object, what: str
) -> None:
    path = tmp_path / "games.sqlite3"
    damage(path)  # type: ignore[operator]
    before = path.read_bytes()
    library, notices = open_library(path)
    assert [n.what for n in notices] == [what]
    aside = notices[0].aside
    assert aside is not None
    assert aside.name.startswith(f"games.sqlite3.{what}-")
    assert aside.read_bytes() == before  # not changed, not even its journal mode
    assert library.games() == ([], [])
    library.create(new_record(), STEPS)


def test_a_name_that_is_not_utf8_in_the_schema_is_handled(tmp_path: Path) -> None:
    path = tmp_path / "games.sqlite3"
    _a_library(path)
    data = path.read_bytes()
    assert b"live_by_elapsed" in data
    path.write_bytes(data.replace(b"live_by_elapsed", b"\xffive_by_elapsed"))
    library, notices = open_library(path)  # raised UnicodeDecodeError from PRAGMA journal_mode
    assert [n.what for n in notices] in ([], ["damaged"])
    library.games()


def test_any_exception_while_opening_sets_the_file_aside(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "games.sqlite3"
    _a_library(path)
    real = schema.migrate
    calls = []

    def failing(conn: sqlite3.Connection) -> None:
        calls.append(1)
        if len(calls) == 1:
            raise IndexError("list index out of range")  # not a class anyone listed
        real(conn)

    monkeypatch.setattr(store.schema, "migrate", failing)
    library, notices = open_library(path)
    assert [n.what for n in notices] == ["damaged"]
    assert "IndexError" in notices[0].detail
    assert not library.in_memory


def test_the_library_is_marked_as_ours_and_private(tmp_path: Path) -> None:
    path = tmp_path / "puzzlegui" / "puzzlegui" / "games.sqlite3"
    _a_library(path)
    conn = sqlite3.connect(path)
    assert conn.execute("PRAGMA application_id").fetchone()[0] == schema.APPLICATION_ID
    conn.close()
    if os.name == "posix":
        assert path.stat().st_mode & 0o777 == 0o600
        assert path.parent.stat().st_mode & 0o777 == 0o700
        library, _ = open_library(path)
        library.create(replace(new_record(), identity="another"), STEPS)
        for suffix in ("-wal", "-shm"):
            companion = path.with_name(path.name + suffix)
            assert companion.stat().st_mode & 0o777 == 0o600
        library.close()


def _with_live_log(path: Path) -> None:
    """A library whose last write is still in its -wal (the writer was killed)."""
    _a_library(path)
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("PRAGMA journal_mode = WAL")
    conn.execute("PRAGMA wal_autocheckpoint = 0")
    conn.execute("UPDATE games SET elapsed_ms = 999000")
    shutil.copyfile(path.with_name("games.sqlite3-wal"), path.with_name("log"))
    conn.close()  # checkpoints and removes the log: put it back as a killed writer leaves it
    shutil.copyfile(path.with_name("log"), path.with_name("games.sqlite3-wal"))


def test_a_companion_we_cannot_write_opens_read_only_not_set_aside(tmp_path: Path) -> None:
    # A -shm (or -wal) that is a folder, or not the user's to write: SQLite cannot open the file
    # for writing, yet the library is whole; it was set aside as damaged and every game hidden.
    path = tmp_path / "games.sqlite3"
    _with_live_log(path)
    shm = path.with_name("games.sqlite3-shm")
    if shm.exists():
        shm.unlink()
    shm.mkdir()
    library, notices = open_library(path)
    try:
        assert [n.what for n in notices] == ["readonly"]
        assert library.read_only_copy
        games, _ = library.games()
        assert [g.identity for g in games] == [new_record().identity]
    finally:
        library.close()
    assert not [p.name for p in tmp_path.iterdir() if ".damaged-" in p.name]
    assert path.is_file()
    assert shm.is_dir()


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() == 0, reason="root writes anyway")
def test_a_read_only_log_opens_read_only_not_set_aside(tmp_path: Path) -> None:
    path = tmp_path / "games.sqlite3"
    _with_live_log(path)
    path.with_name("games.sqlite3-wal").chmod(0o400)
    library, notices = open_library(path)
    try:
        assert [n.what for n in notices] == ["readonly"]
        games, _ = library.games()
        assert [g.elapsed_ms for g in games] == [999000]  # the log's last write read too
    finally:
        library.close()
    assert not [p.name for p in tmp_path.iterdir() if ".damaged-" in p.name]


@pytest.mark.parametrize(
    ("message", "free", "what"),
    [
        ("database or disk is full", 10**9, "readonly"),
        ("disk I/O error", 0, "readonly"),
        ("disk I/O error", 10**9, "damaged"),  # room to spare: not the disk
    ],
)
def test_a_full_disk_at_open_reads_the_library_never_sets_it_aside(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, message: str, free: int, what: str
) -> None:
    # SQLite could not make its -wal/-shm on a full disk: the whole library was set aside as
    # damaged and a new one begun, so every game vanished, also after the disk had room again.
    path = tmp_path / "games.sqlite3"
    _a_library(path)
    real = store.connect
    failed: list[Path] = []

    def full(where: Path | None) -> sqlite3.Connection:
        if where is not None and not failed:
            failed.append(where)
            raise sqlite3.OperationalError(message)
        return real(where)

    monkeypatch.setattr(store, "connect", full)
    monkeypatch.setattr(store.shutil, "disk_usage", lambda _: SimpleNamespace(free=free))
    library, notices = open_library(path)
    assert [n.what for n in notices] == [what]
    if what == "readonly":
        assert len(library.games()[0]) == 1
        assert not [p.name for p in tmp_path.iterdir() if ".damaged-" in p.name]
    library.close()


def _mount_tmpfs(folder: Path) -> bool:
    if not sys.platform.startswith("linux") or os.geteuid() != 0 or not shutil.which("mount"):
        return False
    done = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", "size=200k", "tmpfs", str(folder)],
        capture_output=True,
        check=False,
    )
    return done.returncode == 0


def test_a_really_full_disk_keeps_the_library_and_its_games(tmp_path: Path) -> None:
    folder = tmp_path / "small"
    folder.mkdir()
    if not _mount_tmpfs(folder):
        pytest.skip("needs root and mount -t tmpfs")
    try:
        path = folder / "games.sqlite3"
        path.write_bytes(library_bytes(tmp_path, games=1))  # no -wal, no -shm: made at open
        with contextlib.suppress(OSError), (folder / "fill").open("wb") as filler:
            while True:
                filler.write(b"\0" * 4096)
                filler.flush()
        library, notices = open_library(path)
        assert [n.what for n in notices] == ["readonly"]
        library.close()
        (folder / "fill").unlink()
        library, notices = open_library(path)
        assert notices == []
        assert len(library.games()[0]) == 1
        library.close()
        assert not [p.name for p in folder.iterdir() if ".damaged-" in p.name]
    finally:
        subprocess.run(["umount", "-l", str(folder)], capture_output=True, check=False)

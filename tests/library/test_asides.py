"""Older players: a file says which schema can still read and write it (`readable_by`), so an
additive change never makes an older player set the library aside; and the games a player of
before that set aside (`games.sqlite3.newer-<time>`) come back at the next start, by the
version rule, the file kept as it is. Real files throughout."""

from __future__ import annotations

import sqlite3
from dataclasses import replace
from pathlib import Path

from puzzlegui.library import schema
from puzzlegui.library.asides import asides_of, merge_asides
from puzzlegui.library.paths import set_aside
from puzzlegui.library.records import GameRecord, Step
from puzzlegui.library.store import GameLibrary, open_library
from tests.library.test_store import STEPS, new_record

MORE = [Step("r3c3=4", ("r3c3=4",)), Step("r5c5=5", ("r5c5=5",))]


def game(identity: str) -> GameRecord:
    return replace(new_record(), identity=identity)


class OlderLibrary(GameLibrary):
    """A library as a player that knows schema versions up to 3 leaves it: written by this
    code (which writes the newest columns), then taken back to version 3 when closed, so the
    file is what that player would have made."""

    def close(self) -> None:
        conn = self._conn
        conn.executescript(
            """
            DROP INDEX IF EXISTS live_by_score;
            ALTER TABLE games DROP COLUMN hints_area;
            ALTER TABLE games DROP COLUMN hints_rule;
            ALTER TABLE games DROP COLUMN hints_step;
            ALTER TABLE games DROP COLUMN score;
            DROP TABLE IF EXISTS meta;
            PRAGMA user_version = 3;
            """
        )
        super().close()


def older_library(path: Path) -> GameLibrary:
    """A new library as a player that knows schema versions up to 3 makes it."""
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute(f"PRAGMA application_id = {schema.APPLICATION_ID}")
    for number in range(schema.LATEST):
        conn.executescript(schema.MIGRATIONS[number])
    conn.execute(f"PRAGMA user_version = {schema.LATEST}")
    return OlderLibrary(conn, path)


def an_older_player_starts(path: Path) -> Path:
    """What a player of schema 3 does on finding our file: sets it aside as newer and starts a
    new library of its own (paths.set_aside, as it ran then). The aside's path."""
    conn = sqlite3.connect(path)
    assert int(conn.execute("PRAGMA user_version").fetchone()[0]) > 3  # newer to it
    conn.close()
    return set_aside(path, "newer")


def steps_of(library: GameLibrary, identity: str) -> list[Step]:
    found = library.find(identity)
    assert found is not None
    return library.steps(found)


def test_the_games_an_older_player_set_aside_come_back_once(tmp_path: Path) -> None:
    path = tmp_path / "games.sqlite3"
    ours, _ = open_library(path)
    ours.create(game("A"), STEPS + MORE)
    ours.create(game("B"), STEPS)
    ours.close()
    aside = an_older_player_starts(path)
    kept = aside.read_bytes()
    old = older_library(path)
    old.create(game("A"), STEPS[:2])  # the player began A again in the older player
    old.create(game("C"), MORE)
    old.close()

    library, notices = open_library(path)  # the current player starts again
    assert notices == []
    said = merge_asides(library)
    assert said is not None
    assert (said.what, said.aside, said.detail) == ("asides-merged", aside, "2")
    assert steps_of(library, "A") == STEPS + MORE  # extended, never shortened
    assert steps_of(library, "B") == STEPS
    assert steps_of(library, "C") == MORE
    assert aside.read_bytes() == kept  # the aside is kept as it was
    versions = {g.identity: g.version for g in library.games()[0]}
    assert merge_asides(library) is None  # merged once
    assert {g.identity: g.version for g in library.games()[0]} == versions
    library.close()
    again, _ = open_library(path)
    assert merge_asides(again) is None
    assert again.count() == 3
    again.close()


def test_a_stored_game_is_never_replaced_by_a_shorter_or_other_copy(tmp_path: Path) -> None:
    path = tmp_path / "games.sqlite3"
    ours, _ = open_library(path)
    ours.create(game("shorter there"), STEPS[:1])
    ours.create(game("other there"), STEPS)
    ours.create(game("deleted here"), STEPS)
    ours.close()
    an_older_player_starts(path)
    old = older_library(path)
    old.create(game("shorter there"), STEPS + MORE)
    old.create(game("other there"), MORE)
    old.delete(old.create(game("deleted here"), STEPS[:1]))
    old.close()

    library, _ = open_library(path)
    deleted = library.find("deleted here")
    said = merge_asides(library)
    assert said is not None
    assert said.detail == "1"  # the other history, kept as a game of its own
    assert steps_of(library, "shorter there") == STEPS + MORE
    assert steps_of(library, "other there") == MORE
    copies = [g for g in library.games()[0] if g.identity.startswith("other there:copy-")]
    assert [library.steps(g.id) for g in copies] == [STEPS]
    assert deleted is not None
    assert library.game(deleted).deleted is not None  # the player's delete stands
    library.close()


def test_an_aside_we_cannot_read_is_left_alone(tmp_path: Path) -> None:
    path = tmp_path / "games.sqlite3"
    garbage = tmp_path / "games.sqlite3.newer-20260101-000000"
    garbage.write_bytes(b"\x00not a database\xff" * 300)
    newer = tmp_path / "games.sqlite3.newer-20260102-000000"
    made, _ = open_library(newer)
    made.create(game("A"), STEPS)
    made.close()
    conn = sqlite3.connect(newer)
    conn.execute(f"PRAGMA user_version = {schema.LATEST + 1}")
    conn.execute(f"UPDATE meta SET value = '{schema.LATEST + 1}' WHERE key = 'readable_by'")
    conn.commit()
    conn.close()
    kept = {p: p.read_bytes() for p in (garbage, newer)}
    library, _ = open_library(path)
    assert asides_of(path) == [garbage, newer]
    assert merge_asides(library) is None
    assert library.count() == 0
    assert {p: p.read_bytes() for p in (garbage, newer)} == kept
    library.close()


def test_a_newer_file_we_can_still_write_is_opened_as_it_is(tmp_path: Path) -> None:
    """Schema LATEST + 1 whose readable_by is ours: an additive change, opened, not set
    aside, and left at its version."""
    path = tmp_path / "games.sqlite3"
    made, _ = open_library(path)
    game_id = made.create(game("A"), STEPS)
    made.close()
    conn = sqlite3.connect(path)
    conn.execute("ALTER TABLE games ADD COLUMN newer_column TEXT NOT NULL DEFAULT ''")
    conn.execute(f"PRAGMA user_version = {schema.LATEST + 1}")
    conn.execute(f"UPDATE meta SET value = '{schema.LATEST}' WHERE key = 'readable_by'")
    conn.commit()
    conn.close()
    library, notices = open_library(path)
    assert notices == []
    record = library.game(game_id)
    library.save(record, len(STEPS), MORE)
    assert library.steps(game_id) == STEPS + MORE
    library.close()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["games.sqlite3"]
    conn = sqlite3.connect(path)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == schema.LATEST + 1
    conn.close()


def test_every_version_says_who_can_read_it(tmp_path: Path) -> None:
    assert len(schema.READABLE_BY) == schema.LATEST
    assert list(schema.READABLE_BY) == sorted(schema.READABLE_BY)
    assert all(by <= number for number, by in enumerate(schema.READABLE_BY, 1))
    old = older_library(tmp_path / "games.sqlite3")
    old.close()
    library, _ = open_library(tmp_path / "games.sqlite3")  # migrated from 3
    assert library.meta("readable_by") == str(schema.READABLE_BY[-1])
    library.close()

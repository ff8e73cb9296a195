"""Files the library writes: export through a temporary file and a replace (never following a
planted link, never opening a FIFO), errors naming the file; the write-ahead log kept small; an
in-memory copy merged back without replacing any stored move by a shorter copy."""

from __future__ import annotations

import os
import sqlite3
import stat
import sys
from dataclasses import replace
from pathlib import Path

import pytest

from puzzlegui.cli import main
from puzzlegui.library import paths
from puzzlegui.library.records import Step
from puzzlegui.library.store import COPY_MARK, GameLibrary, merge_into, open_library

from .test_store import STEPS, new_record


@pytest.fixture
def library_file(tmp_path: Path) -> Path:
    path = tmp_path / "games.sqlite3"
    library, _ = open_library(path)
    library.create(new_record(undo_index=3), STEPS)
    library.close()
    return path


@pytest.fixture
def exported(tmp_path: Path) -> Path:
    """Where `export` into a new folder writes the library's one game."""
    out = tmp_path / "out"
    out.mkdir()
    return out / "0001-logi5-5x5.puzzle"


def export(capsys: pytest.CaptureFixture[str], library: Path, folder: Path) -> tuple[int, str]:
    status = main(["games", "--library", str(library), "export", str(folder)])
    return status, capsys.readouterr().err


def test_export_replaces_a_planted_symlink_not_its_target(
    library_file: Path, tmp_path: Path, exported: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    victim = tmp_path / "victim.txt"
    victim.write_text("precious")
    exported.symlink_to(victim)
    status, err = export(capsys, library_file, exported.parent)
    assert (status, err) == (0, "")
    assert victim.read_text() == "precious"
    assert not exported.is_symlink()
    assert "logi5" in exported.read_text()
    assert sorted(p.name for p in exported.parent.iterdir()) == [exported.name]  # no temporary


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_export_refuses_a_fifo_in_one_line_naming_it(
    library_file: Path, exported: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    os.mkfifo(exported)  # opening it for writing would wait forever for a reader
    status, err = export(capsys, library_file, exported.parent)
    assert status == 2
    assert len(err.strip().splitlines()) == 1
    assert str(exported) in err
    assert "not a regular file" in err


def test_the_write_ahead_log_stays_small(tmp_path: Path) -> None:
    library, _ = open_library(tmp_path / "games.sqlite3")
    record = new_record()
    record = replace(record, id=library.create(record, []))
    big = Step("big", tuple(f"r{1 + i % 5}c{1 + i // 5 % 5}={1 + i % 5}" for i in range(2000)))
    for number in range(300):
        record = replace(record, version=library.save(record, number, [big]))
    wal = tmp_path / "games.sqlite3-wal"
    assert wal.stat().st_size < 1 << 20  # with SQLite's defaults: 4.1 MB here
    library.close()


def _copy(path: Path) -> GameLibrary:
    """What the player holds when the file can be read but not written."""
    from puzzlegui.library.store import _read_only

    library, notices = _read_only(path, "read-only folder")
    assert [n.what for n in notices] == ["readonly"]
    return library


def test_a_read_only_copy_is_merged_back_by_the_version_rule(library_file: Path) -> None:
    copy = _copy(library_file)
    (game,), _ = copy.games()
    # Played on in memory: one step more. Unchanged in memory: another game left alone.
    copy.save(game, 3, [Step("more", ("r5c5=3",))])
    other = replace(new_record(), identity="other")
    target, _ = open_library(library_file)
    other_id = target.create(other, STEPS)
    moved, notices = merge_into(copy, target)
    assert notices == []
    assert [s.label for s in target.steps(game.id)] == [s.label for s in STEPS] + ["more"]
    assert target.steps(other_id) == STEPS
    assert set(moved) == {game.id}


def test_a_shorter_copy_never_replaces_the_stored_moves(library_file: Path) -> None:
    copy = _copy(library_file)
    (game,), _ = copy.games()
    copy.save(replace(game, undo_index=1), 1, [])  # in memory: an undo and a new start
    target, _ = open_library(library_file)
    stored = target.game(game.id)  # meanwhile another window added a step to the file
    target.save(stored, 3, [Step("elsewhere", ("r4c4=1",))])
    _, notices = merge_into(copy, target)
    assert [n.what for n in notices] == ["conflict"]
    assert [s.label for s in target.steps(game.id)] == [s.label for s in STEPS] + ["elsewhere"]
    games, _ = target.games()
    (fork,) = [g for g in games if COPY_MARK in g.identity]
    assert target.steps(fork.id) == STEPS[:1]


def test_the_merge_keeps_the_longer_clock_not_the_sum(library_file: Path) -> None:
    copy = _copy(library_file)
    (game,), _ = copy.games()
    copy.save(replace(game, elapsed_ms=game.elapsed_ms + 5000), 3, [Step("x", ("r5c5=3",))])
    target, _ = open_library(library_file)
    merge_into(copy, target)
    assert target.game(game.id).elapsed_ms == game.elapsed_ms + 5000
    conn = sqlite3.connect(library_file)
    assert conn.execute("SELECT count(*) FROM games").fetchone()[0] == 1
    conn.close()


@pytest.mark.skipif(sys.platform in ("win32", "darwin"), reason="XDG folders")
def test_a_relative_xdg_data_home_is_ignored(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    # `puzzle games` made a new library under the current folder while the player (Qt ignores
    # a relative XDG_DATA_HOME, as the spec says) used ~/.local/share.
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setenv("XDG_DATA_HOME", "relative/data")
    assert paths.data_folder() == tmp_path / ".local" / "share" / "puzzlegui" / "puzzlegui"


@pytest.mark.skipif(sys.platform in ("win32", "darwin"), reason="XDG folders")
def test_an_xdg_data_home_that_is_not_utf8_is_the_players_folder_too(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    # Qt decodes it lossily (U+FFFD): the player wrote to another folder than the user's own,
    # and `puzzle games` did not see its games.
    real = os.fsdecode(bytes(tmp_path) + b"/d\xff")
    monkeypatch.setenv("XDG_DATA_HOME", real)
    qt = str(tmp_path / "d\ufffd" / "puzzlegui" / "puzzlegui")
    assert paths.player_folder(qt) == paths.data_folder() == Path(real) / "puzzlegui" / "puzzlegui"
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "fine"))
    assert paths.player_folder("/qt/says") == Path("/qt/says")


def test_a_data_folder_that_is_a_symlink_keeps_its_targets_mode(tmp_path: Path) -> None:
    # The folder a symlinked .../puzzlegui/puzzlegui points at (a shared one, 1777) was
    # made 0700.
    shared = tmp_path / "shared"
    shared.mkdir()
    shared.chmod(0o1777)
    (tmp_path / "xdg" / "puzzlegui").mkdir(parents=True)
    (tmp_path / "xdg" / "puzzlegui" / "puzzlegui").symlink_to(shared)
    library, notices = open_library(tmp_path / "xdg" / "puzzlegui" / "puzzlegui" / "games.sqlite3")
    library.close()
    assert notices == []
    assert stat.S_IMODE(shared.stat().st_mode) == 0o1777
    assert (shared / "games.sqlite3").is_file()


def test_a_folder_with_content_named_as_the_library_is_never_renamed(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # `puzzle games --library DIR/` renamed the user's folder DIR to DIR.damaged-<time> and
    # made a new library file in its place.
    folder = tmp_path / "Documents"
    folder.mkdir()
    (folder / "letter.txt").write_text("keep")
    assert main(["games", "--library", f"{folder}/"]) == 0
    err = capsys.readouterr().err
    assert len(err.splitlines()) == 1
    assert (folder / "letter.txt").read_text() == "keep"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["Documents"]

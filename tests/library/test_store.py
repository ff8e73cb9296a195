"""The game library on SQLite: games kept with their undo steps; damage set aside, never fatal."""

from __future__ import annotations

import json
import os
import sqlite3
import time
from dataclasses import replace
from functools import partial
from pathlib import Path
from typing import Any

import pytest

from puzzlegui.core import registry
from puzzlegui.core.formats.loader import read_board
from puzzlegui.library import records
from puzzlegui.library.export import export_games
from puzzlegui.library.history import replay, whole_step
from puzzlegui.library.migrate import import_autosave
from puzzlegui.library.records import GameRecord, Source, Step
from puzzlegui.library.schema import LATEST
from puzzlegui.library.store import GameLibrary, LibraryError, open_library
from tests.data import data_rows
from tests.library.damage import from_the_future
from tests.samples import every_sample

ROOT = Path(__file__).resolve().parents[2]
LOGI5 = ROOT / "boards" / "logi5" / "01-easy-5x5.puzzle"


def new_record(path: Path = LOGI5, undo_index: int = 0) -> GameRecord:
    board = read_board(path)
    ptype, puzzle = board.ptype, board.puzzle
    rows, cols = records.board_size(ptype, puzzle)
    now = time.time()
    return GameRecord(
        0, records.identity(ptype, puzzle), ptype.name, records.canonical_text(ptype, puzzle),
        rows, cols, Source("file", str(path)), "", 1234, 0, False, records.IN_PROGRESS,
        undo_index, now, now,
    )  # fmt: skip


def a_library(tmp_path: Path) -> GameLibrary:
    library, notices = open_library(tmp_path / "games.sqlite3")
    assert notices == []
    return library


STEPS = [
    Step("r1c1=1", ("r1c1=1",)),
    Step("drag", ("r1c4=3", "r2c2=2")),
    Step("r1c1=2", ("r1c1=2",)),
]


def test_a_game_keeps_its_steps_undo_index_and_time(tmp_path: Path) -> None:
    library = a_library(tmp_path)
    game_id = library.create(new_record(undo_index=2), STEPS)
    library.close()
    again = a_library(tmp_path)
    assert again.steps(game_id) == STEPS
    record = again.game(game_id)
    assert (record.undo_index, record.elapsed_ms, record.rows, record.cols) == (2, 1234, 5, 5)
    states = replay(registry.get("logi5"), read_board(LOGI5).puzzle, STEPS)
    assert len(states) == 4
    assert states[3] != states[2]


def test_saving_replaces_the_undone_steps_only(tmp_path: Path) -> None:
    library = a_library(tmp_path)
    record = new_record()
    game_id = library.create(record, STEPS)
    record = GameRecord(**{**record.__dict__, "id": game_id, "undo_index": 2})
    library.save(record, 1, [Step("other", ("r5c5=3",))])
    assert library.steps(game_id) == [STEPS[0], Step("other", ("r5c5=3",))]
    assert library.game(game_id).undo_index == 2


def test_the_database_is_wal_with_foreign_keys_and_the_latest_schema(tmp_path: Path) -> None:
    a_library(tmp_path).close()
    conn = sqlite3.connect(tmp_path / "games.sqlite3")
    assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert conn.execute("PRAGMA user_version").fetchone()[0] == LATEST


def test_the_same_puzzle_from_a_link_has_the_same_identity() -> None:
    board = read_board(LOGI5)
    ptype = board.ptype
    again, _ = ptype.parse(ptype.format(board.puzzle, board.state) + "\n")
    assert records.identity(ptype, again) == records.identity(ptype, board.puzzle)
    other = read_board(ROOT / "boards" / "logi5" / "02-easy-5x5.puzzle")
    assert records.identity(ptype, other.puzzle) != records.identity(ptype, board.puzzle)


def _garbage(path: Path) -> None:
    path.write_bytes(b"this is not a database at all \x00\xff" * 100)


def _truncated(path: Path) -> None:
    library, _ = open_library(path)
    for number in range(40):
        record = new_record()
        record = GameRecord(**{**record.__dict__, "identity": f"x{number}"})
        library.create(record, STEPS * 20)
    library.close()
    data = path.read_bytes()
    path.write_bytes(data[: len(data) // 2 + 100])


def _directory(path: Path) -> None:
    path.mkdir()


@pytest.mark.parametrize(
    ("damage", "what"),
    [
        (_garbage, "damaged"),
        (_truncated, "damaged"),
        (partial(from_the_future, ahead=5), "newer"),
        (_directory, "damaged"),
    ],
)
def test_a_damaged_database_is_set_aside_and_a_new_one_used(
    tmp_path: Path, damage: object, what: str
) -> None:
    path = tmp_path / "games.sqlite3"
    damage(path)  # type: ignore[operator]
    before = path.read_bytes() if path.is_file() else None
    library, notices = open_library(path)
    assert [n.what for n in notices] == [what]
    aside = notices[0].aside
    assert aside is not None
    assert aside.exists()
    assert aside.name.startswith(f"games.sqlite3.{what}-")
    if before is not None:
        assert aside.read_bytes() == before
    assert not library.in_memory
    assert library.games() == ([], [])
    library.create(new_record(), STEPS)


def test_an_unwritable_folder_keeps_games_in_memory(tmp_path: Path) -> None:
    # A file where the folder should be: nothing can be created there, even by root.
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("x")
    library, notices = open_library(blocker / "games.sqlite3")
    assert [n.what for n in notices] == ["unwritable"]
    assert library.in_memory
    game_id = library.create(new_record(), STEPS)
    assert library.steps(game_id) == STEPS
    assert blocker.read_text() == "x"


@pytest.mark.parametrize(
    ("column", "value"),
    [
        ("source_details", "{not json"),
        ("source_details", "[" * 100_000),
        ("elapsed_ms", "9" * 5000),
        ("rows", "x"),
    ],
)
def test_a_bad_row_is_skipped_and_reported_never_deleted(
    tmp_path: Path, column: str, value: object
) -> None:
    library = a_library(tmp_path)
    bad = library.create(new_record(), STEPS)
    good_record = GameRecord(**{**new_record().__dict__, "identity": "another"})
    good = library.create(good_record, STEPS)
    library.close()
    conn = sqlite3.connect(tmp_path / "games.sqlite3")
    conn.execute(f"UPDATE games SET {column} = ? WHERE id = ?", (value, bad))
    conn.commit()
    conn.close()
    library = a_library(tmp_path)
    games, skipped = library.games()
    assert [g.id for g in games] == [good]
    assert len(skipped) == 1
    assert f"game {bad}" in skipped[0].detail
    assert len(skipped[0].detail) < 200
    assert library.find(new_record().identity) == bad  # still there


@pytest.mark.parametrize("moves", ["{not json", "[" * 100_000, json.dumps([1, 2])])
def test_bad_steps_make_that_game_unreadable_only(tmp_path: Path, moves: str) -> None:
    library = a_library(tmp_path)
    game_id = library.create(new_record(), STEPS)
    library._conn.execute("UPDATE steps SET moves = ? WHERE seq = 1", (moves,))
    with pytest.raises(LibraryError, match=f"game {game_id}"):
        library.steps(game_id)
    written, skipped = export_games(library, tmp_path / "out")
    assert written == []
    assert len(skipped) == 1


def test_a_write_to_a_replaced_file_fails_loudly(tmp_path: Path) -> None:
    library = a_library(tmp_path)
    record = new_record()
    game_id = library.create(record, STEPS)
    path = tmp_path / "games.sqlite3"
    path.rename(tmp_path / "moved")
    path.mkdir()
    with pytest.raises(LibraryError, match="moved or replaced"):
        library.save(GameRecord(**{**record.__dict__, "id": game_id}), 0, STEPS)


def test_deleting_is_undone_by_undelete(tmp_path: Path) -> None:
    library = a_library(tmp_path)
    game_id = library.create(new_record(), STEPS)
    library.delete(game_id)
    assert library.games()[0] == []
    library.undelete(game_id)
    assert [g.id for g in library.games()[0]] == [game_id]


def test_export_writes_each_game_with_its_progress(tmp_path: Path) -> None:
    library = a_library(tmp_path)
    library.create(new_record(undo_index=2), STEPS)
    written, skipped = export_games(library, tmp_path / "out")
    assert skipped == []
    assert len(written) == 1
    board = read_board(written[0])
    assert board.ptype.moves_to(board.puzzle, board.state)
    assert [str(m) for m in board.ptype.moves_to(board.puzzle, board.state)] == [
        "r1c1=1", "r1c4=3", "r2c2=2",
    ]  # fmt: skip


AUTOSAVES = {
    "type 5": {"type": 5},
    "board a list": {"type": "logi5", "board": [1, 2]},
    "elapsed 1e400": None,
    "deep nesting": None,
    "not json": None,
    "bad move": {"type": "logi5", "board": LOGI5.read_text(), "moves": ["zz"]},
    "moves not a list": {"type": "logi5", "board": LOGI5.read_text(), "moves": 7},
    "unknown type": {"type": "sudoku", "board": "", "moves": []},
}


@pytest.mark.parametrize("name", list(AUTOSAVES))
def test_a_damaged_autosave_is_kept_aside_and_reported(tmp_path: Path, name: str) -> None:
    path = tmp_path / "autosave.json"
    if name == "elapsed 1e400":
        board = json.dumps(LOGI5.read_text())
        path.write_text(f'{{"type": "logi5", "board": {board}, "elapsed_ms": 1e400}}')
    elif name == "deep nesting":
        path.write_text("[" * 100_000)
    elif name == "not json":
        path.write_text("{not json")
    else:
        path.write_text(json.dumps(AUTOSAVES[name]))
    content = path.read_bytes()
    library = a_library(tmp_path)
    notice = import_autosave(path, library)
    assert notice is not None
    assert notice.what == "autosave-damaged"
    assert notice.aside is not None
    assert notice.aside.read_bytes() == content
    assert not path.exists()
    assert library.games() == ([], [])


def test_the_autosave_is_imported_once_then_kept_aside(tmp_path: Path) -> None:
    path = tmp_path / "autosave.json"
    data = {
        "version": 1, "type": "logi5", "board": LOGI5.read_text(), "moves": ["r1c1=1"],
        "elapsed_ms": 61000, "path": str(LOGI5), "solved_with_help": False, "hints_applied": 1,
    }  # fmt: skip
    path.write_text(json.dumps(data))
    library = a_library(tmp_path)
    notice = import_autosave(path, library)
    assert notice is not None
    assert notice.what == "autosave-imported"
    assert notice.aside is not None
    assert notice.aside.exists()
    (record,), _ = library.games()
    assert (record.elapsed_ms, record.hints, record.undo_index) == (61000, 1, 1)
    ptype = registry.get("logi5")
    puzzle = read_board(LOGI5).puzzle
    state = replay(ptype, puzzle, library.steps(record.id))[1]
    assert [str(m) for m in ptype.moves_to(puzzle, state)] == ["r1c1=1"]
    assert import_autosave(path, library) is None


def test_a_whole_step_rebuilds_its_state_from_empty() -> None:
    board = read_board(LOGI5)
    ptype, puzzle = board.ptype, board.puzzle
    state = ptype.apply(ptype.new_state(puzzle), ptype.parse_move("r1c1=1"))
    step = whole_step(ptype, puzzle, state, "Restart")
    states = replay(ptype, puzzle, [Step("x", ("r2c2=2",)), step])
    assert states[2] == state


def test_a_board_from_a_file_a_url_or_an_id_is_one_game() -> None:
    from puzzlegui.core.formats import puzzlink, tatham
    from puzzlegui.core.formats.loader import parse_board

    compared = 0
    for path in every_sample():
        board = read_board(path)
        for module in (puzzlink, tatham):
            try:
                link = module.encode(board.ptype.name, board.ptype.puzzle_to_json(board.puzzle))
            except Exception:  # a form that cannot hold this board (Logi-5 on puzz.link)
                continue
            again = parse_board(link)
            assert records.identity(again.ptype, again.puzzle) == records.identity(
                board.ptype, board.puzzle
            ), (path.name, module.__name__)
            compared += 1
    assert compared >= 50


def _reads_back(ptype: Any, puzzle: Any) -> bool:
    text = ptype.format(puzzle)
    again, _ = ptype.parse(text)
    return bool(ptype.format(again) == text)


@pytest.mark.slow
def test_every_board_written_reads_back_to_the_same_text() -> None:
    # A game's identity hashes the puzzle's text form written once, not written, read back and
    # written again: the same only while reading what we write changes nothing.
    paths = every_sample()
    assert paths
    boards = {path: read_board(path) for path in paths}
    assert [p for p, b in boards.items() if not _reads_back(b.ptype, b.puzzle)] == []
    rows = data_rows("*/*.jsonl")
    wrong = []
    for row in rows:
        ptype = registry.get(row["type"])
        if not _reads_back(ptype, ptype.puzzle_from_json(row["puzzle"])):
            wrong.append((row["type"], row["id"]))
    assert wrong == []


def test_a_game_kept_aside_frees_its_identity_and_is_never_purged(tmp_path: Path) -> None:
    library = a_library(tmp_path)
    old = library.create(new_record(), STEPS)
    library.keep_aside(old)
    assert library.find(new_record().identity) is None
    fresh = library.create(new_record(), [])
    assert library.find(new_record().identity) == fresh
    library.purge_deleted(older_than_days=-1)  # everything deleted is "old" now
    assert library.steps(old) == STEPS
    assert library.game(old).deleted is not None


def test_a_source_path_that_is_not_utf8_is_stored(tmp_path: Path) -> None:
    library, _ = open_library(tmp_path / "games.sqlite3")
    odd = os.fsdecode(b"/boards/b\xff/x.puzzle")  # as sys.argv gives it
    record = replace(new_record(), source=Source("file", odd))
    game_id = library.create(record, [])
    assert library.game(game_id).source.text == "/boards/b\ufffd/x.puzzle"
    library.close()

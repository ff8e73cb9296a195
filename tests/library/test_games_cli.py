"""`puzzle games`: list the library (text or JSON, filtered) and export every game."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from puzzlegui.cli import main
from puzzlegui.core.formats.loader import read_board
from puzzlegui.library.records import GameRecord, Step
from puzzlegui.library.store import open_library

from .test_store import new_record

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def library_file(tmp_path: Path) -> Path:
    path = tmp_path / "games.sqlite3"
    library, _ = open_library(path)
    library.create(new_record(undo_index=1), [Step("r1c1=1", ("r1c1=1",))])
    shikaku = new_record(ROOT / "boards" / "shikaku" / "01-easy-7x7.puzzle")
    library.create(GameRecord(**{**shikaku.__dict__, "status": "solved"}), [])
    library.close()
    return path


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    status = main(list(args))
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def test_games_lists_and_filters(library_file: Path, capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "games", "--library", str(library_file))
    assert status == 0
    assert "logi5" in out
    assert "shikaku" in out
    status, out, _ = run(
        capsys, "games", "--json", "--type", "logi5", "--library", str(library_file)
    )
    (game,) = json.loads(out)
    assert (game["type"], game["size"], game["moves"]) == ("logi5", "5x5", 1)
    _, out, _ = run(capsys, "games", "--json", "--status", "solved", "--library", str(library_file))
    assert [g["type"] for g in json.loads(out)] == ["shikaku"]


def test_games_export_writes_boards_with_progress(
    library_file: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    status, out, _ = run(
        capsys, "games", "export", str(tmp_path / "out"), "--library", str(library_file)
    )
    assert status == 0
    assert out.startswith("2 games written")
    (logi5,) = (tmp_path / "out").glob("*-logi5-5x5.puzzle")
    board = read_board(logi5)
    assert [str(m) for m in board.ptype.moves_to(board.puzzle, board.state)] == ["r1c1=1"]


def test_games_export_needs_a_folder(
    library_file: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    status, _, err = run(capsys, "games", "export", "--library", str(library_file))
    assert status == 2
    assert "name the folder" in err


def test_games_sets_a_damaged_library_aside_in_one_line(
    library_file: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = bytearray(library_file.read_bytes())
    start = data.index(b"live_by_elapsed")
    data[start] = 0xFF  # a table's name no longer UTF-8: it crashed every start
    library_file.write_bytes(bytes(data))
    status, _out, err = run(capsys, "games", "--library", str(library_file))
    assert status == 0
    assert "Traceback" not in err
    assert len(err.splitlines()) <= 1
    if err:
        assert "damaged, set aside" in err
        assert ".damaged-" in err
        kept = list(library_file.parent.glob("games.sqlite3.damaged-*"))
        assert [p.read_bytes() for p in kept if not p.name.endswith(("-wal", "-shm"))] == [
            bytes(data)
        ]

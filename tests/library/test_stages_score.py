"""The hint stages reached and the difficulty score kept with each game: the migration that adds
them keeps every older game, saves and reloads keep them, the Games window sorts by score, and
Statistics counts each stage on its own."""

from __future__ import annotations

import json
import sqlite3
from dataclasses import replace
from pathlib import Path

import pytest

from puzzlegui.cli import main
from puzzlegui.library import records, schema
from puzzlegui.library.records import Step
from puzzlegui.library.stats import stage_totals, type_stats
from puzzlegui.library.store import open_library
from tests.library.test_store import a_library, new_record

STEP = Step("r1c1=1", ("r1c1=1",))


def test_an_older_library_gains_the_columns_and_keeps_its_games(tmp_path: Path) -> None:
    path = tmp_path / "games.sqlite3"
    conn = sqlite3.connect(path)
    before = schema.LATEST - 1  # the step that adds them is the last one
    for migration in schema.MIGRATIONS[:before]:
        conn.executescript(migration)
    conn.execute(f"PRAGMA user_version = {before}")
    conn.execute(
        "INSERT INTO games (identity, type, puzzle, rows, cols, created, last_played, hints)"
        " VALUES ('x', 'logi5', 'logi5 5', 5, 5, 1.0, 2.0, 3)"
    )
    conn.commit()
    conn.close()
    library, notices = open_library(path)
    assert notices == []
    (game,), _ = library.games()
    assert (game.hint_stages, game.score, game.hints) == ((0, 0, 0), None, 3)
    library.close()
    conn = sqlite3.connect(path)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == schema.LATEST
    names = {row[1] for row in conn.execute("PRAGMA table_info(games)")}
    assert {"hints_area", "hints_rule", "hints_step", "score"} <= names


def test_stages_and_score_are_kept_by_create_save_and_set_score(tmp_path: Path) -> None:
    library = a_library(tmp_path)
    record = new_record()
    game_id = library.create(replace(record, hint_stages=(3, 2, 1), score=2.5), [STEP])
    stored = library.game(game_id)
    assert (stored.hint_stages, stored.score) == ((3, 2, 1), 2.5)
    library.save(replace(stored, hint_stages=(4, 2, 2), score=None), 1, [])
    stored = library.game(game_id)
    assert stored.hint_stages == (4, 2, 2)
    assert stored.score == 2.5  # a save that does not know the score keeps the stored one
    library.set_score(game_id, 3.25)
    library.close()
    assert a_library(tmp_path).game(game_id).score == 3.25


def test_games_sort_by_score_with_the_unscored_last(tmp_path: Path) -> None:
    library = a_library(tmp_path)
    base = new_record()
    for number, score in enumerate((1.5, None, 3.0, 2.2)):
        record = replace(base, identity=f"{base.identity}-{number}", score=score)
        library.create(record, [])
    page, _ = library.page(0, 10, sort="score", descending=True)
    assert [r.score for r in page] == [3.0, 2.2, 1.5, None]
    page, _ = library.page(0, 10, sort="score", descending=False)
    assert [r.score for r in page] == [None, 1.5, 2.2, 3.0]


def test_statistics_count_each_stage_per_type_and_grade(tmp_path: Path) -> None:
    base = new_record()
    games = [
        replace(base, id=1, grade="easy", hint_stages=(2, 1, 0)),
        replace(base, id=2, grade="easy", hint_stages=(1, 1, 1), status=records.SOLVED),
        replace(base, id=3, grade="hard", hint_stages=(5, 0, 0)),
    ]
    rows = {row.grade: row for row in type_stats(games)}
    assert rows["easy"].stages == (3, 2, 1)
    assert rows["hard"].stages == (5, 0, 0)
    assert stage_totals(games) == (8, 2, 1)


def test_puzzle_games_json_carries_what_calibration_needs(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    library = a_library(tmp_path)
    record = replace(new_record(), hint_stages=(2, 1, 0), score=1.75, status=records.SOLVED)
    library.create(record, [STEP])
    library.close()
    assert main(["games", "--json", "--library", str(tmp_path / "games.sqlite3")]) == 0
    (game,) = json.loads(capsys.readouterr().out)
    assert game["score"] == 1.75
    assert game["elapsed_ms"] == record.elapsed_ms
    assert game["hint_stages"] == {"area": 2, "rule": 1, "step": 0}

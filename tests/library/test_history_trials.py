"""Replaying long histories of every type in batches, schema v2 (open trials) reached from a v1
file, and each type's progress."""

from __future__ import annotations

import random
import sqlite3
from dataclasses import replace
from pathlib import Path

import pytest

from puzzlegui.core import registry
from puzzlegui.core.formats.loader import read_board
from puzzlegui.library.history import StateChain, replay, state_after, whole_step
from puzzlegui.library.records import Step
from puzzlegui.library.schema import LATEST, MIGRATIONS
from puzzlegui.library.store import open_library
from tests.samples import sample_paths

from .test_store import new_record

EVERY = 16
"""The chain holds one state in this many (small, so a history of a few hundred crosses many)."""


def random_history(name: str, count: int, seed: int) -> tuple[object, list[Step]]:
    """A history of legal steps (moves toward and away from the answer, a whole step now and
    then), made by playing moves one at a time with `apply`."""
    ptype = registry.get(name)
    board = read_board(sample_paths(name)[0])
    puzzle = board.puzzle
    answer = ptype.solve(puzzle).solution
    assert answer is not None
    targets = [str(m) for m in ptype.moves_to(puzzle, answer)]
    rng = random.Random(seed)
    state, steps = ptype.new_state(puzzle), []
    while len(steps) < count:
        if rng.random() < 0.05:
            steps.append(whole_step(ptype, puzzle, state, "whole"))
            continue
        texts = rng.sample(targets, min(len(targets), rng.randint(1, 3)))
        made = []
        for text in texts:
            try:
                after = ptype.apply(state, ptype.parse_move(text))
            except ValueError:
                continue  # e.g. a rectangle drawn already: not a legal move now
            state = after
            made.append(text)
        if made:
            steps.append(Step("s", tuple(made)))
        if rng.random() < 0.1:
            state = ptype.new_state(puzzle)
            steps.append(Step("restart", (), whole=True))
    return puzzle, steps


@pytest.mark.parametrize("name", sorted(registry.NAMES))
def test_batched_states_equal_one_move_at_a_time(name: str) -> None:
    ptype = registry.get(name)
    puzzle, steps = random_history(name, 8 * EVERY + 40, seed=7)
    one_by_one = [ptype.new_state(puzzle)]
    for step in steps:  # the slow way: apply, move by move
        state = ptype.new_state(puzzle) if step.whole else one_by_one[-1]
        for text in step.moves:
            state = ptype.apply(state, ptype.parse_move(text))
        one_by_one.append(state)
    chain = StateChain(ptype, puzzle, every=EVERY, recent=4)
    points = chain.follow(chain.keep(ptype.new_state(puzzle)), steps)
    last = len(steps)
    for index in (last, last - 1, EVERY + 3, 1, 0, EVERY, last - 2, 5 * EVERY - 1, 3):
        assert chain.state(points[index]) == one_by_one[index], index
        assert state_after(ptype, puzzle, steps, index) == one_by_one[index], index
    assert replay(ptype, puzzle, steps) == one_by_one


def test_a_batch_refuses_what_a_single_move_refuses() -> None:
    ptype = registry.get("shikaku")
    puzzle = read_board(sample_paths("shikaku")[0]).puzzle
    twice = [ptype.parse_move("+r1c1:r1c1")] * 2
    with pytest.raises(ValueError, match="drawn already"):
        ptype.apply_all(ptype.new_state(puzzle), twice)


def test_a_v1_library_migrates_to_v2_and_keeps_its_games(tmp_path: Path) -> None:
    path = tmp_path / "games.sqlite3"
    conn = sqlite3.connect(path)
    conn.executescript(MIGRATIONS[0] + "; PRAGMA user_version = 1;")
    conn.execute(
        "INSERT INTO games (identity, type, puzzle, rows, cols, created, last_played)"
        " VALUES ('x', 'logi5', 'logi5 5', 5, 5, 1.0, 2.0)"
    )
    conn.execute(
        "INSERT INTO steps (game_id, seq, label, moves) VALUES (1, 0, 'm', '[\"r1c1=1\"]')"
    )
    conn.commit()
    conn.close()
    library, notices = open_library(path)
    assert not notices
    assert LATEST >= 2
    (game,), _ = library.games()
    assert game.trials == ()  # a v1 game has no open trial
    assert library.steps(game.id) == [Step("m", ("r1c1=1",))]
    library.save(replace(game, trials=(("r1c1=1",), ())), 1, [])
    assert library.game(game.id).trials == (("r1c1=1",), ())
    library.close()
    conn = sqlite3.connect(path)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == LATEST


def test_a_row_with_damaged_trials_is_skipped_and_kept(tmp_path: Path) -> None:
    library, _ = open_library(tmp_path / "games.sqlite3")
    game_id = library.create(new_record(), [])
    library.close()
    conn = sqlite3.connect(tmp_path / "games.sqlite3")
    conn.execute("UPDATE games SET trials = ? WHERE id = ?", ('[["r1c1=1", 5]]', game_id))
    conn.commit()
    conn.close()
    library, _ = open_library(tmp_path / "games.sqlite3")
    games, skipped = library.games()
    assert games == []
    assert len(skipped) == 1
    assert "trials" in skipped[0].detail


@pytest.mark.parametrize("name", sorted(registry.NAMES))
def test_progress_runs_from_nothing_to_everything(name: str) -> None:
    ptype = registry.get(name)
    puzzle = read_board(sample_paths(name)[0]).puzzle
    answer = ptype.solve(puzzle).solution
    assert answer is not None
    assert ptype.progress(puzzle, ptype.new_state(puzzle)) == 0.0
    assert ptype.progress(puzzle, answer) == 1.0
    moves = ptype.moves_to(puzzle, answer)
    half = ptype.apply_all(ptype.new_state(puzzle), moves[: len(moves) // 2])
    assert 0.0 < ptype.progress(puzzle, half) < 1.0

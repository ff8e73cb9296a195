"""The hunt's hill-climb (scripts/nurikabe_hunt.py) changes an answer one step at a time: every
step it returns must still be an answer by the rules, whatever the chain of steps, and the
hunted data set's rows must hold their own answers."""

from __future__ import annotations

import json
import random
from pathlib import Path
from types import ModuleType

import pytest

from puzzlegui.core.cancel import Budget
from puzzlegui.core.model import GenerateJob, GenerateOptions
from puzzlegui.core.nurikabe.engine.board import Board
from puzzlegui.core.nurikabe.engine.cells import WALL
from puzzlegui.core.nurikabe.generate import generate
from puzzlegui.core.nurikabe.puzzle import Mark, make_puzzle, state_from_marks
from puzzlegui.core.nurikabe.rules import is_solved, neighbour_table
from puzzlegui.core.nurikabe.solver.dfs import search
from tests.scripts import script

ROOT = Path(__file__).resolve().parents[4]


def hunt() -> ModuleType:
    return script("nurikabe_hunt")


def answered(board: Board, walls: list[bool]) -> bool:
    """True when the walls (the rest white) answer the board by the rules."""
    marks = [Mark.WALL if w else Mark.DOT for w in walls]
    return is_solved(board.puzzle, state_from_marks(board.puzzle, marks))


@pytest.mark.parametrize("seed", [1, 2])
def test_every_climbing_step_is_still_an_answer(seed: int) -> None:
    h = hunt()
    rng = random.Random(seed)
    puzzle = generate(GenerateJob(GenerateOptions(rows=8, cols=8, difficulty="easy"), rng))
    answer = next(search(Board(puzzle), Budget(seconds=30)))
    walls = [x == WALL for x in answer]
    spots = {r * puzzle.cols + c for r, c, _ in puzzle.clues}
    nbs = neighbour_table(puzzle.rows, puzzle.cols)
    changed = 0
    for _ in range(300):  # a chain: each step starts from the last kept one
        step = h._mutate(rng, puzzle.rows, puzzle.cols, nbs, walls, spots)
        if step is None:
            continue
        walls, spots = step
        board = h._board(puzzle.rows, puzzle.cols, walls, spots)
        assert answered(board, walls)
        assert {r * puzzle.cols + c for r, c, _ in board.puzzle.clues} == spots
        changed += 1
    assert changed > 30  # the chain moved: most steps are kept as answers


def test_hunted_rows_hold_their_answers() -> None:
    rows = (ROOT / "data/nurikabe-hunted.jsonl").read_text().splitlines()
    assert rows
    for line in rows:
        r = json.loads(line)
        p = r["puzzle"]
        board = Board(make_puzzle(p["rows"], p["cols"], [tuple(c) for c in p["clues"]]))
        walls = [ch == "#" for line in r["solution"]["grid"] for ch in line]
        assert answered(board, walls), r["id"]


def test_the_hunt_times_the_asp_model_to_our_search_s_verdict() -> None:
    # The hunt's ASP timing must follow AspModel's API: a change there once broke every
    # `--score both` climb and every kept board's timing with a TypeError.
    h = hunt()
    puzzle = generate(
        GenerateJob(GenerateOptions(rows=8, cols=8, difficulty="easy"), random.Random(3))
    )
    board = Board(puzzle)
    ours = [bytes(v) for v in search(board, Budget(seconds=30))]
    verdict, _, found = h.timed(lambda: h.asp_search(board), 20.0)
    assert (verdict, [bytes(v) for v in found]) == ("unique", ours)
    assert h._score(board, 20.0, "both") is not None
    several = Board(make_puzzle(3, 6, ((0, 4, 8), (2, 1, 4))))  # seven answers
    assert h.timed(lambda: h.asp_search(several), 20.0)[0] == "multiple"

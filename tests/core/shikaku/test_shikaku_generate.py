"""Shikaku generation: unique, graded as asked, reproducible, symmetric on request, cancellable."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from puzzlegui.core.model import GenerateJob, GenerateOptions, SolveStatus
from puzzlegui.core.shikaku import TYPE
from puzzlegui.core.shikaku.generate import (
    LEVELS_OF,
    chain_finishes,
    difficulty_of,
    dull,
)
from puzzlegui.core.shikaku.puzzle import make_puzzle

ROOT = Path(__file__).resolve().parents[3]


@pytest.mark.slow
@pytest.mark.parametrize("difficulty", TYPE.difficulties)
@pytest.mark.parametrize("seed", [1, 2])
def test_generated_puzzle_is_unique_graded_and_reproducible(difficulty: str, seed: int) -> None:
    options = GenerateOptions(8, 9, difficulty)
    puzzle = TYPE.generate(GenerateJob(options, random.Random(seed)))
    assert TYPE.generate(GenerateJob(options, random.Random(seed))) == puzzle
    assert (puzzle.rows, puzzle.cols) == (8, 9)
    assert TYPE.solve(puzzle, limit=2).status is SolveStatus.SOLVED
    level = TYPE.grade(puzzle).level
    assert level in LEVELS_OF[difficulty]
    assert difficulty_of(level) == difficulty
    assert not dull(puzzle)


@pytest.mark.parametrize("shape", [(7, 7), (6, 8)])
def test_symmetric_clues_turn_into_clues(shape: tuple[int, int]) -> None:
    rows, cols = shape
    puzzle = TYPE.generate(
        GenerateJob(GenerateOptions(rows, cols, "medium", True), random.Random(3))
    )
    clues = {(r, c): n for r, c, n in puzzle.clues}
    assert clues == {(rows - 1 - r, cols - 1 - c): n for (r, c), n in clues.items()}
    assert TYPE.solve(puzzle, limit=2).status is SolveStatus.SOLVED


def test_the_chain_prefilter_agrees_with_the_grade() -> None:
    for path in sorted((ROOT / "boards" / "shikaku").glob("*.puzzle")):
        puzzle, _ = TYPE.parse(path.read_text())
        assert chain_finishes(puzzle) == (TYPE.grade(puzzle).level <= 4), path.name


def test_dull_boards() -> None:
    assert dull(make_puzzle(2, 4, [(0, 0, 2), (0, 2, 2), (1, 0, 2), (1, 2, 2)]))
    assert dull(make_puzzle(3, 3, [(0, 0, 1), (1, 1, 8)]))
    assert dull(make_puzzle(3, 4, [(0, 0, 6), (2, 2, 6)]))  # a rectangle of half the grid
    assert not dull(
        make_puzzle(4, 6, [(0, 0, 4), (0, 4, 4), (1, 1, 4), (2, 2, 4), (3, 3, 4), (3, 5, 4)])
    )

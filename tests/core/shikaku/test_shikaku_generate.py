"""Shikaku generation: unique, graded as asked, reproducible, symmetric on request, cancellable,
from 5x5 to the published 50x40, with clues like janko's."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from puzzlegui.bench.clue_stats import clue_stats
from puzzlegui.core.model import GenerateJob, GenerateOptions, SolveStatus
from puzzlegui.core.shikaku import TYPE
from puzzlegui.core.shikaku.generate import (
    LEVELS_OF,
    chain_finishes,
    difficulty_of,
    dull,
    dull_areas,
)
from puzzlegui.core.shikaku.ladder import open_after
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


def test_open_after_is_empty_exactly_when_the_grade_is_at_most_the_level() -> None:
    for path in sorted((ROOT / "boards" / "shikaku").glob("*.puzzle")):
        puzzle, _ = TYPE.parse(path.read_text())
        grade = TYPE.grade(puzzle).level
        for level in range(1, 7):
            assert (not open_after(puzzle, level)) == (grade <= level), (path.name, level)


def test_a_cut_is_judged_dull_by_its_areas() -> None:
    assert dull_areas([2, 2, 2, 6], 12)  # three 2s of four clues
    assert dull_areas([1, 5], 6)
    assert not dull_areas([4, 4, 4, 4, 4, 4], 24)


@pytest.mark.slow
@pytest.mark.parametrize("difficulty", TYPE.difficulties)
def test_the_smallest_size_is_made(difficulty: str) -> None:
    low = TYPE.size_range[0]
    options = GenerateOptions(low, low, difficulty, True)
    puzzle = TYPE.generate(GenerateJob(options, random.Random(4)))
    assert (puzzle.rows, puzzle.cols) == (low, low)
    assert TYPE.solve(puzzle, limit=2).status is SolveStatus.SOLVED
    assert TYPE.grade(puzzle).level in LEVELS_OF[difficulty]


@pytest.mark.slow
@pytest.mark.parametrize("difficulty", TYPE.difficulties)
@pytest.mark.parametrize(("rows", "cols", "symmetric"), [(50, 40, True), (31, 45, False)])
def test_the_published_sizes_are_made(
    rows: int, cols: int, symmetric: bool, difficulty: str
) -> None:
    assert TYPE.size_range[1] >= max(rows, cols)
    options = GenerateOptions(rows, cols, difficulty, symmetric)
    puzzle = TYPE.generate(GenerateJob(options, random.Random(1)))
    assert (puzzle.rows, puzzle.cols) == (rows, cols)
    assert TYPE.solve(puzzle, limit=2).status is SolveStatus.SOLVED
    assert TYPE.grade(puzzle).level in LEVELS_OF[difficulty]
    assert clue_stats(TYPE.puzzle_to_json(puzzle)).symmetric is symmetric
    assert not dull(puzzle)


@pytest.mark.parametrize("side", [10, 20])
def test_clue_statistics_are_those_of_published_boards(side: int) -> None:
    # janko's 200 Shikaku: 0.174 clues a cell, mean clue 5.96, 15 % of clues 1 or 2, no 1
    # (docs/shikaku-notes.md); the first generator's 10x10 gave 0.207 and 4.8, its 30x30
    # 0.138 and 7.2.
    stats = [
        clue_stats(TYPE.puzzle_to_json(TYPE.generate(GenerateJob(options, random.Random(seed)))))
        for seed in range(4)
        for options in [GenerateOptions(side, side, "medium", seed % 2 == 0)]
    ]
    numbers = [n for s in stats for n in s.numbers]
    per_cell = sum(s.clues for s in stats) / sum(s.cells for s in stats)
    assert 0.15 <= per_cell <= 0.20
    assert 5.0 <= sum(numbers) / len(numbers) <= 7.0
    assert 0.05 <= sum(n <= 2 for n in numbers) / len(numbers) <= 0.25
    assert 1 not in numbers

"""Hashiwokakero generation: unique, graded as asked, reproducible, cancellable; boards graded;
the size range (up to janko's 40x60 and beyond) and the published boards' island density."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from puzzlegui.core.hashi import TYPE, hintgrade
from puzzlegui.core.hashi.generate import LEVELS_OF
from puzzlegui.core.model import GenerateJob, GenerateOptions, SolveStatus

ROOT = Path(__file__).resolve().parents[3]


@pytest.mark.parametrize("difficulty", TYPE.difficulties)
def test_generated_puzzle_is_unique_and_graded_as_asked(difficulty: str) -> None:
    for seed in (1, 2):
        puzzle = TYPE.generate(GenerateJob(GenerateOptions(8, 8, difficulty), random.Random(seed)))
        assert TYPE.solve(puzzle, limit=2).status is SolveStatus.SOLVED
        assert TYPE.grade(puzzle).level in LEVELS_OF[difficulty]
        assert (puzzle.rows, puzzle.cols) == (8, 8)


def test_same_seed_gives_the_same_puzzle() -> None:
    options = GenerateOptions(9, 11, "medium")
    first = TYPE.generate(GenerateJob(options, random.Random(42)))
    assert first == TYPE.generate(GenerateJob(options, random.Random(42)))
    assert (first.rows, first.cols) == (9, 11)


@pytest.mark.parametrize(
    "path", sorted((ROOT / "boards" / "hashi").glob("*.puzzle"))[7:], ids=lambda p: p.name
)
def test_generated_boards_grade_as_their_names_say(path: Path) -> None:
    puzzle, _ = TYPE.parse(path.read_text())
    difficulty = path.name.split("-")[1]
    assert TYPE.solve(puzzle, limit=2).status is SolveStatus.SOLVED
    assert TYPE.grade(puzzle).level in LEVELS_OF[difficulty]


@pytest.mark.parametrize(("rows", "cols"), [(6, 10), (10, 6), (10, 61), (61, 40)])
def test_sizes_outside_the_range_are_refused(rows: int, cols: int) -> None:
    with pytest.raises(ValueError, match="7 to 60"):
        TYPE.generate(GenerateJob(GenerateOptions(rows, cols, "easy"), random.Random(0)))


@pytest.mark.parametrize(("rows", "cols", "difficulty"), [(7, 7, "hard"), (60, 40, "easy")])
def test_both_ends_of_the_range_generate(rows: int, cols: int, difficulty: str) -> None:
    options = GenerateOptions(rows, cols, difficulty)
    puzzle = TYPE.generate(GenerateJob(options, random.Random(3)))
    assert (puzzle.rows, puzzle.cols) == (rows, cols)
    assert TYPE.solve(puzzle, limit=2).status is SolveStatus.SOLVED
    # hints.grade's own answer (test_hashi_hintgrade.py), without its rescans: a dense 60x40
    # board's hint walk takes tens of seconds
    assert hintgrade.grade(puzzle).level in LEVELS_OF[difficulty]


@pytest.mark.slow
@pytest.mark.parametrize("difficulty", TYPE.difficulties)
@pytest.mark.parametrize(("rows", "cols"), [(40, 60), (60, 60)])
def test_the_largest_boards_are_unique_and_graded(rows: int, cols: int, difficulty: str) -> None:
    options = GenerateOptions(rows, cols, difficulty)
    puzzle = TYPE.generate(GenerateJob(options, random.Random(1)))
    assert len(puzzle.islands) / (rows * cols) >= 0.25
    assert TYPE.solve(puzzle, limit=2).status is SolveStatus.SOLVED
    assert hintgrade.grade(puzzle).level in LEVELS_OF[difficulty]  # as hints.grade, faster


@pytest.mark.parametrize("difficulty", TYPE.difficulties)
def test_default_boards_have_as_many_islands_as_published_ones(difficulty: str) -> None:
    """janko's 10x10 Hashi boards have 0.23 to 0.39 islands per cell (0.33 on average); the
    generator's boards before the dense growth had 0.2."""
    shares = []
    for seed in range(3):
        options = GenerateOptions(10, 10, difficulty)
        puzzle = TYPE.generate(GenerateJob(options, random.Random(seed)))
        shares.append(len(puzzle.islands) / 100)
    assert 0.24 <= sum(shares) / len(shares) <= 0.39
    assert all(0.2 <= share <= 0.4 for share in shares)


@pytest.mark.slow
@pytest.mark.parametrize("difficulty", TYPE.difficulties)
@pytest.mark.parametrize("side", [20, 30])
def test_large_boards_have_as_many_islands_as_published_ones(side: int, difficulty: str) -> None:
    """janko's 20x20 boards have 0.30-0.33 islands per cell, 40x25 0.27-0.32; the sparse
    growth gave 0.16-0.19 at 20x20 and 0.12-0.14 at 30x30."""
    for seed in range(60 // side):
        options = GenerateOptions(side, side, difficulty)
        puzzle = TYPE.generate(GenerateJob(options, random.Random(seed)))
        assert len(puzzle.islands) / (side * side) >= 0.25
        assert TYPE.solve(puzzle, limit=2).status is SolveStatus.SOLVED
        assert TYPE.grade(puzzle).level in LEVELS_OF[difficulty]


@pytest.mark.slow
@pytest.mark.parametrize("difficulty", ["easy", "medium"])
def test_large_easy_boards_keep_clues_near_published_ones(difficulty: str) -> None:
    """janko's 20x20 boards have a mean clue of 2.94; the ladder repairs' doubles gave 3.8-4.0
    before the doubles the ladder does not need were made single again (generate.lighten)."""
    clues: list[int] = []
    for seed in (0, 1):
        options = GenerateOptions(20, 20, difficulty)
        clues += TYPE.generate(GenerateJob(options, random.Random(seed))).numbers
    assert sum(clues) / len(clues) <= 3.5


@pytest.mark.slow
@pytest.mark.parametrize("difficulty", ["hard", "expert"])
def test_hard_boards_keep_clues_near_published_ones(difficulty: str) -> None:
    """janko's boards from 13x13 to 20x20: mean clue 2.5-3.2 and 41-55 % of the clues 1 or 2
    (10th to 90th percentile per board); hard and expert boards kept every double the repairs
    made (15x15: mean clue 3.26-3.48, 38-42 % small) before `lighten` served them too."""
    clues: list[int] = []
    for seed in range(3):
        options = GenerateOptions(15, 15, difficulty)
        clues += TYPE.generate(GenerateJob(options, random.Random(seed))).numbers
    assert 2.5 <= sum(clues) / len(clues) <= 3.2
    assert 0.41 <= sum(1 for n in clues if n <= 2) / len(clues) <= 0.55

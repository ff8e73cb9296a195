"""Hashiwokakero generation: unique, graded as asked, reproducible, cancellable; boards graded."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from puzzlegui.core.hashi import TYPE
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

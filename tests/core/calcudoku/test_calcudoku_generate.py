"""Calcudoku generation: one solution, the grade asked, reproducible, not dull, cancellable."""

from __future__ import annotations

import random

import pytest

from puzzlegui.core.calcudoku import TYPE
from puzzlegui.core.calcudoku.cagefit import CageFit, FitCache
from puzzlegui.core.calcudoku.generate import difficulty_of, draw, is_dull, judged, latin_square
from puzzlegui.core.model import GenerateJob, GenerateOptions, SolveStatus

CASES = [(4, "easy"), (5, "medium"), (5, "hard"), (4, "extreme"), (6, "easy"), (7, "extreme")]


@pytest.mark.parametrize(("n", "difficulty"), CASES)
def test_generated_puzzles_are_unique_and_graded_as_asked(n: int, difficulty: str) -> None:
    for seed in range(2):
        puzzle = TYPE.generate(GenerateJob(GenerateOptions(n, n, difficulty), random.Random(seed)))
        assert puzzle.n == n
        assert TYPE.solve(puzzle, limit=2).status is SolveStatus.SOLVED
        assert difficulty_of(TYPE.grade(puzzle).level) == difficulty
        assert not is_dull(puzzle)


def test_sizes_and_difficulties_are_checked() -> None:
    with pytest.raises(ValueError, match="squares"):
        TYPE.generate(GenerateJob(GenerateOptions(10, 10, "easy"), random.Random(0)))
    assert TYPE.difficulties[:3] == ("easy", "medium", "hard")
    assert TYPE.default_size == (6, 6)


@pytest.mark.parametrize("n", range(1, 10))
def test_latin_squares_are_latin(n: int) -> None:
    grid = latin_square(n, random.Random(n))
    assert all(sorted(row) == list(range(1, n + 1)) for row in grid)
    assert all(sorted(col) == list(range(1, n + 1)) for col in zip(*grid, strict=True))


def test_the_bulk_judgement_is_the_walks_grade() -> None:
    # The generator judges by each level's rules to a fixpoint (and trials for extreme), never
    # by the walk of easiest steps; on plain draws, kept or not, the two must agree.
    rng = random.Random(5)
    seen = set()
    for n, parts in [(n, d) for n in (4, 5) for d in ("easy", "hard") for _ in range(12)]:
        puzzle = draw(n, parts, rng)
        name = difficulty_of(TYPE.grade(puzzle).level)
        seen.add(name)
        for difficulty in TYPE.difficulties:
            assert judged(puzzle, difficulty) == (name == difficulty), (n, difficulty, name)
    assert seen == {None, *TYPE.difficulties}  # every verdict met, "needs guessing" too


def test_a_shared_fillings_cache_answers_as_a_puzzles_own() -> None:
    # The generator judges each change to a draw with one FitCache; a cage's number is never
    # given to another cage, even after the numbers are dropped.
    rng = random.Random(3)
    shared = FitCache()
    shared._LIMIT = 3  # drop the numbers often
    for _ in range(6):
        puzzle = draw(6, "hard", rng)
        cand = [(1 << 6) - 1] * 36
        mine, ours = CageFit(puzzle), CageFit(puzzle, shared)
        for k in range(len(puzzle.cages)):
            assert ours.kept(k, cand) == mine.kept(k, cand)

"""`--symmetric` Nurikabe: every clue cell has a clue on the cell a half-turn puts it on, on odd
and even sides, every difficulty; the puzzle is still unique and graded as asked; a maze and a
growth keep the pairs after every kept change."""

from __future__ import annotations

import random

import pytest

from puzzlegui.core.model import GenerateJob, GenerateOptions, SolveStatus
from puzzlegui.core.nurikabe import TYPE
from puzzlegui.core.nurikabe.generate import LEVELS_OF
from puzzlegui.core.nurikabe.generate.mirror import (
    MirroredGrowth,
    clues_symmetric,
    mate,
    symmetric_maze,
)
from puzzlegui.core.nurikabe.hints import grade


@pytest.mark.slow
@pytest.mark.parametrize(
    ("rows", "cols", "difficulty", "seed"),
    [
        (7, 7, "easy", 1),
        (8, 6, "medium", 2),
        pytest.param(7, 7, "hard", 3, marks=pytest.mark.slow),  # the trial judge, seconds
        (6, 10, "easy", 4),
    ],
)
def test_symmetric_puzzles_are_symmetric_unique_and_graded(
    rows: int, cols: int, difficulty: str, seed: int
) -> None:
    options = GenerateOptions(rows, cols, difficulty, symmetric=True)
    puzzle = TYPE.generate(GenerateJob(options, random.Random(seed)))
    assert (puzzle.rows, puzzle.cols) == (rows, cols)
    assert clues_symmetric(rows, cols, list(puzzle.clues))
    assert TYPE.solve(puzzle, limit=2).status is SolveStatus.SOLVED
    assert grade(puzzle).level in LEVELS_OF[difficulty]


@pytest.mark.slow
def test_the_same_seed_without_symmetric_is_not_forced_symmetric() -> None:
    """The check can fail: plain boards of these seeds are not symmetric."""
    plain = [
        TYPE.generate(GenerateJob(GenerateOptions(8, 8, "easy"), random.Random(seed)))
        for seed in range(3)
    ]
    assert not all(clues_symmetric(8, 8, list(p.clues)) for p in plain)


@pytest.mark.parametrize("side", [6, 7, 10, 11])
def test_a_symmetric_maze_has_its_islands_in_pairs(side: int) -> None:
    for seed in range(10):
        maze = symmetric_maze(side, side, random.Random(seed))
        if maze is None:
            continue
        n = side * side
        assert all((maze[i] >= 0) == (maze[mate(i, n)] >= 0) for i in range(n))
        growth = MirroredGrowth(side, side, maze, random.Random(seed))
        if growth.paired:
            assert growth.symmetric()
            puzzle = growth.puzzle()
            assert clues_symmetric(side, side, list(puzzle.clues))

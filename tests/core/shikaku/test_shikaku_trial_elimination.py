"""Soundness of the Shikaku ladder's trial elimination against brute force: on small random
boards (clues placed at random in a random cut, so some have several solutions or none), every
rectangle the rule pins is in every solution."""

from __future__ import annotations

import random

import pytest

from puzzlegui.core.shikaku.cut import random_partition
from puzzlegui.core.shikaku.ladder import base_candidates, trial_elimination
from puzzlegui.core.shikaku.puzzle import Puzzle, make_puzzle
from puzzlegui.core.shikaku.solver import solve


def _random_board(rng: random.Random, size: int) -> Puzzle:
    rects = random_partition(size, size, rng, 6)
    clues = []
    for rect in rects:
        r = rect.row + rng.randrange(rect.height)
        c = rect.col + rng.randrange(rect.width)
        clues.append((r, c, rect.height * rect.width))
    return make_puzzle(size, size, clues)


@pytest.mark.parametrize("seed", range(6))
def test_every_pinned_rectangle_is_in_every_solution(seed: int) -> None:
    rng = random.Random(seed)
    pinned = 0
    for _ in range(60):
        puzzle = _random_board(rng, rng.choice((4, 5, 6)))
        cand = base_candidates(puzzle, {})
        if not all(cand):
            continue
        steps = trial_elimination(cand, list(range(len(cand))), puzzle.full_mask)
        if not steps:
            continue
        answers = solve(puzzle, limit=100).solutions
        for step in steps:
            cells = {
                (i // puzzle.cols, i % puzzle.cols)
                for i in range(puzzle.rows * puzzle.cols)
                if step.mask >> i & 1
            }
            for answer in answers:
                assert any(set(rect.cells()) == cells for rect in answer.rects)
        pinned += len(steps)
    assert pinned > 0  # the rule fired on some board of this seed

"""Nurikabe polish (grow.Grower.polish): a grown board's 1s and 2s grown or joined while the
judge still decides every cell; and medium boards with fewer small clues than growth alone
gave (issue 37, part 4)."""

from __future__ import annotations

import random
import statistics

import pytest

from puzzlegui.core.model import GenerateJob, GenerateOptions
from puzzlegui.core.nurikabe import TYPE
from puzzlegui.core.nurikabe.generate import (
    BUDGET,
    CAPS,
    MAZES,
    _grown,
    _lively,
    _polished,
    _steered,
    dull,
)
from puzzlegui.core.nurikabe.generate.answer import random_maze
from puzzlegui.core.nurikabe.generate.grow import STALL, Grower, Growth
from puzzlegui.core.nurikabe.generate.judge import WALLS, Judge

from .test_nurikabe_redraw import _assert_valid


def _grown_board(side: int, rng: random.Random) -> tuple[Grower, Judge]:
    """A medium board grown as the generator grows it (every cell decided, not dull)."""
    while True:
        maze = random_maze(side, side, rng, MAZES["medium"])
        if maze is None:
            continue
        growth, judge = Growth(side, side, maze, rng), Judge(WALLS)
        if not growth.judge(judge.undecided):
            continue
        grower = Grower(growth, CAPS["medium"], BUDGET * side * side, None)
        if grower.until(_steered(judge, growth), _grown):
            return grower, judge


def _small(growth: Growth) -> int:
    return sum(1 for n in growth.sizes.values() if n <= 2)


def test_a_polish_keeps_the_board_decided_and_only_grows_islands() -> None:
    rng = random.Random(7)
    changed = 0
    for _ in range(4):
        grower, judge = _grown_board(10, rng)
        growth = grower.growth
        before, small, budget = growth.answer.copy(), _small(growth), grower.budget
        grower.polish(_lively(_steered(judge, growth)), _polished)
        _assert_valid(growth)
        assert judge.solves(growth.puzzle(), growth.answer)
        assert not dull(growth.puzzle())
        assert all(a >= 0 for a, b in zip(growth.answer, before, strict=True) if b >= 0)
        assert _small(growth) <= small
        opened = sum(1 for a, b in zip(growth.answer, before, strict=True) if a >= 0 > b)
        assert budget - STALL * (opened + 1) <= grower.budget <= budget
        changed += growth.answer != before
    assert changed > 0


@pytest.mark.slow
def test_medium_boards_have_fewer_small_clues_than_growth_alone_gave() -> None:
    """Ten medium 10x10 boards: the polished ones must beat clearly what growth alone gave on
    these seeds (mean clue and share of 1s and 2s, docs/generation-notes.md)."""
    numbers: list[int] = []
    for seed in range(10):
        job = GenerateJob(GenerateOptions(10, 10, "medium"), random.Random(seed))
        numbers += [n for _, _, n in TYPE.generate(job).clues]
    assert statistics.mean(numbers) >= 2.7
    assert sum(1 for n in numbers if n <= 2) <= 0.55 * len(numbers)


def test_a_polished_board_comes_again_from_its_seed() -> None:
    options = GenerateOptions(8, 8, "medium")
    first = TYPE.generate(GenerateJob(options, random.Random(3)))
    assert TYPE.generate(GenerateJob(options, random.Random(3))) == first

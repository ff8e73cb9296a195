"""Nurikabe growth's redraw (grow.Growth.redraw): a stalled spot drawn again as the maze's
leaves a valid answer, on grown answers of every size the generator offers; and the largest
easy board, which growth alone almost never finished, is made."""

from __future__ import annotations

import random

import pytest

from puzzlegui.core.model import GenerateJob, GenerateOptions, SolveStatus
from puzzlegui.core.nurikabe import TYPE
from puzzlegui.core.nurikabe.generate import LEVELS_OF, dull
from puzzlegui.core.nurikabe.generate.answer import random_maze
from puzzlegui.core.nurikabe.generate.grow import Growth
from puzzlegui.core.nurikabe.generate.mirror import MirroredGrowth, mate, symmetric_maze
from puzzlegui.core.nurikabe.rules import flat_components, neighbour_table


def _assert_valid(growth: Growth) -> None:
    """No 2x2 block of walls, the walls joined, each island joined and apart from the others,
    and the growth's own counts (sizes, clue spots, walls) true to its answer."""
    rows, cols, answer = growth.rows, growth.cols, growth.answer
    nbs = neighbour_table(rows, cols)
    wall = [k < 0 for k in answer]
    for r in range(rows - 1):
        for c in range(cols - 1):
            i = r * cols + c
            assert not (wall[i] and wall[i + 1] and wall[i + cols] and wall[i + cols + 1])
    assert len(flat_components(lambda i: wall[i], rows * cols, nbs)) == 1
    for i, k in enumerate(answer):
        assert all(answer[j] in (-1, k) for j in nbs[i] if k >= 0)
    assert growth.walls == answer.count(-1)
    assert set(growth.sizes) == set(growth.spot) == {k for k in answer if k >= 0}
    for k, size in growth.sizes.items():
        cells = growth.cells(k)
        assert len(cells) == size
        assert growth.spot[k] in cells
        assert len(flat_components(set(cells).__contains__, rows * cols, nbs)) == 1


def _grown(side: int, rng: random.Random) -> Growth:
    """A maze whose islands were grown by random wall openings (islands up to 7 cells)."""
    while True:
        maze = random_maze(side, side, rng)
        if maze is not None:
            break
    growth = Growth(side, side, maze, rng)
    for _ in range(side * side // 3):
        cell = rng.randrange(side * side)
        near = {growth.answer[j] for j in growth.nbs[cell] if growth.answer[j] >= 0}
        if growth.answer[cell] < 0 and sum(growth.sizes[k] for k in near) < 7:
            growth.open_wall(cell)
    return growth


def _redraw_checked(growth: Growth, rng: random.Random) -> bool:
    """Redraw a random spot of `growth`, checking the answer before and after (a symmetric
    growth's clues and walls symmetric too); True when the redraw changed it."""
    side, n = growth.rows, growth.rows * growth.cols
    _assert_valid(growth)
    assert not isinstance(growth, MirroredGrowth) or growth.symmetric()
    before = list(growth.answer)
    spot = rng.sample(range(n), rng.randint(1, max(1, side * side // 20)))
    if not growth.redraw(spot):
        return False
    _assert_valid(growth)
    if isinstance(growth, MirroredGrowth):
        assert growth.symmetric()
        answer = growth.answer
        assert all((a < 0) == (answer[mate(i, n)] < 0) for i, a in enumerate(answer))
    return growth.answer != before


@pytest.mark.parametrize("side", [5, 8, 15, 30])
def test_a_redraw_leaves_a_valid_answer(side: int) -> None:
    rng = random.Random(side)
    assert sum(_redraw_checked(_grown(side, rng), rng) for _ in range(12)) >= 6


def _mirrored(side: int, rng: random.Random) -> MirroredGrowth:
    """A symmetric maze whose islands were grown by openings at a cell and its mate."""
    while True:
        maze = symmetric_maze(side, side, rng)
        growth = None if maze is None else MirroredGrowth(side, side, maze, rng)
        if growth is not None and growth.paired:
            break
    for _ in range(side * side // 6):
        old = (growth.answer.copy(), growth.spot.copy(), growth.sizes.copy(), growth.walls)
        cell = rng.randrange(side * side)
        if growth.answer[cell] >= 0 or not growth.joined_without(cell):
            continue
        if growth.make(growth.open_wall, cell) is None or not growth.place(-1):
            growth.answer, growth.spot, growth.sizes, growth.walls = old
    return growth


@pytest.mark.parametrize("side", [6, 9, 16])
def test_a_symmetric_redraw_keeps_the_answer_and_clues_symmetric(side: int) -> None:
    rng = random.Random(side)
    assert sum(_redraw_checked(_mirrored(side, rng), rng) for _ in range(12)) >= 6


@pytest.mark.slow
def test_the_largest_easy_board_is_made_unique_and_graded() -> None:
    side = TYPE.size_range[1]
    assert side >= 30
    puzzle = TYPE.generate(GenerateJob(GenerateOptions(side, side, "easy"), random.Random(1)))
    assert (puzzle.rows, puzzle.cols) == (side, side)
    assert TYPE.solve(puzzle, limit=2).status is SolveStatus.SOLVED
    assert TYPE.grade(puzzle).level in LEVELS_OF["easy"]
    assert not dull(puzzle)

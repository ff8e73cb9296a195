"""`--symmetric` Hashi: islands in half-turn pairs with the same numbers, on odd, even and
oblong boards, every difficulty; still unique and graded as asked, reproducible, and as dense
as plain boards; a change whose image would cross a bridge is refused."""

from __future__ import annotations

import random

import pytest

from puzzlegui.core.hashi import TYPE, hintgrade
from puzzlegui.core.hashi.generate import LEVELS_OF
from puzzlegui.core.hashi.mirror import Mirror, connected, mirrored_network, valid
from puzzlegui.core.model import GenerateJob, GenerateOptions, SolveStatus


@pytest.mark.parametrize(
    ("rows", "cols", "difficulty", "seed"),
    [(7, 7, "easy", 1), (10, 10, "medium", 2), (9, 12, "hard", 3), (12, 8, "expert", 4)],
)
def test_symmetric_puzzles_are_symmetric_unique_and_graded(
    rows: int, cols: int, difficulty: str, seed: int
) -> None:
    options = GenerateOptions(rows, cols, difficulty, symmetric=True)
    puzzle = TYPE.generate(GenerateJob(options, random.Random(seed)))
    numbers = {(r, c): n for r, c, n in puzzle.islands}
    assert all(numbers.get((rows - 1 - r, cols - 1 - c)) == n for (r, c), n in numbers.items())
    assert TYPE.solve(puzzle, limit=2).status is SolveStatus.SOLVED
    assert TYPE.grade(puzzle).level in LEVELS_OF[difficulty]


def test_plain_boards_of_the_same_seeds_are_not_all_symmetric() -> None:
    """The check above can fail."""
    mirror = Mirror(10, 10)
    for seed in range(3):
        puzzle = TYPE.generate(GenerateJob(GenerateOptions(10, 10, "easy"), random.Random(seed)))
        cells = {(r, c) for r, c, _ in puzzle.islands}
        if any(mirror.cell(cell) not in cells for cell in cells):
            return
    pytest.fail("three plain boards were symmetric")


@pytest.mark.parametrize(("rows", "cols"), [(7, 7), (8, 8), (9, 14), (10, 9), (16, 16)])
def test_mirrored_networks_are_symmetric_valid_and_joined(rows: int, cols: int) -> None:
    """Every network, grown from a joined start round the centre (an island on odd boards, a
    bridge across the middle on one odd side, a rectangle on even boards)."""
    mirror = Mirror(rows, cols)
    for seed in range(20):
        bridges = mirrored_network(rows, cols, rows * cols, random.Random(seed), (0.3, 0.3))
        assert mirror.symmetric(bridges)
        assert valid(bridges)
        assert connected(bridges)


@pytest.mark.parametrize(("rows", "cols"), [(10, 10), (20, 20), (40, 60)])
def test_mirrored_networks_are_as_dense_as_plain_ones(rows: int, cols: int) -> None:
    """janko's boards have about 0.3 islands per cell at every size; the symmetric growth by
    long walks gave 0.07-0.15 at 20x20 and above."""
    shares = []
    for seed in range(4):
        bridges = mirrored_network(rows, cols, rows * cols, random.Random(seed), (0.3, 0.3))
        shares.append(len({cell for pair in bridges for cell in pair}) / (rows * cols))
    assert sum(shares) / len(shares) >= 0.25
    assert min(shares) >= 0.15


def test_same_seed_gives_the_same_symmetric_puzzle() -> None:
    options = GenerateOptions(12, 9, "hard", symmetric=True)
    first = TYPE.generate(GenerateJob(options, random.Random(7)))
    assert first == TYPE.generate(GenerateJob(options, random.Random(7)))


@pytest.mark.slow
@pytest.mark.parametrize("difficulty", TYPE.difficulties)
def test_large_symmetric_boards_are_dense_unique_and_graded(difficulty: str) -> None:
    options = GenerateOptions(24, 24, difficulty, symmetric=True)
    puzzle = TYPE.generate(GenerateJob(options, random.Random(2)))
    numbers = {(r, c): n for r, c, n in puzzle.islands}
    assert all(numbers.get((23 - r, 23 - c)) == n for (r, c), n in numbers.items())
    assert len(puzzle.islands) / (24 * 24) >= 0.25
    assert TYPE.solve(puzzle, limit=2).status is SolveStatus.SOLVED
    assert hintgrade.grade(puzzle).level in LEVELS_OF[difficulty]


def test_a_change_whose_image_overlaps_it_is_refused() -> None:
    """On a symmetric network a new bridge can only meet its own image (the image of anything
    it crosses is in the network already): on the middle row, off centre, it overlaps it."""
    mirror = Mirror(5, 5)
    old = {((1, 1), (3, 1)): 1, ((1, 3), (3, 3)): 1}
    assert mirror.symmetric(old)
    beside = mirror.change(old, {**old, ((0, 0), (0, 2)): 2})
    assert beside == {**old, ((0, 0), (0, 2)): 2, ((4, 2), (4, 4)): 2}
    through_centre = mirror.change({}, {((2, 0), (2, 4)): 1})  # its own image
    assert through_centre == {((2, 0), (2, 4)): 1}
    assert mirror.change({}, {((2, 0), (2, 3)): 1}) is None  # image (2, 1)-(2, 4) overlaps
    assert mirror.change(old, {**old, ((2, 0), (2, 2)): 1}) is None  # crosses (1, 1)-(3, 1)

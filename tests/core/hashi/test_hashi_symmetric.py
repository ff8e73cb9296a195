"""`--symmetric` Hashi: islands in half-turn pairs with the same numbers, on odd, even and
oblong boards, every difficulty; still unique and graded as asked, reproducible, and as dense
as plain boards; a change whose image would cross a bridge is refused."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from puzzlegui.core.hashi import TYPE, generate, hintgrade
from puzzlegui.core.hashi.deduce import Network
from puzzlegui.core.hashi.engine import SIZE
from puzzlegui.core.hashi.generate import LEVELS_OF, Bridges, puzzle_of
from puzzlegui.core.hashi.growth import Cover, interior
from puzzlegui.core.hashi.lighten import thin
from puzzlegui.core.hashi.mirror import Mirror, connected, mirrored_network, valid
from puzzlegui.core.hashi.puzzle import Puzzle
from puzzlegui.core.hashi.walk import quick_walk
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


def _thin_calls(
    difficulty: str, side: int, seeds: range, monkeypatch: pytest.MonkeyPatch
) -> list[tuple[Bridges, tuple[int, ...], object]]:
    """The decided symmetric networks `generate` asked `thin` to thin (their doubles made
    single where the ladder does not need them), with the levels and the random state."""
    calls: list[tuple[Bridges, tuple[int, ...], object]] = []

    def kept(puzzle: Puzzle, bridges: Bridges, levels: tuple[int, ...],
             rng: random.Random, mirror: Mirror) -> Bridges | None:  # fmt: skip
        calls.append((dict(bridges), levels, rng.getstate()))
        return thin(puzzle, bridges, levels, rng, mirror)

    monkeypatch.setattr(generate, "thin", kept)
    for seed in seeds:
        options = GenerateOptions(side, side, difficulty, symmetric=True)
        TYPE.generate(GenerateJob(options, random.Random(seed)))
    monkeypatch.undo()
    assert calls
    return calls


@pytest.mark.parametrize("difficulty", TYPE.difficulties)
def test_thin_takes_bridges_away_from_symmetric_boards_and_keeps_them_puzzles(
    difficulty: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every island stays (the same layout, so the same links), the network stays joined and
    symmetric, easy and medium boards stay decided by their levels, and on hard and expert
    boards the islands of the links levels 1-2 leave in doubt keep their numbers."""
    side, mirror, thinned = 16, Mirror(16, 16), 0
    for bridges, levels, state in _thin_calls(difficulty, side, range(3), monkeypatch):
        rng = random.Random()
        rng.setstate(state)  # type: ignore[arg-type]
        puzzle = puzzle_of(side, side, bridges)
        lighter = thin(puzzle, bridges, levels, rng, mirror)
        if lighter is None:
            continue
        thinned += len(lighter) < len(bridges)
        after = puzzle_of(side, side, lighter)
        assert [(r, c) for r, c, _ in after.islands] == [(r, c) for r, c, _ in puzzle.islands]
        assert connected(lighter)
        assert mirror.symmetric(lighter)
        doubt = {k for k, d in enumerate(quick_walk(Network.of(puzzle), 2)[1]) if SIZE[d] > 1}
        _, dom = quick_walk(Network.of(after), 2)
        assert {k for k, d in enumerate(dom) if SIZE[d] > 1} == doubt
        for i in {i for k in doubt for i in puzzle.links[k]}:
            assert after.numbers[i] == puzzle.numbers[i]
    assert thinned > 0


def _random_change(bridges: Bridges, rows: int, cols: int, rng: random.Random) -> Bridges:
    """Two bridges taken away and one or two laid between random cells, mostly near on a row or
    column (some crossing, overlapping or passing over islands, some on free water), some
    neither (not straight) or from a cell to itself."""
    changed = dict(bridges)
    for pair in rng.sample(sorted(bridges), 2):
        del changed[pair]
    for _ in range(rng.choice([1, 1, 2])):
        start = (rng.randrange(rows), rng.randrange(cols))
        end = (rng.randrange(rows), rng.randrange(cols))
        if rng.random() < 0.9:  # on start's row or column, at most 3 cells away
            r, c = start
            end = (r, min(c + rng.randint(0, 3), cols - 1))
            end = end if rng.random() < 0.5 else (min(r + rng.randint(0, 3), rows - 1), c)
        changed[(min(start, end), max(start, end))] = rng.randint(1, 2)
    return changed


@pytest.mark.parametrize(("rows", "cols"), [(9, 9), (12, 16)])
def test_a_cover_reads_a_changes_validity_and_water_as_the_whole_network_does(
    rows: int, cols: int
) -> None:
    """The repairs read whether a change is valid, and where water is free, from the network's
    cover (growth.Cover) kept up to date; it must answer as `valid` and the bridges do."""
    rng = random.Random(rows * cols)
    answers: Counter[bool] = Counter()
    for seed in range(30):
        old = mirrored_network(rows, cols, rows * cols, random.Random(seed), (0.3, 0.3))
        cover = Cover(old)
        for _ in range(20):
            new = _random_change(old, rows, cols, rng)
            answers[expected := valid(new)] += 1
            assert cover.valid(old, new) == expected
            if expected:  # a valid change is kept, as the repairs keep it
                cover.apply(old, new)
                old = new
            assert cover.water == {cell for pair in old for cell in interior(pair)}
    assert min(answers[True], answers[False]) >= 50, answers

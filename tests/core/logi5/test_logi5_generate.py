"""Logi-5 generation: one solution, the asked difficulty, reproducible, cancellable; region
layouts drawn from every pentomino partition."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from puzzlegui.core.cancel import Budget, Cancelled, CancelToken
from puzzlegui.core.logi5 import TYPE
from puzzlegui.core.logi5.generate import (
    SYMMETRIC_LAYOUTS,
    difficulty_of,
    orbits,
    random_fill,
)
from puzzlegui.core.logi5.ladder import GUESSING, grade_puzzle, solvable_at
from puzzlegui.core.logi5.puzzle import Puzzle, region_problem, renumber
from puzzlegui.core.logi5.regions import _divide, all_partitions, is_dull, random_regions
from puzzlegui.core.model import GenerateJob, GenerateOptions
from puzzlegui.core.text.en import ENGLISH
from puzzlegui.core.text.es import SPANISH

ROOT = Path(__file__).resolve().parents[3]


@pytest.mark.parametrize("difficulty", TYPE.difficulties)
def test_generated_puzzles_solve_uniquely_and_grade_as_asked(difficulty: str) -> None:
    for seed in range(3):
        puzzle = TYPE.generate(GenerateJob(GenerateOptions(5, 5, difficulty), random.Random(seed)))
        assert TYPE.solve(puzzle).status.value == "solved"
        assert difficulty_of(TYPE.grade(puzzle).level) == difficulty
        assert region_problem(5, puzzle.regions) is None
        assert not is_dull(5, puzzle.regions)


def test_symmetric_givens_come_in_half_turn_pairs() -> None:
    puzzle = TYPE.generate(
        GenerateJob(GenerateOptions(5, 5, "medium", symmetric=True), random.Random(3))
    )
    for i, given in enumerate(puzzle.givens):
        assert bool(given) == bool(puzzle.givens[24 - i])
    assert sorted(i for group in orbits(5, True) for i in group) == list(range(25))


def test_the_stochastic_fill_also_makes_graded_puzzles() -> None:
    options = GenerateOptions(5, 5, "medium", method="stochastic")
    puzzle = TYPE.generate(GenerateJob(options, random.Random(5)))
    assert TYPE.solve(puzzle).status.value == "solved"
    assert TYPE.grade(puzzle).level == 2
    assert TYPE.generate(GenerateJob(options, random.Random(5))) == puzzle


def test_other_sizes_grow_their_regions() -> None:
    puzzle = TYPE.generate(GenerateJob(GenerateOptions(6, 6, "easy"), random.Random(1)))
    assert puzzle.n == 6
    assert region_problem(6, puzzle.regions) is None
    assert TYPE.solve(puzzle).status.value == "solved"


def test_bad_options_are_refused() -> None:
    with pytest.raises(ValueError, match="side"):
        TYPE.generate(GenerateJob(GenerateOptions(5, 6, "easy"), random.Random(1)))
    with pytest.raises(ValueError, match="method"):
        TYPE.generate(GenerateJob(GenerateOptions(5, 5, "easy", method="magic"), random.Random(1)))


def test_a_symmetric_4x4_harder_than_any_is_refused_at_once() -> None:
    """Every symmetric 4x4 the ladder finishes is at most hard (scripts/logi5_symmetric.py), so
    a fiendish one is refused before any search (a token cancelled from the start: a search
    would raise Cancelled, not the refusal), in both languages; the hardest there is is made."""
    fiendish = GenerateOptions(4, 4, "fiendish", symmetric=True)
    refused = TYPE.refused(fiendish)
    assert refused is not None
    assert "fiendish" in refused.message
    assert "diabólico" in SPANISH.violation(refused.code, refused.params)
    assert ENGLISH.violation(refused.code, refused.params) == refused.message
    cancelled = CancelToken()
    cancelled.cancel()
    with pytest.raises(ValueError, match="4x4 Logi-5 with symmetric clues is fiendish"):
        TYPE.generate(GenerateJob(fiendish, random.Random(0), cancelled))
    with pytest.raises(Cancelled):  # what a search does with that token: it would have started
        TYPE.generate(GenerateJob(GenerateOptions(4, 4, "hard", True), random.Random(0), cancelled))
    others = [GenerateOptions(n, n, d, s) for n in range(4, 8) for d in TYPE.difficulties
              for s in (False, True)]  # fmt: skip
    assert [o for o in others if TYPE.refused(o) is not None] == [fiendish]
    hard = TYPE.generate(GenerateJob(GenerateOptions(4, 4, "hard", True), random.Random(0)))
    assert difficulty_of(TYPE.grade(hard).level) == "hard"


TOP_4 = max(level for (n, level), listed in SYMMETRIC_LAYOUTS.items() if n == 4 and listed)


def test_symmetric_4x4_givens_never_need_more_than_the_top_level() -> None:
    """A sample of what scripts/logi5_symmetric.py proves for every case: on random layouts
    and solutions, no set of symmetric givens needs more than the hardest grade
    SYMMETRIC_LAYOUTS lists for 4x4 (hard, 3) and is still finished by the ladder."""
    rng, groups = random.Random(4), orbits(4, True)
    layouts = [p for p in all_partitions(4) if not is_dull(4, p)]
    for regions in rng.sample(layouts, 4):
        empty = Puzzle(4, regions, (0,) * 16)
        solution = random_fill(empty, rng, Budget(max_nodes=1000))
        for mask in range(1 << len(groups)):
            chosen = [i for j, group in enumerate(groups) if mask >> j & 1 for i in group]
            givens = tuple(solution[i] if i in chosen else 0 for i in range(16))
            puzzle = Puzzle(4, regions, givens)
            finished = solvable_at(puzzle, GUESSING - 1)
            assert solvable_at(puzzle, TOP_4) or not finished, givens


def test_symmetric_hard_4x4_boards_come_from_the_only_layouts_that_have_them() -> None:
    """SYMMETRIC_LAYOUTS[4, 3] lists the layouts with a symmetric hard set of givens
    (scripts/logi5_symmetric.py proves no other has one; here a sample of the others, every
    set of orbits of a random solution each); symmetric hard 4x4 boards are drawn from them,
    and the other difficulties and plain boards from every layout."""
    listed = SYMMETRIC_LAYOUTS[4, 3]
    layouts = [p for p in all_partitions(4) if not is_dull(4, p)]
    assert len(set(listed)) == len(listed) == 10
    assert set(listed) <= set(layouts)
    rng, groups = random.Random(8), orbits(4, True)
    for regions in rng.sample([p for p in layouts if p not in listed], 4):
        solution = random_fill(Puzzle(4, regions, (0,) * 16), rng, Budget(max_nodes=1000))
        for mask in range(1 << len(groups)):
            chosen = {i for j, group in enumerate(groups) if mask >> j & 1 for i in group}
            puzzle = Puzzle(4, regions, tuple(solution[i] if i in chosen else 0 for i in range(16)))
            assert solvable_at(puzzle, 2) or not solvable_at(puzzle, GUESSING - 1)
    for seed in range(3):
        hard = GenerateOptions(4, 4, "hard", symmetric=True)
        puzzle = TYPE.generate(GenerateJob(hard, random.Random(seed)))
        assert puzzle.regions in listed
        assert difficulty_of(TYPE.grade(puzzle).level) == "hard"
    drawn = {
        TYPE.generate(GenerateJob(GenerateOptions(4, 4, d, s), random.Random(seed))).regions
        for d, s in (("medium", True), ("easy", False))
        for seed in range(4)
    }
    assert not drawn <= set(listed)


def test_every_pentomino_partition_is_listed_once() -> None:
    partitions = all_partitions(5)
    assert len(partitions) == len(set(partitions)) == 4006
    assert len(all_partitions(4)) == 117
    assert all(region_problem(5, p) is None for p in partitions[::97])
    assert sum(is_dull(5, p) for p in partitions) == 2


def test_layouts_are_drawn_from_many_partitions() -> None:
    rng = random.Random(9)
    layouts = {random_regions(5, rng) for _ in range(200)}
    assert len(layouts) > 180


@pytest.mark.parametrize("n", [6, 7])
def test_grown_layouts_are_valid_varied_and_seldom_retried(n: int) -> None:
    layouts = set()
    failed = 0
    for seed in range(60):
        rng = random.Random(seed)
        while (labels := _divide(n, rng)) is None:
            failed += 1
        assert region_problem(n, renumber(labels)) is None
        layouts.add(tuple(labels))
    assert len(layouts) == 60
    # Growth that only took free cells failed hundreds of tries per layout at 7x7.
    assert failed < 20


def test_the_fast_level_check_agrees_with_the_walk() -> None:
    rng = random.Random(3)
    for puzzle_seed in range(4):
        puzzle = TYPE.generate(
            GenerateJob(GenerateOptions(5, 5, "hard"), random.Random(puzzle_seed))
        )
        solution = TYPE.solve(puzzle).solution
        assert solution is not None
        givens = list(puzzle.givens)
        for i in rng.sample(range(25), 6):
            givens[i] = solution.digits[i]
        for trial in (puzzle, Puzzle(5, puzzle.regions, tuple(givens))):
            for level in range(1, 6):
                walk = grade_puzzle(trial, level)[0] <= level
                assert solvable_at(trial, level) == walk


GENERATED = re.compile(
    r"GenerateOptions\((\d), (\d), '(\w+)'(, symmetric=True)?\), random\.Random\((\d+)\)"
)


def test_generated_boards_come_back_from_their_seed() -> None:
    boards = sorted((ROOT / "boards" / "logi5").glob("*.puzzle"))
    checked = 0
    for path in boards:
        text = path.read_text()
        match = GENERATED.search(text)
        if match is None:
            continue
        rows, cols, difficulty, symmetric, seed = match.groups()
        options = GenerateOptions(int(rows), int(cols), difficulty, symmetric is not None)
        assert TYPE.generate(GenerateJob(options, random.Random(int(seed)))) == TYPE.parse(text)[0]
        checked += 1
    assert checked >= 8

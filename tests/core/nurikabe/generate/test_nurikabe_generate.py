"""Nurikabe generation: unique, graded as asked, reproducible, cancellable, never dull."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from puzzlegui.core.model import GenerateJob, GenerateOptions, SolveStatus
from puzzlegui.core.nurikabe import TYPE
from puzzlegui.core.nurikabe.engine.deduce import UNKNOWN, Board, analyse
from puzzlegui.core.nurikabe.generate import LEVELS_OF, dull
from puzzlegui.core.nurikabe.generate.answer import random_maze
from puzzlegui.core.nurikabe.generate.grow import Growth
from puzzlegui.core.nurikabe.generate.judge import (
    BASIC,
    SCREEN,
    WALLS,
    Judge,
    finished_by_trials,
)
from puzzlegui.core.nurikabe.hints import LEVELS
from puzzlegui.core.nurikabe.ladder.rungs import LADDER, apply_steps
from puzzlegui.core.nurikabe.puzzle import Mark, Puzzle, make_puzzle
from puzzlegui.core.nurikabe.rules import flat_components, neighbour_table

CASES = [("easy", 6, 0), ("medium", 6, 1), ("hard", 6, 1)]


@pytest.fixture(scope="module")
def made() -> dict[str, Puzzle]:
    """One 6x6 puzzle per difficulty."""
    return {
        d: TYPE.generate(GenerateJob(GenerateOptions(n, n, d), random.Random(seed)))
        for d, n, seed in CASES
    }


def test_protocol_members() -> None:
    assert TYPE.difficulties == ("easy", "medium", "hard")
    assert TYPE.default_size == (10, 10)
    low, high = TYPE.size_range
    assert low <= 5
    assert high >= 15


def test_every_ladder_level_but_guessing_belongs_to_one_difficulty() -> None:
    levels = sorted(level for name in TYPE.difficulties for level in LEVELS_OF[name])
    assert levels == list(range(1, len(TYPE.levels)))


@pytest.mark.slow
@pytest.mark.parametrize("difficulty", ["easy", "medium", "hard"])
def test_generated_puzzle_is_unique_and_graded_as_asked(
    made: dict[str, Puzzle], difficulty: str
) -> None:
    puzzle = made[difficulty]
    assert TYPE.solve(puzzle, limit=2).status is SolveStatus.SOLVED
    assert TYPE.grade(puzzle).level in LEVELS_OF[difficulty]
    assert not dull(puzzle)


@pytest.mark.slow
def test_same_seed_same_puzzle(made: dict[str, Puzzle]) -> None:
    again = TYPE.generate(GenerateJob(GenerateOptions(6, 6, "easy"), random.Random(0)))
    assert again == made["easy"]
    other = TYPE.generate(GenerateJob(GenerateOptions(6, 6, "easy"), random.Random(1)))
    assert other != again


@pytest.mark.slow
def test_the_largest_side_is_generated_unique_and_graded() -> None:
    side = TYPE.size_range[1]
    puzzle = TYPE.generate(GenerateJob(GenerateOptions(side, side, "medium"), random.Random(0)))
    assert (puzzle.rows, puzzle.cols) == (side, side)
    assert TYPE.solve(puzzle, limit=2).status is SolveStatus.SOLVED
    assert TYPE.grade(puzzle).level in LEVELS_OF["medium"]
    assert not dull(puzzle)


def test_bad_options_are_refused() -> None:
    with pytest.raises(ValueError, match="sides"):
        TYPE.generate(GenerateJob(GenerateOptions(3, 6, "easy"), random.Random(0)))


def test_mazes_have_no_pool_joined_walls_and_islands_apart() -> None:
    rng = random.Random(4)
    mazes = [m for m in (random_maze(8, 8, rng) for _ in range(20)) if m]
    assert mazes
    nbs = neighbour_table(8, 8)
    for maze in mazes:
        wall = [k < 0 for k in maze]
        for r in range(7):
            for c in range(7):
                i = r * 8 + c
                assert not (wall[i] and wall[i + 1] and wall[i + 8] and wall[i + 9])
        assert len(flat_components(wall.__getitem__, 64, nbs)) == 1
        for i, k in enumerate(maze):
            assert all(maze[j] in (-1, k) for j in nbs[i] if k >= 0)


def test_dull_boards_are_recognised() -> None:
    ones = make_puzzle(5, 5, [(0, 0, 1), (0, 2, 1), (0, 4, 3), (4, 0, 4)])
    assert dull(ones)
    small = make_puzzle(5, 5, [(0, 0, 2), (0, 3, 2), (2, 2, 2), (2, 4, 2), (4, 0, 3)])
    assert dull(small)
    fine = make_puzzle(5, 5, [(0, 0, 2), (0, 3, 3), (2, 2, 1), (4, 0, 4)])
    assert not dull(fine)


@pytest.mark.slow
def test_the_judge_decides_an_easy_puzzle_with_the_basic_rules(made: dict[str, Puzzle]) -> None:
    puzzle = made["easy"]
    solution = TYPE.solve(puzzle, limit=1).solution
    assert solution is not None
    answer = [0 if m is Mark.DOT else -1 for m in solution.marks]
    assert Judge(BASIC).undecided(puzzle, answer) == []


def _ladder_walk(puzzle: Puzzle, top: int) -> list[int]:
    """The cells the grade walk's rounds (easiest level first, levels 1..top) leave open."""
    board = Board(puzzle)
    v = board.start()
    while True:
        info = analyse(board, v)
        for rule in LADDER[:top]:
            steps = list(rule(board, v, info))
            apply_steps(v, steps)
            if steps:
                break
        else:
            return [i for i, x in enumerate(v) if x == UNKNOWN]


@pytest.mark.parametrize("top", [BASIC, WALLS])
def test_the_judge_leaves_open_what_the_ladder_walk_leaves_open(top: int) -> None:
    rng = random.Random(1)
    checked = 0
    while checked < 12:
        maze = random_maze(8, 8, rng)
        if maze is None:
            continue
        growth = Growth(8, 8, maze, rng)
        for k in list(growth.spot)[:4]:
            growth.spot[k] = rng.choice(growth.cells(k))
        puzzle = growth.puzzle()
        assert Judge(top).undecided(puzzle, growth.answer) == _ladder_walk(puzzle, top)
        checked += 1


def opened_walls(side: int, seed: int, top: int, tries: int) -> Iterator[tuple[Judge, Growth, int]]:
    """Without end: a random maze of `side` a side that the rules up to `top` decide in full
    (with the Judge that decided it), then `tries` of its walls at random, each opened (the
    cell given) while the caller looks at the growth, and undone after."""
    rng = random.Random(seed)
    while True:
        maze = random_maze(side, side, rng)
        if maze is None:
            continue
        growth = Growth(side, side, maze, rng)
        judge = Judge(top)
        if judge.undecided(growth.puzzle(), growth.answer) != []:
            continue
        for cell in rng.sample(range(side * side), tries):
            old = (growth.answer.copy(), growth.spot.copy(), growth.sizes.copy(), growth.walls)
            if growth.open_wall(cell) is not None:
                yield judge, growth, cell
            growth.answer, growth.spot, growth.sizes, growth.walls = old


@pytest.mark.parametrize("top", [BASIC, WALLS])
def test_the_screen_refuses_no_layout_the_full_judge_decides(top: int) -> None:
    """Changes of decided boards, judged with and without the screen: the same verdicts."""
    decided = agreed = 0
    for judge, growth, _ in opened_walls(7, 3, top, 12):
        puzzle = growth.puzzle()
        quick = judge.screened(puzzle, growth.answer)
        whole = Judge(top).undecided(puzzle, growth.answer)
        assert (quick == []) == (whole == [])
        decided += whole == []
        agreed += 1
        if decided >= 40:
            break
    assert agreed > decided > 0


@pytest.mark.parametrize("top", [BASIC, WALLS])
def test_a_wider_screen_refuses_more_and_only_what_the_full_judge_refuses(top: int) -> None:
    """Changes of decided 11x11 boards that the first screen passes: a screen twice as wide
    refuses some of them, and the full judgement refuses every one it refuses."""
    refused = 0
    for tried, (judge, growth, _) in enumerate(opened_walls(11, 7, top, 40)):
        puzzle, answer = growth.puzzle(), growth.answer
        if judge.decides_near(puzzle, answer) and not judge.decides_near(
            puzzle, answer, 2 * SCREEN
        ):
            assert Judge(top).undecided(puzzle, answer) != []
            refused += 1
        if tried >= 60:
            break
    assert refused > 0


def test_a_screen_of_most_of_the_board_is_skipped() -> None:
    """A screen whose window holds more than `most` cells passes the layout unscreened (the
    full judgement follows), even one the same screen refuses when it runs."""
    for judge, growth, _ in opened_walls(7, 3, BASIC, 12):
        puzzle, answer = growth.puzzle(), growth.answer
        if not judge.decides_near(puzzle, answer):
            assert judge.decides_near(puzzle, answer, SCREEN, 1)
            assert not judge.decides_near(puzzle, answer, SCREEN, 49)
            return


def test_trials_from_the_judges_fixpoint_agree_with_trials_from_the_empty_board() -> None:
    """The hard step's trials go on from the fixpoint levels 1-7 reached: the same verdicts
    as the deep-trial judge run from the empty board, on changes of decided boards."""
    verdicts: list[bool] = []
    for judge, growth, cell in opened_walls(7, 5, WALLS, 12):
        growth.spot[growth.answer[cell]] = cell
        puzzle = growth.puzzle()
        found = judge.deduced(puzzle, growth.answer)
        whole = Judge(len(LEVELS) - 1).solves(puzzle, growth.answer)
        if found is not None and UNKNOWN in found[1]:
            verdicts.append(whole)
        assert (found is not None and finished_by_trials(*found)) == whole
        if len(verdicts) >= 60:
            break
    assert any(verdicts)
    assert not all(verdicts)

"""The easy judge's incremental fixpoint (judge.basic) against the round-by-round one it replaced
(judge.basic_rounds): the same cells decided on every board the generator judges and on
random part-solved boards, and the same puzzles for the same seeds."""

from __future__ import annotations

import random

import pytest

from puzzlegui.core.model import GenerateJob, GenerateOptions
from puzzlegui.core.nurikabe import generate as gen
from puzzlegui.core.nurikabe.engine.deduce import UNKNOWN, WALL, WHITE, Board, Cells
from puzzlegui.core.nurikabe.generate import judge
from puzzlegui.core.nurikabe.generate.judge import BASIC, Judge, basic
from puzzlegui.core.nurikabe.puzzle import Mark, Puzzle
from puzzlegui.core.nurikabe.solver import solve


def _both(board: Board, v: Cells) -> tuple[Cells, Cells]:
    """`v` after the round-by-round fixpoint and after the incremental one."""
    old, new = bytearray(v), bytearray(v)
    judge.basic_rounds(board, old, BASIC)
    basic(board, new)
    return old, new


def _judged(monkeypatch: pytest.MonkeyPatch, size: int, seed: int) -> list[tuple[Board, Cells]]:
    """Every board (and its start) the easy judge is asked about while one puzzle is made."""
    seen: list[tuple[Board, Cells]] = []
    run = Judge.run

    def recording(self: Judge, board: Board, v: Cells) -> bool:
        seen.append((board, bytearray(v)))
        return run(self, board, v)

    monkeypatch.setattr(Judge, "run", recording)
    gen.generate(GenerateJob(GenerateOptions(size, size, "easy"), random.Random(seed)))
    monkeypatch.undo()
    return seen


@pytest.mark.parametrize(("size", "seed"), [(6, 0), (8, 1), (10, 2)])
def test_same_cells_on_every_board_the_generator_judges(
    monkeypatch: pytest.MonkeyPatch, size: int, seed: int
) -> None:
    boards = _judged(monkeypatch, size, seed)
    assert len(boards) > 20  # full judgements and screens, from the empty board and not
    assert any(UNKNOWN not in b for b in (_both(*board)[1] for board in boards))
    for board, v in boards:
        old, new = _both(board, v)
        assert new == old


def _solved(size: int, seed: int, difficulty: str = "easy") -> tuple[Puzzle, list[int]]:
    """A generated puzzle and its solution (WALL or WHITE per cell)."""
    options = GenerateOptions(size, size, difficulty)
    puzzle = gen.generate(GenerateJob(options, random.Random(seed)))
    solution = solve(puzzle, limit=1).solution
    assert solution is not None
    return puzzle, [WALL if m is Mark.WALL else WHITE for m in solution.marks]


def _part_solved(answer: list[int], board: Board, rng: random.Random) -> Cells:
    """A board holding a random share (up to half) of the solution's cells, the rest open."""
    share = rng.random() / 2
    v = board.start()
    for i, x in enumerate(answer):
        if not v[i] and rng.random() < share:
            v[i] = x
    return v


@pytest.mark.parametrize(
    ("size", "seed", "difficulty"),
    [(7, 3, "hard"), (9, 1, "medium"), (10, 4, "hard"), (12, 5, "medium")],
)
def test_same_cells_on_random_part_solved_boards(size: int, seed: int, difficulty: str) -> None:
    # Medium and hard puzzles: the basic rules stop short on many of these boards, so the
    # two are compared on fixpoints with cells open, not only on solved boards.
    puzzle, answer = _solved(size, seed, difficulty)
    board = Board(puzzle)
    rng = random.Random(seed)
    left_open = 0
    for _ in range(100):
        old, new = _both(board, _part_solved(answer, board, rng))
        assert new == old
        assert all(x in (UNKNOWN, answer[i]) for i, x in enumerate(new))
        left_open += UNKNOWN in new
    assert left_open >= 10


def test_same_seed_same_puzzle_at_twenty() -> None:
    def made() -> Puzzle:
        return gen.generate(GenerateJob(GenerateOptions(20, 20, "easy"), random.Random(7)))

    assert made() == made()


@pytest.mark.slow
def test_thirty_a_side_easy_is_the_same_for_a_seed_and_decided_by_the_judge() -> None:
    def made() -> Puzzle:
        return gen.generate(GenerateJob(GenerateOptions(30, 30, "easy"), random.Random(1)))

    puzzle = made()
    assert (puzzle.rows, puzzle.cols) == (30, 30)
    assert made() == puzzle
    board = Board(puzzle)
    v = board.start()
    basic(board, v)
    assert UNKNOWN not in v

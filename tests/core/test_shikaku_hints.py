"""Shikaku hints (a mistake first, then the easiest rule), grades, generation by difficulty, and
the seed's own search."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from puzzlegui.core.grading import walk_hints
from puzzlegui.core.model import GenerateOptions, SolveStatus
from puzzlegui.core.shikaku import TYPE
from puzzlegui.core.shikaku.puzzle import AddRect, Rect, RemoveRect

ROOT = Path(__file__).resolve().parents[2]
BOARDS = sorted((ROOT / "boards" / "shikaku").glob("*.txt"))

PUZZLE = """shikaku 4x4
4 . . .
2 . . .
. . 6 .
. . . 4
"""


def test_hint_erases_a_rectangle_that_breaks_a_rule() -> None:
    puzzle, state = TYPE.parse(PUZZLE + "progress:\nr1c2:r1c3\n")
    hint = TYPE.hint(puzzle, state)
    assert hint is not None
    assert hint.rule == "broken-rule"
    assert hint.moves == (RemoveRect(Rect(0, 1, 1, 2)),)
    assert hint.text.endswith(".")


def test_hint_erases_a_rectangle_the_solution_does_not_hold() -> None:
    puzzle, state = TYPE.parse(PUZZLE + "progress:\nr2c1:r2c2\n")
    assert TYPE.check(puzzle, state) == []
    hint = TYPE.hint(puzzle, state)
    assert hint is not None
    assert (hint.rule, hint.moves) == ("not-in-solution", (RemoveRect(Rect(1, 0, 1, 2)),))


def test_hint_draws_a_deduced_rectangle() -> None:
    puzzle, state = TYPE.parse(PUZZLE)
    hint = TYPE.hint(puzzle, state)
    assert hint is not None
    assert hint.level == 1
    (move,) = hint.moves
    assert isinstance(move, AddRect)
    assert TYPE.check(puzzle, TYPE.apply(state, move)) == []
    assert hint.reason_cells


def test_no_hint_when_solved() -> None:
    puzzle, state = TYPE.parse(PUZZLE + "progress:\nr1c1:r1c4\nr2c1:r3c1\nr2c2:r3c4\nr4c1:r4c4\n")
    assert TYPE.hint(puzzle, state) is None


@pytest.mark.parametrize("path", BOARDS[:5], ids=lambda p: p.name)
def test_hint_walk_solves_the_board_within_its_grade(path: Path) -> None:
    puzzle, _ = TYPE.parse(path.read_text())
    grade = TYPE.grade(puzzle)
    hints = walk_hints(TYPE, puzzle)
    state = TYPE.new_state(puzzle)
    for hint in hints:
        for move in hint.moves:
            state = TYPE.apply(state, move)
    assert TYPE.is_solved(puzzle, state)
    assert max(h.level for h in hints) <= grade.level
    assert not any(h.from_solution for h in hints)


def test_ambiguous_puzzle_falls_back_on_a_solution() -> None:
    puzzle, state = TYPE.parse("shikaku 2x2\n2 .\n. 2\n")
    hint = TYPE.hint(puzzle, state)
    assert hint is not None
    assert hint.from_solution
    assert hint.level == len(TYPE.levels)


def test_grade_labels() -> None:
    puzzle, _ = TYPE.parse(BOARDS[0].read_text())
    grade = TYPE.grade(puzzle)
    assert (grade.level, grade.label) == (1, TYPE.levels[0])


@pytest.mark.parametrize("difficulty", ["easy", "medium", "hard"])
def test_generate_by_difficulty_is_reproducible(difficulty: str) -> None:
    options = GenerateOptions(8, 9, difficulty)
    puzzle = TYPE.generate(options, random.Random(11))
    assert TYPE.generate(options, random.Random(11)) == puzzle
    assert (puzzle.rows, puzzle.cols) == (8, 9)
    assert TYPE.solve(puzzle).status is SolveStatus.SOLVED
    assert min(TYPE.grade(puzzle).level, 3) == TYPE.difficulties.index(difficulty) + 1


def test_seed_strategy_solves_the_small_boards() -> None:
    assert TYPE.strategies == ("seed",)
    for path in BOARDS[:3]:
        puzzle, _ = TYPE.parse(path.read_text())
        result = TYPE.solve_strategy("seed", puzzle, limit=2)
        assert result.status is SolveStatus.SOLVED
        assert result.solutions == TYPE.solve(puzzle).solutions


def test_seed_strategy_on_impossible_and_unknown() -> None:
    puzzle, _ = TYPE.parse("shikaku 3x3\n3 . 3\n. . .\n3 . .\n")
    assert TYPE.solve_strategy("seed", puzzle).status is SolveStatus.NO_SOLUTION
    with pytest.raises(ValueError, match="unknown"):
        TYPE.solve_strategy("dfs", puzzle)

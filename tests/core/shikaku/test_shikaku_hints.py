"""Shikaku hints (a mistake first, then the easiest rule of the ladder) and grades."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from puzzlegui.core import hint_names
from puzzlegui.core.grading import after_hints, grade_by_hints, walk_hints
from puzzlegui.core.model import HintAsk
from puzzlegui.core.shikaku import TYPE
from puzzlegui.core.shikaku.hints import TEXTS
from puzzlegui.core.shikaku.puzzle import AddRect, Rect, RemoveRect

ROOT = Path(__file__).resolve().parents[3]
BOARDS = sorted((ROOT / "boards" / "shikaku").glob("*.puzzle"))

PUZZLE = """shikaku 4x4
4 . . .
2 . . .
. . 6 .
. . . 4
"""


def test_hint_erases_a_rectangle_that_breaks_a_rule() -> None:
    puzzle, state = TYPE.parse(PUZZLE + "progress:\nr1c2:r1c3\n")
    hint = TYPE.hint(HintAsk(puzzle, state))
    assert hint is not None
    assert hint.rule == "broken-rule"
    assert hint.moves == (RemoveRect(Rect(0, 1, 1, 2)),)
    assert hint.text.endswith(".")


def test_hint_erases_a_rectangle_the_solution_does_not_hold() -> None:
    puzzle, state = TYPE.parse(PUZZLE + "progress:\nr2c1:r2c2\n")
    assert TYPE.check(puzzle, state) == []
    hint = TYPE.hint(HintAsk(puzzle, state))
    assert hint is not None
    assert (hint.rule, hint.moves) == ("not-in-solution", (RemoveRect(Rect(1, 0, 1, 2)),))


def test_hint_draws_a_deduced_rectangle() -> None:
    puzzle, state = TYPE.parse(PUZZLE)
    hint = TYPE.hint(HintAsk(puzzle, state))
    assert hint is not None
    assert hint.level == 1
    (move,) = hint.moves
    assert isinstance(move, AddRect)
    assert TYPE.check(puzzle, TYPE.apply(state, move)) == []
    assert hint.reason_cells


def test_no_hint_when_solved() -> None:
    puzzle, state = TYPE.parse(PUZZLE + "progress:\nr1c1:r1c4\nr2c1:r3c1\nr2c2:r3c4\nr4c1:r4c4\n")
    assert TYPE.hint(HintAsk(puzzle, state)) is None


@pytest.mark.parametrize("path", BOARDS[:5], ids=lambda p: p.name)
def test_hint_walk_solves_the_board_within_its_grade(path: Path) -> None:
    puzzle, _ = TYPE.parse(path.read_text())
    grade = TYPE.grade(puzzle)
    hints = walk_hints(TYPE, puzzle)
    state = after_hints(TYPE, puzzle, hints)
    assert TYPE.is_solved(puzzle, state)
    assert max(h.level for h in hints) <= grade.level
    assert not any(h.from_solution for h in hints)


def test_ambiguous_and_impossible_puzzles_get_their_own_answer() -> None:
    for text, rule in (("2 .\n. 2", "several-solutions"), ("3 .\n. 3", "no-solution")):
        puzzle, state = TYPE.parse(f"shikaku 2x2\n{text}\n")
        hint = TYPE.hint(HintAsk(puzzle, state))
        assert hint is not None
        assert (hint.rule, hint.moves, hint.level) == (rule, (), 0)


def test_grade_labels() -> None:
    puzzle, _ = TYPE.parse(BOARDS[0].read_text())
    grade = TYPE.grade(puzzle)
    assert (grade.level, grade.label) == (2, TYPE.levels[1])
    assert TYPE.levels[-1] == "needs guessing"


RULE_BOARDS = {
    "one-fit": "shikaku 3x3\n. . .\n3 . .\n. 6 .\n",
    "shared-cells": "shikaku 4x3\n. . . .\n. . . .\n6 . . 6\n",
    "only-clue": "shikaku 4x3\n. . 3 .\n. 4 . .\n3 . . 2\n",
    "chain": "shikaku 5x4\n. . 6 . .\n. . . . .\n6 . . 4 .\n. . . . 4\n",
    "two-way-trial": "shikaku 4x4\n. . 3 .\n4 . . 2\n. 3 . .\n. 2 . 2\n",
    "trial-elimination": "shikaku 6x6\n. . . 6 . .\n. . 4 . . .\n. . . . . 6\n4 . . . . .\n"
    ". . 6 . . .\n. 4 . . 6 .\n",
}
"""For each rule of the ladder, a small board where it is the easiest first step."""


@pytest.mark.parametrize("rule", list(RULE_BOARDS))
def test_each_rule_is_the_easiest_step_of_its_board(rule: str) -> None:
    puzzle, state = TYPE.parse(RULE_BOARDS[rule])
    hint = TYPE.hint(HintAsk(puzzle, state))
    assert hint is not None
    level = list(RULE_BOARDS).index(rule) + 1
    assert (hint.rule, hint.level, hint.from_solution) == (rule, level, False)
    assert TYPE.levels[level - 1] == hint_names.rule_name(TYPE, rule) != "needs guessing"
    assert hint.text.endswith(".")
    assert "{" not in hint.text
    assert "row" in hint.text
    assert hint.reason_cells
    solution = TYPE.solve(puzzle).solutions[0]
    assert all(isinstance(m, AddRect) and m.rect in solution.rects for m in hint.moves)
    assert set(hint.cells) == set(hint.moves[0].rect.cells())
    assert TYPE.grade(puzzle).level == level
    assert hint.text == TEXTS[hint.rule].format(**hint.params)  # one template per rule key


def test_a_wrong_rectangle_is_pointed_out_before_any_deduction() -> None:
    puzzle, state = TYPE.parse(RULE_BOARDS["chain"] + "progress:\nr1c3:r2c5\nr3c1:r4c3\n")
    assert TYPE.check(puzzle, state) == []
    wrong = Rect(0, 2, 2, 3)
    assert wrong not in TYPE.solve(puzzle).solutions[0].rects
    hint = TYPE.hint(HintAsk(puzzle, state))
    assert hint is not None
    assert (hint.rule, hint.moves) == ("not-in-solution", (RemoveRect(wrong),))
    assert "not part of the solution" in hint.text


@pytest.mark.parametrize("seed", range(6))
def test_hints_from_random_right_states_agree_with_the_solution(seed: int) -> None:
    rng = random.Random(seed)
    puzzle, _ = TYPE.parse(BOARDS[seed % 4].read_text())
    solution = TYPE.solve(puzzle).solutions[0]
    state = TYPE.new_state(puzzle)
    for rect in rng.sample(solution.sorted_rects(), len(solution.rects) // 2):
        state = TYPE.apply(state, AddRect(rect))
    hint = TYPE.hint(HintAsk(puzzle, state))
    assert hint is not None
    assert not hint.from_solution
    (move,) = hint.moves
    assert isinstance(move, AddRect)
    assert move.rect in solution.rects
    assert move.rect not in state.rects


def test_grade_is_deterministic_and_matches_the_hint_walk() -> None:
    for path in BOARDS[:4]:
        puzzle, _ = TYPE.parse(path.read_text())
        grade = TYPE.grade(puzzle)
        assert TYPE.grade(puzzle) == grade
        assert grade_by_hints(TYPE, puzzle).level == grade.level
    for text in RULE_BOARDS.values():
        puzzle, _ = TYPE.parse(text)
        assert grade_by_hints(TYPE, puzzle).level == TYPE.grade(puzzle).level


@pytest.mark.parametrize("seed", range(4))
def test_hint_alone_finishes_from_a_messy_state(seed: int) -> None:
    rng = random.Random(seed)
    puzzle, state = TYPE.parse(BOARDS[seed % 3].read_text())
    for _ in range(6):
        h, w = rng.randint(1, 4), rng.randint(1, 4)
        rect = Rect(rng.randrange(puzzle.rows - h + 1), rng.randrange(puzzle.cols - w + 1), h, w)
        if rect not in state.rects:
            state = TYPE.apply(state, AddRect(rect))
    for _ in range(3 * len(puzzle.clues) + 10):
        if TYPE.is_solved(puzzle, state):
            break
        hint = TYPE.hint(HintAsk(puzzle, state))
        assert hint is not None
        for move in hint.moves:
            state = TYPE.apply(state, move)
    assert TYPE.is_solved(puzzle, state)

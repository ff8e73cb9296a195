"""Calcudoku hints: each ladder rule is named where it is the easiest step, mistakes come first,
hint moves agree with the solution, and grades are deterministic and follow Tatham's levels."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from puzzlegui.core.calcudoku import TYPE, ladder
from puzzlegui.core.calcudoku.hints import TEXTS
from puzzlegui.core.calcudoku.ladder import candidates, easiest, house_set, ladder_of
from puzzlegui.core.calcudoku.puzzle import Move, Puzzle, State
from puzzlegui.core.grading import walk_hints
from puzzlegui.core.latin import SetDigit, ToggleCandidate
from puzzlegui.core.model import Hint, HintAsk
from tests.data import data_rows

BOARDS = Path(__file__).resolve().parents[3] / "boards" / "calcudoku"

# (rule, level, the smallest board whose walk of hints meets the rule)
CASES = [
    ("single-cell-cage", 1, "01-easy-3x3"),
    ("cage-fillings", 2, "01-easy-3x3"),
    ("cage-forces-digit", 2, "01-easy-3x3"),
    ("single-candidate", 3, "01-easy-3x3"),
    ("hidden-single", 4, "03-medium-5x5"),
    ("naked-pair", 5, "03-medium-5x5"),
    ("hidden-pair", 5, "04-medium-6x6"),
    ("naked-triple", 5, "06-hard-7x7"),
    ("cage-line", 6, "05-hard-6x6"),
    ("contradiction", 7, "14-extreme-4x4"),
]


def board(name: str) -> Puzzle:
    """A shipped board's puzzle."""
    puzzle, _ = TYPE.parse((BOARDS / f"{name}.puzzle").read_text())
    return puzzle


def solution(puzzle: Puzzle) -> State:
    """The unique solution."""
    result = TYPE.solve(puzzle)
    assert result.solution is not None
    return result.solution


def state_before(puzzle: Puzzle, rule: str) -> tuple[State, Hint]:
    """Walk the hints until one names `rule`: the state then and that hint."""
    state = TYPE.new_state(puzzle)
    while True:
        found = TYPE.hint(HintAsk(puzzle, state))
        assert found is not None, f"{rule} never came up"
        if found.rule == rule:
            return state, found
        for move in found.moves:
            state = TYPE.apply(state, move)


def hint_after(puzzle: Puzzle, *moves: Move) -> Hint:
    """The hint after these moves from the empty board."""
    state = TYPE.new_state(puzzle)
    for move in moves:
        state = TYPE.apply(state, move)
    found = TYPE.hint(HintAsk(puzzle, state))
    assert found is not None
    return found


def agrees(puzzle: Puzzle, state: State, answer: State) -> bool:
    """Every digit right and every cell's marks (when any) still hold its digit."""
    for i, digit in enumerate(state.digits):
        if digit and digit != answer.digits[i]:
            return False
        if not digit and state.marks[i] and not state.marks[i] >> (answer.digits[i] - 1) & 1:
            return False
    return True


@pytest.mark.parametrize(("rule", "level", "name"), CASES, ids=[c[0] for c in CASES])
def test_each_rule_is_named_where_it_is_the_easiest_step(rule: str, level: int, name: str) -> None:
    puzzle = board(name)
    state, found = state_before(puzzle, rule)
    assert found.level == level
    assert found.text == TEXTS[rule].format(**found.params)
    assert not found.from_solution
    cand, placed = candidates(puzzle, state), list(state.digits)
    for easier in ladder_of(puzzle)[: level - 1]:
        for find in easier:
            assert find(cand, placed, house_set(puzzle.n)) is None
    after = state
    for move in found.moves:
        after = TYPE.apply(after, move)
    assert agrees(puzzle, after, solution(puzzle))


def test_a_removal_hint_names_the_candidates() -> None:
    _, found = state_before(board("03-medium-5x5"), "naked-pair")
    assert all(isinstance(m, ToggleCandidate) for m in found.moves)
    assert "remove" in found.text
    assert str(found.params["removed"]) in found.text  # str() of a param is its English


def test_a_wrong_digit_is_pointed_out_first() -> None:
    puzzle = board("04-medium-6x6")
    answer = solution(puzzle)
    wrong = answer.digits[7] % puzzle.n + 1
    found = hint_after(puzzle, SetDigit((1, 1), wrong))
    assert found.rule in ("wrong-digit", "broken-rule")
    assert found.moves == (SetDigit((1, 1), 0),)
    assert "row 2, column 2" in found.text


def test_a_repeat_is_pointed_at_before_anything_else() -> None:
    puzzle = board("04-medium-6x6")
    answer = solution(puzzle)
    found = hint_after(
        puzzle, SetDigit((0, 0), answer.digits[0]), SetDigit((0, 3), answer.digits[0])
    )
    assert found.rule == "broken-rule"
    assert found.moves == (SetDigit((0, 3), 0),)


def test_marks_without_the_cells_digit_are_a_mistake() -> None:
    puzzle = board("02-easy-4x4")
    answer = solution(puzzle)
    other = answer.digits[5] % puzzle.n + 1
    found = hint_after(puzzle, ToggleCandidate((1, 1), other))
    assert found.rule == "wrong-marks"
    assert found.moves == (ToggleCandidate((1, 1), answer.digits[5]),)


def test_with_no_rule_left_the_step_comes_from_the_solution(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(ladder, "ladder_of", lambda puzzle, store=None: ())
    puzzle = board("02-easy-4x4")
    found = TYPE.hint(HintAsk(puzzle, TYPE.new_state(puzzle)))
    assert found is not None
    assert found.from_solution
    assert found.level == len(TYPE.levels)
    assert found.rule == "from-solution"
    assert "No rule" in found.text
    (move,) = found.moves
    assert isinstance(move, SetDigit)
    assert move.digit == solution(puzzle).digit(move.cell)
    assert TYPE.grade(puzzle).label == "needs guessing"


@pytest.mark.slow
@pytest.mark.parametrize("path", sorted(BOARDS.glob("*.puzzle")), ids=lambda p: p.stem)
def test_hint_alone_solves_every_board_with_moves_that_agree(path: Path) -> None:
    puzzle, _ = TYPE.parse(path.read_text())
    answer = solution(puzzle)
    state = TYPE.new_state(puzzle)
    for found in walk_hints(TYPE, puzzle):
        for move in found.moves:
            state = TYPE.apply(state, move)
        assert agrees(puzzle, state, answer), found.text
    assert TYPE.is_solved(puzzle, state)
    assert TYPE.hint(HintAsk(puzzle, state)) is None


def test_grading_is_deterministic_and_matches_the_hint_walk() -> None:
    puzzle = board("05-hard-6x6")
    first = TYPE.grade(puzzle)
    assert TYPE.grade(puzzle) == first
    walked = walk_hints(TYPE, puzzle)
    assert first.level == max(h.level for h in walked) == 6
    assert first.label == "cage in one line"
    state = TYPE.new_state(puzzle)
    assert easiest(puzzle, candidates(puzzle, state), list(state.digits)) is not None


def test_grades_rise_with_tathams_levels() -> None:
    rows = data_rows("tatham-graded/calcudoku.jsonl")
    levels = ("easy", "normal", "hard", "extreme", "unreasonable")
    by_level: dict[str, list[int]] = {}
    for row in rows[::2] if len(rows) > 20 else rows:
        tatham = row["source"].split("(")[1].rstrip(")")
        by_level.setdefault(tatham, []).append(
            TYPE.grade(TYPE.puzzle_from_json(row["puzzle"])).level
        )
    means = [sum(by_level[k]) / len(by_level[k]) for k in levels if k in by_level]
    assert means == sorted(means)


@pytest.mark.parametrize("seed", range(12))
def test_hints_from_random_right_states_agree_with_the_solution(seed: int) -> None:
    rng = random.Random(seed)
    name = rng.choice(["03-medium-5x5", "04-medium-6x6", "05-hard-6x6", "14-extreme-4x4"])
    puzzle = board(name)
    answer = solution(puzzle)
    state = TYPE.new_state(puzzle)
    for i, digit in enumerate(answer.digits):
        cell = divmod(i, puzzle.n)
        if rng.random() < 0.3:
            state = TYPE.apply(state, SetDigit(cell, digit))
        elif rng.random() < 0.5:
            extra = rng.sample(range(1, puzzle.n + 1), rng.randint(0, puzzle.n - 1))
            for mark in {digit, *extra}:
                state = TYPE.apply(state, ToggleCandidate(cell, mark))
    found = TYPE.hint(HintAsk(puzzle, state))
    if TYPE.is_solved(puzzle, state):
        assert found is None
        return
    assert found is not None
    assert found.rule not in ("broken-rule", "wrong-digit", "wrong-marks")
    for move in found.moves:
        state = TYPE.apply(state, move)
    assert agrees(puzzle, state, answer), found.text


def test_a_swapped_pair_in_a_cage_is_pointed_out() -> None:
    puzzle = board("02-easy-4x4")
    answer = solution(puzzle)
    cage = next(c for c in puzzle.cages if len(c.cells) == 2 and c.cells[0][0] == c.cells[1][0])
    first, second = cage.cells
    found = hint_after(
        puzzle, SetDigit(first, answer.digit(second)), SetDigit(second, answer.digit(first))
    )
    assert found.rule in ("broken-rule", "wrong-digit")
    assert found.moves[0] in (SetDigit(first, 0), SetDigit(second, 0))


def test_a_puzzle_with_several_solutions_says_so_instead_of_a_step() -> None:
    cells = [[0, 0], [0, 1], [1, 0], [1, 1]]
    puzzle = TYPE.puzzle_from_json({"n": 2, "cages": [{"op": "+", "target": 6, "cells": cells}]})
    found = TYPE.hint(HintAsk(puzzle, TYPE.new_state(puzzle)))
    assert found is not None
    assert (found.rule, found.moves, found.from_solution) == ("several-solutions", (), False)

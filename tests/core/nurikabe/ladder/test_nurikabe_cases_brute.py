"""Soundness of the hint ladder's case analyses (few ways, played out with the ladder's rules,
and island cases), of its deep trial (now on every free cell) and of its nested trial against
brute force, on the small random boards of test_nurikabe_solver_brute: every cell a step
decides takes that value in every completion."""

from __future__ import annotations

import pytest

from puzzlegui.core.nurikabe.engine.board import Board
from puzzlegui.core.nurikabe.engine.islands import analyse
from puzzlegui.core.nurikabe.ladder.rungs import (
    StepRule,
    case_steps,
    deep_trial_steps,
    few_case_steps,
    nested_trial_steps,
)
from tests.core.nurikabe.solver.test_nurikabe_solver_brute import check_rule


def _decided(rule: StepRule, board: Board, v: list[int]) -> list[tuple[int, int]]:
    w = bytearray(v)  # the ladder's boards are bytes; the brute force's states are lists
    return [d for step in rule(board, w, analyse(board, w)) for d in step.decided]


def _cases(board: Board, v: list[int]) -> list[tuple[int, int]]:
    return _decided(case_steps, board, v)


def _few_cases(board: Board, v: list[int]) -> list[tuple[int, int]]:
    return _decided(few_case_steps, board, v)


def _nested_trials(board: Board, v: list[int]) -> list[tuple[int, int]]:
    return _decided(nested_trial_steps, board, v)


def _deep_trials(board: Board, v: list[int]) -> list[tuple[int, int]]:
    return _decided(deep_trial_steps, board, v)


@pytest.mark.slow
def test_island_cases_agree_with_brute_force() -> None:
    assert check_rule(_cases, range(150)) > 0  # the rule decided cells on some boards


@pytest.mark.slow
def test_few_ways_agree_with_brute_force() -> None:
    assert check_rule(_few_cases, range(150)) > 0


@pytest.mark.slow
def test_deep_trials_on_every_free_cell_agree_with_brute_force() -> None:
    assert check_rule(_deep_trials, range(80)) > 0


@pytest.mark.slow
def test_nested_trials_agree_with_brute_force() -> None:
    assert check_rule(_nested_trials, range(80)) > 0

"""Soundness of the hint ladder's case analyses (few ways, played out with the ladder's rules,
and island cases), of its deep trial (now on every free cell) and of its nested trial against
brute force, on the small random boards of test_nurikabe_solver_brute: every cell a step
decides takes that value in every completion."""

from __future__ import annotations

import pytest

from puzzlegui.core.nurikabe.engine.board import Board
from puzzlegui.core.nurikabe.engine.islands import analyse
from puzzlegui.core.nurikabe.ladder.rungs import (
    case_steps,
    deep_trial_steps,
    few_case_steps,
    nested_trial_steps,
)
from tests.core.nurikabe.solver.test_nurikabe_solver_brute import check_rule


def _cases(board: Board, v: list[int]) -> list[tuple[int, int]]:
    return [d for step in case_steps(board, v, analyse(board, v)) for d in step.decided]


def _few_cases(board: Board, v: list[int]) -> list[tuple[int, int]]:
    return [d for step in few_case_steps(board, v, analyse(board, v)) for d in step.decided]


def _nested_trials(board: Board, v: list[int]) -> list[tuple[int, int]]:
    return [d for step in nested_trial_steps(board, v, analyse(board, v)) for d in step.decided]


def _deep_trials(board: Board, v: list[int]) -> list[tuple[int, int]]:
    return [d for step in deep_trial_steps(board, v, analyse(board, v)) for d in step.decided]


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

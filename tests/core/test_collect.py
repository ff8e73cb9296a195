"""Fewer garbage collections while a search runs (collect.py): the youngest generation's
threshold is raised inside, put back after the last search out (also when searches overlap or
one fails), never lowered, and the Nurikabe solver's searches run inside."""

from __future__ import annotations

import gc
from collections.abc import Iterator

import pytest

from puzzlegui.core import collect
from puzzlegui.core.cancel import Budget
from puzzlegui.core.collect import YOUNG, fewer_collections
from puzzlegui.core.nurikabe import solver
from puzzlegui.core.nurikabe.engine.board import Board
from puzzlegui.core.nurikabe.engine.cells import Cells
from puzzlegui.core.nurikabe.puzzle import make_puzzle
from puzzlegui.core.nurikabe.solver import portfolio


@pytest.fixture(autouse=True)
def _thresholds() -> Iterator[None]:
    before = gc.get_threshold()
    gc.set_threshold(700, 10, 10)
    yield
    gc.set_threshold(*before)


def test_the_threshold_is_raised_inside_and_put_back_after() -> None:
    with fewer_collections():
        assert gc.get_threshold() == (YOUNG, 10, 10)
    assert gc.get_threshold() == (700, 10, 10)


def test_overlapping_searches_put_it_back_when_the_last_ends() -> None:
    first, second = fewer_collections(), fewer_collections()
    first.__enter__()
    second.__enter__()
    first.__exit__(None, None, None)
    assert gc.get_threshold()[0] == YOUNG  # the second search still runs
    second.__exit__(None, None, None)
    assert gc.get_threshold() == (700, 10, 10)


def test_a_failing_search_puts_it_back() -> None:
    with pytest.raises(ValueError, match="boom"), fewer_collections():
        raise ValueError("boom")
    assert gc.get_threshold() == (700, 10, 10)
    assert collect._running == 0


def test_a_higher_threshold_is_kept() -> None:
    gc.set_threshold(YOUNG * 3, 5, 5)
    with fewer_collections():
        assert gc.get_threshold() == (YOUNG * 3, 5, 5)
    assert gc.get_threshold() == (YOUNG * 3, 5, 5)


def test_the_nurikabe_solver_searches_inside(monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[int] = []
    plain = portfolio.solutions

    def watched(board: Board, budget: Budget) -> Iterator[Cells]:
        for v in plain(board, budget):
            seen.append(gc.get_threshold()[0])
            yield v

    monkeypatch.setattr(portfolio, "solutions", watched)
    puzzle = make_puzzle(3, 3, [(0, 0, 2), (2, 2, 3)])
    answers = list(solver.solutions(puzzle, Budget(seconds=10)))
    assert answers
    assert seen
    assert all(t == YOUNG for t in seen)
    assert gc.get_threshold() == (700, 10, 10)

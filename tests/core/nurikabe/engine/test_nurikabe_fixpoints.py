"""Boards the solver's global rules found nothing on (fixpoints.py): a propagation stalling on
one again ends at once, which changes no node and no answer of the search, on random boards
and on janko rows whose searches meet boards again; the store drops its oldest boards first."""

from __future__ import annotations

from itertools import islice

import pytest

from puzzlegui.core.cancel import Budget
from puzzlegui.core.nurikabe.engine import fixpoints
from puzzlegui.core.nurikabe.engine.board import Board
from puzzlegui.core.nurikabe.engine.cells import Cells
from puzzlegui.core.nurikabe.engine.fixpoints import Fixpoints
from puzzlegui.core.nurikabe.solver.dfs import steps
from tests.core.nurikabe.solver.test_nurikabe_solver_kept import janko_puzzle
from tests.core.nurikabe.solver.test_nurikabe_solver_sat import random_board_or_skip


def _run(board: Board, monkeypatch: pytest.MonkeyPatch, keep: bool) -> tuple[int, list[Cells], int]:
    """Nodes, answers (the first three) and boards found in the store, with or without it."""
    hits = [0]
    seen = Fixpoints.__contains__

    def looked(store: Fixpoints, state: bytes) -> bool:
        found = keep and seen(store, state)
        hits[0] += found
        return found

    with monkeypatch.context() as patch:
        patch.setattr(Fixpoints, "__contains__", looked)
        budget = Budget()
        found = (v for v in steps(board, budget) if v is not None)
        answers = list(islice(found, 3))
    return budget.nodes, answers, hits[0]


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(60))
def test_the_store_changes_no_node_on_random_boards(
    seed: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    board, _ = random_board_or_skip(seed, most_cells=36)
    fresh, _ = random_board_or_skip(seed, most_cells=36)  # its own scratch, as a new solve has
    nodes, answers, _ = _run(board, monkeypatch, True)
    assert (nodes, answers) == _run(fresh, monkeypatch, False)[:2]


@pytest.mark.slow
@pytest.mark.parametrize("name", ["/1105.a.htm", "/0748.a.htm", "/0570.a.htm"])
def test_the_store_is_used_and_changes_no_node_on_janko_rows(
    name: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    puzzle = janko_puzzle(name)
    nodes, answers, hits = _run(Board(puzzle), monkeypatch, True)
    assert hits > 0  # the search met a board again: the test sees the store at work
    assert (nodes, answers) == _run(Board(puzzle), monkeypatch, False)[:2]
    assert len(answers) == 1


def test_the_oldest_boards_go_first(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(fixpoints, "MOST", 3)
    store = Fixpoints()
    for n in range(5):
        store.add(bytes([n]))
    assert [bytes([n]) in store for n in range(5)] == [False, False, True, True, True]


def test_large_boards_are_kept_fewer(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(fixpoints, "MEMORY", 100)
    store = Fixpoints()
    for n in range(5):
        store.add(bytes([n]) * 40)  # 100 bytes hold two such boards
    assert [bytes([n]) * 40 in store for n in range(5)] == [False, False, False, True, True]

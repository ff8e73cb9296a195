"""The probe's kept trials (solver.Kept): a trial kept from a probing pass is exactly the board
settling would give (a child of the branch starts from it, and a probe that refuted one value
adopts the other's trial), so the search visits the same nodes with them as without (that it
still finds every answer brute force finds is checked, learning on and off, in
engine/test_nurikabe_implied.py). The root's learned implications (implied.py) are off here:
a trial learned later in a pass may let a settle reach further than a kept trial did."""

from __future__ import annotations

from itertools import islice

import pytest

from puzzlegui.core.cancel import Budget
from puzzlegui.core.nurikabe import TYPE, solver
from puzzlegui.core.nurikabe.engine.board import Board
from puzzlegui.core.nurikabe.engine.cells import UNKNOWN, Contradiction
from puzzlegui.core.nurikabe.engine.implied import Implied
from puzzlegui.core.nurikabe.puzzle import Puzzle
from puzzlegui.core.nurikabe.solver.dfs import steps
from puzzlegui.core.nurikabe.solver.probing import Kept, Settled, probe
from puzzlegui.core.nurikabe.solver.ruleset import settle
from tests.data import data_rows

from .test_nurikabe_solver_sat import random_board_or_skip


@pytest.fixture(autouse=True)
def _nothing_learned(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(Implied, "learn", lambda *_: None)


class _Forgetful(dict[tuple[int, int], Settled]):
    """A trial store that keeps nothing: the search settles every board itself."""

    def __setitem__(self, key: tuple[int, int], value: Settled) -> None:
        pass


class _NoKept(Kept):
    def __init__(self) -> None:
        self.trials = _Forgetful()


def _probed_root(board: Board) -> tuple[list[int], Kept] | None:
    """The settled and probed root and its kept trials (None: the root is refuted or solved)."""
    v = board.start()
    kept = Kept()
    try:
        info = settle(board, v)
        if UNKNOWN not in v:
            return None
        probing = probe(board, v, info, Budget(), kept=kept)
        for _ in probing:
            pass
    except Contradiction:
        return None
    return v, kept


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(80))
def test_a_kept_trial_is_the_settled_child(seed: int) -> None:
    board, _ = random_board_or_skip(seed, most_cells=36)
    probed = _probed_root(board)
    if probed is None:
        pytest.skip("the root is refuted or solved before probing")
    v, kept = probed
    info = settle(board, v.copy())
    for (cell, value), (after, after_info) in kept.trials.items():
        child = v.copy()
        child[cell] = value
        child_info = settle(board, child, known=(info, v))
        assert after == child, (seed, cell, value)
        assert [isl.cells for isl in after_info.islands] == [
            isl.cells for isl in child_info.islands
        ]


def _run(board: Board, monkeypatch: pytest.MonkeyPatch, keep: bool) -> tuple[int, list[list[int]]]:
    """Nodes (budget ticks) and answers of a search, with or without kept trials."""
    with monkeypatch.context() as patch:
        if not keep:
            patch.setattr(solver.dfs, "Kept", _NoKept)
        budget = Budget()
        found = (v for v in steps(board, budget) if v is not None)
        answers = list(islice(found, 3))  # boards with many answers: the first three will do
    return budget.nodes, answers


DEEPER = ("/1105.a.htm", "/0748.a.htm")
"""Two janko rows whose search branches a few dozen times below the root in well under a second."""


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(60))
def test_kept_trials_change_no_node(seed: int, monkeypatch: pytest.MonkeyPatch) -> None:
    board, _ = random_board_or_skip(seed, most_cells=36)
    fresh, _ = random_board_or_skip(seed, most_cells=36)  # its own scratch, as a new solve has
    assert _run(board, monkeypatch, True) == _run(fresh, monkeypatch, False)


def janko_puzzle(name: str) -> Puzzle:
    """The janko row whose id ends with `name` (the test skipped without the shared data)."""
    rows = [row for row in data_rows("janko/nurikabe.jsonl") if str(row["id"]).endswith(name)]
    if not rows:
        pytest.skip("the shared janko data is not here")
    return TYPE.puzzle_from_json(rows[0]["puzzle"])


@pytest.mark.parametrize("name", DEEPER)
def test_kept_trials_change_no_node_on_deeper_boards(
    name: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    puzzle = janko_puzzle(name)
    kept = _run(Board(puzzle), monkeypatch, True)
    assert kept == _run(Board(puzzle), monkeypatch, False)
    assert kept[0] > 20  # the search went below the root
    assert len(kept[1]) == 1

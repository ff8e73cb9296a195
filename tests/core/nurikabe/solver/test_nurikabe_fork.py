"""Our search in both probing modes from one root (solver/fork.py): each of its two searches
finds every answer, the plain one is dfs.steps node for node, and in the one-core turns
(engines.Turns) the wide search's end ends the turns."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from puzzlegui.core.cancel import Budget
from puzzlegui.core.nurikabe.engine.board import Board
from puzzlegui.core.nurikabe.engine.cells import Cells
from puzzlegui.core.nurikabe.solver import engines
from puzzlegui.core.nurikabe.solver.dfs import steps
from puzzlegui.core.nurikabe.solver.fork import Fork
from puzzlegui.core.nurikabe.solver.portfolio import Found

from .test_nurikabe_solver_asp import BOARD
from .test_nurikabe_solver_brute import every_answer
from .test_nurikabe_solver_sat import random_board_or_skip


def answers(search: Iterator[Cells | None]) -> list[bytes]:
    """The answers of a search (its pauses dropped), sorted."""
    return sorted(bytes(v) for v in search if v is not None)


def wide_answers(board: Board) -> tuple[list[bytes], bool]:
    """The answers of a fork's root and then of its wide search alone (the plain search run
    only until the wide one is made), and whether it was made (a root the rules settle or
    refute makes none)."""
    fork = Fork(board, Budget(seconds=20), 1e-9)  # pauses at every look at the clock
    plain = fork.plain()
    found: list[bytes] = []
    for v in plain:
        if v is not None:
            found.append(bytes(v))
        if fork.wide is not None:
            break
    if fork.wide is None:
        return sorted(found), False
    return sorted(found + answers(fork.wide)), True


@pytest.mark.parametrize("seed", range(60))
def test_each_search_of_a_fork_finds_every_answer(seed: int) -> None:
    board, _ = random_board_or_skip(seed, most_cells=25)
    expected = sorted(bytes(v) for v in every_answer(board))
    assert answers(Fork(board, Budget(seconds=20), 0.0).plain()) == expected
    assert wide_answers(Board(board.puzzle))[0] == expected


def test_the_wide_search_is_made_on_boards_that_branch() -> None:
    made = 0
    for seed in range(60):
        board, _ = random_board_or_skip(seed, most_cells=25)
        made += wide_answers(board)[1]
    assert made >= 30  # the test above searched wide below a root on most boards (51 of 60)


@pytest.mark.parametrize("seed", range(200, 212))
def test_the_plain_search_of_a_fork_is_the_plain_search(seed: int) -> None:
    board, _ = random_board_or_skip(seed, most_cells=36)
    ours, theirs = Budget(seconds=20), Budget(seconds=20)
    expected = [bytes(v) for v in steps(Board(board.puzzle), ours) if v is not None]
    forked = Fork(board, theirs, 0.0).plain()
    assert [bytes(v) for v in forked if v is not None] == expected
    assert theirs.nodes == ours.nodes


class Stalling(Fork):
    """A fork whose plain search stops finding anything once the wide one is made."""

    def plain(self) -> Iterator[Cells | None]:
        for v in super().plain():
            yield v
            if self.wide is not None:
                break
        while True:
            yield None


def test_in_turns_the_wide_search_answers_while_the_plain_one_stalls(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # Every ASP answer refused: the model drops out, and the turns end only with a search
    # of ours (the plain one never ends here).
    monkeypatch.setattr(engines, "checked", lambda board, v: False)
    board = Board(BOARD)
    expected = sorted(bytes(v) for v in every_answer(board))
    budget = Budget(seconds=20)
    fork = Stalling(board, budget, engines.SLICE)
    found = engines.side_by_side(board, budget, fork.plain(), Found(None), None, fork)
    assert sorted(bytes(v) for v in found) == expected
    assert fork.wide is not None


def test_the_wide_search_joins_charged_what_ours_has_had() -> None:
    board, budget = Board(BOARD), Budget(seconds=20)
    fork = Fork(board, budget, engines.SLICE)
    turns = engines.Turns(board, budget, fork.plain(), fork)
    turns.spent = [0.5, 0.4, 0.0]
    assert turns._next() == 1  # no wide search yet: the ASP model is behind
    fork.wide = iter(())
    turns.spent = [0.5, 0.6, 0.0]
    assert turns._next() == 0  # the root was the wide search's work too: no catching up
    assert turns.spent[2] == 0.5
    turns.spent = [0.7, 0.6, 0.5]
    assert turns._next() == 2

"""The ring rule (ring.py): janko 0029 settles at the root, and the rule never contradicts an
answer (brute force on small boards is in test_nurikabe_solver_brute.py)."""

from __future__ import annotations

import random

import pytest

from puzzlegui.core.cancel import Budget
from puzzlegui.core.nurikabe.engine.board import Board
from puzzlegui.core.nurikabe.engine.cells import UNKNOWN, WALL, WHITE, Contradiction
from puzzlegui.core.nurikabe.engine.islands import analyse
from puzzlegui.core.nurikabe.puzzle import make_puzzle
from puzzlegui.core.nurikabe.solver.dfs import search
from puzzlegui.core.nurikabe.solver.ring import applies, ring_rule, ring_size
from tests.core.nurikabe.engine.test_nurikabe_solver_span import clues_of, random_answer

from .test_nurikabe_solver_brute import check_rule, valid


def test_ring_size_is_the_square_ring_less_one_corner() -> None:
    assert ring_size(36) == 27  # 6 x 6: 28 cells round it, one of them the corner step
    assert ring_size(37) == 29
    assert ring_size(1) == 7


def test_janko_0029_is_settled_and_proven_unique_by_our_search_alone() -> None:
    board = Board(make_puzzle(10, 10, [(1, 1, 37), (2, 2, 36)]))
    answers = list(search(board, Budget(seconds=60)))
    assert len(answers) == 1
    g = answers[0]
    assert valid(board, g)
    ring = {(r, c) for r in (1, 8) for c in range(1, 9)} | {
        (r, c) for r in range(1, 9) for c in (1, 8)
    }
    ring.discard((1, 1))
    assert {divmod(i, 10) for i, x in enumerate(g) if x == WALL} == ring


def test_the_rule_stays_off_when_every_island_can_be_closed_in() -> None:
    board = Board(make_puzzle(5, 5, [(0, 0, 1), (2, 2, 1), (4, 4, 1)]))
    assert not applies(board)
    assert ring_rule(board, board.start(), analyse(board, board.start())) == []


@pytest.mark.slow
def test_the_rule_agrees_with_brute_force_on_many_boards() -> None:
    assert check_rule(lambda b, v: ring_rule(b, v, analyse(b, v)), range(400, 4400)) > 20


@pytest.mark.slow
def test_the_rule_never_contradicts_an_answer() -> None:
    """States cut from random answers with few walls (where the rule runs) are completable:
    the rule may not reject them, and each cell it decides must match the answer."""
    rng = random.Random(17)
    checked = 0
    for _ in range(3000):
        rows, cols = rng.randint(4, 8), rng.randint(4, 8)
        answer = random_answer(rng, rows, cols, rng.randint(2, rows + cols))
        if answer is None or WHITE not in answer:
            continue
        board = Board(make_puzzle(rows, cols, clues_of(rng, answer, rows, cols)))
        if not applies(board):
            continue
        v = [x if x == WHITE and board.clue[i] else UNKNOWN for i, x in enumerate(answer)]
        for i, x in enumerate(answer):
            if rng.random() < 0.6:
                v[i] = x
        try:
            info = analyse(board, v)
        except Contradiction:
            continue
        for i, x in ring_rule(board, v, info):
            assert answer[i] == x, (rows, cols, answer, v, i, x)
        checked += 1
    assert checked > 100

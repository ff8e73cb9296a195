"""The `unreachable` rule along a search's chain of analyses of boards the local rules were
applied to (reaches kept, island facts taken
from an island's last call when its reach and claim are the same) answers what it answers on
a fresh board with nothing kept."""

from __future__ import annotations

import random

import pytest

from puzzlegui.core.nurikabe.engine.areas import unreachable
from puzzlegui.core.nurikabe.engine.board import Board
from puzzlegui.core.nurikabe.engine.cells import Contradiction
from puzzlegui.core.nurikabe.engine.deduce import UNKNOWN, WALL, WHITE, propagate_from
from puzzlegui.core.nurikabe.engine.islands import Analysis, analyse
from puzzlegui.core.nurikabe.puzzle import make_puzzle

from .nurikabe_boards import scattered, some_undecided

CLUES = [(0, 0, 7), (1, 5, 5), (4, 2, 9), (6, 7, 6), (7, 0, 3), (3, 6, 2)]


def _answer(board: Board, v: list[int], info: Analysis) -> object:
    try:
        return sorted(unreachable(board, v, info))
    except Contradiction:
        return Contradiction


def _fresh(v: list[int]) -> object:
    board = Board(make_puzzle(8, 8, CLUES))
    return _answer(board, v, analyse(board, v))


def _walk(rng: random.Random, board: Board) -> tuple[int, int]:
    """Decide random cells a few at a time from a random start, now and then backing up to an
    earlier state (as probes come back to their node); how many answers were compared and
    how many of them decided a cell."""
    trail = [scattered(rng, board, 10, 0.4)]
    try:
        infos = [propagate_from(board, trail[0], None, global_rules=())]
    except Contradiction:
        return 0, 0
    compared = decided = 0
    for _ in range(30):
        if len(trail) > 1 and rng.random() < 0.3:
            back = rng.randrange(len(trail))
            del trail[back + 1 :], infos[back + 1 :]
        before, v = trail[-1], trail[-1].copy()
        if UNKNOWN not in v:
            break
        for i in some_undecided(rng, v, 3):
            v[i] = WHITE if rng.random() < 0.4 else WALL
        try:  # the local rules to a fixpoint, as before any global rule of the solver
            info = propagate_from(board, v, (infos[-1], before), global_rules=())
        except Contradiction:
            continue
        trail.append(v)
        infos.append(info)
        expected = _fresh(v)
        assert _answer(board, v, info) == expected
        compared += 1
        decided += expected not in (Contradiction, [])
    return compared, decided


@pytest.mark.slow
def test_kept_island_facts_give_the_fresh_answer() -> None:
    rng = random.Random(31)
    compared = decided = 0
    for _ in range(150):
        c, d = _walk(rng, Board(make_puzzle(8, 8, CLUES)))
        compared, decided = compared + c, decided + d
    assert compared > 1500
    assert decided > 500

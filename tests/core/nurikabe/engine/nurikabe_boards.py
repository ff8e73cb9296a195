"""Random part-decided Nurikabe boards, shared by the tests of the solver's incremental parts."""

from __future__ import annotations

import random

from puzzlegui.core.nurikabe.engine.board import Board
from puzzlegui.core.nurikabe.engine.cells import UNKNOWN, WALL, WHITE
from puzzlegui.core.nurikabe.puzzle import make_puzzle


def blank_board(rows: int, cols: int) -> Board:
    """A rows x cols board with one clue, a 1 in the corner: for the tests of rules that read
    the cells a search has decided, not the clues."""
    return Board(make_puzzle(rows, cols, [(0, 0, 1)]))


def scattered(rng: random.Random, board: Board, count: int, white: float) -> list[int]:
    """A start board with up to `count` random cells decided (island with odds `white`)."""
    v = board.start()
    for i in rng.sample(range(board.size), count):
        if v[i] == UNKNOWN:
            v[i] = WHITE if rng.random() < white else WALL
    return v


def some_undecided(rng: random.Random, v: list[int], most: int) -> list[int]:
    """1 to `most` of the cells `v` leaves undecided, at random (all of them when fewer)."""
    free = [i for i, x in enumerate(v) if x == UNKNOWN]
    return rng.sample(free, min(len(free), rng.randint(1, most)))

"""Random part-decided Nurikabe boards, shared by the tests of the solver's incremental parts."""

from __future__ import annotations

import random

from puzzlegui.core.nurikabe.engine.board import Board
from puzzlegui.core.nurikabe.engine.cells import UNKNOWN, WALL, WHITE


def scattered(rng: random.Random, board: Board, count: int, white: float) -> list[int]:
    """A start board with up to `count` random cells decided (island with odds `white`)."""
    v = board.start()
    for i in rng.sample(range(board.size), count):
        if v[i] == UNKNOWN:
            v[i] = WHITE if rng.random() < white else WALL
    return v

"""Calcudoku: no digit twice in a row or column, and every cage makes its target."""

from __future__ import annotations

from puzzlegui.core.candidates import houses_of
from puzzlegui.core.declare import declare
from puzzlegui.core.latin_play import LatinPlay
from puzzlegui.core.model import PuzzleType

from .puzzle import Move, Puzzle, State, new_state

RULES = (
    "Write a digit from 1 to N in every cell so that no digit repeats in a row or column. "
    "The digits of each cage make its target with its operation: + sum, * product, "
    "- the largest minus the others, / the larger divided by the smaller."
)
PLAY = LatinPlay(new_state, lambda board: houses_of(board.n))  # cages may repeat
TYPE: PuzzleType[Puzzle, State, Move] = declare(
    __name__, "Calcudoku", RULES, play=PLAY, square_only=True
)

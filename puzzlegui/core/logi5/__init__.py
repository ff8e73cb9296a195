"""Logi-5: fill the grid so each row, column and region holds every digit once."""

from __future__ import annotations

from puzzlegui.core.declare import declare
from puzzlegui.core.latin_play import LatinPlay
from puzzlegui.core.model import PuzzleType

from .generate import METHODS, fill_trial
from .puzzle import Move, Puzzle, State, new_state

RULES = (
    "Write a digit from 1 to N in every cell. No digit may repeat in a row, a column or "
    "one of the outlined regions. The given digits stay as they are."
)
PLAY = LatinPlay(new_state, lambda board: board.houses)
TYPE: PuzzleType[Puzzle, State, Move] = declare(
    __name__,
    "Logi-5",
    RULES,
    play=PLAY,
    symmetric_clues=True,
    square_only=True,
    methods=METHODS,
    fill_trial=fill_trial,
)

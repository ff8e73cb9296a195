"""Shikaku: divide the grid into rectangles, each holding one clue equal to its area."""

from __future__ import annotations

from puzzlegui.core.declare import declare
from puzzlegui.core.model import PuzzleType

from .puzzle import Move, Puzzle, State

RULES = (
    "Divide the grid into rectangles along the grid lines. Every rectangle holds exactly "
    "one number, and that number is its area in cells."
)
TYPE: PuzzleType[Puzzle, State, Move] = declare(__name__, "Shikaku", RULES, symmetric_clues=True)

"""Hashiwokakero: join the islands with bridges so each carries its number and all connect."""

from __future__ import annotations

from puzzlegui.core.declare import declare
from puzzlegui.core.model import PuzzleType

from .puzzle import Move, Puzzle, State

RULES = (
    "Join the islands with horizontal and vertical bridges so that each island has as many "
    "bridges as its number. At most two bridges join a pair of islands, bridges never cross, "
    "and all islands end up connected."
)
TYPE: PuzzleType[Puzzle, State, Move] = declare(
    __name__, "Hashiwokakero", RULES, symmetric_clues=True
)

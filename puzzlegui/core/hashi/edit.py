"""Entering a Hashiwokakero from paper: islands are numbers 1 to 8 in cells."""

from __future__ import annotations

from puzzlegui.core.drafts import clue_editing

from .puzzle import Puzzle


def _islands(puzzle: Puzzle) -> dict[tuple[int, int], int]:
    return {(r, c): n for r, c, n in puzzle.islands}


EDITING = clue_editing("hashi", lambda rows, cols: 8, _islands)

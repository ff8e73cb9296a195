"""Entering a Shikaku from paper: clues are numbers from 1 to the board's cell count."""

from __future__ import annotations

from puzzlegui.core.drafts import clue_editing

from .puzzle import Puzzle


def _clues(puzzle: Puzzle) -> dict[tuple[int, int], int]:
    return dict(puzzle.clue_at)


EDITING = clue_editing("shikaku", lambda rows, cols: rows * cols, _clues)

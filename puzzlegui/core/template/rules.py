"""The template's rules: every cell but the holes filled, no hole filled."""

from __future__ import annotations

from puzzlegui.core.model import MessageTable, Violation
from puzzlegui.core.text.values import Place

from .puzzle import Puzzle, State

MESSAGES = MessageTable({"template.filled-hole": "The hole at {where} is filled."})


def check(puzzle: Puzzle, state: State) -> list[Violation]:
    """A violation for each filled hole."""
    return [
        MESSAGES.violation("template.filled-hole", [cell], where=Place(cell))
        for cell in sorted(state.filled & puzzle.holes)
    ]


def is_complete(puzzle: Puzzle, state: State) -> bool:
    """Every cell but the holes is filled."""
    return all(cell in state.filled for cell in puzzle.cells() if cell not in puzzle.holes)


def is_solved(puzzle: Puzzle, state: State) -> bool:
    """Complete, and no hole filled."""
    return is_complete(puzzle, state) and not check(puzzle, state)

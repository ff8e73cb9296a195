"""The template's hints and ladder: a filled hole first (a mistake), else the first empty cell."""

from __future__ import annotations

from puzzlegui.core.cancel import CancelToken
from puzzlegui.core.model import Grade, Hint, HintAsk
from puzzlegui.core.text.values import Place

from .puzzle import Fill, Puzzle, State

LEVELS: tuple[str, ...] = ("empty cell", "needs guessing")
"""The ladder's levels; the last is the contract's "needs guessing"."""

RULE_NAMES = {"filled-hole": "filled hole", "empty-cell": "empty cell"}
TEXTS = {
    "filled-hole": "The hole at {where} must stay empty: empty it.",
    "empty-cell": "The cell at {where} is empty and no hole: fill it.",
}
PHRASES: dict[str, str] = {}


def _step(rule: str, move: Fill) -> Hint:
    params = {"where": Place(move.cell)}
    text = TEXTS[rule].format(**params)
    return Hint((move,), (move.cell,), (move.cell,), rule, 1, text, params)


def hint(ask: HintAsk[Puzzle, State], /) -> Hint | None:
    """A filled hole to empty, else the first empty cell to fill; None when there is none
    (the template needs no solution, so it reads no `answers`)."""
    puzzle, state = ask.puzzle, ask.state
    for cell in sorted(state.filled & puzzle.holes):
        return _step("filled-hole", Fill(cell, False))
    for cell in puzzle.cells():
        if cell not in puzzle.holes and cell not in state.filled:
            return _step("empty-cell", Fill(cell))
    return None


def grade(puzzle: Puzzle, cancel: CancelToken | None = None, /) -> Grade:
    """Level 1, one step a cell to fill."""
    steps = puzzle.rows * puzzle.cols - len(puzzle.holes)
    return Grade(1, LEVELS[0], steps)

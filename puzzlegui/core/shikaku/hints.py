"""One step for a stuck Shikaku player: a mistake first, else the easiest deduction.

A mistake is a drawn rectangle that breaks a rule (overlap, no clue, several clues, wrong area)
or that the puzzle's solution does not hold: the hint erases it. Otherwise the player's right
rectangles fix their clues, the rules of deduce.py run one level at a time, and the first clue
that the lowest level pins to one rectangle not yet drawn is the hint. When no rule reaches a
new rectangle, the step comes from the solution (level "needs guessing").
"""

from __future__ import annotations

from puzzlegui.core.cancel import CancelToken
from puzzlegui.core.model import Cell, Hint, SolveStatus

from .deduce import RULES, initial_candidates, propagate
from .puzzle import AddRect, Move, Puzzle, Rect, RemoveRect, State
from .rules import check, describe
from .solver import solve

LEVELS: tuple[str, ...] = ("shared cells", "only clue", "two-way trial", "needs guessing")

TEXTS = {
    "broken-rule": "The rectangle {rect} breaks a rule: {why}",
    "not-in-solution": "The rectangle {rect} is not part of the solution.",
    "shared-cells": "The clue {number} at {where} can only be the rectangle {rect}: every other "
    "choice runs into cells another clue must take.",
    "only-clue": "The clue {number} at {where} must be the rectangle {rect}: it is the only clue "
    "that can reach some of its cells.",
    "two-way-trial": "The clue {number} at {where} must be the rectangle {rect}: its other "
    "choice leads to a contradiction.",
    "from-solution": "No rule finds the next rectangle; the solution has {rect} for the clue "
    "{number} at {where}.",
}


def _make(
    moves: tuple[Move, ...], rect: Rect, reason: tuple[Cell, ...], rule: str, level: int, **p: str
) -> Hint:
    params = {"rect": describe(rect), **p}
    text = TEXTS[rule].format(**params)
    return Hint(
        moves, tuple(rect.cells()), reason, rule, level, text, params, rule == "from-solution"
    )


def hint(puzzle: Puzzle, state: State, cancel: CancelToken | None = None) -> Hint | None:
    """One step: erase a mistake, else the easiest deduction, else a rectangle of the solution."""
    for violation in check(puzzle, state):
        rect = _rect_at_fault(puzzle, state, set(violation.cells))
        if rect is not None:
            return _make(
                (RemoveRect(rect),), rect, violation.cells, "broken-rule", 1, why=violation.message
            )
    result = solve(puzzle, limit=1, cancel=cancel)
    solution = result.solutions[0] if result.status is SolveStatus.SOLVED else None
    if solution is not None:
        for rect in state.sorted_rects():
            if rect not in solution.rects:
                return _make((RemoveRect(rect),), rect, (), "not-in-solution", 1)
    found = _deduced(puzzle, state)
    if found is not None or solution is None:
        return found
    for rect in solution.sorted_rects():
        if rect not in state.rects:
            return _clue_hint(puzzle, rect, "from-solution", len(LEVELS))
    return None


def _rect_at_fault(puzzle: Puzzle, state: State, cells: set[Cell]) -> Rect | None:
    for rect in state.sorted_rects():
        if cells & set(rect.cells()):
            return rect
    return None


def _deduced(puzzle: Puzzle, state: State) -> Hint | None:
    cand, rect_of = initial_candidates(puzzle)
    cols = puzzle.cols
    for i, (r, c, _) in enumerate(puzzle.clues):
        for rect in state.rects:
            if rect.contains((r, c)):
                cand[i] = [rect.mask(cols)]
    for level in range(1, len(RULES) + 1):
        trial = cand[:]
        if not all(trial) or not propagate(trial, puzzle.full_mask, level):
            return None
        for masks in trial:
            if len(masks) == 1 and rect_of.get(masks[0]) not in state.rects:
                return _clue_hint(puzzle, rect_of[masks[0]], RULES[level - 1][0], level)
    return None


def _clue_hint(puzzle: Puzzle, rect: Rect, rule: str, level: int) -> Hint:
    (r, c, number) = next(clue for clue in puzzle.clues if rect.contains(clue[:2]))
    where = f"row {r + 1}, column {c + 1}"
    return _make((AddRect(rect),), rect, ((r, c),), rule, level, number=str(number), where=where)

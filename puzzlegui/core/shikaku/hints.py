"""One step for a stuck Shikaku player: a mistake first, else the easiest deduction.

A mistake is a drawn rectangle that breaks a rule (overlap, no clue, several clues, wrong area)
or that the puzzle's solution does not hold: the hint erases it. Otherwise the drawn rectangles
fix their clues and ladder.py finds the steps of the easiest level; the hint draws one of them
(fewest reasons, then reading order) with a sentence naming the clue, the cells that decide and
the rectangle. When no rule reaches a new rectangle, the step comes from the solution.
Cost: one ladder pass, plus one solve per puzzle (kept for the next hints) once a rectangle
is drawn or no rule applies.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from puzzlegui.core import answers
from puzzlegui.core.cancel import CancelToken
from puzzlegui.core.grading import graded
from puzzlegui.core.model import Cell, Hint, HintAsk
from puzzlegui.core.text.values import Phrase

from .ladder import LEVELS, Step, easiest, grade_level, rect_of_mask
from .phrases import PHRASES as PHRASES  # the type's nested phrases, declared with TEXTS
from .phrases import (
    cells_phrase,
    clue_params,
    clue_phrase,
    join,
    trial_substeps,
    trouble_phrase,
)
from .puzzle import AddRect, Move, Puzzle, Rect, RemoveRect, State
from .rules import cells_of_mask, check, describe, is_solved
from .solver import solve

TEXTS = {
    "broken-rule": "{why} Erase the rectangle {rect}.",
    "not-in-solution": "The rectangle {rect} is not part of the solution; erase it.",
    "one-fit": "The {number} at {where} fits only one rectangle, {rect}: every other "
    "{number}-cell rectangle holding it would leave the grid, take in another number or cross "
    "a rectangle already drawn.",
    "shared-cells": "Every way to draw {others} covers {cells}; so the {number} at {where} can "
    "only be the rectangle {rect}.",
    "only-clue": "No number but the {number} at {where} can reach {cells}, so its rectangle "
    "must cover that: only the rectangle {rect} does.",
    "chain": "Narrow down {others} first: drop every rectangle that crosses cells another "
    "number must cover or misses a cell only its own number can reach, and repeat; then the "
    "{number} at {where} can only be the rectangle {rect}.",
    "two-way-trial": "Once the easier rules are done, the {number} at {where} has two "
    "rectangles left; the rectangle {other_rect} would leave {trouble}, so it must be the "
    "rectangle {rect}.",
    "trial-elimination": "Try every rectangle left for each number and drop those that make "
    "the chain fail, as for {others}, then chain again and repeat: the {number} at {where} can "
    "only be the rectangle {rect}.",
    "from-solution": "No rule finds the next rectangle; the solution has {rect} for the "
    "{number} at {where}.",
}
"""Every hint sentence, keyed by its rule, with {param} fields (for translation); the params
are values and phrases built by phrases.py."""

RULE_NAMES = {
    "broken-rule": "broken rule",
    "not-in-solution": "wrong rectangle",
    "one-fit": "one fit",
    "shared-cells": "shared cells",
    "only-clue": "only clue",
    "chain": "chain",
    "two-way-trial": "two-way trial",
    "trial-elimination": "trial elimination",
    "from-solution": "from the solution",
}
"""Each rule's name, the hint's title."""


def _deduced(ask: HintAsk[Puzzle, State]) -> Hint | None:
    """The easiest deduction from the rectangles drawn: of its steps, the one with the
    fewest reason clues."""
    puzzle = ask.puzzle
    steps = easiest(puzzle, _drawn(puzzle, ask.state), ask.answers, ask.cancel)
    if not steps:
        return None
    return _step_hint(puzzle, min(steps, key=lambda s: (len(s.reason_clues), s.clue)))


def _from_solution(puzzle: Puzzle, state: State, solution: State) -> Hint | None:
    """A rectangle of the solution not drawn yet."""
    rect = next((r for r in solution.sorted_rects() if r not in state.rects), None)
    if rect is None:
        return None
    params = {**clue_params(puzzle, _clue_in(puzzle, rect)), "rect": describe(rect)}
    return _hint((AddRect(rect),), rect, (), "from-solution", len(LEVELS), params, True)


def _broken_rule(puzzle: Puzzle, state: State, _solution: State | None = None) -> Hint | None:
    for violation in check(puzzle, state):
        rect = _rect_at_fault(state, set(violation.cells))
        if rect is not None:
            params = {"why": Phrase(violation.code, violation.params), "rect": describe(rect)}
            return _hint((RemoveRect(rect),), rect, violation.cells, "broken-rule", 1, params)
    return None


def _not_in_solution(_puzzle: Puzzle, state: State, solution: State) -> Hint | None:
    for rect in state.sorted_rects():
        if rect not in solution.rects:
            params = {"rect": describe(rect)}
            return _hint((RemoveRect(rect),), rect, (), "not-in-solution", 1, params)
    return None


def _hint(
    moves: tuple[Move, ...],
    rect: Rect,
    reason: tuple[Cell, ...],
    rule: str,
    level: int,
    params: dict[str, Any],
    from_solution: bool = False,
) -> Hint:
    text = TEXTS[rule].format(**params)
    return Hint(moves, tuple(rect.cells()), reason, rule, level, text, params, from_solution)


def _rect_at_fault(state: State, cells: set[Cell]) -> Rect | None:
    for rect in state.sorted_rects():
        if cells & set(rect.cells()):
            return rect
    return None


def _clue_in(puzzle: Puzzle, rect: Rect) -> int:
    """The index of the (first) clue inside `rect`."""
    inside = rect.mask(puzzle.cols) & puzzle.clue_mask
    return puzzle.clue_by_bit[(inside & -inside).bit_length() - 1]


def _drawn(puzzle: Puzzle, state: State) -> dict[int, int]:
    """Clue index -> mask of the drawn rectangle holding it (the rectangles are right here)."""
    return {_clue_in(puzzle, rect): rect.mask(puzzle.cols) for rect in state.rects}


def _step_hint(puzzle: Puzzle, step: Step) -> Hint:
    rect = rect_of_mask(puzzle, step.mask)
    params = {**clue_params(puzzle, step.clue), "rect": describe(rect)}
    params.update(_step_params(puzzle, step))
    reason = {puzzle.clues[j][:2] for j in (step.clue, *step.reason_clues, *step.trouble[2])}
    reason |= set(cells_of_mask(step.reason_cells | step.trouble[1], puzzle.cols))
    if step.other:  # the rejected rectangle, by the corners its sentence names
        other = describe(rect_of_mask(puzzle, step.other))
        reason |= {other.first, other.last}
    hint = _hint((AddRect(rect),), rect, tuple(sorted(reason)), step.rule, step.level, params)
    if step.rule == "two-way-trial":
        return replace(hint, substeps=trial_substeps(puzzle, step))
    return hint


def _step_params(puzzle: Puzzle, step: Step) -> dict[str, Any]:
    """The rule's own params."""
    others = [clue_phrase(puzzle, j) for j in step.reason_clues] or [clue_phrase(puzzle, step.clue)]
    if step.rule == "shared-cells":
        return {"others": join(others), "cells": cells_phrase(puzzle, step.reason_cells)}
    if step.rule == "only-clue":
        return {"cells": cells_phrase(puzzle, step.reason_cells)}
    if step.rule in ("chain", "trial-elimination"):
        return {"others": join(others)}
    if step.rule == "two-way-trial":
        other = describe(rect_of_mask(puzzle, step.other))
        return {"other_rect": other, "trouble": trouble_phrase(puzzle, step)}
    return {}


hint = answers.hint_in_order(
    is_solved, solve, _broken_rule, _not_in_solution, _deduced, _from_solution
)


def _walk(puzzle: Puzzle, cancel: CancelToken | None = None) -> tuple[int, int]:
    return grade_level(puzzle, cancel), len(puzzle.clues)


grade = graded(LEVELS, _walk)

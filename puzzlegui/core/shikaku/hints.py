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

import threading

from puzzlegui.core.cancel import CancelToken
from puzzlegui.core.model import Cell, Hint, SolveStatus, cell_name

from .ladder import Step, easiest, rect_of_mask
from .puzzle import AddRect, Move, Puzzle, Rect, RemoveRect, State
from .rules import cells_of_mask, check, describe
from .solver import solve

LEVELS: tuple[str, ...] = (
    "one fit",
    "shared cells",
    "only clue",
    "chain",
    "two-way trial",
    "needs guessing",
)

TEXTS = {
    "broken-rule": "{why} Erase the rectangle {rect}.",
    "not-in-solution": "The rectangle {rect} is not part of the solution; erase it.",
    "one-fit": "The {number} at {where} fits only one rectangle, {rect}: every other "
    "{number}-cell rectangle holding it would leave the grid, take in another number or cross "
    "a rectangle already drawn.",
    "shared-cells": "Whatever rectangle it takes, the {other_number} at {other_where} covers "
    "{cells}; so the {number} at {where} can only be the rectangle {rect}.",
    "shared-cells-many": "Whatever rectangles they take, {others} cover {cells}; so the "
    "{number} at {where} can only be the rectangle {rect}.",
    "only-clue": "No number but the {number} at {where} can reach {cells}, so its rectangle "
    "must cover that: only the rectangle {rect} does.",
    "chain": "Narrow down {others} first (drop their rectangles that cross cells another number "
    "must cover, or that miss a cell only they can reach, and repeat); then the {number} at "
    "{where} can only be the rectangle {rect}.",
    "chain-self": "Drop the rectangles of the {number} at {where} that cross cells another "
    "number must cover, then those that miss a cell only it can reach: only the rectangle {rect} "
    "is left.",
    "two-way-trial": "Once the easier rules are done, the {number} at {where} has two "
    "rectangles left; the rectangle {other_rect} would leave {trouble}, so it must be the "
    "rectangle {rect}.",
    "trouble-clash": "{a} and {b} both needing {cells}",
    "trouble-no-room": "{a} with no rectangle at all",
    "trouble-unreached": "{cells} out of reach of every number",
    "trouble-other": "some number with no way to fit",
    "trouble-split": "{cells}, which only {a} can reach, too far apart for one of its rectangles",
    "from-solution": "No rule finds the next rectangle; the solution has {rect} for the "
    "{number} at {where}.",
    "clue": "the {number} at {where}",
    "and": "{first} and {last}",
    "cells-block": "the cells from {first} to {last}",
    "cells-more": "{cells} and {count} more cells",
}
"""Every hint sentence and piece of one, keyed by rule, with {param} fields (for translation)."""


def hint(puzzle: Puzzle, state: State, cancel: CancelToken | None = None) -> Hint | None:
    """One step: erase a mistake, else the easiest deduction, else a rectangle of the solution."""
    for violation in check(puzzle, state):
        rect = _rect_at_fault(state, set(violation.cells))
        if rect is not None:
            return _hint(
                (RemoveRect(rect),),
                rect,
                violation.cells,
                "broken-rule",
                1,
                {"why": violation.message, "rect": describe(rect)},
            )
    solution = _solution(puzzle, cancel) if state.rects else None
    if solution is not None:
        for rect in state.sorted_rects():
            if rect not in solution.rects:
                return _hint(
                    (RemoveRect(rect),), rect, (), "not-in-solution", 1, {"rect": describe(rect)}
                )
    steps = easiest(puzzle, _drawn(puzzle, state))
    if steps:
        return _step_hint(puzzle, min(steps, key=lambda s: (len(s.reason_clues), s.clue)))
    solution = solution or _solution(puzzle, cancel)
    if solution is None:
        return None
    rect = next(r for r in solution.sorted_rects() if r not in state.rects)
    params = {**_clue_params(puzzle, _clue_in(puzzle, rect)), "rect": describe(rect)}
    return _hint((AddRect(rect),), rect, (), "from-solution", len(LEVELS), params, True)


_SOLVED: dict[Puzzle, State] = {}
"""The last few puzzles' solutions: a hint needs one each time a rectangle is drawn."""


_SOLVED_LOCK = threading.Lock()


def _solution(puzzle: Puzzle, cancel: CancelToken | None) -> State | None:
    with _SOLVED_LOCK:
        known = _SOLVED.get(puzzle)
    if known is not None:
        return known
    result = solve(puzzle, limit=1, cancel=cancel)
    if result.status is not SolveStatus.SOLVED:
        return None
    with _SOLVED_LOCK:
        if len(_SOLVED) >= 8:
            del _SOLVED[next(iter(_SOLVED))]
        _SOLVED[puzzle] = result.solutions[0]
    return result.solutions[0]


def _hint(
    moves: tuple[Move, ...],
    rect: Rect,
    reason: tuple[Cell, ...],
    rule: str,
    level: int,
    params: dict[str, str],
    from_solution: bool = False,
    text_key: str | None = None,
) -> Hint:
    text = TEXTS[text_key or rule].format(**params)
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


def _clue_params(puzzle: Puzzle, i: int, prefix: str = "") -> dict[str, str]:
    r, c, number = puzzle.clues[i]
    return {f"{prefix}number": str(number), f"{prefix}where": cell_name((r, c))}


def clue_text(puzzle: Puzzle, i: int) -> str:
    """'the 6 at row 2, column 3'."""
    return TEXTS["clue"].format(**_clue_params(puzzle, i))


def join(items: list[str]) -> str:
    """'a, b and c'."""
    if len(items) == 1:
        return items[0]
    return TEXTS["and"].format(first=", ".join(items[:-1]), last=items[-1])


def cells_text(puzzle: Puzzle, mask: int) -> str:
    """A few cells as a person reads them; a block of more than two as its corners."""
    cells = cells_of_mask(mask, puzzle.cols)
    block = rect_of_mask(puzzle, mask)
    if len(cells) > 2 and block.width > 0 and block.mask(puzzle.cols) == mask:
        return TEXTS["cells-block"].format(first=cell_name(cells[0]), last=cell_name(cells[-1]))
    if len(cells) > 3:
        shown = join([cell_name(cell) for cell in cells[:2]])
        return TEXTS["cells-more"].format(cells=shown, count=len(cells) - 2)
    return join([cell_name(cell) for cell in cells])


def _step_hint(puzzle: Puzzle, step: Step) -> Hint:
    rect = rect_of_mask(puzzle, step.mask)
    params = {**_clue_params(puzzle, step.clue), "rect": describe(rect)}
    extra, key = _step_params(puzzle, step)
    params.update(extra)
    reason = {puzzle.clues[j][:2] for j in (step.clue, *step.reason_clues, *step.trouble[2])}
    reason |= set(cells_of_mask(step.reason_cells | step.trouble[1], puzzle.cols))
    return _hint(
        (AddRect(rect),), rect, tuple(sorted(reason)), step.rule, step.level, params, text_key=key
    )


def _step_params(puzzle: Puzzle, step: Step) -> tuple[dict[str, str], str]:
    """The rule's own params and the text key of its sentence."""
    others = [clue_text(puzzle, j) for j in step.reason_clues]
    if step.rule == "shared-cells":
        cells = cells_text(puzzle, step.reason_cells)
        if len(others) == 1:
            return {**_clue_params(puzzle, step.reason_clues[0], "other_"), "cells": cells}, (
                "shared-cells"
            )
        return {"others": join(others), "cells": cells}, "shared-cells-many"
    if step.rule == "only-clue":
        return {"cells": cells_text(puzzle, step.reason_cells)}, "only-clue"
    if step.rule == "chain":
        return ({"others": join(others)}, "chain") if others else ({}, "chain-self")
    if step.rule == "two-way-trial":
        other = describe(rect_of_mask(puzzle, step.other))
        return {"other_rect": other, "trouble": _trouble(puzzle, step)}, "two-way-trial"
    return {}, step.rule


def _trouble(puzzle: Puzzle, step: Step) -> str:
    kind, cells, clues = step.trouble
    names = [clue_text(puzzle, j) for j in clues]
    if kind == "clash":
        return TEXTS["trouble-clash"].format(
            a=names[0], b=names[1], cells=cells_text(puzzle, cells)
        )
    if kind == "no-room":
        return TEXTS["trouble-no-room"].format(a=names[0])
    if not kind:
        return TEXTS["trouble-other"]
    if kind == "split":
        return TEXTS["trouble-split"].format(a=names[0], cells=cells_text(puzzle, cells))
    return TEXTS["trouble-unreached"].format(cells=cells_text(puzzle, cells))

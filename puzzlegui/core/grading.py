"""Grading by hints: solve with repeated easiest-hint steps and no guessing; the grade is the
hardest ladder level used, or the top level ("needs guessing") when a step had to come from the
solution. One engine, as in Tatham's collection: the hint ladder decides difficulty too.

Cost: one `hint` call per step, so a grade costs about (cells) hints on a typical board.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, TypeVar

from puzzlegui.core import answers
from puzzlegui.core.cancel import CancelToken
from puzzlegui.core.model import Grade, GradePuzzle, Hint, HintAsk, PuzzleType

P = TypeVar("P")
S = TypeVar("S")


def walk_hints(
    ptype: PuzzleType[P, S, Any],
    puzzle: P,
    state: S | None = None,
    cancel: CancelToken | None = None,
    store: answers.Answers | None = None,
    graded: bool = False,
) -> list[Hint]:
    """The hints a player pressing Hint alone would get, applied one after another; the walk
    solves at most once (in `store`, the caller's, or one of its own). `graded`: only the
    hints are wanted, not their cost as a player meets it, so from the empty board (`state`
    None) the hints skip looking for broken rules and mistakes, which none of their own moves
    makes (HintAsk.by_hints)."""
    by_hints = graded and state is None
    state = ptype.new_state(puzzle) if state is None else state
    store = answers.Answers() if store is None else store
    hints: list[Hint] = []
    rows, cols = ptype.size(puzzle)
    limit = 20 * rows * cols + 100  # a ladder that loops must not hang the grader
    while not ptype.is_solved(puzzle, state) and len(hints) < limit:
        if cancel is not None:
            cancel.raise_if_cancelled()
        hint = ptype.hint(HintAsk(puzzle, state, cancel, store, by_hints))
        if hint is None or not hint.moves:
            break
        hints.append(hint)
        state = ptype.apply_all(state, hint.moves)
    return hints


def after_hints(ptype: PuzzleType[P, S, Any], puzzle: P, hints: Sequence[Hint]) -> S:
    """The state reached from the empty board by playing every move of `hints` in order."""
    moves = [move for hint in hints for move in hint.moves]
    return ptype.apply_all(ptype.new_state(puzzle), moves)


def grade_by_hints(
    ptype: PuzzleType[P, Any, Any], puzzle: P, cancel: CancelToken | None = None
) -> Grade:
    """The hardest level the hint walk needed; the top level if it needed the solution."""
    levels: tuple[str, ...] = ptype.levels
    hints = walk_hints(ptype, puzzle, None, cancel, graded=True)
    state = after_hints(ptype, puzzle, hints)
    if any(h.from_solution for h in hints) or not ptype.is_solved(puzzle, state):
        return Grade(len(levels), levels[-1], len(hints))
    level = max((h.level for h in hints), default=1)
    return Grade(level, levels[level - 1], len(hints))


def graded(
    levels: tuple[str, ...], walk: Callable[[P, CancelToken | None], tuple[int, int]]
) -> GradePuzzle[P]:
    """The contract's grade from a ladder walk that answers (level, steps): the level's label
    added."""

    def grade(puzzle: P, cancel: CancelToken | None = None, /) -> Grade:
        level, steps = walk(puzzle, cancel)
        return Grade(level, levels[level - 1], steps)

    return grade

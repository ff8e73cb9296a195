"""The Latin ladder: finders (latin_hints.py) grouped by level, the easiest step, the walk of
easiest steps that grades a puzzle, and a step made into the player's moves. Shared by Logi-5
and Calcudoku, as Tatham's latin.c is by Solo and Keen.

A walk takes about one step per empty cell, each a scan of the ladder from its lowest level.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import NamedTuple

from puzzlegui.core.cancel import CancelToken
from puzzlegui.core.latin import ClearCandidates, LatinMove, LatinState, SetDigit, ToggleCandidate
from puzzlegui.core.latin_hints import (
    Finder,
    HouseSet,
    Step,
    TrialFinder,
    bits,
    effective_candidates,
)


def apply_step(cand: list[int], placed: list[int], step: Step, hs: HouseSet) -> None:
    """Make the step on candidates and written digits (a written digit leaves its peers)."""
    for c, digit in step.placements:
        placed[c] = digit
        cand[c] = 1 << (digit - 1)
        for p in hs.peers[c]:
            if not placed[p]:
                cand[p] &= ~cand[c]
    for c, mask in step.eliminations:
        cand[c] &= ~mask


Ladder = Sequence[Sequence[Finder]]
"""Finders grouped by level, easiest level first."""


def easiest_step(
    cand: list[int],
    placed: list[int],
    hs: HouseSet,
    ladder: Ladder,
    tick: Callable[[], None] | None = None,
) -> tuple[int, Step] | None:
    """(1-based level, step) of the first finder of the lowest level that finds one; `tick`
    (raising when the work must stop) is called before each finder and each trial (a trial
    rung of a 9x9 Calcudoku takes a tenth of a second)."""
    return _easiest(cand, placed, hs, ladder, tick)


def _easiest(
    cand: list[int],
    placed: list[int],
    hs: HouseSet,
    ladder: Ladder,
    tick: Callable[[], None] | None,
) -> tuple[int, Step] | None:
    for level, finders in enumerate(ladder, start=1):
        for find in finders:
            if tick is not None:
                tick()
            if isinstance(find, TrialFinder):  # its trials read the clock too
                step = find.run(cand, placed, hs, tick)
            else:
                step = find(cand, placed, hs)
            if step is not None:
                return level, step
    return None


class BoardStep(NamedTuple):
    """A step that changes the player's board: its level, the step, its moves, and the rule
    candidates it was found on."""

    level: int
    step: Step
    moves: tuple[LatinMove, ...]
    cand: list[int]


def board_step(
    state: LatinState, hs: HouseSet, ladder: Ladder, cancel: CancelToken | None = None
) -> BoardStep | None:
    """The easiest step from the rules and the written digits, never from pencil marks (they
    may be wrong). A step the player's marks already show changes nothing on the board: it is
    made on the rule candidates silently and the ladder starts again."""
    placed = list(state.digits)
    cand = effective_candidates(placed, [0] * len(placed), hs)
    for _ in range(state.n**3):  # each silent step removes a candidate: n^3 bounds them
        if cancel is not None:
            cancel.raise_if_cancelled()
        found = easiest_step(cand, placed, hs, ladder)
        if found is None:
            return None
        level, step = found
        moves = step_moves(step, state, cand)
        if moves:
            return BoardStep(level, step, moves, cand)
        apply_step(cand, placed, step, hs)
    return None


def grade_walk(
    cand: list[int], placed: list[int], hs: HouseSet, ladder: Ladder, tick: Callable[[], None]
) -> tuple[int, int]:
    """(hardest level used, steps) solving by easiest steps; level len+1 when stuck or broken."""
    hardest, steps = 1, 0
    while 0 in placed:
        tick()
        if 0 in cand:
            return len(ladder) + 1, steps
        found = easiest_step(cand, placed, hs, ladder, tick)
        if found is None:
            return len(ladder) + 1, steps
        level, step = found
        apply_step(cand, placed, step, hs)
        hardest, steps = max(hardest, level), steps + 1
    return hardest, steps


def step_moves(step: Step, state: LatinState, cand: Sequence[int]) -> tuple[LatinMove, ...]:
    """The player's moves for a step: write digits; for an elimination, unmark the digit or,
    in a cell without marks, pencil in every candidate but the removed ones."""
    n = state.n
    moves: list[LatinMove] = [SetDigit(divmod(c, n), d) for c, d in step.placements]
    for c, mask in step.eliminations:
        cell = divmod(c, n)
        if state.marks[c]:
            moves.extend(ToggleCandidate(cell, d + 1) for d in bits(state.marks[c] & mask))
        else:
            moves.extend(ToggleCandidate(cell, d + 1) for d in bits(cand[c] & ~mask))
    return tuple(moves)


def mistake_moves(state: LatinState, solution: Sequence[int]) -> tuple[int, LatinMove] | None:
    """(cell, move) for the first wrong written digit, else the first marks missing the digit."""
    n = state.n
    for c, digit in enumerate(state.digits):
        if digit and not state.givens[c] and digit != solution[c]:
            return c, SetDigit(divmod(c, n), 0)
    for c, mask in enumerate(state.marks):
        if mask and not state.digits[c] and not mask >> (solution[c] - 1) & 1:
            return c, ClearCandidates(divmod(c, n))
    return None

"""The Logi-5 deduction ladder and the grade of a puzzle: the hardest level needed to solve it
by easiest steps without guessing (Tatham grades Solo the same way, and the levels follow his
Solo ladder: block singles, then line and cell singles, intersections, subsets, recursion).

The rules themselves are the shared Latin finders of `puzzlegui.core.latin_hints`; this module
only orders them. A grade walks about one step per empty cell, a few milliseconds on a 5x5.
"""

from __future__ import annotations

from puzzlegui.core.cancel import CancelToken
from puzzlegui.core.latin import singles_fixpoint
from puzzlegui.core.latin_hints import (
    Finder,
    HouseSet,
    Step,
    contradiction,
    effective_candidates,
    hidden_single,
    hidden_subset,
    intersection,
    naked_single,
    naked_subset,
    subset_rule,
)
from puzzlegui.core.latin_ladder import (
    apply_step,
    easiest_step,
    grade_walk,
)

from .puzzle import Puzzle

LEVELS: tuple[str, ...] = (
    "hidden single in a region",
    "single in a row, column or cell",
    "region and line intersection",
    "pairs and triples",
    "trial and contradiction",
    "needs guessing",
)
"""Labels of the levels 1..5; the last means no rule of the ladder finishes the puzzle."""

LADDER: tuple[tuple[Finder, ...], ...] = (
    (hidden_single("region"),),
    (hidden_single("row"), hidden_single("column"), naked_single),
    (intersection,),
    (naked_subset(2), hidden_subset(2), naked_subset(3), hidden_subset(3)),
    (contradiction,),
)
"""The finders of levels 1..4, easiest first within a level too."""

GUESSING = len(LADDER) + 1


def houses_of(puzzle: Puzzle) -> HouseSet:
    """The HouseSet of a puzzle (made once per puzzle, `Puzzle.house_set`)."""
    return puzzle.house_set


def rule_name(step: Step, hs: HouseSet) -> str:
    """The Logi-5 rule key of a generic step, e.g. "hidden-single-region", "pointing"."""
    if step.rule == "hidden-single":
        return f"hidden-single-{hs.kinds[step.house]}"
    if step.rule == "intersection":
        return "pointing" if hs.kinds[step.house] == "region" else "claiming"
    if step.rule in ("naked-subset", "hidden-subset"):
        return subset_rule(step)
    return step.rule


def grade_puzzle(
    puzzle: Puzzle, max_level: int = len(LADDER), cancel: CancelToken | None = None
) -> tuple[int, int]:
    """(level, steps): the hardest level used by the easiest-step walk from the givens using
    levels up to `max_level`; GUESSING when those levels do not finish the puzzle."""
    hs = houses_of(puzzle)
    placed = list(puzzle.givens)
    cand = effective_candidates(placed, [0] * len(placed), hs)
    ladder = LADDER[:max_level]

    def tick() -> None:
        if cancel is not None:
            cancel.raise_if_cancelled()

    level, steps = grade_walk(cand, placed, hs, ladder, tick)
    return (GUESSING if level > len(ladder) else level), steps


def grade(puzzle: Puzzle) -> int:
    """The level (1..5) of `puzzle`: see LEVELS."""
    return grade_puzzle(puzzle)[0]


def solvable_at(puzzle: Puzzle, level: int) -> bool:
    """True when the ladder up to `level` solves the puzzle: the same answer as
    `grade_puzzle(puzzle, level)[0] <= level`, faster. The rules only remove candidates, and
    removing some never stops another, so they reach one fixpoint in any order; levels 1 and 2
    of it are the singles sweep of the Latin engine."""
    if level < 2:
        return grade_puzzle(puzzle, level)[0] <= level
    hs = houses_of(puzzle)
    full = hs.full
    cand = [1 << (g - 1) if g else full for g in puzzle.givens]
    ladder = LADDER[2:level]
    while singles_fixpoint(cand, hs.houses, full):
        placed = [m.bit_length() if m & (m - 1) == 0 else 0 for m in cand]
        if 0 not in placed:
            return True
        found = easiest_step(cand, placed, hs, ladder)
        if found is None:
            return False
        apply_step(cand, placed, found[1], hs)
    return False

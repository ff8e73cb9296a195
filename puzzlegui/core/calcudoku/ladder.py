"""The Calcudoku hint ladder and grade: the named deductions, easiest first, walked by the shared
Latin engine (latin_hints.py).

The ladder follows Tatham's Keen solver (reference/tatham-ids.md section 3), split finer for a
player: (1) a one-cell cage holds its target; (2) cage fillings (Keen's Normal cage step);
(3) a cell with one candidate left; (4) a digit with one place left in a row or column;
(5) naked and hidden pairs and triples, house by house (Keen Hard); (6) a digit every filling of
a cage puts in one line of the cage (Keen Hard's cross-cage step); (7) a candidate whose trial
under singles and cage fillings ends in a contradiction; (8) needs guessing. Levels 1, 2, 6 and
7's propagation are the cages (deduce.py); the rest are the Latin engine's finders.

The candidates a rule sees are the player's: an empty cell's pencil marks (all digits when it
has none) less the digits already written in its row and column. The grade is the hardest level
the walk of easiest steps needs, the same walk as pressing Hint alone (grading.walk_hints)
without the mistake checks, which a walk of sound steps never triggers.
"""

from __future__ import annotations

from functools import lru_cache

from puzzlegui.core import answers
from puzzlegui.core.cancel import CancelToken
from puzzlegui.core.latin_hints import (
    Finder,
    HouseSet,
    Step,
    effective_candidates,
    hidden_single,
    naked_single,
    subsets_by_house,
)
from puzzlegui.core.latin_ladder import (
    easiest_step,
    grade_walk,
)

from .cagefit import cage_fit
from .deduce import cage_fillings, cage_line, cage_trial, single_cell_cage
from .puzzle import Puzzle, State

LEVELS: tuple[str, ...] = (
    "single-cell cage",
    "cage fillings",
    "single candidate",
    "hidden single",
    "pairs and triples",
    "cage in one line",
    "contradiction",
    "needs guessing",
)
"""Labels of the ladder's levels 1..8."""


@lru_cache(maxsize=16)
def house_set(n: int) -> HouseSet:
    """The rows and columns of an n x n square."""
    rows = tuple(tuple(range(r * n, r * n + n)) for r in range(n))
    cols = tuple(tuple(range(c, n * n, n)) for c in range(n))
    return HouseSet(n, rows + cols, ("row",) * n + ("column",) * n)


def ladder_of(
    puzzle: Puzzle, store: answers.Answers | None = None
) -> tuple[tuple[Finder, ...], ...]:
    """The finders of levels 1..7 for this puzzle's cages, easiest first (kept by the game or
    walk, core/answers.derived)."""
    return answers.derived(store, puzzle, "calcudoku-ladder", lambda: _ladder(puzzle, store))


def _ladder(puzzle: Puzzle, store: answers.Answers | None) -> tuple[tuple[Finder, ...], ...]:
    fit = cage_fit(puzzle, store)
    return (
        (single_cell_cage(fit),),
        (cage_fillings(fit),),
        (naked_single,),
        (hidden_single("row"), hidden_single("column")),
        (subsets_by_house((2, 3)),),
        (cage_line(fit),),
        (cage_trial(fit),),
    )


def candidates(puzzle: Puzzle, state: State) -> list[int]:
    """Each cell's candidates: its digit, or its marks (all when none) less its lines' digits."""
    return effective_candidates(state.digits, state.marks, house_set(puzzle.n))


def easiest(puzzle: Puzzle, cand: list[int], placed: list[int]) -> tuple[int, Step] | None:
    """(level, step) of the easiest deduction from these candidates; None if stuck."""
    return easiest_step(cand, placed, house_set(puzzle.n), ladder_of(puzzle))


def grade(
    puzzle: Puzzle, cancel: CancelToken | None = None, top: int | None = None
) -> tuple[int, int]:
    """(the hardest level the walk of easiest steps needs, the number of steps). With `top`,
    the walk uses levels up to `top` only and answers the last level when they get stuck (a
    generator asking "is this at most hard?" skips the costly trials)."""
    hs = house_set(puzzle.n)
    placed = [0] * (puzzle.n * puzzle.n)
    ladder = ladder_of(puzzle)[:top]

    def tick() -> None:
        if cancel is not None:
            cancel.raise_if_cancelled()

    level, steps = grade_walk(effective_candidates(placed, placed, hs), placed, hs, ladder, tick)
    return (len(LEVELS) if level > len(ladder) else level), steps

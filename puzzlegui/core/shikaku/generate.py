"""New Shikaku puzzles with exactly one solution and a set grade, reproducible from a Random.

After Tatham's Rect generator: cut the grid into random rectangles (cut.py), put each clue on a
random cell of its rectangle and ask the solver for two solutions. While a second solution
exists, the clues of the rectangles the two solutions disagree on move to other cells; after a
few tries a new cut is made. With `symmetric`, the cut and the clues are symmetric under a half
turn (a clue and its image move together). A unique board that is dull (see `dull`) or whose
grade (ladder.grade_level, the hint walk's hardest level) is not in the asked difficulty's
levels is thrown away and the next one tried. The chain run once from scratch decides cheaply
whether the grade is at most "chain" (it pins every clue exactly then), so most boards a
difficulty cannot use are dropped before the full grade.
Cost: a cut, a few solves and at most one grade per try.
"""

from __future__ import annotations

import random

from puzzlegui.core.attempts import attempts, found
from puzzlegui.core.cancel import Cancelled, CancelToken
from puzzlegui.core.model import GenerateJob, SolveStatus

from .cut import random_partition, turn
from .deduce import initial_candidates, propagate
from .ladder import RULE_NAMES, grade_level
from .puzzle import Clue, Puzzle, Rect, make_puzzle
from .solver import solve

MOVES_PER_CUT = 12
MAX_TRIES = 3000
CHAIN_LEVEL = RULE_NAMES.index("chain") + 1

LEVELS_OF: dict[str, tuple[int, ...]] = {
    "easy": (1, 2, 3),
    "medium": (4,),
    "hard": (5, 6),
}
"""The ladder levels each difficulty accepts: easy, every step is one rule applied once (one
fit, shared cells, only clue); medium, the rules must be chained; hard, a two-way trial or a
trial elimination. Boards that need guessing (level 7) are never generated."""

DIFFICULTIES: tuple[str, ...] = tuple(LEVELS_OF)
"""Difficulty names, easiest first."""
DEFAULT_SIZE = (10, 10)
SIZE_RANGE = (5, 30)
"""The smallest and largest side `generate` accepts."""
SYMMETRIC = True
"""New puzzles have symmetric clues unless asked otherwise: most published Shikaku are (janko's:
docs/generation-notes.md, "Symmetry")."""


def difficulty_of(level: int) -> str | None:
    """The difficulty whose levels hold `level` (None for 'needs guessing')."""
    return next((name for name, levels in LEVELS_OF.items() if level in levels), None)


MAX_SHARE_OF_TWOS = 0.35
"""A board with more 2s than this share of its clues is dull (docs/shikaku-notes.md)."""


def max_area_for(rows: int, cols: int) -> int:
    """The largest rectangle cut: 6 to 16 cells, growing with the board, at most a sixth of it."""
    return max(2, min(16, max(6, (rows + cols) // 2), rows * cols // 6))


def dull(puzzle: Puzzle) -> bool:
    """Too many 2s, a 1, or a rectangle above a sixth of the grid (Tatham's limit)."""
    numbers = [n for _, _, n in puzzle.clues]
    if not numbers or 1 in numbers:
        return True
    twos = sum(1 for n in numbers if n == 2)
    return twos > MAX_SHARE_OF_TWOS * len(numbers) or max(numbers) > max(
        2, puzzle.rows * puzzle.cols // 6
    )


def chain_finishes(puzzle: Puzzle) -> bool:
    """Whether the chain from scratch pins every clue: exactly when the grade is at most 4."""
    cand, _ = initial_candidates(puzzle)
    return propagate(cand, puzzle.full_mask, 2) and all(len(masks) == 1 for masks in cand)


def _clue(rect: Rect, rng: random.Random) -> Clue:
    r, c = rng.choice(rect.cells())
    return (r, c, rect.area)


def _place(
    rects: list[Rect], rng: random.Random, rows: int, cols: int, sym: bool
) -> dict[Rect, Clue]:
    """A clue per rectangle; with `sym`, each image gets the image cell of its partner's clue."""
    clues: dict[Rect, Clue] = {}
    for rect in rects:
        if rect not in clues:
            _move(clues, rect, rng, rows, cols, sym)
    return clues


def _move(
    clues: dict[Rect, Clue], rect: Rect, rng: random.Random, rows: int, cols: int, sym: bool
) -> None:
    image = turn(rect, rows, cols)
    if sym and image == rect:
        clues[rect] = (rows // 2, cols // 2, rect.area)
        return
    r, c, n = clues[rect] = _clue(rect, rng)
    if sym:
        clues[image] = (rows - 1 - r, cols - 1 - c, n)


def unique_board(
    rows: int,
    cols: int,
    rng: random.Random,
    max_area: int,
    symmetric: bool = False,
    cancel: CancelToken | None = None,
) -> Puzzle:
    """A rows x cols puzzle with exactly one solution (rectangles of at most `max_area` cells)."""
    while True:
        rects = random_partition(rows, cols, rng, max_area, symmetric)
        clues = _place(rects, rng, rows, cols, symmetric)
        for _ in range(MOVES_PER_CUT):
            puzzle = make_puzzle(rows, cols, list(clues.values()))
            result = solve(puzzle, limit=2, cancel=cancel)
            if result.status is SolveStatus.CANCELLED:
                raise Cancelled
            if result.status is SolveStatus.SOLVED:
                return puzzle
            if result.status is not SolveStatus.MULTIPLE:
                break
            first, second = result.solutions
            for rect in rects:
                if rect not in first.rects or rect not in second.rects:
                    _move(clues, rect, rng, rows, cols, symmetric)


def generate(job: GenerateJob) -> Puzzle:
    """A unique, not dull puzzle of the asked size whose grade is in the difficulty's levels."""
    options, rng, cancel, progress = job.options, job.rng, job.cancel, job.progress
    if options.difficulty not in LEVELS_OF:
        raise ValueError(f"unknown Shikaku difficulty '{options.difficulty}'")
    wanted = LEVELS_OF[options.difficulty]
    rows, cols = options.rows, options.cols
    for _ in attempts(MAX_TRIES, cancel, progress, lambda attempt: min(0.99, (attempt + 1) / 50)):
        puzzle = unique_board(rows, cols, rng, max_area_for(rows, cols), options.symmetric, cancel)
        if dull(puzzle) or chain_finishes(puzzle) != (max(wanted) <= CHAIN_LEVEL):
            continue
        if grade_level(puzzle, cancel) in wanted:
            return found(puzzle, progress)
    raise RuntimeError(f"no {options.difficulty} {cols}x{rows} Shikaku in {MAX_TRIES} tries")

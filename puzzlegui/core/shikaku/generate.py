"""New Shikaku puzzles with exactly one solution and a set grade, reproducible from a Random.

After Tatham's Rect generator: cut the grid into random rectangles (cut.py; a dull cut, see
`dull`, is drawn again), put each clue on a random cell of its rectangle and ask the solver for
two solutions. While a second solution exists, the clues of the rectangles the two solutions
disagree on move to other cells; after a few tries a new cut is made. With `symmetric`, the cut
and the clues are symmetric under a half turn (a clue and its image move together). For an
easy board, the clues the easy rules cannot reach move too, a few rounds (`_ease`). A unique
board whose grade (ladder.grade_level, the hint walk's hardest level) is not in the asked
difficulty's levels is thrown away and the next one tried. The chain run once from scratch
decides cheaply whether the grade is at most "chain" (it pins every clue exactly then), so most
boards a difficulty cannot use are dropped before the full grade.
Cost: a cut, a few solves and at most one grade per try (and a few rounds for easy).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from puzzlegui.core.attempts import attempts, found
from puzzlegui.core.cancel import Cancelled, CancelToken
from puzzlegui.core.model import GenerateJob, SolveStatus

from .cut import random_partition, turn
from .deduce import initial_candidates, propagate
from .ladder import RULE_NAMES, grade_level, open_after
from .puzzle import Clue, Puzzle, Rect, make_puzzle
from .solver import solve

MOVES_PER_CUT = 12
REPAIRS = 20
"""Rounds of moving an easy board's stuck clues before a new cut (the rounds needed on 50x40
and 60x60 boards: docs/shikaku-notes.md)."""
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
SIZE_RANGE = (5, 60)
"""The smallest and largest side `generate` accepts (janko's boards go to 50 x 40)."""
SYMMETRIC = True
"""New puzzles have symmetric clues unless asked otherwise: most published Shikaku are (janko's:
docs/generation-notes.md, "Symmetry")."""


def difficulty_of(level: int) -> str | None:
    """The difficulty whose levels hold `level` (None for 'needs guessing')."""
    return next((name for name, levels in LEVELS_OF.items() if level in levels), None)


MAX_SHARE_OF_TWOS = 0.35
"""A board with more 2s than this share of its clues is dull (docs/shikaku-notes.md)."""
MAX_AREA = 12
"""The largest rectangle a cut draws (but a sixth of the grid on small boards), chosen with
cut.LARGER so that the mean clue is near janko's at every size (docs/shikaku-notes.md)."""


def max_area_for(rows: int, cols: int) -> int:
    """The largest rectangle cut: MAX_AREA cells, at most a sixth of the grid."""
    return max(2, min(MAX_AREA, rows * cols // 6))


def dull(puzzle: Puzzle) -> bool:
    """Too many 2s, a 1, or a rectangle above a sixth of the grid (Tatham's limit)."""
    return dull_areas([n for _, _, n in puzzle.clues], puzzle.rows * puzzle.cols)


def dull_areas(numbers: list[int], cells: int) -> bool:
    """`dull` for the clue numbers (the cut's areas) of a grid of `cells` cells: a cut is
    judged before any clue is placed, so a dull one costs no solve."""
    if not numbers or 1 in numbers:
        return True
    twos = sum(1 for n in numbers if n == 2)
    return twos > MAX_SHARE_OF_TWOS * len(numbers) or max(numbers) > max(2, cells // 6)


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
    """A rows x cols puzzle with exactly one solution that is not dull (rectangles of at most
    `max_area` cells)."""
    return _unique(Layout(rows, cols, symmetric, rng, cancel), max_area)[0]


@dataclass(frozen=True)
class Layout:
    """What every clue move needs: the grid, the symmetry, the random source, the cancel."""

    rows: int
    cols: int
    symmetric: bool
    rng: random.Random
    cancel: CancelToken | None


def _unique(layout: Layout, max_area: int) -> tuple[Puzzle, list[Rect], dict[Rect, Clue]]:
    """A unique, not dull puzzle, its cut and its clue per rectangle."""
    rows, cols, sym, rng = layout.rows, layout.cols, layout.symmetric, layout.rng
    while True:
        if layout.cancel is not None:
            layout.cancel.raise_if_cancelled()
        rects = random_partition(rows, cols, rng, max_area, sym)
        if dull_areas([rect.area for rect in rects], rows * cols):
            continue
        clues = _place(rects, rng, rows, cols, sym)
        puzzle = _settle(layout, rects, clues)
        if puzzle is not None:
            return puzzle, rects, clues


def _settle(layout: Layout, rects: list[Rect], clues: dict[Rect, Clue]) -> Puzzle | None:
    """The puzzle of `clues` once it has one solution: while two solutions exist, the clues of
    the rectangles they disagree on move (in `clues`); None after MOVES_PER_CUT moves or when
    no solution is left."""
    for _ in range(MOVES_PER_CUT):
        puzzle = make_puzzle(layout.rows, layout.cols, list(clues.values()))
        result = solve(puzzle, limit=2, cancel=layout.cancel)
        if result.status is SolveStatus.CANCELLED:
            raise Cancelled
        if result.status is SolveStatus.SOLVED:
            return puzzle
        if result.status is not SolveStatus.MULTIPLE:
            return None
        first, second = result.solutions
        for rect in rects:
            if rect not in first.rects or rect not in second.rects:
                _move(clues, rect, layout.rng, layout.rows, layout.cols, layout.symmetric)
    return None


def _ease(
    layout: Layout, puzzle: Puzzle, rects: list[Rect], clues: dict[Rect, Clue], level: int
) -> Puzzle | None:
    """The puzzle with grade at most `level`, made by moving the clues the hint walk up to that
    level leaves open (then settling uniqueness again), at most REPAIRS times; else None.
    Large boards almost always hold some knot that needs the chain; moving only its clues
    keeps the rest of the board, where a fresh cut would draw new knots elsewhere."""
    for _ in range(REPAIRS):
        stuck = open_after(puzzle, level, layout.cancel)
        if not stuck:
            return puzzle
        rect_at = {(r, c): rect for rect, (r, c, _) in clues.items()}
        for index in stuck:
            r, c, _ = puzzle.clues[index]
            _move(clues, rect_at[r, c], layout.rng, layout.rows, layout.cols, layout.symmetric)
        settled = _settle(layout, rects, clues)
        if settled is None:
            return None
        puzzle = settled
    return None


def generate(job: GenerateJob) -> Puzzle:
    """A unique, not dull puzzle of the asked size whose grade is in the difficulty's levels."""
    options, rng, cancel, progress = job.options, job.rng, job.cancel, job.progress
    if options.difficulty not in LEVELS_OF:
        raise ValueError(f"unknown Shikaku difficulty '{options.difficulty}'")
    wanted = LEVELS_OF[options.difficulty]
    rows, cols = options.rows, options.cols
    layout = Layout(rows, cols, options.symmetric, rng, cancel)
    for _ in attempts(MAX_TRIES, cancel, progress, lambda attempt: min(0.99, (attempt + 1) / 50)):
        puzzle, rects, clues = _unique(layout, max_area_for(rows, cols))
        if max(wanted) < CHAIN_LEVEL:
            eased = _ease(layout, puzzle, rects, clues, max(wanted))
            if eased is None:
                continue
            puzzle = eased
        if chain_finishes(puzzle) != (max(wanted) <= CHAIN_LEVEL):
            continue
        if grade_level(puzzle, cancel) in wanted:
            return found(puzzle, progress)
    raise RuntimeError(f"no {options.difficulty} {cols}x{rows} Shikaku in {MAX_TRIES} tries")

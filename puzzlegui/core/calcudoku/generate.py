"""New Calcudoku puzzles with one solution and a requested difficulty, reproducible from a
`random.Random`.

A random Latin square is cut into cages grown from random cells (three in four dominoes), each
cage gets an operation its digits allow, and the draw is kept when the hint ladder grades it at
the difficulty asked (Tatham's Keen generator works the same way); a grade below "contradiction"
means sound rules fill the grid, which proves the solution unique, and the solver checks the
rest. A draw is dull, and redrawn, with more one-cell cages than n // 2, or with a trivial clue:
a two- or three-cell cage that can only hold one set of digits (3+, 2* or (n-1)- on a domino).
Cost: a draw is judged in bulk (singles and cage fillings to a fixpoint), then the few that
pass get the step-by-step grade (times in docs/calcudoku-notes.md).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import lru_cache
from math import prod

from puzzlegui.core.cancel import Budget, CancelToken, TimedOut
from puzzlegui.core.grid import neighbours
from puzzlegui.core.latin import line_houses, subsets_pass
from puzzlegui.core.model import Cell, GenerateOptions

from .cagefit import CageFit
from .deduce import holds
from .fillings import cage_fillings
from .ladder import LEVELS, grade
from .puzzle import Cage, Puzzle, make_puzzle
from .solver import solutions

DIFFICULTIES: tuple[str, ...] = ("easy", "medium", "hard", "extreme")
"""Easy: singles and cage fillings (Tatham's Easy and Normal); medium: pairs and triples too;
hard: a cage's digit confined to one line too (both Tatham's Hard); extreme: a trial that ends
in a contradiction, or guessing (Tatham's Extreme and Unreasonable)."""

_LEVELS: dict[str, tuple[int, ...]] = {
    "easy": (1, 2, 3, 4),
    "medium": (5,),
    "hard": (6,),
    "extreme": (7, 8),
}
DEFAULT_SIZE = (6, 6)
SIZE_RANGE = (4, 9)
"""The smallest and largest side of a generated square."""
_MAX_SIZE = {"easy": 3, "medium": 3, "hard": 4, "extreme": 4}
_MAX_DRAWS = 20_000


def difficulty_of(level: int) -> str:
    """The difficulty name of a ladder level (ladder.LEVELS, 1-based)."""
    return next(name for name, levels in _LEVELS.items() if level in levels)


def latin_square(n: int, rng: random.Random) -> list[list[int]]:
    """A random n x n Latin square of digits 1..n, row by row: each row a random perfect
    matching of columns to the digits their column still lacks (one always exists, by Hall's
    theorem on Latin rectangles). Not uniform, but far richer than a shuffled cyclic square,
    whose many 2x2 sub-squares make puzzles ambiguous."""
    grid: list[list[int]] = []
    for _ in range(n):
        used = [{row[c] for row in grid} for c in range(n)]
        grid.append(_random_matching(n, used, rng))
    return grid


def _random_matching(n: int, used: list[set[int]], rng: random.Random) -> list[int]:
    """A digit per column, all different, none in the column's `used` set (Kuhn's algorithm
    with shuffled choices)."""
    column_of: dict[int, int] = {}

    def place(col: int, seen: set[int]) -> bool:
        digits = [d for d in range(1, n + 1) if d not in used[col] and d not in seen]
        rng.shuffle(digits)
        for d in digits:
            seen.add(d)
            if d not in column_of or place(column_of[d], seen):
                column_of[d] = col
                return True
        return False

    for col in rng.sample(range(n), n):
        place(col, set())
    row = [0] * n
    for d, col in column_of.items():
        row[col] = d
    return row


def random_cages(n: int, rng: random.Random, max_size: int, singles: float) -> list[list[Cell]]:
    """A partition of the grid into connected cages of 1 to `max_size` cells."""
    owner: dict[Cell, int] = {}
    cages: list[list[Cell]] = []
    for start in rng.sample([(r, c) for r in range(n) for c in range(n)], n * n):
        if start in owner:
            continue
        size = 1 if rng.random() < singles else _size(rng, max_size)
        cage = [start]
        owner[start] = len(cages)
        while len(cage) < size:
            free = [x for cell in cage for x in neighbours(cell, n, n) if x not in owner]
            if not free:
                break
            cell = rng.choice(free)
            owner[cell] = len(cages)
            cage.append(cell)
        cages.append(cage)
    return cages


def _size(rng: random.Random, max_size: int) -> int:
    """Mostly dominoes (three in four, as Tatham's Keen), else 3 to `max_size` cells."""
    if max_size <= 2 or rng.random() < 0.75:
        return min(2, max_size)
    return rng.randint(3, max_size)


def clue_options(values: list[int]) -> list[tuple[str, int]]:
    """Every (operation, target) the values make, weighted: on two cells `-` twice and `/` four
    times as likely as `+` or `*`, since they say more about the digits."""
    if len(values) == 1:
        return [("=", values[0])]
    high, low = max(values), min(values)
    options = [("+", sum(values)), ("*", prod(values))]
    if len(values) == 2:
        options += [("-", high - low)] * 2
        if high % low == 0:
            options += [("/", high // low)] * 4
    return options


def clue_for(values: list[int], rng: random.Random) -> tuple[str, int]:
    """An operation and target the values make."""
    return rng.choice(clue_options(values))


def is_trivial(n: int, op: str, target: int, cells: list[Cell]) -> bool:
    """True when a cage of two or three cells can only hold one set of digits."""
    if not 2 <= len(cells) <= 3:
        return False
    top, left = min(r for r, _ in cells), min(c for _, c in cells)
    return _trivial(n, op, target, tuple(sorted((r - top, c - left) for r, c in cells)))


@lru_cache(maxsize=4096)
def _trivial(n: int, op: str, target: int, shape: tuple[Cell, ...]) -> bool:
    found = cage_fillings(n, op, target, shape, limit=200)
    return len({tuple(sorted(t)) for t in found}) <= 1


def clues(n: int, grid: list[list[int]], parts: list[list[Cell]], rng: random.Random) -> list[Cage]:
    """A clue per cage, avoiding trivial clues wherever the digits allow another."""
    cages = []
    for cells in parts:
        options = clue_options([grid[r][c] for r, c in cells])
        fair = [o for o in options if not is_trivial(n, o[0], o[1], cells)]
        op, target = rng.choice(fair or options)
        cages.append(Cage(op, target, tuple(cells)))
    return cages


def is_unique(puzzle: Puzzle) -> bool:
    """True when the puzzle has exactly one solution (False when that takes too long to tell)."""
    found = solutions(puzzle, Budget(max_nodes=50_000))
    try:
        return sum(1 for _ in zip(found, range(2), strict=False)) == 1
    except TimedOut:
        return False


def is_dull(puzzle: Puzzle) -> bool:
    """More one-cell cages than n // 2, or a trivial clue (see the module docstring)."""
    n, cages = puzzle.n, puzzle.cages
    if sum(1 for cage in cages if len(cage.cells) == 1) > n // 2:
        return True
    return any(is_trivial(n, c.op, c.target, list(c.cells)) for c in cages)


def merge_singles(n: int, parts: list[list[Cell]], keep: int, rng: random.Random) -> None:
    """Join one-cell cages past the first `keep` to their smallest neighbouring cage."""
    owner = {cell: k for k, cells in enumerate(parts) for cell in cells}
    for k, cells in enumerate(parts):
        if len(cells) != 1:
            continue
        if keep > 0:
            keep -= 1
            continue
        near = {owner[x] for x in neighbours(cells[0], n, n)} - {k}
        into = min(sorted(near), key=lambda j: (len(parts[j]), rng.random()))
        parts[into].append(cells[0])
        owner[cells[0]] = into
        cells.clear()
    parts[:] = [cells for cells in parts if cells]


def draw(n: int, difficulty: str, rng: random.Random) -> Puzzle:
    """A random solution grid cut into cages with clues (maybe dull)."""
    grid = latin_square(n, rng)
    singles = 0.1 if difficulty == "easy" else 0.04
    parts = random_cages(n, rng, _MAX_SIZE[difficulty], singles)
    merge_singles(n, parts, n // 2 if difficulty == "easy" else n // 3, rng)
    return make_puzzle(n, clues(n, grid, parts, rng))


def closes(puzzle: Puzzle, with_subsets: bool) -> bool:
    """True when singles and cage fillings (and pairs and triples) fill the grid: the fixpoint
    of ladder levels 1-4 (1-5), reached in bulk, so a draw is judged in a few milliseconds
    before the step-by-step grade confirms it."""
    n = puzzle.n
    fit = CageFit(puzzle)
    rows, cols = line_houses(n)
    cand = [(1 << n) - 1] * (n * n)
    while True:
        if not holds(fit, cand):
            return False
        if not (with_subsets and subsets_pass(cand, rows + cols, n)):
            return all(m & (m - 1) == 0 for m in cand)


def _promising(puzzle: Puzzle, difficulty: str) -> bool:
    if difficulty == "easy":
        return closes(puzzle, False)
    if difficulty == "medium":
        return closes(puzzle, True) and not closes(puzzle, False)
    return not closes(puzzle, True)


def _graded_as(puzzle: Puzzle, difficulty: str, cancel: CancelToken | None) -> bool:
    """True when the puzzle's grade is the difficulty and it has one solution. The walk stops at
    level 6 (trials are costly): stuck there means level 7 or 8, extreme, once the solver proves
    the solution unique; below, sound rules that fill the grid prove it unique themselves."""
    level = grade(puzzle, cancel, 6)[0]
    if difficulty == "extreme":
        return level == len(LEVELS) and is_unique(puzzle)
    return difficulty_of(level) == difficulty


def generate(
    options: GenerateOptions,
    rng: random.Random,
    cancel: CancelToken | None = None,
    progress: Callable[[float], None] | None = None,
) -> Puzzle:
    """A puzzle with one solution whose grade is the difficulty asked."""
    n, difficulty = options.rows, options.difficulty
    low, high = SIZE_RANGE
    if options.rows != options.cols or not low <= n <= high:
        raise ValueError(f"Calcudoku squares go from {low} to {high} cells a side")
    if difficulty not in _LEVELS:
        raise ValueError(f"difficulty: one of {', '.join(DIFFICULTIES)}")
    for count in range(_MAX_DRAWS):
        if cancel is not None:
            cancel.raise_if_cancelled()
        if progress is not None and count % 16 == 0:
            progress(min(0.99, count / 500))
        puzzle = draw(n, difficulty, rng)
        if is_dull(puzzle) or not _promising(puzzle, difficulty):
            continue
        if _graded_as(puzzle, difficulty, cancel):
            if progress is not None:
                progress(1.0)
            return puzzle
    raise RuntimeError(f"no {difficulty} {n}x{n} puzzle in {_MAX_DRAWS} draws")

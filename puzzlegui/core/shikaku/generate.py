"""New Shikaku puzzles with exactly one solution, reproducible from a `random.Random`.

Cut the grid into random rectangles (scanning row-major: each first free cell starts a rectangle
of a random shape that fits the free space), put each clue on a random cell of its rectangle,
and ask the solver for two solutions. While a second solution exists, the clues of the
rectangles the two solutions disagree on move to other cells; after a few tries a new cut is
made. The grade is deduce.grade: the hardest named rule needed without guessing.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from puzzlegui.core.cancel import Cancelled, CancelToken
from puzzlegui.core.model import GenerateOptions, SolveStatus

from .deduce import grade
from .puzzle import Clue, Puzzle, Rect, make_puzzle
from .solver import solve

MOVES_PER_CUT = 12


def random_partition(rows: int, cols: int, rng: random.Random, max_area: int) -> list[Rect]:
    """The grid cut into rectangles of 2 to `max_area` cells (1 only where nothing else fits)."""
    free = [[True] * cols for _ in range(rows)]
    rects: list[Rect] = []
    for r in range(rows):
        for c in range(cols):
            if free[r][c]:
                rect = _random_rect(free, r, c, rng, max_area)
                for cr, cc in rect.cells():
                    free[cr][cc] = False
                rects.append(rect)
    return _merge_singletons(rects)


def _merge_singletons(rects: list[Rect]) -> list[Rect]:
    """Join each 1x1 rectangle to a neighbour with which it forms a rectangle, where one does."""
    for single in [rect for rect in rects if rect.area == 1]:
        for other in rects:
            merged = _union(single, other)
            if merged is not None and other.area > 1:
                rects.remove(single)
                rects[rects.index(other)] = merged
                break
    return rects


def _union(single: Rect, other: Rect) -> Rect | None:
    r, c = single.row, single.col
    if other.height == 1 and other.row == r:
        if other.col + other.width == c:
            return Rect(r, other.col, 1, other.width + 1)
        if other.col == c + 1:
            return Rect(r, c, 1, other.width + 1)
    if other.width == 1 and other.col == c:
        if other.row + other.height == r:
            return Rect(other.row, c, other.height + 1, 1)
        if other.row == r + 1:
            return Rect(r, c, other.height + 1, 1)
    return None


def _random_rect(free: list[list[bool]], r: int, c: int, rng: random.Random, limit: int) -> Rect:
    run = 0
    while c + run < len(free[0]) and free[r][c + run]:
        run += 1
    shapes: list[tuple[int, int]] = []
    for w in range(1, min(run, limit) + 1):
        h = 1
        while r + h <= len(free) and h * w <= limit and all(free[r + h - 1][c : c + w]):
            if h * w >= 2:
                shapes.append((h, w))
            h += 1
    h, w = rng.choice(shapes) if shapes else (1, 1)
    return Rect(r, c, h, w)


def _clue(rect: Rect, rng: random.Random) -> Clue:
    r, c = rng.choice(rect.cells())
    return (r, c, rect.area)


def generate(
    rows: int,
    cols: int,
    rng: random.Random,
    max_area: int = 12,
    cancel: CancelToken | None = None,
) -> Puzzle:
    """A rows x cols puzzle with exactly one solution (rectangles of at most `max_area` cells)."""
    while True:
        rects = random_partition(rows, cols, rng, max_area)
        clues = {rect: _clue(rect, rng) for rect in rects}
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
                    clues[rect] = _clue(rect, rng)


def generate_graded(
    rows: int, cols: int, seed: int, level: int, max_area: int = 12, tries: int = 200
) -> Puzzle:
    """A puzzle whose grade is `level` (1 to 4), or the hardest met in `tries` attempts."""
    rng = random.Random(seed)
    best: tuple[int, Puzzle] | None = None
    for _ in range(tries):
        puzzle = generate(rows, cols, rng, max_area)
        found = grade(puzzle)
        if found == level:
            return puzzle
        if found <= level and (best is None or found > best[0]):
            best = (found, puzzle)
    if best is None:
        raise ValueError(f"no puzzle of grade {level} or below found")
    return best[1]


DIFFICULTIES: tuple[str, ...] = ("easy", "medium", "hard")
"""Difficulty names, easiest first: grade 1, grade 2, grade 3 or 4."""


def generate_for(
    options: GenerateOptions,
    rng: random.Random,
    cancel: CancelToken | None = None,
    progress: Callable[[float], None] | None = None,
    tries: int = 100,
) -> Puzzle:
    """A puzzle of the asked size and difficulty (the closest grade met in `tries` attempts)."""
    wanted = DIFFICULTIES.index(options.difficulty) + 1
    max_area = min(16, max(6, (options.rows + options.cols) // 2))
    best: tuple[int, Puzzle] | None = None
    for attempt in range(tries):
        puzzle = generate(options.rows, options.cols, rng, max_area, cancel)
        found = min(grade(puzzle), 3)
        if progress is not None:
            progress((attempt + 1) / tries)
        if found == wanted:
            return puzzle
        if best is None or abs(found - wanted) < abs(best[0] - wanted):
            best = (found, puzzle)
    assert best is not None
    return best[1]

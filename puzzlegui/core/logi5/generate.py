"""New Logi-5 puzzles with one solution and a requested grade, reproducible from a Random.

As Tatham's Solo generator: a region layout (regions.py: uniform over all pentomino partitions
of a 5x5), a random solution for it, then givens removed in random order (or in pairs symmetric
about the centre) while the ladder of ladder.py, up to the requested level, still solves the
puzzle; the result is minimal for that level and is kept only if its grade equals the request.
Solving by rules implies one solution; the solver confirms it. The solution fill is a random
depth-first search with singles propagation, or with `method="stochastic"` the seed's stochastic
repair (stochastic.py). A 5x5 takes a few milliseconds to a few tens (see docs/logi5-notes.md).

Dull boards are rejected: layouts whose regions are all whole rows or columns (regions.is_dull).
"""

from __future__ import annotations

import random

from puzzlegui.core.attempts import attempts, found
from puzzlegui.core.cancel import Budget, CancelToken, TimedOut
from puzzlegui.core.latin import singles_fixpoint
from puzzlegui.core.latin_hints import bits
from puzzlegui.core.model import (
    GenerateJob,
    GenerateOptions,
    SolveStatus,
    Violation,
    levels_by_difficulty,
)

from .ladder import GUESSING, LEVELS, grade_puzzle, solvable_at
from .puzzle import Puzzle, with_givens
from .regions import ENUMERATED_UP_TO, random_regions
from .rules import MESSAGES
from .solver import solve
from .stochastic import Repair

DIFFICULTIES: tuple[str, ...] = ("easy", "medium", "hard", "fiendish")
"""Difficulty names: easy, medium and hard need ladder levels 1, 2 and 3 (ladder.LEVELS);
fiendish needs pairs and triples or a trial (levels 4 and 5). Puzzles that need level 4 exactly
are rare on a 5x5: they share a name. A puzzle that needs guessing is never made: the hint
ladder could not explain it."""

DEFAULT_SIZE = (5, 5)
SIZE_RANGE = (4, 7)
FILL_NODES = 200
"""A fill of a 5x5 layout that has a solution takes at most ~35 nodes (all 4006 layouts tried);
the 64 layouts without one are given up after this many. Larger squares get 10 times more."""
STOCHASTIC_NODES = 20_000
METHODS = ("default", "stochastic")


def levels_of(difficulty: str) -> tuple[int, int]:
    """The (lowest, highest) grade a difficulty accepts; ValueError for an unknown name."""
    if difficulty not in DIFFICULTIES:
        raise ValueError(f"unknown difficulty '{difficulty}' (known: {', '.join(DIFFICULTIES)})")
    level = DIFFICULTIES.index(difficulty) + 1
    return (level, GUESSING - 1) if level == len(DIFFICULTIES) else (level, level)


def difficulty_of(level: int) -> str | None:
    """The difficulty name of a grade level; None for "needs guessing", which none accepts."""
    if level >= GUESSING:
        return None
    return DIFFICULTIES[min(level, len(DIFFICULTIES)) - 1]


LEVELS_OF = levels_by_difficulty(DIFFICULTIES, len(LEVELS), difficulty_of)
"""The grade levels each difficulty accepts."""

SYMMETRIC_LAYOUTS: dict[tuple[int, int], tuple[tuple[int, ...], ...]] = {
    (4, 3): (
        (0, 0, 0, 0, 1, 1, 2, 2, 1, 1, 3, 2, 3, 3, 3, 2),
        (0, 0, 0, 0, 1, 1, 2, 2, 1, 3, 2, 2, 1, 3, 3, 3),
        (0, 0, 0, 1, 2, 2, 0, 1, 2, 2, 1, 1, 3, 3, 3, 3),
        (0, 0, 0, 1, 2, 2, 0, 1, 2, 3, 1, 1, 2, 3, 3, 3),
        (0, 0, 0, 1, 2, 2, 0, 1, 2, 3, 3, 1, 2, 3, 3, 1),
        (0, 1, 1, 1, 0, 1, 2, 2, 0, 0, 2, 2, 3, 3, 3, 3),
        (0, 1, 1, 1, 0, 1, 2, 2, 0, 0, 3, 2, 3, 3, 3, 2),
        (0, 1, 1, 2, 0, 1, 1, 2, 0, 0, 3, 2, 3, 3, 3, 2),
        (0, 1, 1, 1, 0, 1, 2, 2, 0, 3, 3, 2, 0, 3, 3, 2),
        (0, 1, 1, 2, 0, 1, 1, 2, 0, 3, 2, 2, 0, 3, 3, 3),
    ),
    (4, 4): (),
    (4, 5): (),
}
"""(side, grade) -> the only layouts with a set of half-turn symmetric givens of that grade,
where they are few or none, from every case tried (scripts/logi5_symmetric.py --layouts 3: all
115 4x4 layouts, every solution, every set of orbits): 10 have a hard one, none a harder one.
A symmetric hard 4x4 draws its layout from the ten (drawn from all, nine tries in ten were
spent on layouts that cannot give one); a grade with none is refused (`refusal`): a search
for it would never end."""


def _layout(
    n: int, level: int, options: GenerateOptions, rng: random.Random, cancel: CancelToken | None
) -> tuple[int, ...]:
    """A random layout for a puzzle of grade `level`: from SYMMETRIC_LAYOUTS when it lists
    the only ones a symmetric puzzle of that grade can have, else from every layout."""
    few = SYMMETRIC_LAYOUTS.get((n, level)) if options.symmetric else None
    return rng.choice(few) if few else random_regions(n, rng, cancel)


def refusal(options: GenerateOptions) -> Violation | None:
    """Why no puzzle of these options exists (a symmetric 4x4 harder than any can be), else
    None (PuzzleType.refusal)."""
    if not options.symmetric or options.difficulty not in DIFFICULTIES:
        return None
    low, high = levels_of(options.difficulty)
    if any(SYMMETRIC_LAYOUTS.get((options.rows, level)) != () for level in range(low, high + 1)):
        return None
    return MESSAGES.violation("logi5.symmetric-too-hard", [], side=options.rows)


def random_fill(puzzle: Puzzle, rng: random.Random, budget: Budget) -> list[int]:
    """A random solution of `puzzle`: depth-first, singles at each node, digits in random order.
    Raises TimedOut when the budget runs out or no solution exists."""
    n, houses, full = puzzle.n, puzzle.houses, (1 << puzzle.n) - 1
    stack = [[1 << (g - 1) if g else full for g in puzzle.givens]]
    while stack:
        budget.tick()
        cand = stack.pop()
        if not singles_fixpoint(cand, houses, full):
            continue
        open_cells = [(m.bit_count(), i) for i, m in enumerate(cand) if m & (m - 1)]
        if not open_cells:
            return [m.bit_length() for m in cand]
        _, best = min(open_cells)
        digits = bits(cand[best])
        rng.shuffle(digits)
        for d in digits:
            branch = cand[:]
            branch[best] = 1 << d
            stack.append(branch)
    raise TimedOut(f"no {n}x{n} solution for these regions")


def solution_for(
    n: int, regions: tuple[int, ...], rng: random.Random, method: str, cancel: CancelToken | None
) -> list[int] | None:
    """A random solution for the regions by `method`, or None when its budget runs out."""
    empty = Puzzle(n, regions, (0,) * (n * n))
    try:
        if method == "stochastic":
            return Repair(empty, rng).run(Budget(cancel, max_nodes=STOCHASTIC_NODES))
        nodes = FILL_NODES if n <= ENUMERATED_UP_TO else 10 * FILL_NODES
        return random_fill(empty, rng, Budget(cancel, max_nodes=nodes))
    except TimedOut:
        return None


def orbits(n: int, symmetric: bool) -> list[list[int]]:
    """Cells removed together: singletons, or pairs turned half a turn about the centre."""
    if not symmetric:
        return [[i] for i in range(n * n)]
    return [sorted({i, n * n - 1 - i}) for i in range(n * n) if i <= n * n - 1 - i]


def _solvable(puzzle: Puzzle, level: int) -> bool:
    """True when the ladder up to `level` solves it (GUESSING: when it has one solution)."""
    if level >= GUESSING:
        return solve(puzzle, limit=2).status is SolveStatus.SOLVED
    return solvable_at(puzzle, level)


def reduce_givens(
    puzzle: Puzzle, level: int, rng: random.Random, symmetric: bool, cancel: CancelToken | None
) -> Puzzle:
    """Remove givens in random (orbit) order while the ladder up to `level` still solves."""
    n, givens = puzzle.n, list(puzzle.givens)
    groups = [g for g in orbits(n, symmetric) if all(givens[i] for i in g)]
    rng.shuffle(groups)
    for group in groups:
        if cancel is not None:
            cancel.raise_if_cancelled()
        saved = [givens[i] for i in group]
        for i in group:
            givens[i] = 0
        if not _solvable(with_givens(puzzle, tuple(givens)), level):
            for i, digit in zip(group, saved, strict=True):
                givens[i] = digit
    return with_givens(puzzle, tuple(givens))


def _check_options(options: GenerateOptions) -> tuple[int, tuple[int, int]]:
    n = options.rows
    if options.cols != n or not SIZE_RANGE[0] <= n <= SIZE_RANGE[1]:
        raise ValueError(f"Logi-5 squares go from {SIZE_RANGE[0]} to {SIZE_RANGE[1]} cells a side")
    if options.method not in METHODS:
        raise ValueError(f"unknown method '{options.method}' (known: {', '.join(METHODS)})")
    return n, levels_of(options.difficulty)


def generate(job: GenerateJob) -> Puzzle:
    """A puzzle with one solution whose grade is the requested difficulty."""
    options, rng, cancel, progress = job.options, job.rng, job.cancel, job.progress
    n, levels = _check_options(options)
    refused = refusal(options)
    if refused is not None:
        raise ValueError(refused.message)
    for _ in attempts(None, cancel, progress, lambda attempt: (attempt + 1) / (attempt + 11)):
        puzzle = attempt_once(n, levels, options, rng, cancel)
        if puzzle is not None:
            return found(puzzle, progress)
    raise AssertionError("attempts without a limit never end")


def attempt_once(
    n: int,
    levels: tuple[int, int],
    options: GenerateOptions,
    rng: random.Random,
    cancel: CancelToken | None,
) -> Puzzle | None:
    """One try: regions, a solution, givens removed; None if the grade misses the levels."""
    low, high = levels
    regions = _layout(n, low, options, rng, cancel)
    grid = solution_for(n, regions, rng, options.method, cancel)
    if grid is None:
        return None
    full = Puzzle(n, regions, tuple(grid))
    # The top difficulty reduces to uniqueness (one solver call per given, where the trials of
    # level 5 would cost a walk each), then gives back givens until no guessing is needed.
    top = GUESSING if high == GUESSING - 1 else high
    puzzle = reduce_givens(full, top, rng, options.symmetric, cancel)
    if top == high:
        # Solvable up to `high` by construction: the level below alone decides, and checking
        # it costs less than a grade walk.
        if low > 1 and solvable_at(puzzle, low - 1):
            return None
    else:
        level = grade_puzzle(puzzle, cancel=cancel)[0]
        if level > high:
            puzzle, level = _given_back(full, puzzle, high, rng, options.symmetric, cancel)
        if not low <= level <= high:
            return None
    if solve(puzzle, limit=2, cancel=cancel).status is not SolveStatus.SOLVED:
        return None
    return puzzle


def _given_back(
    full: Puzzle,
    puzzle: Puzzle,
    high: int,
    rng: random.Random,
    symmetric: bool,
    cancel: CancelToken | None,
) -> tuple[Puzzle, int]:
    """Givens of the solution put back (the first k orbits of a random order) until the grade
    is at most `high`: k found by bisection (more givens rarely make a puzzle harder), so a few
    grade walks, and the full grid always grades 1."""
    givens = list(puzzle.givens)
    groups = [g for g in orbits(full.n, symmetric) if not all(givens[i] for i in g)]
    rng.shuffle(groups)

    def with_first(k: int) -> tuple[Puzzle, int]:
        back = list(givens)
        for group in groups[:k]:
            for i in group:
                back[i] = full.givens[i]
        made = with_givens(full, tuple(back))
        return made, grade_puzzle(made, cancel=cancel)[0]

    low, high_k = 0, len(groups)  # grade(low) > high; grade(high_k) <= high (assumed)
    best = with_first(high_k)
    while high_k - low > 1:
        mid = (low + high_k) // 2
        found = with_first(mid)
        if found[1] <= high:
            high_k, best = mid, found
        else:
            low = mid
    return best


def fill_trial(method: str, size: int, seed: int) -> tuple[bool, int]:
    """One solution fill of an empty random layout of side `size` by generation `method`, under
    the node budget `generate` gives that method: (a solution was found, nodes spent)."""
    empty = Puzzle(size, random_regions(size, random.Random(seed)), (0,) * (size * size))
    stochastic = method == "stochastic"
    budget = Budget(max_nodes=STOCHASTIC_NODES if stochastic else FILL_NODES)
    try:
        if stochastic:
            Repair(empty, random.Random(seed)).run(budget)
        else:
            random_fill(empty, random.Random(seed), budget)
    except TimedOut:
        return False, budget.nodes
    return True, budget.nodes

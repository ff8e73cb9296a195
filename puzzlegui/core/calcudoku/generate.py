"""New Calcudoku puzzles with one solution and a requested difficulty, reproducible from a
`random.Random`.

A random Latin square is cut into cages grown from random cells (three in four dominoes), each
cage gets an operation its digits allow, and the draw is kept when the hint ladder's rules judge
it at the difficulty asked (Tatham's Keen generator works the same way): the rules of its levels
fill the grid and those of the easier difficulty do not. Rules that fill the grid prove the
solution unique. A draw is dull, and redrawn, with more one-cell cages than n // 2, or with a
trivial clue: a two- or three-cell cage that can only hold one set of digits (3+, 2* or (n-1)-
on a domino). Cost: a draw is judged in bulk (each level's rules to a fixpoint, as Keen's
solver does), never by the step-by-step walk; from 7x7 up a draw is repaired and loosened a
cage at a time rather than redrawn (times in docs/generation-notes.md)."""

from __future__ import annotations

import random
from functools import lru_cache
from math import prod

from puzzlegui.core.attempts import attempts, found
from puzzlegui.core.cancel import Budget, CancelToken, TimedOut
from puzzlegui.core.grid import neighbours
from puzzlegui.core.latin import line_houses, subsets_pass
from puzzlegui.core.model import Cell, GenerateJob

from .cagefit import CageFit, FitCache, shape_fillings
from .deduce import holds, lines_pass
from .fillings import cage_fillings
from .puzzle import Cage, Puzzle, make_puzzle
from .solver import solutions

DIFFICULTIES: tuple[str, ...] = ("easy", "medium", "hard", "extreme")
"""Easy: singles and cage fillings (Tatham's Easy and Normal); medium: pairs and triples too;
hard: a cage's digit confined to one line too (both Tatham's Hard); extreme: a trial that ends
in a contradiction (Tatham's Extreme). A puzzle that needs guessing (Tatham's Unreasonable) is
never made: the hint ladder could not explain it."""

LEVELS_OF: dict[str, tuple[int, ...]] = {
    "easy": (1, 2, 3, 4),
    "medium": (5,),
    "hard": (6,),
    "extreme": (7,),
}
DEFAULT_SIZE = (6, 6)
SIZE_RANGE = (4, 9)
"""The smallest and largest side of a generated square."""
_BULK: dict[str, tuple[int | None, int | None]] = {
    "easy": (4, None),
    "medium": (5, 4),
    "hard": (6, 5),
    "extreme": (None, 6),
}
"""Per difficulty: the level whose bulk fixpoint must fill the grid, and the one that must not."""
_MAX_SIZE = {"easy": 3, "medium": 3, "hard": 4, "extreme": 4}
_MAX_DRAWS = 20_000
REPAIRS = 40
"""Changes tried on one draw before it is given up (`repair`)."""
REPAIR_FROM = 7
"""The smallest side whose draws are repaired: smaller squares pass as drawn often enough (a
plain draw costs a millisecond there), and repairs made 4x4 medium ten times slower."""
STALE = 12
"""Changes in a row that open no cell before a repair is given up (a hopeless draw)."""
LOOSENS = 60
"""Changes tried to make a puzzle harder before it is given up (`loosen`)."""


def difficulty_of(level: int) -> str | None:
    """The difficulty name of a ladder level (ladder.LEVELS, 1-based); None for "needs
    guessing", which no difficulty accepts."""
    return next((name for name, levels in LEVELS_OF.items() if level in levels), None)


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
    return make_puzzle(n, clues(n, grid, _parts(n, difficulty, rng), rng))


def _parts(n: int, difficulty: str, rng: random.Random) -> list[list[Cell]]:
    singles = 0.1 if difficulty == "easy" else 0.04
    parts = random_cages(n, rng, _MAX_SIZE[difficulty], singles)
    merge_singles(n, parts, n // 2 if difficulty == "easy" else n // 3, rng)
    return parts


def _drawn(
    n: int, difficulty: str, rng: random.Random, cancel: CancelToken | None = None
) -> Puzzle | None:
    """A draw with the clues that say most, repaired (`repair`) until the rules of the
    difficulty's own level finish it, then loosened (`loosen`) until those of the level below
    do not: the bulk fixpoints say it is of the difficulty. None if either step fails.
    Extreme starts from a hard puzzle and is loosened until levels 1-6 leave cells open."""
    grid = latin_square(n, rng)
    parts = _parts(n, "hard" if difficulty == "extreme" else difficulty, rng)
    clued = [_clue(n, grid, part, rng, None) for part in parts]
    cages = [cage for cage in clued if cage is not None]
    top, below = _BULK[difficulty]
    fixed = repair(n, grid, cages, 6 if top is None else top, rng, cancel)
    if fixed is not None and below is not None:
        fixed = loosen(n, grid, fixed, (top, below), rng, cancel)
    return None if fixed is None else make_puzzle(n, fixed)


_FITS: dict[int, FitCache] = {}
"""Cage fillings by side, shared by every draw and change judged (most cages recur)."""


def shared_fit(puzzle: Puzzle) -> CageFit:
    """The puzzle's CageFit, its fillings cached with every other judged puzzle's."""
    return CageFit(puzzle, _FITS.setdefault(puzzle.n, FitCache()))


def closes(puzzle: Puzzle, top: int) -> bool:
    """True when the ladder's rules up to level `top` (4, 5 or 6) fill the grid (`fixpoint`)."""
    cand = fixpoint(puzzle, top)
    return cand is not None and not undecided(cand)


def fixpoint(
    puzzle: Puzzle, top: int, cand: list[int] | None = None, fit: CageFit | None = None
) -> list[int] | None:
    """The candidates the ladder's rules up to level `top` (4, 5 or 6) leave, from the empty
    grid (or from `cand`, narrowed in place): singles and cage fillings, then pairs and triples
    (5), then cages in one line (6), applied in bulk (sound eliminations reach one fixpoint in
    any order: the walk's), so a draw is judged in a few milliseconds. None on a
    contradiction."""
    n = puzzle.n
    fit = shared_fit(puzzle) if fit is None else fit
    rows, cols = line_houses(n)
    cand = [(1 << n) - 1] * (n * n) if cand is None else cand
    while True:
        if not holds(fit, cand):
            return None
        if top >= 5 and subsets_pass(cand, rows + cols, n):
            continue
        if top >= 6 and lines_pass(fit, cand):
            continue
        return cand


def closes_by_trials(puzzle: Puzzle, cand: list[int] | None = None) -> bool:
    """True when the ladder's rules up to level 7 fill the grid: levels 1-6 in bulk, then every
    candidate whose trial under singles and cage fillings fails (the ladder's contradiction
    step, deduce.cage_trial) is struck out at once, and again until the grid is full (True) or
    no trial fails (False: the walk would need guessing). `cand`, when given, is the level-6
    fixpoint already reached. Rules that fill the grid prove the solution unique, as in
    Tatham's Keen, whose generator judges with its solver's fixpoint at each level, never a
    step-by-step walk. Cost: one propagation per candidate of an open cell per round; cheap
    when levels 1-6 leave few cells open, as after `loosen`."""
    fit = shared_fit(puzzle)
    found = fixpoint(puzzle, 6, None if cand is None else cand[:], fit)
    while found is not None and undecided(found):
        if not _trial_pass(fit, found):
            return False
        found = fixpoint(puzzle, 6, found, fit)
    return found is not None


def _trial_pass(fit: CageFit, cand: list[int]) -> bool:
    """Strike out every candidate of an open cell whose trial fails; True if any went."""
    struck = False
    for c in undecided(cand):
        for d in range(fit.n):
            bit = 1 << d
            if cand[c] & bit and cand[c] != bit:
                trial = cand[:]
                trial[c] = bit
                if not holds(fit, trial):
                    cand[c] &= ~bit
                    struck = True
    return struck


def undecided(cand: list[int]) -> list[int]:
    """The cells with more than one candidate."""
    return [c for c, m in enumerate(cand) if m & (m - 1)]


def repair(
    n: int,
    grid: list[list[int]],
    cages: list[Cage],
    top: int,
    rng: random.Random,
    cancel: CancelToken | None = None,
) -> list[Cage] | None:
    """Make a draw that the rules up to level `top` leave open easier, a change at a time, as
    Spaans' Nurikabe growth does: a cage holding an open cell gets the clue that says most or
    is split (a domino off a large cage; a small one in two within the one-cell cage allowance),
    and a change is kept when fewer cells stay open. None when REPAIRS changes do not close it
    or STALE changes in a row help nothing (the caller draws afresh): each change costs one bulk
    fixpoint, not a whole draw."""
    left, cand = _open(n, cages, top)
    stale = 0
    for _ in range(REPAIRS):
        if cancel is not None:
            cancel.raise_if_cancelled()
        if left == 0 or stale >= STALE:
            break
        changed = _changed(n, grid, cages, cand, rng)
        if changed is None:
            continue
        now, new = _open(n, changed, top)
        stale += 1
        if now < left:
            cages, cand, left, stale = changed, new, now, 0
    return cages if left == 0 else None


def loosen(
    n: int,
    grid: list[list[int]],
    cages: list[Cage],
    levels: tuple[int | None, int],
    rng: random.Random,
    cancel: CancelToken | None = None,
) -> list[Cage] | None:
    """Make a puzzle the rules up to level `levels[0]` finish harder, until those up to
    `levels[1]` no longer do: a random cage gets a random fair clue (not the one that says
    most), kept while the harder rules still finish the grid (when `levels[0]` is None, for
    extreme: kept while trials still finish it, `closes_by_trials`). None after LOOSENS
    changes."""
    top, below = levels
    hard = _open(n, cages, below)[0]  # cells the easier rules leave open: to be raised
    for _ in range(LOOSENS):
        if cancel is not None:
            cancel.raise_if_cancelled()
        if hard > 0:
            return cages
        k = rng.randrange(len(cages))
        cage = cages[k]
        options = clue_options([grid[r][c] for r, c in cage.cells])
        fair = [o for o in options if o != (cage.op, cage.target)]
        fair = [o for o in fair if not is_trivial(n, o[0], o[1], list(cage.cells))]
        if not fair:
            continue
        op, target = rng.choice(fair)
        changed = [*cages[:k], Cage(op, target, cage.cells), *cages[k + 1 :]]
        now, cand = _open(n, changed, below)
        if top is not None and now > 0 and _still_open(n, changed, top, cand):
            continue
        if top is None and now > 0 and not closes_by_trials(make_puzzle(n, changed), cand):
            continue  # extreme: trials must still finish it (never "needs guessing")
        if now >= hard:
            cages, hard = changed, now
    return cages if hard > 0 else None


def _still_open(n: int, cages: list[Cage], top: int, cand: list[int] | None) -> bool:
    """True when the rules up to `top` leave cells open, going on from `cand`, the fixpoint of
    an easier level (the same fixpoint as from the empty grid, for less work)."""
    if cand is None:
        return True
    found = fixpoint(make_puzzle(n, cages), top, cand[:])
    return found is None or bool(undecided(found))


def _open(n: int, cages: list[Cage], top: int) -> tuple[int, list[int] | None]:
    """How many cells the rules up to `top` leave open (all and one more on a contradiction),
    and the candidates."""
    cand = fixpoint(make_puzzle(n, cages), top)
    return (n * n + 1 if cand is None else len(undecided(cand))), cand


def _changed(
    n: int, grid: list[list[int]], cages: list[Cage], cand: list[int] | None, rng: random.Random
) -> list[Cage] | None:
    """The cages with one cage holding an open cell re-clued or split (None if none fits)."""
    open_cells = {divmod(c, n) for c in undecided(cand)} if cand is not None else set()
    touched = [k for k, cage in enumerate(cages) if open_cells & set(cage.cells)] or [0]
    k = rng.choice(touched)
    cells = list(cages[k].cells)
    singles = sum(1 for cage in cages if len(cage.cells) == 1)
    parts = _split(n, cells, rng, singles + (2 if len(cells) == 2 else 1) <= n // 2)
    if parts is None or rng.random() < 0.5:
        parts = [cells]
    new = [_clue(n, grid, part, rng, cages[k] if len(parts) == 1 else None) for part in parts]
    if any(c is None for c in new):
        return None
    return cages[:k] + [c for c in new if c is not None] + cages[k + 1 :]


def _clue(
    n: int, grid: list[list[int]], cells: list[Cell], rng: random.Random, other_than: Cage | None
) -> Cage | None:
    """A fair clue for the cells (another than `other_than`'s, when given), or None."""
    options = clue_options([grid[r][c] for r, c in cells])
    fair = [o for o in options if not is_trivial(n, o[0], o[1], cells)] or options
    if other_than is not None:
        fair = [o for o in fair if o != (other_than.op, other_than.target)]
    if not fair:
        return None
    # The clue with the fewest fillings says the most (ties broken at random).
    shape = tuple(cells)
    op, target = min(fair, key=lambda o: (len(shape_fillings(n, o[0], o[1], shape)), rng.random()))
    return Cage(op, target, shape)


def _split(
    n: int, cells: list[Cell], rng: random.Random, single_ok: bool
) -> list[list[Cell]] | None:
    """The cage's cells in two connected parts: a domino off a cage of four or more, a single
    cell off a smaller one (if `single_ok`); None when no such cut keeps both parts whole."""
    inside = set(cells)
    pairs = [(a, b) for a in cells for b in neighbours(a, n, n) if b in inside and a < b]
    cuts: list[list[Cell]] = []
    if len(cells) >= 4:
        cuts = [[a, b] for a, b in pairs]
    elif single_ok:
        cuts = [[a] for a in cells]
    rng.shuffle(cuts)
    for cut in cuts:
        rest = [c for c in cells if c not in cut]
        if _connected(n, rest):
            return [cut, rest]
    return None


def _connected(n: int, cells: list[Cell]) -> bool:
    if not cells:
        return False
    inside, seen, stack = set(cells), {cells[0]}, [cells[0]]
    while stack:
        for x in neighbours(stack.pop(), n, n):
            if x in inside and x not in seen:
                seen.add(x)
                stack.append(x)
    return len(seen) == len(cells)


def judged(puzzle: Puzzle, difficulty: str) -> bool:
    """The bulk fixpoints say the puzzle is of the difficulty: its levels' rules finish it and
    the easier difficulty's do not (extreme: levels 1-6 do not, trials do). The grade's walk of
    easiest steps reaches the same fixpoint (sound eliminations, in any order), so this is the
    grade without the walk (tests/core/calcudoku check the two agree)."""
    top, below = _BULK[difficulty]
    if below is not None and closes(puzzle, below):
        return False
    return closes(puzzle, top) if top is not None else closes_by_trials(puzzle)


def generate(job: GenerateJob) -> Puzzle:
    """A puzzle with one solution whose grade is the difficulty asked."""
    options, rng, cancel, progress = job.options, job.rng, job.cancel, job.progress
    n, difficulty = options.rows, options.difficulty
    low, high = SIZE_RANGE
    if options.rows != options.cols or not low <= n <= high:
        raise ValueError(f"Calcudoku squares go from {low} to {high} cells a side")
    if difficulty not in LEVELS_OF:
        raise ValueError(f"difficulty: one of {', '.join(DIFFICULTIES)}")
    big = n >= REPAIR_FROM

    def share(count: int) -> float:
        return min(0.99, count / (20 if big else 500))

    for _ in attempts(_MAX_DRAWS, cancel, progress, share, 1 if big else 16):
        puzzle = _drawn(n, difficulty, rng, cancel) if big else draw(n, difficulty, rng)
        if puzzle is None or is_dull(puzzle):
            continue
        # A repaired draw is of the difficulty by construction (`_drawn`); a plain one is judged.
        if big or judged(puzzle, difficulty):
            return found(puzzle, progress)
    raise RuntimeError(f"no {difficulty} {n}x{n} puzzle in {_MAX_DRAWS} draws")

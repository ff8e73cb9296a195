"""A reproducible Hashiwokakero generator: grow a bridge network with loops, read off the numbers,
make the solution unique by splitting bridges, and keep the puzzle when its grade (by hints) is
the difficulty asked for.

The network grows from one island: pick an island and a direction, walk over free water for a
random length and end on a new island, or on an island already there (which closes a loop).
Bridges never cross because their cells are taken as they are drawn. When the solver finds a
second solution, the generator does not start again: it puts a new island in the middle of a
bridge the two solutions disagree on (its number is twice the bridge count), which keeps the
intended network a solution and takes information away from the other; a few such splits
usually make the puzzle unique. Easy and medium boards (ladder levels 1-2 only) are instead
changed where the ladder stalls until it solves them (`by_ladder`): an undecided single bridge
becomes double, which fills islands. Dull boards are refused: fewer islands than a fifth of the
density asked for, or a network in which most islands are 1s.

Cost: one solve per split (milliseconds at 10x10, tens at 30x30) or one quick ladder walk per
change (walk.py, a few milliseconds at 30x30), and one grade (a hint walk) per candidate; 30x30
takes about a second, the default 10x10 well under a tenth (docs/hashi-notes.md).
"""

from __future__ import annotations

import random
from collections.abc import Callable

from puzzlegui.core.attempts import attempts, found
from puzzlegui.core.cancel import Cancelled, CancelToken
from puzzlegui.core.grid import DIRECTIONS
from puzzlegui.core.model import Cell, GenerateJob, SolveStatus

from .deduce import Network
from .engine import SIZE
from .ladder import hardest_level
from .mirror import Mirror, mirrored_network
from .puzzle import Island, Puzzle, State, make_puzzle
from .solver import solve
from .walk import quick_walk

DIFFICULTIES: tuple[str, ...] = ("easy", "medium", "hard", "expert")
"""Difficulty names, easiest first."""
DEFAULT_SIZE = (10, 10)
SIZE_RANGE = (7, 30)
"""The smallest and largest side `generate` accepts."""
LEVELS_OF = {"easy": (1,), "medium": (2,), "hard": (3, 4), "expert": (5,)}
"""The ladder levels (ladder.LEVELS, 1-based) each difficulty accepts as its grade."""
SHAPE = {"easy": (0.1, 0.5), "medium": (0.2, 0.4), "hard": (0.3, 0.3), "expert": (0.3, 0.3)}
"""Per difficulty: (how often a walk may end on an island already placed, how often a bridge is
double). Doubles make islands full (easy); loops and single bridges need connectivity (hard)."""
DENSITY = 0.2
UNIQUE_NODES = 5000
"""Search nodes the uniqueness check may spend on one candidate (a budget of nodes, not of
seconds, keeps generation reproducible from the seed)."""
"""Islands per cell aimed at."""
SPLITS = 12
"""Bridge splits tried to make one network unique before a fresh network."""
LADDER_LEVELS = 2
"""Difficulties whose top ladder level is at most this (easy, medium) are changed where the
ladder stalls (`by_ladder`) instead of being made unique by the solver."""
LADDER_FIXES = 60
"""Changes tried to make one network solvable by the ladder before a fresh network."""

Bridges = dict[tuple[Cell, Cell], int]


def _walk(
    start: Cell, step: Cell, length: int, taken: dict[Cell, str], rows: int, cols: int
) -> tuple[list[Cell], Cell] | None:
    """The water cells and the end cell of a bridge from `start`, or None if it cannot go."""
    path: list[Cell] = []
    r, c = start
    for _ in range(length):
        r, c = r + step[0], c + step[1]
        if not (0 <= r < rows and 0 <= c < cols):
            return None
        mark = taken.get((r, c))
        if mark == "island":
            return (path, (r, c)) if path else None
        if mark is not None:
            return None
        path.append((r, c))
    if len(path) < 2:
        return None
    return path[:-1], path[-1]


def network(
    rows: int, cols: int, islands: int, rng: random.Random, shape: tuple[float, float]
) -> Bridges:
    """The bridges of a random connected network of about `islands` islands."""
    cycles, doubles = shape
    first = (rng.randrange(rows), rng.randrange(cols))
    taken: dict[Cell, str] = {first: "island"}
    placed = [first]
    bridges: Bridges = {}
    longest = max(3, max(rows, cols) // 2)
    misses = 0
    while len(placed) < islands and misses < 400:
        misses += 1
        start = rng.choice(placed)
        walked = _walk(start, rng.choice(DIRECTIONS), rng.randint(2, longest), taken, rows, cols)
        if walked is None:
            continue
        path, end = walked
        pair = (min(start, end), max(start, end))
        if pair in bridges or (taken.get(end) == "island" and rng.random() >= cycles):
            continue
        misses = 0
        if taken.get(end) != "island":
            placed.append(end)
        bridges[pair] = 2 if rng.random() < doubles else 1
        for cell in path:
            taken[cell] = "bridge"
        taken[end] = "island"
    return bridges


def puzzle_of(rows: int, cols: int, bridges: Bridges) -> Puzzle:
    """The puzzle whose numbers are the bridges at each island."""
    count: dict[Cell, int] = {}
    for (a, b), n in bridges.items():
        count[a] = count.get(a, 0) + n
        count[b] = count.get(b, 0) + n
    islands: list[Island] = [(r, c, n) for (r, c), n in count.items()]
    return make_puzzle(rows, cols, islands)


def split(
    bridges: Bridges, other: State, rng: random.Random, mirror: Mirror | None = None
) -> Bridges | None:
    """Put an island in the middle of a bridge `other` disagrees on; None if none can split."""
    return split_where(bridges, other.puzzle, lambda k, n: other.bridges[k] != n, rng, mirror)


def split_where(
    bridges: Bridges,
    puzzle: Puzzle,
    pick: Callable[[int, int], bool],
    rng: random.Random,
    mirror: Mirror | None = None,
) -> Bridges | None:
    """Split a bridge (link k, count n) with pick(k, n) and room for an island; None if none
    (`mirror`: its image split too, None if that cannot be)."""
    choices = []
    for (a, b), n in sorted(bridges.items()):
        k = puzzle.link_index.get((puzzle.index[a], puzzle.index[b]))
        if k is not None and pick(k, n) and len(puzzle.span(k)) >= 3:
            choices.append((a, b, n, puzzle.span(k)))
    if not choices:
        return None
    a, b, n, span = rng.choice(choices)
    middle = span[rng.randrange(1, len(span) - 1)]
    changed = dict(bridges)
    del changed[(a, b)]
    changed[(a, middle)] = n
    changed[(middle, b)] = n
    return changed if mirror is None else mirror.change(bridges, changed)


def undecided_in(dom: list[int]) -> Callable[[int, int], bool]:
    """Pick the links the ladder left undecided in `dom`."""
    undecided = {k for k, d in enumerate(dom) if SIZE[d] > 1}
    return lambda k, n: k in undecided


def by_ladder(
    rows: int,
    cols: int,
    bridges: Bridges,
    levels: tuple[int, ...],
    rng: random.Random,
    mirror: Mirror | None = None,
) -> Puzzle | None:
    """The network's puzzle made solvable by the ladder up to max(levels), or None.

    Where the ladder stalls, the network is changed there (`loosen`). A puzzle the ladder
    solves has one solution (every step is sound), so no solver run is needed; None when the
    hardest step used is not in `levels`.
    """
    for _ in range(LADDER_FIXES):
        puzzle = puzzle_of(rows, cols, bridges)
        hardest, dom = quick_walk(Network.of(puzzle), max(levels))
        if all(SIZE[d] == 1 for d in dom):
            return puzzle if hardest in levels else None
        changed = loosen(bridges, puzzle, dom, rng, mirror)
        if changed is None:
            return None
        bridges = changed
    return None


def loosen(
    bridges: Bridges,
    puzzle: Puzzle,
    dom: list[int],
    rng: random.Random,
    mirror: Mirror | None = None,
) -> Bridges | None:
    """The network changed where the ladder left links undecided in `dom`, or None.

    A single bridge the ladder could not decide becomes double: both islands' numbers grow
    towards what their links can carry, and a number equal to that fills every link (level 1).
    Splitting such a bridge (a new island in its middle) adds links and rarely settles anything,
    so it is only the fallback once every undecided bridge is double.
    """
    undecided = undecided_in(dom)
    link_of = puzzle.link_index.get
    singles = [
        (a, b)
        for (a, b), n in sorted(bridges.items())
        if n == 1 and undecided(link_of((puzzle.index[a], puzzle.index[b]), -1), n)
    ]
    if singles:
        changed = dict(bridges)
        changed[rng.choice(singles)] = 2
        return changed if mirror is None else mirror.change(bridges, changed)
    return split_where(bridges, puzzle, undecided, rng, mirror)


def unique(
    rows: int,
    cols: int,
    bridges: Bridges,
    rng: random.Random,
    cancel: CancelToken | None,
    mirror: Mirror | None = None,
) -> Puzzle | None:
    """The network's puzzle made unique by splitting bridges, or None."""
    for _ in range(SPLITS):
        puzzle = puzzle_of(rows, cols, bridges)
        result = solve(puzzle, limit=2, cancel=cancel, max_nodes=UNIQUE_NODES)
        if result.status is SolveStatus.CANCELLED:
            raise Cancelled
        if result.status is SolveStatus.SOLVED:
            return puzzle
        if result.status is not SolveStatus.MULTIPLE:
            return None
        intended = tuple(bridges.get(puzzle.edge(k), 0) for k in range(len(puzzle.links)))
        other = next((s for s in result.solutions if s.bridges != intended), None)
        if other is None:
            return None
        changed = split(bridges, other, rng, mirror)
        if changed is None:
            return None
        bridges = changed
    return None


def dull(puzzle: Puzzle, rows: int, cols: int) -> bool:
    """Too few islands, or mostly 1s."""
    numbers = puzzle.numbers
    return len(numbers) < rows * cols * DENSITY / 5 or 2 * numbers.count(1) > len(numbers)


def candidate(
    rows: int,
    cols: int,
    levels: tuple[int, ...],
    shape: tuple[float, float],
    rng: random.Random,
    cancel: CancelToken | None,
    symmetric: bool = False,
) -> Puzzle | None:
    """One unique puzzle from a fresh network whose ladder level is likely in `levels`, or None.

    Easy and medium boards are changed where the ladder stalls (by_ladder); harder ones are
    made unique by the solver first and then judged by the ladder. `symmetric`: islands in
    half-turn pairs (mirror.py).
    """
    islands = max(2, int(rows * cols * DENSITY))
    mirror = Mirror(rows, cols) if symmetric else None
    if mirror is None:
        bridges: Bridges | None = network(rows, cols, islands, rng, shape)
    else:
        bridges = mirrored_network(rows, cols, islands, rng, shape)
    if bridges is None:
        return None
    if max(levels) <= LADDER_LEVELS:
        return by_ladder(rows, cols, bridges, levels, rng, mirror)
    puzzle = unique(rows, cols, bridges, rng, cancel, mirror)
    if puzzle is None or hardest_level(Network.of(puzzle), max(levels)) not in levels:
        return None
    return puzzle


def generate(job: GenerateJob, tries: int = 4000) -> Puzzle:
    """A unique puzzle of the size asked whose grade is the difficulty asked."""
    from puzzlegui.core.hashi import TYPE

    options, rng, cancel, progress = job.options, job.rng, job.cancel, job.progress
    rows, cols = options.rows, options.cols
    levels = LEVELS_OF.get(options.difficulty)
    if levels is None:
        raise ValueError(f"unknown difficulty {options.difficulty!r} (one of {DIFFICULTIES})")
    shape = SHAPE[options.difficulty]
    for _ in attempts(tries, cancel, progress, lambda attempt: min(0.99, attempt / 200)):
        puzzle = candidate(rows, cols, levels, shape, rng, cancel, options.symmetric)
        if puzzle is None or dull(puzzle, rows, cols):
            continue
        if TYPE.grade(puzzle, cancel).level in levels:
            return found(puzzle, progress)
    raise RuntimeError(f"no {options.difficulty} {cols}x{rows} puzzle found in {tries} tries")


def any_grade(
    rows: int,
    cols: int,
    islands: int,
    rng: random.Random,
    cancel: CancelToken | None = None,
    tries: int = 500,
) -> Puzzle:
    """A unique puzzle of about `islands` islands, any grade (kept for the older callers)."""
    for _ in range(tries):
        bridges = network(rows, cols, islands, rng, SHAPE["medium"])
        puzzle = unique(rows, cols, bridges, rng, cancel)
        if puzzle is not None and len(puzzle.islands) >= islands * 3 // 4:
            return puzzle
    raise RuntimeError(f"no unique {cols}x{rows} puzzle found in {tries} tries")

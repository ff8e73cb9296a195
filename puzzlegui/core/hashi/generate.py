"""A reproducible Hashiwokakero generator: grow a bridge network, read off the numbers, make
the solution unique by changing the network where it is in doubt, and keep the puzzle when the
ladder's hardest level, which is its grade by hints, is the difficulty asked for.

The network grows densely (growth.py, as in Tatham's Bridges generator): a try picks an island
and a direction, looks how far the water is free, and ends the bridge 2 to growth.LONGEST
cells away, on a new island or on the cell of a bridge in the way (a new island there splits
that bridge and closes a loop). The board fills at the published boards' density (about a
third of the cells are islands) at every size. Symmetric boards (mirror.py) grow the same way,
a bridge and its image at a time, from a joined symmetric start round the centre.

The network is changed where the ladder, up to the hardest level the difficulty accepts, leaves
links undecided, until it decides them all (`by_ladder`): a single bridge of the intended
network becomes double, or else a bridge gets a new island in its middle (its number twice the
bridge count), or else an empty link gets a double bridge; each keeps the intended network a
solution. Every ladder step is sound, so a board the ladder decides has one solution. Each round
changes the network once in every separate group of such links and PATCH square
(`change_where`), so a large board's trouble spots are mended together. Then the doubles the
ladder's two lowest levels do not need are made single again, away from the links those levels
leave to the harder ones (lighten.py; on symmetric boards the bridges they do not need are
taken away too), and the repairs go on where that left links in doubt, at every difficulty.
Dull boards are refused: fewer islands than a fifth of the density aimed at, or a network in
which most islands are 1s. `unique` (changes where a second solution of the solver disagrees)
is kept for `any_grade`.

Cost: one ladder walk per round (walk.py for levels 1-2, a few milliseconds at 30x30;
hintgrade.closure above), and a retried walk per double `lighten` tries (walk.Derivation);
no separate grade (`generate`, docs/hashi-notes.md).
"""

from __future__ import annotations

import random

from puzzlegui.core.attempts import attempts, found
from puzzlegui.core.cancel import Cancelled, CancelToken
from puzzlegui.core.grid import UnionFind
from puzzlegui.core.model import Cell, GenerateJob, SolveStatus

from .deduce import Network
from .engine import SIZE
from .growth import Cover, interior, network
from .hintgrade import closure
from .lighten import lighten, thin
from .mirror import Mirror, mirrored_network
from .puzzle import Island, Puzzle, make_puzzle
from .solver import solve
from .walk import quick_walk

DIFFICULTIES: tuple[str, ...] = ("easy", "medium", "hard", "expert")
"""Difficulty names, easiest first."""
DEFAULT_SIZE = (10, 10)
SIZE_RANGE = (7, 60)
"""The smallest and largest side `generate` accepts."""
LEVELS_OF = {"easy": (1,), "medium": (2,), "hard": (3, 4), "expert": (5,)}
"""The ladder levels (ladder.LEVELS, 1-based) each difficulty accepts as its grade."""
SHAPE = {"easy": (0.1, 0.5), "medium": (0.2, 0.4), "hard": (0.3, 0.3), "expert": (0.3, 0.3)}
"""Per difficulty: (how often a walk may end on an island already placed, how often a bridge is
double). Doubles make islands full (easy); loops and single bridges need connectivity (hard).
Only the sparse growth (growth.sparse_network, kept for tests) reads the first: the dense
growths close a loop only where a new island lands on a bridge, since joining islands there
gave many loops, fewer islands and larger clues (docs/hashi-notes.md)."""
DENSITY = 0.32
"""Islands per cell a dense network aims at (the middle of the published boards' range,
docs/hashi-notes.md); the growth often fills the board a little before."""
UNIQUE_NODES = 5000
"""Search nodes the uniqueness check may spend on one candidate (a budget of nodes, not of
seconds, keeps generation reproducible from the seed)."""
SPLITS = 30
"""Rounds of changes (`change_where`) tried to make one network unique before a fresh one."""
LADDER_FIXES = 60
"""Rounds of changes tried to make one network solvable by the ladder before a fresh one."""
PATCH = 6
"""A round changes the network once in every PATCH x PATCH square of each group of links in
doubt (`change_where`): a dense network's links in doubt often form one group across the
board, and one change a round took 70-110 rounds at 30x30 (docs/hashi-notes.md)."""

Bridges = dict[tuple[Cell, Cell], int]


def puzzle_of(rows: int, cols: int, bridges: Bridges) -> Puzzle:
    """The puzzle whose numbers are the bridges at each island."""
    count: dict[Cell, int] = {}
    for (a, b), n in bridges.items():
        count[a] = count.get(a, 0) + n
        count[b] = count.get(b, 0) + n
    islands: list[Island] = [(r, c, n) for (r, c), n in count.items()]
    return make_puzzle(rows, cols, islands)


def _change_at(
    bridges: Bridges, puzzle: Puzzle, links: set[int], rng: random.Random, cover: Cover
) -> Bridges | None:
    """One change of the network at `links`: one of its single bridges made double, else one
    of its bridges split (a new island in the middle), else a double bridge laid on one of its
    empty links (`fill_where`); None if none of these can be."""
    # read from the links, not the whole network: a round changes many groups (PATCH)
    singles = sorted(edge for k in links if bridges.get(edge := puzzle.edge(k)) == 1)
    if singles:
        changed = dict(bridges)
        changed[rng.choice(singles)] = 2
        return changed
    split = split_where(bridges, puzzle, links, rng)
    return split if split is not None else fill_where(bridges, puzzle, links, rng, cover)


def fill_where(
    bridges: Bridges,
    puzzle: Puzzle,
    links: set[int],
    rng: random.Random,
    cover: Cover | None = None,
) -> Bridges | None:
    """The network with a double bridge on one of `links` that carries none and crosses no
    bridge; None if there is none.

    What dense networks leave in doubt are mostly rectangles of islands with double bridges on
    two opposite sides and none on the other two: the other solution swaps the sides. A double
    on an empty side makes both swaps impossible (a side cannot carry three bridges), where no
    single bridge is left to double and the bridges are too short to split. `cover`: the
    network's, else its cells are read from every bridge."""
    covered = (
        {cell for pair in bridges for cell in interior(pair)} if cover is None else cover.water
    )
    empty = []
    for k in sorted(links):
        edge = puzzle.edge(k)
        if edge not in bridges and covered.isdisjoint(puzzle.span(k)):
            empty.append(edge)
    if not empty:
        return None
    changed = dict(bridges)
    changed[rng.choice(empty)] = 2
    return changed


def change_where(
    bridges: Bridges,
    puzzle: Puzzle,
    links: list[int],
    rng: random.Random,
    mirror: Mirror | None = None,
) -> Bridges | None:
    """The network changed at `links` (`_change_at`) once in every group of them that shares
    islands, so a large board's separate trouble spots are all mended in one round; None if
    no group could change. With `mirror`, each change with its image (`Mirror.change`), and a
    group whose change has no valid image is left for the next round (one change a round
    took most of LADDER_FIXES on symmetric 30x30 boards, docs/hashi-notes.md)."""
    result: Bridges | None = None
    cover = Cover(bridges)  # kept as the changes come, read by each fill and image
    for group in _groups(puzzle, links):
        base = bridges if result is None else result
        changed = _change_at(base, puzzle, group, rng, cover)
        if changed is not None and mirror is not None:
            changed = mirror.change(base, changed, cover)
        if changed is not None:
            cover.apply(base, changed)
            result = changed
    return result


def _link(puzzle: Puzzle, a: Cell, b: Cell) -> int | None:
    """The puzzle's link between islands a and b, None if there is none (a bridge a change of
    this round made is not in the puzzle yet)."""
    ia, ib = puzzle.index.get(a), puzzle.index.get(b)
    return None if ia is None or ib is None else puzzle.link_index.get((ia, ib))


def _groups(puzzle: Puzzle, links: list[int]) -> list[set[int]]:
    """`links` in groups joined by shared islands and cut into PATCH x PATCH squares (by the
    first island of each link), in order of their first link."""
    union = UnionFind(len(puzzle.islands))
    for k in links:
        union.union(*puzzle.links[k])
    groups: dict[tuple[int, int, int], set[int]] = {}
    for k in links:
        first = puzzle.links[k][0]
        r, c = puzzle.cell(first)
        groups.setdefault((union.find(first), r // PATCH, c // PATCH), set()).add(k)
    return list(groups.values())


def split_where(
    bridges: Bridges, puzzle: Puzzle, links: set[int], rng: random.Random
) -> Bridges | None:
    """Split a bridge on one of `links` with room for an island (a new island in its middle,
    each half of the bridge's count); None if none."""
    choices = sorted(
        (edge, k) for k in links if (edge := puzzle.edge(k)) in bridges and len(puzzle.span(k)) >= 3
    )
    if not choices:
        return None
    (a, b), k = rng.choice(choices)
    span, n = puzzle.span(k), bridges[(a, b)]
    middle = span[rng.randrange(1, len(span) - 1)]
    changed = dict(bridges)
    del changed[(a, b)]
    changed[(a, middle)] = n
    changed[(middle, b)] = n
    return changed


def by_ladder(
    rows: int,
    cols: int,
    bridges: Bridges,
    levels: tuple[int, ...],
    rng: random.Random,
    mirror: Mirror | None = None,
    cancel: CancelToken | None = None,
) -> Puzzle | None:
    """The network's puzzle made solvable by the ladder up to max(levels), or None.

    Where the ladder stalls, the network is changed there (`loosen`). Once the ladder decides
    it, it is made lighter (`_lighter`), and the repairs go on where that left the harder
    levels stalled. When they fail or the lighter board's hardest step is not in `levels`,
    the next lighter network is tried, and at last the puzzle as it was before. A puzzle the
    ladder solves has one solution (every step is sound), so no solver run is needed; None
    when the hardest step used is not in `levels`.
    """
    heavy: Puzzle | None = None  # the decided puzzle before it was made lighter
    lighter: list[Bridges] = []  # lighter networks still to try, the lightest last
    for _ in range(LADDER_FIXES):
        if cancel is not None:  # a round of a 60x60 board is a whole-board walk
            cancel.raise_if_cancelled()
        puzzle = puzzle_of(rows, cols, bridges)
        hardest, dom = ladder_of(Network.of(puzzle), max(levels))
        if _decided(dom) and heavy is None:
            if hardest not in levels:
                return None
            lighter = _lighter(puzzle, bridges, levels, rng, mirror)
            if not lighter:
                return puzzle
            heavy, bridges = puzzle, lighter.pop()
            continue
        if _decided(dom) and hardest in levels:
            return puzzle
        changed = None if _decided(dom) else loosen(bridges, puzzle, dom, rng, mirror)
        if changed is None:
            if not lighter:
                return heavy
            changed = lighter.pop()
        bridges = changed
    return heavy


def _lighter(
    puzzle: Puzzle,
    bridges: Bridges,
    levels: tuple[int, ...],
    rng: random.Random,
    mirror: Mirror | None,
) -> list[Bridges]:
    """Lighter networks of a decided one, the lightest last: its unneeded doubles made single
    (`lighten`), and on a symmetric network then its unneeded bridges taken away (`thin`).

    Taking bridges away sometimes leaves a medium board that level 1 decides, or a hard board
    with no isolation step; the board with its doubles made single is then tried before the
    heavy one (15x15 medium: two seeds of six came back heavy, mean clue 3.9-4.7)."""
    found = []
    single = lighten(puzzle, bridges, levels, rng, mirror)
    if single is not None:
        found.append(single)
    if mirror is not None:
        base = bridges if single is None else single
        thinner = thin(puzzle_of(puzzle.rows, puzzle.cols, base), base, levels, rng, mirror)
        if thinner is not None:
            found.append(thinner)
    return found


def ladder_of(net: Network, ceiling: int) -> tuple[int, list[int]]:
    """The ladder's walk up to `ceiling`: the quick worklist walk for levels 1-2, else the
    heap walk with trials in batches (hintgrade.closure)."""
    return quick_walk(net, ceiling) if ceiling <= 2 else closure(net, ceiling)


def _decided(dom: list[int]) -> bool:
    """True when the ladder's walk left every link decided (the puzzle is solved)."""
    return all(SIZE[d] == 1 for d in dom)


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
    so it is only the fallback once every undecided bridge is double (`change_where`).
    """
    undecided = [k for k, d in enumerate(dom) if SIZE[d] > 1]
    return change_where(bridges, puzzle, undecided, rng, mirror)


def unique(
    rows: int,
    cols: int,
    bridges: Bridges,
    rng: random.Random,
    cancel: CancelToken | None,
    mirror: Mirror | None = None,
) -> Puzzle | None:
    """The network's puzzle made unique by changing the network where the solver's second
    solution disagrees with it (`change_where`), or None."""
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
        wrong = [k for k, n in enumerate(intended) if other.bridges[k] != n]
        changed = change_where(bridges, puzzle, wrong, rng, mirror)
        if changed is None:
            return None
        bridges = changed
    return None


def dull(puzzle: Puzzle, rows: int, cols: int) -> bool:
    """Too few islands (a fifth of the density aimed at), or mostly 1s."""
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

    The network is changed where the ladder, up to the hardest level of `levels`, stalls
    (by_ladder): on large dense boards the solver (`unique`) ran out of its node budget before
    the first change, and its boards mostly needed a trial (docs/hashi-notes.md).
    `symmetric`: islands in half-turn pairs (mirror.py), grown as densely.
    """
    islands = max(2, int(rows * cols * DENSITY))
    mirror = Mirror(rows, cols) if symmetric else None
    grow = network if mirror is None else mirrored_network
    bridges = grow(rows, cols, islands, rng, shape)
    return by_ladder(rows, cols, bridges, levels, rng, mirror, cancel)


def generate(job: GenerateJob, tries: int = 4000) -> Puzzle:
    """A unique puzzle of the size asked whose grade is the difficulty asked.

    No hint walk grades the candidate (it walked a large board once more): `by_ladder` returns
    only a puzzle whose ladder walk, up to max(levels), decides every link with its hardest
    step in `levels`, and that level is the hint walk's grade. Each level's steps only narrow
    domains, so what the levels up to L decide does not depend on the order of their steps (the
    batched closure reaches one step at a time's domains and level, test_hashi_trials.py); a
    walk taking the easiest step each time, from the empty board or from the hints' bridges and
    markers (all inside that closure), then needs a level exactly when the levels below it
    leave the board undecided. The tests grade what `generate` returns (hintgrade.grade);
    docs/hashi-notes.md has the check on every graded candidate."""
    options, rng, cancel, progress = job.options, job.rng, job.cancel, job.progress
    rows, cols = options.rows, options.cols
    low, high = SIZE_RANGE
    if not (low <= rows <= high and low <= cols <= high):
        raise ValueError(f"Hashi boards go from {low} to {high} cells a side")
    levels = LEVELS_OF.get(options.difficulty)
    if levels is None:
        raise ValueError(f"unknown difficulty {options.difficulty!r} (one of {DIFFICULTIES})")
    shape = SHAPE[options.difficulty]
    for _ in attempts(tries, cancel, progress, lambda attempt: min(0.99, attempt / 200)):
        puzzle = candidate(rows, cols, levels, shape, rng, cancel, options.symmetric)
        if puzzle is not None and not dull(puzzle, rows, cols):
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

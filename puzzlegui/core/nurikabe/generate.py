"""New Nurikabe puzzles with one solution and a requested grade, reproducible from a seed.

1. An answer is grown: every cell starts as wall; cells turn into island cells one at a time
   (cells of 2x2 wall blocks first, growing an island beside them rather than starting one) as
   long as the walls stay joined and no two islands touch. Each island draws a size cap from the
   difficulty's weights (small islands for easy boards); the growth goes on until no 2x2 block
   of walls is left and the islands cover the difficulty's share of the board.
2. Each island gets its size as a clue on a random cell of it. The clues are then moved (the
   only freedom a fixed answer leaves) until the deductions of `deduce.propagate` decide every
   cell, which proves the answer unique without a search: each round tries a few moves (a clue
   onto a cell still undecided, or to another cell of an island beside the undecided ones) and
   keeps the one that leaves the fewest cells undecided. For the hard levels (which need
   trials) a board with few cells left undecided goes to the solver (limit=2, a node budget);
   a second solution found there points at a clue move that rules it out, as before.
3. Dull boards are refused (see `dull`), and the hint ladder's grade (`hints.grade`) must be one
   of the difficulty's levels (LEVELS_OF); the solver confirms uniqueness once more at the end.

Only node budgets are used (never the clock), so one seed gives one puzzle on any machine. Cost:
one propagation (milliseconds at 10x10) per clue move tried, a few dozen per answer; a solver
call per round only for hard boards.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from puzzlegui.core.cancel import CancelToken
from puzzlegui.core.model import GenerateOptions, SolveStatus

from .deduce import UNKNOWN, Board, Contradiction, analyse
from .hints import LEVELS, grade
from .ladder import LADDER, apply_steps
from .puzzle import Mark, Puzzle, make_puzzle
from .rules import neighbour_table
from .solver import solve

DIFFICULTIES: tuple[str, ...] = ("easy", "medium", "hard")
"""Difficulty names, easiest first."""
LABELS_OF: dict[str, tuple[str, ...]] = {
    "easy": ("complete island", "between islands", "unreachable", "one way out", "no 2x2 pool"),
    "medium": ("island shapes", "wall connectivity"),
    "hard": ("short trial", "deep trial"),
}
"""The hint ladder's levels (by label) each difficulty accepts as its grade."""
LEVELS_OF: dict[str, tuple[int, ...]] = {
    name: tuple(LEVELS.index(label) + 1 for label in labels) for name, labels in LABELS_OF.items()
}
"""The same, as 1-based ladder levels."""
WEIGHTS: dict[str, tuple[int, ...]] = {
    "easy": (2, 3, 3, 2, 1),
    "medium": (1, 2, 3, 3, 2, 1, 1),
    "hard": (1, 2, 2, 2, 2, 2, 1, 1, 1),
}
"""Per difficulty: relative weights of island size caps 1, 2, 3, ..."""
SHARE = 0.4
"""The share of island cells an answer grows to (at least)."""
MOVES_TRIED = 5
"""Clue moves tried per round of the repair."""
ROUNDS = 40
"""Rounds of clue moves per answer before a fresh answer."""
SOLVER_NODES = 2000
"""Node budget of one solver call while making a board unique."""
STALE = 2
"""Rounds without fewer undecided cells before the solver is asked for a second solution (one
for hard boards, which are found by the solver)."""
HOPELESS = (12, 4)
"""A repair still leaving more than 1/4 of the cells undecided after 12 rounds gives up."""

Table = tuple[tuple[int, ...], ...]


def _walls_stay_joined(cell: int, wall: list[bool], nbs: Table, walls: int) -> bool:
    """True when the walls other than `cell` are still joined once `cell` turns to island."""
    start = next((j for j in nbs[cell] if wall[j]), -1)
    if start < 0:
        return walls == 1
    seen = {start, cell}
    todo = [start]
    while todo:
        for j in nbs[todo.pop()]:
            if wall[j] and j not in seen:
                seen.add(j)
                todo.append(j)
    return len(seen) == walls


def _pooled(cell: int, wall: list[bool], rows: int, cols: int) -> bool:
    """True when `cell` lies in a 2x2 block of walls."""
    r, c = divmod(cell, cols)
    for top in (r - 1, r):
        for left in (c - 1, c):
            if 0 <= top < rows - 1 and 0 <= left < cols - 1:
                i = top * cols + left
                if wall[i] and wall[i + 1] and wall[i + cols] and wall[i + cols + 1]:
                    return True
    return False


class Grower:
    """Grows one answer: `island[cell]` is an island number, or -1 for a wall."""

    def __init__(self, rows: int, cols: int, rng: random.Random, weights: tuple[int, ...]):
        self.rows, self.cols, self.rng, self.weights = rows, cols, rng, weights
        self.nbs = neighbour_table(rows, cols)
        self.size = rows * cols
        self.wall, self.island = [True] * self.size, [-1] * self.size
        self.caps: list[int] = []
        self.sizes: list[int] = []
        self.walls = self.size

    def grow(self, order: list[int], capped: bool) -> bool:
        """Turn the first cell of `order` that may become island into one; True if any did."""
        for cell in order:
            near = {self.island[j] for j in self.nbs[cell] if self.island[j] >= 0}
            if len(near) > 1:
                continue
            k = near.pop() if near else -1
            if k >= 0 and capped and self.sizes[k] >= self.caps[k]:
                continue
            if not _walls_stay_joined(cell, self.wall, self.nbs, self.walls):
                continue
            if k < 0:
                k = len(self.sizes)
                self.sizes.append(0)
                self.caps.append(self.rng.choices(range(1, len(self.weights) + 1), self.weights)[0])
            self.wall[cell], self.island[cell] = False, k
            self.sizes[k] += 1
            self.walls -= 1
            return True
        return False

    def answer(self, share: float) -> list[int] | None:
        """Grow until no 2x2 wall block is left and the islands cover `share` (None if stuck)."""
        target = int(share * self.size)
        while True:
            wall = self.wall
            pools = [
                i for i in range(self.size) if wall[i] and _pooled(i, wall, self.rows, self.cols)
            ]
            if not pools and self.size - self.walls >= target:
                return self.island
            order = pools or [i for i in range(self.size) if wall[i]]
            self.rng.shuffle(order)
            order.sort(key=lambda i: all(self.island[j] < 0 for j in self.nbs[i]))
            if not self.grow(order, True) and not (pools and self.grow(order, False)):
                return None if pools else self.island


def random_answer(
    rows: int, cols: int, rng: random.Random, weights: tuple[int, ...], share: float = SHARE
) -> list[int] | None:
    """An answer grid: the island number of each cell, -1 for walls (None if stuck)."""
    return Grower(rows, cols, rng, weights).answer(share)


def open_cells(puzzle: Puzzle, top: int) -> list[int] | None:
    """The cells left undecided from the empty board by the hint ladder's rules of levels
    1..`top`, each applied as soon as it is the easiest that finds something (as the grade walk
    does); None on a contradiction. An empty list proves the puzzle has one solution."""
    board = Board(puzzle)
    v = board.start()
    try:
        while _ladder_round(board, v, top):
            pass  # each round assigns cells; stop when one finds nothing
    except Contradiction:
        return None
    return [i for i, x in enumerate(v) if x == UNKNOWN]


def _ladder_round(board: Board, v: list[int], top: int) -> bool:
    """Apply every step of the easiest level up to `top` that has one; False if none has."""
    info = analyse(board, v)
    for rule in LADDER[:top]:
        steps = list(rule(board, v, info))
        apply_steps(v, steps)
        if steps:
            return True
    return False


class Clues:
    """An answer (island number per cell, -1 for walls) and where each island's clue sits."""

    def __init__(
        self, rows: int, cols: int, answer: list[int], rng: random.Random, top: int
    ) -> None:
        self.rows, self.cols, self.answer, self.rng, self.top = rows, cols, answer, rng, top
        self.nbs = neighbour_table(rows, cols)
        self.spot = {k: rng.choice(self.cells(k)) for k in sorted(set(answer)) if k >= 0}

    def cells(self, k: int) -> list[int]:
        """The cells of island k."""
        return [i for i, a in enumerate(self.answer) if a == k]

    def puzzle(self) -> Puzzle:
        """The puzzle these clues make."""
        sizes: dict[int, int] = {}
        for a in self.answer:
            sizes[a] = sizes.get(a, 0) + 1
        cols = self.cols
        clues = [(*divmod(i, cols), sizes[k]) for k, i in self.spot.items()]
        return make_puzzle(self.rows, cols, clues)

    def undecided(self) -> list[int] | None:
        """The cells the ladder's levels up to `top` leave open (None: a contradiction)."""
        return open_cells(self.puzzle(), self.top)

    def candidates(self, left: list[int]) -> list[tuple[int, int]]:
        """Changes (island, cell) worth trying: a clue onto an undecided island cell or onto
        another cell of an island beside the undecided ones, or an undecided wall cell joined to
        the one island beside it (island -1: a new island of one cell)."""
        answer, nbs = self.answer, self.nbs
        moves = [(answer[i], i) for i in left]
        near = sorted({answer[j] for i in left for j in nbs[i] if answer[j] >= 0})
        moves += [(k, self.rng.choice(self.cells(k))) for k in near]
        self.rng.shuffle(moves)
        return [(k, i) for k, i in moves if k >= 0 or self.can_take(i)][:MOVES_TRIED]

    def can_take(self, cell: int) -> bool:
        """True when wall `cell` may turn to island: at most one island beside, walls joined."""
        near = {self.answer[j] for j in self.nbs[cell] if self.answer[j] >= 0}
        wall = [a < 0 for a in self.answer]
        return len(near) <= 1 and _walls_stay_joined(cell, wall, self.nbs, sum(wall))

    def change(self, k: int, cell: int) -> tuple[list[int], dict[int, int]]:
        """Make one change; the old (answer, spot) to undo it."""
        old = (self.answer, self.spot)
        self.answer, self.spot = self.answer.copy(), self.spot.copy()
        if k >= 0:
            self.spot[k] = cell
            return old
        near = [self.answer[j] for j in self.nbs[cell] if self.answer[j] >= 0]
        island = near[0] if near else max(self.spot) + 1
        self.answer[cell] = island
        self.spot.setdefault(island, cell)
        return old

    def best_move(self, left: list[int]) -> list[int] | None:
        """Make the tried change that leaves the fewest cells undecided; those cells."""
        best: tuple[int, int, list[int]] | None = None
        for k, i in self.candidates(left):
            old = self.change(k, i)
            now = self.undecided()
            if now is not None and (best is None or len(now) < len(best[2])):
                best = (k, i, now)
            self.answer, self.spot = old
        if best is None:
            return None
        self.change(best[0], best[1])
        return best[2]

    def rule_out(self, other: tuple[Mark, ...]) -> None:
        """Move a clue onto a cell that is island in the answer but wall in `other`."""
        cells = [i for i, m in enumerate(other) if m is Mark.WALL and self.answer[i] >= 0]
        cell = self.rng.choice(cells)
        self.spot[self.answer[cell]] = cell


def unique_puzzle(
    rows: int,
    cols: int,
    answer: list[int],
    rng: random.Random,
    top: int,
    hard: bool,
    cancel: CancelToken | None,
) -> Puzzle | None:
    """Clues for `answer` with one solution, or None when the repair stalls. The repair moves
    clues until the ladder's levels up to `top` decide every cell; when it stalls, the solver
    rules out a second solution, or (for a `hard` board) proves it unique while the ladder
    still leaves cells open, which is when the board is returned."""
    clues = Clues(rows, cols, answer, rng, top)
    left = clues.undecided()
    best, stale = rows * cols, 0
    for round_ in range(ROUNDS):
        if cancel is not None:
            cancel.raise_if_cancelled()
        if left is None or (round_ >= HOPELESS[0] and len(left) * HOPELESS[1] > rows * cols):
            return None
        if not left:
            return None if hard else clues.puzzle()
        best, stale = (len(left), 0) if len(left) < best else (best, stale + 1)
        if stale >= (1 if hard else STALE):
            status = _by_solver(clues, cancel)
            if status is SolveStatus.SOLVED and hard:
                return clues.puzzle()
            if status is SolveStatus.TIMEOUT:
                return None
            best, stale = rows * cols, 0
            if status is SolveStatus.MULTIPLE:
                left = clues.undecided()
                continue
        left = clues.best_move(left)
    return None


def _by_solver(clues: Clues, cancel: CancelToken | None) -> SolveStatus:
    """Ask the solver about a stalled repair; a second solution is ruled out by a clue move."""
    result = solve(clues.puzzle(), limit=2, cancel=cancel, max_nodes=SOLVER_NODES)
    if cancel is not None:
        cancel.raise_if_cancelled()
    if result.status is SolveStatus.MULTIPLE:
        walls = [a < 0 for a in clues.answer]
        other = next(s for s in result.solutions if _walls(s.marks) != walls)
        clues.rule_out(other.marks)
    return result.status


def _walls(marks: tuple[Mark, ...]) -> list[bool]:
    return [m is Mark.WALL for m in marks]


def dull(puzzle: Puzzle) -> bool:
    """A board not worth playing: more than a third of its clues are 1s, or fewer than a
    quarter of them are 3 or more."""
    numbers = [n for _, _, n in puzzle.clues]
    ones = sum(1 for n in numbers if n == 1)
    large = sum(1 for n in numbers if n >= 3)
    return 3 * ones > len(numbers) or 4 * large < len(numbers)


def generate_for(
    options: GenerateOptions,
    rng: random.Random,
    cancel: CancelToken | None = None,
    progress: Callable[[float], None] | None = None,
    tries: int = 2000,
) -> Puzzle:
    """A unique puzzle of the size asked whose grade is the difficulty asked."""
    rows, cols, difficulty = options.rows, options.cols, options.difficulty
    levels = LEVELS_OF.get(difficulty)
    if levels is None:
        raise ValueError(f"unknown difficulty {difficulty!r} (one of {', '.join(DIFFICULTIES)})")
    low, high = SIZE_RANGE
    if not (low <= rows <= high and low <= cols <= high):
        raise ValueError(f"sides must be from {low} to {high}")
    for attempt in range(tries):
        if cancel is not None:
            cancel.raise_if_cancelled()
        if progress is not None:
            progress(min(0.99, attempt / 100))
        puzzle = _candidate(rows, cols, rng, difficulty, cancel)
        if puzzle is not None and grade(puzzle, cancel).level in levels and _unique(puzzle, cancel):
            if progress is not None:
                progress(1.0)
            return puzzle
    raise RuntimeError(f"no {difficulty} {cols}x{rows} puzzle found in {tries} tries")


def _candidate(
    rows: int, cols: int, rng: random.Random, difficulty: str, cancel: CancelToken | None
) -> Puzzle | None:
    """One unique, not dull puzzle grown for `difficulty` (its grade not yet checked)."""
    answer = random_answer(rows, cols, rng, WEIGHTS[difficulty])
    if answer is None:
        return None
    top = max(LEVELS_OF["easy" if difficulty == "easy" else "medium"])
    puzzle = unique_puzzle(rows, cols, answer, rng, top, difficulty == "hard", cancel)
    return None if puzzle is None or dull(puzzle) else puzzle


def _unique(puzzle: Puzzle, cancel: CancelToken | None) -> bool:
    """The solver's proof of uniqueness (limit=2); Cancelled if cancelled meanwhile."""
    result = solve(puzzle, limit=2, cancel=cancel, max_nodes=100_000)
    if cancel is not None:
        cancel.raise_if_cancelled()
    return result.status is SolveStatus.SOLVED


DEFAULT_SIZE = (10, 10)
"""(rows, cols) of a new puzzle when no size is asked for."""
SIZE_RANGE = (5, 12)
"""The smallest and largest side `generate_for` accepts."""

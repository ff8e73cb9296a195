"""The generator's repair: clue moves on a fixed answer until the ladder's rules decide it.

Each island first gets its clue on a random cell. A round tries a few changes (a clue moved onto
a cell still undecided, or onto another cell of an island beside the undecided ones; an
undecided wall cell joined to the island beside it or made a new 1) and keeps the one after
which the judge (gen_judge.py) leaves the fewest cells undecided; when none are left the puzzle
has one solution. After rounds without progress the solver (limit=2, a node budget) is asked: a
second solution is ruled out by moving a clue onto a cell that is island in the answer and wall
in it; a hard board it proves unique while the rules still leave cells open is returned. Cost:
one judgement per change tried, a few dozen per answer, and a solver call per stale round.
"""

from __future__ import annotations

import random

from puzzlegui.core.cancel import CancelToken
from puzzlegui.core.model import SolveStatus
from puzzlegui.core.nurikabe.gen_answer import walls_stay_joined
from puzzlegui.core.nurikabe.gen_judge import Judge
from puzzlegui.core.nurikabe.puzzle import Mark, Puzzle, make_puzzle
from puzzlegui.core.nurikabe.rules import neighbour_table
from puzzlegui.core.nurikabe.solver import solve

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


class Clues:
    """An answer (island number per cell, -1 for walls) and where each island's clue sits."""

    def __init__(
        self, rows: int, cols: int, answer: list[int], rng: random.Random, top: int
    ) -> None:
        self.rows, self.cols, self.answer, self.rng = rows, cols, answer, rng
        self.judge = Judge(top)
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
        return self.judge.undecided(self.puzzle(), self.answer)

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
        return len(near) <= 1 and walls_stay_joined(cell, wall, self.nbs, sum(wall))

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

"""The Nurikabe solver: the named deductions of `deduce` to a fixpoint at every node (plus rules
the hint ladder does not use: far-from-walls of walls.py, claim-cuts of claims.py, paths-cross of
crossing.py; on boards that are mostly island the fence rule of fence.py, and with fewer walls
than rows + columns the wall-span rule of span.py), failed-literal probing, then a branch (island
first, then wall) on the probed cell whose two values decide the most cells (the product of both
counts, as look-ahead SAT solvers such as march choose), else on a free neighbour of the most
constrained island.

The search is depth-first with an explicit stack of compact boards (cells.py `Cells`), so
deep searches never hit Python's recursion limit; each node costs one propagation, none when
the probing of its parent settled its board already (`Kept`).
"""

from __future__ import annotations

from collections.abc import Generator, Iterator
from typing import TYPE_CHECKING

from puzzlegui.core.cancel import Budget

from ..engine.deduce import (
    UNKNOWN,
    WALL,
    WHITE,
    Analysis,
    Board,
    Cells,
    Contradiction,
    Known,
    pooled,
)
from ..puzzle import Mark, Puzzle, State, state_from_marks
from .clock import Clock
from .probing import (
    Kept,
    Scores,
    candidates,
    probe,
)
from .ruleset import settle

if TYPE_CHECKING:
    from .exchange import Exchange


# The search's own names and the engine's that it works in, which the modules driving it
# (restarts, race, portfolio, engines) take from here with the search itself.
__all__ = [
    "GROWTH",
    "UNKNOWN",
    "Activity",
    "Board",
    "Cells",
    "Contradiction",
    "Node",
    "branch_cell",
    "children",
    "run",
    "search",
    "steps",
    "to_state",
]


def choose(board: Board, v: Cells, info: Analysis) -> int:
    """The cell to branch on: a free neighbour of the growing island with the fewest."""
    best, best_key = -1, (1 << 30, 0)
    for isl in info.islands:
        if isl.clue and isl.missing == 0:
            continue
        key = (len(isl.liberties), isl.missing if isl.clue else 1 << 20)
        if isl.liberties and key < best_key:
            best, best_key = isl.liberties[0], key
    if best < 0:
        best = v.index(UNKNOWN)
    return best


def search(board: Board, budget: Budget) -> Iterator[Cells]:
    """Every solution as a compact board (WALL / WHITE per cell)."""
    for v in steps(board, budget):
        if v is not None:
            yield v


def steps(
    board: Board,
    budget: Budget,
    pause: float = 0.0,
    root: list[Cells] | None = None,
    exchange: Exchange | None = None,
    wide: bool = False,
) -> Iterator[Cells | None]:
    """`search`, with None yielded after every `pause` seconds of work (0: never; this thread's
    CPU time), so that a portfolio can run other work in between; `root` gets the board settled
    at the root (`exchange`, `wide`: see `run`)."""
    stack: list[Node] = [(board.start(), None, {}, None, None)]
    clock = Clock(pause)
    yield from run(board, budget, stack, Activity(board.size), clock, root, 0, exchange, wide)


def run(
    board: Board,
    budget: Budget,
    stack: list[Node],
    activity: Activity,
    clock: Clock,
    root: list[Cells] | None = None,
    cap: int = 0,
    exchange: Exchange | None = None,
    wide: bool = False,
) -> Generator[Cells | None, None, bool]:
    """The search of `steps` from the nodes on `stack`; with a `cap` it stops after that many
    nodes (`exchange`: see `probe`, used at the root). `wide`: every probing pass below the
    root probes every candidate, not only those near what the branch or the last pass decided
    (the race's helper, race.py; the root's probing, which the two share through `exchange`,
    stays near). Returns True when it finished the stack (every solution below it was
    yielded)."""
    nodes = 0
    while stack:
        if cap and nodes >= cap:
            return False
        nodes += 1
        budget.tick()
        budget.check()  # a node of a large board costs milliseconds: look at the clock each time
        if clock.due():
            yield None
            clock.restart()
        v, parent, scores, known, ready = stack.pop()
        scores = dict(scores)
        kept = Kept()
        try:
            info = settle(board, v, known=known) if ready is None else ready
            if UNKNOWN in v:
                shared = exchange if parent is None else None  # root facts only
                full = wide and parent is not None
                probing = probe(
                    board, v, info, budget, parent, scores, activity, clock, kept, shared, full
                )
                info = yield from probing
            if parent is None and root is not None:
                root.append(v.copy())  # settled and probed: what any solution agrees with
        except Contradiction:
            if parent is not None:
                activity.bump(v, parent)
            continue
        if UNKNOWN not in v:
            yield v
            continue
        cell = branch_cell(board, v, info, scores, activity)
        stack.extend(children(board, v, info, cell, scores, kept))
    return True


def children(
    board: Board, v: Cells, info: Analysis, cell: int, scores: Scores, kept: Kept
) -> list[Node]:
    """The two nodes of a branch on `cell`, island last (popped first); a value whose trial the
    last probing pass settled on this very board starts from that trial's board."""
    nodes: list[Node] = []
    for value in (WALL, WHITE):
        if value == WALL and pooled(board, v, cell):
            continue
        settled = kept.trials.get((cell, value))
        if settled is not None:
            nodes.append((settled[0], v, scores, None, settled[1]))
            continue
        child = v.copy()
        child[cell] = value
        nodes.append((child, v, scores, (info, v), None))
    return nodes


Node = tuple[Cells, Cells | None, Scores, Known | None, Analysis | None]
"""A node on the search stack: its board, its parent's board, the scores, the analysis of the
parent's board (to settle from) or the node's own analysis when its board is settled already."""


def branch_cell(board: Board, v: Cells, info: Analysis, scores: Scores, activity: Activity) -> int:
    """The cell to branch on: the best probed candidate, else the rules' own choice."""
    cell = best_probed(v, info, scores, activity.weight)
    return cell if cell >= 0 else choose(board, v, info)


def best_probed(v: Cells, info: Analysis, scores: Scores, weight: list[float]) -> int:
    """The probed free candidate with the most conflicts, then whose two values decide the
    most cells (product), or -1."""
    best, best_key = -1, (0.0, 0)
    for j in candidates(info):
        score = scores.get(j, 0)
        if v[j] == UNKNOWN and score and (weight[j], score) > best_key:
            best, best_key = j, (weight[j], score)
    return best


class Activity:
    """Conflict counts per cell, recent ones weighing a little more (VSIDS-like): branching
    where the search last failed settles a doomed area before decisions elsewhere get stacked
    above it, which would make the search refute the same area once per such decision."""

    def __init__(self, size: int) -> None:
        self.weight = [0.0] * size
        self.step = 1.0

    def bump(self, v: Cells, parent: Cells) -> None:
        """Count a conflict on the cells a refuted node decided."""
        self.hit([i for i, x in enumerate(v) if x != parent[i]])

    def hit(self, cells: list[int]) -> None:
        """Count a conflict on these cells (a refuted node's, or a refuted probe's cell)."""
        weight, step = self.weight, self.step
        for i in cells:
            weight[i] += step
        self.step *= GROWTH
        if self.step > 1e100:  # rescale before the floats overflow
            self.weight = [w / self.step for w in weight]
            self.step = 1.0


GROWTH = 1.01
"""How much each conflict outweighs the one before (older conflicts fade slowly; faster fading
cost nodes on janko 0687: docs/nurikabe-notes.md, "Measured choices")."""


def to_state(puzzle: Puzzle, v: Cells) -> State:
    """A compact board -> the player's State (walls and dots)."""
    return state_from_marks(puzzle, [Mark.WALL if x == WALL else Mark.DOT for x in v])

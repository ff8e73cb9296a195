"""The Nurikabe solver: the named deductions of `deduce` to a fixpoint at every node (plus rules
the hint ladder does not use: far-from-walls of walls.py, claim-cuts of claims.py, paths-cross of
crossing.py; on boards that are mostly island the fence rule of fence.py, and with fewer walls
than rows + columns the wall-span rule of span.py), failed-literal probing, then a branch (island
first, then wall) on the probed cell whose two values decide the most cells (the product of both
counts, as look-ahead SAT solvers such as march choose), else on a free neighbour of the most
constrained island.

The search is depth-first with an explicit stack of compact boards (flat lists of ints), so
deep searches never hit Python's recursion limit; each node costs one propagation, none when
the probing of its parent settled its board already (`Kept`).
"""

from __future__ import annotations

import time
from collections.abc import Generator, Iterator
from typing import TYPE_CHECKING

from puzzlegui.core.cancel import Budget, solver

from ..deduce import (
    GLOBAL_RULES,
    UNKNOWN,
    WALL,
    WHITE,
    Analysis,
    Assignment,
    Board,
    Contradiction,
    Known,
    Rule,
    assign,
    pooled,
    propagate_from,
)
from ..fence import fence_too_long
from ..puzzle import Mark, Puzzle, State, state_from_marks
from ..span import applies as span_applies
from ..span import wall_span
from ..walls import far_from_walls, scarce
from .claims import claim_cuts
from .crossing import paths_cross
from .euler import block_count
from .ring import applies as ring_applies
from .ring import ring_rule
from .tree import wall_tree

if TYPE_CHECKING:
    from .exchange import Exchange

SOLVER_RULES: tuple[tuple[str, Rule], ...] = (
    ("block-count", block_count),
    *GLOBAL_RULES,
    ("far-from-walls", far_from_walls),
    ("claim-cuts", claim_cuts),
    ("paths-cross", paths_cross),
)
"""The global rules of `propagate` and three only the solver uses (not in the hint ladder)."""

SCARCE_WALL_RULES = (*SOLVER_RULES, ("fence-too-long", fence_too_long))
"""The solver's rules and the fence rule, for boards that are mostly island (walls.scarce)."""


FEW_WALL_RULES = (("wall-tree", wall_tree), ("wall-span", wall_span), *SCARCE_WALL_RULES)
"""The wall-tree and wall-span rules first, for boards whose walls are too few to span the board
(tree.py, span.py)."""


def settle(board: Board, v: list[int], rounds: int = 0, known: Known | None = None) -> Analysis:
    """`propagate` with the solver's rules (from `known`, the analysis of an earlier state)."""
    return propagate_from(board, v, known, rounds, rules_for(board))


def rules_for(board: Board) -> tuple[tuple[str, Rule], ...]:
    """The solver's global rules for this board: more of them the fewer walls it has."""
    if board.solver_rules is None:
        board.solver_rules = _choose_rules(board)
    return board.solver_rules


def _choose_rules(board: Board) -> tuple[tuple[str, Rule], ...]:
    """The rules of `rules_for`, chosen once per board (settle runs per node and probe)."""
    if span_applies(board):
        rules = FEW_WALL_RULES
    else:
        rules = SCARCE_WALL_RULES if scarce(board) else SOLVER_RULES
    return (("ring", ring_rule), *rules) if ring_applies(board) else rules


def choose(board: Board, v: list[int], info: Analysis) -> int:
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


def search(board: Board, budget: Budget) -> Iterator[list[int]]:
    """Every solution as a compact board (WALL / WHITE per cell)."""
    for v in steps(board, budget):
        if v is not None:
            yield v


def steps(
    board: Board,
    budget: Budget,
    pause: float = 0.0,
    root: list[list[int]] | None = None,
    exchange: Exchange | None = None,
) -> Iterator[list[int] | None]:
    """`search`, with None yielded after every `pause` seconds of work (0: never; this thread's
    CPU time), so that a portfolio can run other work in between; `root` gets the board settled
    at the root (`exchange`: see `probe`)."""
    stack: list[Node] = [(board.start(), None, {}, None, None)]
    yield from run(board, budget, stack, Activity(board.size), Clock(pause), root, 0, exchange)


def run(
    board: Board,
    budget: Budget,
    stack: list[Node],
    activity: Activity,
    clock: Clock,
    root: list[list[int]] | None = None,
    cap: int = 0,
    exchange: Exchange | None = None,
) -> Generator[list[int] | None, None, bool]:
    """The search of `steps` from the nodes on `stack`; with a `cap` it stops after that many
    nodes (`exchange`: see `probe`, used at the root). Returns True when it finished the stack
    (every solution below it was yielded)."""
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
                probing = probe(
                    board, v, info, budget, parent, scores, activity, clock, kept, shared
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
        cell = best_probed(v, info, scores, activity.weight)
        if cell < 0:
            cell = choose(board, v, info)
        stack.extend(children(board, v, info, cell, scores, kept))
    return True


def children(
    board: Board, v: list[int], info: Analysis, cell: int, scores: Scores, kept: Kept
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


class Clock:
    """When a search that shares its thread with other work should pause: after `pause`
    seconds of this thread's CPU time since it last went on (0: never)."""

    def __init__(self, pause: float) -> None:
        self.pause = pause
        self.mark = time.thread_time()

    def due(self) -> bool:
        """True when the search has run its `pause` since it last went on."""
        return bool(self.pause) and time.thread_time() - self.mark > self.pause

    def restart(self) -> None:
        """The search goes on: count its time from now."""
        self.mark = time.thread_time()


Scores = dict[int, int]
"""For a probed cell whose both values survived: how far both propagate (product of the cells
each decides), from the latest probe of that cell (possibly an ancestor's)."""


Node = tuple[list[int], list[int] | None, Scores, Known | None, Analysis | None]
"""A node on the search stack: its board, its parent's board, the scores, the analysis of the
parent's board (to settle from) or the node's own analysis when its board is settled already."""


Settled = tuple[list[int], Analysis]
"""A trial's board at its fixpoint and that board's analysis."""


class Kept:
    """The settled trials of one node's latest probing pass, by (cell, value): the search
    branches on a probed cell, and a trial from the node's final board (a pass that decided
    nothing) is exactly the child's settled board, so the child need not settle again."""

    def __init__(self) -> None:
        self.trials: dict[tuple[int, int], Settled] = {}


def best_probed(v: list[int], info: Analysis, scores: Scores, weight: list[float]) -> int:
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

    def bump(self, v: list[int], parent: list[int]) -> None:
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


def probe(
    board: Board,
    v: list[int],
    info: Analysis,
    budget: Budget,
    before: list[int] | None = None,
    scores: Scores | None = None,
    activity: Activity | None = None,
    clock: Clock | None = None,
    kept: Kept | None = None,
    exchange: Exchange | None = None,
) -> Generator[None, None, Analysis]:
    """Failed literals: a free neighbour of a growing island whose one value the rules refute
    takes the other, and cells both values decide alike take that value; repeated until no
    probe decides anything (Contradiction if both values fail).

    `before` is a board on which every probe already failed (the parent node's): then only
    cells near what changed since are probed, as a probe far away would fail again. `scores`
    collects the score of each probed cell (`best_probed`); `activity` counts a refuted value
    as a conflict at its cell; `kept` gets the trials of the last pass (they start from the
    returned board). A generator: it yields None between probes when `clock` says pause (a
    portfolio's other search then takes its turn; a root with hundreds of probes would
    otherwise hold the thread for seconds), and returns the analysis of the probed board.
    With an `exchange` (race.py) a search in another process probes the same root: the two
    tell each other what their probes decided and which probed cells decided nothing."""
    kept = Kept() if kept is None else kept
    while True:
        near = None if before is None else nearby(board, before, v)
        before = v.copy()
        cells = candidates(info) if exchange is None else exchange.order(candidates(info))
        for j in cells:
            if v[j] != UNKNOWN or (near is not None and j not in near):
                continue
            if exchange is not None:
                info = exchange.take(board, v, info, kept)
                if UNKNOWN not in v:
                    return info
                if v[j] != UNKNOWN or exchange.skips(j, scores):
                    continue
            budget.tick(2)
            budget.check()  # two propagations of a large board take a while: look each time
            if clock is not None and clock.due():
                yield None
                clock.restart()
            decided = probed(board, v, j, scores, info, kept.trials)
            if exchange is not None:
                exchange.tell(j, decided, scores)
            if activity is not None and len(decided) == 1 and decided[0][0] == j:
                activity.hit([j])  # one value of j refuted: a conflict at j
            if decided:
                info = decide(board, v, info, decided, kept.trials)
                if UNKNOWN not in v:
                    return info
        if before == v:
            return info


def decide(
    board: Board,
    v: list[int],
    info: Analysis,
    decided: Assignment,
    trials: dict[tuple[int, int], Settled],
) -> Analysis:
    """Write what a probe decided into `v` and settle it; the analysis of `v` after. When it
    decided one cell whose trial from this very board is kept (mostly: a probe refuted one
    value after trying the other), that trial is the settled board already; every kept trial
    is then out of date."""
    settled = trials.get(decided[0]) if len(decided) == 1 else None
    known = (info, v.copy())
    assign(board, v, decided)
    trials.clear()
    if settled is not None:
        v[:] = settled[0]
        return settled[1]
    return settle(board, v, known=known)


def probed(
    board: Board,
    v: list[int],
    j: int,
    scores: Scores | None = None,
    info: Analysis | None = None,
    trials: dict[tuple[int, int], Settled] | None = None,
) -> Assignment:
    """What trying both values of cell j decides: the other value if one is refuted, else the
    cells both values decide alike (and j's score, when both survive). `info`, if given, is
    the analysis of `v` (the trials start from it); `trials`, if given, gets the surviving
    trials (the settled board and its analysis) by (j, value)."""
    known = None if info is None else (info, v)
    as_wall = trial(board, v, j, WALL, known=known)
    if as_wall is None:
        return [(j, WHITE)]
    if trials is not None:
        trials[j, WALL] = as_wall
    as_white = trial(board, v, j, WHITE, known=known)
    if as_white is None:
        return [(j, WALL)]
    if trials is not None:
        trials[j, WHITE] = as_white
    return alike(v, j, as_wall[0], as_white[0], scores)


def alike(
    v: list[int], j: int, as_wall: list[int], as_white: list[int], scores: Scores | None
) -> Assignment:
    """The free cells of `v` both trials of cell j decide alike (and j's score in `scores`)."""
    if scores is not None:
        free = v.count(UNKNOWN)
        scores[j] = (free - as_wall.count(UNKNOWN)) * (free - as_white.count(UNKNOWN))
    return [
        (i, x)
        for i, x in enumerate(as_wall)
        if x != UNKNOWN and v[i] == UNKNOWN and as_white[i] == x
    ]


def nearby(board: Board, before: list[int], v: list[int]) -> set[int]:
    """The cells within NEAR steps of a cell decided since `before`."""
    ring = {i for i, x in enumerate(v) if x != before[i]}
    near = set(ring)
    for _ in range(NEAR):
        ring = {n for i in ring for n in board.neighbours[i]} - near
        near |= ring
    return near


NEAR = 3
"""How far from the cells a branch decided a child node probes again."""


def trial(
    board: Board,
    v: list[int],
    cell: int,
    value: int,
    rounds: int = 0,
    known: Known | None = None,
) -> Settled | None:
    """The board after `value` at `cell` and the rules (within `rounds` rounds, if given), and
    its analysis, or None when they run into a contradiction (`known`: the analysis of `v` and
    `v`)."""
    board_after = v.copy()
    try:
        assign(board, board_after, [(cell, value)])
        info = settle(board, board_after, rounds, known)
    except Contradiction:
        return None
    return board_after, info


def candidates(info: Analysis) -> list[int]:
    """Free neighbours of growing islands (and of clue-less ones), in board order."""
    return sorted({j for isl in info.islands if isl.missing or not isl.clue for j in isl.liberties})


def to_state(puzzle: Puzzle, v: list[int]) -> State:
    """A compact board -> the player's State (walls and dots)."""
    return state_from_marks(puzzle, [Mark.WALL if x == WALL else Mark.DOT for x in v])


def solutions(puzzle: Puzzle, budget: Budget) -> Iterator[State]:
    """Every solution, as States (from the portfolio: our search, then the SAT model too)."""
    from . import portfolio  # imported here: the portfolio runs this module's search

    board = Board(puzzle)
    for v in portfolio.solutions(board, budget):
        yield to_state(puzzle, v)


solve = solver(solutions)


__all__ = ["WHITE", "choose", "search", "solutions", "solve", "to_state"]

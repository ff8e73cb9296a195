"""Failed-literal probing: each free neighbour of a growing island is tried with both values
(each trial settled by the rules, ruleset.py); a value the rules refute gives the cell the
other, cells both values decide alike take that value, and each probe's score (how far both
values propagate) tells the search where to branch. The trials of a node's last probing pass
are kept (`Kept`): the search's children start from them.
"""

from __future__ import annotations

from collections.abc import Generator
from typing import TYPE_CHECKING

from puzzlegui.core.cancel import Budget

from ..engine.bits import changed_cells
from ..engine.deduce import (
    UNKNOWN,
    WALL,
    WHITE,
    Analysis,
    Assignment,
    Board,
    Cells,
    Contradiction,
    Known,
    assign,
)
from ..engine.implied import Implied
from .ruleset import settle

if TYPE_CHECKING:
    from .clock import Clock
    from .dfs import Activity
    from .exchange import Exchange

# Probing's own names and the engine's that its decisions are made of, which exchange.py (the
# two sides' shared probing) and ladder/probed.py (a hint's nested trial with probing inside)
# take from here with `decide`.
__all__ = [
    "NEAR",
    "UNKNOWN",
    "WALL",
    "WHITE",
    "Analysis",
    "Assignment",
    "Board",
    "Cells",
    "Contradiction",
    "Kept",
    "Scores",
    "Settled",
    "alike",
    "assign",
    "candidates",
    "decide",
    "nearby",
    "probe",
    "probed",
    "trial",
]


Scores = dict[int, int]
"""For a probed cell whose both values survived: how far both propagate (product of the cells
each decides), from the latest probe of that cell (possibly an ancestor's)."""


Settled = tuple[Cells, Analysis]
"""A trial's board at its fixpoint and that board's analysis."""


class Kept:
    """The settled trials of one node's latest probing pass, by (cell, value): the search
    branches on a probed cell, and a trial from the node's final board (a pass that decided
    nothing) is exactly the child's settled board, so the child need not settle again."""

    def __init__(self) -> None:
        self.trials: dict[tuple[int, int], Settled] = {}


def probe(
    board: Board,
    v: Cells,
    info: Analysis,
    budget: Budget,
    before: Cells | None = None,
    scores: Scores | None = None,
    activity: Activity | None = None,
    clock: Clock | None = None,
    kept: Kept | None = None,
    exchange: Exchange | None = None,
    wide: bool = False,
) -> Generator[None, None, Analysis]:
    """Failed literals: a free neighbour of a growing island whose one value the rules refute
    takes the other, and cells both values decide alike take that value; repeated until no
    probe decides anything (Contradiction if both values fail).

    `before` is a board on which every probe already failed (the parent node's): then only
    cells near what changed since are probed, as a probe far away would fail again. Without
    it (the root) the surviving trials are learned (implied.py). `scores` collects the score
    of each probed cell (`best_probed`); `activity` counts a refuted value as a conflict at
    its cell; `kept` gets the trials of the last pass (they start from the returned board). A
    generator: it yields None between probes when `clock` says pause (a portfolio's other
    search then takes its turn; a root with hundreds of probes would otherwise hold the thread
    for seconds), and returns the analysis of the probed board.
    With an `exchange` (race.py) a search in another process probes the same root: the two
    tell each other what their probes decided and which probed cells decided nothing. `wide`:
    every pass probes every candidate (not only those near the last pass's changes)."""
    kept = Kept() if kept is None else kept
    learn = before is None  # the root's probes: what they imply holds on every later board
    while True:
        near = None if before is None or wide else nearby(board, before, v)
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
            decided = probed(board, v, j, scores, info, kept.trials, learn)
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
    v: Cells,
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
    v: Cells,
    j: int,
    scores: Scores | None = None,
    info: Analysis | None = None,
    trials: dict[tuple[int, int], Settled] | None = None,
    learn: bool = False,
) -> Assignment:
    """What trying both values of cell j decides: the other value if one is refuted, else the
    cells both values decide alike (and j's score, when both survive). `info`, if given, is
    the analysis of `v` (the trials start from it); `trials`, if given, gets the surviving
    trials (the settled board and its analysis) by (j, value); `learn`: the board's `implied`
    keeps what each surviving trial decided (implied.py)."""
    known = None if info is None else (info, v)
    as_wall = trial(board, v, j, WALL, known=known, learn=learn)
    if as_wall is None:
        return [(j, WHITE)]
    if trials is not None:
        trials[j, WALL] = as_wall
    as_white = trial(board, v, j, WHITE, known=known, learn=learn)
    if as_white is None:
        return [(j, WALL)]
    if trials is not None:
        trials[j, WHITE] = as_white
    return alike(v, j, as_wall[0], as_white[0], scores)


def alike(v: Cells, j: int, as_wall: Cells, as_white: Cells, scores: Scores | None) -> Assignment:
    """The free cells of `v` both trials of cell j decide alike (and j's score in `scores`).
    Both trials extend `v`, so the cells the wall trial decided are those it changed."""
    if scores is not None:
        free = v.count(UNKNOWN)
        scores[j] = (free - as_wall.count(UNKNOWN)) * (free - as_white.count(UNKNOWN))
    return [(i, as_wall[i]) for i in changed_cells(as_wall, v) if as_white[i] == as_wall[i]]


def nearby(board: Board, before: Cells, v: Cells) -> set[int]:
    """The cells within NEAR steps of a cell decided since `before`."""
    ring = set(changed_cells(v, before))
    near = set(ring)
    for _ in range(NEAR):
        ring = {n for i in ring for n in board.neighbours[i]} - near
        near |= ring
    return near


NEAR = 3
"""How far from the cells a branch decided a child node probes again."""


def trial(
    board: Board,
    v: Cells,
    cell: int,
    value: int,
    rounds: int = 0,
    known: Known | None = None,
    learn: bool = False,
) -> Settled | None:
    """The board after `value` at `cell` and the rules (within `rounds` rounds, if given), and
    its analysis, or None when they run into a contradiction (`known`: the analysis of `v` and
    `v`; `learn`: keep what a surviving trial decided in the board's `implied`)."""
    board_after = v.copy()
    try:
        assign(board, board_after, [(cell, value)])
        info = settle(board, board_after, rounds, known)
    except Contradiction:
        return None
    if learn and not rounds:  # a fixpoint: all the literal implies (with the rules) on `v`
        decided = [(i, board_after[i]) for i in changed_cells(board_after, v) if i != cell]
        board.memo(Implied).learn(v, (cell, value), decided)
    return board_after, info


def candidates(info: Analysis) -> list[int]:
    """Free neighbours of growing islands (and of clue-less ones), in board order."""
    return sorted({j for isl in info.islands if isl.missing or not isl.clue for j in isl.liberties})

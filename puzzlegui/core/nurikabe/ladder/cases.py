"""The island cases rung of the Nurikabe hint ladder: a strong player's case analysis.

When no single cell gives way to a trial, a player takes an island that can be completed in
only a few ways (shapes.py lists them), plays each way out with the rules (the island's cells,
the walls around it, then the rules of the trials, trials.trial_rules), and drops the ways that
run into a contradiction. A cell that every way left standing decides alike is decided (among
them the cells common to the remaining shapes). It is sound for the same reason a trial is: the
answer completes the island in one of the listed ways, and that way does not run into a
contradiction. Cost: one propagation per shape of each island tried (at most CASES shapes, and
within the allowance of trials.allowance_of per hint).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from puzzlegui.core.cancel import CancelToken

from ..engine.areas import listed_shapes
from ..engine.deduce import (
    GLOBAL_RULES,
    UNKNOWN,
    WALL,
    WHITE,
    Analysis,
    Board,
    Cells,
    Contradiction,
    Island,
    assign,
    propagate_from,
)
from ..engine.reaches import island_reaches
from ..engine.shapes import TooMany
from .step import Step, clue_cell, sizes
from .trials import Rules, allowance_of, trial_rules

CASES = 250
"""The most ways to complete an island that one case analysis plays out."""


@dataclass(frozen=True)
class Cases:
    """What one case analysis rung plays out: islands of at most `most` ways, each way with the
    `rules` (None: the solver's, trials.trial_rules) to the end; its steps' rule, `name`."""

    most: int = CASES
    rules: Rules | None = None
    name: str = "cases"


ALL_WAYS = Cases()
"""The island cases rung: up to CASES ways, played out with the solver's rules."""

FEW = 3
"""The most ways of an island the few-ways rung (below deep trial) plays out: on janko-like
boards made here, 2 took 6 of 10 boards off deep trial, 3 one more, 4 to 6 at most one more
(docs/nurikabe-notes.md)."""

FEW_WAYS = Cases(FEW, GLOBAL_RULES, "few-cases")
"""The few-ways rung: islands of at most FEW ways, each played out with the ladder's rules."""


def island_cases(
    board: Board,
    v: Cells,
    info: Analysis,
    level: int,
    cancel: CancelToken | None = None,
    cases: Cases = ALL_WAYS,
) -> Iterator[Step]:
    """Cells every way of completing an island (that the rules allow) decides alike, as steps
    of the rung's `level` (`cancel`, if given, is looked at before each island: Cancelled),
    on the islands and with the rules of `cases`."""
    nbs = board.neighbours
    risky = {j for isl in info.islands if not isl.clue for i in isl.cells for j in nbs[i]}
    growing = [k for k, isl in enumerate(info.islands) if isl.clue and isl.missing > 0]
    listed = []
    for k in growing:
        board.stop()  # a listing per growing island: a tenth of a second on a 50x50 board
        try:
            shapes = listed_shapes(board, v, info, k, risky)
        except TooMany:
            continue
        if 1 < len(shapes) <= cases.most:
            listed.append((len(shapes), k, shapes))
    # Islands with the fewest ways first, within the rung's allowance (trials.allowance_of).
    allowance = allowance_of(board)
    if listed:
        island_reaches(board, v, info)  # once here, then carried into each case (reaches.py)
    for count, k, shapes in sorted(listed):
        if cancel is not None:
            cancel.raise_if_cancelled()
        if not allowance.spend(count):
            return
        yield from _island_cases(board, (v, info), info.islands[k], shapes, (level, cases))


def _island_cases(
    board: Board,
    known: tuple[Cells, Analysis],
    isl: Island,
    shapes: list[tuple[int, ...]],
    rung: tuple[int, Cases],
) -> Iterator[Step]:
    """The steps of one island's case analysis (none when every way is still open); `known`:
    the board and its analysis; `rung`: the rung's level and what it plays out."""
    v, info = known
    level, cases = rung
    rules = trial_rules(board) if cases.rules is None else cases.rules
    outcomes = [board_after(board, v, isl, shape, info, rules) for shape in shapes]
    alive = [t for t in outcomes if t is not None]
    if not alive:
        return  # no way works: the board is wrong, which the mistakes rung reports
    where = clue_cell(board.clue, isl)
    params = {**sizes(isl), "count": len(shapes), "left": len(alive)}
    # Each way and its end, for a hint's sub-steps (a few ways only: island cases may have 250).
    ways = [(s, t is not None) for s, t in zip(shapes, outcomes, strict=True)]
    for j in _agreed(v, alive, where, board.cols):
        rule = f"{cases.name}-wall" if alive[0][j] == WALL else f"{cases.name}-island"
        step = Step(level, rule, [(j, alive[0][j])], isl.cells, {"where": where}, params)
        if cases.most <= FEW:
            step.ways = ways
        yield step


def board_after(
    board: Board,
    v: Cells,
    isl: Island,
    shape: tuple[int, ...],
    info: Analysis | None = None,
    rules: Rules | None = None,
) -> Cells | None:
    """The board once `shape` completes the island and the rules run (`rules`, else the
    solver's: trials.trial_rules); None on a contradiction (`info`, if given, is the analysis
    of `v`, which the rules then update)."""
    cells = set(isl.cells).union(shape)
    border = {n for i in cells for n in board.neighbours[i]} - cells
    trial = v.copy()
    try:
        assign(board, trial, [(j, WHITE) for j in shape])
        assign(board, trial, [(j, WALL) for j in sorted(border)])
        known = None if info is None else (info, v)
        propagate_from(board, trial, known, 0, trial_rules(board) if rules is None else rules)
    except Contradiction:
        return None
    return trial


def _agreed(v: Cells, boards: list[Cells], nearest: int, cols: int) -> list[int]:
    """Free cells of `v` decided alike on every board, nearest the cell `nearest` first."""
    first = boards[0]
    found = [
        j
        for j, x in enumerate(v)
        if x == UNKNOWN and first[j] != UNKNOWN and all(t[j] == first[j] for t in boards)
    ]
    r, c = divmod(nearest, cols)
    return sorted(found, key=lambda j: abs(j // cols - r) + abs(j % cols - c))

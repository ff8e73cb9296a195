"""Our search with restarts: after RESTART nodes below the root it starts again from the root
(settled and probed once), keeping the conflict weights it learned, each run allowed GROWTH
times the nodes of the one before; the run that finishes within its allowance proves that the
solutions met are all.

Why: a search that branched wrongly near the root refutes that branch once per decision stacked
above the doomed area; starting again with the conflicts learned lets it branch where it failed
first. It is our search when a helper races it (race.py), not when it runs alone: on some boards
(janko 0683) restarts lose what the order of the plain search had right, and there the helper's
search is the one that wins; on others (0687, 0688) they take a third of the nodes
(docs/nurikabe-notes.md, "The public worst rows", "A second search"). On a board that never
reaches RESTART nodes below the root it is the plain search."""

from __future__ import annotations

import threading
from collections.abc import Generator, Iterator

from puzzlegui.core.cancel import Budget

from .clock import Clock
from .dfs import (
    UNKNOWN,
    Activity,
    Board,
    Cells,
    Contradiction,
    Node,
    branch_cell,
    children,
    run,
)
from .exchange import Exchange
from .probing import Kept, probe
from .ruleset import settle

RESTART = 100
"""Nodes below the root of the first run."""

GROWTH = 2
"""How many times the nodes of the run before each run may take."""


def restarting(
    board: Board,
    budget: Budget,
    exchange: Exchange | None = None,
    pause: float = 0.0,
    root: list[Cells] | None = None,
    wake: threading.Event | None = None,
) -> Iterator[Cells | None]:
    """Every solution as a compact board, each once, with None yielded after every `pause`
    seconds of work and when `wake` is set (Clock; `exchange`, `pause`, `root`: see
    solver.steps)."""
    budget.tick()  # the root is a node, as in steps: cancelled or out of time, it is not searched
    budget.check()
    v = board.start()
    activity, clock, scores = Activity(board.size), Clock(pause, wake), dict[int, int]()
    try:
        info = settle(board, v)
        if UNKNOWN in v:
            probing = probe(board, v, info, budget, None, scores, activity, clock, None, exchange)
            info = yield from probing
    except Contradiction:
        return
    if root is not None:
        root.append(v.copy())  # settled and probed: what any solution agrees with
    if UNKNOWN not in v:
        yield v
        return
    seen: set[bytes] = set()
    cap = RESTART
    while True:
        cell = branch_cell(board, v, info, scores, activity)
        stack: list[Node] = children(board, v, info, cell, scores, Kept())
        if (yield from _new(run(board, budget, stack, activity, clock, cap=cap), seen)):
            return
        cap *= GROWTH


def _new(
    search: Generator[Cells | None, None, bool], seen: set[bytes]
) -> Generator[Cells | None, None, bool]:
    """The solutions of one run not met in an earlier one (and its pauses, None); what the run
    returns."""
    while True:
        try:
            v = next(search)
        except StopIteration as end:
            finished: bool = end.value
            return finished
        if v is None:
            yield None
        elif bytes(v) not in seen:
            seen.add(bytes(v))
            yield v

"""The Nurikabe solver's portfolio: our search first, then, on boards it finds hard, our search
and the SAT model (satmodel.py) in turns in the same thread, whichever finishes first answering.

On boards of at most SAT_CELLS cells with at most FEW_CLUES clues (huge islands, where our rules
see little and the SAT model is quick) our rules settle the root first (without probing: a few
milliseconds, and enough for the boards our few-wall rules crack, such as janko 0029); if cells
are left, the two take turns, the SAT model (given the settled cells) alone for its first
SAT_LEAD seconds; the race's helper, if on, runs the SAT model without the meet count there
(`helper_search`). On other boards the ASP model runs beside ours from the start (engines.py;
on one core ours is then both of its probing modes below one root, fork.py);
without clingo, on boards of at most SAT_CELLS cells, the SAT model joins at our search's first
pause (no delay chosen on data: docs/nurikabe-notes.md, "Constants measured on boards made
here"), starting from the cells our root settled. In turns the SAT model gets SAT_SHARE times
the time of ours (FEW_SAT_SHARE on boards with few clues). Times are the worker thread's CPU time
(time.thread_time), so the turns keep their shares on a loaded machine, where wall-clock slices
would hand out CPU time by chance. Every
solution either finds is passed on once; the first to finish its search proves there are no
more. Both look at the budget between turns (cancel and the clock); a SAT turn counts as one
node. Without python-sat the portfolio is our search alone.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator

from puzzlegui.core.cancel import Budget
from puzzlegui.core.nurikabe.solver.dfs import UNKNOWN, Board, Cells, Contradiction, steps
from puzzlegui.core.nurikabe.solver.ruleset import settle

from . import engines
from .exchange import Exchange
from .fork import Fork
from .race import Rival, rival
from .restarts import restarting

try:
    from .satmodel import SatModel, meet_applies
except ImportError:  # python-sat missing: our search alone
    SatModel = None  # type: ignore[assignment, misc]

SLICE = 0.02
"""Seconds of our search per turn."""

SAT_SHARE = 1
"""The SAT model's turns take this many times the time of ours. Equal turns: whichever of the
two would finish first alone, the pair finishes within twice its time (plus the SAT model's
lead); our turns end within a probe of SLICE, the root's probing included (clock.py).
Figures for 1 to 3: docs/nurikabe-notes.md."""

FEW_SAT_SHARE = 3
"""SAT_SHARE on boards with few clues, where the SAT model (with its line clauses) is the faster
of the two on every board measured, often by 10x (docs/nurikabe-notes.md): our search keeps a
quarter of the turns, for the boards our rules crack at once."""

SAT_LEAD = 0.3
"""Seconds the SAT model runs alone first on boards with few clues (our root's probing costs as
much as the SAT model's whole search on most such boards)."""

SECOND_LEAD = 0.1
"""Seconds the SAT model without the meet count runs before the one with it joins (and is
built: on most few-clue boards the first has finished by then, and a second build costs 5-90 ms
a board; docs/nurikabe-notes.md, "The meet count")."""

FEW_CLUES = 5
"""Boards with at most this many clues (huge islands) start with the SAT model at once."""

SAT_CELLS = 225
"""The largest board the SAT model joins on: 15x15 (on janko's 14x24 to 50x50 boards it does
not finish in minutes, and its turns would only slow ours; docs/nurikabe-notes.md, "Measured
choices")."""


def solutions(board: Board, budget: Budget) -> Iterator[Cells]:
    """Every solution as a compact board, from whichever search finishes first (with a second
    search in another process on boards that take ours long: race.py)."""
    other = rival(board.puzzle, budget)
    try:
        yield from _solutions(board, budget, other)
    finally:
        if other is not None:
            other.close()


def _solutions(board: Board, budget: Budget, other: Rival | None) -> Iterator[Cells]:
    """`solutions`, the helper's search (if any) polled whenever ours pauses."""
    root: list[Cells] = []
    wake = threading.Event()  # set by the ASP model beside ours with news: ours pauses at once
    if other is None:
        ours = steps(board, budget, SLICE, root)
    else:  # the helper's search probes wide: ours restarts, so that the two differ (race.py)
        ours = restarting(board, budget, other.exchange, SLICE, root, wake)
    found = Found(other)
    settled = few_clue_root(board)
    if settled is not None:
        yield from _in_turns(board, budget, ours, settled, found, SAT_LEAD, FEW_SAT_SHARE)
        return
    if engines.available():  # the ASP model beside ours from the start (engines.py)
        beside = wake if other is not None else None
        fork = _fork(board, budget, other, root)
        if fork is not None:  # ours' searches in both probing modes, in turns (fork.py)
            ours = fork.plain()
        yield from engines.side_by_side(board, budget, ours, found, beside, fork)
        return
    for v in ours:
        yield from found.new(v)
        if found.over():
            return
        if v is None and _sat_joins(board, root):
            yield from _in_turns(board, budget, ours, root[0], found)
            return
    # our search finished (or the board is too large for the SAT model)


def _fork(board: Board, budget: Budget, other: Rival | None, root: list[Cells]) -> Fork | None:
    """Our search in both probing modes, for the one-core turns: not beside a helper (which
    probes wide itself), nor under a node limit (the generator's uniqueness check: its
    answer for a seed depends on the nodes each search spends, kept as it was)."""
    if other is not None or budget.max_nodes is not None:
        return None
    return Fork(board, budget, SLICE, root)


def few_clue_root(board: Board) -> Cells | None:
    """The cells our rules settle at the root of a board where ours and the SAT models take
    turns from the start (at most SAT_CELLS cells and FEW_CLUES clues, python-sat installed);
    None on other boards, and where those rules settle or refute it alone (in milliseconds:
    our search then says which)."""
    if SatModel is None or board.size > SAT_CELLS or not few_clues(board):
        return None
    settled = _settled_root(board)
    return settled if settled is not None and UNKNOWN in settled else None


def helper_search(board: Board, budget: Budget, exchange: Exchange) -> Iterator[Cells]:
    """The race's helper (race.py) on `board`: our search probing wide, sharing the root's
    probing through `exchange`; but on the boards of `few_clue_root`, the SAT model without
    the meet count alone. There the SAT models are the engines that answer (ours runs beside
    them in our turns, and probing wide is the same search), and ours gives each model at
    most 3/8 of its turns, so that on such a board's worst case the helper's core ends the
    model's search within its time alone, where our turns would take 8/3 of it. Of the two
    models this one was the faster and the steadier on the slowest boards hunted; the one with
    the meet count, which settles others in a tenth of its time, keeps its turns in ours
    (docs/nurikabe-notes.md, "Few clues on two cores")."""
    settled = few_clue_root(board)
    if settled is None:
        wide = steps(board, budget, exchange=exchange, wide=True)
        yield from (v for v in wide if v is not None)
        return
    models: list[SatModel] = []
    try:
        for v in _sat(board, settled, False, models):
            budget.tick()
            budget.check()
            if v is not None:
                yield v
    finally:
        for model in models:
            model.close()


def _settled_root(board: Board) -> Cells | None:
    """The board after our rules at the root (no probing: milliseconds), None if they refute
    it."""
    v = board.start()
    try:
        settle(board, v)
    except Contradiction:
        return None
    return v


DONE = bytearray()
"""What `next` gives for a search that is over (no solution is an empty board)."""


def few_clues(board: Board) -> bool:
    """True for the boards our rules see least in: at most FEW_CLUES clues (janko 0029, 0753)."""
    return sum(1 for n in board.clue if n) <= FEW_CLUES


def _sat_joins(board: Board, root: list[Cells]) -> bool:
    """True when the SAT model should join our search now: at its first pause, once our root is
    settled (no delay: a board ours settles within its first turn never builds the model)."""
    return SatModel is not None and board.size <= SAT_CELLS and bool(root)


class Found:
    """The solutions passed on so far (each once), ours and the helper's (race.py), if any."""

    def __init__(self, other: Rival | None) -> None:
        self.seen: set[bytes] = set()
        self.other = other

    def new(self, v: Cells | None) -> Iterator[Cells]:
        """v (None: none) and the helper's solutions since the last look, those not passed on
        before."""
        fresh = [] if v is None else [v]
        if self.other is not None:
            fresh.extend(self.other.news())
        for u in fresh:
            key = bytes(u)
            if key not in self.seen:
                self.seen.add(key)
                yield u

    def over(self) -> bool:
        """True when the helper finished its search: every solution has been passed on."""
        return self.other is not None and self.other.done


def _in_turns(
    board: Board,
    budget: Budget,
    ours: Iterator[Cells | None],
    root: Cells | None,
    found: Found,
    lead: float = 0.0,
    share: int = SAT_SHARE,
) -> Iterator[Cells]:
    """Our search and the SAT side in turns until one of them finishes (the SAT side alone
    for its first `lead` seconds, then `share` times the time of ours), the SAT models given
    the cells `root` decides. Where the meet count applies the SAT side is two models, without
    and with it, sharing its time equally once the first has had SECOND_LEAD: the count
    proves few-clue boards unique in a fraction of the conflicts, but on some boards it sends
    the search the long way round (docs/nurikabe-notes.md, "The meet count")."""
    models: list[SatModel] = []
    engines = [ours, _sat(board, root, False, models)]
    if meet_applies(board):
        engines.append(_sat(board, root, True, models))
    try:
        spent = [0.0] * len(engines)
        found_by = -1  # the search that found the last solution: it takes the next turn
        while True:
            turn = _next_turn(spent, share, lead)
            if found_by >= 0:
                turn, found_by = found_by, -1  # its search may be about to end: let it see
            began = time.thread_time()
            step = next(engines[turn], DONE)
            spent[turn] += time.thread_time() - began
            if step is DONE:
                return  # this one's search is over: every solution has been passed on
            if turn:
                budget.tick()
                budget.check()
            if step is not None:
                found_by = turn
            yield from found.new(step)
            if found.over():
                return
    finally:
        for model in models:
            model.close()


def _next_turn(spent: list[float], share: int, lead: float) -> int:
    """Ours (0) when it is behind its share of the time, else the SAT model that has had least
    (the second only once the first has had SECOND_LEAD seconds)."""
    if spent[0] * share + lead < sum(spent[1:]):
        return 0
    if spent[1] < SECOND_LEAD:
        return 1
    return min(range(1, len(spent)), key=spent.__getitem__)


def _sat(
    board: Board, root: Cells | None, meet: bool, models: list[SatModel]
) -> Iterator[Cells | None]:
    """A SAT model's solutions, the model built at its first turn (and listed in `models`, to
    be closed)."""
    model = SatModel(board, root, meet)
    models.append(model)
    yield from model.solutions()

"""Our search and the answer-set model (asp.py) side by side from the start, the first to end
its search answering: the portfolio's worst case bounded by construction (portfolio.py).

Two engines that fail on different boards: ours propagates and probes, and stalls where a
wrong branch near the root is refuted once per decision above it; clasp learns nogoods and
stalls where the islands are huge and connectivity is all that decides. Neither waits for the
other to stall: no delay tuned on data.

Where they run:
- one core (PUZZLEGUI_ONE_CORE, or a node limit): in turns in this thread, each charged its
  CPU time (ours: this thread's; the ASP model's: the process's while this thread waits on
  its solve), the one behind taking the next turn. Our turns last SLICE, the ASP model's
  slices start at FIRST_SLICE and double up to SLICE; its solve is paused at the end of each
  turn where it stands (asp.Pause: a cancel and a new solve would restart clasp's restart
  schedule, a measured cost: docs/nurikabe-notes.md) and goes on at its next.
  Ours runs alone for its first LEAD, so a board ours settles within it never builds the
  model. Bound (docs/nurikabe-notes.md, "No cliff by construction"): if the faster engine
  needs T seconds of CPU alone, the pair ends within 2T + LEAD + SLICE + the switches.
  Without a node limit ours is two searches below one root (fork.py): once the root is
  probed, the wide search takes turns too, charged what ours has had (the root was its work
  as well), and the three end within 3T + LEAD + SLICE, T the fastest of the plain search,
  the wide search and the ASP model alone ("Both probing modes on one core").
- two cores (the race's helper on, race.py): the ASP model searches in clingo's own thread
  (clingo releases the GIL while it grounds and solves), built by a thread of its own that
  starts with ours and waits LEAD on its own clock first (counted at ours' pauses, as on one
  core, the model started well after LEAD), one solve listing every answer to its
  end there (no second solve waiting for our thread to start it), our search in this one,
  the helper's in its process once it joins. Three searches on two whole cores would each
  have 2/3 of one, so the first would end within 1.5x its time alone (plus LEAD); where the
  second core is not a whole one (a virtual machine's: docs/nurikabe-notes.md), each search
  busy on it slows the others. What runs in clingo's thread calls back into Python as little
  as it can: beside a search holding the interpreter lock, each call back waits up to a
  switch interval (5 ms) for it.

Every answer the ASP model gives is checked against the rules before it is passed on; one
that breaks a rule (a bug in the encoding) drops the model, and our search goes on alone.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from typing import Protocol

from puzzlegui.core.cancel import Budget
from puzzlegui.core.native import native_work

from ..rules import is_solved
from .dfs import Board, Cells
from .fork import Fork

try:
    from .asp import AspModel
except ImportError:  # clingo missing: our search alone
    AspModel = None  # type: ignore[assignment, misc]

SLICE = 0.02
"""Seconds of CPU per turn, at most (our turns end within a probe of it: solver.Clock)."""

LEAD = 0.02
"""Seconds of CPU our search runs before the ASP model is built (one core), or seconds of wall
clock before the model's thread builds it beside ours (two cores): the additive term of the
bound (2T + LEAD + SLICE), so that the boards ours settles within it (most published ones)
never pay for clingo's start (Control, parse, ground). Its value and what building the model
sooner cost, on one core and on two, are measured in docs/nurikabe-notes.md."""

FIRST_SLICE = 0.005
"""The ASP model's first slice: a board it settles at once costs no more; each next one
doubles, up to SLICE (each turn ends with a pause at the solve's next decision)."""


def available() -> bool:
    """True when clingo is installed."""
    return AspModel is not None


def checked(board: Board, v: Cells) -> bool:
    """True when the compact board is an answer by the rules."""
    from .dfs import to_state  # imported here: the search imports the portfolio

    return is_solved(board.puzzle, to_state(board.puzzle, v))


class Build:
    """An ASP model made and grounded in a thread of its own: clingo's grounding reads no
    clock and cannot be interrupted (about a minute of CPU on a 200x200 board of 10 000
    clues), so the thread that waits for it reads its own clock meanwhile. Closed before it
    is ready, it stops at its next clue while listing the facts; past them, the grounding
    runs to its end in the thread and the model is then dropped. With `solving`, its solve
    listing every answer (AspModel.list_all) is started in clingo's thread once grounded,
    setting `wake` at each answer and at its end. With a `lead`, the thread waits that many
    seconds (wall clock) before it starts, and ends at once if closed meanwhile."""

    def __init__(
        self,
        board: Board,
        pausable: bool = False,
        solving: bool = False,
        wake: threading.Event | None = None,
        lead: float = 0.0,
    ) -> None:
        self.board, self.pausable, self.solving, self.wake = board, pausable, solving, wake
        self.lead = lead
        self.model: AspModel | None = None
        self.closed = False
        self.stopped = threading.Event()  # set by `close`: ends the lead's wait
        self.lock = threading.Lock()
        self.thread = threading.Thread(target=self._build, daemon=True)
        self.thread.start()

    def _build(self) -> None:
        if self.lead and self.stopped.wait(self.lead):
            return  # closed during the lead: nothing was built
        with native_work():  # a process ending meanwhile must not run clingo's exit (native.py)
            self._build_model()

    def _build_model(self) -> None:
        try:
            model = AspModel(self.board, self.pausable, self._stop_if_closed, self.solving)
        except _Closed:
            return
        model.ground()
        with self.lock:  # closed meanwhile (a board ours settled at once): no solve started
            if not self.closed:
                if self.solving:  # its solve starts in clingo's thread at once (Beside)
                    model.list_all(None if self.wake is None else self.wake.set)
                self.model = model
                return
        model.close()

    def _stop_if_closed(self) -> None:
        if self.closed:
            raise _Closed

    def ready(self, wait: float = 0.0) -> AspModel | None:
        """The grounded model, waiting up to `wait` seconds (wall clock) for it; None until
        it is ready (or once closed)."""
        self.thread.join(wait)
        with self.lock:
            return self.model

    def close(self) -> None:
        """Drop the model (now, or when its build ends)."""
        with self.lock:
            self.closed = True
            model, self.model = self.model, None
        self.stopped.set()
        if model is not None:
            model.close()


class _Closed(Exception):
    """A Build closed while listing its facts."""


class Turns:
    """Our search and the ASP model in turns in this thread (one core). The model is built in
    a thread of its own (Build); the model's turns wait for it a slice at a time."""

    def __init__(
        self, board: Board, budget: Budget, ours: Iterator[Cells | None], fork: Fork | None = None
    ) -> None:
        self.board, self.budget, self.ours, self.fork = board, budget, ours, fork
        self.build: Build | None = None  # started once ours has had LEAD
        self.model: AspModel | None = None  # once built
        self.waiting = FIRST_SLICE  # seconds the model's next turn waits for its build
        self.asp: Iterator[Cells | None] = iter(())
        self.spent = [0.0, 0.0, 0.0]  # ours, the ASP model, our wide search (fork.py)
        self.forked = False  # the wide search has joined
        self.alive = True  # the ASP model still searches (not dropped for a wrong answer)

    def steps(self) -> Iterator[tuple[int, Cells | None]]:
        """(engine, what it gave) per turn, 0 ours, 1 the ASP model and 2 our wide search,
        until one ends (its last turn gives None with engine -1 - it)."""
        try:
            while True:
                turn = self._next()
                ended, step = self._turn(turn)
                if ended:
                    yield -1 - turn, None
                    return
                yield turn, step
        finally:
            if self.build is not None:
                self.build.close()

    def _next(self) -> int:
        """The engine whose turn it is: ours alone for its LEAD, then whichever has had the
        least CPU (ours first on a tie). The wide search joins once ours' root is probed,
        charged what ours has had: the root was its work too, so it has no time to catch up."""
        if self.spent[0] < LEAD:
            return 0
        wide = self.fork is not None and self.fork.wide is not None
        if wide and not self.forked:
            self.forked = True
            self.spent[2] = self.spent[0]
        turns = [0, 2] if wide else [0]
        if self.alive:
            turns.append(1)
        return min(turns, key=self.spent.__getitem__)

    def _turn(self, turn: int) -> tuple[bool, Cells | None]:
        """One turn of an engine: whether its search ended, and what it gave."""
        if turn != 1:
            search = self.ours if turn == 0 else self.fork.wide if self.fork else None
            assert search is not None
            began = time.thread_time()
            step = next(search, _DONE)
            self.spent[turn] += time.thread_time() - began
            return step is _DONE, step
        began = time.process_time()
        step = self._asp_turn()
        self.spent[1] += time.process_time() - began
        self.budget.tick()
        self.budget.check()
        if step is not None and step is not _DONE and not checked(self.board, step):
            self.alive = False  # an answer that breaks a rule: trust ours alone
            return False, None
        return step is _DONE, step

    def _asp_turn(self) -> Cells | None:
        """One turn of the ASP model: a slice of waiting for its build (None), or of its
        search."""
        if self.build is None:
            self.build = Build(self.board, pausable=True)
        if self.model is None:
            self.model = self.build.ready(self.waiting)
            if self.model is None:  # still building: this turn was the wait
                self.waiting = min(SLICE, self.waiting * 2)
                return None
            self.asp = self.model.solutions(self.waiting)
        step = next(self.asp, _DONE)
        self.model.pause = min(SLICE, self.model.pause * 2)
        return step


_DONE = bytearray()
"""What `next` gives for a search that is over (no answer is an empty board)."""


class Beside:
    """The ASP model searching in clingo's thread beside ours (two cores): built and grounded
    in a thread of its own (Build), its one solve listing every answer started there and run
    to its end, what it has listed looked at between our turns. Each answer and the solve's
    end set `wake`, which ends our search's turn at its next node or probe (Clock), so the
    news is not left waiting for the end of a turn."""

    def __init__(
        self, board: Board, wake: threading.Event | None = None, lead: float = 0.0
    ) -> None:
        self.board = board
        self.build = Build(board, solving=True, wake=wake, lead=lead)
        self.passed = 0  # answers of the model's list passed on (or being checked)
        self.done = False  # its search is over: every answer has been passed on
        self.alive = True

    def news(self) -> Iterator[Cells]:
        """The answers listed since the last look (checked); `done` set at the end."""
        if self.done or not self.alive:
            return
        model = self.build.ready()
        if model is None:
            return
        over = model.over()  # before the list is read: once over, the list is complete
        while self.passed < len(model.shown):
            step = model.answer_of(model.shown[self.passed])
            self.passed += 1
            if not checked(self.board, step):
                self.alive = False
                return
            yield step
        self.done = over

    def close(self) -> None:
        """Stop the search (the Control is freed with the model)."""
        self.build.close()


class Finds(Protocol):
    """The portfolio's record of answers passed on (portfolio.Found)."""

    def new(self, v: Cells | None) -> Iterator[Cells]: ...

    def over(self) -> bool: ...


def side_by_side(
    board: Board,
    budget: Budget,
    ours: Iterator[Cells | None],
    found: Finds,
    beside: threading.Event | None,
    fork: Fork | None = None,
) -> Iterator[Cells]:
    """Every answer (each once, through `found`), from our search and the ASP model, until
    one of them ends its search: the model beside ours in clingo's thread (two cores; it sets
    the event `beside` when it has news, which ours' Clock should be given) or in turns with
    it (one core: `beside` None; with a `fork`, whose `plain` is `ours`, its wide search
    takes turns too)."""
    if beside is not None:
        yield from _beside(board, ours, found, beside)
        return
    for engine, step in Turns(board, budget, ours, fork).steps():
        if engine < 0:
            return  # that engine's search is over: every answer has been passed on
        yield from found.new(step)
        if found.over():
            return


def _beside(
    board: Board, ours: Iterator[Cells | None], found: Finds, wake: threading.Event
) -> Iterator[Cells]:
    """`side_by_side` on two cores: the model's thread started at once, building it after LEAD
    on its own clock (not at ours' pauses, which come every SLICE of ours' CPU), its answers
    looked at whenever ours pauses."""
    model = Beside(board, wake, LEAD)
    try:
        for v in ours:
            yield from found.new(v)
            for u in model.news():
                yield from found.new(u)
            # Hand the interpreter lock over: clingo's threads need it for their calls
            # back into Python, and a search that never blocks would otherwise let them
            # have it only once per switch interval (5 ms), starving the model.
            time.sleep(0)
            if found.over() or model.done:
                return
    finally:
        model.close()

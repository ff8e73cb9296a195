"""Cancelling and budgeting long work: a CancelToken another thread can set (or that runs out at
a deadline), and a Budget that a solver ticks once per node so that it stops on cancel, on time or
on a node limit.

Time is read from the clock at every tick, not every so many nodes: a node's cost varies by
orders of magnitude between types and sizes (a Latin square against a 200x200 Shikaku), so only
the clock itself keeps a budget close to its limit. A tick is cheap (docs/benchmarks.md).
"""

from __future__ import annotations

import atexit
import json
import os
import sys
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, TypeVar

from .model import Limits, Solve, SolveResult, SolveStatus, SolveStrategy

if TYPE_CHECKING:
    from typing_extensions import Unpack


class ClockProbe:
    """A debug hook, on only with PUZZLEGUI_CLOCK_PROBE=FILE (never in normal runs): counts the
    reads of a deadline or cancel flag and keeps the longest CPU time one thread spent between
    two of them, with where each end was read. That gap, not the wall time on a loaded machine,
    bounds how late a budget can be answered or a Stop obeyed. At a normal exit it appends one
    JSON line to FILE (several processes may share one FILE: a Nurikabe race's helper that ends
    its search writes its own; one killed when the race is over writes nothing)."""

    def __init__(self, path: str) -> None:
        self.path = path
        self.checks = 0
        self.gaps: dict[tuple[str, str], float] = {}
        """The longest gap between each pair of places, in CPU seconds of one thread."""
        self._last: dict[int, tuple[float, str]] = {}
        self._lock = threading.Lock()

    def mark(self, place: str | None = None) -> None:
        """A read of the clock or the flag, by the calling thread (at `place`, or where it was
        called from)."""
        now = time.thread_time()
        here = place or _caller()
        with self._lock:
            self.checks += 1
            last = self._last.get(threading.get_ident())
            if last is not None:
                pair = (last[1], here)
                self.gaps[pair] = max(self.gaps.get(pair, 0.0), now - last[0])
            self._last[threading.get_ident()] = (now, here)

    @property
    def gap(self) -> float:
        """The longest gap of all (CPU seconds)."""
        return max(self.gaps.values(), default=0.0)

    def write(self) -> None:
        """Append this process's figures to the file."""
        with self._lock:
            worst = sorted(self.gaps.items(), key=lambda item: -item[1])[:6]
        line = {
            "pid": os.getpid(),
            "checks": self.checks,
            "gap": round(self.gap, 6),
            "cpu": round(time.process_time(), 3),
            "worst": [[round(seconds, 6), start, end] for (start, end), seconds in worst],
        }
        with open(self.path, "a", encoding="utf-8") as out:
            out.write(json.dumps(line) + "\n")


def _caller() -> str:
    """Where the clock was read: the first two frames outside this module."""
    frame = sys._getframe(2)
    places: list[str] = []
    while frame is not None and len(places) < 2:
        name = frame.f_code.co_filename
        if name != __file__:
            short = name.rsplit("puzzlegui/", 1)[-1]
            places.append(f"{short}:{frame.f_lineno} {frame.f_code.co_name}")
        frame = frame.f_back  # type: ignore[assignment]
    return " < ".join(places)


def _start_probe() -> ClockProbe | None:
    path = os.environ.get("PUZZLEGUI_CLOCK_PROBE")
    if not path:
        return None
    found = ClockProbe(path)
    atexit.register(found.write)
    return found


probe = _start_probe()
"""The debug hook, or None (normal runs: each read then costs one comparison more)."""


def clock_read(place: str | None = None) -> None:
    """Count a read of the clock outside this module (a command's start and its answer)."""
    if probe is not None:
        probe.mark(place)


COMMAND_START = "command start"
"""The place of a command's first read (the gap after it holds reading the board)."""


class Cancelled(Exception):
    """The job was cancelled through its CancelToken."""


class TimedOut(Exception):
    """The job ran out of its time or node budget."""


class CancelToken:
    """A flag one thread sets and another polls (a threading.Event underneath)."""

    def __init__(self, seconds: float | None = None) -> None:
        self._event = threading.Event()
        self.deadline = None if seconds is None else time.monotonic() + seconds
        self._cpu_owner: int | None = None
        self._cpu_deadline = 0.0
        if probe is not None:
            probe.mark()

    @classmethod
    def after(cls, seconds: float | None) -> CancelToken:
        """A token that cancels itself `seconds` from now (never, for None): a time budget for
        work that polls a token (hints, grading) rather than ticking a Budget."""
        return cls(seconds)

    def limit_cpu(self, seconds: float) -> None:
        """Also stop once the calling thread (the job's own) has used `seconds` more of CPU
        time: a budget of work that holds on a loaded machine, where a wall-clock one runs out
        while the job waits for a core (or gives way to the player). Only the job's own polls
        read it; the main thread's reads see cancel() and the deadline only."""
        self._cpu_owner = threading.get_ident()
        self._cpu_deadline = time.thread_time() + seconds

    def cancel(self) -> None:
        """Ask the job to stop."""
        self._event.set()

    @property
    def cancelled(self) -> bool:
        """True once cancel() was called or the deadline passed."""
        if probe is not None:
            probe.mark()
        if self._event.is_set():
            return True
        if self.deadline is not None and time.monotonic() > self.deadline:
            self._event.set()
            return True
        if self._cpu_owner is not None and self._over_cpu():
            self._event.set()
            return True
        return False

    def _over_cpu(self) -> bool:
        mine = threading.get_ident() == self._cpu_owner
        return mine and time.thread_time() > self._cpu_deadline

    def raise_if_cancelled(self) -> None:
        """Raise Cancelled if cancel() was called or the deadline passed."""
        if self.cancelled:
            raise Cancelled


class Gate:
    """The player's work before the background's. While any `hold` is open (a hint, the
    game's score), a Deferring token's polls wait, sleeping with the interpreter
    released: Python runs one thread at a time, so a puzzle made ahead in another thread took
    half of it and doubled a hint's wait (a score walk of janko 0570, 3.4 s alone, ran out of
    its 10 s beside the window's stock)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._holds = 0
        self._open = threading.Event()
        self._open.set()

    @contextmanager
    def hold(self) -> Iterator[None]:
        """Keep the background waiting while the block runs."""
        with self._lock:
            self._holds += 1
            self._open.clear()
        try:
            yield
        finally:
            with self._lock:
                self._holds -= 1
                if not self._holds:
                    self._open.set()

    @property
    def held(self) -> bool:
        return not self._open.is_set()

    def wait(self, stop: threading.Event) -> None:
        """Return once no hold is open, or `stop` is set (looked at every WAKE seconds)."""
        while not self._open.is_set() and not stop.is_set():
            self._open.wait(WAKE)


WAKE = 0.05
"""How often a waiting background job looks whether it was cancelled meanwhile (seconds)."""

HINTING = Gate()
"""Held while a hint is looked for: the window's score and its game's background solve give
way to it."""

PLAYING = Gate()
"""Held while a hint or the game's score is worked out: the puzzles made ahead and the library's
grading give way."""


class Deferring(CancelToken):
    """A background job's token: a poll from the job's own thread (any but the main thread,
    which only reads it) first waits while `gate` is held, so the job gives way at its next
    poll. Its deadline, if any, moves on by the time it waited: a budget counts the job's own
    work, so a grade that waited for the game's score still gets all of its time."""

    def __init__(self, gate: Gate, seconds: float | None = None) -> None:
        super().__init__(seconds)
        self.gate = gate

    @property
    def cancelled(self) -> bool:
        if self.gate.held and threading.current_thread() is not threading.main_thread():
            began = time.monotonic()
            self.gate.wait(self._event)
            if self.deadline is not None:  # only the job's thread moves it
                self.deadline += time.monotonic() - began
        return super().cancelled


_NODE_STEP = 64


class Budget:
    """Counts nodes; raises Cancelled or TimedOut when the job must stop."""

    def __init__(
        self,
        cancel: CancelToken | None = None,
        seconds: float | None = None,
        max_nodes: int | None = None,
    ) -> None:
        self.cancel = cancel
        self.deadline = None if seconds is None else time.monotonic() + seconds
        if probe is not None:
            probe.mark()
        self.max_nodes = max_nodes
        self.nodes = 0

    def tick(self, count: int = 1) -> None:
        """Count `count` nodes and look at the flag and the clock (the node limit as before:
        every 64 nodes, so that a seed's generated puzzles stay the same)."""
        if probe is not None:
            probe.mark()
        before = self.nodes
        self.nodes += count
        if self.cancel is not None and self.cancel.cancelled:
            raise Cancelled
        if self.deadline is not None and time.monotonic() > self.deadline:
            raise TimedOut
        limit = self.max_nodes
        if (
            limit is not None
            and self.nodes > limit
            and before // _NODE_STEP != self.nodes // _NODE_STEP
        ):
            raise TimedOut

    def check(self) -> None:
        """Raise now if the job must stop: `check_time`, then the node limit."""
        self.check_time()
        if self.max_nodes is not None and self.nodes > self.max_nodes:
            raise TimedOut

    def check_time(self) -> None:
        """Raise on cancel or past the deadline, never for the node limit: for loops inside
        a node (propagation), where the node count does not move, so that a seed's generated
        puzzles stay the same."""
        if probe is not None:
            probe.mark()
        if self.cancel is not None and self.cancel.cancelled:
            raise Cancelled
        if self.deadline is not None and time.monotonic() > self.deadline:
            raise TimedOut

    def remaining(self) -> float | None:
        """Seconds left before the deadline (None: no time limit), never below 0."""
        if self.deadline is None:
            return None
        return max(0.0, self.deadline - time.monotonic())


P = TypeVar("P")
S = TypeVar("S")


def run_search(
    search: Callable[[Budget], Iterator[S]], *, limit: int = 2, **limits: Unpack[Limits]
) -> SolveResult[S]:
    """Run a solution generator under a budget and turn its outcome into a SolveResult."""
    budget = Budget(**limits)
    return run_budgeted(lambda: search(budget), budget, limit)


def run_budgeted(search: Callable[[], Iterator[S]], budget: Budget, limit: int) -> SolveResult[S]:
    """Take up to `limit` solutions from `search`, which ticks `budget`, as a SolveResult."""
    start = time.perf_counter()
    solutions: list[S] = []
    status: SolveStatus
    try:
        for solution in search():
            solutions.append(solution)
            if len(solutions) >= limit:
                break
        status = _status_of(len(solutions))
    except Cancelled:
        status = SolveStatus.CANCELLED
    except TimedOut:
        status = SolveStatus.TIMEOUT
    elapsed = (time.perf_counter() - start) * 1000.0
    return SolveResult(status, solutions, budget.nodes, elapsed)


def solver(solutions: Callable[[P, Budget], Iterator[S]]) -> Solve[P, S]:
    """A type's `solve`: its solution generator run under the caller's limit and budget."""

    def solve(puzzle: P, /, *, limit: int = 2, **limits: Unpack[Limits]) -> SolveResult[S]:
        budget = Budget(**limits)
        return run_budgeted(lambda: solutions(puzzle, budget), budget, limit)

    return solve


def strategy_solver(
    names: tuple[str, ...],
    search: Callable[[str, P, Budget], Iterator[S]],
    default_seconds: float | None = None,
) -> SolveStrategy[P, S]:
    """A type's `solve_strategy`: `search` by one of `names` (ValueError for another), run under
    the caller's budget, or `default_seconds` when the caller sets neither time nor nodes."""

    def solve_strategy(
        name: str, puzzle: P, /, *, limit: int = 1, **limits: Unpack[Limits]
    ) -> SolveResult[S]:
        if name not in names:
            raise ValueError(f"unknown strategy {name!r} (one of {', '.join(names)})")
        if limits.get("seconds") is None and limits.get("max_nodes") is None:
            limits["seconds"] = default_seconds
        budget = Budget(**limits)
        return run_budgeted(lambda: search(name, puzzle, budget), budget, limit)

    return solve_strategy


def _status_of(found: int) -> SolveStatus:
    if found == 0:
        return SolveStatus.NO_SOLUTION
    return SolveStatus.SOLVED if found == 1 else SolveStatus.MULTIPLE

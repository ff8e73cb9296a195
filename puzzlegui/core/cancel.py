"""Cancelling and budgeting long work: a CancelToken another thread can set (or that runs out at
a deadline), and a Budget that a solver ticks once per node so that it stops on cancel, on time or
on a node limit.

Time is read from the clock at every tick, not every so many nodes: a node's cost varies by
orders of magnitude between types and sizes (a Latin square against a 200x200 Shikaku), so only
the clock itself keeps a budget close to its limit. A tick is cheap (docs/benchmarks.md).
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, TypeVar

from .model import Limits, Solve, SolveResult, SolveStatus, SolveStrategy

if TYPE_CHECKING:
    from typing_extensions import Unpack


class Cancelled(Exception):
    """The job was cancelled through its CancelToken."""


class TimedOut(Exception):
    """The job ran out of its time or node budget."""


class CancelToken:
    """A flag one thread sets and another polls (a threading.Event underneath)."""

    def __init__(self, seconds: float | None = None) -> None:
        self._event = threading.Event()
        self.deadline = None if seconds is None else time.monotonic() + seconds

    @classmethod
    def after(cls, seconds: float | None) -> CancelToken:
        """A token that cancels itself `seconds` from now (never, for None): a time budget for
        work that polls a token (hints, grading) rather than ticking a Budget."""
        return cls(seconds)

    def cancel(self) -> None:
        """Ask the job to stop."""
        self._event.set()

    @property
    def cancelled(self) -> bool:
        """True once cancel() was called or the deadline passed."""
        if self._event.is_set():
            return True
        if self.deadline is not None and time.monotonic() > self.deadline:
            self._event.set()
            return True
        return False

    def raise_if_cancelled(self) -> None:
        """Raise Cancelled if cancel() was called or the deadline passed."""
        if self.cancelled:
            raise Cancelled


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
        self.max_nodes = max_nodes
        self.nodes = 0

    def tick(self, count: int = 1) -> None:
        """Count `count` nodes and look at the flag and the clock (the node limit as before:
        every 64 nodes, so that a seed's generated puzzles stay the same)."""
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
        """Raise now if the job must stop."""
        if self.cancel is not None and self.cancel.cancelled:
            raise Cancelled
        if self.deadline is not None and time.monotonic() > self.deadline:
            raise TimedOut
        if self.max_nodes is not None and self.nodes > self.max_nodes:
            raise TimedOut

    def check_time(self) -> None:
        """Raise on cancel or past the deadline, never for the node limit: for loops inside
        a node (propagation), where the node count does not move, so that a seed's generated
        puzzles stay the same."""
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

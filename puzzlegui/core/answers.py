"""The solution behind the hints: each puzzle is solved once and every later hint shares the answer.

A hint needs the solution for three things only: spotting the player's mistakes, the last-resort
step "from the solution", and telling a board with no solution or several apart from one that
is merely hard. Everything else comes from rules. So the solve must never make Hint wait: the
player solves in the background as soon as a puzzle opens and tells the game's `Answers`; a hint
asks `answer`, which returns what is known, or solves for at most `solving_limit` seconds, or
nothing. What is known lives in an `Answers` the caller owns (one per game in the player, one
per walk in grading and the bench) and hands to the hints with `kept_in` (a context variable,
so each thread sees its own caller's); with none, a hint solves for itself and keeps nothing.
The command line keeps the default limit. Cost: one dictionary look-up per hint once the answer
is known.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any, TypeVar, cast

from puzzlegui.core.cancel import CancelToken
from puzzlegui.core.model import Hint, HintStep, SolveResult, SolveStatus

DEFAULT_SECONDS = 30.0
"""How long a hint outside the player may solve before going on with rules alone."""

DECIDED = (SolveStatus.SOLVED, SolveStatus.NO_SOLUTION, SolveStatus.MULTIPLE)

TEXTS = {
    "no-solution": "This board has no solution: no way of filling it keeps every rule, so no "
    "step can lead to the end.",
    "several-solutions": "This board has more than one solution, so no step can be proved: "
    "the rules alone cannot tell which one you are making.",
    "still-solving": "No rule finds the next step from here, and the solution is not known "
    "yet: the solver is still working on this board. Ask again in a moment.",
}
"""The status answers' sentences, keyed by rule (one table, for translation)."""

RULE_NAMES = {
    "no-solution": "no solution",
    "several-solutions": "several solutions",
    "still-solving": "solver still working",
}
"""The status answers' titles."""

T = TypeVar("T")

_WAIT: ContextVar[float | None] = ContextVar("hint_solve_seconds", default=DEFAULT_SECONDS)


class Answers:
    """What the solves found for the puzzles of one owner (a game, a walk): the decided answers,
    how long an undecided solve already ran, and what the hints derive from the puzzle. A
    game's background solve writes it from its worker thread while its hints read it, hence the
    lock."""

    def __init__(self, keep: int = 4) -> None:
        self._lock = threading.Lock()
        self._known: OrderedDict[Any, SolveResult[Any]] = OrderedDict()
        self._tried: dict[Any, float] = {}
        self._derived: dict[tuple[str, Any], Any] = {}
        self._keep = keep

    def remember(self, puzzle: Any, result: SolveResult[Any]) -> None:
        """Keep a decided solve (solved, no solution, several) for every later hint."""
        if result.status not in DECIDED:
            return
        with self._lock:
            self._known[puzzle] = result
            self._known.move_to_end(puzzle)
            while len(self._known) > self._keep:
                self._known.popitem(last=False)

    def known(self, puzzle: Any) -> SolveResult[Any] | None:
        """The decided answer for `puzzle`, if some solve found it."""
        with self._lock:
            return self._known.get(puzzle)

    def tried(self, puzzle: Any) -> float:
        """The longest limit an undecided solve of `puzzle` ran out of (0: none)."""
        with self._lock:
            return self._tried.get(puzzle, 0.0)

    def derived(self, puzzle: Any, key: str, make: Callable[[], T]) -> T:
        """What a type's hints derive from `puzzle` alone (its initial candidates, its cage
        fits), made once for this owner; `key` names the value within the type."""
        with self._lock:
            found = self._derived.get((key, puzzle))
        if found is None:
            made = make()
            with self._lock:
                if len(self._derived) >= 8 * self._keep:
                    self._derived.clear()  # an owner plays one puzzle at a time
                found = self._derived.setdefault((key, puzzle), made)
        return cast(T, found)

    def ran_out(self, puzzle: Any, seconds: float) -> None:
        """A solve of `puzzle` ran `seconds` without deciding."""
        with self._lock:
            self._tried[puzzle] = max(self._tried.get(puzzle, 0.0), seconds)


_HELD: ContextVar[Answers | None] = ContextVar("hint_answers", default=None)


@contextmanager
def kept_in(store: Answers) -> Iterator[Answers]:
    """Within the block, hints in this thread use and fill `store`."""
    token = _HELD.set(store)
    try:
        yield store
    finally:
        _HELD.reset(token)


@contextmanager
def kept() -> Iterator[Answers]:
    """The caller's store if one is held here, else a new one for the block (a walk's)."""
    held = _HELD.get()
    if held is not None:
        yield held
        return
    with kept_in(Answers()) as store:
        yield store


@contextmanager
def solving_limit(seconds: float | None) -> Iterator[None]:
    """Within the block, a hint solves for at most `seconds` (0: never; None: no limit)."""
    token = _WAIT.set(seconds)
    try:
        yield
    finally:
        _WAIT.reset(token)


def remember(puzzle: Any, result: SolveResult[Any]) -> None:
    """Keep a decided solve in the store held here (none held: nothing is kept)."""
    held = _HELD.get()
    if held is not None:
        held.remember(puzzle, result)


def derived(puzzle: Any, key: str, make: Callable[[], T]) -> T:
    """`make()` once per owner: kept in the store held here; with none held, made afresh."""
    held = _HELD.get()
    return make() if held is None else held.derived(puzzle, key, make)


def known(puzzle: Any) -> SolveResult[Any] | None:
    """The decided answer for `puzzle` in the store held here, if some solve found it."""
    held = _HELD.get()
    return None if held is None else held.known(puzzle)


Solver = Callable[..., SolveResult[Any]]


def answer(
    puzzle: Any, solve: Solver, cancel: CancelToken | None = None
) -> SolveResult[Any] | None:
    """The known answer, else a solve within the current limit; None when still undecided."""
    held = _HELD.get()
    found = None if held is None else held.known(puzzle)
    seconds = _WAIT.get()
    if found is not None or (seconds is not None and seconds <= 0):
        return found
    if seconds is not None and held is not None and held.tried(puzzle) >= seconds:
        return None  # a solve this long already ran out of time: do not pay for it again
    result = solve(puzzle, limit=2, cancel=cancel, seconds=seconds)
    if result.status in DECIDED:
        if held is not None:
            held.remember(puzzle, result)
        return result
    if result.status is SolveStatus.TIMEOUT and seconds is not None and held is not None:
        held.ran_out(puzzle, seconds)
    return None


def unique(result: SolveResult[Any] | None) -> Any | None:
    """The solution when the answer is one solution, else None."""
    if result is None or result.status is not SolveStatus.SOLVED:
        return None
    return result.solution


def status_hint(result: SolveResult[Any] | None) -> Hint | None:
    """The answer for a board with no solution or several; None for any other board."""
    if result is None:
        return None
    if result.status is SolveStatus.NO_SOLUTION:
        return _status("no-solution")
    if result.status is SolveStatus.MULTIPLE:
        return _status("several-solutions")
    return None


P = TypeVar("P")
S = TypeVar("S")


def hint_in_order(
    is_solved: Callable[[P, S], bool],
    solve: Solver,
    broken: Callable[[P, S, S | None], Hint | None],
    mistake: Callable[[P, S, S], Hint | None],
    deduced: Callable[[P, S, CancelToken | None], Hint | None],
    from_solution: Callable[[P, S, S], Hint | None],
) -> HintStep[P, S]:
    """The hint of a type, in the order every type answers: None on a solved board; the
    board's status when it has no solution or several; a broken rule (told the solution, or
    None while it is unknown); a mistake against the solution; the easiest deduction; a step of
    the solution; else "still solving"."""

    def hint(puzzle: P, state: S, cancel: CancelToken | None = None, /) -> Hint | None:
        if is_solved(puzzle, state):
            return None
        result = answer(puzzle, solve, cancel)
        status = status_hint(result)
        if status is not None:
            return status
        solution: S | None = unique(result)
        found = broken(puzzle, state, solution)
        if found is None and solution is not None:
            found = mistake(puzzle, state, solution)
        found = found or deduced(puzzle, state, cancel)
        if found is None and solution is not None:
            found = from_solution(puzzle, state, solution)
        return found or still_solving()

    return hint


def still_solving() -> Hint:
    """The answer when no rule applies and the solution is not known yet."""
    return _status("still-solving")


def _status(rule: str) -> Hint:
    return Hint((), (), (), rule, 0, TEXTS[rule])

"""The solution behind the hints, and the one order every type's hint answers in.

A hint needs the solution for three things only: spotting the player's mistakes, the last-resort
step "from the solution", and telling a board with no solution or several apart from one that
is merely hard. Everything else comes from rules. So the solve must never make Hint wait: the
player solves in the background as soon as a puzzle opens and tells the game's `Answers`; a
hint takes what is known and asks the rules first; a rule step then looks for a mistake behind it
with a solve of what is left of RULE_SECONDS (at most QUICK_LOOK), and only a hint no rule gives
solves for the store's `seconds` (`hint_in_order`). What is
known lives in an `Answers` the caller owns (one per game in the player, one per walk in
grading and the bench) and passes to each hint as an argument; with none, a hint solves for
itself (the command line's DEFAULT_SECONDS) and keeps nothing. Cost: one dictionary look-up
per hint once the answer is known.
"""

from __future__ import annotations

import threading
import time
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import replace
from typing import Any, TypeVar, cast

from puzzlegui.core.cancel import CancelToken
from puzzlegui.core.model import Hint, HintAsk, HintStep, SolveResult, SolveStatus

DEFAULT_SECONDS = 30.0
"""How long a hint outside the player may solve before going on with rules alone."""

RULE_SECONDS = 0.3
"""Issue 35: a hint a rule can give comes within this long of the request. The rules run first,
on their own time; the solve that looks for a mistake behind the rule step gets only what the
rules left of it, and none when they took it all."""

QUICK_LOOK = 0.15
"""The most a rule step's look at the solution may take (less when the rules took longer): a
board people play is solved that fast, so a mistake still goes before a rule step built on it;
on a board that takes longer the rule step answers, and only a hint that needs the solution
waits for the rest of the store's `seconds`."""

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


class Answers:
    """What the solves found for the puzzles of one owner (a game, a walk): the decided answers,
    how long an undecided solve already ran, and what the hints derive from the puzzle; and
    `seconds`, how long a hint asking it may solve (0: never, the owner solves in the
    background, as the player does; None: no limit). A game's background solve writes it from
    its worker thread while its hints read it, hence the lock."""

    def __init__(self, keep: int = 4, seconds: float | None = DEFAULT_SECONDS) -> None:
        self.seconds = seconds
        self._lock = threading.Lock()
        self._known: OrderedDict[Any, SolveResult[Any]] = OrderedDict()
        self._tried: dict[Any, float] = {}
        self._derived: dict[tuple[str, Any], Any] = {}
        self._keep = keep
        self.solves: list[float | None] = []
        """The limit of each solve a hint ran with these answers, in order (None: no limit):
        what a hint spent on the solution, for the tests and benches that check it."""

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

    def asked(self, seconds: float | None) -> None:
        """A hint starts a solve limited to `seconds` (None: no limit)."""
        with self._lock:
            self.solves.append(seconds)

    def ran_out(self, puzzle: Any, seconds: float) -> None:
        """A solve of `puzzle` ran `seconds` without deciding."""
        with self._lock:
            self._tried[puzzle] = max(self._tried.get(puzzle, 0.0), seconds)


def derived(store: Answers | None, puzzle: Any, key: str, make: Callable[[], T]) -> T:
    """`make()` once per owner: kept in `store`; with none, made afresh."""
    return make() if store is None else store.derived(puzzle, key, make)


Solver = Callable[..., SolveResult[Any]]


def answer(
    puzzle: Any,
    solve: Solver,
    store: Answers,
    cancel: CancelToken | None = None,
    at_most: float | None = None,
) -> SolveResult[Any] | None:
    """The known answer, else a solve within the store's `seconds` (and `at_most`, when
    given); None when still undecided."""
    found = store.known(puzzle)
    seconds = store.seconds
    if at_most is not None:
        seconds = at_most if seconds is None else min(seconds, at_most)
    if found is not None or (seconds is not None and seconds <= 0):
        return found
    if seconds is not None and store.tried(puzzle) >= seconds:
        return None  # a solve this long already ran out of time: do not pay for it again
    store.asked(seconds)
    result = solve(puzzle, limit=2, cancel=cancel, seconds=seconds)
    if result.status in DECIDED:
        store.remember(puzzle, result)
        return result
    if result.status is SolveStatus.TIMEOUT and seconds is not None:
        store.ran_out(puzzle, seconds)
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


Deduce = Callable[[HintAsk[P, S]], Hint | None]
"""A type's easiest rule step from the player's marks, asked with the hint's own HintAsk (its
answers always set: the type derives what it needs from the puzzle there, Answers.derived)."""


def hint_in_order(
    is_solved: Callable[[P, S], bool],
    solve: Solver,
    broken: Callable[[P, S, S | None], Hint | None],
    mistake: Callable[[P, S, S], Hint | None],
    deduced: Deduce[P, S],
    from_solution: Callable[[P, S, S], Hint | None],
    guided: Callable[[HintAsk[P, S], S], Hint | None] | None = None,
) -> HintStep[P, S]:
    """The hint of a type, in the order every type answers (the one place it is written):
    None on a solved board; the board's status when it has no solution or several; a broken
    rule (told the solution, or None while it is unknown); a mistake against the solution; the
    easiest deduction; a rule step the solution helps to find (`guided`, for the types whose
    ladder bounds its costly rungs' work: a deduction all the same); a step of the solution;
    else "still solving".

    The solution is never waited for before the rules: a hint takes what is known and asks the
    rules first (`against` then `deduced`); a rule step then looks at the solution for what is
    left of RULE_SECONDS (at most QUICK_LOOK), so that a mistake found in that time still comes
    first; only when no rule finds a step does it solve for the store's `seconds`."""

    def against(ask: HintAsk[P, S], result: SolveResult[Any] | None) -> Hint | None:
        found = status_hint(result)
        if found is not None or ask.by_hints:
            return found
        puzzle, state = ask.puzzle, ask.state
        solution: S | None = unique(result)
        found = broken(puzzle, state, solution)
        if found is None and solution is not None:
            found = mistake(puzzle, state, solution)
        return found

    def hint(ask: HintAsk[P, S], /) -> Hint | None:
        puzzle, state, cancel = ask.puzzle, ask.state, ask.cancel
        if is_solved(puzzle, state):
            return None
        started = clock()
        store = Answers() if ask.answers is None else ask.answers
        result = store.known(puzzle)
        found = against(ask, result)
        _go_on(cancel)  # between the steps: each is a whole-board pass on a large board
        found = found or deduced(replace(ask, answers=store))
        _go_on(cancel)
        if result is None:
            result = _look(puzzle, solve, store, cancel, found is not None, started)
            if result is not None:
                _go_on(cancel)
                found = against(ask, result) or found
        solution: S | None = unique(result)
        if found is None and solution is not None and guided is not None:
            _go_on(cancel)
            found = guided(replace(ask, answers=store), solution)
        if found is None and solution is not None:
            found = from_solution(puzzle, state, solution)
        return found or still_solving()

    return hint


def _look(
    puzzle: Any,
    solve: Solver,
    store: Answers,
    cancel: CancelToken | None,
    ruled: bool,
    started: float,
) -> SolveResult[Any] | None:
    """The solve after the rules: after a rule step, for what is left of RULE_SECONDS (at most
    QUICK_LOOK; none when the rules took it all), to find a mistake behind it; after no rule
    step, for the store's `seconds`: only such a hint waits for the solution."""
    if not ruled:
        return answer(puzzle, solve, store, cancel)
    left = min(QUICK_LOOK, RULE_SECONDS - (clock() - started))
    return answer(puzzle, solve, store, cancel, left) if left > 0 else None


def clock() -> float:
    """The hint pipeline's clock (seconds; a test may put a clock of its own here)."""
    return time.monotonic()


def _go_on(cancel: CancelToken | None) -> None:
    """Raise Cancelled when the hint must stop (its caller's Stop, or its deadline)."""
    if cancel is not None:
        cancel.raise_if_cancelled()


def still_solving() -> Hint:
    """The answer when no rule applies and the solution is not known yet."""
    return _status("still-solving")


def _status(rule: str) -> Hint:
    return Hint((), (), (), rule, 0, TEXTS[rule])

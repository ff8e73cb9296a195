"""A played game read step by step against the hint ladder: for each of the player's steps,
what the ladder says of it at that moment, the rule that would have justified it, or "a guess".

A step's answers are its "facts": the moves that build the position with its notes cleared
(`moves_to` after `clear_notes`), as strings. A step the solution contradicts is a mistake; one
that only takes facts away, or puts a mistake right, erases (one that changes a fact, a second
bridge on a first, is read by what it adds); one that changes notes only is the ladder's next
step when that step makes the same change (a candidate taken away), else a note. For any other
step the hint ladder walks on from the position before it (the easiest step each time, as a
player pressing Hint alone) until the position holds every fact the step added: the rule of
the hint that got there justifies it, and `ahead` counts the ladder's steps taken first (0: the
step was the ladder's own next step). A walk that needs a step from the solution, or never gets
there, makes the step a guess. The hardest step is the one whose rule sits highest on the ladder.

Cost: per step, a hint walk until the step's facts hold; at most a whole hint walk (about one
hint per cell), so a game costs up to (steps x cells) hints. It runs in a job and polls its
CancelToken between hints.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from .answers import Answers
from .cancel import CancelToken
from .model import AnyPuzzleType, Cell, Hint, HintAsk, SolveStatus

RULE = "rule"
GUESS = "guess"
MISTAKE = "mistake"
NOTE = "note"
ERASE = "erase"
WHOLE = "whole"
KINDS = (RULE, GUESS, MISTAKE, NOTE, ERASE, WHOLE)
"""What a step was: justified by a rule, a guess, a mistake, notes only, answers taken away
(or a mistake put right), or a whole board at once (Solve, Restart, opened with progress)."""


@dataclass(frozen=True)
class Mark:
    """What the ladder says of one step: its kind, and for a rule (or a guess the ladder met on
    the way) the hint that got there and how many ladder steps came before it."""

    kind: str
    hint: Hint | None = None
    ahead: int = 0

    @property
    def rule(self) -> str:
        """The rule that justified the step ('' for none)."""
        return self.hint.rule if self.kind == RULE and self.hint is not None else ""

    @property
    def level(self) -> int:
        """The ladder level of that rule (0 for none)."""
        return self.hint.level if self.kind == RULE and self.hint is not None else 0


@dataclass(frozen=True)
class Summary:
    """A game's reading in numbers: the hardest step (its index, rule, level and how many steps
    needed that rule at that level), and how many guesses and mistakes."""

    hardest: int | None
    rule: str
    level: int
    times: int
    guesses: int
    mistakes: int


def facts(ptype: AnyPuzzleType, puzzle: Any, state: Any) -> frozenset[str]:
    """The answers of a position, as the moves that build it with its notes cleared."""
    bare = ptype.apply_all(state, ptype.clear_notes(puzzle, state))
    return frozenset(str(move) for move in ptype.moves_to(puzzle, bare))


def _marks(ptype: AnyPuzzleType, puzzle: Any, state: Any) -> frozenset[str]:
    """Everything on the board, notes too."""
    return frozenset(str(move) for move in ptype.moves_to(puzzle, state))


Facts = Callable[[AnyPuzzleType, Any, Any], frozenset[str]]


class Reader:
    """Reads the steps of one game; holds the game's solution and what its hints derive."""

    def __init__(
        self,
        ptype: AnyPuzzleType,
        puzzle: Any,
        cancel: CancelToken | None = None,
        store: Answers | None = None,
    ) -> None:
        self.ptype = ptype
        self.puzzle = puzzle
        self.cancel = cancel
        self.store = Answers() if store is None else store
        result = self.store.known(puzzle) or ptype.solve(puzzle, limit=2, cancel=cancel)
        self.store.remember(puzzle, result)
        self.solution = result.solution if result.status is SolveStatus.SOLVED else None
        rows, cols = ptype.size(puzzle)
        self.limit = 20 * rows * cols + 100  # as the grader's walk: a looping ladder must end

    def read(self, before: Any, after: Any, whole: bool = False) -> Mark:
        """What the ladder says of the step from `before` to `after`."""
        if whole:
            return Mark(WHOLE)
        ptype, puzzle = self.ptype, self.puzzle
        old, new = facts(ptype, puzzle, before), facts(ptype, puzzle, after)
        wrong_before, wrong_after = self._wrong(before), self._wrong(after)
        if wrong_after - wrong_before:
            return Mark(MISTAKE)
        if (old - new and not new - old) or wrong_before - wrong_after:
            return Mark(ERASE)
        if new - old:
            return self._walk_to(before, (new - old, frozenset()), facts, self.limit)
        # Notes only: the ladder's next step may be just that (a candidate taken away).
        old, new = _marks(ptype, puzzle, before), _marks(ptype, puzzle, after)
        return self._walk_to(before, (new - old, old - new), _marks, 1, NOTE)

    def _wrong(self, state: Any) -> set[Cell]:
        if self.solution is None:
            return set()
        return set(self.ptype.wrong_cells(self.puzzle, state, self.solution))

    def _walk_to(
        self,
        state: Any,
        change: tuple[frozenset[str], frozenset[str]],
        held: Facts,
        limit: int,
        otherwise: str = GUESS,
    ) -> Mark:
        """The ladder walked from `state` until what `held` reads of the position has the
        change's additions and none of its removals, at most `limit` hints; `otherwise` when
        it never does."""
        added, removed = change
        ptype, puzzle = self.ptype, self.puzzle
        for ahead in range(limit):
            if self.cancel is not None:
                self.cancel.raise_if_cancelled()
            hint = ptype.hint(HintAsk(puzzle, state, self.cancel, self.store))
            if hint is None or not hint.moves:
                break
            if hint.from_solution:  # no rule forces it from here
                return Mark(otherwise, hint if otherwise == GUESS else None, ahead)
            state = ptype.apply_all(state, hint.moves)
            now = held(ptype, puzzle, state)
            if added <= now and not removed & now:
                return Mark(RULE, hint, ahead)
        return Mark(otherwise)


def read_game(
    ptype: AnyPuzzleType,
    puzzle: Any,
    states: Sequence[Any],
    wholes: Sequence[bool] = (),
    cancel: CancelToken | None = None,
    progress: Callable[[float], None] | None = None,
) -> Iterator[Mark]:
    """The marks of a history of positions (the start first): one per step, in order.
    `wholes[i]`: step i set a whole board (Solve, Restart)."""
    reader = Reader(ptype, puzzle, cancel)
    count = len(states) - 1
    for index in range(count):
        whole = index < len(wholes) and wholes[index]
        yield reader.read(states[index], states[index + 1], whole)
        if progress is not None:
            progress((index + 1) / count)


def summary(marks: Sequence[Mark]) -> Summary:
    """The hardest step (the first of the highest level) and how often its rule was needed at
    that level; the guesses and mistakes."""
    kinds = Counter(mark.kind for mark in marks)
    ruled = [(index, mark) for index, mark in enumerate(marks) if mark.kind == RULE]
    if not ruled:
        return Summary(None, "", 0, 0, kinds[GUESS], kinds[MISTAKE])
    top = max(mark.level for _, mark in ruled)
    index, hardest = next((i, m) for i, m in ruled if m.level == top)
    times = sum(1 for _, m in ruled if m.level == top and m.rule == hardest.rule)
    return Summary(index, hardest.rule, top, times, kinds[GUESS], kinds[MISTAKE])

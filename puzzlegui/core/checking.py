"""The contract's `check` never raises: a rules module writes its check plainly and declares it
through `never_raising`."""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import TypeVar

from .model import Violation

P = TypeVar("P")
S = TypeVar("S")


def never_raising(check: Callable[[P, S], list[Violation]]) -> Callable[[P, S], list[Violation]]:
    """`check` as the contract's `check`: a state that does not fit the puzzle (another size, a
    damaged save) breaks no rule it could name, so it gets [] instead of an exception."""

    @functools.wraps(check)
    def checked(puzzle: P, state: S) -> list[Violation]:
        try:
            return check(puzzle, state)
        except (IndexError, ValueError, TypeError, KeyError):
            return []

    return checked

"""The loop every type's generator runs: draw a candidate, look at the cancel token and tell
the progress callback before each draw, keep the first candidate that passes, and end the
progress at 1 (the contract's `Generate` promises it)."""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterator
from typing import TypeVar

from .cancel import CancelToken

T = TypeVar("T")
Progress = Callable[[float], None]


def attempts(
    tries: int | None,
    cancel: CancelToken | None,
    progress: Progress | None,
    share: Callable[[int], float],
    every: int = 1,
) -> Iterator[int]:
    """Attempt numbers 0, 1, ... below `tries` (without end when None). Before each, `cancel`
    is looked at (Cancelled) and, on every `every`-th attempt, `progress` is told
    `share(attempt)`."""
    for attempt in range(tries) if tries is not None else itertools.count():
        if cancel is not None:
            cancel.raise_if_cancelled()
        if progress is not None and attempt % every == 0:
            progress(share(attempt))
        yield attempt


def found(puzzle: T, progress: Progress | None) -> T:
    """`puzzle`, the one that passed, with the progress told it is done (1.0)."""
    if progress is not None:
        progress(1.0)
    return puzzle

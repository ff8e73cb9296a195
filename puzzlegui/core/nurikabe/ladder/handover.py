"""The work a game's hints carry from one press to the next, lent to one hint at a time.

A hint runs in a worker thread, and the player may change the board (which cancels it) and ask
again before the old thread has noticed. So the work (hints.py: the trial memo) is never shared:
a hint borrows it, works on it alone and gives it back when it ends; a hint that finds it lent
out waits a little for it, then works on a fresh one that is dropped afterwards. The game or
walk that asks holds the Handover (hints.hint_work, through core/answers.derived), so the work
lives as long as its owner and two owners never mix theirs.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Generic, TypeVar

T = TypeVar("T")

WAIT = 0.5
"""Seconds a hint waits for the work a superseded hint still holds (it stops at its next trial
once cancelled, within milliseconds), before it starts afresh."""


class Handover(Generic[T]):
    """One piece of work, lent to one borrower at a time (see the module's docstring)."""

    def __init__(self) -> None:
        self._turn = threading.Condition()
        self._work: T | None = None
        self._lent = False

    @contextmanager
    def borrow(self, make: Callable[[], T], wait: float = WAIT) -> Iterator[T]:
        """The work, made with `make` the first time, for this borrower alone until the block
        ends; a fresh one, not kept, if another borrower keeps it past `wait` seconds."""
        with self._turn:
            mine = self._turn.wait_for(lambda: not self._lent, wait)
            work = self._work if mine and self._work is not None else make()
            if mine:
                self._lent = True
        try:
            yield work
        finally:
            if mine:
                with self._turn:
                    self._work, self._lent = work, False
                    self._turn.notify_all()

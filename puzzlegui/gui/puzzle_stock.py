"""The next new puzzle, made before it is asked for.

After a new puzzle starts, the stock makes another of the same type and options in the
background (its own JobRunner, so the status bar's busy indicator stays quiet, on a thread of
the lowest priority), so the next New Puzzle with those settings starts at once. It keeps one
puzzle for each of the last few settings; a job for other settings supersedes the one running
(its puzzle is dropped), and a puzzle is handed out once. Only puzzles with a random seed come
from the stock: a seed asked for (a puzzle of the day, a seed typed in) is always made anew.
"""

from __future__ import annotations

import random
from collections import OrderedDict
from dataclasses import dataclass
from functools import partial
from typing import Any

from PySide6.QtCore import QObject, QThread, Signal, Slot

from puzzlegui.core.cancel import CancelToken
from puzzlegui.core.model import AnyPuzzleType, GenerateJob, GenerateOptions
from puzzlegui.core.presets import MAX_SEED

from .jobs import JobRunner, Progress

Key = tuple[str, GenerateOptions]
"""A type's name and the options of its puzzle."""

KEPT = 4
"""Settings whose next puzzle is kept (the oldest is dropped past this)."""


@dataclass(frozen=True)
class Made:
    """A puzzle made ahead: its settings, its seed (the same seed makes it again), the puzzle."""

    key: Key
    seed: int
    puzzle: Any


def _make(
    ptype: AnyPuzzleType, options: GenerateOptions, seed: int, cancel: CancelToken, _: Progress
) -> Made:
    puzzle = ptype.generate(GenerateJob(options, random.Random(seed), cancel))
    return Made((ptype.name, options), seed, puzzle)


class PuzzleStock(QObject):
    """One puzzle ready for each of the last few settings, made in the background."""

    stocked = Signal(object)
    """A puzzle is ready: (type name, options)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.runner = JobRunner(self)
        self._ready: OrderedDict[Key, Made] = OrderedDict()
        self._making: Key | None = None

    def take(self, ptype: AnyPuzzleType, options: GenerateOptions) -> Made | None:
        """The puzzle made ahead for these settings (handed out once), or None."""
        return self._ready.pop((ptype.name, options), None)

    def has(self, ptype: AnyPuzzleType, options: GenerateOptions) -> bool:
        """True when a puzzle of these settings is ready."""
        return (ptype.name, options) in self._ready

    def refill(self, ptype: AnyPuzzleType, options: GenerateOptions) -> None:
        """Start making the next puzzle of these settings, unless one is ready or on its way."""
        key = (ptype.name, options)
        if key in self._ready:
            self._ready.move_to_end(key)
            return
        if key == self._making:
            return
        self._making = key
        seed = random.randrange(MAX_SEED)
        self.runner.start(
            "generate",
            partial(_make, ptype, options, seed),
            channel="stock",
            on_success=self._on_made,
            on_cancel=self._on_ended,
            on_failure=self._on_ended,
            priority=QThread.Priority.LowestPriority,
        )

    def shutdown(self) -> bool:
        """Cancel the puzzle being made and wait (bounded) for its thread."""
        self._making = None
        return self.runner.shutdown()

    @Slot(object)
    def _on_made(self, made: Made) -> None:
        self._making = None
        key = made.key
        self._ready[key] = made
        self._ready.move_to_end(key)
        while len(self._ready) > KEPT:
            self._ready.popitem(last=False)
        self.stocked.emit(key)

    @Slot(object)
    def _on_ended(self, _value: object) -> None:
        # Cancelled (superseded, shut down) or failed: nothing is kept, the next refill retries.
        self._making = None

"""The next new puzzle, made before it is asked for.

After a new puzzle starts, the stock makes another of the same type and options in the
background (its own JobRunner, so the status bar's busy indicator stays quiet, on a thread of
the lowest priority), so the next New Puzzle with those settings starts at once. It keeps one
puzzle for each of the last few settings; a job for other settings supersedes the one running
(its puzzle is dropped), and a puzzle is handed out once. Only puzzles with a random seed come
from the stock for settings the player chose; a seed typed in is always made anew.

When it has nothing else to make, the stock works through a list made `ahead` (the Type menu's
presets and today's puzzles, the current type's first): one puzzle each, kept apart from the
last settings' few, so that every preset starts at once, the first click included. A puzzle of
the day is made with its own seed, so the one made ahead is the day's puzzle. The player's own
settings always go first: their job supersedes one made ahead, which goes back in the list.
"""

from __future__ import annotations

import random
from collections import OrderedDict
from dataclasses import dataclass
from functools import partial
from typing import Any

from PySide6.QtCore import QObject, QThread, Signal, Slot

from puzzlegui.core.cancel import PLAYING, CancelToken
from puzzlegui.core.model import AnyPuzzleType, GenerateJob, GenerateOptions
from puzzlegui.core.presets import MAX_SEED

from .jobs import JobRunner, Progress

Key = tuple[str, GenerateOptions, int | None]
"""A type's name, the options of its puzzle, and the seed asked for (None: any seed)."""

KEPT = 4
"""Settings whose next puzzle is kept (the oldest is dropped past this); puzzles made ahead
are kept besides, one per entry of the list."""


@dataclass(frozen=True)
class Wanted:
    """A puzzle to make ahead: a type, its options, and the seed asked for (None: any)."""

    ptype: AnyPuzzleType
    options: GenerateOptions
    seed: int | None = None

    @property
    def key(self) -> Key:
        return (self.ptype.name, self.options, self.seed)


@dataclass(frozen=True)
class Made:
    """A puzzle made ahead: its settings, its seed (the same seed makes it again), the puzzle."""

    key: Key
    seed: int
    puzzle: Any


def _make(wanted: Wanted, seed: int, cancel: CancelToken, _: Progress) -> Made:
    job = GenerateJob(wanted.options, random.Random(seed), cancel)
    return Made(wanted.key, seed, wanted.ptype.generate(job))


class PuzzleStock(QObject):
    """One puzzle ready for each of the last few settings and for each wanted ahead, made in
    the background."""

    stocked = Signal(object)
    """A puzzle is ready: its Key."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.runner = JobRunner(self)
        self._ready: OrderedDict[Key, Made] = OrderedDict()
        self._making: Wanted | None = None
        self._wanted: set[Key] = set()  # the whole list made ahead
        self._ahead: list[Wanted] = []  # what of it is still to start
        self._failed: set[Key] = set()

    def take(
        self, ptype: AnyPuzzleType, options: GenerateOptions, seed: int | None = None
    ) -> Made | None:
        """The puzzle made ahead for these settings (handed out once), or None."""
        return self._ready.pop((ptype.name, options, seed), None)

    def has(self, ptype: AnyPuzzleType, options: GenerateOptions, seed: int | None = None) -> bool:
        """True when a puzzle of these settings is ready."""
        return (ptype.name, options, seed) in self._ready

    def refill(self, ptype: AnyPuzzleType, options: GenerateOptions) -> None:
        """Start making the next puzzle of these settings, unless one is ready or on its way."""
        wanted = Wanted(ptype, options)
        if wanted.key in self._ready:
            self._ready.move_to_end(wanted.key)
            return
        if self._making is not None and wanted.key == self._making.key:
            return
        if self._making is not None and self._making.key in self._wanted:
            self._ahead.insert(0, self._making)  # superseded below: made again later
        self._start(wanted)

    def ahead(self, wanted: list[Wanted]) -> None:
        """Make these puzzles, in this order, whenever nothing else is being made; an empty
        list stops it (the puzzles already made stay)."""
        self._wanted = {item.key for item in wanted}
        self._ahead = [item for item in wanted if item.key not in self._failed]
        self._drop_unwanted()
        self._next_ahead()

    def shutdown(self) -> bool:
        """Cancel the puzzle being made and wait (bounded) for its thread."""
        self._making = None
        self._wanted, self._ahead = set(), []
        return self.runner.shutdown()

    def _start(self, wanted: Wanted) -> None:
        self._making = wanted
        seed = random.randrange(MAX_SEED) if wanted.seed is None else wanted.seed
        self.runner.start(
            "generate",
            partial(_make, wanted, seed),
            channel="stock",
            on_success=self._on_made,
            on_cancel=partial(self._on_ended, wanted),
            on_failure=partial(self._on_failed, wanted),
            priority=QThread.Priority.LowestPriority,
            gives_way_to=PLAYING,  # to a hint or the game's score (core/cancel.py, Gate)
        )

    def _next_ahead(self) -> None:
        """Start the first puzzle of the list not yet made, if nothing is being made."""
        while self._making is None and self._ahead:
            wanted = self._ahead.pop(0)
            if wanted.key not in self._ready:
                self._start(wanted)

    def _drop_unwanted(self) -> None:
        """Past KEPT, drop the oldest puzzle that the list made ahead does not want."""
        spare = [key for key in self._ready if key not in self._wanted]
        for key in spare[: max(0, len(spare) - KEPT)]:
            del self._ready[key]

    @Slot(object)
    def _on_made(self, made: Made) -> None:
        if self._making is not None and self._making.key == made.key:
            self._making = None
        self._ready[made.key] = made
        self._ready.move_to_end(made.key)
        self._drop_unwanted()
        self.stocked.emit(made.key)
        self._next_ahead()

    def _on_ended(self, wanted: Wanted, _value: object) -> None:
        # Cancelled (superseded, shut down): nothing is kept; a later refill or the list retries.
        if self._making is not None and self._making.key == wanted.key:
            self._making = None
            self._next_ahead()

    def _on_failed(self, wanted: Wanted, _value: object) -> None:
        self._failed.add(wanted.key)  # not made ahead again; a refill the player asks for tries
        self._on_ended(wanted, _value)

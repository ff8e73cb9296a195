"""A hint's CPU allowance for its costly rungs (issue 35 part 6: a rule hint within 0.3 s).

The trial rungs count their work (trials.HINT_WORK, propagations times cells), and that count
keeps a hint the same on every machine. But a count is only a guess at the time: a forcing
chain's propagation runs up to six rounds, a round on a large board costs more than on a small
one, and the island cases are not counted at all. So from the first costly rung on, a hint also
reads the CPU clock of its own thread (not the background solve's) each time the rules read the
board's `stop` (every round of the rules, before each whole-board rule, and every few thousand
cells of a search). Each costly rung may run for half of what is left of HINT_CPU when it
starts, the last one for all of it: a scan that runs long (a forcing chain over every free cell
of a large board) then ends without a step and leaves the next rungs time to find one (few
ways, often quick there). Past HINT_CPU the hint gives up the rules and takes the solution's
cell, as when no rule helps (hints.py).

Deterministic where it matters: the grade, the generator and a hint whose rungs end within
their shares never meet the clock, so only the hints that took longer than that on this machine
can come out otherwise on another (docs/nurikabe-notes.md).
"""

from __future__ import annotations

import time
from collections.abc import Callable

HINT_CPU = 0.25
"""CPU seconds from the start of a hint's ladder (the rungs before the trials included) after
which its costly rungs (from the short trial on) and a forcing chain's reason search stop. What
a hint does besides (the checks against the solution, the sentence) takes milliseconds: the
whole hint stays within the 0.3 s the issue allows, with room for a clock read's delay."""


GUIDED_CPU = 2.0
"""CPU seconds the last search for a step with the solution's help may take (a nested trial
with probing inside, ladder/probed.py), after the ladder and the guided trials found nothing:
such a step needs the solution, so the hint waits for it as for the solve, with Stop; as long
as issue 38 allows the solve itself on any published board. Past it the solution's cell
comes. Its count of propagations is scaled alike (trials.GUIDED_SCALE)."""


READS = 8
"""The clock is read at every READS-th read of `stop` (a read of the thread's clock costs about
0.4 us, a few percent of a costly hint read at every one; the reads come every 10-30 us)."""


class Spent(Exception):
    """The hint's CPU allowance ran out inside a costly rung."""


class Meter:
    """A board's `stop` for the costly rungs of one hint: the `then` it wraps (a cancel
    token's read, or nothing), then the clock against the running rung's end (Spent past it).
    The hint's allowance starts when the Meter is made."""

    def __init__(
        self,
        then: Callable[[], None],
        seconds: float = HINT_CPU,
        clock: Callable[[], float] = time.thread_time,
    ) -> None:
        self.then, self.clock = then, clock
        self.deadline = self.until = clock() + seconds
        self.reads = 0

    def rung(self, last: bool = False) -> Meter:
        """Start a costly rung: it may run for half of what is left (the `last`: all of it)."""
        now = self.clock()
        self.until = self.deadline if last else now + (self.deadline - now) / 2
        return self

    def rest(self) -> Meter:
        """Let what follows the rung that found the step run until the hint's deadline."""
        self.until = self.deadline
        return self

    def __call__(self) -> None:
        self.then()
        self.reads += 1
        if not self.reads % READS and self.clock() > self.until:
            raise Spent

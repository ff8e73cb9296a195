"""The search's clock: when a search that shares its thread should pause."""

from __future__ import annotations

import time


class Clock:
    """When a search that shares its thread with other work should pause: after `pause`
    seconds of this thread's CPU time since it last went on (0: never)."""

    def __init__(self, pause: float) -> None:
        self.pause = pause
        self.mark = time.thread_time()

    def due(self) -> bool:
        """True when the search has run its `pause` since it last went on."""
        return bool(self.pause) and time.thread_time() - self.mark > self.pause

    def restart(self) -> None:
        """The search goes on: count its time from now."""
        self.mark = time.thread_time()

"""The search's clock: when a search that shares its thread should pause."""

from __future__ import annotations

import threading
import time


class Clock:
    """When a search that shares its thread with other work should pause: after `pause`
    seconds of this thread's CPU time since it last went on (0: never), or at once when
    `wake` is set (by another thread with news for the portfolio: engines.Beside)."""

    def __init__(self, pause: float, wake: threading.Event | None = None) -> None:
        self.pause = pause
        self.wake = wake
        self.mark = time.thread_time()

    def due(self) -> bool:
        """True when the search has run its `pause` since it last went on, or was woken
        (the wake is cleared here, before the pause: news set after it wakes the next look)."""
        if not self.pause:
            return False
        if self.wake is not None and self.wake.is_set():
            self.wake.clear()
            return True
        return time.thread_time() - self.mark > self.pause

    def restart(self) -> None:
        """The search goes on: count its time from now."""
        self.mark = time.thread_time()

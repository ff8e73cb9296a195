"""Fewer garbage collections while a search runs.

Python collects its youngest generation after every 700 net new containers (lists, tuples,
dicts...), and each collection visits every live young container, element by element. A
Nurikabe search makes containers by the million and keeps large ones alive for a while (a
node's islands, owner list and kept trials over thousands of cells), so on large boards those
collections are a noticeable share of its time (measured in docs/nurikabe-notes.md, "Boards as
bytes"). Collecting the young generation after YOUNG new containers instead does the same
work in fewer, larger passes. Reference counting still frees everything not in a cycle at
once; only cyclic garbage waits longer. The setting is the process's, so searches in several
threads count in and out, and the last one out puts back what the first one found.
"""

from __future__ import annotations

import gc
import threading
from collections.abc import Iterator
from contextlib import contextmanager

YOUNG = 10_000
"""New containers between two collections of the youngest generation while a search runs."""

_lock = threading.Lock()
_running = 0  # searches inside `fewer_collections`
_saved: tuple[int, int, int] = (700, 10, 10)  # the thresholds the first of them found


@contextmanager
def fewer_collections() -> Iterator[None]:
    """Raise the youngest generation's threshold to YOUNG (if lower) while the body runs."""
    global _running, _saved
    with _lock:
        if _running == 0:
            _saved = gc.get_threshold()
            gc.set_threshold(max(_saved[0], YOUNG), _saved[1], _saved[2])
        _running += 1
    try:
        yield
    finally:
        with _lock:
            _running -= 1
            if _running == 0:
                gc.set_threshold(*_saved)

"""Leaving a process while a native library still works in one of its threads.

clingo's grounding reads no clock and cannot be interrupted (nurikabe/solver/engines.py
`Build` runs it in a daemon thread that nothing waits for). When the process ends normally
while that thread is still inside clingo, `exit()` runs clingo's C++ static destructors under
its feet and the process dies of a segmentation fault after its answer was written (seen with
`puzzle solve --timeout 4` on a 60x60 Nurikabe of two huge clues: 4 runs in 6, the main thread
in clingo's exit handler, the other in `clingo_control_ground`). Waiting for the thread would
break the budget (a grounding can last a minute), so a process that may leave one ends
through `leave`: Python's exit handlers run, the streams are flushed, then `os._exit` skips
the C exit handlers. With no such thread alive, `leave` changes nothing.
"""

from __future__ import annotations

import atexit
import os
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager, suppress

_lock = threading.Lock()
_working: set[int] = set()
"""The idents of the threads inside `native_work` now."""


@contextmanager
def native_work() -> Iterator[None]:
    """Mark this thread as working in a native library that exit() must not tear down."""
    ident = threading.get_ident()
    with _lock:
        _working.add(ident)
    try:
        yield
    finally:
        with _lock:
            _working.discard(ident)


def busy() -> bool:
    """True while some thread is inside `native_work`."""
    with _lock:
        return bool(_working)


def leave(status: int) -> int:
    """`status` when no native work runs; otherwise end the process with it here, after
    Python's exit handlers (a clock probe's report, a helper stopped, logging) and a flush of
    the standard streams, skipping the C exit handlers that would crash it."""
    if not busy():
        return status
    atexit._run_exitfuncs()  # what a normal exit runs first; it clears them
    for stream in (sys.stdout, sys.stderr):
        # A closed pipe or stream (`puzzle ... | head`): nothing more can be said to it.
        with suppress(OSError, ValueError, AttributeError):
            stream.flush()
    os._exit(status)

"""CPU time of one call, without the collector's full passes over the whole suite's objects."""

from __future__ import annotations

import gc
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import TypeVar

T = TypeVar("T")


@contextmanager
def collector_off() -> Iterator[None]:
    """No automatic collection inside: one set off by the call's allocations walks every object
    the suite's earlier tests left alive (2.4-2.5 s of CPU twice in CI against milliseconds for
    the call itself), which is not the call's cost. Its garbage is collected after."""
    was_on = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_on:
            gc.enable()


def cpu_seconds(call: Callable[[], T]) -> tuple[T, float]:
    """What `call` returns and the process's CPU seconds it took, collector off."""
    with collector_off():
        start = time.process_time()
        result = call()
        return result, time.process_time() - start

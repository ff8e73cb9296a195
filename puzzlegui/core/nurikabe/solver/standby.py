"""One helper process (race.py) started ahead of need: it waits, with its imports done, for the
puzzle of the next race. Starting a helper takes the other core a while (Python's start and
the imports; docs/nurikabe-notes.md), during which it cannot help; with one waiting, a race's
helper begins at once.

When one is started: at the first search that may race (so the first race of a session finds
it starting, not yet to be started), and again after each race has taken it. A waiting helper
costs no CPU (it blocks on its input) and ends with our process: its input closes, and it exits
then (race.py `main`); at our normal exit it is stopped and reaped.
"""

from __future__ import annotations

import atexit
import contextlib
import os
import subprocess
import sys
import threading
from pathlib import Path

HELPER = "puzzlegui.core.nurikabe.solver.race"
"""The helper's module, run with `python -m`."""

_lock = threading.Lock()
_waiting: list[subprocess.Popen[str]] = []  # at most one helper, not yet given a puzzle


def start() -> subprocess.Popen[str] | None:
    """A new helper process (None when no Python can be started)."""
    try:
        return subprocess.Popen(
            [sys.executable, "-m", HELPER],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
            env=environment(),
        )
    except OSError:
        return None


def take() -> subprocess.Popen[str] | None:
    """The waiting helper if it is still there, else a new one."""
    with _lock:
        proc = _waiting.pop() if _waiting else None
    if proc is not None and proc.poll() is None:
        return proc
    if proc is not None:
        stop(proc)
    return start()


def prepare() -> bool:
    """Start a helper to wait, unless one waits already (starting a process costs our thread a
    little, once a session and once after each race); False when none could start."""
    with _lock:
        if _waiting and _waiting[0].poll() is None:
            return True
        old = _waiting[:]
        proc = start()
        _waiting[:] = [] if proc is None else [proc]
    for gone in old:
        stop(gone)
    return proc is not None


def drop() -> None:
    """Stop the waiting helper, if any (at exit; tests that start helpers their own way)."""
    with _lock:
        old = _waiting[:]
        _waiting.clear()
    for proc in old:
        stop(proc)


def stop(proc: subprocess.Popen[str]) -> None:
    """Kill a helper and reap it, closing our ends of its pipes."""
    proc.kill()
    proc.wait()
    for stream in (proc.stdin, proc.stdout):
        if stream is not None:
            with contextlib.suppress(OSError):  # lines still buffered for it: drop them
                stream.close()


def environment() -> dict[str, str]:
    """The helper's environment: ours, with this package importable even from a checkout."""
    env = dict(os.environ)
    here = str(Path(__file__).resolve().parents[4])
    env["PYTHONPATH"] = os.pathsep.join(p for p in (here, env.get("PYTHONPATH")) if p)
    return env


def _forget() -> None:
    """In a forked child (`puzzle bench --jobs`): the waiting helper is the parent's, and the
    lock may have been held by a thread the child does not have."""
    global _lock
    _lock = threading.Lock()
    _waiting.clear()


atexit.register(drop)
if hasattr(os, "register_at_fork"):
    os.register_at_fork(after_in_child=_forget)

"""Long `puzzle` runs (bench rows, generated puzzles) spread over worker processes, their results
handed back in the items' own order, with a progress bar and a clean stop on Ctrl+C.

The solvers and generators are CPU-bound Python, so only processes use more than one core. Each
item is a task of its own: a worker runs it alone, so its timings are as honest as in one process,
and the results come back in order whatever the number of workers, so the output is the same for
any `--jobs`. With one worker (or one item) everything runs in this process, as before `--jobs`.

Workers are forked when this process is quiet (Linux, one thread, no Qt loaded): a fork is cheap
and inherits the imports and the tables a type builds once. A process with threads or Qt (the
GUI tests) is never forked: its workers start from a fresh interpreter (forkserver, or spawn
where there is none), which costs more (docs/benchmarks.md, "Figures moved out of docstrings").
Workers ignore SIGINT, so Ctrl+C in a terminal (sent to the whole process group) reaches
only this process, which terminates them and keeps what is finished.

This process hears Ctrl+C as a flag (CtrlC), looked at between results, not only as the
KeyboardInterrupt Python raises wherever the main thread happens to be: CPython loses that
exception when it lands in C code that clears errors (it was seen raised inside open()'s codec
set-up while a board file was written, and the run went on to its end, in 7 of 8 full GUI test
runs). The flag is set by the handler itself, which always runs.
"""

from __future__ import annotations

import argparse
import multiprocessing
import multiprocessing.connection
import os
import queue
import signal
import sys
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

from puzzlegui.cli import progress
from puzzlegui.cli.common import UsageError

T = TypeVar("T")
R = TypeVar("R")

_POLL = 0.1
"""Seconds between looks at the workers: how late progress and Ctrl+C can be answered."""

_READ_WAIT = 20
"""Looks (of _POLL seconds) at an ended worker before reading its status here: ample for the
pool's thread, which reads it within one of its own 0.1 s rounds."""


class Interrupted(Exception):
    """Ctrl+C stopped a run after its finished part was written: one line, exit status 130."""


class WorkerLost(Exception):
    """A worker process ended in the middle of a run (killed: out of memory?): one line."""


def default_jobs() -> int:
    """The cores this process may run on."""
    if hasattr(os, "sched_getaffinity"):
        return max(1, len(os.sched_getaffinity(0)))
    return os.cpu_count() or 1


def add_jobs_argument(parser: argparse.ArgumentParser) -> None:
    """The `--jobs N` option (default: the machine's cores)."""
    parser.add_argument(
        "--jobs", type=int, default=None, metavar="N",
        help=f"worker processes (default: the cores, {default_jobs()} here); the output is "
        "the same for any N",
    )  # fmt: skip


def checked_jobs(jobs: int | None) -> int:
    """The `--jobs` value, its default filled in; UsageError below 1."""
    if jobs is None:
        return default_jobs()
    if jobs < 1:
        raise UsageError("--jobs must be at least 1")
    return jobs


def workers(jobs: int, count: int) -> int:
    """How many processes a run of `count` items with `jobs` asked for uses (1: this one)."""
    return max(1, min(jobs, count))


def workers_line(jobs: int, count: int, item: str) -> str:
    """The line under a bench table that says how many processes ran it."""
    n = workers(jobs, count)
    return f"{n} worker process{'es' if n > 1 else ''}, each {item} timed alone in its worker\n"


def stop_if(finished: Finished[Any], total: int, what: str) -> None:
    """Raise Interrupted (after the finished part is written) when Ctrl+C cut the run short."""
    if finished.interrupted:
        done = len(finished.results) + len(finished.later)
        raise Interrupted(f"{done} of {total} {what} done")


@dataclass
class Finished(Generic[R]):
    """What a run finished: `results` in order up to the first item not done, and when Ctrl+C
    cut the run short, `later`: the items done beyond that gap, in order."""

    results: list[R]
    interrupted: bool = False
    later: list[R] = field(default_factory=list)


def run(
    task: Callable[[T], R],
    items: Sequence[T],
    jobs: int,
    unit: str,
    each: Callable[[R], None] | None = None,
    start: Callable[[], None] | None = None,
) -> Finished[R]:
    """`task(item)` for every item by `jobs` processes, with a progress bar counted in `unit`;
    `start()` runs first in each process, and `each` sees each result in order as soon as it and
    those before it are done. Ctrl+C ends the run with what is finished. `task` and `start` must
    be module-level functions (or partials of them) for worker processes to receive them."""
    results: list[R] = []
    processes = workers(jobs, len(items))
    with (
        progress.bar(len(items), unit) as shown,
        CtrlC(interrupt_at_once=processes == 1) as ctrl_c,
        _Workers(task, items, processes, start, ctrl_c) as pool,
    ):
        try:
            for result in pool.in_order(shown.update):
                results.append(result)
                if each is not None:
                    each(result)
        except KeyboardInterrupt:
            return Finished(results, True, pool.done_after(len(results)))
    return Finished(results)


class CtrlC:
    """While in use on the main thread: SIGINT sets `heard`, and with `interrupt_at_once` also
    raises KeyboardInterrupt there and then (work done in this process may be long). Where
    SIGINT was ignored (a run started in the background), it stays ignored."""

    def __init__(self, interrupt_at_once: bool) -> None:
        self.interrupt_at_once = interrupt_at_once
        self.heard = False
        self._previous: Any = None
        self._installed = False

    def __enter__(self) -> CtrlC:
        if threading.current_thread() is threading.main_thread():
            previous = signal.getsignal(signal.SIGINT)
            if previous is not signal.SIG_IGN:
                self._previous = signal.signal(signal.SIGINT, self._on_sigint)
                self._installed = True
        return self

    def __exit__(self, *_: object) -> None:
        if self._installed:
            signal.signal(signal.SIGINT, self._previous)

    def _on_sigint(self, _signum: int, _frame: object) -> None:
        self.heard = True
        if self.interrupt_at_once:
            raise KeyboardInterrupt

    def check(self) -> None:
        """KeyboardInterrupt if Ctrl+C was heard (whether or not one was raised and lost)."""
        if self.heard:
            raise KeyboardInterrupt


class _Workers(Generic[T, R]):
    """The processes of one run (none of its own when it has one), terminated on leaving."""

    def __init__(
        self,
        task: Callable[[T], R],
        items: Sequence[T],
        processes: int,
        start: Callable[[], None] | None,
        ctrl_c: CtrlC,
    ) -> None:
        self.task, self.items, self.processes, self.start = task, items, processes, start
        self.ctrl_c = ctrl_c
        self.pool: Any = None
        self.pending: list[Any] = []
        self.workers: set[Any] = set()
        self.arrived: queue.SimpleQueue[None] = queue.SimpleQueue()

    def __enter__(self) -> _Workers[T, R]:
        if self.processes > 1:
            context = multiprocessing.get_context(start_method())
            if context.get_start_method() == "forkserver":
                context.set_forkserver_preload(["puzzlegui.cli"])
            before = set(multiprocessing.active_children())
            self.pool = context.Pool(self.processes, _start_worker, (self.start,))
            self.workers = set(multiprocessing.active_children()) - before
            self.pending = [
                self.pool.apply_async(self.task, (item,), callback=self._note,
                                      error_callback=self._note)
                for item in self.items
            ]  # fmt: skip
        return self

    def __exit__(self, *_: object) -> None:
        if self.pool is not None:
            self.pool.terminate()  # done, failed or stopped: no worker outlives the run

    def _note(self, _: object) -> None:  # runs on the pool's result thread
        self.arrived.put(None)

    def in_order(self, done: Callable[[], Any]) -> Iterator[R]:
        """Each item's result in order; `done()` as each arrives (in any order)."""
        if self.pool is None:
            if self.start is not None:
                self.start()
            for item in self.items:
                self.ctrl_c.check()
                result = self.task(item)
                done()
                yield result
            return
        for answer in self.pending:
            self.ctrl_c.check()
            while not answer.ready():  # wait in slices: the bar moves, Ctrl+C is heard
                _count(self.arrived, done, _POLL)
                self.ctrl_c.check()
                self._check_workers()
            _count(self.arrived, done, 0)
            yield answer.get()

    def _check_workers(self) -> None:
        """WorkerLost if a worker has ended: the pool would start another, but the task it held
        would never finish, and the run would wait forever."""
        sentinels = {worker.sentinel: worker for worker in self.workers}
        for sentinel in multiprocessing.connection.wait(list(sentinels), timeout=0):
            raise WorkerLost(f"a worker process was {_how_it_ended(sentinels[sentinel])}; "
                             "the run stopped")  # fmt: skip

    def done_after(self, count: int) -> list[R]:
        """The results finished beyond the first `count` items, in order."""
        ready = [a for a in self.pending[count:] if a.ready() and a.successful()]
        return [a.get() for a in ready]


def _how_it_ended(worker: Any) -> str:
    """How an ended worker ended, as the pool's own thread read it. Reading the status here too
    would race that thread: under forkserver the status is one message on a pipe, and the
    reader that loses finds the pipe empty and takes 255 ("ended (255)" for a killed worker)."""
    code = None
    for _ in range(_READ_WAIT):
        code = worker._popen.returncode  # set once, by whichever thread read the status
        if code is not None:
            break
        time.sleep(_POLL)  # the pool's thread looks at its workers every 0.1 s
    if code is None:
        code = worker.exitcode  # the pool's thread has stopped looking: read it here
    return f"killed by signal {-code} (out of memory?)" if code < 0 else f"ended ({code})"


def start_method() -> str:
    """'fork' when forking is safe here (see the module's text), else a fresh interpreter's."""
    if sys.platform == "linux" and "PySide6" not in sys.modules and _threads() == 1:
        return "fork"
    return "forkserver" if "forkserver" in multiprocessing.get_all_start_methods() else "spawn"


def _threads() -> int:
    """Threads of this process as the system counts them (Qt's and C libraries' included)."""
    try:
        return len(os.listdir("/proc/self/task"))
    except OSError:
        return 2  # unknown: take the safe way


def _count(arrived: queue.SimpleQueue[None], done: Callable[[], Any], wait: float) -> None:
    """Call `done` once per result that has arrived, waiting up to `wait` seconds for the first."""
    try:
        arrived.get(timeout=wait) if wait > 0 else arrived.get_nowait()
    except queue.Empty:
        return
    while True:
        done()
        try:
            arrived.get_nowait()
        except queue.Empty:
            return


def _start_worker(start: Callable[[], None] | None) -> None:
    """A worker's first step: leave Ctrl+C to the main process, then the run's own set-up."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    if start is not None:
        start()

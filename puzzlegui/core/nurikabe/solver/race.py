"""A second search on the second core: once our search has run RACE_AFTER seconds, a process
(this module run with `python -m`) searches the same board, and the first of the two to finish
answers.

Why a race and not a split of one search tree: the search learns as it goes (conflict
weights), and the order in which it meets the subtrees decides how large they are; handing a
subtree to a second process made some boards twice as large in all (docs/nurikabe-notes.md,
"A second search"). The two searches here are whole, so each alone proves the answer. They
differ on purpose, because the hard boards split into two kinds: those where the plain search
branched wrongly near the root, which restarts settle in a third of the nodes (janko 0687,
0688: ours restarts, restarts.py), and those whose dead subtrees a probe far from the last
decision refutes, which probing every candidate at every node settles in half the nodes
(0683: the helper probes wide; on boards of a few huge islands, where the SAT models answer,
it runs one of them: portfolio.helper_search). On a board searched in under
RESTART nodes below the root ours
is the plain search, so the boards most players meet are solved exactly as without a helper;
a helper waits ready (standby.py), so giving it the puzzle costs ours a write.

The lines: the puzzle as JSON to the helper; back `sol <board>` (as hex bytes) for each solution
and `done <nodes>` when its search is over; both ways, while the two probe the root, the
`fact` and `nothing` lines of exchange.py. If the helper cannot start or dies, our search
simply goes on alone: it never depended on the helper.
"""

from __future__ import annotations

import contextlib
import heapq
import json
import os
import queue
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from typing import IO

from puzzlegui.core.cancel import Budget, Cancelled, TimedOut
from puzzlegui.core.collect import fewer_collections

from ..puzzle import Puzzle
from . import standby
from .dfs import Board, Cells
from .exchange import Exchange

RACE_AFTER = 0.1
"""Seconds (wall clock) our search runs alone before a helper gets the puzzle: a helper serves
one race, and starting the next costs ours a few milliseconds and the other core more, while
almost every board of the published kind is solved well before (data/nurikabe-typical.jsonl;
half or twice this value changes no set's times: docs/nurikabe-notes.md, "Constants measured
on boards made here")."""


def rival(puzzle: Puzzle, budget: Budget) -> Rival | None:
    """A Rival, when a second process can help: two cores or more, no node limit (a node limit
    keeps a generator's output the same for a seed, so the answer must not depend on which
    process is first), PUZZLEGUI_ONE_CORE not set, and a Python to start (a frozen program's
    executable is the program itself). A helper is started to wait for it (standby.py)."""
    if budget.max_nodes is not None or os.environ.get("PUZZLEGUI_ONE_CORE"):
        return None
    if getattr(sys, "frozen", False) or _cores() < 2:
        return None
    if not standby.prepare():
        return None  # no helper can start: ours searches as it does alone
    return Rival(puzzle, budget)


def _cores() -> int:
    """The cores this process may run on."""
    if hasattr(os, "sched_getaffinity"):
        return len(os.sched_getaffinity(0))
    return os.cpu_count() or 1


class Rival:
    """Our side of the race: gives a helper the puzzle once the search has run `after` seconds
    (from the launcher's thread, so that a long first settle does not hold it back), and passes
    on what it says; `exchange` shares the root's probing with it (exchange.py)."""

    def __init__(self, puzzle: Puzzle, budget: Budget, after: float = RACE_AFTER) -> None:
        self.puzzle, self.budget = puzzle, budget
        self.lock = threading.Lock()  # proc, tried and backlog: the launcher thread sets them
        self.writing = threading.Lock()  # the lines to the helper, one writer at a time
        self.proc: subprocess.Popen[str] | None = None
        self.tried = False  # started once already (or could not start, or closed)
        self.inbox: queue.Queue[str | None] = queue.Queue()
        self.found: list[Cells] = []  # solutions heard, not yet passed on
        self.done = False  # the helper finished its search: every solution has come
        self.nodes = 0  # the helper's nodes, once done
        self.backlog: list[str] = []  # lines for the helper before it started
        self.exchange = Exchange(self._send, self._pump, backward=False)
        if after > 0:
            _launcher.add(self, time.monotonic() + after)
        else:
            self._launch()

    def news(self) -> Iterator[Cells]:
        """The solutions the helper found since the last look (`done` set when it finished;
        its nodes are then counted in our budget)."""
        self._pump()
        found, self.found = self.found, []
        yield from found
        if self.done and self.nodes:
            self.budget.tick(self.nodes)
            self.nodes = 0

    def close(self) -> None:
        """Stop the helper (the race is over, or the helper has gone), and have another wait
        for the next race when this one took one."""
        with self.lock:
            proc, self.proc, self.tried = self.proc, None, True
        if proc is not None:
            standby.stop(proc)
            standby.prepare()

    def _pump(self) -> None:
        """Act on the helper's lines waiting."""
        while self.proc is not None and not self.done:
            try:
                line = self.inbox.get_nowait()
            except queue.Empty:
                return
            if line is None:  # it has gone without finishing: our search goes on alone
                self.close()
                return
            word, _, rest = line.partition(" ")
            if word == "sol":
                self.found.append(bytearray.fromhex(rest))
            elif word == "done":
                self.done, self.nodes = True, int(rest)
            else:
                self.exchange.hear(word, rest)

    def _send(self, line: str) -> None:
        """One line to the helper (kept until it starts; dropped once it has gone)."""
        with self.lock:
            proc = self.proc
            if proc is None:
                if not self.tried:
                    self.backlog.append(line)
                return
        with self.writing:  # after the puzzle's lines: _launch takes it before setting proc
            self._write(proc, line)

    def _launch(self) -> None:
        """Give a helper the puzzle (and the seconds left), then the backlog. The lines are
        written outside `lock`: a large puzzle's line fills the pipe until the helper, still
        starting, reads it, and `close` (a Stop, a timeout) must not wait for that."""
        puzzle = self.puzzle
        spec = {"rows": puzzle.rows, "cols": puzzle.cols, "clues": puzzle.clues}
        spec["seconds"] = self.budget.remaining()
        with self.lock:
            if self.tried:  # closed before its time came
                return
            self.tried = True
            self.proc = proc = standby.take()
            if proc is None:  # no python to start: our search alone
                return
            assert proc.stdout is not None
            _lines(proc.stdout, self.inbox)
            lines = [json.dumps(spec), *self.backlog]
            self.backlog.clear()
            self.writing.acquire()  # before anyone can see `proc`: these lines come first
        try:
            for line in lines:
                self._write(proc, line)  # the helper's input stays open: it ends when that closes
        finally:
            self.writing.release()

    @staticmethod
    def _write(proc: subprocess.Popen[str], line: str) -> None:
        assert proc.stdin is not None
        try:
            proc.stdin.write(line + "\n")
            proc.stdin.flush()
        except (OSError, ValueError):  # it has gone: its end of the output says so
            proc.kill()


class _Launcher:
    """One thread that gives each Rival its helper when its time comes (a thread of its own
    per search would cost each solve ~0.16 ms, 1 % of a typical board's). A Rival closed
    before its time is passed over (its `_launch` finds it tried)."""

    def __init__(self) -> None:
        self.cond = threading.Condition()
        self.due: list[tuple[float, int, Rival]] = []
        self.count = 0  # breaks ties between equal times (Rivals do not compare)
        self.thread: threading.Thread | None = None

    def add(self, rival: Rival, at: float) -> None:
        """Launch `rival` at the monotonic time `at`."""
        with self.cond:
            self.count += 1
            heapq.heappush(self.due, (at, self.count, rival))
            if self.thread is None or not self.thread.is_alive():
                self.thread = threading.Thread(target=self._run, daemon=True)
                self.thread.start()
            self.cond.notify()

    def _run(self) -> None:
        while True:
            with self.cond:
                while not self.due or self.due[0][0] > time.monotonic():
                    self.cond.wait(self.due[0][0] - time.monotonic() if self.due else None)
                rival = heapq.heappop(self.due)[2]
            rival._launch()


_launcher = _Launcher()


def _new_launcher() -> None:
    """In a forked child: the parent's launcher thread is not there, its lock may be held."""
    global _launcher
    _launcher = _Launcher()


if hasattr(os, "register_at_fork"):
    os.register_at_fork(after_in_child=_new_launcher)


def _lines(
    stream: IO[str], into: queue.Queue[str | None], then: Callable[[], None] | None = None
) -> None:
    """Put each line of `stream` into `into` from a thread of its own, then None at its end
    (and call `then`)."""

    def read() -> None:
        with contextlib.suppress(OSError, ValueError):  # ValueError: closed under us (close)
            for line in stream:
                into.put(line.rstrip("\n"))
        into.put(None)
        if then is not None:
            then()

    threading.Thread(target=read, daemon=True).start()


def main() -> None:
    """The helper process: read the puzzle, search it probing wide (on boards with few clues,
    the SAT model instead: portfolio.helper_search), say what it finds."""
    inbox: queue.Queue[str | None] = queue.Queue()
    _lines(sys.stdin, inbox, then=lambda: os._exit(0))  # our search closed it, or it died
    first = inbox.get()
    assert first is not None
    spec = json.loads(first)
    clues = tuple((r, c, n) for r, c, n in spec["clues"])
    budget = Budget(seconds=spec["seconds"])
    exchange = Exchange(_say, lambda: _hear(inbox, exchange), backward=True)
    board = Board(Puzzle(spec["rows"], spec["cols"], clues))
    from .portfolio import helper_search  # here: the portfolio imports this module

    try:
        with fewer_collections():  # as in our search (collect.py)
            for v in helper_search(board, budget, exchange):
                _say("sol " + bytes(v).hex())
    except (TimedOut, Cancelled):
        return
    _say(f"done {budget.nodes}")


def _hear(inbox: queue.Queue[str | None], exchange: Exchange) -> None:
    """Pass our search's lines waiting to the helper's exchange."""
    while True:
        try:
            line = inbox.get_nowait()
        except queue.Empty:
            return
        if line is not None:
            word, _, rest = line.partition(" ")
            exchange.hear(word, rest)


def _say(line: str) -> None:
    """One line to our search."""
    sys.stdout.write(line + "\n")
    sys.stdout.flush()


if __name__ == "__main__":
    main()

"""A cancel from another thread stops a long search promptly, for every type's slow searches.

The player cancels this way (its Cancel button runs on the GUI thread while the search runs in a
worker). The seeds' strategies on large boards run for many seconds, so each is stopped mid-run.
"""

from __future__ import annotations

import threading
import time
from pathlib import Path

import pytest

from puzzlegui.core.cancel import Cancelled, CancelToken, Deferring, Gate
from puzzlegui.core.formats.loader import read_board
from puzzlegui.core.model import SolveStatus

BOARDS = Path(__file__).resolve().parents[2] / "boards"

LONG_SEARCHES = [
    ("hashi/07-hard-25x25.puzzle", "seed-plain"),
    ("shikaku/07-hard-25x25.puzzle", "seed"),
    ("calcudoku/07-medium-9x9.puzzle", "astar-h6"),
    ("calcudoku/07-medium-9x9.puzzle", "bfs"),
    ("logi5/07-fiendish-6x6.puzzle", "stochastic"),
]

LATENCY_BOUND_S = 0.5
"""Typical latency is 1-60 ms on this 2-core machine (see the issue note); the bound leaves room
for a loaded CI machine while still failing a search that does not poll its token."""


@pytest.mark.parametrize(("board", "strategy"), LONG_SEARCHES)
def test_a_cancel_from_another_thread_stops_the_search(board: str, strategy: str) -> None:
    loaded = read_board(BOARDS / board)
    token = CancelToken()
    cancelled_at: list[float] = []

    def cancel() -> None:
        cancelled_at.append(time.perf_counter())
        token.cancel()

    timer = threading.Timer(0.3, cancel)
    timer.start()
    try:
        result = loaded.ptype.solve_strategy(strategy, loaded.puzzle, limit=10**9, cancel=token)
    finally:
        timer.cancel()
    stopped_at = time.perf_counter()
    assert result.status is SolveStatus.CANCELLED
    assert stopped_at - cancelled_at[0] < LATENCY_BOUND_S


def test_a_deferring_token_waits_in_its_job_while_the_gate_is_held() -> None:
    """A background job's token waits at its polls while the player's work holds the gate, and
    goes on when it is released; the main thread's reads of it never wait."""
    gate = Gate()
    token = Deferring(gate)
    polled, passed = threading.Event(), threading.Event()

    def job() -> None:
        polled.set()
        token.raise_if_cancelled()
        passed.set()

    with gate.hold():
        thread = threading.Thread(target=job)
        thread.start()
        assert polled.wait(2)
        assert not token.cancelled  # the main thread is not held up
        assert not passed.wait(0.2)  # the job waits at its poll
    assert passed.wait(2)  # released: it goes on
    thread.join()


def test_a_deferring_token_does_not_count_its_wait_against_its_deadline() -> None:
    """A budget counts the job's own work: a grade that waited for the game's score (longer
    than its whole budget) still has its time when the gate opens."""
    gate = Gate()
    token = Deferring(gate, seconds=0.2)
    polled, passed = threading.Event(), threading.Event()
    seen: list[bool] = []

    def job() -> None:
        polled.set()
        seen.append(token.cancelled)  # waits here while the gate is held
        passed.set()

    with gate.hold():
        thread = threading.Thread(target=job)
        thread.start()
        assert polled.wait(2)
        assert not passed.wait(0.4)  # twice the budget spent waiting
    assert passed.wait(2)
    thread.join()
    assert seen == [False]


def test_a_cpu_budget_counts_the_jobs_own_work_only() -> None:
    """limit_cpu stops a busy job after its CPU time, whatever the wall clock; a job that
    mostly waits (for a core, for the player) keeps its budget; the main thread's reads do
    not count the main thread's CPU against it."""
    busy, idle = CancelToken(), CancelToken()
    seen: dict[str, int] = {}

    def spin() -> None:
        busy.limit_cpu(0.05)
        count = 0
        while not busy.cancelled:
            count += 1
        seen["spin"] = count

    def wait() -> None:
        idle.limit_cpu(0.05)
        time.sleep(0.3)  # six times its budget of wall clock, next to none of CPU
        seen["wait"] = int(idle.cancelled)

    threads = [threading.Thread(target=spin), threading.Thread(target=wait)]
    for thread in threads:
        thread.start()
    end = time.thread_time() + 0.1
    while time.thread_time() < end:  # the main thread's own CPU, read beside them
        assert not idle.cancelled
    for thread in threads:
        thread.join(10)
    assert busy.cancelled
    assert seen["spin"] > 0
    assert seen["wait"] == 0
    assert not idle.cancelled


def test_a_waiting_token_still_sees_its_cancel() -> None:
    gate = Gate()
    token = Deferring(gate)
    stopped = threading.Event()

    def job() -> None:
        try:
            token.raise_if_cancelled()
        except Cancelled:
            stopped.set()

    with gate.hold():
        thread = threading.Thread(target=job)
        thread.start()
        token.cancel()
        assert stopped.wait(2)
    thread.join()

"""JobRunner: results, failures and cancels travel back to the GUI thread; a new job on a channel
supersedes the old one (whose result is dropped); shutdown leaves no thread running."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QObject, QThread
from pytestqt.qtbot import QtBot

from puzzlegui.core.cancel import Cancelled, CancelToken, Gate
from puzzlegui.gui.jobs import JobOutcome, JobRunner, Progress, Work


@pytest.fixture
def runner(qtbot: QtBot) -> Iterator[JobRunner]:
    """A runner whose jobs are all stopped after the test."""
    jobs = JobRunner()
    yield jobs
    assert jobs.shutdown(2000)


def until_cancelled(cancel: CancelToken, progress: Progress) -> str:
    """A job that runs (CPU-bound, like a search) until it is cancelled."""
    count = 0
    while True:
        count += 1
        if count % 1000 == 0:
            progress(0.5)
            cancel.raise_if_cancelled()


def thread_name(_cancel: CancelToken, _progress: Progress) -> str:
    return threading.current_thread().name


def broken(_cancel: CancelToken, _progress: Progress) -> None:
    raise ZeroDivisionError("on purpose")


def test_a_job_runs_off_the_gui_thread_and_reports_on_it(qtbot: QtBot, runner: JobRunner) -> None:
    received: list[tuple[JobOutcome, bool]] = []

    def on_succeeded(outcome: JobOutcome) -> None:
        received.append((outcome, QThread.currentThread() is runner.thread()))

    runner.job_succeeded.connect(on_succeeded)
    with qtbot.waitSignal(runner.busy_changed, check_params_cb=lambda busy: not busy):
        job_id = runner.start("solve", thread_name)
    outcome, on_gui_thread = received[0]
    assert outcome.job_id == job_id
    assert outcome.kind == "solve"
    assert outcome.value != threading.current_thread().name
    assert on_gui_thread
    assert not runner.busy


def test_an_exception_becomes_failed_and_the_thread_ends(qtbot: QtBot, runner: JobRunner) -> None:
    with qtbot.waitSignal(runner.job_failed) as blocker:
        runner.start("hint", broken)
    assert "ZeroDivisionError: on purpose" in blocker.args[0].error
    qtbot.waitUntil(lambda: not runner.busy)


def test_a_new_job_on_the_channel_cancels_the_old_one(qtbot: QtBot, runner: JobRunner) -> None:
    succeeded: list[JobOutcome] = []
    runner.job_succeeded.connect(succeeded.append)
    with qtbot.waitSignal(runner.job_cancelled) as cancelled:
        first = runner.start("solve", until_cancelled)
        second = runner.start("hint", thread_name)
    assert cancelled.args[0].job_id == first
    qtbot.waitUntil(lambda: not runner.busy)
    assert [o.job_id for o in succeeded] == [second]


def test_jobs_on_other_channels_run_side_by_side(qtbot: QtBot, runner: JobRunner) -> None:
    runner.start("lab", until_cancelled, channel="lab")
    with qtbot.waitSignal(runner.job_succeeded):
        runner.start("hint", thread_name)
    assert runner.running_kinds() == ["lab"]
    with qtbot.waitSignal(runner.job_cancelled):
        runner.cancel("lab")


def test_a_cancelled_job_that_raises_cancelled_reports_cancelled(
    qtbot: QtBot, runner: JobRunner
) -> None:
    def stops(cancel: CancelToken, _: Progress) -> None:
        raise Cancelled

    failed: list[JobOutcome] = []
    runner.job_failed.connect(failed.append)
    with qtbot.waitSignal(runner.job_cancelled):
        runner.start("generate", stops, channel="generate")
    assert not failed


def test_progress_reaches_the_gui_thread(qtbot: QtBot, runner: JobRunner) -> None:
    with qtbot.waitSignal(runner.job_progressed) as blocker:
        runner.start("generate", until_cancelled, channel="generate")
    assert blocker.args[0].value == 0.5
    runner.cancel()


def test_shutdown_cancels_and_waits_for_every_thread(qtbot: QtBot) -> None:
    runner = JobRunner()
    runner.start("solve", until_cancelled)
    runner.start("lab", until_cancelled, channel="lab")
    assert runner.shutdown(2000)
    assert not runner.busy


def test_a_job_deaf_to_cancel_outlives_its_runner_safely(qtbot: QtBot) -> None:
    release = threading.Event()

    def deaf(_cancel: CancelToken, _progress: Progress) -> None:
        release.wait(5)

    runner = JobRunner()
    runner.start("solve", deaf)
    thread = runner.findChild(QThread)
    assert thread is not None
    assert not runner.shutdown(50)  # gives up waiting, keeps the thread alive elsewhere
    assert thread.parent() is None
    runner.deleteLater()
    release.set()
    qtbot.waitUntil(lambda: thread.isFinished())


class Caller(QObject):
    """A job's caller: what each of its callbacks received, in order."""

    def __init__(self) -> None:
        super().__init__()
        self.heard: list[tuple[str, object]] = []

    def on_success(self, value: object) -> None:
        self.heard.append(("success", value))

    def on_failure(self, error: str) -> None:
        self.heard.append(("failure", error))

    def on_cancel(self, value: object) -> None:
        self.heard.append(("cancel", value))

    def callbacks(self) -> dict[str, Any]:
        return {
            "on_success": self.on_success,
            "on_failure": self.on_failure,
            "on_cancel": self.on_cancel,
        }


def returns(value: str) -> Work:
    return lambda _cancel, _progress: value


def test_each_result_reaches_its_own_callers_callback(qtbot: QtBot, runner: JobRunner) -> None:
    first, second, third = Caller(), Caller(), Caller()
    with qtbot.waitSignal(runner.busy_changed, check_params_cb=lambda busy: not busy):
        runner.start("solve", returns("one"), **first.callbacks())
        runner.start("lab", returns("two"), channel="lab", **second.callbacks())
        runner.start("generate", broken, channel="generate", **third.callbacks())
    assert first.heard == [("success", "one")]
    assert second.heard == [("success", "two")]
    assert len(third.heard) == 1
    assert third.heard[0][0] == "failure"
    assert "ZeroDivisionError: on purpose" in str(third.heard[0][1])


def test_a_superseded_job_tells_its_caller_nothing(qtbot: QtBot, runner: JobRunner) -> None:
    old, new = Caller(), Caller()
    runner.start("solve", until_cancelled, **old.callbacks())
    with qtbot.waitSignal(runner.busy_changed, check_params_cb=lambda busy: not busy):
        runner.start("hint", returns("new"), **new.callbacks())
    assert old.heard == []
    assert new.heard == [("success", "new")]


def test_a_cancelled_job_tells_its_caller_once_by_on_cancel(
    qtbot: QtBot, runner: JobRunner
) -> None:
    caller = Caller()
    job_id = runner.start("solve", until_cancelled, **caller.callbacks())
    with qtbot.waitSignal(runner.busy_changed, check_params_cb=lambda busy: not busy):
        runner.cancel_job(job_id)
    assert caller.heard == [("cancel", None)]


def test_a_result_ready_before_its_cancel_arrives_as_cancelled(
    qtbot: QtBot, runner: JobRunner
) -> None:
    caller = Caller()
    release = threading.Event()

    def ends_despite_cancel(_cancel: CancelToken, _progress: Progress) -> str:
        release.wait(5)
        return "late"

    job_id = runner.start("solve", ends_despite_cancel, **caller.callbacks())
    runner.cancel_job(job_id)
    with qtbot.waitSignal(runner.busy_changed, check_params_cb=lambda busy: not busy):
        release.set()
    assert caller.heard == [("cancel", "late")]


def test_a_deleted_callers_callback_is_never_called(qtbot: QtBot, runner: JobRunner) -> None:
    heard: list[object] = []

    class Gone(QObject):
        def on_success(self, value: object) -> None:
            heard.append(value)

    release = threading.Event()

    def waits(_cancel: CancelToken, _progress: Progress) -> str:
        release.wait(5)
        return "too late"

    gone = Gone()
    runner.start("solve", waits, on_success=gone.on_success)
    gone.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    with qtbot.waitSignal(runner.job_succeeded):
        release.set()
    assert heard == []


def test_progress_reaches_the_callers_callback(qtbot: QtBot, runner: JobRunner) -> None:
    fractions: list[float] = []
    with qtbot.waitSignal(runner.job_progressed):
        runner.start("generate", until_cancelled, on_progress=fractions.append)
    assert fractions[0] == 0.5
    runner.cancel()


def test_a_background_job_waits_while_a_foreground_job_runs(
    qtbot: QtBot, runner: JobRunner
) -> None:
    """The puzzles made ahead give way to a hint: a background job's polls wait while a
    foreground job runs (one Python thread runs at a time, so it would take half of the hint's
    time), and go on after it."""
    polls: list[int] = []
    seen_during: list[int] = []
    go_on = threading.Event()

    def counting(cancel: CancelToken, _progress: Progress) -> None:
        while True:
            cancel.raise_if_cancelled()
            polls.append(1)

    def foreground(_cancel: CancelToken, _progress: Progress) -> None:
        go_on.wait(1.0)  # the background job reaches its next poll and waits there
        before = len(polls)
        for _ in range(200_000):  # CPU-bound work the player waits for
            pass
        seen_during.append(len(polls) - before)

    gate = Gate()
    runner.start("ahead", counting, "stock", gives_way_to=gate)
    qtbot.waitUntil(lambda: len(polls) > 1000)
    with qtbot.waitSignal(runner.job_succeeded, timeout=5000):
        runner.start("hint", foreground, "board", holds=(gate,))
        go_on.set()
    assert seen_during[0] <= 1  # at most the poll already under way when the hint began
    after = len(polls)
    qtbot.waitUntil(lambda: len(polls) > after + 1000)  # and goes on once the hint is done
    runner.cancel("stock")


def test_a_background_job_that_waits_still_stops_when_cancelled(
    qtbot: QtBot, runner: JobRunner
) -> None:
    polled = threading.Event()

    def waiting(cancel: CancelToken, _progress: Progress) -> None:
        polled.set()
        while True:
            cancel.raise_if_cancelled()

    gate = Gate()
    with gate.hold(), qtbot.waitSignal(runner.job_cancelled, timeout=2000):
        runner.start("ahead", waiting, "stock", gives_way_to=gate)
        qtbot.waitUntil(polled.is_set)
        runner.cancel("stock")

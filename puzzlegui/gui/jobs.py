"""Long work off the GUI thread: one QThread plus one worker object per job.

A job is a plain function `work(cancel, progress) -> value` run by a JobWorker moved to its own
QThread. The worker catches every exception and always ends with `finished`; results travel as
`Signal(object)` to slots of the JobRunner, which lives on the GUI thread.

The caller hands `start` its own callbacks, as Anki's QueryOp takes `success` and `failure`:
`on_success(value)`, `on_failure(error)`, `on_cancel(value)`, `on_progress(fraction)`. They are
connected to the job's JobReply, so a callback is a slot of the caller's own object and is never
called once that object is deleted (Qt drops the connection). A job tells its caller exactly one
ending: success, failure or cancel (cancelled by `cancel`, or its result arriving after that).

Jobs run on named channels ("board", "generate", "lab"): a new job on a channel cancels the one
running there and that job tells its caller nothing more (it was superseded). The runner's own
signals (`job_started` ... `busy_changed`) tell observers, the busy indicator and tests, what
happened, after the caller's callback. `shutdown` cancels everything and waits a bounded time, so
that closing the window never leaves a thread running ("QThread: Destroyed while thread is still
running").
"""

from __future__ import annotations

import itertools
import logging
import traceback
from collections.abc import Callable
from contextlib import ExitStack
from dataclasses import dataclass
from functools import partial
from typing import Any

from PySide6.QtCore import (
    QDeadlineTimer,
    QObject,
    Qt,
    QThread,
    Signal,
    SignalInstance,
    Slot,
)

from puzzlegui.core.cancel import Cancelled, CancelToken, Deferring, Gate
from puzzlegui.core.model import SolveResult, SolveStatus

log = logging.getLogger(__name__)

Progress = Callable[[float], None]
Work = Callable[[CancelToken, Progress], Any]
OnValue = Callable[[Any], None]
OnError = Callable[[str], None]

SHUTDOWN_WAIT_MS = 400
PROGRESS_STEP = 0.01

_stragglers: list[_Running] = []
"""Jobs that ignored cancel past shutdown's wait: unparented and kept alive here, so that no
running QThread is destroyed with the window (Qt aborts the process when that happens)."""


def _keep_running_threads(running: dict[int, _Running], *_: object) -> None:
    """Cancel a dying runner's jobs and keep their threads alive until they end."""
    _stragglers[:] = [job for job in _stragglers if job.thread.isRunning()]
    for job in running.values():
        job.token.cancel()
        job.thread.setParent(None)
        _stragglers.append(job)
    running.clear()


def stragglers() -> int:
    """How many jobs ignored cancel past shutdown and still run."""
    return sum(1 for job in _stragglers if job.thread.isRunning())


@dataclass(frozen=True)
class JobOutcome:
    """What a job produced: its id, kind and channel, and the value (or the error)."""

    job_id: int
    kind: str
    channel: str
    value: Any = None
    error: str = ""


@dataclass
class _Running:
    job_id: int
    kind: str
    channel: str
    token: CancelToken
    thread: QThread
    worker: JobWorker
    reply: JobReply | None
    """None once the caller was told the job's ending, or the job was superseded."""
    reported: bool = False
    """True once the worker's outcome has reached the GUI thread (its `finished` arrived)."""


class _Outcomes(QObject):
    """A job's four outcomes, each carrying its JobOutcome: the worker emits them on its
    thread, a JobReply passes them on to the caller's callbacks."""

    succeeded = Signal(object)
    failed = Signal(object)
    cancelled = Signal(object)
    progressed = Signal(object)


class JobWorker(_Outcomes):
    """Runs one job's function on its thread; reports exactly one outcome, then `finished`."""

    finished = Signal(object)

    def __init__(self, job_id: int, kind: str, channel: str, work: Work, token: CancelToken):
        super().__init__()
        self._job_id, self._kind, self._channel = job_id, kind, channel
        self._work = work
        self._token = token
        self._last_progress = -1.0

    def _outcome(self, value: Any = None, error: str = "") -> JobOutcome:
        return JobOutcome(self._job_id, self._kind, self._channel, value, error)

    def _report_progress(self, fraction: float) -> None:
        # A search may report thousands of times a second: pass on whole percents only.
        value = min(max(float(fraction), 0.0), 1.0)
        if abs(value - self._last_progress) >= PROGRESS_STEP or value >= 1.0 > self._last_progress:
            self._last_progress = value
            self.progressed.emit(self._outcome(value))

    @Slot()
    def run(self) -> None:
        """Run the job (on the worker thread)."""
        try:
            value = self._work(self._token, self._report_progress)
        except Cancelled:
            self.cancelled.emit(self._outcome())
        except BaseException as err:  # a worker must never let an exception escape
            log.error("job %s failed", self._kind, exc_info=True)
            text = "".join(traceback.format_exception_only(type(err), err)).strip()
            self.failed.emit(self._outcome(error=text))
        else:
            if self._token.cancelled or _was_cancelled(value):
                self.cancelled.emit(self._outcome(value))
            else:
                self.succeeded.emit(self._outcome(value))
        finally:
            # The worker stays on its thread and is deleted with its last reference once the
            # thread has ended (`_forget`; it processes no event then): moving it back to the
            # GUI thread from here could deadlock, this thread holding the GIL in
            # moveToThread while the GUI thread, delivering this worker's queued outcome, held
            # the posted-events lock and waited for the GIL (a test hung so, once in five runs
            # of the suite; the same deadlock is known from other PySide projects).
            self.finished.emit(self._outcome())


def _held(work: Work, gates: tuple[Gate, ...]) -> Work:
    """`work` holding `gates` while it runs."""

    def run(cancel: CancelToken, progress: Progress) -> Any:
        with ExitStack() as stack:
            for gate in gates:
                stack.enter_context(gate.hold())
            return work(cancel, progress)

    return run


def _was_cancelled(value: Any) -> bool:
    return isinstance(value, SolveResult) and value.status is SolveStatus.CANCELLED


class JobReply(_Outcomes):
    """One job's way back to its caller: the callbacks given to `JobRunner.start`."""

    def connect_callbacks(
        self,
        on_success: OnValue | None,
        on_failure: OnError | None,
        on_cancel: OnValue | None,
        on_progress: Progress | None,
    ) -> None:
        """Connect the caller's callbacks (a bound method of a QObject is dropped with it)."""
        pairs = (
            (self.succeeded, on_success),
            (self.failed, on_failure),
            (self.cancelled, on_cancel),
            (self.progressed, on_progress),
        )
        for signal, callback in pairs:
            if callback is not None:
                signal.connect(callback)


class JobRunner(QObject):
    """Starts jobs in threads, cancels superseded ones, drops stale results, shuts down cleanly."""

    job_started = Signal(object)
    job_succeeded = Signal(object)
    job_failed = Signal(object)
    job_cancelled = Signal(object)
    job_progressed = Signal(object)
    busy_changed = Signal(bool)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._ids = itertools.count(1)
        self._running: dict[int, _Running] = {}
        self._current: dict[str, int] = {}
        # A runner can go with its window without shutdown(): a window dropped, never closed.
        # Its running threads must not go with it (Qt aborts the process), so they are kept.
        self.destroyed.connect(partial(_keep_running_threads, self._running))

    # -- starting and stopping -----------------------------------------------------------------
    def start(
        self,
        kind: str,
        work: Work,
        channel: str = "board",
        *,
        on_success: OnValue | None = None,
        on_failure: OnError | None = None,
        on_cancel: OnValue | None = None,
        on_progress: Progress | None = None,
        priority: QThread.Priority = QThread.Priority.InheritPriority,
        gives_way_to: Gate | None = None,
        holds: tuple[Gate, ...] = (),
    ) -> int:
        """Run `work(cancel, progress)` in a new thread of `priority`; its ending goes to the
        callbacks given (on the GUI thread). Returns the job id. The job holds the gates of
        `holds` while it runs, and waits at its token's polls while `gives_way_to` is held
        (core/cancel.py, Gate: a hint before the score, both before the puzzles made ahead;
        the thread priority alone cannot do it, as one Python thread runs at a time)."""
        self._supersede(channel)
        job_id = next(self._ids)
        reply = JobReply(self)
        reply.connect_callbacks(on_success, on_failure, on_cancel, on_progress)
        token = CancelToken() if gives_way_to is None else Deferring(gives_way_to)
        thread = QThread(self)
        thread.setObjectName(f"job-{kind}-{job_id}")
        worker = JobWorker(job_id, kind, channel, _held(work, holds) if holds else work, token)
        worker.moveToThread(thread)
        thread.started.connect(worker.run)
        # Direct: quit must reach the thread even while the GUI thread waits in shutdown().
        worker.finished.connect(thread.quit, Qt.ConnectionType.DirectConnection)
        worker.succeeded.connect(self._on_worker_succeeded)
        worker.failed.connect(self._on_worker_failed)
        worker.cancelled.connect(self._on_worker_cancelled)
        worker.progressed.connect(self._on_worker_progressed)
        worker.finished.connect(self._on_worker_finished)
        thread.finished.connect(self._on_thread_finished)
        was_busy = self.busy
        self._running[job_id] = _Running(job_id, kind, channel, token, thread, worker, reply)
        self._current[channel] = job_id
        thread.start(priority)
        self.job_started.emit(JobOutcome(job_id, kind, channel))
        if not was_busy:
            self.busy_changed.emit(True)
        return job_id

    def cancel(self, channel: str | None = None) -> None:
        """Cancel the job running on `channel` (every job when None): its caller is told by
        `on_cancel`, never by `on_success`."""
        for job in self._running.values():
            if channel is None or job.channel == channel:
                job.token.cancel()
        if channel is None:
            self._current.clear()
        else:
            self._current.pop(channel, None)

    def cancel_job(self, job_id: int) -> None:
        """Cancel one job (if it still runs), as `cancel` does its channel's."""
        job = self._running.get(job_id)
        if job is not None:
            job.token.cancel()
            if self._current.get(job.channel) == job_id:
                self._current.pop(job.channel)

    def _supersede(self, channel: str) -> None:
        # The jobs a new one replaces: cancelled, and their callers told nothing more.
        for job in self._running.values():
            if job.channel == channel:
                self._drop_reply(job)
        self.cancel(channel)

    def shutdown(self, wait_ms: int = SHUTDOWN_WAIT_MS) -> bool:
        """Cancel every job and wait (bounded) for the threads; True if all of them ended."""
        self.cancel()
        deadline = QDeadlineTimer(wait_ms)
        all_ended = True
        for job in list(self._running.values()):
            job.thread.quit()
            if not job.thread.wait(deadline):
                log.warning("job %s did not stop within %d ms", job.kind, wait_ms)
                all_ended = False
                self._drop_reply(job)
                job.thread.setParent(None)
                _stragglers.append(job)
                self._running.pop(job.job_id)
        for job_id in list(self._running):
            self._forget(job_id)
        return all_ended

    # -- questions -----------------------------------------------------------------------------
    @property
    def busy(self) -> bool:
        """True while some job has not finished."""
        return bool(self._running)

    def has_job(self, job_id: int) -> bool:
        """True until the job's thread has ended and its outcome was handled."""
        return job_id in self._running

    def running_kinds(self) -> list[str]:
        """The kinds of the jobs still current on their channel."""
        return [self._running[i].kind for i in self._current.values() if i in self._running]

    def is_current(self, outcome: JobOutcome) -> bool:
        """True if the outcome's job is still the one wanted on its channel."""
        return self._current.get(outcome.channel) == outcome.job_id

    # -- slots ---------------------------------------------------------------------------------
    @Slot(object)
    def _on_worker_succeeded(self, outcome: JobOutcome) -> None:
        self._tell_ended(outcome, self.job_succeeded, lambda r: r.succeeded.emit(outcome.value))

    @Slot(object)
    def _on_worker_failed(self, outcome: JobOutcome) -> None:
        self._tell_ended(outcome, self.job_failed, lambda r: r.failed.emit(outcome.error))

    def _tell_ended(
        self, outcome: JobOutcome, listeners: SignalInstance, tell: Callable[[JobReply], None]
    ) -> None:
        """Tell how a job ended, first to its caller's reply (`tell`, called here on the GUI
        thread), then to the listeners; a job cancelled meanwhile is told as cancelled."""
        reply = self._take_reply(outcome)
        if self._ended_after_cancel(outcome, reply):
            return
        if reply is not None:
            tell(reply)
        listeners.emit(outcome)

    @Slot(object)
    def _on_worker_cancelled(self, outcome: JobOutcome) -> None:
        # Cancelled jobs are silent for the player; the outcome is still told to listeners
        # (the cancel button, tests) whether or not the job was superseded.
        if self.is_current(outcome):
            self._current.pop(outcome.channel, None)
        self._tell_cancelled(outcome, self._take_reply(outcome))

    def _ended_after_cancel(self, outcome: JobOutcome, reply: JobReply | None) -> bool:
        """True (and told as a cancel) for a job that ended after it was cancelled; else the
        job is current and leaves its channel."""
        if not self.is_current(outcome):
            if reply is not None:  # a superseded job has no reply left to tell
                self._tell_cancelled(outcome, reply)
            return True
        self._current.pop(outcome.channel, None)
        return False

    def _tell_cancelled(self, outcome: JobOutcome, reply: JobReply | None) -> None:
        if reply is not None:
            reply.cancelled.emit(outcome.value)
        self.job_cancelled.emit(outcome)

    @Slot(object)
    def _on_worker_progressed(self, outcome: JobOutcome) -> None:
        if self.is_current(outcome):
            job = self._running.get(outcome.job_id)
            if job is not None and job.reply is not None:
                job.reply.progressed.emit(outcome.value)
            self.job_progressed.emit(outcome)

    def _take_reply(self, outcome: JobOutcome) -> JobReply | None:
        """The reply that tells the job's caller its one ending (None if told or superseded)."""
        job = self._running.get(outcome.job_id)
        if job is None or job.reply is None:
            return None
        reply = job.reply
        self._drop_reply(job)
        return reply

    @staticmethod
    def _drop_reply(job: _Running) -> None:
        if job.reply is not None:
            job.reply.deleteLater()
            job.reply = None

    @Slot(object)
    def _on_worker_finished(self, outcome: JobOutcome) -> None:
        job = self._running.get(outcome.job_id)
        if job is not None:
            job.reported = True
        self._on_thread_finished()

    @Slot()
    def _on_thread_finished(self) -> None:
        # A thread may end before its outcome's queued signal is handled here: such a job
        # stays running until `finished` arrives, so `busy` never turns false with a result
        # still on its way.
        finished = [
            i for i, job in self._running.items() if job.reported and job.thread.isFinished()
        ]
        for job_id in finished:
            self._forget(job_id)
        if finished and not self._running:
            self.busy_changed.emit(False)

    def _forget(self, job_id: int) -> None:
        job = self._running.pop(job_id, None)
        if job is None:
            return
        self._drop_reply(job)
        job.thread.deleteLater()  # the worker goes with `job`: its thread has ended

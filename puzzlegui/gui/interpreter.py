"""The GUI thread and the jobs' threads share one Python interpreter: two settings that keep
that sharing safe for Qt and fair to the window.

Garbage collection only on the GUI thread. Python's cyclic collector runs in whichever thread
happens to allocate when a generation fills up, so a solver in a job's thread could collect a
dead window's widgets; Qt must delete widgets on their own thread, and doing it anywhere else
aborted the process (seen in full test runs as "Fatal Python error: Aborted, Garbage-collecting"
in a Nurikabe solve). The automatic collector is off; a timer on the GUI thread collects, by
the same per-generation thresholds Python itself uses.

A short switch interval. The GUI thread calls into Python for every slot and painted widget; at
Python's default interval a burst of such calls (a dialog shown, a table row added) waited a
whole interval each while a job's search held the interpreter, and the window's timers went
long without a tick (the measured gaps are in docs/benchmarks.md). A job pays only when the GUI
thread asks for the interpreter.
"""

from __future__ import annotations

import gc
import sys

from PySide6.QtCore import QCoreApplication, QTimer

SWITCH_SECONDS = 0.001
COLLECT_EVERY_MS = 500
_TIMER_NAME = "puzzlegui-garbage-collector"


def share_with_jobs(app: QCoreApplication) -> None:
    """Set both for the process (once; later calls change nothing)."""
    sys.setswitchinterval(SWITCH_SECONDS)
    if app.findChild(QTimer, _TIMER_NAME) is not None:
        return
    thresholds = gc.get_threshold()
    gc.disable()
    timer = QTimer(app)
    timer.setObjectName(_TIMER_NAME)
    timer.setInterval(COLLECT_EVERY_MS)
    timer.timeout.connect(lambda: collect_due(thresholds))
    timer.start()


def collect_due(thresholds: tuple[int, int, int]) -> int:
    """Collect the oldest generation whose count passed its threshold (and so the younger ones
    too), as the automatic collector would have; returns how many objects were freed."""
    counts = gc.get_count()
    due = [generation for generation in range(3) if counts[generation] > thresholds[generation]]
    return gc.collect(max(due)) if due else 0

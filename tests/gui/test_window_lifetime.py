"""A closed window goes when its last reference does, whole: no reference cycle leaves it (or a
dialog of it) to Python's cyclic garbage collector, which empties widgets' Python side in no
particular order before Qt deletes them (their handlers then failed or crashed the process).
And the collector runs on the GUI thread only (interpreter.py), never in a job's thread."""

from __future__ import annotations

import gc
import time
import weakref
from collections.abc import Iterator

import pytest
import shiboken6
from pytestqt.qtbot import QtBot

from puzzlegui.core.cancel import CancelToken
from puzzlegui.gui import interpreter, jobs
from puzzlegui.gui.dialogs.games import GamesDialog
from puzzlegui.gui.dialogs.new_puzzle import NewPuzzleDialog
from puzzlegui.gui.dialogs.preferences import PreferencesDialog
from puzzlegui.gui.dialogs.solver_lab import SolverLabDialog
from puzzlegui.gui.main_window import PlayerWindow

from .helpers import open_window
from .test_play import TYPES, first_board


@pytest.fixture
def saved_garbage() -> Iterator[list[object]]:
    """What the cyclic collector finds unreachable while the test runs (kept, not freed)."""
    gc.collect()
    gc.set_debug(gc.DEBUG_SAVEALL)
    try:
        yield gc.garbage
    finally:
        gc.set_debug(0)
        gc.garbage.clear()


def qt_objects(objects: list[object]) -> list[str]:
    return sorted({type(o).__name__ for o in objects if isinstance(o, shiboken6.Shiboken.Object)})


def use_every_part(qtbot: QtBot, window: PlayerWindow) -> None:
    """Hint, the solver lab, and the dialogs the window makes, each shown and closed."""
    session = window.session
    assert session is not None
    with qtbot.waitSignal(window.jobs.job_succeeded, timeout=20000):
        window.actions_.hint.trigger()
    for dialog in (
        NewPuzzleDialog(window.jobs, session.ptype.name, window, window.preferences),
        PreferencesDialog(window.preferences, window),
        SolverLabDialog(window.jobs, session.ptype, session.puzzle, window),
        GamesDialog(window.library, window),
    ):
        dialog.show()
        qtbot.waitExposed(dialog)
        dialog.close()


@pytest.mark.slow
@pytest.mark.parametrize("name", TYPES)
def test_a_closed_window_is_freed_by_its_last_reference(
    qtbot: QtBot, name: str, saved_garbage: list[object]
) -> None:
    window = open_window(qtbot, first_board(name))
    use_every_part(qtbot, window)
    window.close()
    assert window.jobs.shutdown(5000)
    assert window.hints.background_jobs.shutdown(5000)
    gone = weakref.ref(window)
    del window
    assert gone() is None, "something still holds the closed window"
    gc.collect()
    assert qt_objects(saved_garbage) == []


def test_the_collector_runs_on_the_gui_thread_only(qtbot: QtBot) -> None:
    assert not gc.isenabled()  # no automatic collection, in whatever thread allocates
    gc.collect()
    gone = weakref.ref(Cyclic())  # only the collector frees it
    # Allocations past the youngest generation's threshold make a collection due.
    alive = [{} for _ in range(2 * gc.get_threshold()[0])]
    qtbot.waitUntil(lambda: gone() is None, timeout=5 * interpreter.COLLECT_EVERY_MS)
    assert len(alive) > 0


class Cyclic:
    """An object in a reference cycle with itself."""

    def __init__(self) -> None:
        self.me = self


def test_a_window_dropped_while_a_job_runs_cancels_it_and_keeps_its_thread(
    qtbot: QtBot,
) -> None:
    """Not closed, only dropped (a test's window, a window built and forgotten): its job is
    cancelled and its thread kept until it ends, never destroyed running (Qt aborts then)."""
    window = PlayerWindow()
    window.autosave_enabled = False
    started: list[bool] = []

    def until_cancelled(cancel: CancelToken, _progress: object) -> None:
        started.append(True)
        while not cancel.cancelled:
            time.sleep(0.001)  # the job's own loop: a solver's nodes

    window.jobs.start("solve", until_cancelled)
    qtbot.waitUntil(lambda: started == [True])
    del window
    gc.collect()
    assert jobs.stragglers() <= 1
    qtbot.waitUntil(lambda: jobs.stragglers() == 0)

"""pytest-qt setup: the offscreen platform, private settings and data folders, and a check that
no test leaves a QThread running."""

from __future__ import annotations

import gc
import os
import sys
import tempfile
import weakref
from collections.abc import Iterator
from pathlib import Path
from typing import Any

# Before any QApplication exists: no window system needed, settings and autosaves kept private.
os.environ["QT_QPA_PLATFORM"] = "offscreen"
_PRIVATE = Path(tempfile.mkdtemp(prefix="puzzlegui-tests-"))
os.environ["XDG_CONFIG_HOME"] = str(_PRIVATE / "config")
os.environ["XDG_DATA_HOME"] = str(_PRIVATE / "data")
os.environ.pop("QT_SCALE_FACTOR", None)

import pytest  # noqa: E402
from PySide6.QtCore import (  # noqa: E402
    QCoreApplication,
    QDeadlineTimer,
    QEvent,
    QSettings,
    QThread,
)
from PySide6.QtWidgets import QWidget  # noqa: E402

from puzzlegui.gui import i18n  # noqa: E402
from puzzlegui.gui.app import set_names  # noqa: E402
from puzzlegui.gui.interpreter import share_with_jobs  # noqa: E402
from puzzlegui.gui.main_window import PlayerWindow  # noqa: E402

from .helpers import DialogRun, finish_made_puzzles  # noqa: E402

ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"
I18N = Path(__file__).resolve().parents[2] / "resources" / "i18n"

THREAD_END_WAIT_MS = 5000
"""How long a test's threads may take to end after it, all together."""

_started: list[QThread] = []
_original_start = QThread.start


def _recording_start(self: QThread, *args: Any) -> None:
    _started.append(self)
    _original_start(self, *args)


QThread.start = _recording_start  # type: ignore[method-assign]


@pytest.fixture(autouse=True)
def _no_thread_left_running() -> Iterator[None]:
    """Fail the test if a QThread it started is still running a while after it ends."""
    _started.clear()
    yield
    # A window dropped without close() cancels its jobs and lets their threads end on their own
    # (jobs.py): under load that takes a moment, so each thread gets a bounded wait first.
    deadline = QDeadlineTimer(THREAD_END_WAIT_MS)
    running = [t for t in _started if _still_running(t, deadline)]
    _started.clear()
    for thread in running:  # stop it so the rest of the session is not disturbed
        thread.quit()
        thread.wait(2000)
    assert not running, f"test left {len(running)} QThread(s) running"


gc.set_debug(gc.DEBUG_SAVEALL)  # what the collector finds is kept for the check below
_windows: weakref.WeakSet[PlayerWindow] = weakref.WeakSet()
_original_init = PlayerWindow.__init__


def _recording_init(self: PlayerWindow, *args: Any, **kwargs: Any) -> None:
    _original_init(self, *args, **kwargs)
    _windows.add(self)


PlayerWindow.__init__ = _recording_init  # type: ignore[method-assign]


@pytest.fixture(autouse=True)
def _no_window_outlives_its_test() -> Iterator[None]:
    """Fail the test if a window it made outlives it (something still holds it), or if a
    widget was only freed by the cyclic garbage collector (a reference cycle through it): see
    puzzlegui/gui/window_part.py for what that did. The collector keeps what it finds
    (DEBUG_SAVEALL, whenever it ran); here it is looked at, then really freed.

    What was alive before the test is frozen (gc.freeze): the two collections below then
    walk only what the test made, not the whole session's heap each time. A cycle among the
    test's own objects is found as before."""
    gc.freeze()
    yield
    # pytest-qt closed the test's widgets with deleteLater, which holds each until its
    # deferred delete is handled: handle those now, so that only our own references count.
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    gc.collect()
    widget = next((o for o in gc.garbage if isinstance(o, QWidget)), None)
    found = "" if widget is None else _what_holds(widget, gc.garbage)
    gc.set_debug(0)
    gc.garbage.clear()
    gc.collect()
    gc.set_debug(gc.DEBUG_SAVEALL)
    alive = len(_windows)
    _windows.clear()
    assert not found, f"a widget was left in a reference cycle:\n{found}"
    assert not alive, f"{alive} window(s) still held after the test"


def _what_holds(obj: object, garbage: list[Any]) -> str:
    """The chain of garbage objects that holds `obj`, one per line, nearest first."""
    inside = {id(o) for o in garbage}
    lines, seen = [_describe(obj)], {id(obj)}
    for _ in range(20):
        holders = [r for r in gc.get_referrers(obj) if id(r) in inside and id(r) not in seen]
        if not holders:
            break
        obj = holders[0]
        seen.add(id(obj))
        lines.append(_describe(obj))
    return "\n".join(f"  held by {line}" if i else f"  {line}" for i, line in enumerate(lines))


def _describe(obj: Any) -> str:
    if type(obj).__name__ == "frame":
        code = obj.f_code
        return f"frame of {code.co_name} ({Path(code.co_filename).name}:{obj.f_lineno})"
    if isinstance(obj, dict):
        return f"dict with keys {', '.join(str(key) for key in list(obj)[:8])}"
    try:
        text = repr(obj)[:80].replace("\n", " ")
    except RuntimeError:  # a widget whose C++ side is deleted
        text = "(deleted)"
    return f"{type(obj).__name__} {text}"


def _still_running(thread: QThread, deadline: QDeadlineTimer) -> bool:
    """True if `thread` runs on past `deadline` (waited for until then)."""
    try:
        return thread.isRunning() and not thread.wait(deadline)
    except RuntimeError:  # the C++ object is already deleted: it is not running
        return False


@pytest.fixture(autouse=True)
def _fresh_settings(qapp: Any) -> Iterator[None]:
    """Every test starts from default preferences (QSettings live in the private folder), but
    for puzzles made ahead: off, so that no test shares the cores with a stock of presets being
    made (tests/gui/test_puzzle_stock.py turns it on where it is the subject)."""
    set_names()
    share_with_jobs(qapp)  # as create_application does for the player
    QSettings().clear()
    QSettings().setValue("new_puzzle/make_ahead", False)
    yield
    QSettings().clear()


@pytest.fixture(autouse=True)
def _private_library(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """Every test plays with its own game library in its own folder."""
    from puzzlegui.gui import library_controller

    path = tmp_path / "library" / "games.sqlite3"
    monkeypatch.setattr(library_controller, "library_path", lambda: path)
    library_controller.close_libraries()
    yield path
    library_controller.close_libraries()


@pytest.fixture(autouse=True)
def _close_with_unsaved_moves_quits(monkeypatch: pytest.MonkeyPatch) -> None:
    """Closing a window whose moves cannot be saved asks in a modal box: answer "quit" (tests
    of that question replace the answer)."""
    from puzzlegui.gui import library_controller

    monkeypatch.setattr(library_controller, "ask_unsaved", lambda *_: "quit")


@pytest.fixture
def library_file(_private_library: Path) -> Path:
    """The game library file of this test (not created until the player opens it)."""
    return _private_library


@pytest.fixture
def new_puzzle_runs(qtbot: Any, monkeypatch: pytest.MonkeyPatch) -> list[DialogRun]:
    """New Puzzle's modal run replaced by waiting for the puzzle it makes; each run, in order."""
    return finish_made_puzzles(qtbot, monkeypatch)


@pytest.fixture
def artifacts() -> Path:
    """The git-ignored folder where tests save screenshots to look at."""
    ARTIFACTS.mkdir(exist_ok=True)
    return ARTIFACTS


@pytest.fixture(scope="session")
def translations(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The .qm files compiled afresh from resources/i18n/*.ts (they are git-ignored)."""
    folder = tmp_path_factory.mktemp("qm")
    sys.path.insert(0, str(I18N.parents[1] / "buildsys"))  # the wheel's own compiler
    import qmwriter

    for ts in sorted(I18N.glob("*.ts")):
        qmwriter.compile_file(ts, folder / ts.with_suffix(".qm").name)
    i18n.QM_FOLDERS.insert(0, folder)
    return folder


@pytest.fixture(params=["en", "es"])
def language(request: pytest.FixtureRequest, translations: Path) -> Iterator[str]:
    """The player speaks English or Spanish during the test, English again after it."""
    assert i18n.install(request.param) == request.param
    yield request.param
    i18n.install("en")

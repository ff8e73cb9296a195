"""pytest-qt setup: the offscreen platform, private settings and data folders, and a check that
no test leaves a QThread running."""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
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
from PySide6.QtCore import QSettings, QThread  # noqa: E402

from puzzlegui.gui import i18n  # noqa: E402
from puzzlegui.gui.app import set_names  # noqa: E402

ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"
I18N = Path(__file__).resolve().parents[2] / "resources" / "i18n"

_started: list[QThread] = []
_original_start = QThread.start


def _recording_start(self: QThread, *args: Any) -> None:
    _started.append(self)
    _original_start(self, *args)


QThread.start = _recording_start  # type: ignore[method-assign]


@pytest.fixture(autouse=True)
def _no_thread_left_running() -> Iterator[None]:
    """Fail the test if a QThread it started is still running when it ends."""
    _started.clear()
    yield
    running = [t for t in _started if _is_running(t)]
    _started.clear()
    for thread in running:  # stop it so the rest of the session is not disturbed
        thread.quit()
        thread.wait(2000)
    assert not running, f"test left {len(running)} QThread(s) running"


def _is_running(thread: QThread) -> bool:
    try:
        return thread.isRunning()
    except RuntimeError:  # the C++ object is already deleted: it is not running
        return False


@pytest.fixture(autouse=True)
def _fresh_settings(qapp: Any) -> Iterator[None]:
    """Every test starts from default preferences (QSettings live in the private folder)."""
    set_names()
    QSettings().clear()
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


@pytest.fixture
def library_file(_private_library: Path) -> Path:
    """The game library file of this test (not created until the player opens it)."""
    return _private_library


@pytest.fixture
def artifacts() -> Path:
    """The git-ignored folder where tests save screenshots to look at."""
    ARTIFACTS.mkdir(exist_ok=True)
    return ARTIFACTS


@pytest.fixture(scope="session")
def translations(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The .qm files compiled afresh from resources/i18n/*.ts (they are git-ignored)."""
    folder = tmp_path_factory.mktemp("qm")
    lrelease = Path(sys.executable).parent / "pyside6-lrelease"
    for ts in sorted(I18N.glob("*.ts")):
        qm = folder / ts.with_suffix(".qm").name
        subprocess.run([str(lrelease), "-silent", str(ts), "-qm", str(qm)], check=True)
    i18n.QM_FOLDERS.insert(0, folder)
    return folder

"""Export and print run as jobs: on a 200x200 Shikaku the window keeps answering while the file
is written, Cancel stops the export (and the solve before Export with Solution) and leaves no
file, and closing the window during one takes under a second."""

from __future__ import annotations

import random
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAction, QImage
from pytestqt.qtbot import QtBot

from puzzlegui.core.cancel import CancelToken
from puzzlegui.gui import export_process, render
from puzzlegui.gui.main_window import PlayerWindow

from .helpers import open_text
from .processes import private_env
from .stress_boards import shikaku_cut
from .test_export import SAMPLES, export_into, sample
from .test_printing import answer_print_dialog, keep, print_into

CLOSE_S = 1.0
"""Closing during an export: the job kills the export's process (export_process.py) and the
window's wait for its job ends at once."""
PRINT_CLOSE_S = 2.0
"""Printing paints in the player's process (a QPrinter cannot be handed to another): a close
mid-print waits for the band being painted, or the window's 0.4 s for its job, and shares
the interpreter with the painting; measured 0.39 to 1.19 s at load averages of 15 to 19."""


def shikaku_text(rows: int, cols: int, seed: int = 7) -> str:
    """A Shikaku cut into random rectangles of up to 4x4, one clue in each."""
    return shikaku_cut(rows, cols, random.Random(seed))


def open_large(qtbot: QtBot, tmp_path: Path) -> PlayerWindow:
    """A window playing a 200x200 Shikaku (made in the test, not held by a fixture: pytest
    keeps fixture values past the check that no window outlives its test)."""
    return open_text(qtbot, tmp_path / "large.txt", shikaku_text(200, 200))


DRIVER = Path(__file__).with_name("export_close_driver.py")


def close_mid_export(
    board: Path, target: Path, when: float, how: str, root: Path
) -> tuple[int, float, int]:
    """Run the driver (a real player) on `board`, exporting or printing to `target` and closed
    at progress `when`: its exit status, the seconds from the close to the exit, and the
    export's process id (-1 when none was said)."""
    command = [sys.executable, str(DRIVER), str(board), str(target), str(when), how]
    player = subprocess.Popen(command, env=private_env(root), stdout=subprocess.PIPE, text=True)
    try:
        assert player.stdout is not None
        child = -1
        for line in iter(player.stdout.readline, ""):
            if line.startswith("child"):
                child = int(line.split()[1])
            if line.startswith("closing"):
                break
        closed = time.monotonic()
        status = player.wait(timeout=30)
        return status, time.monotonic() - closed, child
    finally:
        if player.poll() is None:
            player.kill()
            player.wait()
        if player.stdout is not None:
            player.stdout.close()


def painting(qtbot: QtBot, window: PlayerWindow, action: QAction) -> None:
    """Trigger `action` and wait until its job reports progress."""
    with qtbot.waitSignal(window.jobs.job_progressed, timeout=20000):
        action.trigger()


def cancel_job(qtbot: QtBot, window: PlayerWindow, cancel: Callable[[], object]) -> None:
    """Cancel the window's job by `cancel` and wait until it has ended."""
    with qtbot.waitSignal(window.jobs.job_cancelled, timeout=15000):
        cancel()
    qtbot.waitUntil(lambda: not window.jobs.busy, timeout=15000)


@pytest.mark.slow
def test_a_large_export_leaves_the_window_answering_and_cancel_stops_it(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    large = open_large(qtbot, tmp_path)
    target = tmp_path / "large.pdf"
    export_into(monkeypatch, target)
    ticks: list[float] = []
    timer = QTimer()
    timer.setInterval(20)
    timer.timeout.connect(lambda: ticks.append(time.monotonic()))
    timer.start()
    painting(qtbot, large, large.share.export)  # trigger() returns at once: the job paints
    assert large.jobs.running_kinds() == ["export"]
    assert large.job_status.isVisible()
    first = len(ticks)
    qtbot.waitUntil(lambda: len(ticks) >= first + 5, timeout=5000)  # the event loop turns
    cancel_job(
        qtbot,
        large,
        lambda: qtbot.mouseClick(large.job_status.cancel_button, Qt.MouseButton.LeftButton),
    )
    timer.stop()
    assert not target.exists()
    assert list(tmp_path.glob(".large.*")) == []  # no temporary left
    assert "Exported" not in large.statusBar().currentMessage()


def test_export_with_solution_solves_in_the_job_and_cancel_stops_the_solve(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    large = open_large(qtbot, tmp_path)
    target = tmp_path / "large.svg"
    export_into(monkeypatch, target)
    began = time.monotonic()
    large.share.export_solution.trigger()
    assert time.monotonic() - began < 0.5  # no solve on the GUI thread
    assert large.jobs.running_kinds() == ["export"]
    cancel_job(qtbot, large, large.jobs.cancel)
    assert not target.exists()


@pytest.mark.slow
def test_closing_the_window_during_an_export_takes_under_a_second(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    large = open_large(qtbot, tmp_path)
    export_into(monkeypatch, tmp_path / "large.pdf")
    painting(qtbot, large, large.share.export)
    began = time.monotonic()
    large.close()
    took = time.monotonic() - began
    assert took < CLOSE_S, f"closing took {took:.2f} s"
    assert not large.jobs.busy


@pytest.mark.slow
def test_printing_is_a_job_too(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    large = open_large(qtbot, tmp_path)
    target = tmp_path / "printed.pdf"

    print_into(monkeypatch, target)
    answer_print_dialog(monkeypatch, qtbot, keep)
    painting(qtbot, large, large.share.print)
    assert large.jobs.running_kinds() == ["print"]
    cancel_job(qtbot, large, large.jobs.cancel)
    assert not target.exists()  # a cancelled print is never finished nor sent


CLOSE_CASES = [
    ("png", 1.0, "export"),
    ("pdf", 1.0, "export"),
    ("png", 0.01, "export"),
    ("svg", 0.5, "export"),
    ("pdf", 0.5, "print"),
]
"""(format, the progress at which the window closes, export or print); scripts/export_close.py
times the same."""


@pytest.mark.slow
@pytest.mark.parametrize(("suffix", "when", "how"), CLOSE_CASES)
def test_a_real_player_closed_mid_export_exits_within_a_second_and_leaves_no_file(
    qtbot: QtBot, tmp_path: Path, suffix: str, when: float, how: str
) -> None:
    """`python -m puzzlegui`'s own start and close (launch.run), a 200x200 Shikaku; closed while
    the export paints, or once it is painted and Qt compresses and writes the file; or while
    it prints (to a PDF file)."""
    board = tmp_path / "large.txt"
    board.write_text(shikaku_text(200, 200))
    target = tmp_path / "out" / f"large.{suffix}"
    target.parent.mkdir()
    status, took, child = close_mid_export(board, target, when, how, tmp_path)
    assert status == 0
    allowed = CLOSE_S if how == "export" else PRINT_CLOSE_S
    assert took < allowed, f"the player took {took:.2f} s to exit"
    if how == "export":  # the export's process was killed: it goes (a large one takes time)
        qtbot.waitUntil(lambda: not Path(f"/proc/{child}").exists() or _zombie(child), timeout=5000)
    assert list(target.parent.iterdir()) == []  # no file, no temporary


def _zombie(pid: int) -> bool:
    try:
        return Path(f"/proc/{pid}/stat").read_text().split(")")[-1].split()[0] == "Z"
    except OSError:
        return True


@pytest.mark.slow
@pytest.mark.parametrize("name", sorted(SAMPLES))
def test_the_export_process_draws_what_the_player_drew_in_process(
    name: str, qapp: Any, tmp_path: Path
) -> None:
    """Pixel for pixel the same PNG as the in-process drawing, the solution beside it."""
    board = sample(name)
    pictures = render.pictures_for(board.ptype, board.puzzle, True)
    here, there = tmp_path / "here.png", tmp_path / "there.png"
    render.write_pictures(here, pictures, board.ptype.title)
    seen: list[float] = []
    assert export_process.export(there, pictures, board.ptype.title, CancelToken(), seen.append)
    assert QImage(str(here)) == QImage(str(there))
    assert seen[-1] == 1.0
    assert sorted(p.name for p in tmp_path.iterdir()) == ["here.png", "there.png"]


def test_a_failed_export_process_says_why_and_leaves_nothing(tmp_path: Path) -> None:
    board = sample("shikaku")
    pictures = render.pictures_for(board.ptype, board.puzzle, False)
    folder = tmp_path / "gone"
    with pytest.raises(render.ExportError, match=r"Cannot write .*gone/x\.png"):
        export_process.export(folder / "x.png", pictures, "t", CancelToken(), lambda _: None)
    assert list(tmp_path.iterdir()) == []


@pytest.mark.slow
def test_a_second_export_to_the_same_file_supersedes_the_first(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = open_text(qtbot, tmp_path / "mid.txt", shikaku_text(40, 40))
    target = tmp_path / "out" / "mid.png"
    target.parent.mkdir()
    export_into(monkeypatch, target)
    window.share.export.trigger()
    with qtbot.waitSignal(window.jobs.job_succeeded, timeout=30000):
        window.share.export.trigger()  # the first one is cancelled, its process killed
    qtbot.waitUntil(lambda: not window.jobs.busy, timeout=15000)
    assert QImage(str(target)).width() > 40 * 40
    assert [p.name for p in target.parent.iterdir()] == ["mid.png"]

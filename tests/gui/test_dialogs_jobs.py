"""The New puzzle and Solver lab dialogs, and the window staying responsive while a long search
runs in its thread: a GUI timer keeps firing and Cancel answers within 200 ms."""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QElapsedTimer, QTimer
from pytestqt.qtbot import QtBot

from puzzlegui.core import registry
from puzzlegui.gui.dialogs import prompts
from puzzlegui.gui.dialogs.new_puzzle import NewPuzzleDialog
from puzzlegui.gui.dialogs.solver_lab import DEFAULT, SolverLabDialog
from puzzlegui.gui.jobs import JobRunner
from puzzlegui.gui.main_window import PlayerWindow

from .helpers import BOARDS, open_window

SHIKAKU = BOARDS / "shikaku" / "01-easy-7x7.puzzle"
SHIKAKU_LARGE = max(
    (BOARDS / "shikaku").glob("*.puzzle"), key=lambda p: int(p.stem.rsplit("x", 1)[-1])
)
"""The largest sample: the seed's exhaustive search runs on it for minutes."""


@pytest.fixture
def runner() -> Iterator[JobRunner]:
    """A runner whose threads are stopped and waited for after the test."""
    jobs = JobRunner()
    yield jobs
    assert jobs.shutdown(5000)


def new_dialog(qtbot: QtBot, runner: JobRunner, name: str) -> NewPuzzleDialog:
    dialog = NewPuzzleDialog(runner, name)
    qtbot.addWidget(dialog)
    return dialog


def generate(qtbot: QtBot, dialog: NewPuzzleDialog, seed: str, difficulty: str) -> object:
    dialog.seed_edit.setText(seed)
    dialog.difficulty_box.setCurrentIndex(dialog.difficulty_box.findData(difficulty))
    with qtbot.waitSignal(dialog.generated, timeout=20000) as blocker:
        dialog.generate_button.click()
    return blocker.args[0]


def test_the_same_seed_makes_the_same_puzzle(qtbot: QtBot, runner: JobRunner) -> None:
    dialog = new_dialog(qtbot, runner, "shikaku")
    dialog.rows_box.setValue(6)
    dialog.cols_box.setValue(8)
    first = generate(qtbot, dialog, "1234", "hard")
    again = generate(qtbot, dialog, "1234", "hard")
    assert first == again
    assert (first.rows, first.cols) == (6, 8)  # type: ignore[attr-defined]
    assert "1234" in dialog.description()


LOGI5_DIFFICULTIES = getattr(registry.get("logi5"), "difficulties", ("easy",))


@pytest.mark.slow
@pytest.mark.parametrize("difficulty", LOGI5_DIFFICULTIES)
def test_logi5_is_made_at_every_difficulty(
    qtbot: QtBot, runner: JobRunner, difficulty: str
) -> None:
    ptype = registry.get("logi5")
    dialog = new_dialog(qtbot, runner, "logi5")
    puzzle = generate(qtbot, dialog, "7", difficulty)
    assert ptype.solve(puzzle).status == "solved"


def test_new_puzzle_from_the_menu_starts_a_game(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = open_window(qtbot, SHIKAKU)

    def run_dialog(dialog: NewPuzzleDialog) -> bool:
        generate(qtbot, dialog, "99", "easy")
        return True

    monkeypatch.setattr(prompts, "run_dialog", run_dialog)
    with qtbot.waitSignal(window.game_started):
        window.actions_.new.trigger()
    assert window.session is not None
    assert window.session.path is None
    assert "99" in window.side_panel.source_label.text()


def open_lab(qtbot: QtBot, window: PlayerWindow) -> SolverLabDialog:
    window.actions_.solver_lab.trigger()
    lab = window.assist.lab_dialog
    assert lab is not None
    qtbot.waitExposed(lab)
    return lab


def test_the_lab_compares_solvers_in_a_table(qtbot: QtBot, artifacts: object) -> None:
    window = open_window(qtbot, sorted((BOARDS / "shikaku").glob("*.puzzle"))[2])
    lab = open_lab(qtbot, window)
    assert lab.solvers() == [DEFAULT, *registry.get("shikaku").strategies]
    lab.run_all_button.click()
    qtbot.waitUntil(lambda: lab.table.rowCount() == len(lab.solvers()) and not lab.running)
    lab.solver_box.setCurrentIndex(0)
    with qtbot.waitSignal(window.jobs.job_succeeded):
        lab.run_button.click()
    assert lab.table.rowCount() == len(lab.solvers()) + 1
    for row in range(lab.table.rowCount()):
        assert lab.table.item(row, 2).text() == "solved"
        assert int(lab.table.item(row, 3).text().replace(",", "")) > 0
        assert float(lab.table.item(row, 4).text().replace(",", "")) >= 0
    lab.clear_button.click()
    assert lab.table.rowCount() == 0


class TickCounter:
    """Counts a GUI timer's ticks and the longest gap between two of them."""

    def __init__(self) -> None:
        self.ticks = 0
        self.longest_ms = 0
        self._clock = QElapsedTimer()
        self._clock.start()

    def on_timeout(self) -> None:
        self.ticks += 1
        self.longest_ms = max(self.longest_ms, self._clock.restart())


@pytest.mark.slow
def test_the_window_stays_responsive_and_cancel_answers_quickly(qtbot: QtBot) -> None:
    window = open_window(qtbot, SHIKAKU_LARGE)
    lab = open_lab(qtbot, window)
    lab.solver_box.setCurrentIndex(lab.solver_box.findData("seed"))
    lab.seconds_box.setValue(600)
    counter = TickCounter()
    timer = QTimer()
    timer.setInterval(10)
    timer.timeout.connect(counter.on_timeout)
    lab.run_button.click()
    timer.start()
    assert window.job_status.isVisibleTo(window)
    qtbot.waitUntil(lambda: counter.ticks >= 30, timeout=3000)
    timer.stop()
    assert lab.running  # the search is still going
    # A search on the GUI thread would stop the ticks for its whole run (600 s here); a busy
    # CI machine may delay a tick by a few hundred ms, which is no freeze.
    assert counter.longest_ms < 1000, f"the GUI thread stalled {counter.longest_ms} ms"
    started = time.perf_counter()
    with qtbot.waitSignal(window.jobs.job_cancelled, timeout=2000):
        window.job_status.cancel_button.click()
    assert (time.perf_counter() - started) < 2.0
    qtbot.waitUntil(lambda: not window.jobs.busy)
    assert not window.job_status.isVisibleTo(window)
    assert lab.table.item(0, 2).text() == "cancelled"


def test_cancel_stops_a_puzzle_being_made(
    qtbot: QtBot, runner: JobRunner, monkeypatch: pytest.MonkeyPatch
) -> None:
    ptype = registry.get("shikaku")

    def endless(job: Any) -> None:
        while True:
            job.progress(0.25)
            job.cancel.raise_if_cancelled()

    monkeypatch.setitem(vars(ptype), "generate", endless)
    dialog = new_dialog(qtbot, runner, "shikaku")
    with qtbot.waitSignal(runner.job_progressed):
        dialog.generate_button.click()
    assert dialog.running
    assert dialog.progress.isVisibleTo(dialog)
    with qtbot.waitSignal(runner.job_cancelled, timeout=1000):
        dialog.cancel_button.click()
    assert not dialog.running
    assert dialog.generate_button.isEnabled()
    assert dialog.puzzle is None
    assert dialog.message_label.text() == "Cancelled."

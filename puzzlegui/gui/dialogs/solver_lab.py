"""The solver lab: run the default solver or one of the seed's own searches on the board being
played, in a thread, and compare nodes expanded and time over several runs in one table (as the
Calcudoku seed compares greedy, A*, IDDFS, BFS and DFS)."""

from __future__ import annotations

from functools import partial
from typing import Any

from PySide6.QtCore import QLocale, Qt, Slot
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDoubleSpinBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from puzzlegui.core.cancel import CancelToken
from puzzlegui.core.model import AnyPuzzleType, SolveResult, SolveStatus
from puzzlegui.gui import core_text, i18n
from puzzlegui.gui.accessibility import NamedDialog
from puzzlegui.gui.jobs import JobRunner, Progress

DEFAULT = ""
"""The solver box's data for the type's default solver."""

COLUMNS = 5


def _lab_work(
    ptype: AnyPuzzleType, puzzle: Any, solver: str, seconds: float, cancel: CancelToken, _: Progress
) -> SolveResult[Any]:
    if solver == DEFAULT:
        return ptype.solve(puzzle, limit=2, cancel=cancel, seconds=seconds)
    return ptype.solve_strategy(solver, puzzle, limit=1, cancel=cancel, seconds=seconds)


class SolverLabDialog(NamedDialog):
    """Run solvers on one puzzle and compare them; every run adds a row to `table`."""

    def __init__(
        self, runner: JobRunner, ptype: AnyPuzzleType, puzzle: Any, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Solver Lab - %1").replace("%1", ptype.title))
        self._runner = runner
        self._ptype = ptype
        self._puzzle = puzzle
        self._job_id = 0
        self._queue: list[str] = []
        self._running_solver = DEFAULT
        self.solver_box = QComboBox()
        self.solver_box.addItem(self.tr("Default solver"), DEFAULT)
        for name in ptype.strategies:
            self.solver_box.addItem(core_text.word(name), name)
        self.seconds_box = QDoubleSpinBox()
        self.seconds_box.setRange(0.1, 600.0)
        self.seconds_box.setValue(10.0)
        self.seconds_box.setSuffix(self.tr(" s"))
        self.run_button = QPushButton(self.tr("&Run"))
        self.run_all_button = QPushButton(self.tr("Run &All"))
        self.cancel_button = QPushButton(self.tr("Cancel"))
        self.cancel_button.setEnabled(False)
        self.clear_button = QPushButton(self.tr("C&lear"))
        self.status_label = QLabel()
        self.table = QTableWidget(0, COLUMNS)
        self.table.setHorizontalHeaderLabels(
            [self.tr("Run"), self.tr("Solver"), self.tr("Result"), self.tr("Nodes"),
             self.tr("Time (ms)")]
        )  # fmt: skip
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        self.table.setAccessibleName(self.tr("Results"))
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self._lay_out()
        self.run_button.clicked.connect(self._on_run_button_clicked)
        self.run_all_button.clicked.connect(self._on_run_all_button_clicked)
        self.cancel_button.clicked.connect(self._on_cancel_button_clicked)
        self.clear_button.clicked.connect(self._on_clear_button_clicked)
        self.resize(620, 360)

    def _lay_out(self) -> None:
        controls = QHBoxLayout()
        solver_label = QLabel(self.tr("&Solver:"))
        solver_label.setBuddy(self.solver_box)
        controls.addWidget(solver_label)
        controls.addWidget(self.solver_box, 1)
        time_label = QLabel(self.tr("Time limit:"))
        time_label.setBuddy(self.seconds_box)
        controls.addWidget(time_label)
        controls.addWidget(self.seconds_box)
        buttons = QHBoxLayout()
        for button in (self.run_button, self.run_all_button, self.cancel_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        buttons.addWidget(self.clear_button)
        layout = QVBoxLayout(self)
        layout.addLayout(controls)
        layout.addLayout(buttons)
        layout.addWidget(self.status_label)
        layout.addWidget(self.table, 1)

    @property
    def running(self) -> bool:
        """True while a solver runs."""
        return self._job_id != 0

    def solvers(self) -> list[str]:
        """The solver names offered ("" is the default solver)."""
        return [str(self.solver_box.itemData(i)) for i in range(self.solver_box.count())]

    def run(self, solver: str) -> None:
        """Run one solver on the puzzle (a new run replaces one in progress)."""
        self._running_solver = solver
        work = partial(_lab_work, self._ptype, self._puzzle, solver, self.seconds_box.value())
        self._job_id = self._runner.start(
            "lab",
            work,
            channel="lab",
            on_success=self._on_job_succeeded,
            on_failure=self._on_job_failed,
            on_cancel=self._on_job_cancelled,
        )
        self.status_label.setText(self.tr("Running %1...").replace("%1", self._solver_name(solver)))
        self.cancel_button.setEnabled(True)

    def _solver_name(self, solver: str) -> str:
        return self.tr("Default solver") if solver == DEFAULT else core_text.word(solver)

    def _status_name(self, status: SolveStatus) -> str:
        return {
            SolveStatus.SOLVED: self.tr("solved"),
            SolveStatus.NO_SOLUTION: self.tr("no solution"),
            SolveStatus.MULTIPLE: self.tr("several solutions"),
            SolveStatus.TIMEOUT: self.tr("out of time"),
            SolveStatus.CANCELLED: self.tr("cancelled"),
        }[status]

    def add_row(self, solver: str, result: SolveResult[Any] | None, error: str = "") -> None:
        """A row of the comparison table."""
        row = self.table.rowCount()
        self.table.insertRow(row)
        if result is None:
            cells = [str(row + 1), self._solver_name(solver), error, "", ""]
        else:
            locale = QLocale(i18n.language())
            cells = [
                str(row + 1),
                self._solver_name(solver),
                self._status_name(result.status),
                locale.toString(result.nodes),
                locale.toString(float(result.elapsed_ms), "f", 1),
            ]
        for column, text in enumerate(cells):
            item = QTableWidgetItem(text)
            if column in (0, 3, 4):
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            self.table.setItem(row, column, item)
        self.table.scrollToBottom()

    def _next(self) -> None:
        self._job_id = 0
        if self._queue:
            self.run(self._queue.pop(0))
        else:
            self.cancel_button.setEnabled(False)

    # -- slots ---------------------------------------------------------------------------------
    @Slot()
    def _on_run_button_clicked(self) -> None:
        self._queue.clear()
        self.run(str(self.solver_box.currentData()))

    @Slot()
    def _on_run_all_button_clicked(self) -> None:
        self._queue = self.solvers()
        self._next()

    @Slot()
    def _on_cancel_button_clicked(self) -> None:
        self._queue.clear()
        self._runner.cancel("lab")

    @Slot()
    def _on_clear_button_clicked(self) -> None:
        self.table.setRowCount(0)

    @Slot(object)
    def _on_job_succeeded(self, result: SolveResult[Any]) -> None:
        self.add_row(self._running_solver, result)
        self.status_label.setText("")
        self._next()

    @Slot(str)
    def _on_job_failed(self, error: str) -> None:
        self.add_row(self._running_solver, None, error)
        self._next()

    @Slot(object)
    def _on_job_cancelled(self, value: Any) -> None:
        if isinstance(value, SolveResult):
            self.add_row(self._running_solver, value)
        self.status_label.setText(self.tr("Cancelled."))
        self._next()

    def reject(self) -> None:
        if self.running:
            self._queue.clear()
            self._runner.cancel("lab")
        super().reject()

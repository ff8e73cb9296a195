"""The status bar's busy indicator: what runs, a progress bar, and a Cancel button."""

from __future__ import annotations

from PySide6.QtCore import Slot
from PySide6.QtWidgets import QHBoxLayout, QLabel, QProgressBar, QPushButton, QWidget

from .jobs import JobOutcome, JobRunner


class JobStatusView(QWidget):
    """Shown while a job runs; Cancel stops every running job."""

    def __init__(self, runner: JobRunner, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._runner = runner
        self.label = QLabel()
        self.progress = QProgressBar()
        self.progress.setMaximumWidth(140)
        self.progress.setMaximumHeight(16)
        self.progress.setTextVisible(False)
        self.cancel_button = QPushButton(self.tr("Cancel"))
        self.cancel_button.setToolTip(self.tr("Stop the work in progress"))
        self.cancel_button.clicked.connect(self._on_cancel_button_clicked)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.label)
        layout.addWidget(self.progress)
        layout.addWidget(self.cancel_button)
        runner.busy_changed.connect(self._on_runner_busy_changed)
        runner.job_started.connect(self._on_runner_job_started)
        runner.job_progressed.connect(self._on_runner_job_progressed)
        self.setVisible(False)

    def describe(self, kind: str) -> str:
        """The busy sentence for a job kind."""
        texts = {
            "solve": self.tr("Solving..."),
            "hint": self.tr("Looking for a hint..."),
            "check": self.tr("Finding the solution..."),
            "generate": self.tr("Making a puzzle..."),
            "lab": self.tr("Running the solver..."),
            "export": self.tr("Exporting..."),
            "print": self.tr("Printing..."),
            "booklet": self.tr("Making the puzzles and their solutions..."),
        }
        return texts.get(kind, self.tr("Working..."))

    @Slot(bool)
    def _on_runner_busy_changed(self, busy: bool) -> None:
        self.setVisible(busy)

    @Slot(object)
    def _on_runner_job_started(self, outcome: JobOutcome) -> None:
        self.label.setText(self.describe(outcome.kind))
        self.progress.setRange(0, 0)  # busy until the job reports progress

    @Slot(object)
    def _on_runner_job_progressed(self, outcome: JobOutcome) -> None:
        self.progress.setRange(0, 100)
        self.progress.setValue(round(100 * float(outcome.value)))
        self.label.setText(self.describe(outcome.kind))

    @Slot()
    def _on_cancel_button_clicked(self) -> None:
        self._runner.cancel()

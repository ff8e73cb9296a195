"""New puzzle: pick a type, a size, a difficulty and (optionally) a seed; the puzzle is made in
a thread with a progress bar and a Cancel button, or taken from the puzzles made ahead
(gui/puzzle_stock.py) when the seed is left random. The same seed makes the same puzzle."""

from __future__ import annotations

import random
from functools import partial
from typing import Any

from PySide6.QtCore import QCoreApplication, Signal, Slot
from PySide6.QtGui import QIntValidator
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QProgressBar,
    QPushButton,
    QSpinBox,
    QWidget,
)

from puzzlegui.core.cancel import CancelToken
from puzzlegui.core.model import AnyPuzzleType, GenerateJob, GenerateOptions
from puzzlegui.core.presets import MAX_SEED
from puzzlegui.gui import core_text
from puzzlegui.gui.accessibility import NamedDialog
from puzzlegui.gui.files import available_types
from puzzlegui.gui.jobs import JobRunner, Progress
from puzzlegui.gui.preferences import Preferences
from puzzlegui.gui.puzzle_stock import PuzzleStock


def _generate_work(
    ptype: AnyPuzzleType,
    options: GenerateOptions,
    seed: int,
    cancel: CancelToken,
    progress: Progress,
) -> Any:
    return ptype.generate(GenerateJob(options, random.Random(seed), cancel, progress))


def new_puzzle_text(difficulty: str, seed: int | None) -> str:
    """How a new puzzle was made, to show beside the board."""
    return (
        QCoreApplication.translate("NewPuzzleDialog", "New %1, seed %2")
        .replace("%1", core_text.word(difficulty))
        .replace("%2", str(seed))
    )


class NewPuzzleDialog(NamedDialog):
    """Make a new puzzle; `puzzle` and `ptype` are set when it is accepted."""

    generated = Signal(object)

    def __init__(
        self,
        runner: JobRunner,
        current: str = "",
        parent: QWidget | None = None,
        preferences: Preferences | None = None,
        stock: PuzzleStock | None = None,
    ):
        super().__init__(parent)
        self.setWindowTitle(self.tr("New Puzzle"))
        # Room for the title beside the window manager's buttons (it was cut off).
        self.setMinimumWidth(self.fontMetrics().horizontalAdvance(self.windowTitle()) * 3 + 160)
        self._preferences = preferences or Preferences()
        self._runner = runner
        self._stock = stock
        self._job_id = 0
        self._symmetric_chosen: dict[str, bool] = {}  # the box as the player set it, per type
        self.ptype: AnyPuzzleType | None = None
        self.puzzle: Any = None
        self.seed: int | None = None
        self.random_seed = False
        """True when the seed was drawn, not asked for (the stock makes the next one so)."""
        self._types = available_types()
        self.type_box = QComboBox()
        for ptype in self._types:
            self.type_box.addItem(ptype.title, ptype.name)
        self.rows_box, self.cols_box = QSpinBox(), QSpinBox()
        self.rows_box.setAccessibleName(self.tr("Rows"))
        self.cols_box.setAccessibleName(self.tr("Columns"))
        self.difficulty_box = QComboBox()
        self.symmetric_box = QCheckBox(self.tr("S&ymmetric clues"))
        self.seed_edit = QLineEdit()
        self.seed_edit.setPlaceholderText(self.tr("random"))
        self.seed_edit.setValidator(QIntValidator(0, MAX_SEED, self))
        self.message_label = QLabel()
        self.message_label.setWordWrap(True)
        self.progress = QProgressBar()
        self.progress.setVisible(False)
        self.generate_button = QPushButton(self.tr("&Generate"))
        self.generate_button.setDefault(True)
        self.cancel_button = QPushButton(self.tr("Cancel"))
        self._lay_out()
        self.type_box.currentIndexChanged.connect(self._on_type_box_current_index_changed)
        self.generate_button.clicked.connect(self._on_generate_button_clicked)
        self.cancel_button.clicked.connect(self._on_cancel_button_clicked)
        self.symmetric_box.clicked.connect(self._on_symmetric_box_clicked)
        self._refused = ""  # the refusal the message label shows, if any
        for changed in (
            self.rows_box.valueChanged,
            self.cols_box.valueChanged,
            self.difficulty_box.currentIndexChanged,
            self.symmetric_box.toggled,
        ):
            changed.connect(self._on_options_changed)
        index = max(0, self.type_box.findData(current or self._preferences.new_puzzle_type))
        self.type_box.setCurrentIndex(index)
        self._on_type_box_current_index_changed(index)

    def _lay_out(self) -> None:
        # Width first, then height, each named: "30 x 22" once read as rows x columns.
        size = QHBoxLayout()
        self.width_label = QLabel(self.tr("Width"))
        self.times_label = QLabel("x")
        self.height_label = QLabel(self.tr("Height"))
        for widget in (
            self.width_label,
            self.cols_box,
            self.times_label,
            self.height_label,
            self.rows_box,
        ):
            size.addWidget(widget)
        size.addStretch(1)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.generate_button)
        buttons.addWidget(self.cancel_button)
        form = QFormLayout(self)
        form.addRow(self.tr("&Type:"), self.type_box)
        size_label = QLabel(self.tr("&Size:"))
        size_label.setBuddy(self.rows_box)  # a layout cannot be a buddy: the first box is
        form.addRow(size_label, size)
        form.addRow(self.tr("&Difficulty:"), self.difficulty_box)
        form.addRow("", self.symmetric_box)
        form.addRow(self.tr("S&eed:"), self.seed_edit)
        form.addRow(self.message_label)
        form.addRow(self.progress)
        form.addRow(buttons)

    def selected_type(self) -> AnyPuzzleType:
        """The type picked in the dialog."""
        return self._types[self.type_box.currentIndex()]

    def options(self) -> GenerateOptions:
        """What the new puzzle should be."""
        ptype = self.selected_type()
        rows = self.rows_box.value()
        cols = rows if ptype.square_only else self.cols_box.value()
        difficulty = str(self.difficulty_box.currentData() or "medium")
        return GenerateOptions(rows, cols, difficulty, self.symmetric_box.isChecked())

    def refusal(self) -> str:
        """Why no puzzle of the options chosen can ever be made (PuzzleType.refusal), in the
        player's language; '' when one can."""
        refused = self.selected_type().refused(self.options())
        return "" if refused is None else core_text.violation_text(refused)

    def description(self) -> str:
        """How the puzzle was made, to show beside the board."""
        return new_puzzle_text(self.options().difficulty, self.seed)

    @property
    def running(self) -> bool:
        """True while a puzzle is being made."""
        return self._job_id != 0

    # -- slots ---------------------------------------------------------------------------------
    @Slot(int)
    def _on_type_box_current_index_changed(self, index: int) -> None:
        ptype = self._types[index]
        low, high = ptype.size_range
        rows, cols = ptype.default_size
        difficulties = ptype.difficulties
        difficulty = difficulties[min(1, len(difficulties) - 1)]
        remembered = self._preferences.new_puzzle_choice(ptype.name)
        if remembered is not None:
            rows, cols, difficulty = remembered
        for box, value in ((self.rows_box, rows), (self.cols_box, cols)):
            box.setRange(low, high)
            box.setValue(value)
        for widget in (self.cols_box, self.times_label, self.width_label):
            widget.setVisible(not ptype.square_only)
        self.height_label.setText(self.tr("Side") if ptype.square_only else self.tr("Height"))
        self.difficulty_box.clear()
        for name in difficulties:
            self.difficulty_box.addItem(core_text.word(name), name)
        self.difficulty_box.setCurrentIndex(max(0, self.difficulty_box.findData(difficulty)))
        self._offer_symmetry(ptype)
        self.message_label.setText("")
        self._refused = ""
        self._on_options_changed()

    def _offer_symmetry(self, ptype: AnyPuzzleType) -> None:
        """Symmetric clues only for the types whose generator honours them; the box starts as
        the player last set it for the type (in this dialog, else when they last made one),
        else at the type's default."""
        offered = ptype.symmetric_clues
        self.symmetric_box.setEnabled(offered)
        chosen = self._symmetric_chosen.get(ptype.name)
        if chosen is None:
            chosen = self._preferences.new_puzzle_symmetric(ptype.name)
        if chosen is None:
            chosen = ptype.symmetric_by_default
        self.symmetric_box.setChecked(offered and chosen)
        self.symmetric_box.setToolTip(
            ""
            if offered
            else self.tr("%1 puzzles cannot be made with symmetric clues.").replace(
                "%1", ptype.title
            )
        )

    def start(
        self, name: str, options: GenerateOptions, seed: int | None = None, remember: bool = True
    ) -> None:
        """Fill in a type's options (a preset, a puzzle of the day) and start making it;
        `remember` keeps them as the type's choice for the next New Puzzle."""
        self.type_box.setCurrentIndex(max(0, self.type_box.findData(name)))
        self.rows_box.setValue(options.rows)
        self.cols_box.setValue(options.cols)
        self.difficulty_box.setCurrentIndex(
            max(0, self.difficulty_box.findData(options.difficulty))
        )
        self.symmetric_box.setChecked(options.symmetric and self.symmetric_box.isEnabled())
        self.seed_edit.setText("" if seed is None else str(seed))
        self._generate(remember)

    @Slot()
    def _on_options_changed(self) -> None:
        """Say at once when the options chosen can give no puzzle, and offer no Generate then
        (a search for one would run until cancelled)."""
        if self.running:
            return
        why = self.refusal()
        self.generate_button.setEnabled(not why)
        if why or self._refused:
            self._say(why)
        self._refused = why

    def _say(self, message: str) -> None:
        """Show `message` under the options, the dialog grown to hold all its lines."""
        self.message_label.setText(message)
        self.adjustSize()

    @Slot(bool)
    def _on_symmetric_box_clicked(self, checked: bool) -> None:
        self._symmetric_chosen[self.selected_type().name] = checked

    @Slot()
    def _on_generate_button_clicked(self) -> None:
        name = self.selected_type().name
        if name in self._symmetric_chosen:  # the player's own choice, kept for next time
            self._preferences.set_new_puzzle_symmetric(name, self._symmetric_chosen[name])
        if not self._take_from_stock():
            self._generate(remember=True)

    def _take_from_stock(self) -> bool:
        """Accept at once with the puzzle made ahead for these settings (random seed only)."""
        ptype, options = self.selected_type(), self.options()
        made = None
        if self._stock is not None and not self.seed_edit.text().strip():
            made = self._stock.take(ptype, options)
        if made is None:
            return False
        self._remember(ptype, options)
        self.seed, self.random_seed = made.seed, True
        self._on_job_succeeded(made.puzzle)
        return True

    def _remember(self, ptype: AnyPuzzleType, options: GenerateOptions) -> None:
        self._preferences.set_new_puzzle_choice(
            ptype.name, options.rows, options.cols, options.difficulty
        )

    def _generate(self, remember: bool) -> None:
        if self.refusal():
            self._on_options_changed()
            return
        text = self.seed_edit.text().strip()
        self.random_seed = not text
        self.seed = int(text) if text else random.randrange(MAX_SEED)
        ptype = self.selected_type()
        options = self.options()
        if remember:
            self._remember(ptype, options)
        work = partial(_generate_work, ptype, self.options(), self.seed)
        self._job_id = self._runner.start(
            "generate",
            work,
            channel="generate",
            on_success=self._on_job_succeeded,
            on_failure=self._on_job_failed,
            on_cancel=self._on_job_cancelled,
            on_progress=self._on_job_progressed,
        )
        self.message_label.setText(
            self.tr("Making a puzzle (seed %1)...").replace("%1", str(self.seed))
        )
        self.progress.setRange(0, 0)
        self.progress.setVisible(True)
        self.generate_button.setEnabled(False)

    @Slot()
    def _on_cancel_button_clicked(self) -> None:
        if self.running:
            self._runner.cancel("generate")
        else:
            self.reject()

    def reject(self) -> None:
        if self.running:
            self._runner.cancel("generate")
            self._job_id = 0
        super().reject()

    def _finish(self, message: str) -> None:
        self._job_id = 0
        self.progress.setVisible(False)
        self.generate_button.setEnabled(not self.refusal())
        self._say(message)

    @Slot(object)
    def _on_job_succeeded(self, puzzle: Any) -> None:
        self._finish("")
        self.ptype, self.puzzle = self.selected_type(), puzzle
        self.generated.emit(self.puzzle)
        self.accept()

    @Slot(str)
    def _on_job_failed(self, error: str) -> None:
        self._finish(self.tr("No puzzle was made: %1").replace("%1", error))

    @Slot(object)
    def _on_job_cancelled(self, _value: Any) -> None:
        if self.running:  # not when the dialog itself was closed
            self._finish(self.tr("Cancelled."))

    @Slot(object)
    def _on_job_progressed(self, fraction: float) -> None:
        self.progress.setRange(0, 100)
        self.progress.setValue(round(100 * float(fraction)))

"""The Replay window: a game from the library played again move by move (play, pause, step back
and forward, speed) on a board of its own, each step marked with what the hint ladder says of
it (core/replay.py: the rule that justifies it, or a guess), the hardest step marked, and for a
solved game a summary line.

The board is a GameSession of its own standing at a step of the game's recorded undo steps (the
undo stack moves through them); the view takes no input. The reading against the ladder runs in
a job of the window's own runner, cancellable by Stop and by closing the window."""

from __future__ import annotations

import time
from collections.abc import Sequence
from functools import partial
from typing import Any

from PySide6.QtCore import Qt, QTimer, Slot
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QProgressBar,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from puzzlegui.core import hint_names, replay
from puzzlegui.core.answers import Answers
from puzzlegui.core.cancel import CancelToken
from puzzlegui.core.model import AnyPuzzleType, Cell
from puzzlegui.gui import core_text
from puzzlegui.gui.accessibility import NamedDialog
from puzzlegui.gui.boards import view_for
from puzzlegui.gui.jobs import JobRunner, Progress
from puzzlegui.gui.session import GameSession
from puzzlegui.library.history import step_state
from puzzlegui.library.records import Step

SPEEDS = (0.5, 1.0, 2.0, 4.0)
"""Play speeds offered, in steps per second."""
READ_SLICE_SECONDS = 0.5
"""How long one job of the reading runs: its marks show when it ends, and the next goes on."""
HARDEST_MARK = "\u2605"
"""Put before the hardest step in the list (a star)."""


def step_text(step: Step, most: int = 4) -> str:
    """A step as the list shows it: its label, and its moves when the label is not one
    ("Hint: r2c4=4"), the first `most` of them."""
    if step.whole or step.moves == (step.label,):
        return step.label
    moves = " ".join(step.moves[:most]) + (" ..." if len(step.moves) > most else "")
    return f"{step.label}: {moves}"


def _read_work(
    ptype: AnyPuzzleType,
    puzzle: Any,
    store: Answers,
    before: Any,
    steps: Sequence[Step],
    cancel: CancelToken,
    _: Progress,
) -> tuple[list[replay.Mark], Any]:
    # One slice of the game: the steps read within READ_SLICE_SECONDS (one at least), and the
    # position after the last, where the next slice starts. The store keeps the solution
    # from one slice to the next.
    reader = replay.Reader(ptype, puzzle, cancel, store)
    marks: list[replay.Mark] = []
    end = time.monotonic() + READ_SLICE_SECONDS
    for step in steps:
        after = step_state(ptype, puzzle, before, step)
        marks.append(reader.read(before, after, step.whole))
        before = after
        if time.monotonic() >= end:
            break
    return marks, before


class ReplayDialog(NamedDialog):
    """One game replayed: the board, the steps with their marks, and the controls."""

    def __init__(
        self,
        ptype: AnyPuzzleType,
        puzzle: Any,
        steps: Sequence[Step],
        solved: bool,
        parent: QWidget | None = None,
    ) -> None:
        # Played back first: a step that does not apply raises before any window is made.
        session = GameSession(ptype, puzzle)
        session.restore_history(list(steps), 0)
        super().__init__(parent)
        session.setParent(self)
        self.session = session
        self.setWindowTitle(self.tr("Replay: %1").replace("%1", ptype.title))
        self.steps = list(steps)
        self.solved = solved
        self.marks: list[replay.Mark] = []
        self._store = Answers(seconds=None)
        self.board = view_for(self.session)
        # A replay shows the game's own moves: the board takes no clicks and no keys.
        self.board.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.board.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.board.set_show_errors(False)
        self.timer = QTimer(self)
        self.timer.timeout.connect(self._on_timer_timeout)
        self.runner = JobRunner(self)
        self._build()
        self.resize(900, 600)
        self._show_step()
        self.read()

    # -- layout --------------------------------------------------------------------------------
    def _build(self) -> None:
        self.step_list = QListWidget()
        self.step_list.addItem(self.tr("Start"))
        for number, step in enumerate(self.steps, start=1):
            self.step_list.addItem(f"{number}. {step_text(step)}")
        self.step_list.currentRowChanged.connect(self._on_step_list_current_row_changed)
        self.position = QLabel()
        self.position.setWordWrap(True)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.progress = QProgressBar()
        self.progress.setRange(0, 100)
        self.stop_button = QPushButton(self.tr("S&top Reading"))
        self.stop_button.clicked.connect(self._on_stop_button_clicked)
        side = QWidget()
        side_layout = QVBoxLayout(side)
        side_layout.addWidget(self.step_list, 1)
        side_layout.addWidget(self.summary)
        reading = QHBoxLayout()
        reading.addWidget(self.progress, 1)
        reading.addWidget(self.stop_button)
        side_layout.addLayout(reading)
        splitter = QSplitter()
        splitter.addWidget(self.board)
        splitter.addWidget(side)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 2)
        layout = QVBoxLayout(self)
        layout.addWidget(splitter, 1)
        layout.addWidget(self.position)
        layout.addLayout(self._controls())

    def _controls(self) -> QVBoxLayout:
        """Two rows, so that a small window keeps every button whole: moving, then speed."""
        self.first_button = QPushButton(self.tr("&First"))
        self.back_button = QPushButton(self.tr("Step &Back"))
        self.play_button = QPushButton(self.tr("&Play"))
        self.forward_button = QPushButton(self.tr("Step For&ward"))
        self.last_button = QPushButton(self.tr("&Last"))
        self.hardest_button = QPushButton(self.tr("&Hardest Step"))
        self.hardest_button.setEnabled(False)  # until the reading finds it
        self.speed_box = QComboBox()
        for speed in SPEEDS:
            self.speed_box.addItem(f"{speed:g}", speed)
        self.speed_box.setCurrentIndex(SPEEDS.index(1.0))
        self.speed_box.currentIndexChanged.connect(self._on_speed_box_changed)
        speed_label = QLabel(self.tr("&Speed (steps a second):"))
        speed_label.setBuddy(self.speed_box)
        close = QPushButton(self.tr("&Close"))
        close.clicked.connect(self.close)
        row = QHBoxLayout()
        for button, slot in (
            (self.first_button, self._on_first_button_clicked),
            (self.back_button, self._on_back_button_clicked),
            (self.play_button, self._on_play_button_clicked),
            (self.forward_button, self._on_forward_button_clicked),
            (self.last_button, self._on_last_button_clicked),
            (self.hardest_button, self._on_hardest_button_clicked),
        ):
            button.clicked.connect(slot)
            row.addWidget(button)
        row.addStretch(1)
        second = QHBoxLayout()
        second.addWidget(speed_label)
        second.addWidget(self.speed_box)
        second.addStretch(1)
        second.addWidget(close)
        rows = QVBoxLayout()
        rows.addLayout(row)
        rows.addLayout(second)
        return rows

    # -- moving through the game ---------------------------------------------------------------
    @property
    def index(self) -> int:
        """The step the board stands after (0: the start)."""
        return int(self.session.undo_stack.index())

    def go_to(self, index: int) -> None:
        """Stand after step `index` (0: the start)."""
        index = min(max(index, 0), len(self.steps))
        if index != self.index:
            self.session.undo_stack.setIndex(index)
        self._show_step()

    def play(self, playing: bool) -> None:
        """Play from here (from the start when at the end), or pause."""
        if playing and self.index >= len(self.steps):
            self.go_to(0)
        if playing:
            self.timer.start(int(1000 / float(self.speed_box.currentData())))
        else:
            self.timer.stop()
        self.play_button.setText(self.tr("&Pause") if playing else self.tr("&Play"))

    def _show_step(self) -> None:
        index = self.index
        self.step_list.blockSignals(True)
        self.step_list.setCurrentRow(index)
        self.step_list.blockSignals(False)
        self.back_button.setEnabled(index > 0)
        self.first_button.setEnabled(index > 0)
        self.forward_button.setEnabled(index < len(self.steps))
        self.last_button.setEnabled(index < len(self.steps))
        self.position.setText(self._position_text(index))
        self._light(index)

    def _light(self, index: int) -> None:
        """Light the cells the step changed, and the reasons of the rule that justifies it."""
        if index == 0:
            self.board.clear_hint()
            return
        ptype = self.session.ptype
        cells: list[Cell] = []
        for text in self.steps[index - 1].moves:
            cells.extend(ptype.move_cells(ptype.parse_move(text)))
        mark = self.marks[index - 1] if index <= len(self.marks) else None
        reasons: tuple[Cell, ...] = ()
        if mark is not None and mark.hint is not None and mark.ahead == 0:
            reasons = mark.hint.reason_cells
        self.board.set_hint(tuple(dict.fromkeys(cells)), reasons)

    def _position_text(self, index: int) -> str:
        if index == 0:
            return self.tr("The start: step 0 of %1.").replace("%1", str(len(self.steps)))
        text = self.tr("Step %1 of %2: %3").replace("%1", str(index))
        text = text.replace("%2", str(len(self.steps)))
        text = text.replace("%3", step_text(self.steps[index - 1]))
        if index <= len(self.marks):
            text += " \u2014 " + self.mark_text(self.marks[index - 1])
        return text

    # -- the reading against the ladder ---------------------------------------------------------
    def read(self) -> None:
        """Read the game's steps against the hint ladder, in jobs of a slice each: the marks
        show as each slice ends."""
        self.marks = []
        self._store = Answers(seconds=None)
        self.progress.setValue(0)
        self.progress.setVisible(bool(self.steps))
        self.stop_button.setVisible(bool(self.steps))
        self.summary.setText(self.tr("Reading each step against the hint ladder..."))
        self._read_slice(self.session.ptype.new_state(self.session.puzzle))

    def _read_slice(self, before: Any) -> None:
        if len(self.marks) >= len(self.steps):
            self._end_reading()
            self._show_marks()
            return
        session = self.session
        rest = tuple(self.steps[len(self.marks) :])
        work = partial(_read_work, session.ptype, session.puzzle, self._store, before, rest)
        self.runner.start(
            "replay",
            work,
            "replay",
            on_success=self._on_read,
            on_failure=self._on_read_failed,
            on_cancel=self._on_read_cancelled,
        )

    def mark_text(self, mark: replay.Mark) -> str:
        """What the ladder says of a step, in the player's words."""
        if mark.kind == replay.RULE and mark.hint is not None:
            ptype = self.session.ptype
            english = hint_names.rule_name(ptype, mark.rule)
            return core_text.language().title(english, mark.level, False)
        return {
            replay.GUESS: self.tr("a guess"),
            replay.MISTAKE: self.tr("a mistake"),
            replay.NOTE: self.tr("a note"),
            replay.ERASE: self.tr("taken back"),
            replay.WHOLE: self.tr("the whole board at once"),
        }.get(mark.kind, mark.kind)

    def summary_text(self, marks: Sequence[replay.Mark]) -> str:
        """The hardest step and, for a solved game, how often its rule was needed; guesses
        and mistakes."""
        found = replay.summary(marks)
        parts = []
        if found.hardest is not None:
            name = self.mark_text(marks[found.hardest])
            if self.solved:
                text = self.tr("Needed \u201c%1\u201d %2.").replace("%1", name)
                parts.append(text.replace("%2", self.tr("%n time(s)", "", found.times)))
            text = self.tr("The hardest step is step %1.").replace("%1", str(found.hardest + 1))
            parts.append(text)
        if found.guesses:
            parts.append(self.tr("%n guess(es).", "", found.guesses))
        if found.mistakes:
            parts.append(self.tr("%n mistake(s).", "", found.mistakes))
        return " ".join(parts) or self.tr("No step was justified by a rule.")

    def _show_marks(self, first: int = 0) -> None:
        """The marks in the list from step `first` on, the hardest starred once all are read,
        and the summary."""
        done = len(self.marks) >= len(self.steps)
        hardest = replay.summary(self.marks).hardest if done else None
        for number, mark in enumerate(self.marks[first:], start=first + 1):
            item = self.step_list.item(number)
            if item is None:
                continue
            star = f"{HARDEST_MARK} " if hardest == number - 1 else ""
            label = step_text(self.steps[number - 1])
            item.setText(f"{star}{number}. {label} \u2014 {self.mark_text(mark)}")
            if hardest == number - 1:
                font = item.font()
                font.setBold(True)
                item.setFont(font)
                item.setToolTip(self.tr("The hardest step"))
        if done:
            self.summary.setText(self.summary_text(self.marks))
        self.hardest_button.setEnabled(hardest is not None)
        self._show_step()

    def _end_reading(self) -> None:
        self.progress.hide()
        self.stop_button.hide()

    @Slot(object)
    def _on_read(self, value: tuple[list[replay.Mark], Any]) -> None:
        marks, after = value
        first = len(self.marks)
        self.marks += marks
        self.progress.setValue(int(100 * len(self.marks) / max(len(self.steps), 1)))
        self._show_marks(first)
        self._read_slice(after)

    @Slot(str)
    def _on_read_failed(self, error: str) -> None:
        self._end_reading()
        self.summary.setText(self.tr("The steps could not be read: %1").replace("%1", error))

    @Slot(object)
    def _on_read_cancelled(self, _value: object) -> None:
        self._end_reading()
        self.summary.setText(self.tr("Reading stopped."))

    # -- slots ---------------------------------------------------------------------------------
    def _on_timer_timeout(self) -> None:
        if self.index >= len(self.steps):
            self.play(False)
            return
        self.go_to(self.index + 1)

    def _on_step_list_current_row_changed(self, row: int) -> None:
        if row >= 0:
            self.go_to(row)

    def _on_first_button_clicked(self) -> None:
        self.go_to(0)

    def _on_back_button_clicked(self) -> None:
        self.go_to(self.index - 1)

    def _on_forward_button_clicked(self) -> None:
        self.go_to(self.index + 1)

    def _on_last_button_clicked(self) -> None:
        self.go_to(len(self.steps))

    def _on_hardest_button_clicked(self) -> None:
        hardest = replay.summary(self.marks).hardest
        if hardest is not None:
            self.go_to(hardest + 1)

    def _on_play_button_clicked(self) -> None:
        self.play(not self.timer.isActive())

    def _on_speed_box_changed(self, _index: int) -> None:
        if self.timer.isActive():
            self.play(True)

    def _on_stop_button_clicked(self) -> None:
        self.runner.cancel()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.timer.stop()
        self.runner.shutdown()
        super().closeEvent(event)

"""The Enter a Puzzle dialog: pick a type and size, type the puzzle in (numbers, regions, cages
with clues) with undo, and read the verdict as you type: what is missing, no solution, exactly
one (with its grade), or several (the cells where two differ, shaded). Play starts it as a game.

What each type's puzzle is made of comes from its declaration (`PuzzleType.editing`); the
verdict is the core's (`core.entering.check_draft`), worked out in a job after each change."""

from __future__ import annotations

from functools import partial
from typing import Any

from PySide6.QtCore import Qt, QTimer, Slot
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence, QUndoCommand, QUndoStack
from PySide6.QtWidgets import (
    QComboBox,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from puzzlegui.core import registry
from puzzlegui.core.cancel import CancelToken
from puzzlegui.core.drafts import Draft, Editing
from puzzlegui.core.entering import Checked, Verdict, check_draft
from puzzlegui.core.model import AnyPuzzleType
from puzzlegui.core.text.values import Places
from puzzlegui.gui import core_text
from puzzlegui.gui.accessibility import NamedDialog
from puzzlegui.gui.jobs import JobRunner, Progress

from .draft_view import DraftView

LARGEST_SIDE = 50
"""The largest side offered (the type's parser still applies its own limit and says so)."""
CHECK_DELAY_MS = 250
"""The verdict is worked out this long after the last change (typing a number is one change)."""


def _check_work(ptype: AnyPuzzleType, draft: Draft, cancel: CancelToken, _: Progress) -> Checked:
    return check_draft(ptype, draft, cancel)


class _Change(QUndoCommand):
    """One change of the draft, undone by showing the draft before it."""

    def __init__(self, dialog: EnterPuzzleDialog, before: Draft, after: Draft) -> None:
        super().__init__()
        self._dialog, self._before, self._after = dialog, before, after

    def redo(self) -> None:
        self._dialog.show_draft(self._after)

    def undo(self) -> None:
        self._dialog.show_draft(self._before)


class EnterPuzzleDialog(NamedDialog):
    """Type a puzzle in; `puzzle` and `ptype` hold it once Play was pressed."""

    def __init__(
        self, parent: QWidget | None = None, ptype: AnyPuzzleType | None = None, draft: Any = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Enter a Puzzle"))
        self.types = [t for t in registry.all_types() if t.editing is not None]
        self.ptype = ptype or self.types[0]
        self.puzzle: Any = None
        self.checked = Checked(Verdict.EMPTY)
        self._typed_cell: tuple[int, int] | None = None
        self.runner = JobRunner(self)
        self.undo_stack = QUndoStack(self)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(CHECK_DELAY_MS)
        self._timer.timeout.connect(self._on_timer_timeout)
        self._build(draft or Draft(*self.ptype.default_size))
        self._on_draft_changed()

    # -- layout -----------------------------------------------------------------------------
    def _build(self, draft: Draft) -> None:
        self.type_box = QComboBox()
        for t in self.types:
            self.type_box.addItem(t.title, t.name)
        self.type_box.setCurrentIndex(self.types.index(self.ptype))
        self.width_box, self.height_box = QSpinBox(), QSpinBox()
        for box, value in ((self.width_box, draft.cols), (self.height_box, draft.rows)):
            box.setRange(2, LARGEST_SIDE)
            box.setValue(value)
        self.view = DraftView(draft)
        self.help_label = QLabel()
        self.help_label.setWordWrap(True)
        self.clue_edit = QLineEdit()
        self.clue_edit.setPlaceholderText(self.tr("for example 12+, 3-, 24*, 2/ or 5"))
        self.make_cage = QPushButton(self.tr("&Make a Cage"))
        self.verdict_label = QLabel()
        self.verdict_label.setWordWrap(True)
        self.verdict_label.setTextFormat(Qt.TextFormat.PlainText)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.play = self.buttons.addButton(self.tr("&Play"), QDialogButtonBox.ButtonRole.AcceptRole)
        self._lay_out()
        self._connect()
        self._show_type()

    def _lay_out(self) -> None:
        top = QHBoxLayout()
        for text, box in (
            (self.tr("&Type:"), self.type_box),
            (self.tr("&Width:"), self.width_box),
            (self.tr("&Height:"), self.height_box),
        ):
            top.addWidget(_label(text, box))
            top.addWidget(box)
        top.addStretch(1)
        self.cage_row = QWidget()
        cage = QHBoxLayout(self.cage_row)
        cage.setContentsMargins(0, 0, 0, 0)
        cage.addWidget(_label(self.tr("Cage &clue:"), self.clue_edit))
        cage.addWidget(self.clue_edit, 1)
        cage.addWidget(self.make_cage)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.help_label)
        layout.addWidget(self.cage_row)
        layout.addWidget(self.verdict_label)
        layout.addWidget(self.buttons)
        self.resize(560, 640)

    def _connect(self) -> None:
        self.type_box.currentIndexChanged.connect(self._on_type_box_changed)
        self.width_box.valueChanged.connect(self._on_size_changed)
        self.height_box.valueChanged.connect(self._on_size_changed)
        self.view.key_typed.connect(self._on_view_key_typed)
        self.view.selection_changed.connect(self._on_view_selection_changed)
        self.make_cage.clicked.connect(self._on_make_cage_clicked)
        self.clue_edit.editingFinished.connect(self._on_clue_edit_finished)
        self.buttons.accepted.connect(self._on_play)
        self.buttons.rejected.connect(self.reject)
        for key, slot in (
            (QKeySequence.StandardKey.Undo, self.undo_stack.undo),
            (QKeySequence.StandardKey.Redo, self.undo_stack.redo),
        ):
            action = QAction(self)
            action.setShortcuts(QKeySequence.keyBindings(key))
            action.triggered.connect(slot)
            self.addAction(action)

    @property
    def editing(self) -> Editing:
        """What the chosen type's puzzle is made of."""
        assert self.ptype.editing is not None
        return self.ptype.editing

    def _show_type(self) -> None:
        editing = self.editing
        self.height_box.setEnabled(not editing.square)
        if editing.square:
            self.height_box.setValue(self.width_box.value())
        self.cage_row.setVisible(editing.groups == "cages")
        self.help_label.setText(self._help_text(editing))

    def _help_text(self, editing: Editing) -> str:
        texts = {
            "": self.tr(
                "Click a cell (or move with the arrows) and type its number; Backspace or "
                "Delete clears the selected cells. Ctrl+Z undoes."
            ),
            "regions": self.tr(
                "Drag over cells (or Shift+arrows) and press a letter, A for the first region, "
                "B for the second...; type a digit for a given; Backspace clears. Ctrl+Z undoes."
            ),
            "cages": self.tr(
                "Drag over a cage's cells (or Shift+arrows), type its clue and press Enter; "
                "click a cage and edit its clue the same way; Delete takes the selected cells "
                "out of their cage. Ctrl+Z undoes."
            ),
        }
        return texts[editing.groups]

    # -- the draft --------------------------------------------------------------------------
    @property
    def draft(self) -> Draft:
        """The draft as it stands."""
        return self.view.draft

    def change(self, draft: Draft) -> None:
        """Make a change of the draft, as one undo step."""
        if draft != self.draft:
            self.undo_stack.push(_Change(self, self.draft, draft))

    def show_draft(self, draft: Draft) -> None:
        """Show `draft` (from a change, an undo or a redo) and check it again."""
        self.view.set_draft(draft)
        for box, value in ((self.width_box, draft.cols), (self.height_box, draft.rows)):
            box.blockSignals(True)
            box.setValue(value)
            box.blockSignals(False)
        self._on_draft_changed()

    def _on_draft_changed(self) -> None:
        self.play.setEnabled(False)
        self.view.differ = ()
        self.verdict_label.setText(self.tr("Checking..."))
        self._timer.start()

    @Slot()
    def _on_timer_timeout(self) -> None:
        work = partial(_check_work, self.ptype, self.draft)
        self.runner.start("enter", work, "enter", on_success=self._on_checked)

    @Slot(object)
    def _on_checked(self, checked: Checked) -> None:
        self.checked = checked
        self.play.setEnabled(checked.verdict is Verdict.UNIQUE)
        self.view.differ = checked.differ
        self.view.update()
        self.verdict_label.setText(self.verdict_text(checked))

    def verdict_text(self, checked: Checked) -> str:
        """The verdict in a sentence."""
        verdict = checked.verdict
        if verdict is Verdict.INCOMPLETE:
            return self.tr("Not a puzzle yet: %1").replace("%1", checked.message)
        if verdict is Verdict.SEVERAL:
            where = core_text.language().value(Places.of(checked.differ[:6]))
            return self.tr("Several solutions: two of them differ at %1 (shaded).").replace(
                "%1", where
            )
        if verdict is Verdict.UNIQUE:
            grade = core_text.word(checked.grade)
            return self.tr("Exactly one solution. Grade: %1.").replace("%1", grade)
        texts = {
            Verdict.EMPTY: self.tr("Nothing is entered yet."),
            Verdict.NONE: self.tr("No solution: something is entered wrong."),
            Verdict.UNKNOWN: self.tr("The solver could not decide in time."),
        }
        return texts[verdict]

    # -- input ------------------------------------------------------------------------------
    @Slot(object)
    def _on_view_key_typed(self, event: QKeyEvent) -> None:
        key, text = event.key(), event.text()
        if event.matches(QKeySequence.StandardKey.Undo):  # when the shortcut did not take it
            self.undo_stack.undo()
        elif event.matches(QKeySequence.StandardKey.Redo):
            self.undo_stack.redo()
        elif Qt.Key.Key_0 <= key <= Qt.Key.Key_9:
            self._type_digit(int(key - Qt.Key.Key_0))
        elif key in (Qt.Key.Key_Backspace, Qt.Key.Key_Delete):
            self._clear_selected()
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.editing.groups == "cages":
            self._on_make_cage_clicked()
        elif self.editing.groups == "regions" and len(text) == 1 and text.isalpha():
            self._paint_region(ord(text.upper()) - ord("A"))
        elif self.editing.groups == "cages" and text and text in "+-*/x":
            self.clue_edit.setFocus()
            self.clue_edit.setText(self.clue_edit.text() + text)

    def _type_digit(self, digit: int) -> None:
        low, high = self.editing.numbers(self.draft.rows, self.draft.cols)
        cell = self.view.cursor_cell
        if high == 0:  # a cage's clue is typed in its own field
            self.clue_edit.setFocus()
            self.clue_edit.setText(self.clue_edit.text() + str(digit))
            return
        number = digit
        before = self.draft.numbers.get(cell)
        if self._typed_cell == cell and before is not None and before * 10 + digit <= high:
            number = before * 10 + digit  # a second digit in a row: 1 then 2 makes 12
        self._typed_cell = cell
        self.change(self.draft.with_number(cell, number if low <= number <= high else None))

    def _clear_selected(self) -> None:
        draft = self.draft
        cells = sorted(self.view.selected)
        if any(c in draft.numbers for c in cells):
            for cell in cells:
                draft = draft.with_number(cell, None)
        else:
            draft = draft.with_group(cells, None)
        self._typed_cell = None
        self.change(draft)

    def _paint_region(self, region: int) -> None:
        if 0 <= region < self.draft.rows:
            self.change(self.draft.with_group(sorted(self.view.selected), region))

    @Slot()
    def _on_make_cage_clicked(self) -> None:
        cells = sorted(self.view.selected)
        group = self.draft.new_group()
        self.change(self.draft.with_group(cells, group, self.clue_edit.text().strip()))
        self.clue_edit.clear()
        self.view.setFocus()

    @Slot()
    def _on_clue_edit_finished(self) -> None:
        group = self.draft.groups.get(self.view.cursor_cell)
        text = self.clue_edit.text().strip()
        if group is not None and text and len(self.view.selected) == 1:
            self.change(self.draft.with_group(self.draft.group_cells(group), group, text))
            self.clue_edit.clear()

    @Slot()
    def _on_view_selection_changed(self) -> None:
        self._typed_cell = None

    @Slot(int)
    def _on_type_box_changed(self, index: int) -> None:
        self.ptype = self.types[index]
        self._show_type()
        self.undo_stack.clear()  # another type's draft means something else: no undo across
        self.show_draft(Draft(*self._size()))

    @Slot()
    def _on_size_changed(self) -> None:
        self.change(Draft(*self._size()))  # a new size starts an empty board (Ctrl+Z goes back)

    def _size(self) -> tuple[int, int]:
        cols = self.width_box.value()
        return (cols if self.editing.square else self.height_box.value()), cols

    @Slot()
    def _on_play(self) -> None:
        if self.checked.verdict is Verdict.UNIQUE:
            self.puzzle = self.checked.puzzle
            self.accept()

    def done(self, result: int) -> None:
        self._timer.stop()
        self.runner.shutdown()
        super().done(result)


def _label(text: str, buddy: QWidget) -> QLabel:
    """A label whose Alt+letter goes to `buddy`."""
    label = QLabel(text)
    label.setBuddy(buddy)
    return label

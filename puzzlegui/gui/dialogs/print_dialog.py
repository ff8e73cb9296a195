"""File > Print: which puzzles (this one, the games selected in the Games window, or new ones
of this type, size and difficulty), how many a page, and whether their solutions follow; then
to the printer or into a PDF. As Tatham's Print dialog, before the system's own."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Slot
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLabel,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from puzzlegui.gui import core_text
from puzzlegui.gui.accessibility import NamedDialog

CURRENT, SELECTED, NEW = "current", "selected", "new"
PER_PAGE = (1, 2, 4, 6)
MAX_NEW = 60
"""The most new puzzles one print makes (ten pages of six)."""


@dataclass(frozen=True)
class PrintChoice:
    """What the player asked for."""

    which: str = CURRENT
    count: int = 6
    difficulty: str = ""
    per_page: int = 1
    solutions: bool = False
    to_pdf: bool = False


class PrintDialog(NamedDialog):
    """The print choices; `choice()` once accepted (`to_pdf` says which button)."""

    def __init__(
        self,
        kind: str,
        difficulties: list[str],
        selected: int,
        last: PrintChoice,
        parent: QWidget | None = None,
    ) -> None:
        """`kind`: the current puzzle's type and size in words; `difficulties`: its type's;
        `selected`: how many games the Games window has selected; `last`: the last choice."""
        super().__init__(parent)
        self.setWindowTitle(self.tr("Print"))
        self.to_pdf = False
        self.current_radio = QRadioButton(self.tr("&This puzzle"))
        self.selected_radio = QRadioButton(
            self.tr("The %n game(s) selected in the &Games window", "", selected)
            if selected
            else self.tr("The games selected in the &Games window (none is)")
        )
        self.selected_radio.setEnabled(selected > 0)
        self.new_radio = QRadioButton(self.tr("&New puzzles:"))
        self.count_spin = QSpinBox()
        self.count_spin.setRange(1, MAX_NEW)
        self.count_spin.setValue(min(max(last.count, 1), MAX_NEW))
        self.count_spin.setAccessibleName(self.tr("How many new puzzles"))
        self.kind_label = QLabel(kind)
        self.difficulty_box = QComboBox()
        self.difficulty_box.setAccessibleName(self.tr("Difficulty of the new puzzles"))
        for name in difficulties:
            self.difficulty_box.addItem(core_text.word(name), name)
        self.difficulty_box.setCurrentIndex(max(0, self.difficulty_box.findData(last.difficulty)))
        self.which = QButtonGroup(self)
        for radio in (self.current_radio, self.selected_radio, self.new_radio):
            self.which.addButton(radio)
        self.per_page_box = QComboBox()
        for number in PER_PAGE:
            self.per_page_box.addItem(str(number), number)
        self.per_page_box.setCurrentIndex(max(0, self.per_page_box.findData(last.per_page)))
        self.solutions_box = QCheckBox(self.tr("Print the &solutions, after the puzzles"))
        self.solutions_box.setChecked(last.solutions)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.pdf_button = QPushButton(self.tr("Save as P&DF..."))
        self.print_button = QPushButton(self.tr("&Print..."))
        self.print_button.setDefault(True)
        for button in (self.pdf_button, self.print_button):
            self.buttons.addButton(button, QDialogButtonBox.ButtonRole.AcceptRole)
        self._lay_out()
        chosen = {SELECTED: self.selected_radio, NEW: self.new_radio}.get(last.which)
        (chosen if chosen is not None and chosen.isEnabled() else self.current_radio).setChecked(
            True
        )
        self._on_which_toggled()
        self.new_radio.toggled.connect(self._on_which_toggled)
        self.pdf_button.clicked.connect(self._on_pdf_button_clicked)
        self.print_button.clicked.connect(self._on_print_button_clicked)
        self.buttons.rejected.connect(self.reject)

    def _lay_out(self) -> None:
        puzzles = QGroupBox(self.tr("Puzzles"))
        grid = QGridLayout(puzzles)
        grid.addWidget(self.current_radio, 0, 0, 1, 4)
        grid.addWidget(self.selected_radio, 1, 0, 1, 4)
        grid.addWidget(self.new_radio, 2, 0)
        grid.addWidget(self.count_spin, 2, 1)
        grid.addWidget(self.kind_label, 2, 2)
        grid.addWidget(self.difficulty_box, 2, 3)
        grid.setColumnStretch(4, 1)
        form = QFormLayout()
        per_page = QLabel(self.tr("Puzzles per p&age:"))
        per_page.setBuddy(self.per_page_box)
        form.addRow(per_page, self.per_page_box)
        form.addRow(self.solutions_box)
        layout = QVBoxLayout(self)
        layout.addWidget(puzzles)
        layout.addLayout(form)
        layout.addWidget(self.buttons)

    def choice(self) -> PrintChoice:
        """What the dialog says now."""
        which = CURRENT
        if self.selected_radio.isChecked():
            which = SELECTED
        elif self.new_radio.isChecked():
            which = NEW
        return PrintChoice(
            which,
            self.count_spin.value(),
            str(self.difficulty_box.currentData() or ""),
            int(self.per_page_box.currentData() or 1),
            self.solutions_box.isChecked(),
            self.to_pdf,
        )

    @Slot()
    def _on_which_toggled(self) -> None:
        new = self.new_radio.isChecked()
        for widget in (self.count_spin, self.difficulty_box):
            widget.setEnabled(new)

    @Slot()
    def _on_pdf_button_clicked(self) -> None:
        self.to_pdf = True
        self.accept()

    @Slot()
    def _on_print_button_clicked(self) -> None:
        self.to_pdf = False
        self.accept()

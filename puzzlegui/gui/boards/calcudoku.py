"""The Calcudoku board: cages with thick borders and their clue in the first cell."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QPainter

from puzzlegui.core.model import Cell, Shape

from .base import paragraph
from .latin import LatinBoardView


class CalcudokuBoardView(LatinBoardView):
    """Calcudoku: a Latin square cut into cages, each with a target and an operation."""

    CONTROLS = paragraph(
        """
        Click a cell and type a digit; Backspace, Space or 0 clears. P toggles pencil mode
        for candidates; Shift+digit always writes a candidate. M fills in every candidate
        the row and column still allow (one undo step); Edit > Remove Candidates When a
        Digit Is Entered takes a digit you write out of its row's and column's candidates. A
        right click picks a cell for candidates (Edit > Preferences); Shift+M clears the
        candidates a digit rules out. Ctrl+1 to Ctrl+6 colours a cell; Ctrl+0 takes it away.
        """
    )

    def _refresh(self) -> None:
        super()._refresh()
        shown = self.show_errors or self.errors_revealed
        self.wrong_cages = {
            self.group_of(violation.cells[0])
            for violation in self.session.violations
            if shown and violation.cells and violation.shape is Shape.GROUP
        }
        self.done_cages = self._done_cages() if self.shade_finished else set()

    def _done_cages(self) -> set[int]:
        """The cages full of digits that make their target (View > Shade Finished)."""
        state = self.session.state
        done = set()
        for index, cage in enumerate(self.session.puzzle.cages):
            values = [state.digit(cell) for cell in cage.cells]
            if all(values) and cage.holds(values):
                done.add(index)
        return done

    def cell_looks(self) -> set[tuple[Cell, Any]]:
        """The label cells of the wrong cages (their clue turns red) and the cells of the
        finished cages (shaded)."""
        cages = self.session.puzzle.cages
        looks = super().cell_looks()
        looks.update((cages[i].cells[0], "wrong") for i in self.wrong_cages)
        looks.update((cell, "done") for i in self.done_cages for cell in cages[i].cells)
        return looks

    def paint_groups(self, painter: QPainter) -> None:
        cages, fill = self.session.puzzle.cages, self.colours.finished()
        for index in self.done_cages:
            for cell in cages[index].cells:
                painter.fillRect(self.cell_rect(cell), fill)

    def digit_top(self) -> float:
        return 0.18

    def pencil_top(self) -> float:
        return 0.3

    def paint_labels(self, painter: QPainter) -> None:
        painter.setFont(self.font_for(0.22, bold=True))
        for index in range(len(self.session.puzzle.cages)):
            self._paint_label(painter, index)

    def _paint_label(self, painter: QPainter, index: int) -> None:
        cage = self.session.puzzle.cages[index]
        rect = self.cell_rect(cage.cells[0]).adjusted(
            self.cell_size * 0.07, self.cell_size * 0.03, 0, 0
        )
        wrong = index in self.wrong_cages
        painter.setPen(self.colours.error if wrong else self.colours.ink)
        text = cage.shown()
        painter.drawText(rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, text)

    def paint_hint_moves(self, painter: QPainter) -> None:
        """The hint's moves, then the labels of the cages whose first cell it lights, again,
        over its see-through light: ink on the light, never orange on orange."""
        super().paint_hint_moves(painter)
        lit = {*self.highlights, *self.reason_highlights}
        painter.setFont(self.font_for(0.22, bold=True))
        for index, cage in enumerate(self.session.puzzle.cages):
            if cage.cells[0] in lit:
                self._paint_label(painter, index)

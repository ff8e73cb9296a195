"""The Calcudoku board: cages with thick borders and their clue in the first cell."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QPainter

from puzzlegui.core.model import Cell

from .latin import LatinBoardView

SYMBOLS = {"+": "+", "-": "\u2212", "*": "\u00d7", "/": "\u00f7", "=": ""}
"""How each operation is shown: 12+, 3-, 24x, 2/ (a one-cell cage shows its number only)."""


class CalcudokuBoardView(LatinBoardView):
    """Calcudoku: a Latin square cut into cages, each with a target and an operation."""

    def group_of(self, cell: Cell) -> int:
        puzzle = self.session.puzzle
        return int(puzzle.cage_of[cell[0] * puzzle.n + cell[1]])

    def pencil_top(self) -> float:
        return 0.3

    def paint_labels(self, painter: QPainter) -> None:
        painter.setFont(self.font_for(0.22, bold=True))
        for cage in self.session.puzzle.cages:
            first = cage.cells[0]
            rect = self.cell_rect(first).adjusted(
                self.cell_size * 0.07, self.cell_size * 0.03, 0, 0
            )
            wrong = first in self.error_cells
            painter.setPen(self.colours.error if wrong else self.colours.ink)
            text = f"{cage.target}{SYMBOLS.get(cage.op, cage.op)}"
            painter.drawText(rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, text)

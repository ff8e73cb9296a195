"""The Logi-5 board: regions tinted in five colours, givens bold and locked."""

from __future__ import annotations

from PySide6.QtGui import QPainter

from .latin import LatinBoardView


class Logi5BoardView(LatinBoardView):
    """Logi-5: a Latin square whose regions are tinted."""

    def paint_groups(self, painter: QPainter) -> None:
        for cell in self.visible_cells():
            painter.fillRect(self.cell_rect(cell), self.colours.tint(self.group_of(cell)))

"""The template type's board (core/template): filled cells in ink, holes crossed, a filled hole
red. The view a new type starts from: copy it to gui/boards/<name>.py with the folder
core/template/ (docs/architecture.md, "Adding a type"). It is not in VIEWS, as the template is
not in the registry; tests register both for a while."""

from __future__ import annotations

from PySide6.QtCore import QLineF
from PySide6.QtGui import QPainter, QPen

from puzzlegui.core.template.puzzle import Move, State

from .base import BoardView


class TemplateBoardView(BoardView[State, Move]):
    """Fill every cell but the holes: a click fills a cell or empties it."""

    CONTROLS = "Click a cell to fill it; click it again to empty it. Leave the crossed holes empty."

    def paint_board(self, painter: QPainter) -> None:
        colours, holes = self.colours, self.session.puzzle.holes
        for cell in self.visible_cells():
            rect = self.cell_rect(cell)
            if cell in self.state.filled:
                painter.fillRect(rect, colours.error if cell in self.error_cells else colours.ink)
            elif cell in holes:
                inset = self.cell_size * 0.3
                box = rect.adjusted(inset, inset, -inset, -inset)
                painter.setPen(QPen(colours.faint, max(1.5, self.cell_size / 16)))
                painter.drawLine(QLineF(box.topLeft(), box.bottomRight()))
                painter.drawLine(QLineF(box.bottomLeft(), box.topRight()))
        super().paint_board(painter)

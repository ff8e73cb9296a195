"""The Logi-5 board: regions tinted in five colours, each named by its letter (the name the hints
use), givens bold and locked."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QPainter

from puzzlegui.core.model import Cell

from .base import paragraph
from .latin import LatinBoardView


class Logi5BoardView(LatinBoardView):
    """Logi-5: a Latin square whose regions are tinted and lettered."""

    CONTROLS = paragraph(
        """
        Click a cell and type a digit; Backspace, Space or 0 clears. The bold givens are
        locked. P toggles pencil mode for candidates; Shift+digit always writes one. M fills
        in every candidate the row, column and region still allow (one undo step); Edit >
        Remove Candidates When a Digit Is Entered takes a digit you write out of the
        candidates of its row, column and region. A right click picks a cell for candidates
        (Edit > Preferences); Shift+M clears the candidates a digit rules out. Ctrl+1 to
        Ctrl+6 colours a cell; Ctrl+0 takes it away.
        """
    )

    def paint_groups(self, painter: QPainter) -> None:
        for cell in self.visible_cells():
            painter.fillRect(self.cell_rect(cell), self.colours.tint(self.group_of(cell)))

    def paint_labels(self, painter: QPainter) -> None:
        """Each region's letter in the lower right corner of its last cell, where a hint's
        'region B' can be found (digits sit in the middle, pencil marks along the top)."""
        painter.setFont(self.font_for(0.2, bold=True))
        painter.setPen(self.colours.ink)
        inset = self.cell_size * 0.06
        for region, cell in self.region_corners().items():
            rect = self.cell_rect(cell).adjusted(0, 0, -inset, -inset * 0.5)
            name = self.session.puzzle.name_of(region)
            painter.drawText(rect, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom, name)

    def region_corners(self) -> dict[int, Cell]:
        """Each region's last cell in reading order."""
        corners: dict[int, Cell] = {}
        for r in range(self.rows):
            for c in range(self.cols):
                corners[self.group_of((r, c))] = (r, c)
        return corners

"""The Logi-5 board: regions tinted in five colours, givens bold and locked."""

from __future__ import annotations

from PySide6.QtGui import QPainter

from .base import translate
from .latin import LatinBoardView


class Logi5BoardView(LatinBoardView):
    """Logi-5: a Latin square whose regions are tinted."""

    @staticmethod
    def controls() -> str:
        """The mouse and keyboard controls, for How to Play."""
        return translate(
            "help",
            "Click a cell and type a digit; Backspace, Space or 0 clears. The bold givens are "
            "locked. P toggles pencil mode for candidates; Shift+digit always writes one. M fills "
            "in every candidate the row, column and region still allow (one undo step); Edit > "
            "Remove Candidates When a Digit Is Entered takes a digit you write out of the "
            "candidates of its row, column and region.",
        )

    def paint_groups(self, painter: QPainter) -> None:
        for r in range(self.rows):
            for c in range(self.cols):
                tint = self.colours.tint(self.group_of((r, c)))
                painter.fillRect(self.cell_rect((r, c)), tint)

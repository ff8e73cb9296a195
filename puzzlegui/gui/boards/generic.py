"""A read-only view of any type, drawn from its neutral JSON form: the fallback for a type
that has no view of its own yet."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QWidget

from puzzlegui.core.model import Cell
from puzzlegui.gui.session import GameSession

from .base import BoardView


def _clue_texts(data: dict[str, Any]) -> dict[Cell, str]:
    """The text each clue cell shows: island and clue numbers, cage labels, givens."""
    clues: dict[Cell, str] = {}
    for key in ("islands", "clues"):
        for r, c, n in data.get(key, []):
            clues[(r, c)] = str(n)
    for cage in data.get("cages", []):
        r, c = min(tuple(cell) for cell in cage["cells"])
        clues[(r, c)] = f"{cage['target']}{cage['op']}"
    for r, row in enumerate(data.get("givens", [])):
        for c, value in enumerate(row):
            if value:
                clues[(r, c)] = str(value)
    return clues


class GenericBoardView(BoardView):
    """Grid, clues and cages of any puzzle; no moves."""

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        # The clues never change for a view, so they are read once, not on every paint.
        self._clue_texts = _clue_texts(session.kind.puzzle_to_json(session.puzzle))
        super().__init__(session, parent)

    def paint_board(self, painter: QPainter) -> None:
        super().paint_board(painter)  # the cell grid
        colours = self.colours
        painter.setFont(self.font_for(0.45))
        for cell, text in self._clue_texts.items():
            rect = self.cell_rect(cell)
            if cell in self.error_cells:
                painter.fillRect(rect, colours.error_fill)
            painter.setPen(colours.error if cell in self.error_cells else colours.ink)
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)

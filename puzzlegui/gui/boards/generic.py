"""A read-only view of any type, drawn from its neutral JSON form: the fallback for a type
that has no view of its own yet."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QPainter, QPen

from puzzlegui.core.model import Cell

from .base import BoardView


class GenericBoardView(BoardView):
    """Grid, clues and cages of any puzzle; no moves."""

    def grid_size(self) -> tuple[int, int]:
        data: dict[str, Any] = self.session.kind.puzzle_to_json(self.session.puzzle)
        self._data = data
        if "n" in data:
            return int(data["n"]), int(data["n"])
        return int(data["rows"]), int(data["cols"])

    def _clues(self) -> dict[Cell, str]:
        data = self._data
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

    def paint_board(self, painter: QPainter) -> None:
        colours = self.colours
        painter.setPen(QPen(colours.grid, 1.0))
        for r in range(self.rows + 1):
            y = self.origin.y() + r * self.cell_size
            painter.drawLine(self.origin.x(), y, self.origin.x() + self.cols * self.cell_size, y)
        for c in range(self.cols + 1):
            x = self.origin.x() + c * self.cell_size
            painter.drawLine(x, self.origin.y(), x, self.origin.y() + self.rows * self.cell_size)
        painter.setFont(self.font_for(0.45))
        for cell, text in self._clues().items():
            rect = self.cell_rect(cell)
            if cell in self.error_cells:
                painter.fillRect(rect, colours.error_fill)
            painter.setPen(colours.error if cell in self.error_cells else colours.ink)
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)

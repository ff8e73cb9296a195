"""The Nurikabe board: walls, dots, the player's island colours, a 2x2 pool of wall outlined
red, an island too big or holding two clues red. What clicks, drags and keys do is the core's
(`nurikabe.puzzle.interpret`); a drag makes its moves as it passes each cell, as one undo step.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter, QPen, QRegion
from PySide6.QtWidgets import QWidget

from puzzlegui.core.model import Cell, Shape
from puzzlegui.core.nurikabe.complete import complete_islands
from puzzlegui.core.nurikabe.puzzle import Mark, Move, SetMark, State, painted_cells
from puzzlegui.gui.session import GameSession

from . import dirty
from .base import BoardView, mix, paragraph


class NurikabeBoardView(BoardView[State, Move]):
    """Nurikabe: walls around islands, one clue per island, no 2x2 pool."""

    CONTROLS = paragraph(
        """
        Left click: wall, again empty. Right click: a dot for a sure island cell. Drag to
        give every cell passed the new mark of the first. Keyboard: Space toggles a wall, D
        or period a dot, Backspace clears. Keys 1 to 6 colour the island under the cursor
        (its clue and the dots joined to it); the same key again or 0 takes the colour away.
        """
    )

    live_drag = True

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        self._pools: list[QRectF] = []
        self._pool_cells: list[tuple[Cell, ...]] = []
        self.finished_cells: set[Cell] = set()
        self.painted_colours: dict[Cell, int] = {}
        """The player's colour of each cell of a coloured island."""
        super().__init__(session, parent)

    def _refresh(self) -> None:
        super()._refresh()
        shown = self.show_errors or self.errors_revealed
        self._pool_cells = [
            v.cells for v in self.session.violations if shown and v.shape is Shape.AREA and v.cells
        ]
        self.painted_colours = painted_cells(self.session.puzzle, self.state)
        self.finished_cells = set()
        if self.shade_finished:
            session = self.session
            for island in complete_islands(session.puzzle, session.state):
                self.finished_cells.update(island)
        self._relayout()

    def changed_region(self, before: State) -> QRegion | None:
        changed = dirty.changed_indexes(before.marks, self.state.marks)
        return dirty.cells_region((divmod(i, self.cols) for i in changed), self.cell_rect)

    def cell_looks(self) -> set[tuple[Cell, Any]]:
        """Finished islands (shaded), the player's colours and the cells of 2x2 pools
        (outlined)."""
        looks: set[tuple[Cell, Any]] = {(cell, "finished") for cell in self.finished_cells}
        looks.update(self.painted_colours.items())
        looks.update((cell, "pool") for pool in self._pool_cells for cell in pool)
        return looks

    def _relayout(self) -> None:
        pools = []
        for cells in self._pool_cells:
            area = QRectF(self.cell_rect(cells[0]))
            for cell in cells[1:]:
                area = area.united(self.cell_rect(cell))
            pools.append(area)
        self._pools = pools

    # -- painting -------------------------------------------------------------------------------
    def paint_board(self, painter: QPainter) -> None:
        colours, s, state = self.colours, self.cell_size, self.state
        wall = mix(colours.background, colours.ink, 0.62 if colours.dark else 0.85)
        wrong_wall = mix(wall, colours.error, 0.6)
        finished = colours.finished()
        clue_at = self.session.puzzle.clue_at
        dot_radius = max(2.0, s * 0.09)
        cells = self.visible_cells()
        for cell in cells:
            rect = self.cell_rect(cell)
            mark = state.mark(cell)
            wrong = cell in self.error_cells
            if mark == Mark.WALL:
                painter.fillRect(rect, wrong_wall if wrong else wall)
                continue
            if wrong:
                painter.fillRect(rect, colours.error_fill)
            elif cell in self.painted_colours:
                painter.fillRect(rect, colours.painted(self.painted_colours[cell]))
            elif cell in self.finished_cells:
                painter.fillRect(rect, finished)
            if mark == Mark.DOT and cell not in clue_at:
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(colours.error if wrong else colours.ink)
                painter.drawEllipse(rect.center(), dot_radius, dot_radius)
        self.paint_cell_lines(painter, QPen(colours.faint, 1.0))
        painter.setFont(self.font_for(0.5, bold=True))
        for cell in cells:
            number = clue_at.get(cell)
            if number is None:
                continue
            painter.setPen(colours.error if cell in self.error_cells else colours.ink)
            painter.drawText(self.cell_rect(cell), Qt.AlignmentFlag.AlignCenter, str(number))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(colours.error, max(3.0, s / 9)))
        for area in self._pools:
            painter.drawRect(area.adjusted(2, 2, -2, -2))
        painter.setPen(QPen(colours.grid, 1.5))
        painter.drawRect(self.board_rect())

    def paint_hint_moves(self, painter: QPainter) -> None:
        """A hinted wall as a square, a hinted island cell as a dot, in the hint's ink."""
        s, ink = self.cell_size, self.hint_ink()
        for move in self.hint_moves:
            if not isinstance(move, SetMark) or move.mark == Mark.EMPTY:
                continue
            rect = self.cell_rect(move.cell)
            if move.mark == Mark.WALL:
                inset = s * 0.18
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(ink)
                painter.drawRect(rect.adjusted(inset, inset, -inset, -inset))
            else:
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(ink)
                radius = max(3.0, s * 0.13)
                painter.drawEllipse(rect.center(), radius, radius)
        painter.setBrush(Qt.BrushStyle.NoBrush)

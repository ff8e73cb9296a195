"""The Hashiwokakero board: islands, bridges, "no bridge" crosses, and the dashed line of a
drag toward the neighbour it aims at. A satisfied island turns calm grey; an over-full one red.
What drags, clicks and keys do is the core's (`hashi.puzzle.interpret`): a drag toward a
neighbour cycles one, two, no bridge, a click on an island marks it done.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QLineF, QPointF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QRegion
from PySide6.QtWidgets import QWidget

from puzzlegui.core.gestures import direction
from puzzlegui.core.hashi.puzzle import (
    Move,
    SetBridges,
    State,
    ToggleMark,
    network_colours,
    span,
)
from puzzlegui.core.model import Cell
from puzzlegui.gui.session import GameSession

from . import dirty
from .base import BoardView, paragraph
from .pointer import PointerPress

Direction = tuple[int, int]

ISLAND_RADIUS = 0.4
"""An island's disc, as a share of the cell size."""


class HashiBoardView(BoardView[State, Move]):
    """Hashiwokakero: islands joined by one or two bridges, no crossings, all connected."""

    CONTROLS = paragraph(
        """
        Press on an island and drag toward a neighbour: one bridge; again: two; again: none.
        A right-drag marks 'no bridge'. Keyboard: put the cursor on an island; Shift+arrow
        cycles the bridge that way, Ctrl+arrow toggles the 'no bridge' mark. A click on an
        island (or Enter on it) marks it done: it is shaded until clicked again. The mark is
        a move: Undo takes it back and the game keeps it. Ctrl+1 to Ctrl+6 on an island
        colours its whole network of bridges; Ctrl+0 takes the colour away.
        """
    )

    cursor_follows_drag = False

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        self._error_edges: set[frozenset[Cell]] = set()
        super().__init__(session, parent)
        self.neighbours: dict[Cell, dict[Direction, Cell]] = session.puzzle.neighbours
        """Each island's neighbour islands by the step toward them."""
        self.islands: dict[Cell, int] = {(r, c): n for r, c, n in session.puzzle.islands}

    def _refresh(self) -> None:
        super()._refresh()
        self._error_edges = set()
        if self.show_errors or self.errors_revealed:
            for violation in self.session.violations:
                self._error_edges.update(frozenset(e) for e in violation.edges)
        self._totals = self.state.totals()
        self._network_colours = network_colours(self.session.puzzle, self.state)

    def changed_region(self, before: State) -> QRegion | None:
        """The spans of the links whose bridges or marks changed, and the islands marked or
        unmarked done."""
        now, puzzle = self.state, self.session.puzzle
        links = set(dirty.changed_indexes(before.bridges, now.bridges)) | (before.marks ^ now.marks)
        cells = [cell for k in links for cell in span(*puzzle.edge(k))]
        islands = puzzle.islands
        cells += [(islands[i][0], islands[i][1]) for i in before.done ^ now.done]
        return dirty.cells_region(cells, self.cell_rect)

    def cell_looks(self) -> set[tuple[Cell, Any]]:
        """The cells along the links drawn red, and each island with its network's colour."""
        looks: set[tuple[Cell, Any]] = {
            (cell, "red") for a, b in self._error_edges for cell in span(a, b)
        }
        islands = self.session.puzzle.islands
        looks.update(((islands[i][0], islands[i][1]), c) for i, c in self._network_colours.items())
        return looks

    def aim(self) -> tuple[Cell, Cell] | None:
        """The island pressed and the neighbour a drag aims at now, if any (the preview)."""
        if self.press is None:
            return None
        start = self.press.cells[0]
        step = direction(start, self.press.cells[-1])
        other = self.neighbours.get(start, {}).get(step) if step else None
        return None if other is None else (start, other)

    # -- painting -------------------------------------------------------------------------------
    def paint_board(self, painter: QPainter) -> None:
        colours, s = self.colours, self.cell_size
        dots = QPen(colours.faint, max(1.0, s / 16), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
        painter.setPen(dots)
        for cell in self.visible_cells():
            if cell not in self.islands:
                painter.drawPoint(self.cell_center(cell))
        self._paint_bridges(painter)
        aim = self.aim()
        if aim is not None:
            pen = QPen(colours.cursor, max(2.0, s / 10), Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.drawLine(QLineF(self.cell_center(aim[0]), self.cell_center(aim[1])))
        self._paint_islands(painter)

    def _paint_bridges(self, painter: QPainter) -> None:
        colours, s, state, puzzle = (
            self.colours,
            self.cell_size,
            self.state,
            self.session.puzzle,
        )
        width = max(2.0, s / 14)
        r0, r1, c0, c1 = self.visible_range()
        for k, count in enumerate(state.bridges):
            a, b = puzzle.edge(k)
            if max(a[0], b[0]) < r0 or min(a[0], b[0]) > r1:
                continue  # outside the painted area
            if max(a[1], b[1]) < c0 or min(a[1], b[1]) > c1:
                continue
            line = QLineF(self.cell_center(a), self.cell_center(b))
            if count:
                wrong = frozenset((a, b)) in self._error_edges
                painter.setPen(QPen(colours.error if wrong else colours.ink, width))
                offsets = [0.0] if count == 1 else [-s * 0.1, s * 0.1]
                for offset in offsets:
                    shift = QPointF(0, offset) if puzzle.is_horizontal(k) else QPointF(offset, 0)
                    painter.drawLine(line.translated(shift))
            if k in state.marks:
                painter.setPen(QPen(colours.error if colours.dark else colours.grid, width))
                self._paint_cross(painter, a, b, s * 0.12)

    def mark_point(self, a: Cell, b: Cell) -> QPointF:
        """Where a "no bridge" cross sits on the link a-b: half-way between two cells, so never
        on a bridge crossing the link (those run through cell centres)."""
        steps = max(abs(b[0] - a[0]), abs(b[1] - a[1]))
        middle = steps // 2 if steps % 2 == 0 else steps / 2
        if steps % 2 == 0:
            middle -= 0.5  # an even link's middle is a cell centre: step back half a cell
        t = middle / steps
        start, end = self.cell_center(a), self.cell_center(b)
        return start + (end - start) * t

    def _paint_cross(self, painter: QPainter, a: Cell, b: Cell, d: float) -> None:
        mid = self.mark_point(a, b)
        painter.drawLine(QLineF(mid.x() - d, mid.y() - d, mid.x() + d, mid.y() + d))
        painter.drawLine(QLineF(mid.x() - d, mid.y() + d, mid.x() + d, mid.y() - d))

    def paint_hint_edges(self, painter: QPainter) -> None:
        """A hinted bridge as the bridge(s) it adds, a hinted "no bridge" as its cross."""
        s, puzzle = self.cell_size, self.session.puzzle
        ink = self.hint_ink()
        for move in self.hint_moves:
            if isinstance(move, ToggleMark):
                painter.setPen(QPen(ink, max(3.0, s / 9)))
                self._paint_cross(painter, move.a, move.b, s * 0.16)
            elif isinstance(move, SetBridges):
                painter.setPen(QPen(ink, max(3.0, s / 10)))
                k = puzzle.link_between(move.a, move.b)
                line = self.between_islands(move.a, move.b)
                offsets = [0.0] if move.count == 1 else [-s * 0.1, s * 0.1]
                for offset in offsets:
                    shift = QPointF(0, offset) if puzzle.is_horizontal(k) else QPointF(offset, 0)
                    painter.drawLine(line.translated(shift))

    def paint_hint_moves(self, painter: QPainter) -> None:
        """The numbers of the islands a hint lights, again, over its see-through light: ink
        on the light, as readable as elsewhere, never orange on orange."""
        lit = {*self.highlights, *self.reason_highlights}
        painter.setFont(self.font_for(0.42, bold=True))
        for cell in lit:
            number = self.islands.get(cell)
            if number is not None:
                wrong = cell in self.error_cells
                painter.setPen(self.colours.error if wrong else self.colours.ink)
                painter.drawText(self.cell_rect(cell), Qt.AlignmentFlag.AlignCenter, str(number))

    def between_islands(self, a: Cell, b: Cell) -> QLineF:
        """The link a-b from the rim of one island's disc to the other's: a hinted bridge
        drawn over the board (after the islands) never crosses an island's number."""
        start, end = self.cell_center(a), self.cell_center(b)
        length = QLineF(start, end).length()
        if length == 0:
            return QLineF(start, end)
        rim = (end - start) * (ISLAND_RADIUS * self.cell_size / length)
        return QLineF(start + rim, end - rim)

    def _paint_islands(self, painter: QPainter) -> None:
        colours, s = self.colours, self.cell_size
        painter.setFont(self.font_for(0.42, bold=True))
        calm = QColor(colours.faint)
        calm.setAlpha(50)
        shown = self.show_errors or self.errors_revealed
        painted = self.visible_range()
        for index, (cell, number) in enumerate(self.islands.items()):
            if not dirty.in_range(cell, painted):
                continue
            total = self._totals[index]
            wrong = cell in self.error_cells or (shown and total > number)
            done = total == number and not wrong
            player = self._network_colours.get(index)
            fill = colours.error_fill if wrong else colours.background
            if player and not wrong:
                fill = colours.painted(player)
            outline = colours.error if wrong else (colours.faint if done else colours.ink)
            painter.setPen(QPen(outline, max(1.5, s / 18)))
            painter.setBrush(fill)
            painter.drawEllipse(self.cell_center(cell), s * ISLAND_RADIUS, s * ISLAND_RADIUS)
            if done:
                painter.setBrush(calm)
                painter.drawEllipse(self.cell_center(cell), s * ISLAND_RADIUS, s * ISLAND_RADIUS)
            if index in self.state.done and not wrong:
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(colours.finished())
                painter.drawEllipse(self.cell_center(cell), s * 0.36, s * 0.36)
            painter.setPen(colours.error if wrong else (colours.grid if done else colours.ink))
            painter.drawText(self.cell_rect(cell), Qt.AlignmentFlag.AlignCenter, str(number))

    def paint_cursor(self, painter: QPainter) -> None:
        if self.cursor_cell in self.islands:
            painter.setPen(QPen(self.colours.cursor, max(2.0, self.cell_size / 12)))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            r = self.cell_size * 0.47
            painter.drawEllipse(self.cell_center(self.cursor_cell), r, r)
        else:
            super().paint_cursor(painter)

    # -- input ------------------------------------------------------------------------------------
    def pointer_cell(self, press: PointerPress, position: QPointF) -> Cell | None:
        """The island pressed until the pointer moves a third of a cell away from its centre,
        then the next cell in that direction (along the longer distance): a drag aims at the
        neighbour island that way."""
        start = press.cells[0]
        centre = self.cell_center(start)
        dx, dy = position.x() - centre.x(), position.y() - centre.y()
        if max(abs(dx), abs(dy)) < self.cell_size * 0.3:
            return start
        if abs(dx) >= abs(dy):
            return (start[0], start[1] + (1 if dx > 0 else -1))
        return (start[0] + (1 if dy > 0 else -1), start[1])

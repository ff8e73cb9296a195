"""The Hashiwokakero board: press on an island and drag toward a neighbour to add a bridge.

Dragging again toward the same neighbour cycles one, two, no bridge; a right-drag toggles the
"no bridge" mark. From the keyboard, Shift+arrow on an island cycles the bridge that way and
Ctrl+arrow toggles the mark. A click (or Enter) on an island marks it done, a move that is
undone and saved like any other. A satisfied island turns calm grey; an over-full one turns red.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QLineF, QPointF, Qt
from PySide6.QtGui import QColor, QKeyEvent, QMouseEvent, QPainter, QPen, QRegion
from PySide6.QtWidgets import QWidget

from puzzlegui.core.hashi.puzzle import SetBridges, ToggleDone, ToggleMark
from puzzlegui.core.model import Cell
from puzzlegui.gui.session import GameSession

from . import dirty
from .base import ARROWS, BoardView

Direction = tuple[int, int]


class HashiBoardView(BoardView):
    """Hashiwokakero: islands joined by one or two bridges, no crossings, all connected."""

    CONTROLS = QT_TRANSLATE_NOOP(
        "help",
        "Press on an island and drag toward a neighbour: one bridge; again: two; again: "
        "none. A right-drag marks 'no bridge'. Keyboard: put the cursor on an island; "
        "Shift+arrow cycles the bridge that way, Ctrl+arrow toggles the 'no bridge' mark. A "
        "click on an island (or Enter on it) marks it done: it is shaded until clicked again. "
        "The mark is a move: Undo takes it back and the game keeps it.",
    )

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        self._press: tuple[Cell, Qt.MouseButton, QPointF] | None = None
        self._aim: Cell | None = None
        self.neighbours: dict[Cell, dict[Direction, Cell]] = {}
        self._error_edges: set[frozenset[Cell]] = set()
        super().__init__(session, parent)
        puzzle = session.puzzle
        for k in range(len(puzzle.links)):
            a, b = puzzle.edge(k)
            step = ((b[0] > a[0]) - (b[0] < a[0]), (b[1] > a[1]) - (b[1] < a[1]))
            self.neighbours.setdefault(a, {})[step] = b
            self.neighbours.setdefault(b, {})[(-step[0], -step[1])] = a
        self.islands: dict[Cell, int] = {(r, c): n for r, c, n in puzzle.islands}

    def _refresh(self) -> None:
        super()._refresh()
        self._error_edges = set()
        if self.show_errors or self.errors_revealed:
            for violation in self.session.violations:
                self._error_edges.update(frozenset(e) for e in violation.edges)
        self._totals = self.session.state.totals()

    def changed_region(self, before: Any) -> QRegion | None:
        """The spans of the links whose bridges or marks changed, and the islands marked or
        unmarked done."""
        now, puzzle = self.session.state, self.session.puzzle
        links = set(dirty.changed_indexes(before.bridges, now.bridges)) | (before.marks ^ now.marks)
        cells = [cell for k in links for cell in _span(*puzzle.edge(k))]
        islands = puzzle.islands
        cells += [(islands[i][0], islands[i][1]) for i in before.done ^ now.done]
        return dirty.cells_region(cells, self.cell_rect)

    def cell_looks(self) -> set[tuple[Cell, Any]]:
        """The cells along the links drawn red."""
        return {(cell, "red") for a, b in self._error_edges for cell in _span(a, b)}

    def neighbour(self, cell: Cell, direction: Direction) -> Cell | None:
        """The island seen from `cell` in a direction, if any."""
        return self.neighbours.get(cell, {}).get(direction)

    # -- painting -------------------------------------------------------------------------------
    def paint_board(self, painter: QPainter) -> None:
        colours, s = self.colours, self.cell_size
        dots = QPen(colours.faint, max(1.0, s / 16), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
        painter.setPen(dots)
        for cell in self.visible_cells():
            if cell not in self.islands:
                painter.drawPoint(self.cell_center(cell))
        self._paint_bridges(painter)
        if self._aim is not None and self._press is not None:
            pen = QPen(colours.cursor, max(2.0, s / 10), Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.drawLine(QLineF(self.cell_center(self._press[0]), self.cell_center(self._aim)))
        self._paint_islands(painter)

    def _paint_bridges(self, painter: QPainter) -> None:
        colours, s, state, puzzle = (
            self.colours,
            self.cell_size,
            self.session.state,
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
                line = QLineF(self.cell_center(move.a), self.cell_center(move.b))
                offsets = [0.0] if move.count == 1 else [-s * 0.1, s * 0.1]
                for offset in offsets:
                    shift = QPointF(0, offset) if puzzle.is_horizontal(k) else QPointF(offset, 0)
                    painter.drawLine(line.translated(shift))

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
            fill = colours.error_fill if wrong else colours.background
            outline = colours.error if wrong else (colours.faint if done else colours.ink)
            painter.setPen(QPen(outline, max(1.5, s / 18)))
            painter.setBrush(fill)
            painter.drawEllipse(self.cell_center(cell), s * 0.4, s * 0.4)
            if done:
                painter.setBrush(calm)
                painter.drawEllipse(self.cell_center(cell), s * 0.4, s * 0.4)
            if index in self.session.state.done and not wrong:
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
    def _direction(self, start: QPointF, pos: QPointF) -> Direction | None:
        dx, dy = pos.x() - start.x(), pos.y() - start.y()
        if max(abs(dx), abs(dy)) < self.cell_size * 0.3:
            return None
        if abs(dx) >= abs(dy):
            return (0, 1 if dx > 0 else -1)
        return (1 if dy > 0 else -1, 0)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        cell = self.cell_at(event.position())
        button = event.button()
        if cell not in self.islands or button not in (
            Qt.MouseButton.LeftButton,
            Qt.MouseButton.RightButton,
        ):
            return
        assert cell is not None
        self._press = (cell, button, self.cell_center(cell))
        self._aim = None
        self.cursor_cell = cell

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._press is None:
            return
        cell, _, start = self._press
        direction = self._direction(start, event.position())
        aim = self.neighbour(cell, direction) if direction else None
        if aim != self._aim:
            self._aim = aim
            self.update()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self._press is None or event.button() != self._press[1]:
            return
        cell, button, start = self._press
        direction = self._direction(start, event.position())
        self._press, self._aim = None, None
        if direction is not None:
            self.act(cell, direction, mark=button == Qt.MouseButton.RightButton)
        elif button == Qt.MouseButton.LeftButton and self.cell_at(event.position()) == cell:
            self.toggle_done(cell)  # a click without a drag
        self.update()

    def move_cells(self, move: Any) -> list[Cell]:
        """The cells a bridge (or its 'no bridge' mark) crosses, both islands included."""
        if isinstance(move, ToggleDone):
            return [move.cell]
        return _span(move.a, move.b)

    def toggle_done(self, cell: Cell) -> bool:
        """Mark an island as done, or not (a click on it, or Enter on it): one undoable move."""
        return self.session.apply(ToggleDone(cell))

    def act(self, cell: Cell, direction: Direction, mark: bool = False) -> bool:
        """Cycle the bridge (or toggle the mark) from an island toward its neighbour."""
        other = self.neighbour(cell, direction)
        if other is None:
            return False
        if mark:
            return self.session.apply(ToggleMark(cell, other))
        count = self.session.state.count(cell, other)
        return self.session.apply(SetBridges(cell, other, (count + 1) % 3))

    def key_action(self, event: QKeyEvent) -> bool:
        if (
            event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
            and self.cursor_cell in self.islands
        ):
            self.toggle_done(self.cursor_cell)
            return True
        direction = ARROWS.get(Qt.Key(event.key()))
        modifiers = event.modifiers()
        if direction is None or self.cursor_cell not in self.islands:
            return False
        if modifiers & Qt.KeyboardModifier.ControlModifier:
            self.act(self.cursor_cell, direction, mark=True)
            return True
        if modifiers & Qt.KeyboardModifier.ShiftModifier:
            self.act(self.cursor_cell, direction)
            return True
        return False


def _span(a: Cell, b: Cell) -> list[Cell]:
    """The cells from island a to island b in a straight line, both included."""
    (r1, c1), (r2, c2) = sorted((a, b))
    return [(r, c) for r in range(r1, r2 + 1) for c in range(c1, c2 + 1)]

"""The Shikaku board: drag from corner to corner to place a rectangle, click inside to remove.

Each rectangle gets a soft colour that differs from its neighbours'; the rectangle being
dragged shows its size. From the keyboard, Space marks a corner at the cursor and Space again
places the rectangle to the cursor; Backspace removes the rectangle under the cursor.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QKeyEvent, QMouseEvent, QPainter, QPen
from PySide6.QtWidgets import QWidget

from puzzlegui.core.model import Cell
from puzzlegui.core.shikaku.puzzle import AddRect, Rect, RemoveRect
from puzzlegui.gui.session import GameSession

from .base import BoardView, translate


def rect_between(a: Cell, b: Cell) -> Rect:
    """The rectangle with corners at two cells."""
    top, left = min(a[0], b[0]), min(a[1], b[1])
    return Rect(top, left, abs(a[0] - b[0]) + 1, abs(a[1] - b[1]) + 1)


def _touch(a: Rect, b: Rect) -> bool:
    return (
        a.row <= b.row + b.height
        and b.row <= a.row + a.height
        and a.col <= b.col + b.width
        and b.col <= a.col + a.width
    )


def _overlap(a: Rect, b: Rect) -> bool:
    return (
        a.row < b.row + b.height
        and b.row < a.row + a.height
        and a.col < b.col + b.width
        and b.col < a.col + a.width
    )


class ShikakuBoardView(BoardView):
    """Shikaku: divide the grid into rectangles, one clue each, the clue its area."""

    @staticmethod
    def controls() -> str:
        """The mouse and keyboard controls, for How to Play."""
        return translate(
            "help",
            "Drag from one corner to the other to place a rectangle (its size shows while you "
            "drag); click inside a rectangle to remove it. Keyboard: Space marks a corner, move, "
            "Space again places the rectangle; Backspace removes the one under the cursor; "
            "Escape cancels.",
        )

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        self.anchor: Cell | None = None
        self.drag_to: Cell | None = None
        self._tints: dict[Rect, int] = {}
        super().__init__(session, parent)

    def _refresh(self) -> None:
        super()._refresh()
        tints: dict[Rect, int] = {}
        rects = self.session.state.sorted_rects()
        for rect in rects:
            used = {tints[o] for o in tints if _touch(rect, o)}
            tints[rect] = next(i for i in range(len(rects) + 1) if i not in used)
        self._tints = tints

    def rect_at(self, cell: Cell) -> Rect | None:
        """The drawn rectangle holding a cell (the last drawn if several overlap)."""
        for rect in self.session.state.sorted_rects():
            if rect.contains(cell):
                return rect
        return None

    def rect_area(self, rect: Rect) -> QRectF:
        """A rectangle's area in widget coordinates."""
        top_left = self.cell_rect((rect.row, rect.col)).topLeft()
        s = self.cell_size
        return QRectF(top_left.x(), top_left.y(), rect.width * s, rect.height * s)

    # -- painting -------------------------------------------------------------------------------
    def paint_board(self, painter: QPainter) -> None:
        colours, s = self.colours, self.cell_size
        for rect, tint in self._tints.items():
            painter.fillRect(self.rect_area(rect), colours.tint(tint))
        for cell in self.error_cells:
            painter.fillRect(self.cell_rect(cell), colours.error_fill)
        self.paint_cell_lines(painter, QPen(colours.faint, 1.0, Qt.PenStyle.DotLine), True)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(colours.ink, max(2.0, s / 12)))
        for rect in self._tints:
            painter.drawRect(self.rect_area(rect).adjusted(1.5, 1.5, -1.5, -1.5))
        painter.setPen(QPen(colours.grid, 1.5))
        painter.drawRect(self.board_rect())
        painter.setFont(self.font_for(0.5, bold=True))
        for r, c, number in self.session.puzzle.clues:
            painter.setPen(colours.error if (r, c) in self.error_cells else colours.ink)
            painter.drawText(self.cell_rect((r, c)), Qt.AlignmentFlag.AlignCenter, str(number))
        self._paint_preview(painter)

    def _paint_preview(self, painter: QPainter) -> None:
        if self.anchor is None:
            return
        end = self.drag_to if self.drag_to is not None else self.cursor_cell
        rect = rect_between(self.anchor, end)
        area = self.rect_area(rect)
        fill = QColor(self.colours.cursor)
        fill.setAlpha(70)
        painter.fillRect(area, fill)
        painter.setPen(QPen(self.colours.cursor, max(2.0, self.cell_size / 10)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(area.adjusted(1, 1, -1, -1))
        label = f"{rect.height}\u00d7{rect.width} = {rect.area}"
        font = self.font_for(0.32, bold=True)
        painter.setFont(font)
        box = painter.fontMetrics().boundingRect(label).toRectF().adjusted(-6, -3, 6, 3)
        box.moveCenter(area.center())
        painter.fillRect(box, self.colours.cursor)
        painter.setPen(QColor("white"))
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, label)

    # -- input ------------------------------------------------------------------------------------
    def mousePressEvent(self, event: QMouseEvent) -> None:
        cell = self.cell_at(event.position())
        if cell is None or event.button() != Qt.MouseButton.LeftButton or self.session.solved:
            return
        self.anchor, self.drag_to = cell, cell
        self.cursor_cell = cell
        self.update()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self.anchor is None:
            return
        cell = self.cell_at(event.position())
        if cell is not None and cell != self.drag_to:
            self.drag_to = cell
            self.cursor_cell = cell
            self.update()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self.anchor is None or event.button() != Qt.MouseButton.LeftButton:
            return
        cell = self.cell_at(event.position()) or self.drag_to or self.anchor
        anchor = self.anchor
        self.anchor, self.drag_to = None, None
        self.cursor_cell = cell
        existing = self.rect_at(cell)
        if anchor == cell and existing is not None:
            self.session.apply(RemoveRect(existing))
        else:
            self.place(rect_between(anchor, cell))
        self.update()

    def place(self, rect: Rect) -> None:
        """Draw a rectangle, erasing those it overlaps (one undo step)."""
        self.session.begin_gesture()
        try:
            for other in self.session.state.sorted_rects():
                if _overlap(rect, other):
                    self.session.apply(RemoveRect(other))
            self.session.apply(AddRect(rect))
        finally:
            self.session.end_gesture()

    def key_action(self, event: QKeyEvent) -> bool:
        key = event.key()
        if key in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if self.anchor is None:
                self.anchor = self.cursor_cell
                self.mode_changed.emit(
                    self.tr("Corner marked: move to the opposite corner and press Space.")
                )
            else:
                anchor, self.anchor = self.anchor, None
                self.place(rect_between(anchor, self.cursor_cell))
            return True
        if key == Qt.Key.Key_Escape and self.anchor is not None:
            self.anchor = None
            return True
        if key in (Qt.Key.Key_Backspace, Qt.Key.Key_Delete):
            existing = self.rect_at(self.cursor_cell)
            if existing is not None:
                self.session.apply(RemoveRect(existing))
            return True
        return False

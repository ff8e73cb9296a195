"""The Shikaku board: each rectangle in a soft colour that differs from its neighbours', and
the rectangle being dragged with its size. What drags, clicks and keys do is the core's
(`shikaku.puzzle.interpret`); the keyboard's marked corner (Space, then Space again at the
opposite corner) is the view's mode, and ends in the same Drag as the mouse's.
"""

from __future__ import annotations

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QKeyEvent, QMouseEvent, QPainter, QPen, QRegion
from PySide6.QtWidgets import QWidget

from puzzlegui.core.gestures import Border, Button, Drag
from puzzlegui.core.model import Cell
from puzzlegui.core.shikaku.puzzle import AddRect, Move, Rect, RemoveRect, State, rect_between
from puzzlegui.gui.session import GameSession

from .base import BoardView, paragraph
from .colours import TINTS
from .pointer import PointerPress

MANY_RECTS = 200
"""Above this many changed rectangles (a Restart, a Solve) one whole repaint is cheaper."""


BORDER_REACH = 0.2
"""A click within this fraction of a cell of a line between cells draws or erases a border
there (farther in, it is a click on the cell)."""


class ShikakuBoardView(BoardView[State, Move]):
    """Shikaku: divide the grid into rectangles, one clue each, the clue its area."""

    CONTROLS = paragraph(
        """
        Drag from one corner to the other to place a rectangle (its size shows while you
        drag); click inside a rectangle to remove it. Keyboard: Space marks a corner, move,
        Space again places the rectangle; Backspace removes the one under the cursor; Escape
        cancels. Keys 1 to 6 colour the rectangle under the cursor (the same key again or 0
        takes the colour away). Borders, as in Tatham's Rectangles: click on the line
        between two cells (or Ctrl+arrow) to draw or erase a border there; borders that
        close a rectangle make it, and erasing a side of a rectangle opens it.
        """
    )

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        self.anchor: Cell | None = None
        """The corner the keyboard marked (Space), until Space again draws the rectangle."""
        self._tints: dict[Rect, int] = {}
        self.finished_rects: set[Rect] = set()
        self._finished: dict[Rect, bool] = {}  # a rectangle's answer never changes
        self._owners: dict[Cell, list[Rect]] = {}  # the rectangles on each cell
        self._clue_rows: dict[int, list[tuple[int, int]]] = {}
        for r, c, number in session.puzzle.clues:
            self._clue_rows.setdefault(r, []).append((c, number))
        super().__init__(session, parent)

    def _refresh(self) -> None:
        """Follow the state's rectangles by what changed: erased ones leave the owner map,
        drawn ones enter it and take a tint their neighbours do not have. A move costs the
        cells of the rectangles it draws or erases, never a pass over every pair."""
        super()._refresh()
        now = self.state.rects
        for rect in [r for r in self._tints if r not in now]:
            del self._tints[rect]
            for cell in rect.cells():
                owners = self._owners.get(cell)
                if owners is not None and rect in owners:
                    owners.remove(rect)
        for rect in sorted(now - self._tints.keys()):
            for cell in rect.cells():
                self._owners.setdefault(cell, []).append(rect)
            used = {self._tints.get(other) for other in self._around(rect)}
            self._tints[rect] = next(i for i in range(len(used) + 1) if i not in used)
        self._refresh_finished()

    def _refresh_finished(self) -> None:
        """The drawn rectangles holding exactly one clue, equal to their area (a colour aid)."""
        if not self.shade_finished:
            self.finished_rects = set()
            return
        self.finished_rects = {rect for rect in self._tints if self._is_finished(rect)}

    def _is_finished(self, rect: Rect) -> bool:
        known = self._finished.get(rect)
        if known is None:
            clue_at = self.session.puzzle.clue_at
            clues = [clue_at[c] for c in rect.cells() if c in clue_at]
            known = self._finished[rect] = clues == [rect.area]
        return known

    def _around(self, rect: Rect) -> set[Rect]:
        """The rectangles on `rect`'s cells and the ring of cells around it."""
        found: set[Rect] = set()
        for r in range(rect.row - 1, rect.row + rect.height + 1):
            for c in range(rect.col - 1, rect.col + rect.width + 1):
                found.update(self._owners.get((r, c), ()))
        found.discard(rect)
        return found

    def rect_at(self, cell: Cell) -> Rect | None:
        """The drawn rectangle holding a cell (the first in sorted order if several overlap)."""
        owners = self._owners.get(cell)
        return min(owners) if owners else None

    def changed_region(self, before: State) -> QRegion | None:
        """The areas of the rectangles drawn, erased or coloured since `before` (a large
        rectangle is one area, not its many cells); None when so many that one update is less."""
        now = self.state
        changed = before.rects ^ now.rects
        changed |= {rect for rect, _ in before.colours ^ now.colours}
        changed |= {rect_between(a, b) for a, b in before.borders ^ now.borders}
        if len(changed) > MANY_RECTS:
            return None
        region = QRegion()
        for rect in changed:
            region += self.rect_area(rect).adjusted(-4, -4, 4, 4).toAlignedRect()
        return region

    def _visible_rects(self, r0: int, r1: int, c0: int, c1: int) -> list[tuple[Rect, int]]:
        if (r1 - r0 + 1) * (c1 - c0 + 1) * 4 > len(self._tints) * 3:
            return list(self._tints.items())
        found: set[Rect] = set()
        for r in range(r0, r1 + 1):
            for c in range(c0, c1 + 1):
                found.update(self._owners.get((r, c), ()))
        return [(rect, self._tints[rect]) for rect in found if rect in self._tints]

    def rect_area(self, rect: Rect) -> QRectF:
        """A rectangle's area in widget coordinates."""
        s, origin = self.cell_size, self.origin
        return QRectF(
            origin.x() + rect.col * s, origin.y() + rect.row * s, rect.width * s, rect.height * s
        )

    # -- painting -------------------------------------------------------------------------------
    def paint_board(self, painter: QPainter) -> None:
        colours, s = self.colours, self.cell_size
        r0, r1, c0, c1 = self.visible_range()
        shown = self._visible_rects(r0, r1, c0, c1)
        # Colours made once a paint, not once a rectangle: a 200x200 board shows 10 000.
        finished, tints = colours.finished(), [colours.tint(i) for i in range(len(TINTS))]
        players = {rect: colours.painted(c) for rect, c in self.state.colours}
        for rect, tint in shown:
            fill = finished if rect in self.finished_rects else tints[tint % len(tints)]
            painter.fillRect(self.rect_area(rect), players.get(rect, fill))
        for cell in self.error_cells:
            if r0 <= cell[0] <= r1 and c0 <= cell[1] <= c1:
                painter.fillRect(self.cell_rect(cell), colours.error_fill)
        self.paint_cell_lines(painter, QPen(colours.faint, 1.0, Qt.PenStyle.DotLine), True)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(colours.ink, max(2.0, s / 12)))
        for rect, _ in shown:
            painter.drawRect(self.rect_area(rect).adjusted(1.5, 1.5, -1.5, -1.5))
        for a, b in self.session.state.borders:
            if r0 <= a[0] <= r1 and c0 <= a[1] <= c1:
                painter.drawLine(self.border_line(a, b))
        painter.setPen(QPen(colours.grid, 1.5))
        painter.drawRect(self.board_rect())
        painter.setFont(self.font_for(0.5, bold=True))
        self._paint_clues(painter, r0, r1, c0, c1)
        self._paint_preview(painter)

    def _paint_clues(self, painter: QPainter, r0: int, r1: int, c0: int, c1: int) -> None:
        colours, align = self.colours, Qt.AlignmentFlag.AlignCenter
        for r in range(r0, r1 + 1):
            for c, number in self._clue_rows.get(r, ()):
                if c0 <= c <= c1:
                    painter.setPen(colours.error if (r, c) in self.error_cells else colours.ink)
                    painter.drawText(self.cell_rect((r, c)), align, str(number))

    def _paint_preview(self, painter: QPainter) -> None:
        rect = self.preview()
        if rect is None:
            return
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
        place_label(box, area, QRectF(self.rect()))
        painter.fillRect(box, self.colours.cursor)
        painter.setPen(QColor("white"))
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, label)

    def paint_hint_moves(self, painter: QPainter) -> None:
        """A hinted rectangle as its dashed outline, a rectangle to erase crossed out."""
        width = max(3.0, self.cell_size / 8)
        for move in self.hint_moves:
            if not isinstance(move, AddRect | RemoveRect):
                continue
            area = self.rect_area(move.rect).adjusted(width, width, -width, -width)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            if isinstance(move, AddRect):
                painter.setPen(QPen(self.hint_ink(), width, Qt.PenStyle.DashLine))
                painter.drawRect(area)
            else:
                painter.setPen(QPen(self.colours.error, width))
                painter.drawLine(area.topLeft(), area.bottomRight())
                painter.drawLine(area.topRight(), area.bottomLeft())
        self._paint_lit_clues(painter)

    def _paint_lit_clues(self, painter: QPainter) -> None:
        """The numbers in the cells a hint lights, again, over its see-through light and its
        dashed outline: ink on the light, as readable as elsewhere, never orange on orange."""
        painter.setFont(self.font_for(0.5, bold=True))
        for cell in {*self.highlights, *self.reason_highlights}:
            number = dict(self._clue_rows.get(cell[0], ())).get(cell[1])
            if number is not None:
                painter.setPen(self.colours.error if cell in self.error_cells else self.colours.ink)
                painter.drawText(self.cell_rect(cell), Qt.AlignmentFlag.AlignCenter, str(number))

    def border_line(self, a: Cell, b: Cell) -> QLineF:
        """The line between two side-by-side cells (`a` above or left of `b`)."""
        rect = self.cell_rect(a)
        if a[0] == b[0]:
            return QLineF(rect.topRight(), rect.bottomRight())
        return QLineF(rect.bottomLeft(), rect.bottomRight())

    def border_near(self, position: QPointF) -> tuple[Cell, Cell] | None:
        """The line between cells a click at `position` is on (within a fifth of a cell of
        it, away from the corners), if any."""
        cell = self.cell_at(position)
        if cell is None:
            return None
        rect, edge = self.cell_rect(cell), BORDER_REACH
        fx = (position.x() - rect.left()) / rect.width()
        fy = (position.y() - rect.top()) / rect.height()
        r, c = cell
        sides = {
            (r, c - 1): fx < edge and edge < fy < 1 - edge,
            (r, c + 1): fx > 1 - edge and edge < fy < 1 - edge,
            (r - 1, c): fy < edge and edge < fx < 1 - edge,
            (r + 1, c): fy > 1 - edge and edge < fx < 1 - edge,
        }
        for other, near in sides.items():
            if near and 0 <= other[0] < self.rows and 0 <= other[1] < self.cols:
                return (min(cell, other), max(cell, other))
        return None

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        """A click (no drag) on a line between cells draws or erases a border there."""
        press = self.press
        near = None if press is None else self.border_near(press.position)
        clicked = press is not None and press.button is Button.PRIMARY
        if clicked and near is not None and press is not None and self._still(press, event):
            self.press = None
            self.play(Border(*near))
            self.update()
            return
        super().mouseReleaseEvent(event)

    @staticmethod
    def _still(press: PointerPress, event: QMouseEvent) -> bool:
        """The press ends where it began: a click, not a drag."""
        return event.button() == press.qt_button and len(set(press.cells)) == 1

    # -- input ------------------------------------------------------------------------------------
    def preview(self) -> Rect | None:
        """The rectangle a left-drag or a marked corner would draw now, if any."""
        press = self.press
        if press is not None and press.button is Button.PRIMARY:
            return rect_between(press.cells[0], press.cells[-1])
        if self.anchor is not None:
            return rect_between(self.anchor, self.cursor_cell)
        return None

    def move_cursor(self, d_row: int, d_col: int) -> None:
        """Move the cursor; with a corner marked, the preview and its label follow (the whole
        board is repainted, so no old label stays drawn)."""
        super().move_cursor(d_row, d_col)
        if self.anchor is not None:
            self.update()

    def key_action(self, event: QKeyEvent) -> bool:
        """Space (or Enter) marks a corner, and again draws the rectangle to the cursor; Escape
        forgets the corner. Other keys are the core's (Backspace, colours)."""
        key = event.key()
        if key in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if self.anchor is None:
                self.anchor = self.cursor_cell
                self.mode_changed.emit(
                    self.says("Corner marked: move to the opposite corner and press Space.")
                )
            else:
                anchor, self.anchor = self.anchor, None
                self.play(Drag((anchor, self.cursor_cell)))
            return True
        if key == Qt.Key.Key_Escape and self.anchor is not None:
            self.anchor = None
            self.mode_changed.emit("")  # the "Corner marked" sentence no longer holds
            return True
        return super().key_action(event)


def place_label(box: QRectF, area: QRectF, widget: QRectF) -> None:
    """Put the size label just above the previewed rectangle (below it at the top edge), never
    over the rectangle's cells, where its clue is; kept inside the widget."""
    box.moveLeft(area.left())
    if area.top() - box.height() - 2 >= widget.top():
        box.moveBottom(area.top() - 2)
    else:
        box.moveTop(area.bottom() + 2)
    if box.right() > widget.right():
        box.moveRight(widget.right())
    if box.bottom() > widget.bottom():  # a rectangle filling the widget: its top-left corner
        box.moveTopLeft(area.topLeft())

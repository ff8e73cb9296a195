"""DraftView: the grid of a puzzle being entered. It paints the draft's numbers and groups
(regions or cages, tinted, with thick borders between them and each cage's clue), the cells
selected and the cells where two solutions differ; a click or a drag selects cells, arrows move
the cursor (Shift extends the selection). What a key does to the draft is the dialog's."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent, QMouseEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from puzzlegui.core.drafts import Cell, Draft
from puzzlegui.gui.boards.colours import BoardColours, mix

MARGIN = 10.0


class DraftView(QWidget):
    """A draft on a grid, with a selection the dialog edits."""

    selection_changed = Signal()
    key_typed = Signal(object)
    """A key the view does not use itself (a QKeyEvent), for the dialog to apply."""

    def __init__(self, draft: Draft, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.draft = draft
        self.cursor_cell: Cell = (0, 0)
        self.selected: set[Cell] = {(0, 0)}
        self.differ: tuple[Cell, ...] = ()
        self._anchor: Cell | None = None
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(240, 240)

    def set_draft(self, draft: Draft) -> None:
        """Show another draft (the cursor and selection stay on the board)."""
        self.draft = draft
        row, col = self.cursor_cell
        self.cursor_cell = (min(row, draft.rows - 1), min(col, draft.cols - 1))
        self.selected = {c for c in self.selected if c[0] < draft.rows and c[1] < draft.cols}
        if not self.selected:
            self.selected = {self.cursor_cell}
        self.update()

    # -- geometry -----------------------------------------------------------------------------
    def cell_size(self) -> float:
        """The side of a cell in pixels."""
        d = self.draft
        return max(
            4.0, min((self.width() - 2 * MARGIN) / d.cols, (self.height() - 2 * MARGIN) / d.rows)
        )

    def origin(self) -> QPointF:
        """The board's top-left corner."""
        s, d = self.cell_size(), self.draft
        return QPointF((self.width() - s * d.cols) / 2, (self.height() - s * d.rows) / 2)

    def cell_rect(self, cell: Cell) -> QRectF:
        """A cell's square."""
        s, o = self.cell_size(), self.origin()
        return QRectF(o.x() + cell[1] * s, o.y() + cell[0] * s, s, s)

    def cell_at(self, point: QPointF) -> Cell | None:
        """The cell under a point, if any."""
        s, o = self.cell_size(), self.origin()
        row, col = int((point.y() - o.y()) // s), int((point.x() - o.x()) // s)
        if 0 <= row < self.draft.rows and 0 <= col < self.draft.cols:
            return (row, col)
        return None

    # -- painting -----------------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        try:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            colours = BoardColours.from_palette(self.palette())
            painter.fillRect(self.rect(), colours.background)
            self._paint_cells(painter, colours)
            self._paint_lines(painter, colours)
            self._paint_texts(painter, colours)
        finally:
            painter.end()

    def _paint_cells(self, painter: QPainter, colours: BoardColours) -> None:
        lit = QColor(colours.cursor)
        lit.setAlpha(90)
        for (r, c), group in self.draft.groups.items():
            painter.fillRect(self.cell_rect((r, c)), colours.tint(group))
        for cell in self.differ:
            painter.fillRect(self.cell_rect(cell), mix(colours.background, colours.error, 0.35))
        for cell in self.selected:
            painter.fillRect(self.cell_rect(cell), lit)
        if self.hasFocus():
            pen = QPen(colours.cursor, max(2.0, self.cell_size() / 14))
            painter.setPen(pen)
            inset = pen.widthF() / 2 + 1
            box = self.cell_rect(self.cursor_cell)
            painter.drawRect(box.adjusted(inset, inset, -inset, -inset))

    def _paint_lines(self, painter: QPainter, colours: BoardColours) -> None:
        d, groups = self.draft, self.draft.groups
        thin, thick = QPen(colours.faint, 1.0), QPen(colours.ink, max(2.0, self.cell_size() / 16))
        for r in range(d.rows):
            for c in range(d.cols):
                rect = self.cell_rect((r, c))
                if c + 1 < d.cols:
                    same = groups.get((r, c)) == groups.get((r, c + 1))
                    painter.setPen(thin if same or not groups else thick)
                    painter.drawLine(rect.topRight(), rect.bottomRight())
                if r + 1 < d.rows:
                    same = groups.get((r, c)) == groups.get((r + 1, c))
                    painter.setPen(thin if same or not groups else thick)
                    painter.drawLine(rect.bottomLeft(), rect.bottomRight())
        painter.setPen(thick)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(self.cell_rect((0, 0)).united(self.cell_rect((d.rows - 1, d.cols - 1))))

    def _paint_texts(self, painter: QPainter, colours: BoardColours) -> None:
        s = self.cell_size()
        font = self.font()
        font.setBold(True)
        font.setPixelSize(max(6, round(s * 0.45)))
        painter.setPen(colours.ink)
        painter.setFont(font)
        for cell, number in self.draft.numbers.items():
            painter.drawText(self.cell_rect(cell), Qt.AlignmentFlag.AlignCenter, str(number))
        font.setPixelSize(max(6, round(s * 0.22)))
        painter.setFont(font)
        for group, label in self.draft.labels.items():
            cells = self.draft.group_cells(group)
            if cells:
                box = self.cell_rect(cells[0]).adjusted(s * 0.07, s * 0.03, 0, 0)
                painter.drawText(box, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, label)

    # -- input ----------------------------------------------------------------------------------
    def mousePressEvent(self, event: QMouseEvent) -> None:
        cell = self.cell_at(event.position())
        if cell is None:
            return
        self.setFocus()
        self._anchor = cell
        extend = event.modifiers() & Qt.KeyboardModifier.ControlModifier
        self.cursor_cell = cell
        self.selected = (self.selected | {cell}) if extend else {cell}
        self.selection_changed.emit()
        self.update()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        cell = self.cell_at(event.position())
        if self._anchor is None or cell is None or cell == self.cursor_cell:
            return
        self.cursor_cell = cell
        self.selected.add(cell)  # a drag selects every cell it passes (a cage's shape)
        self.selection_changed.emit()
        self.update()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        self._anchor = None

    def keyPressEvent(self, event: QKeyEvent) -> None:
        steps = {
            Qt.Key.Key_Up: (-1, 0),
            Qt.Key.Key_Down: (1, 0),
            Qt.Key.Key_Left: (0, -1),
            Qt.Key.Key_Right: (0, 1),
        }
        step = steps.get(Qt.Key(event.key()))
        if step is None:
            self.key_typed.emit(event)
            return
        r = min(max(self.cursor_cell[0] + step[0], 0), self.draft.rows - 1)
        c = min(max(self.cursor_cell[1] + step[1], 0), self.draft.cols - 1)
        self.cursor_cell = (r, c)
        if event.modifiers() & Qt.KeyboardModifier.ShiftModifier:
            self.selected.add(self.cursor_cell)
        else:
            self.selected = {self.cursor_cell}
        self.selection_changed.emit()
        self.update()

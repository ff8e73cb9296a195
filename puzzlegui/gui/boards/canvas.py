"""BoardCanvas: a grid of `rows` x `cols` cells scaled to fit the widget, and the lights every
board shares: the keyboard cursor, a hint's cells, links and moves, crosses on wrong cells, the
marks of broken rules and the completion banner. BoardView (base.py) puts a game on it.

Geometry is computed when the widget is resized (`_layout_now`), never inside `paintEvent`,
which only reads the cached values.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QLineF, QPointF, QRect, QRectF, QSize, QSizeF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen, QPolygonF, QResizeEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from puzzlegui.core.model import Cell, Edge
from puzzlegui.gui.app import board_font_family

from . import dirty, overlays
from .colours import BoardColours

MARGIN = 12.0
BANNER_MS = 3000


class BoardCanvas(QWidget):
    """A grid of `rows` x `cols` cells scaled to fit, with the shared lights painted on it."""

    cursor_moved = Signal()

    def __init__(self, rows: int, cols: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rows, self.cols = rows, cols
        self.cursor_cell: Cell = (0, 0)
        self.show_cursor = False
        self.pencil_mode = False
        self.banner = ""
        self._banner_timer = QTimer(self)
        self._banner_timer.setSingleShot(True)
        self._banner_timer.setInterval(BANNER_MS)
        self._banner_timer.timeout.connect(self._on_banner_timer_timeout)
        self.highlights: tuple[Cell, ...] = ()
        self.reason_highlights: tuple[Cell, ...] = ()
        self.highlight_edges: tuple[Edge, ...] = ()
        self.hint_moves: tuple[Any, ...] = ()
        self.wrong_cells: tuple[Cell, ...] = ()
        self.trial_cells: set[Cell] = set()
        self.outer_trial_cells: set[Cell] = set()
        self.error_cells: set[Cell] = set()
        self.cell_size = 32.0
        self.origin = QPointF(MARGIN, MARGIN)
        self.zoom = 1.0
        self._fit_cell = 32.0
        self.colours = BoardColours.from_palette(self.palette())
        self._exposed: QRect | None = None  # the area being painted, while paintEvent runs
        family = board_font_family()
        if family is not None:  # the bundled font: boards look the same on every machine
            self.setFont(QFont(family))
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMouseTracking(False)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)

    def update_cells(self, cells: Any) -> None:
        """Repaint only these cells (and what their pens reach)."""
        self.update(dirty.cells_region(cells, self.cell_rect))

    def visible_range(self) -> dirty.CellRange:
        """The cells the current paint event exposes (every cell outside paintEvent)."""
        return dirty.exposed_range(self._exposed, self.origin, self.cell_size, self.rows, self.cols)

    def visible_cells(self) -> list[Cell]:
        """The cells of `visible_range`, row by row."""
        r0, r1, c0, c1 = self.visible_range()
        return [(r, c) for r in range(r0, r1 + 1) for c in range(c0, c1 + 1)]

    def paint_cell_lines(self, painter: QPainter, pen: QPen, inner_only: bool = False) -> None:
        """The lines between cells (and around the board unless `inner_only`) in `pen`."""
        left, top, size = self.origin.x(), self.origin.y(), self.cell_size
        first = 1 if inner_only else 0
        # Only the lines through the painted area, and only their part across it (an export
        # paints a large board in bands: whole lines would be drawn again in every band). A
        # part starts its dash pattern where the whole line would be, so the dots stay put.
        r0, r1, c0, c1 = self.visible_range()
        x0, x1 = left + c0 * size, left + min(c1 + 1, self.cols) * size
        y0, y1 = top + r0 * size, top + min(r1 + 1, self.rows) * size
        painter.setPen(_dash_shifted(pen, c0 * size))
        for r in range(max(first, r0), min(self.rows + 1 - first, r1 + 2)):
            painter.drawLine(QLineF(x0, top + r * size, x1, top + r * size))
        painter.setPen(_dash_shifted(pen, r0 * size))
        for c in range(max(first, c0), min(self.cols + 1 - first, c1 + 2)):
            painter.drawLine(QLineF(left + c * size, y0, left + c * size, y1))

    def cell_rect(self, cell: Cell) -> QRectF:
        """The cell's square in widget coordinates."""
        s = self.cell_size
        return QRectF(self.origin.x() + cell[1] * s, self.origin.y() + cell[0] * s, s, s)

    def cell_center(self, cell: Cell) -> QPointF:
        """The centre of a cell, in widget coordinates (tests click here)."""
        return self.cell_rect(cell).center()

    def cell_at(self, pos: QPointF) -> Cell | None:
        """The cell under a point, or None outside the grid."""
        s = self.cell_size
        col = int((pos.x() - self.origin.x()) // s)
        row = int((pos.y() - self.origin.y()) // s)
        if 0 <= row < self.rows and 0 <= col < self.cols:
            return (row, col)
        return None

    def board_rect(self) -> QRectF:
        """The whole grid's rectangle."""
        s = self.cell_size
        return QRectF(self.origin.x(), self.origin.y(), self.cols * s, self.rows * s)

    def base_cell_px(self) -> float:
        """The preferred cell size before zoom."""
        return 40.0

    def sizeHint(self) -> QSize:
        s = self.base_cell_px() * self.zoom
        return QSize(int(self.cols * s + 2 * MARGIN), int(self.rows * s + 2 * MARGIN))

    def set_zoom(self, zoom: float) -> None:
        """Zoom 1 fits the board to the window; larger values let it grow past (scrolling)."""
        self.zoom = max(1.0, min(zoom, 4.0))
        if self.zoom > 1.0:
            s = self._fit_cell * self.zoom
            self.setMinimumSize(int(self.cols * s + 2 * MARGIN), int(self.rows * s + 2 * MARGIN))
        else:
            self.setMinimumSize(0, 0)
        self._layout_now()

    def font_for(self, fraction: float, bold: bool = False) -> QFont:
        """The widget's font sized to a fraction of the cell."""
        font = QFont(self.font())
        font.setPixelSize(max(6, round(self.cell_size * fraction)))
        font.setBold(bold)
        return font

    def move_cursor(self, d_row: int, d_col: int) -> None:
        """Move the keyboard cursor, staying on the board."""
        row = min(max(self.cursor_cell[0] + d_row, 0), self.rows - 1)
        col = min(max(self.cursor_cell[1] + d_col, 0), self.cols - 1)
        before, self.cursor_cell = self.cursor_cell, (row, col)
        self.show_cursor = True
        self.cursor_moved.emit()
        self.update_cells((before, self.cursor_cell))

    def set_highlights(self, cells: tuple[Cell, ...]) -> None:
        """Light up cells (a hint); an empty tuple clears."""
        before = self._hint_cells()
        self.highlights = tuple(cells)
        self.update_cells(before | self._hint_cells())

    def _hint_cells(self) -> set[Cell]:
        """The cells the hint's lights cover (a link's whole span between its ends)."""
        cells = {*self.highlights, *self.reason_highlights, *self.wrong_cells}
        for (r1, c1), (r2, c2) in self.highlight_edges:
            rows = range(min(r1, r2), max(r1, r2) + 1)
            cells.update((r, c) for r in rows for c in range(min(c1, c2), max(c1, c2) + 1))
        return cells

    def set_hint(
        self,
        cells: tuple[Cell, ...],
        reason_cells: tuple[Cell, ...],
        edges: tuple[Edge, ...] = (),
        moves: tuple[Any, ...] = (),
    ) -> None:
        """Light up a hint: target cells (and links, e.g. a bridge) in amber, reasons in blue,
        and each move drawn as it will look once applied (a type's view knows its moves)."""
        self.highlights = tuple(cells)
        self.reason_highlights = tuple(reason_cells)
        self.highlight_edges = tuple(edges)
        self.hint_moves = tuple(moves)
        self.update()

    def clear_hint(self) -> None:
        """Remove the hint's lights."""
        lit = self.highlights or self.reason_highlights or self.highlight_edges
        if not (lit or self.hint_moves):
            return  # called after every move: nothing to repaint
        self.highlights = ()
        self.reason_highlights = ()
        self.highlight_edges = ()
        self.hint_moves = ()
        self.update()

    def mark_wrong(self, cells: tuple[Cell, ...]) -> None:
        """Cross out cells whose marks the solution does not hold (until the next change)."""
        before = self._hint_cells()
        self.wrong_cells = tuple(cells)
        self.update_cells(before | self._hint_cells())

    def celebrate(self, text: str) -> None:
        """Show a banner below the board for a few seconds (the board is solved)."""
        self.set_banner(text)
        self._banner_timer.start()

    def set_banner(self, text: str) -> None:
        """Show the banner (or take it away: ""); the board makes room for it below itself
        when the widget has none, so the banner never covers a cell."""
        if text == self.banner:
            return
        self.banner = text
        self._layout_now()

    def _on_banner_timer_timeout(self) -> None:
        self.set_banner("")

    def banner_font(self) -> QFont:
        """The banner's font: half a cell, kept between 14 and 36 pixels."""
        font = self.font_for(0.5, bold=True)
        font.setPixelSize(max(14, min(font.pixelSize(), 36)))
        return font

    def banner_height(self) -> float:
        """The banner's box height (its text and padding)."""
        return QFontMetricsF(self.banner_font()).height() + 24

    def _fit_cell_size(self, w: float, h: float) -> float:
        s = min((w - 2 * MARGIN) / max(self.cols, 1), (h - 2 * MARGIN) / max(self.rows, 1))
        return max(s, 4.0)

    def _layout_now(self) -> None:
        w, h = float(self.width()), float(self.height())
        self.cell_size = self._fit_cell_size(w, h)
        if self.zoom == 1.0:
            self._fit_cell = self.cell_size
        if self.banner:  # room below the board for the banner and its gap
            h -= self.banner_height() + 8
            self.cell_size = self._fit_cell_size(w, h)
        bw, bh = self.cols * self.cell_size, self.rows * self.cell_size
        self.origin = QPointF(round((w - bw) / 2), round((h - bh) / 2))
        self._relayout()
        self.update()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._layout_now()

    def _relayout(self) -> None:
        """Recompute geometry after a resize (subclasses add their own cached shapes)."""

    def _paint_overlays(self, painter: QPainter) -> None:
        """Hint lights as see-through fills over the board, and crosses on wrong cells."""
        painter.setPen(Qt.PenStyle.NoPen)
        for cell in self.outer_trial_cells:
            painter.fillRect(self.cell_rect(cell), self.colours.trial(outer=True))
        for cell in self.trial_cells:
            painter.fillRect(self.cell_rect(cell), self.colours.trial())
        for cell in self.highlights:
            painter.fillRect(self.cell_rect(cell), self.colours.highlight)
        for cell in self.reason_highlights:
            if cell not in self.highlights:
                painter.fillRect(self.cell_rect(cell), self.colours.reason)
        if self.highlight_edges:
            self.paint_hint_edges(painter)
        # Frames too: they show on any fill, and a reason cell may lie inside the target.
        for cells, colour in (
            (self.highlights, self.colours.highlight),
            (self.reason_highlights, self.colours.reason),
        ):
            frame = QColor(colour)
            frame.setAlpha(255)
            pen = QPen(frame, max(2.0, self.cell_size / 12))
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            inset = pen.widthF() / 2 + 1
            for cell in cells:
                painter.drawRect(self.cell_rect(cell).adjusted(inset, inset, -inset, -inset))
        self.paint_hint_moves(painter)
        if self.wrong_cells:
            pen = QPen(self.colours.error, max(2.0, self.cell_size / 14))
            painter.setPen(pen)
            for cell in self.wrong_cells:
                inset = self.cell_size * 0.2
                box = self.cell_rect(cell).adjusted(inset, inset, -inset, -inset)
                painter.drawLine(box.topLeft(), box.bottomRight())
                painter.drawLine(box.topRight(), box.bottomLeft())

    def paint_hint_edges(self, painter: QPainter) -> None:
        """The hint's links as wide see-through bands."""
        pen = QPen(self.colours.highlight, self.cell_size * 0.3)
        pen.setCapStyle(Qt.PenCapStyle.FlatCap)
        painter.setPen(pen)
        for a, b in self.highlight_edges:
            painter.drawLine(self.cell_center(a), self.cell_center(b))

    def paint_hint_moves(self, painter: QPainter) -> None:
        """Each of the hint's moves as it will look once applied (nothing here; types draw)."""

    def hint_ink(self) -> QColor:
        """The opaque colour of a hinted move not yet applied."""
        ink = QColor(self.colours.highlight)
        ink.setAlpha(255)
        return ink.darker(150)

    def error_mark(self, cell: Cell) -> QPolygonF:
        """The triangle that marks a cell of a broken rule by its shape."""
        return overlays.error_mark(self.cell_rect(cell), self.cell_size)

    def paint_error_marks(self, painter: QPainter) -> None:
        """A triangle on every cell of a broken rule."""
        shown = self.visible_range()
        cells = [self.cell_rect(cell) for cell in self.error_cells if dirty.in_range(cell, shown)]
        overlays.paint_error_marks(painter, cells, self.cell_size, self.colours)

    def notes_now(self) -> bool:
        """True while digits typed become pencil marks (pencil mode; views may add more)."""
        return self.pencil_mode

    def paint_cursor(self, painter: QPainter) -> None:
        """The keyboard cursor: a frame inside the cursor's cell, dashed while typing notes."""
        pen = QPen(self.colours.cursor, max(2.0, self.cell_size / 12))
        if self.notes_now():
            pen.setStyle(Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        inset = pen.widthF() / 2 + 1
        cursor_rect = self.cell_rect(self.cursor_cell)
        painter.drawRect(cursor_rect.adjusted(inset, inset, -inset, -inset))

    def _paint_banner(self, painter: QPainter) -> None:
        font = self.banner_font()
        painter.setFont(font)
        metrics = painter.fontMetrics()
        width = metrics.horizontalAdvance(self.banner) + 40
        box = self.banner_rect(width, self.banner_height())
        overlays.paint_banner(painter, self.banner, font, box, self.colours)

    def banner_rect(self, width: float, height: float) -> QRectF:
        """Where the completion banner of that size goes (never over the middle rows)."""
        return overlays.banner_rect(self.board_rect(), QSizeF(self.size()), width, height)


def _dash_shifted(pen: QPen, distance: float) -> QPen:
    """The pen with its dash pattern moved on by `distance` pixels along the line (a solid pen
    as it is)."""
    if pen.style() == Qt.PenStyle.SolidLine:
        return pen
    shifted = QPen(pen)
    shifted.setDashOffset(pen.dashOffset() + distance / max(pen.widthF(), 1.0))
    return shifted

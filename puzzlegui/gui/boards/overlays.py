"""What boards paint over themselves: the triangle that marks a broken rule by its shape (so it
does not rest on telling red from green), and the completion banner, placed beside the board
when there is room so that it never hides the middle rows."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen, QPolygonF

from .colours import BoardColours


def error_mark(cell: QRectF, cell_size: float) -> QPolygonF:
    """The warning triangle in the top-right corner of a cell's rectangle."""
    side = max(6.0, cell_size * 0.3)
    right, top = cell.right() - 2, cell.top() + 2
    return QPolygonF([QPointF(right - side, top), QPointF(right, top), QPointF(right, top + side)])


def paint_error_marks(
    painter: QPainter, cells: Iterable[QRectF], cell_size: float, colours: BoardColours
) -> None:
    """A triangle on each cell, outlined in the background colour so it shows on any fill."""
    painter.setPen(QPen(colours.background, max(1.0, cell_size / 30)))
    painter.setBrush(colours.error)
    for cell in cells:
        painter.drawPolygon(error_mark(cell, cell_size))
    painter.setBrush(Qt.BrushStyle.NoBrush)


def banner_rect(board: QRectF, widget: QSizeF, width: float, height: float) -> QRectF:
    """Where the banner goes: in the free space below or above the board when there is room,
    else over the board's bottom edge; never over its middle rows."""
    box = QRectF(0, 0, min(width, widget.width()), height)
    box.moveCenter(QPointF(board.center().x(), 0))
    if widget.height() - board.bottom() >= height + 8:
        box.moveTop(board.bottom() + 6)
    elif board.top() >= height + 8:
        box.moveBottom(board.top() - 6)
    else:
        box.moveBottom(min(board.bottom(), widget.height()) - 2)
    return box


def paint_banner(
    painter: QPainter, text: str, font: QFont, box_of: QRectF, colours: BoardColours
) -> None:
    """The banner's rounded box in the solved colour with its text in white."""
    painter.setFont(font)
    fill = QColor(colours.solved)
    fill.setAlpha(230)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(fill)
    painter.drawRoundedRect(box_of, 10, 10)
    painter.setPen(QColor("white"))
    painter.drawText(box_of, Qt.AlignmentFlag.AlignCenter, text)

"""Icons the platform's style does not offer, drawn once: undo and redo as curved arrows, so
they do not read as Back and Forward (a player pressed those to go to the previous game)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPainterPath, QPen, QPixmap, QPolygonF

SIZES = (16, 24, 32, 48)


def undo_icon(ink: QColor) -> QIcon:
    """A counter-clockwise arrow curling back to the left."""
    return _arrow_icon(ink, mirrored=False)


def redo_icon(ink: QColor) -> QIcon:
    """The undo arrow mirrored: curling on to the right."""
    return _arrow_icon(ink, mirrored=True)


def _arrow_icon(ink: QColor, mirrored: bool) -> QIcon:
    themed = QIcon.fromTheme("edit-redo" if mirrored else "edit-undo")
    if not themed.isNull():  # the desktop's own, where it has one
        return themed
    icon = QIcon()
    for size in SIZES:
        icon.addPixmap(_arrow_pixmap(size, ink, mirrored))
    return icon


def _arrow_pixmap(size: int, ink: QColor, mirrored: bool) -> QPixmap:
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    if mirrored:
        painter.translate(size, 0)
        painter.scale(-1, 1)
    s = size / 16
    pen = QPen(ink, 1.8 * s, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
    painter.setPen(pen)
    path = QPainterPath(QPointF(4 * s, 7 * s))  # from the arrow's head, round to the right
    path.arcTo(QRectF(3.5 * s, 3 * s, 9.5 * s, 9 * s), 180, -235)
    painter.drawPath(path)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(ink)
    head = QPolygonF([QPointF(1 * s, 6 * s), QPointF(7 * s, 5 * s), QPointF(3.5 * s, 10.5 * s)])
    painter.drawPolygon(head)
    painter.end()
    return pixmap

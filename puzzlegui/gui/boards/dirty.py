"""What a board repaints after a change: the area of the cells whose look changed, and the
range of cells a paint event exposes. A move on a large board then paints a few cells, not
the whole grid (the player's bar and its figures: docs/benchmarks.md)."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from PySide6.QtCore import QPointF, QRect, QRectF
from PySide6.QtGui import QRegion

from puzzlegui.core.model import Cell

PAD = 4
"""Pixels around a cell that its pens may reach (thick outlines, frames)."""
MANY = 256
"""Above this many cells one bounding rectangle is cheaper than a region of little squares."""

CellRange = tuple[int, int, int, int]
"""(first row, last row, first column, last column), inclusive."""


def cells_region(cells: Iterable[Cell], cell_rect: Callable[[Cell], QRectF]) -> QRegion:
    """The widget area of these cells, padded for the pens that draw over their edges."""
    cells = list(cells)
    if not cells:
        return QRegion()
    if len(cells) > MANY:
        rows = [r for r, _ in cells]
        cols = [c for _, c in cells]
        area = cell_rect((min(rows), min(cols))).united(cell_rect((max(rows), max(cols))))
        return QRegion(area.adjusted(-PAD, -PAD, PAD, PAD).toAlignedRect())
    region = QRegion()
    for cell in cells:
        region += cell_rect(cell).adjusted(-PAD, -PAD, PAD, PAD).toAlignedRect()
    return region


def exposed_range(
    exposed: QRect | None, origin: QPointF, cell_size: float, rows: int, cols: int
) -> CellRange:
    """The cells a paint event's rectangle touches, one cell of margin on each side (pens
    of a neighbour may reach into the exposed area); every cell when nothing is known."""
    if exposed is None:
        return 0, rows - 1, 0, cols - 1
    area, s = QRectF(exposed), cell_size
    r0 = max(0, int((area.top() - origin.y()) // s) - 1)
    r1 = min(rows - 1, int((area.bottom() - origin.y()) // s) + 1)
    c0 = max(0, int((area.left() - origin.x()) // s) - 1)
    c1 = min(cols - 1, int((area.right() - origin.x()) // s) + 1)
    return r0, r1, c0, c1


def in_range(cell: Cell, shown: CellRange) -> bool:
    """True when the cell lies in the range."""
    return shown[0] <= cell[0] <= shown[1] and shown[2] <= cell[1] <= shown[3]


def changed_indexes(before: tuple[object, ...], now: tuple[object, ...]) -> list[int]:
    """The positions where two equally long tuples differ (all of them if the lengths differ)."""
    if len(before) != len(now):
        return list(range(len(now)))
    return [i for i, (a, b) in enumerate(zip(before, now, strict=True)) if a != b]

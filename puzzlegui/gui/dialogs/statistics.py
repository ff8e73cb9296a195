"""The Statistics tab: per type and grade, and a chart of solve times over time (QPainter)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QDateTime, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from puzzlegui.core import registry
from puzzlegui.gui import core_text
from puzzlegui.gui.side_panel import format_time
from puzzlegui.library.records import GameRecord
from puzzlegui.library.stats import SolvePoint, solve_points, type_stats

MARGIN = 44
TYPE_COLOURS = ("#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#8c564b")


class StatisticsView(QWidget):
    """A table of games, solved, median and best time and help used, over a chart."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.table = QTableWidget(0, 10)
        self.table.setHorizontalHeaderLabels(
            [
                self.tr("Type"), self.tr("Grade"), self.tr("Games"), self.tr("Solved"),
                self.tr("Median time"), self.tr("Best time"), self.tr("Help used"),
                self.tr("Hints: where"), self.tr("Hints: rule"), self.tr("Hints: step"),
            ]
        )  # fmt: skip
        tips = (
            self.tr("Hints that showed only where to look (the least help)"),
            self.tr("Hints that went on to name the rule"),
            self.tr("Hints that went on to show the whole step (the most help)"),
        )
        for column, tip in enumerate(tips, start=7):
            item = self.table.horizontalHeaderItem(column)
            if item is not None:
                item.setToolTip(tip)
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        self.chart = SolveTimesChart()
        layout = QVBoxLayout(self)
        layout.addWidget(self.table, 1)
        layout.addWidget(QLabel(self.tr("Solve times over time")))
        layout.addWidget(self.chart, 1)

    def show_games(self, games: Sequence[GameRecord]) -> None:
        """Fill the table and the chart from the library's games."""
        rows = type_stats(games)
        self.table.setRowCount(len(rows))
        for r, row in enumerate(rows):
            cells = [
                _title(row.type_name), core_text.word(row.grade) if row.grade else "-",
                str(row.games), str(row.solved),
                _time(row.median_ms), _time(row.best_ms), str(row.helped),
                *(str(count) for count in row.stages),
            ]  # fmt: skip
            for c, text in enumerate(cells):
                self.table.setItem(r, c, QTableWidgetItem(text))
        self.chart.set_points(solve_points(games))


class SolveTimesChart(QWidget):
    """Each finished game as a dot: when (x) against its time (y), one colour per type."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.points: list[SolvePoint] = []
        self.setMinimumHeight(160)
        self.setAccessibleName(self.tr("Solve times over time"))

    def set_points(self, points: Sequence[SolvePoint]) -> None:
        """The games to draw."""
        self.points = list(points)
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        painter.fillRect(self.rect(), palette.base())
        plot = QRectF(self.rect()).adjusted(MARGIN, 12, -12, -44)
        painter.setPen(QPen(palette.text().color(), 1))
        painter.drawLine(plot.bottomLeft(), plot.bottomRight())
        painter.drawLine(plot.bottomLeft(), plot.topLeft())
        if not self.points:
            painter.drawText(plot, Qt.AlignmentFlag.AlignCenter, self.tr("No solved games yet."))
            painter.end()
            return
        top = max(p.elapsed_ms for p in self.points) or 1
        first, last = self.points[0].when, self.points[-1].when
        span = (last - first) or 1.0
        painter.drawText(QRectF(0, plot.top() - 6, MARGIN - 4, 16), Qt.AlignmentFlag.AlignRight,
                         format_time(top))  # fmt: skip
        painter.drawText(QRectF(0, plot.bottom() - 10, MARGIN - 4, 16),
                         Qt.AlignmentFlag.AlignRight, "0:00")  # fmt: skip
        self._draw_dates(painter, plot, first, last)
        self._draw_legend(painter, plot)
        for point in self.points:
            x = plot.left() + plot.width() * ((point.when - first) / span if last > first else 0.5)
            y = plot.bottom() - plot.height() * point.elapsed_ms / top
            colour = QColor(_colour(point.type_name))
            painter.setPen(QPen(colour, 2))
            painter.setBrush(Qt.BrushStyle.NoBrush if point.helped else colour)
            painter.drawEllipse(QPointF(x, y), 4, 4)
        painter.end()

    def _draw_dates(self, painter: QPainter, plot: QRectF, first: float, last: float) -> None:
        row = QRectF(plot.left(), plot.bottom() + 2, plot.width(), 16)
        for moment, where in (
            (first, Qt.AlignmentFlag.AlignLeft),
            (last, Qt.AlignmentFlag.AlignRight),
        ):
            text = QDateTime.fromSecsSinceEpoch(int(moment)).toString("yyyy-MM-dd")
            painter.drawText(row, where, text)

    def _draw_legend(self, painter: QPainter, plot: QRectF) -> None:
        x = plot.left()
        for name in dict.fromkeys(p.type_name for p in self.points):
            painter.setPen(QColor(_colour(name)))
            text = _title(name)
            painter.drawText(QPointF(x, plot.bottom() + 36), text)
            x += painter.fontMetrics().horizontalAdvance(text) + 16
        painter.setPen(self.palette().text().color())
        painter.drawText(QPointF(x, plot.bottom() + 36), self.tr("(hollow: with help)"))


def _colour(name: str) -> str:
    names = registry.NAMES
    return TYPE_COLOURS[names.index(name) % len(TYPE_COLOURS)] if name in names else "#777777"


def _title(name: str) -> str:
    try:
        return str(registry.get(name).title)
    except (KeyError, ImportError, AttributeError):
        return name


def _time(ms: int | None) -> str:
    return "-" if ms is None else format_time(ms)

"""The Games window: every game of the library with a thumbnail, filters, sorting, open and
delete (undoable), and a Statistics tab. Fully usable by keyboard: Enter opens, Delete deletes."""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QDateTime, QModelIndex, QSize, Qt
from PySide6.QtGui import (
    QAction,
    QKeySequence,
    QPainter,
    QPixmap,
    QStandardItem,
    QStandardItemModel,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMenu,
    QPushButton,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from puzzlegui.core import registry
from puzzlegui.gui import core_text
from puzzlegui.gui.accessibility import NamedDialog
from puzzlegui.gui.side_panel import format_time
from puzzlegui.library import records
from puzzlegui.library.export import game_state
from puzzlegui.library.records import GameRecord
from puzzlegui.library.store import LibraryError, UnreadableGame

from .statistics import StatisticsView

if TYPE_CHECKING:
    from puzzlegui.gui.library_controller import LibraryController

THUMB_PX = 64
SORT_ROLE = Qt.ItemDataRole.UserRole + 1
ID_ROLE = Qt.ItemDataRole.UserRole + 2
COLUMNS = ("board", "type", "size", "grade", "progress", "time", "last", "status")


class GamesDialog(NamedDialog):
    """Every game kept, to reopen, filter, sort or delete; statistics on the second tab."""

    def __init__(
        self,
        library: LibraryController,
        parent: QWidget | None = None,
        starts: tuple[QAction, QMenu] | None = None,
    ) -> None:
        """`starts`: the New Puzzle action and the samples menu, offered as buttons (the way in
        when the library is empty, at the very first start)."""
        super().__init__(parent)
        self.setWindowTitle(self.tr("Games"))
        self.library = library
        self.starts = starts
        self.deleted: list[int] = []
        self._looks: dict[tuple[int, float], tuple[QPixmap, float | None]] = {}
        """Each game's thumbnail and progress by (id, last played): rebuilt when it changes."""
        self.model = QStandardItemModel(0, len(COLUMNS), self)
        self.model.setSortRole(SORT_ROLE)
        self.model.setHorizontalHeaderLabels(self._headers())
        self.table = self._make_table()
        self.type_box, self.status_box, self.sort_box = QComboBox(), QComboBox(), QComboBox()
        self._fill_boxes()
        self.summary = QLabel()
        self.welcome = QLabel(
            self.tr("No games yet. Play a sample board or make a new puzzle to begin.")
        )
        self.welcome.setWordWrap(True)
        self.stats = StatisticsView()
        self.tabs = QTabWidget()
        self.tabs.addTab(self._games_page(), self.tr("&Games"))
        self.tabs.addTab(self.stats, self.tr("&Statistics"))
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs)
        layout.addWidget(self._buttons())
        self.resize(820, 560)

    def _headers(self) -> list[str]:
        return [
            self.tr("Board"), self.tr("Type"), self.tr("Size"), self.tr("Grade"),
            self.tr("Progress"), self.tr("Time"), self.tr("Last played"), self.tr("Status"),
        ]  # fmt: skip

    def _make_table(self) -> QTableView:
        table = QTableView()
        table.setModel(self.model)
        table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setIconSize(QSize(THUMB_PX, THUMB_PX))
        table.setSortingEnabled(True)
        table.verticalHeader().setVisible(False)
        table.verticalHeader().setDefaultSectionSize(THUMB_PX + 8)
        table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        table.horizontalHeader().setStretchLastSection(True)
        table.activated.connect(self._on_table_activated)
        return table

    def _fill_boxes(self) -> None:
        self.type_box.addItem(self.tr("All types"), "")
        for name in registry.NAMES:
            self.type_box.addItem(_title(name), name)
        self.status_box.addItem(self.tr("Any status"), "")
        for status in records.STATUSES:
            self.status_box.addItem(self.status_text(status), status)
        for column, text in ((6, self.tr("Last played")), (5, self.tr("Time"))):
            self.sort_box.addItem(text, column)
        for column, text in ((1, self.tr("Type")), (4, self.tr("Progress"))):
            self.sort_box.addItem(text, column)
        self.type_box.currentIndexChanged.connect(self._on_filter_changed)
        self.status_box.currentIndexChanged.connect(self._on_filter_changed)
        self.sort_box.currentIndexChanged.connect(self._on_sort_box_changed)

    def _games_page(self) -> QWidget:
        page = QWidget()
        filters = QHBoxLayout()
        for text, box in (
            (self.tr("&Type:"), self.type_box),
            (self.tr("St&atus:"), self.status_box),
            (self.tr("S&ort by:"), self.sort_box),
        ):
            label = QLabel(text)
            label.setBuddy(box)
            filters.addWidget(label)
            filters.addWidget(box)
        filters.addStretch(1)
        layout = QVBoxLayout(page)
        layout.addLayout(filters)
        layout.addWidget(self.welcome)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.summary)
        return page

    def _start_buttons(self, box: QDialogButtonBox) -> None:
        """New Puzzle and a samples menu: each starts a game and closes this window."""
        if self.starts is None:
            return
        samples = self.starts[1]
        self.new_button = QPushButton(self.tr("&New Puzzle..."))
        self.sample_button = QPushButton(self.tr("Play a Sa&mple"))
        self.sample_button.setMenu(samples)
        for button in (self.new_button, self.sample_button):
            box.addButton(button, QDialogButtonBox.ButtonRole.ActionRole)
        self.new_button.clicked.connect(self._on_new_button_clicked)
        samples.triggered.connect(self._on_samples_triggered)

    def _on_new_button_clicked(self) -> None:
        assert self.starts is not None
        self.close()
        self.starts[0].trigger()

    def _on_samples_triggered(self, _action: QAction) -> None:
        self.close()

    def _buttons(self) -> QDialogButtonBox:
        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.open_button = QPushButton(self.tr("&Open"))
        self.delete_button = QPushButton(self.tr("&Delete"))
        self.undelete_button = QPushButton(self.tr("&Undo Delete"))
        for button in (self.open_button, self.delete_button, self.undelete_button):
            box.addButton(button, QDialogButtonBox.ButtonRole.ActionRole)
        self._start_buttons(box)
        self.open_button.clicked.connect(self._on_open_button_clicked)
        self.delete_button.clicked.connect(self._on_delete_button_clicked)
        self.undelete_button.clicked.connect(self._on_undelete_button_clicked)
        box.rejected.connect(self.close)
        delete = QAction(self)
        delete.setShortcuts(QKeySequence.keyBindings(QKeySequence.StandardKey.Delete))
        delete.triggered.connect(self._on_delete_button_clicked)
        self.table.addAction(delete)
        undo = QAction(self)
        undo.setShortcuts(QKeySequence.keyBindings(QKeySequence.StandardKey.Undo))
        undo.triggered.connect(self._on_undelete_button_clicked)
        self.addAction(undo)
        return box

    # -- contents ----------------------------------------------------------------------------
    def refresh(self) -> None:
        """Read the library again and show the games that pass the filters."""
        games, skipped = self.library.games()
        self.model.removeRows(0, self.model.rowCount())
        shown = [g for g in games if self._passes(g)]
        for record in shown:
            self.model.appendRow(self._row(record))
        column = int(self.sort_box.currentData() or 6)
        order = Qt.SortOrder.AscendingOrder if column == 1 else Qt.SortOrder.DescendingOrder
        self.table.sortByColumn(column, order)
        self.stats.show_games(games)
        text = self.tr("%n game(s)", "", len(shown))
        if skipped:
            text += " " + self.tr("(%n could not be read and were skipped)", "", len(skipped))
        self.summary.setText(text)
        self.undelete_button.setEnabled(bool(self.deleted))
        self.welcome.setVisible(not games and self.starts is not None)
        if self.model.rowCount():
            self.table.selectRow(0)
            self.table.setFocus()
        elif not games and self.starts is not None:
            self.sample_button.setFocus()  # nothing to open: the way in has the keyboard
        else:
            self.table.setFocus()

    def _passes(self, record: GameRecord) -> bool:
        ptype, status = self.type_box.currentData(), self.status_box.currentData()
        return (not ptype or record.type_name == ptype) and (not status or record.status == status)

    def _row(self, record: GameRecord) -> list[QStandardItem]:
        thumbnail, share = self._look(record)
        played = QDateTime.fromSecsSinceEpoch(int(record.last_played))
        cells: list[tuple[str, Any]] = [
            ("", record.id),
            (_title(record.type_name), record.type_name),
            (record.size_text, record.rows * record.cols),
            (core_text.word(record.grade) if record.grade else "", record.grade),
            self._progress(record, share),
            (format_time(record.elapsed_ms), record.elapsed_ms),
            (_when(played), record.last_played),
            (self.status_text(record.status), record.status),
        ]
        items = []
        for text, key in cells:
            item = QStandardItem(text)
            item.setData(key, SORT_ROLE)
            item.setData(record.id, ID_ROLE)
            items.append(item)
        items[0].setData(thumbnail, Qt.ItemDataRole.DecorationRole)
        items[0].setData(self.tr("%1, %2").replace("%1", cells[1][0]).replace("%2", cells[7][0]),
                         Qt.ItemDataRole.AccessibleTextRole)  # fmt: skip
        return items

    def _look(self, record: GameRecord) -> tuple[QPixmap, float | None]:
        """The game's thumbnail and progress (None if its state cannot be rebuilt), made once
        per change of the game: rebuilding a long game's state costs its whole history."""
        key = (record.id, record.last_played)
        look = self._looks.get(key)
        if look is None:
            try:
                ptype, puzzle, state = game_state(self.library.library, record)
            except (UnreadableGame, LibraryError):
                look = _blank_thumbnail(), None
            else:
                look = _thumbnail(ptype, puzzle, state), ptype.progress(puzzle, state)
            self._looks[key] = look
        return look

    def _progress(self, record: GameRecord, share: float | None) -> tuple[str, float]:
        """The share of the board decided, as a percentage (and its sort key)."""
        if record.status != records.IN_PROGRESS:
            return self.tr("Complete"), 2.0
        if share is None:
            return "", -1.0
        return self.tr("%1%").replace("%1", str(int(100 * share))), share

    def status_text(self, status: str) -> str:
        """The player's words for a game's status."""
        if status == records.SOLVED:
            return self.tr("Solved")
        if status == records.SOLVED_WITH_HELP:
            return self.tr("Solved with help")
        return self.tr("In progress")

    # -- actions -----------------------------------------------------------------------------
    def selected_id(self) -> int | None:
        """The id of the selected game, or None."""
        rows = self.table.selectionModel().selectedRows()
        return _id_of(rows[0]) if rows else None

    def _on_table_activated(self, index: QModelIndex) -> None:
        self._open(_id_of(index))

    def _on_open_button_clicked(self) -> None:
        self._open(self.selected_id())

    def _open(self, game_id: int | None) -> None:
        if game_id is not None and self.library.open_game(game_id):
            self.close()

    def _on_delete_button_clicked(self) -> None:
        game_id = self.selected_id()
        if game_id is None:
            return
        self.library.delete(game_id)
        self.deleted.append(game_id)
        row = self.table.currentIndex().row()
        self.refresh()
        if self.model.rowCount():
            self.table.selectRow(min(max(row, 0), self.model.rowCount() - 1))

    def _on_undelete_button_clicked(self) -> None:
        if self.deleted:
            self.library.undelete(self.deleted.pop())
            self.refresh()

    def _on_filter_changed(self, _index: int) -> None:
        self.refresh()

    def _on_sort_box_changed(self, _index: int) -> None:
        self.refresh()


def _id_of(index: QModelIndex) -> int | None:
    value = index.data(ID_ROLE)
    return value if isinstance(value, int) else None


def _title(name: str) -> str:
    try:
        return str(registry.get(name).title)
    except (KeyError, ImportError, AttributeError):
        return name


def _when(moment: QDateTime) -> str:
    if time.time() - moment.toSecsSinceEpoch() < 86400:
        return moment.toString("HH:mm")
    return moment.toString("yyyy-MM-dd")


def _blank_thumbnail() -> QPixmap:
    pixmap = QPixmap(THUMB_PX, THUMB_PX)
    pixmap.fill(Qt.GlobalColor.transparent)
    return pixmap


def _thumbnail(ptype: Any, puzzle: Any, state: Any) -> QPixmap:
    """The board as it stands, drawn small."""
    from puzzlegui.gui import (
        render,  # render imports the board views: only when the window opens
    )

    pixmap = _blank_thumbnail()
    view = render.board_view(render.Picture(ptype, puzzle, state), cell_px=24)
    painter = QPainter(pixmap)
    try:
        render.paint_view(painter, view, pixmap.rect().toRectF())
    finally:
        painter.end()
        view.deleteLater()
    return pixmap

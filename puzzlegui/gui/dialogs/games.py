"""The Games window: every game of the library with a thumbnail, filters, sorting, open and
delete (undoable), and a Statistics tab. Fully usable by keyboard: Enter opens, Delete deletes.

The table is a model over the library's SQL: filters and sort orders are SQL, rows are read a
page at a time as the view scrolls (fetchMore), and a thumbnail is drawn only when the view asks
for it (a row on screen), from the board stored at the game's last save, and cached. A game
saved before that column existed gets its board rebuilt from its steps once, and stored.
Statistics are read when their tab is shown. Opening with 100 000 games reads one page."""

from __future__ import annotations

import contextlib
import time
from collections import OrderedDict
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QAbstractTableModel,
    QCoreApplication,
    QDateTime,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import QAction, QIcon, QKeySequence, QPainter, QPixmap
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMenu,
    QPushButton,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from puzzlegui.core import registry
from puzzlegui.core.oneline import one_line
from puzzlegui.gui import core_text
from puzzlegui.gui.accessibility import NamedDialog
from puzzlegui.gui.side_panel import format_time
from puzzlegui.library import records
from puzzlegui.library.export import game_state
from puzzlegui.library.records import GameRecord
from puzzlegui.library.store import LibraryError, Notice

from .replay import ReplayDialog
from .statistics import StatisticsView

if TYPE_CHECKING:
    from puzzlegui.gui.library_controller import LibraryController

THUMB_PX = 64
SORT_ROLE = Qt.ItemDataRole.UserRole + 1
ID_ROLE = Qt.ItemDataRole.UserRole + 2
COLUMNS = ("board", "type", "size", "grade", "progress", "time", "last", "status", "score")
SORT_KEYS = (
    "last_played", "type", "size", "grade", "progress", "elapsed", "last_played", "status", "score"
)  # fmt: skip
"""The library's sort key for each column (`GameLibrary.page`)."""
PAGE_ROWS = 200
"""Rows read from the library at a time, as the view scrolls."""
CACHED_LOOKS = PAGE_ROWS
"""Thumbnails kept, one per game: a page's worth (64 x 64 pixels, 16 KB each: 3.2 MB in all),
so scrolling back over the rows read last never redraws; the least recently shown goes first.
A thumbnail dropped is drawn again in about 10 ms when its row shows (docs/reliability.md)."""
_ROOT = QModelIndex()


class GamesModel(QAbstractTableModel):
    """The library's games that pass the filters, in the sort order, read a page at a time."""

    def __init__(self, library: LibraryController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.library = library
        self.headers: list[str] = []
        self.type_name = ""
        self.status = ""
        self.sort_key = "last_played"
        self.descending = True
        self.total = 0
        self.rows: list[GameRecord] = []
        self.skipped: list[Notice] = []
        self.texts: Callable[[str], str] = _text
        self._looks: OrderedDict[int, tuple[int, QPixmap, float | None]] = OrderedDict()
        """Each game's version, thumbnail and progress by game id: a save makes the one kept
        stale, and the next look replaces it (never one kept per version)."""

    # -- reading -----------------------------------------------------------------------------
    def reload(self) -> None:
        """Count the games that pass the filters and read the first page."""
        self.beginResetModel()
        self.rows, self.skipped = [], []
        try:
            self.total = self.library.library.count(self.type_name or None, self.status or None)
        except LibraryError as err:
            self.total = 0
            self.skipped.append(Notice("row", self.library.library.path, None, str(err)))
        self._read_page()
        self.endResetModel()

    def _read_page(self) -> list[GameRecord]:
        try:
            page, skipped = self.library.library.page(
                len(self.rows) + len(self.skipped), PAGE_ROWS, self.sort_key, self.descending,
                self.type_name or None, self.status or None,
            )  # fmt: skip
        except LibraryError as err:
            self.total = len(self.rows)
            self.skipped.append(Notice("row", self.library.library.path, None, str(err)))
            return []
        self.skipped += skipped
        if not page and not skipped:
            self.total = len(self.rows)  # fewer than counted: games deleted meanwhile
        self.rows += page
        return page

    def canFetchMore(self, parent: QModelIndex | QPersistentModelIndex = _ROOT) -> bool:
        return not parent.isValid() and len(self.rows) + len(self.skipped) < self.total

    def fetchMore(self, parent: QModelIndex | QPersistentModelIndex = _ROOT) -> None:
        if not self.canFetchMore(parent):
            return
        first = len(self.rows)
        page = self._read_page()
        if page:
            self.beginInsertRows(QModelIndex(), first, first + len(page) - 1)
            self.endInsertRows()

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = _ROOT) -> int:
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = _ROOT) -> int:
        return 0 if parent.isValid() else len(COLUMNS)

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        self.sort_key = SORT_KEYS[column] if 0 <= column < len(SORT_KEYS) else "last_played"
        self.descending = order == Qt.SortOrder.DescendingOrder
        self.reload()

    def record(self, row: int) -> GameRecord | None:
        """The game on `row`, or None."""
        return self.rows[row] if 0 <= row < len(self.rows) else None

    # -- showing -----------------------------------------------------------------------------
    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        horizontal = orientation == Qt.Orientation.Horizontal
        if horizontal and role == Qt.ItemDataRole.DisplayRole and section < len(self.headers):
            return self.headers[section]
        return None

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = 0) -> Any:
        record = self.record(index.row()) if index.isValid() else None
        if record is None:
            return None
        column = index.column()
        if role == ID_ROLE:
            return record.id
        if role == Qt.ItemDataRole.DecorationRole and column == 0:
            return self.look(record)[0]
        if role == Qt.ItemDataRole.DisplayRole:
            return self.cell(record, column)[0]
        if role == SORT_ROLE:
            return self.cell(record, column)[1]
        if role == Qt.ItemDataRole.AccessibleTextRole and column == 0:
            return f"{self.cell(record, 1)[0]}, {self.cell(record, 7)[0]}"
        return None

    def cell(self, record: GameRecord, column: int) -> tuple[str, Any]:
        """A column's text and its sort key."""
        if column == 0:
            return "", record.id
        if column == 1:
            return type_title(record.type_name), record.type_name
        if column == 2:
            return record.size_text, record.rows * record.cols
        if column == 3:
            return (core_text.word(record.grade) if record.grade else ""), record.grade
        if column == 4:
            return self._progress(record)
        if column == 5:
            return format_time(record.elapsed_ms), record.elapsed_ms
        if column == 6:
            return _when(QDateTime.fromSecsSinceEpoch(int(record.last_played))), record.last_played
        if column == 8:
            return _score(record.score), record.score
        return self.texts(record.status), record.status

    def _progress(self, record: GameRecord) -> tuple[str, float]:
        """The share of the board decided, as a percentage (and its sort key)."""
        if record.status != records.IN_PROGRESS:
            return self.texts("Complete"), 2.0
        share = record.progress
        if share is None:
            cached = self._looks.get(record.id)
            share = cached[2] if cached is not None and cached[0] == record.version else None
        if share is None:
            return "", -1.0
        return self.texts("%1%").replace("%1", str(int(100 * share))), share

    def look(self, record: GameRecord) -> tuple[QPixmap, float | None]:
        """The game's thumbnail and progress, drawn from its stored board and cached; a game
        without one has it rebuilt from its steps once, and stored."""
        cached = self._looks.get(record.id)
        if cached is not None and cached[0] == record.version:
            self._looks.move_to_end(record.id)
            return cached[1], cached[2]
        try:
            pixmap, share = self._draw(record)
        except Exception:  # a damaged row or board: a blank thumbnail, never a failure
            pixmap, share = _blank_thumbnail(), None
        self._looks[record.id] = (record.version, pixmap, share)
        self._looks.move_to_end(record.id)
        while len(self._looks) > CACHED_LOOKS:
            self._looks.popitem(last=False)
        return pixmap, share

    def _draw(self, record: GameRecord) -> tuple[QPixmap, float | None]:
        library = self.library.library
        text = library.snapshot(record.id)
        if text is not None:
            ptype = registry.get(record.type_name)
            puzzle, state = ptype.parse(text)
            share = record.progress
        else:
            ptype, puzzle, state = game_state(library, record)
            share = float(ptype.progress(puzzle, state))
            with contextlib.suppress(LibraryError):  # only a cache: a read-only library has none
                library.set_snapshot(record.id, record.version, ptype.format(puzzle, state), share)
        if share is None:
            share = float(ptype.progress(puzzle, state))
        return _thumbnail(ptype, puzzle, state), share


class ThumbnailDelegate(QStyledItemDelegate):
    """Paints the thumbnail itself. Painted as an item's icon, every paint of a row made a new
    QIcon of the pixmap, and Qt's icon engine stored a copy of it in its pixmap cache under a
    new key each time: 16 KB more at every opening of the window, up to the cache's 10 MB."""

    def initStyleOption(self, option: QStyleOptionViewItem, index: Any) -> None:
        super().initStyleOption(option, index)
        option.icon = QIcon()
        option.features &= ~QStyleOptionViewItem.ViewItemFeature.HasDecoration

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: Any) -> None:
        super().paint(painter, option, index)  # the row's background, selection and focus
        pixmap = index.data(Qt.ItemDataRole.DecorationRole)
        if isinstance(pixmap, QPixmap) and not pixmap.isNull():
            box = option.rect
            x = box.x() + (box.width() - THUMB_PX) // 2
            y = box.y() + (box.height() - THUMB_PX) // 2
            painter.drawPixmap(x, y, pixmap)


class GamesDialog(NamedDialog):
    """Every game kept, to reopen, filter, sort, delete or print; statistics on the second tab."""

    print_asked = Signal()
    """Print... was pressed: File > Print, offering the selected games."""

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
        self.model = GamesModel(library, self)
        self.model.headers = self._headers()
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
        self.tabs.currentChanged.connect(self._on_tab_changed)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs)
        layout.addWidget(self._buttons())
        self.resize(820, 560)

    def _headers(self) -> list[str]:
        return [
            self.tr("Board"), self.tr("Type"), self.tr("Size"), self.tr("Grade"),
            self.tr("Progress"), self.tr("Time"), self.tr("Last played"), self.tr("Status"),
            self.tr("Score"),
        ]  # fmt: skip

    def _make_table(self) -> QTableView:
        table = QTableView()
        table.setModel(self.model)
        table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        # Several games can be selected, for File > Print; Open and Delete take the current one.
        table.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setIconSize(QSize(THUMB_PX, THUMB_PX))
        table.setItemDelegateForColumn(0, ThumbnailDelegate(table))
        table.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        table.verticalHeader().setVisible(False)
        table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        table.verticalHeader().setDefaultSectionSize(THUMB_PX + 8)
        # Fixed widths: ResizeToContents would measure every row, reading the whole library.
        header = table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        for column, width in enumerate((THUMB_PX + 12, 90, 70, 80, 80, 70, 110, 120)):
            header.resizeSection(column, width)
        header.setSortIndicatorShown(True)
        header.setSectionsClickable(True)
        header.sortIndicatorChanged.connect(self._on_sort_indicator_changed)
        table.horizontalHeader().setStretchLastSection(True)
        table.activated.connect(self._on_table_activated)
        return table

    def _fill_boxes(self) -> None:
        self.type_box.addItem(self.tr("All types"), "")
        for name in registry.NAMES:
            self.type_box.addItem(type_title(name), name)
        self.status_box.addItem(self.tr("Any status"), "")
        for status in records.STATUSES:
            self.status_box.addItem(self.status_text(status), status)
        for column, text in ((6, self.tr("Last played")), (5, self.tr("Time"))):
            self.sort_box.addItem(text, column)
        for column, text in ((1, self.tr("Type")), (4, self.tr("Progress")), (8, self.tr("Score"))):
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
            (self.tr("Sort &by:"), self.sort_box),
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
        self.replay_button = QPushButton(self.tr("&Replay"))
        self.delete_button = QPushButton(self.tr("&Delete"))
        self.undelete_button = QPushButton(self.tr("&Undo Delete"))
        self.print_button = QPushButton(self.tr("&Print..."))
        buttons = (
            self.open_button,
            self.replay_button,
            self.delete_button,
            self.undelete_button,
            self.print_button,
        )
        for button in buttons:
            box.addButton(button, QDialogButtonBox.ButtonRole.ActionRole)
        self._start_buttons(box)
        self.print_button.clicked.connect(self.print_asked)
        self.open_button.clicked.connect(self._on_open_button_clicked)
        self.replay_button.clicked.connect(self._on_replay_button_clicked)
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
        model = self.model
        model.type_name = str(self.type_box.currentData() or "")
        model.status = str(self.status_box.currentData() or "")
        column = int(self.sort_box.currentData() or 6)
        order = Qt.SortOrder.AscendingOrder if column == 1 else Qt.SortOrder.DescendingOrder
        header = self.table.horizontalHeader()
        header.blockSignals(True)
        header.setSortIndicator(column, order)
        header.blockSignals(False)
        model.sort(column, order)
        if self.tabs.currentWidget() is self.stats:
            self._show_statistics()
        text = self.tr("%n game(s)", "", model.total)
        if model.skipped:
            text += " " + self.tr("(%n could not be read and were skipped)", "", len(model.skipped))
        self.summary.setText(text)
        self.undelete_button.setEnabled(bool(self.deleted))
        self.print_button.setEnabled(model.rowCount() > 0)
        empty = model.total == 0 and not model.type_name and not model.status
        self.welcome.setVisible(empty and self.starts is not None)
        if model.rowCount():
            self.table.selectRow(0)
            self.table.setFocus()
        elif empty and self.starts is not None:
            self.sample_button.setFocus()  # nothing to open: the way in has the keyboard
        else:
            self.table.setFocus()

    def _show_statistics(self) -> None:
        games, _ = self.library.games()
        self.stats.show_games(games)

    def _on_tab_changed(self, _index: int) -> None:
        if self.tabs.currentWidget() is self.stats:
            self._show_statistics()  # read only when asked: it reads every game

    def _on_sort_indicator_changed(self, column: int, order: Qt.SortOrder) -> None:
        self.model.sort(column, order)
        if self.model.rowCount():
            self.table.selectRow(0)

    def status_text(self, status: str) -> str:
        """The player's words for a game's status."""
        if status == records.SOLVED:
            return self.tr("Solved")
        if status == records.SOLVED_WITH_HELP:
            return self.tr("Solved with help")
        return self.tr("In progress")

    # -- actions -----------------------------------------------------------------------------
    def selected_id(self) -> int | None:
        """The id of the selected game (the current one of several), or None."""
        rows = self.table.selectionModel().selectedRows()
        current = self.table.currentIndex()
        if any(row.row() == current.row() for row in rows):
            return _id_of(current.siblingAtColumn(0))
        return _id_of(rows[0]) if rows else None

    def selected_ids(self) -> list[int]:
        """The ids of every selected game, in the table's order."""
        rows = sorted(self.table.selectionModel().selectedRows(), key=lambda index: index.row())
        return [game_id for game_id in map(_id_of, rows) if game_id is not None]

    def _on_table_activated(self, index: QModelIndex) -> None:
        self._open(_id_of(index))

    def _on_open_button_clicked(self) -> None:
        self._open(self.selected_id())

    def _open(self, game_id: int | None) -> None:
        if game_id is not None and self.library.open_game(game_id):
            self.close()

    def _on_replay_button_clicked(self) -> None:
        game_id = self.selected_id()
        if game_id is not None:
            self.replay(game_id)

    def replay(self, game_id: int) -> ReplayDialog | None:
        """Open the Replay window on a game (None, said in the summary line, if it cannot be
        read back)."""
        library = self.library.library
        try:
            record = library.game(game_id)
            steps = library.steps(game_id)
            ptype = registry.get(record.type_name)
            puzzle, _ = ptype.parse(record.puzzle_text)
            dialog = ReplayDialog(
                ptype, puzzle, steps[: record.undo_index], record.status != records.IN_PROGRESS,
                self,
            )  # fmt: skip
        except Exception as err:  # a damaged game: said, never a failure of the window
            text = self.tr("This game cannot be replayed: %1")
            self.summary.setText(text.replace("%1", one_line(str(err))))
            return None
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()
        return dialog

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


PROGRESS_WORDS = (
    QT_TRANSLATE_NOOP("GamesDialog", "Complete"),
    QT_TRANSLATE_NOOP("GamesDialog", "%1%"),
)
"""The progress column's words, marked for lupdate: the model says them through _text, which
lupdate cannot see through (so they would leave the .ts as obsolete)."""


def _text(word: str) -> str:
    """The dialog's words for a status or for progress (the dialog's translation context)."""
    translated = {
        records.SOLVED: "Solved",
        records.SOLVED_WITH_HELP: "Solved with help",
        records.IN_PROGRESS: "In progress",
    }.get(word, word)
    return QCoreApplication.translate("GamesDialog", translated)


def _score(score: float | None) -> str:
    """The difficulty score as the side panel shows it, blank until worked out."""
    return "" if score is None else f"{score:.2f}"


def _id_of(index: QModelIndex | QPersistentModelIndex) -> int | None:
    value = index.data(ID_ROLE)
    return value if isinstance(value, int) else None


def type_title(name: str) -> str:
    """The type's title in the player's language (the stored name if the type is unknown)."""
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

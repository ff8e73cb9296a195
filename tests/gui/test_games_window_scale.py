"""The Games window reads the library a page at a time, sorts and filters in SQL, and draws a
thumbnail only for the rows on screen, from the board stored with each game."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from puzzlegui.core.formats.loader import read_board
from puzzlegui.gui.dialogs import games
from puzzlegui.library import records
from tests.library.many_games import many_games

from .test_library import LOGI5, recording_window

COUNT = 3000


@pytest.fixture
def drawn(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """The ids of the games whose thumbnail was drawn."""
    ids: list[int] = []
    real = games.GamesModel._draw

    def counting(self: games.GamesModel, record: records.GameRecord) -> object:
        ids.append(record.id)
        return real(self, record)

    monkeypatch.setattr(games.GamesModel, "_draw", counting)
    return ids


def test_the_games_window_reads_a_page_and_draws_only_rows_on_screen(
    qtbot: QtBot, library_file: Path, drawn: list[int]
) -> None:
    many_games(library_file, LOGI5, COUNT)
    window = recording_window(qtbot)
    dialog = window.library_commands.show_games()
    qtbot.waitExposed(dialog)
    model = dialog.model
    assert model.total == COUNT
    assert model.rowCount() == games.PAGE_ROWS  # not every game
    qtbot.waitUntil(lambda: len(drawn) > 0)  # painted
    visible = dialog.table.viewport().height() // (games.THUMB_PX + 8) + 2
    assert len(set(drawn)) <= visible
    dialog.table.scrollToBottom()  # the view fetches more as it scrolls
    qtbot.waitUntil(lambda: model.rowCount() > games.PAGE_ROWS)
    assert len(set(drawn)) <= 3 * visible + games.PAGE_ROWS // 10


def test_sorting_and_filtering_are_done_in_sql(qtbot: QtBot, library_file: Path) -> None:
    many_games(library_file, LOGI5, COUNT)
    window = recording_window(qtbot)
    dialog = window.library_commands.show_games()
    model = dialog.model
    dialog.table.horizontalHeader().setSortIndicator(5, Qt.SortOrder.DescendingOrder)  # time
    times = [model.index(r, 5).data(games.SORT_ROLE) for r in range(model.rowCount())]
    assert times == sorted(times, reverse=True)
    assert times[0] == max((i * 7919) % 100_000 for i in range(1, COUNT + 1))
    dialog.status_box.setCurrentIndex(dialog.status_box.findData(records.SOLVED))
    assert model.total == COUNT // 3
    assert all(
        model.index(r, 7).data(games.SORT_ROLE) == records.SOLVED for r in range(model.rowCount())
    )


def test_an_old_game_without_a_stored_board_gets_one_when_shown(
    qtbot: QtBot, library_file: Path
) -> None:
    many_games(library_file, LOGI5, 5, snapshots=False)
    window = recording_window(qtbot)
    dialog = window.library_commands.show_games()
    qtbot.waitExposed(dialog)
    model = dialog.model
    model.index(0, 0).data(Qt.ItemDataRole.DecorationRole)
    first = model.record(0)
    assert first is not None
    stored = window.library.library.snapshot(first.id)
    assert stored is not None
    assert "1" in stored
    board = read_board(LOGI5)
    state = board.ptype.apply(board.state, board.ptype.parse_move("r1c1=1"))
    share = board.ptype.progress(board.puzzle, state)
    assert model.index(0, 4).data() == f"{int(100 * share)}%"  # from the rebuilt board

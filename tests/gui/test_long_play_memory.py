"""Long play keeps memory bounded (docs/reliability.md, "Memory over long play"): switching games
again and again leaves no widget, session, thread or thumbnail behind, and the Games window's
thumbnail cache keeps one thumbnail per game, never more than its bound."""

from __future__ import annotations

import dataclasses
import gc
from collections import Counter
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QObject, QThread
from PySide6.QtWidgets import QApplication, QStyleOptionViewItem
from pytestqt.qtbot import QtBot

from puzzlegui.gui.boards import BoardView
from puzzlegui.gui.dialogs import games
from puzzlegui.gui.main_window import PlayerWindow
from puzzlegui.gui.session import GameSession
from tests.library.many_games import many_games

from .helpers import click, view_of
from .test_library import LOGI5, recording_window
from .test_play import TYPES, first_board

ROUNDS = 4
"""Rounds of switching through the five types; the counts after the first must hold."""


def live_counts(window: PlayerWindow) -> Counter[str]:
    """What the window holds now, once deferred deletes ran and the collector collected."""
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    gc.collect()
    counts: Counter[str] = Counter()
    counts["qobjects"] = len(window.findChildren(QObject))
    counts["threads"] = len(window.findChildren(QThread))
    counts["windows"] = len(QApplication.topLevelWidgets())
    counts["sessions"] = sum(isinstance(o, GameSession) for o in gc.get_objects())
    counts["views"] = sum(isinstance(o, BoardView) for o in gc.get_objects())
    dialog = window.library_commands.dialog
    counts["thumbnails"] = len(dialog.model._looks) if dialog is not None else 0
    return counts


def play_a_round(qtbot: QtBot, window: PlayerWindow) -> None:
    """Each type's first board opened, a move, a hint, the Games window opened and closed."""
    for name in TYPES:
        assert window.files.open_path(first_board(name), remember=False)
        view = view_of(window)
        click(qtbot, view, view.cell_center((0, 0)))
        window.hints.ask()
        dialog = window.library_commands.show_games()
        qtbot.waitExposed(dialog)
        dialog.close()
    qtbot.waitUntil(lambda: not window.jobs.busy, timeout=20000)


@pytest.mark.slow
def test_switching_games_again_and_again_keeps_what_the_window_holds(qtbot: QtBot) -> None:
    window = recording_window(qtbot)
    play_a_round(qtbot, window)
    first = live_counts(window)
    for _ in range(ROUNDS - 1):
        play_a_round(qtbot, window)
    last = live_counts(window)
    assert last["sessions"] == 1
    assert last["views"] == 1
    assert last["thumbnails"] <= len(TYPES)  # one per game, though each was saved again
    for what in ("qobjects", "threads", "windows"):
        # A background job may be between its start and its end at either count.
        assert last[what] <= first[what] + 8, (what, first, last)


def test_a_game_saved_again_keeps_one_thumbnail(
    qtbot: QtBot, library_file: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    many_games(library_file, LOGI5, 3)
    window = recording_window(qtbot)
    model = window.library_commands.show_games().model
    drawn: list[int] = []
    real = games.GamesModel._draw
    monkeypatch.setattr(
        games.GamesModel,
        "_draw",
        lambda self, record: drawn.append(record.version) or real(self, record),
    )
    record = model.record(0)
    assert record is not None
    for version in range(record.version, record.version + 10):
        model.look(dataclasses.replace(record, version=version))
        model.look(dataclasses.replace(record, version=version))  # the same version: cached
    assert drawn == list(range(record.version, record.version + 10))
    assert [key for key in model._looks if key == record.id] == [record.id]
    assert model._looks[record.id][0] == record.version + 9


def test_the_thumbnail_cache_keeps_at_most_its_bound(
    qtbot: QtBot, library_file: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(games, "CACHED_LOOKS", 7)
    many_games(library_file, LOGI5, 30)
    window = recording_window(qtbot)
    model = window.library_commands.show_games().model
    records = [model.record(row) for row in range(model.rowCount())]
    shown = [record for record in records if record is not None]
    assert len(shown) == 30
    for record in shown:
        model.look(record)
    assert len(model._looks) == 7
    assert list(model._looks) == [record.id for record in shown[-7:]]  # the last shown stay


def test_thumbnails_are_painted_without_handing_qt_an_icon(
    qtbot: QtBot, library_file: Path
) -> None:
    """An icon made of the pixmap at every paint left a copy in Qt's pixmap cache each time
    the window opened; the delegate paints the pixmap itself."""
    many_games(library_file, LOGI5, 3)
    window = recording_window(qtbot)
    dialog = window.library_commands.show_games()
    qtbot.waitExposed(dialog)
    table = dialog.table
    delegate = table.itemDelegateForColumn(0)
    assert isinstance(delegate, games.ThumbnailDelegate)
    option = QStyleOptionViewItem()
    delegate.initStyleOption(option, dialog.model.index(1, 0))
    assert option.icon.isNull()
    assert not option.features & QStyleOptionViewItem.ViewItemFeature.HasDecoration
    box = table.visualRect(dialog.model.index(1, 0))  # not the selected row
    image = table.viewport().grab(box).toImage()
    colours = {image.pixel(x, y) for x in range(image.width()) for y in range(image.height())}
    assert len(colours) > 2  # the board's lines and digits, not a plain cell

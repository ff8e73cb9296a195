"""The side panel's source line and the Recent Games menu read the same on every route back to a
game: Alt+Left, Recent Games, the Games window and the next start; a puzzle of the day is kept as
one, not as a new puzzle; sizes read width x height."""

from __future__ import annotations

import datetime

from PySide6.QtGui import QAction
from pytestqt.qtbot import QtBot

from puzzlegui.core import presets, registry
from puzzlegui.core.model import GenerateOptions
from puzzlegui.gui.main_window import PlayerWindow

from .helpers import BOARDS, DialogRun
from .test_library import recording_window, saved

SHIKAKU = BOARDS / "shikaku" / "01-easy-7x7.puzzle"


def source_text(window: PlayerWindow) -> str:
    return window.side_panel.source_label.text()


def make(qtbot: QtBot, window: PlayerWindow, name: str, options: GenerateOptions) -> str:
    """Start a new puzzle of `options` with a fixed seed; the source line it shows."""
    with qtbot.waitSignal(window.game_started, timeout=60000):
        window.assist.new_puzzle(name, options, 5, False)
    saved(qtbot, window)
    return source_text(window)


def test_the_source_line_comes_back_on_every_route(
    qtbot: QtBot, new_puzzle_runs: list[DialogRun]
) -> None:
    window = recording_window(qtbot)
    made = make(qtbot, window, "logi5", GenerateOptions(5, 5, "easy"))
    assert "5" in made
    assert made.strip()
    made_id = window.library.current.id if window.library.current else None
    assert window.files.open_path(SHIKAKU)
    saved(qtbot, window)
    assert source_text(window) == SHIKAKU.name
    window.library_commands.previous.trigger()  # Alt+Left
    assert source_text(window) == made
    assert window.files.open_path(SHIKAKU)
    menu = window.library_commands.recent_menu
    menu.aboutToShow.emit()
    entry = next(a for a in menu.actions() if a.data() == made_id)
    menu.triggered.emit(entry)
    assert source_text(window) == made
    assert window.files.open_path(SHIKAKU)
    saved(qtbot, window)
    assert made_id is not None
    assert window.library.open_game(made_id)
    assert source_text(window) == made
    saved(qtbot, window)
    window.close()  # the player quits; the next start resumes the last game, with its line
    again = recording_window(qtbot)
    assert again.library.resume_last()
    assert source_text(again) == made


def test_a_puzzle_of_the_day_is_kept_as_one(qtbot: QtBot, new_puzzle_runs: list[DialogRun]) -> None:
    window = recording_window(qtbot)
    day = datetime.date(2026, 11, 27)
    with qtbot.waitSignal(window.game_started, timeout=60000):
        window.new_game_menus.open_daily("logi5", day)
    saved(qtbot, window)
    record = window.library.current
    assert record is not None
    assert record.source.details["daily"] == "2026-11-27"
    assert record.source.text == "Puzzle of the day, 2026-11-27"
    assert source_text(window) == "Puzzle of the day, 2026-11-27"
    assert window.files.open_path(SHIKAKU)
    window.library_commands.previous.trigger()
    assert source_text(window) == "Puzzle of the day, 2026-11-27"
    options = presets.daily_options(registry.get("logi5"))
    assert record.source.details["difficulty"] == options.difficulty


def test_recent_games_name_the_type_and_read_width_by_height(
    qtbot: QtBot, new_puzzle_runs: list[DialogRun]
) -> None:
    window = recording_window(qtbot)
    make(qtbot, window, "shikaku", GenerateOptions(6, 9, "easy"))  # 6 rows, 9 columns
    record = window.library.current
    assert record is not None
    assert (record.rows, record.cols) == (6, 9)
    assert record.size_text == "9x6"
    assert window.files.open_path(SHIKAKU)
    saved(qtbot, window)
    menu = window.library_commands.recent_menu
    menu.aboutToShow.emit()
    texts = [a.text() for a in menu.actions() if isinstance(a, QAction) and a.data() == record.id]
    assert texts
    assert texts[0].startswith("Shikaku 9 x 6 - ")
    assert "shikaku" not in texts[0]

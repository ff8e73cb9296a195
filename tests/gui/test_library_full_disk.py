"""A full disk loses nothing silently: while saves fail, closing the window says how many moves
are unsaved and offers to keep trying, to save the game to a file, or to quit anyway."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from PySide6.QtCore import QObject, Qt
from pytestqt.qtbot import QtBot

from puzzlegui.core.formats.loader import read_board
from puzzlegui.gui import library_controller, message
from puzzlegui.gui.main_window import PlayerWindow

from .test_library import LOGI5, recording_window, saved, type_digit


def disk_full(_name: str) -> None:
    raise sqlite3.OperationalError("database or disk is full")


SAID: list[str] = []


@pytest.fixture(autouse=True)
def _record_what_is_said(monkeypatch: pytest.MonkeyPatch) -> None:
    SAID.clear()
    info = message.info

    def recording(origin: QObject, text: str, ms: int = message.STATUS_MS) -> None:
        SAID.append(text)
        info(origin, text, ms)

    monkeypatch.setattr(message, "info", recording)


def play_on_a_full_disk(qtbot: QtBot) -> PlayerWindow:
    window = recording_window(qtbot)
    said = SAID
    assert window.files.open_path(LOGI5)
    saved(qtbot, window)
    window.library.library.fault = disk_full
    for cell, key in (((0, 0), Qt.Key.Key_1), ((0, 3), Qt.Key.Key_3), ((1, 1), Qt.Key.Key_2)):
        type_digit(qtbot, window, cell, key)
    qtbot.waitUntil(lambda: any("Cannot save to the game library" in line for line in said))
    qtbot.waitUntil(lambda: not window.library._pending.isActive())
    assert window.library.unsaved_moves() == 3
    return window


@pytest.fixture
def asked() -> list[tuple[int, str]]:
    """What the close asked: (moves unsaved, why)."""
    return []


def close_answering(
    monkeypatch: pytest.MonkeyPatch,
    window: PlayerWindow,
    answers: list[str],
    asked: list[tuple[int, str]],
) -> None:
    """Close `window`, answering the unsaved moves question with `answers` in turn."""

    def ask(_parent: object, count: int, why: str) -> str:
        asked.append((count, why))
        return answers.pop(0)

    monkeypatch.setattr(library_controller, "ask_unsaved", ask)
    window.close()


@pytest.mark.slow
def test_keep_trying_keeps_the_window_and_the_retry_saves_every_move(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, asked: list[tuple[int, str]]
) -> None:
    window = play_on_a_full_disk(qtbot)
    close_answering(monkeypatch, window, ["retry"], asked)
    assert window.isVisible()
    assert asked == [(3, "database or disk is full")]
    window.library.library.fault = None  # space was freed
    monkeypatch.setattr(library_controller, "ask_unsaved", lambda *_: pytest.fail("asked"))
    qtbot.waitUntil(lambda: window.library.unsaved_moves() == 0, timeout=15_000)
    record = window.library.current
    assert record is not None
    steps = window.library.library.steps(record.id)
    assert [m for s in steps for m in s.moves] == ["r1c1=1", "r1c4=3", "r2c2=2"]
    window.close()
    assert not window.isVisible()


def test_save_to_a_file_keeps_the_moves_and_closes(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, asked: list[tuple[int, str]], tmp_path: Path
) -> None:
    window = play_on_a_full_disk(qtbot)
    chosen = [tmp_path / "no-such-folder" / "game.txt", tmp_path / "game.txt"]
    monkeypatch.setattr(library_controller, "ask_save_path", lambda _parent: chosen.pop(0))
    close_answering(monkeypatch, window, ["file", "file"], asked)
    assert not window.isVisible()
    assert [count for count, _ in asked] == [3, 3]  # the first file could not be written
    board = read_board(tmp_path / "game.txt")
    moves = board.ptype.moves_to(board.puzzle, board.state)
    assert sorted(str(m) for m in moves) == ["r1c1=1", "r1c4=3", "r2c2=2"]


def test_quit_anyway_closes(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, asked: list[tuple[int, str]]
) -> None:
    window = play_on_a_full_disk(qtbot)
    close_answering(monkeypatch, window, ["quit"], asked)
    assert not window.isVisible()
    assert len(asked) == 1


def test_closing_with_everything_saved_asks_nothing(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = recording_window(qtbot)
    assert window.files.open_path(LOGI5)
    type_digit(qtbot, window, (0, 0), Qt.Key.Key_1)
    monkeypatch.setattr(library_controller, "ask_unsaved", lambda *_: pytest.fail("asked"))
    window.close()
    assert not window.isVisible()


def test_closing_with_moves_kept_only_in_memory_asks_too(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, asked: list[tuple[int, str]], tmp_path: Path
) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("x")  # no library can be made here, even by root: games kept in memory
    monkeypatch.setattr(library_controller, "library_path", lambda: blocker / "games.sqlite3")
    library_controller.close_libraries()
    window = recording_window(qtbot)
    assert window.library.library.in_memory
    assert window.files.open_path(LOGI5)
    type_digit(qtbot, window, (0, 0), Qt.Key.Key_1)
    saved(qtbot, window)
    close_answering(monkeypatch, window, ["retry"], asked)
    assert window.isVisible()
    assert len(asked) == 1
    assert asked[0][0] == 1
    assert "cannot be written" in asked[0][1]

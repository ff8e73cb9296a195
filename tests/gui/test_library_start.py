"""Starting the player never fails on damaged data: the database or the old autosave is set
aside with a timestamp, one line says so, and play starts; a killed player loses no move; closing
during a slow Solve exits at once without Qt's thread abort."""

from __future__ import annotations

import json
import random
import sqlite3
import subprocess
import sys
import textwrap
import time
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu
from pytestqt.qtbot import QtBot

from puzzlegui.gui import launch
from puzzlegui.gui.dialogs import prompts
from puzzlegui.gui.files import first_board
from puzzlegui.gui.launch import build_window
from puzzlegui.library.store import open_library
from tests.library.damage import from_the_future

from .helpers import BOARDS, ROOT
from .processes import private_env

LOGI5 = BOARDS / "logi5" / "01-easy-5x5.puzzle"


def _library_with_a_game(path: Path) -> int:
    """A library holding one game of LOGI5 (made by a player window); its id."""
    from puzzlegui.gui.main_window import PlayerWindow

    window = PlayerWindow()
    assert window.files.open_path(LOGI5)
    assert window.session is not None
    window.session.apply_text("r1c1=1")
    window.library.save_now()
    assert window.library.current is not None
    game_id = window.library.current.id
    window.close()  # and gone with this function: deleteLater would hold it until a loop runs
    return game_id


def garbage(path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"\x00garbage\xff" * 500)


def truncated(path: Path) -> None:
    _library_with_a_game(path)
    from puzzlegui.gui import library_controller

    library_controller.close_libraries()
    data = path.read_bytes()
    path.write_bytes(data[:1000])
    for companion in path.parent.glob("*-wal"):
        companion.unlink()


def _damage_row(sql: str, value: object) -> Callable[[Path], None]:
    def damage(path: Path) -> None:
        game_id = _library_with_a_game(path)
        from puzzlegui.gui import library_controller

        library_controller.close_libraries()
        conn = sqlite3.connect(path)
        conn.execute(sql, (value, game_id))
        conn.commit()
        conn.close()

    return damage


DAMAGE = {
    "garbage": garbage,
    "truncated": truncated,
    "future schema": from_the_future,
    "row of bad JSON": _damage_row("UPDATE games SET source_details = ? WHERE id = ?", "{bad"),
    "5000-digit number": _damage_row("UPDATE games SET elapsed_ms = ? WHERE id = ?", "9" * 5000),
    "deep nesting": _damage_row("UPDATE steps SET moves = ? WHERE game_id = ?", "[" * 100_000),
    "a move off the board": _damage_row(
        "UPDATE steps SET moves = ? WHERE game_id = ?", '["r9c9=1"]'
    ),
}


@pytest.mark.slow
@pytest.mark.parametrize("name", list(DAMAGE))
def test_a_damaged_library_never_stops_the_start(
    qtbot: QtBot, library_file: Path, name: str
) -> None:
    path = library_file
    DAMAGE[name](path)
    files_before = {p.name: p.read_bytes() for p in path.parent.iterdir() if p.is_file()}
    window = build_window(None)
    qtbot.addWidget(window)
    said = window.statusBar().currentMessage()
    assert said, "the damage must be said"
    assert "\n" not in said
    kept = {p.name: p.read_bytes() for p in path.parent.iterdir() if p.is_file()}
    if name in ("garbage", "truncated", "future schema"):
        (aside,) = [n for n in kept if n.startswith("games.sqlite3.") and not n.endswith("shm")]
        assert kept[aside] == files_before["games.sqlite3"]
        assert aside.split(".")[-1].split("-")[0] in ("damaged", "newer")
    else:  # one bad row: reported, still in the file
        conn = sqlite3.connect(path)
        assert conn.execute("SELECT count(*) FROM games WHERE id = 1").fetchone()[0] == 1
    assert window.session is not None or window.library_commands.dialog is not None


def test_a_game_whose_steps_do_not_replay_starts_afresh_once_and_is_kept(
    qtbot: QtBot, library_file: Path
) -> None:
    DAMAGE["a move off the board"](library_file)
    window = build_window(None, resume=False)
    qtbot.addWidget(window)
    assert window.files.open_path(LOGI5)
    assert "r9c9" in window.statusBar().currentMessage()  # said, in one line
    assert window.session is not None
    assert window.session.history == []  # afresh: the damaged steps are not played
    window.session.apply_text("r2c2=2")
    window.library.save_now()
    assert window.files.open_path(LOGI5)  # again: the new game resumes, nothing more to say
    assert window.session.history[-1].moves == ("r2c2=2",)
    assert "r9c9" not in window.statusBar().currentMessage()
    conn = sqlite3.connect(library_file)
    rows = conn.execute("SELECT id, identity, deleted FROM games ORDER BY id").fetchall()
    assert [row[0] for row in rows] == [1, 2]  # the old row kept, aside: hidden, never purged
    assert rows[0][1].endswith(":kept-1")
    assert rows[0][2] is not None
    assert conn.execute("SELECT moves FROM steps WHERE game_id = 1").fetchone() == ('["r9c9=1"]',)


AUTOSAVES = {
    "type 5": '{"type": 5}',
    "board [1,2]": '{"type": "logi5", "board": [1, 2]}',
    "elapsed 1e400": '{"type": "logi5", "board": %s, "moves": [], "elapsed_ms": 1e400}',
    "100 000 nested [": "[" * 100_000,
    "truncated": '{"type": "logi5", "board": "logi5 5\nA A',
    "moves a number": '{"type": "logi5", "board": %s, "moves": 3}',
}


@pytest.mark.slow
@pytest.mark.parametrize("name", list(AUTOSAVES))
def test_a_damaged_autosave_is_kept_aside_and_said(
    qtbot: QtBot, library_file: Path, name: str
) -> None:
    autosave = library_file.with_name("autosave.json")
    autosave.parent.mkdir(parents=True, exist_ok=True)
    text = AUTOSAVES[name]
    if "%s" in text:
        text = text % json.dumps(LOGI5.read_text())
    autosave.write_text(text)
    window = build_window(None)
    qtbot.addWidget(window)
    (aside,) = autosave.parent.glob("autosave.json.damaged-*")
    assert aside.read_text() == text
    said = window.statusBar().currentMessage()
    assert "could not be read" in said
    assert "\n" not in said
    assert window.session is not None  # the first start: a sample to play


def test_the_first_start_opens_a_sample_to_play_with_the_games_one_key_away(
    qtbot: QtBot, library_file: Path, artifacts: Path
) -> None:
    window = build_window(None)
    qtbot.addWidget(window)
    assert window.session is not None
    assert window.session.path == first_board()
    assert window.library_commands.dialog is None
    assert "(Ctrl+G)" in window.statusBar().currentMessage()
    window.show()
    qtbot.waitExposed(window)
    assert window.board_view is not None
    window.grab().save(str(artifacts / "first-start.png"))
    (games,) = [a for a in window.findChildren(QAction) if a.shortcut() == QKeySequence("Ctrl+G")]
    games.trigger()  # what the key does (offscreen windows get no shortcut events)
    dialog = window.library_commands.dialog
    assert dialog is not None
    qtbot.waitUntil(dialog.isVisible)
    dialog.close()


def test_a_second_start_with_no_game_to_resume_shows_the_games_window(
    qtbot: QtBot, library_file: Path
) -> None:
    first = build_window(None)
    qtbot.addWidget(first)
    assert first.session is not None
    first.library.save_now()
    second = build_window(None, resume=False)
    qtbot.addWidget(second)
    assert second.library_commands.dialog is not None  # the library holds a game now


@pytest.fixture
def no_sample(monkeypatch: pytest.MonkeyPatch) -> None:
    """No sample board to open: the first start shows the Games window with its way in."""
    monkeypatch.setattr(launch, "first_board", lambda: None)


@pytest.mark.usefixtures("no_sample")
def test_the_first_start_shows_the_games_window_with_a_way_in(
    qtbot: QtBot, library_file: Path
) -> None:
    window = build_window(None)
    qtbot.addWidget(window)
    dialog = window.library_commands.dialog
    assert dialog is not None
    assert window.session is None
    qtbot.waitUntil(dialog.isVisible)
    assert dialog.welcome.isVisible()
    assert dialog.focusWidget() is dialog.sample_button  # the keyboard starts on the way in
    menu = dialog.sample_button.menu()
    assert menu is window.actions_.samples_menu
    menu.aboutToShow.emit()  # filled when shown
    sample = next(a for m in menu.findChildren(QMenu) for a in m.actions() if a.data())
    sample.trigger()
    assert window.session is not None
    assert not dialog.isVisible()
    games, _ = window.library.games()
    assert len(games) == 1  # the sample is kept as the first game
    window.library_commands.show_games()
    assert not dialog.welcome.isVisible()  # a game to open now: no welcome


@pytest.mark.usefixtures("no_sample")
def test_new_puzzle_from_the_first_games_window(
    qtbot: QtBot, library_file: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = build_window(None)
    qtbot.addWidget(window)
    dialog = window.library_commands.dialog
    assert dialog is not None
    shown: list[object] = []
    monkeypatch.setattr(prompts, "run_dialog", lambda d: shown.append(d) or False)  # Cancel
    qtbot.mouseClick(dialog.new_button, Qt.MouseButton.LeftButton)
    assert [type(d).__name__ for d in shown] == ["NewPuzzleDialog"]
    assert not dialog.isVisible()


def test_a_good_autosave_is_imported_once_and_resumed(qtbot: QtBot, library_file: Path) -> None:
    autosave = library_file.with_name("autosave.json")
    autosave.parent.mkdir(parents=True, exist_ok=True)
    data = {"type": "logi5", "board": LOGI5.read_text(), "moves": ["r1c1=1"], "elapsed_ms": 5000}
    autosave.write_text(json.dumps(data))
    window = build_window(None)
    qtbot.addWidget(window)
    assert window.session is not None
    assert window.session.moves() == ["r1c1=1"]
    assert list(autosave.parent.glob("autosave.json.imported-*"))
    assert not autosave.exists()


DRIVER = textwrap.dedent(
    """
    import sys
    from PySide6.QtCore import QTimer
    from puzzlegui.gui.app import create_application
    from puzzlegui.gui.launch import build_window

    app = create_application(sys.argv[:1])
    window = build_window(sys.argv[1] if len(sys.argv) > 1 else None)
    window.show()

    def report():
        stack = window.session.undo_stack
        print("GAME", " ".join(window.session.moves()), stack.index(), stack.count(), flush=True)

    def play():
        if len(sys.argv) > 1:  # first run: moves, an undo; reported once they are written
            window.library.saved.connect(report)
            for move in ("r1c1=1", "r1c4=3", "r2c2=2"):
                window.session.apply_text(move)
            window.session.undo()
        else:  # second run: what was resumed, then the undone step redone
            report()
            window.session.redo()
            report()
            app.quit()

    QTimer.singleShot(0, play)
    app.exec()
    """
)


def run_player(tmp_path: Path, *args: str) -> subprocess.Popen[str]:
    env = private_env(tmp_path)
    return subprocess.Popen(
        [sys.executable, "-c", DRIVER, *args],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
    )


def read_game(process: subprocess.Popen[str]) -> list[str]:
    assert process.stdout is not None
    for line in process.stdout:
        if line.startswith("GAME"):
            return line.split()[1:]
    raise AssertionError("the player printed no game")


@pytest.mark.slow
@pytest.mark.skipif(sys.platform == "win32", reason="kill() is not SIGKILL on Windows")
def test_a_killed_player_loses_no_move_nor_its_undo_history(tmp_path: Path) -> None:
    with run_player(tmp_path, str(LOGI5)) as first:
        try:
            while read_game(first) != ["r1c1=1", "r1c4=3", "2", "3"]:
                pass
        finally:
            first.kill()  # SIGKILL: only what the library wrote survives
            first.wait(timeout=10)
    with run_player(tmp_path) as second:
        try:
            resumed, redone = read_game(second), read_game(second)
            assert second.wait(timeout=20) == 0
        finally:
            second.kill()
    assert resumed == ["r1c1=1", "r1c4=3", "2", "3"]
    assert redone == ["r1c1=1", "r1c4=3", "r2c2=2", "3", "3"]


CLOSE_DURING_SOLVE = textwrap.dedent(
    """
    import sys, time
    from PySide6.QtCore import QTimer
    from puzzlegui.gui import launch
    from puzzlegui.gui.app import create_application

    launch.install_excepthook()
    if sys.argv[2] == "deaf":  # a search that never looks at its cancel token
        from puzzlegui.core import registry

        def deaf_solve(puzzle, **options):
            end = time.time() + 20
            while time.time() < end:
                pass

        vars(registry.get("shikaku"))["solve"] = deaf_solve
    app = create_application(sys.argv[:1])
    window = launch.build_window(sys.argv[1])
    window.show()

    def close():
        print("BUSY", window.jobs.busy, flush=True)
        print("CLOSING", time.time(), flush=True)
        window.close()

    def solve():
        window.session.apply_text("+r1c1:r1c2")
        window.actions_.solve.trigger()
        QTimer.singleShot(300, close)

    QTimer.singleShot(0, solve)
    launch.finish(app.exec())
    """
)


def slow_shikaku(path: Path) -> Path:
    """A 200x200 Shikaku planted with areas up to 12: the solver needs more than 20 s for it
    (2s on every other cell, the board before, took it 0.35 s: a close 300 ms after Solve
    could come after the answer)."""
    from tests.cli.test_cli_budgets import generators

    board = generators().shikaku_planted(random.Random(1), 12, "areas up to 12")
    path.write_text(board.text)
    return path


@pytest.mark.slow
@pytest.mark.parametrize("solver", ["real", "deaf"])
def test_closing_during_a_slow_solve_exits_at_once_and_keeps_the_game(
    tmp_path: Path, solver: str
) -> None:
    board = slow_shikaku(tmp_path / "slow.txt")
    env = private_env(tmp_path)
    done = subprocess.run(
        [sys.executable, "-c", CLOSE_DURING_SOLVE, str(board), solver],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=60, check=False,
    )  # fmt: skip
    ended = time.time()
    errors = done.stderr
    assert done.returncode == 0, errors
    lines = done.stdout.splitlines()
    assert lines[0] == "BUSY True", done.stdout
    closing = float(lines[1].split()[1])
    assert "Destroyed while thread" not in errors
    assert ended - closing < 1.5, f"{ended - closing:.2f} s from close to exit"
    library, _ = open_library(tmp_path / "data" / "puzzlegui" / "puzzlegui" / "games.sqlite3")
    (record,), _ = library.games()
    assert [s.moves for s in library.steps(record.id)] == [("+r1c1:r1c2",)]


def test_the_start_brings_back_the_games_an_older_player_set_aside(
    qtbot: QtBot, library_file: Path
) -> None:
    """The player's own start (build_window): the games of a `.newer-` aside are merged into
    the library, said in one line; the aside stays."""
    from dataclasses import replace

    from puzzlegui.library.paths import set_aside
    from tests.library.test_asides import older_library
    from tests.library.test_store import STEPS, new_record

    ours, _ = open_library(library_file)
    ours.create(replace(new_record(), identity="kept aside"), STEPS)
    ours.close()
    aside = set_aside(library_file, "newer")  # what an older player did
    older_library(library_file).close()
    window = build_window(None, resume=False)
    qtbot.addWidget(window)
    said = window.statusBar().currentMessage()
    assert "One game that an older puzzlegui had set aside is back" in said, said
    assert aside.name in said
    assert "\n" not in said
    assert aside.exists()
    assert window.library.library.find("kept aside") is not None

"""Autosave: a move survives the player being killed, and the next start resumes it."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from puzzlegui.gui import autosave
from puzzlegui.gui.main_window import PlayerWindow

from .helpers import BOARDS, ROOT, open_window

DRIVER = textwrap.dedent(
    """
    import sys
    from PySide6.QtCore import Qt, QTimer
    from PySide6.QtTest import QTest
    from puzzlegui.gui.app import create_application
    from puzzlegui.gui.launch import build_window

    app = create_application(sys.argv[:1])
    window = build_window(sys.argv[1] if len(sys.argv) > 1 else None)
    window.show()

    def play():
        view = window.board_view
        if len(sys.argv) > 1:  # first run: make one move like a player
            cell = next(
                (r, c) for r in range(view.rows) for c in range(view.cols)
                if not view.session.state.givens[r * view.cols + c]
            )
            QTest.mouseClick(view, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                             view.cell_center(cell).toPoint())
            QTest.keyClick(view, Qt.Key.Key_3)
            print("MOVES", " ".join(window.session.moves()), flush=True)
        else:  # second run: report what was resumed, then leave
            print("MOVES", " ".join(window.session.moves()), flush=True)
            app.quit()

    QTimer.singleShot(0, play)
    app.exec()
    """
)


def run_driver(tmp_path: Path, *args: str) -> subprocess.Popen[str]:
    env = dict(os.environ)
    env.update(
        QT_QPA_PLATFORM="offscreen",
        XDG_DATA_HOME=str(tmp_path / "data"),
        XDG_CONFIG_HOME=str(tmp_path / "config"),
        XDG_RUNTIME_DIR=str(tmp_path),
    )
    return subprocess.Popen(
        [sys.executable, "-c", DRIVER, *args],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
    )


def read_moves(process: subprocess.Popen[str]) -> list[str]:
    assert process.stdout is not None
    for line in process.stdout:
        if line.startswith("MOVES"):
            return line.split()[1:]
    raise AssertionError("the player printed no moves")


@pytest.mark.skipif(sys.platform == "win32", reason="kill() is not SIGKILL on Windows")
def test_a_move_survives_a_kill_and_resumes(tmp_path: Path) -> None:
    board = BOARDS / "logi5" / "01-easy-5x5.txt"
    with run_driver(tmp_path, str(board)) as first:
        try:
            made = read_moves(first)
        finally:
            first.kill()  # no clean shutdown: only what was autosaved survives
            first.wait(timeout=10)
    assert made == ["r1c1=3"]
    with run_driver(tmp_path) as second:
        try:
            resumed = read_moves(second)
            assert second.wait(timeout=20) == 0
        finally:
            second.kill()
    assert resumed == made


def test_the_autosave_keeps_puzzle_moves_time_and_origin(qtbot: QtBot, tmp_path: Path) -> None:
    window = open_window(qtbot, BOARDS / "calcudoku" / "02-easy-4x4.txt")
    session = window.session
    assert session is not None
    session.apply_text("r1c1=2")
    session.apply_text("r2c2+3")
    session.set_elapsed_ms(61_000)
    target = tmp_path / "autosave.json"
    assert autosave.save(session, target)
    saved = autosave.load(target)
    assert saved is not None
    assert saved.kind.name == "calcudoku"
    assert saved.puzzle == session.puzzle
    assert saved.state == session.state
    assert 61_000 <= saved.elapsed_ms < 70_000
    assert saved.path == session.path
    target.write_text("{not json", encoding="utf-8")
    assert autosave.load(target) is None


def test_a_game_solved_with_help_resumes_as_such(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(autosave, "autosave_path", lambda: tmp_path / "autosave.json")
    window = open_window(qtbot, BOARDS / "shikaku" / "01-easy-7x7.txt")
    session = window.session
    assert session is not None
    with qtbot.waitSignal(window.jobs.job_succeeded):
        window.actions_.solve.trigger()
    session.hints_applied = 2
    assert autosave.save(session)
    again = PlayerWindow()
    qtbot.addWidget(again)
    again.autosave_enabled = False
    assert again.resume_saved()
    assert again.session is not None
    assert again.session.solved
    assert again.session.solved_with_help
    assert again.session.hints_applied == 2
    assert "help" in again.side_panel.status_label.text()

"""Driving the real player in tests: open a board, click and drag at cell centres, read pixels."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QColor, QImage
from pytestqt.qtbot import QtBot

from puzzlegui.core.model import Hint
from puzzlegui.gui.boards import BoardView
from puzzlegui.gui.dialogs import prompts
from puzzlegui.gui.dialogs.new_puzzle import NewPuzzleDialog
from puzzlegui.gui.main_window import PlayerWindow
from puzzlegui.gui.session import GameSession

ROOT = Path(__file__).resolve().parents[2]
BOARDS = ROOT / "boards"


def open_window(qtbot: QtBot, path: Path) -> PlayerWindow:
    """A shown main window playing the board at `path` (from its start, no autosave)."""
    window = PlayerWindow()
    window.autosave_enabled = False
    qtbot.addWidget(window)
    assert window.files.open_path(path)
    window.resize(900, 640)
    window.show()
    qtbot.waitExposed(window)
    return window


def open_text(qtbot: QtBot, path: Path, text: str) -> PlayerWindow:
    """A shown main window playing the board `text`, written to `path` first."""
    path.write_text(text, encoding="utf-8")
    return open_window(qtbot, path)


def playing(qtbot: QtBot, path: Path) -> tuple[PlayerWindow, GameSession]:
    """A shown main window playing the board at `path`, and its game."""
    window = open_window(qtbot, path)
    assert window.session is not None
    return window, window.session


def started_by(
    qtbot: QtBot, window: PlayerWindow, trigger: Callable[[], object], timeout: int = 5000
) -> GameSession:
    """The game `trigger` starts in `window` (waited for through `game_started`)."""
    with qtbot.waitSignal(window.game_started, timeout=timeout):
        trigger()
    assert window.session is not None
    return window.session


@dataclass(frozen=True)
class DialogRun:
    """What a run of New Puzzle ended with (not the dialog: a test holding it keeps it alive)."""

    type_name: str
    seed: int | None
    running: bool


def finish_made_puzzles(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> list[DialogRun]:
    """Replace the modal run of New Puzzle by waiting for the puzzle it is making (accepted
    when there is one); the list gets each run."""
    seen: list[DialogRun] = []

    def run_dialog(dialog: NewPuzzleDialog) -> bool:
        if dialog.running:
            qtbot.waitUntil(lambda: dialog.puzzle is not None, timeout=30000)
        seen.append(DialogRun(dialog.selected_type().name, dialog.seed, dialog.running))
        return dialog.puzzle is not None

    monkeypatch.setattr(prompts, "run_dialog", run_dialog)
    return seen


def view_of(window: PlayerWindow) -> BoardView:
    """The window's board view."""
    assert window.board_view is not None
    return window.board_view


def point(p: QPointF) -> QPoint:
    """A widget point for qtbot."""
    return p.toPoint()


def click(
    qtbot: QtBot, view: BoardView, at: QPointF, button: Any = Qt.MouseButton.LeftButton
) -> None:
    """Press and release a mouse button at a point of the board."""
    qtbot.mouseClick(view, button, Qt.KeyboardModifier.NoModifier, point(at))


def drag(
    qtbot: QtBot,
    view: BoardView,
    path: list[QPointF],
    button: Any = Qt.MouseButton.LeftButton,
) -> None:
    """Press at the first point, move through the others, release at the last."""
    qtbot.mousePress(view, button, Qt.KeyboardModifier.NoModifier, point(path[0]))
    for p in path[1:]:
        qtbot.mouseMove(view, point(p))
    qtbot.mouseRelease(view, button, Qt.KeyboardModifier.NoModifier, point(path[-1]))


def grab(view: BoardView, save_as: Path | None = None) -> QImage:
    """The view as an image (saved as PNG when asked)."""
    image = view.grab().toImage()
    if save_as is not None:
        save_as.parent.mkdir(parents=True, exist_ok=True)
        image.save(str(save_as))
    return image


def colour_at(image: QImage, view: BoardView, at: QPointF) -> QColor:
    """The colour of the grabbed image at a widget point (device pixels on high DPI)."""
    ratio = image.devicePixelRatio()
    return image.pixelColor(QPoint(round(at.x() * ratio), round(at.y() * ratio)))


def is_red(colour: QColor) -> bool:
    """Clearly red: the colour violations are painted in."""
    return colour.red() > colour.green() + 50 and colour.red() > colour.blue() + 50


def solution_moves(window: PlayerWindow) -> list[Any]:
    """The moves from the empty board to the solution, from the type's own solver."""
    session = window.session
    assert session is not None
    result = session.ptype.solve(session.puzzle)
    assert result.solution is not None
    return list(session.ptype.moves_to(session.puzzle, result.solution))


def reveal(window: PlayerWindow) -> None:
    """Press Hint again until the hint shown shows its whole step (a hint shows in stages:
    where to look, the rule, the step)."""
    hints = window.hints
    while hints.hint is not None and not hints.waiting and hints.stage < 3:
        window.actions_.hint.trigger()


def shown_hint(qtbot: QtBot, window: PlayerWindow, timeout: int = 5000) -> Hint:
    """Press Hint, wait for its job and reveal the whole step (`reveal`); the hint shown."""
    with qtbot.waitSignal(window.jobs.job_succeeded, timeout=timeout):
        window.actions_.hint.trigger()
    reveal(window)
    hint = window.hints.hint
    assert hint is not None
    return hint

"""Every type played to completion on the real board view with mouse events, a mistake painted
red, undo and redo. The moves come from the type's own solver; the test turns each one into the
clicks, drags or keys a player would use, never into a call on the model."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPointF, Qt
from pytestqt.qtbot import QtBot

from puzzlegui.gui.boards import BoardView
from puzzlegui.gui.main_window import PlayerWindow
from puzzlegui.gui.session import GameSession
from tests.samples import sample_paths

from .helpers import (
    click,
    colour_at,
    drag,
    grab,
    is_red,
    playing,
    solution_moves,
    view_of,
)

DIGIT_KEYS = [getattr(Qt.Key, f"Key_{d}") for d in range(10)]
TYPES = ["hashi", "nurikabe", "shikaku", "calcudoku", "logi5"]


def first_board(name: str) -> Path:
    """The easiest sample board of a type."""
    boards = sample_paths(name)
    assert boards, f"no sample boards of {name}"
    return boards[0]


def playing_first(qtbot: QtBot, name: str) -> tuple[PlayerWindow, GameSession, BoardView]:
    """A shown window playing the type's easiest sample board, its game and its board view."""
    window, session = playing(qtbot, first_board(name))
    return window, session, view_of(window)


def toward(view: BoardView, a: tuple[int, int], b: tuple[int, int]) -> QPointF:
    """A point between a's centre and b's, most of a cell away from a."""
    start, end = view.cell_center(a), view.cell_center(b)
    line = end - start
    length = max(abs(line.x()), abs(line.y()))
    return start + line * (min(length, view.cell_size * 0.9) / length)


def perform(qtbot: QtBot, view: BoardView, name: str, move: Any) -> None:
    """Make one move as a player would, with the mouse and keys."""
    if name in ("calcudoku", "logi5"):
        click(qtbot, view, view.cell_center(move.cell))
        qtbot.keyClick(view, DIGIT_KEYS[move.digit])
    elif name == "shikaku":
        rect = move.rect
        corner = (rect.row + rect.height - 1, rect.col + rect.width - 1)
        drag(qtbot, view, [view.cell_center((rect.row, rect.col)), view.cell_center(corner)])
    elif name == "hashi":
        for _ in range(move.count):
            drag(qtbot, view, [view.cell_center(move.a), toward(view, move.a, move.b)])
    elif name == "nurikabe":
        button = (
            Qt.MouseButton.RightButton if str(move).endswith("+") else Qt.MouseButton.LeftButton
        )
        click(qtbot, view, view.cell_center(move.cell), button)
    else:  # pragma: no cover
        raise AssertionError(name)


@pytest.mark.slow
@pytest.mark.parametrize("name", TYPES)
def test_play_to_completion(qtbot: QtBot, artifacts: Path, name: str) -> None:
    window, session, view = playing_first(qtbot, name)
    grab(view, artifacts / f"{name}-new.png")
    moves = solution_moves(window)
    with qtbot.waitSignal(session.completed, timeout=5000):
        for move in moves:
            perform(qtbot, view, name, move)
    assert session.solved
    assert "Solved" in window.side_panel.status_label.text()
    assert "Solved in" in view.banner  # the celebration shows the time
    window.resize(1000, 720)
    grab(window, artifacts / f"{name}-solved-window.png")
    grab(view, artifacts / f"{name}-solved.png")


def make_mistake(qtbot: QtBot, view: BoardView, name: str) -> list[tuple[int, int]]:
    """Break a rule with the mouse; the cells that must turn red."""
    session = view.session
    puzzle = session.puzzle
    if name in ("calcudoku", "logi5"):
        n, givens = puzzle.n, session.state.givens
        row = next(r for r in range(n) if sum(not givens[r * n + c] for c in range(n)) >= 2)
        cells = [(row, c) for c in range(n) if not givens[row * n + c]][:2]
        for cell in cells:
            click(qtbot, view, view.cell_center(cell))
            qtbot.keyClick(view, DIGIT_KEYS[1])
        return cells
    if name == "shikaku":
        r, c, _ = next(clue for clue in puzzle.clues if clue[2] > 1)
        click(qtbot, view, view.cell_center((r, c)))
        return [(r, c)]
    if name == "hashi":
        r, c, _ = next(i for i in puzzle.islands if i[2] == 1 and (i[0], i[1]) in view.neighbours)
        other = next(iter(view.neighbours[(r, c)].values()))
        for _ in range(2):
            drag(qtbot, view, [view.cell_center((r, c)), toward(view, (r, c), other)])
        return [(r, c)]
    if name == "nurikabe":  # one drag paints a 2x2 pool of wall
        clues = puzzle.clue_at
        r, c = next(
            (r, c)
            for r in range(puzzle.rows - 1)
            for c in range(puzzle.cols - 1)
            if not {(r, c), (r, c + 1), (r + 1, c), (r + 1, c + 1)} & clues.keys()
        )
        block = [(r, c), (r, c + 1), (r + 1, c + 1), (r + 1, c)]
        drag(qtbot, view, [view.cell_center(cell) for cell in block])
        assert session.undo_stack.index() == 1  # the drag is one step
        return block
    raise AssertionError(name)


@pytest.mark.slow
@pytest.mark.parametrize("name", TYPES)
def test_mistake_is_red_and_undo_redo(qtbot: QtBot, artifacts: Path, name: str) -> None:
    window, session, view = playing_first(qtbot, name)
    cells = make_mistake(qtbot, view, name)
    image = grab(view, artifacts / f"{name}-error.png")
    for cell in cells:
        assert is_red(colour_at(image, view, view.cell_center(cell))), cell
    assert session.violations
    steps = session.undo_stack.index()
    wrong = session.state
    for _ in range(steps):
        window.actions_.undo.trigger()
    assert session.state == session.ptype.new_state(session.puzzle)
    assert not session.violations
    for _ in range(steps):
        window.actions_.redo.trigger()
    assert session.state == wrong

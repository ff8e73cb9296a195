"""A move repaints only what it changed: on every type's board, the area the view asks Qt to
repaint after each change holds every pixel the change altered (the board painted only there
looks exactly like the board painted whole), and it is a small part of the board."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtGui import QImage
from pytestqt.qtbot import QtBot

from puzzlegui.gui.boards.base import BoardView
from puzzlegui.gui.move_latency import UpdateCatcher
from puzzlegui.gui.window_hint import HintCommands

from .helpers import playing, view_of
from .stress_boards import BOARDS

SIZE = 12
WRONG = {  # moves that break a rule somewhere else too (errors appear on other cells)
    "shikaku": ["+r1c1:r2c2", "+r1c3:r1c3"],
    "nurikabe": ["r2c2=x", "r2c3=x", "r3c2=x", "r3c3=x", "r3c3=."],
    "hashi": ["r1c1-r1c3=2", "r1c3-r1c5=2", "r1c3-r1c5=0"],
    "logi5": ["r2c1=1", "r2c2=1", "r2c2=0", "r3c3+4", "r3c3-"],
    "calcudoku": ["r2c1=1", "r2c2=1", "r2c2=0", "r3c3+4", "r3c3-"],
}


def whole(view: BoardView) -> QImage:
    """The board painted whole."""
    return view.grab().toImage()


def differ(a: QImage, b: QImage) -> tuple[int, int, int, int]:
    """The box (left, top, right, bottom) of the pixels that differ."""
    points = [
        (x, y)
        for y in range(a.height())
        for x in range(a.width())
        if a.pixel(x, y) != b.pixel(x, y)
    ]
    xs, ys = [x for x, _ in points], [y for _, y in points]
    return min(xs), min(ys), max(xs), max(ys)


def check_step(
    view: BoardView, image: QImage, updates: UpdateCatcher, step: Callable[[], object]
) -> float:
    """Run one change, repaint only the area asked for over the old picture, compare."""
    step()
    region = updates.take()
    view.render(image, region.boundingRect().topLeft(), region)  # the area at its own place
    after = whole(view)
    assert image == after, f"pixels changed outside the repainted area: {differ(image, after)}"
    box = region.boundingRect()
    return box.width() * box.height() / (view.width() * view.height())


@pytest.mark.slow
@pytest.mark.parametrize("name", sorted(BOARDS))
def test_a_move_repaints_exactly_its_cells(
    qtbot: QtBot, tmp_path: Path, name: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The player solves each new board in the background for hints; on these made-up boards
    # that can take long, and it is not what this test is about.
    monkeypatch.setattr(HintCommands, "find_solution", lambda self, session: None)
    text, moves = BOARDS[name](SIZE)
    board = tmp_path / f"{name}.txt"
    board.write_text(text)
    window, session = playing(qtbot, board)
    view = view_of(window)
    image = whole(view)
    updates = UpdateCatcher(view)
    shares, errors = [], 0
    for move in WRONG[name] + moves[20:30]:
        shares.append(check_step(view, image, updates, lambda m=move: session.apply_text(m)))
        errors += len(view.error_cells)
    view.setFocus()
    for step in (
        lambda: view.move_cursor(0, 1),
        lambda: view.mark_wrong(((6, 6),)),
        lambda: session.apply_text(moves[-1]),  # the crosses go with the next change
        lambda: view.move_cursor(1, 0),
    ):
        shares.append(check_step(view, image, updates, step))
    # A hint (rare) repaints the whole board: its moves are drawn too. Pixels still must match.
    check_step(view, image, updates, lambda: view.set_hint(((4, 4),), ((5, 5), (5, 6))))
    check_step(view, image, updates, view.clear_hint)
    assert errors  # the wrong moves made errors to paint

    assert max(shares) < 0.25, shares  # no change repainted a quarter of the board

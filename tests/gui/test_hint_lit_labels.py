"""A hint's see-through light never dims the clues under it: the numbers of lit Shikaku cells and
the labels of lit Calcudoku cages are painted again in ink over it (issue: they read orange on
orange)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, QRectF
from pytestqt.qtbot import QtBot

from .helpers import BOARDS, colour_at, grab, open_window, reveal, view_of

CASES = [
    ("shikaku", "01-easy-7x7.puzzle", (0.3, 0.3, 0.7, 0.7)),
    ("calcudoku", "03-medium-5x5.puzzle", (0.05, 0.02, 0.5, 0.3)),
]
"""(type, board, the part of a lit clue's cell where its number or label is drawn)."""


@pytest.mark.parametrize(("kind", "board", "part"), CASES)
def test_a_lit_clue_keeps_its_ink(
    qtbot: QtBot, artifacts: Path, kind: str, board: str, part: tuple[float, ...]
) -> None:
    window = open_window(qtbot, BOARDS / kind / board)
    for _ in range(3):  # the whole step: its light and its moves
        if window.hints.hint is None:
            with qtbot.waitSignal(window.jobs.job_succeeded):
                window.actions_.hint.trigger()
        else:
            window.actions_.hint.trigger()
    reveal(window)
    view = view_of(window)
    clues = _clue_cells(window, kind) & {*view.highlights, *view.reason_highlights}
    assert clues
    image = grab(view, artifacts / f"hint-{kind}-lit-clue.png")
    ink = view.colours.ink
    for cell in clues:
        box = view.cell_rect(cell)
        left, top, right, bottom = part
        area = QRectF(
            box.left() + box.width() * left,
            box.top() + box.height() * top,
            box.width() * (right - left),
            box.height() * (bottom - top),
        )
        darkest = min(
            (colour_at(image, view, point) for point in _points(area)),
            key=lambda c: c.lightness(),
        )  # the strokes of the number are the darkest pixels there
        assert abs(darkest.lightness() - ink.lightness()) < 40, (cell, darkest.name())


def _clue_cells(window: object, kind: str) -> set[tuple[int, int]]:
    puzzle = window.session.puzzle  # type: ignore[attr-defined]
    if kind == "shikaku":
        return {(r, c) for r, c, _ in puzzle.clues}
    return {cage.cells[0] for cage in puzzle.cages}


def _points(area: QRectF) -> list[QPointF]:
    steps = 20
    return [
        QPointF(area.left() + area.width() * i / steps, area.top() + area.height() * j / steps)
        for i in range(steps + 1)
        for j in range(steps + 1)
    ]

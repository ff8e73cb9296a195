"""A hinted Hashi bridge is drawn from island rim to island rim: the preview line over the
board never crosses the island's number (issue: previewed bridge lines crossed clue digits)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QPointF
from pytestqt.qtbot import QtBot

from puzzlegui.core.hashi.puzzle import SetBridges
from puzzlegui.gui.boards.hashi import ISLAND_RADIUS

from .helpers import BOARDS, colour_at, grab, open_window, shown_hint, view_of


def test_a_hinted_bridge_stops_at_the_islands_rims(qtbot: QtBot, artifacts: Path) -> None:
    window = open_window(qtbot, BOARDS / "hashi" / "01-easy-7x7.puzzle")
    hint = shown_hint(qtbot, window)
    view = view_of(window)
    move = next(m for m in hint.moves if isinstance(m, SetBridges))
    image = grab(view, artifacts / "hint-hashi-rims.png")
    expected = view.hint_ink()
    a, b = view.cell_center(move.a), view.cell_center(move.b)
    unit = (b - a) / max(abs(move.b[0] - move.a[0]), abs(move.b[1] - move.a[1]))
    across = QPointF(unit.y(), unit.x())  # a double bridge's lines lie 0.1 cell either side
    lines = (-0.1, 0.1) if move.count == 2 else (0.0,)

    def is_ink(share: float, line: float) -> bool:
        colour = colour_at(image, view, a + unit * share + across * line)
        return abs(colour.red() - expected.red()) + abs(colour.green() - expected.green()) < 60

    for line in lines:
        assert is_ink(ISLAND_RADIUS + 0.2, line)  # on the link, outside the disc: the preview
        assert not is_ink(0.25, line)  # inside the disc, by the number: no line


def test_a_lit_island_keeps_its_number_in_ink(qtbot: QtBot, artifacts: Path) -> None:
    window = open_window(qtbot, BOARDS / "hashi" / "01-easy-7x7.puzzle")
    shown_hint(qtbot, window)
    view = view_of(window)
    assert view.highlights
    image = grab(view, artifacts / "hint-hashi-numbers.png")
    ink = view.colours.ink
    for cell in view.highlights:
        box = view.cell_rect(cell)
        darkest = min(
            (colour_at(image, view, QPointF(x, y)) for x, y in _grid(box)),
            key=lambda c: c.lightness(),
        )  # the number's strokes are the darkest pixels of the cell
        assert abs(darkest.lightness() - ink.lightness()) < 40, (cell, darkest.name())


def _grid(box: Any) -> list[tuple[float, float]]:
    """Points across the middle of a cell, where its number is drawn."""
    steps = 24
    return [
        (
            box.left() + box.width() * (0.3 + 0.4 * i / steps),
            box.top() + box.height() * (0.3 + 0.4 * j / steps),
        )
        for i in range(steps + 1)
        for j in range(steps + 1)
    ]

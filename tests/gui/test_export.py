"""Export of every type to PNG, SVG and PDF, with and without the solution, drawn by the
player's own board painting; and File > Export / File > Print in the window."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QRectF
from PySide6.QtGui import QColor, QImage, QPainter, QPalette
from pytestqt.qtbot import QtBot

from puzzlegui.core.formats.loader import Board, parse_board, read_board
from puzzlegui.core.model import Cell
from puzzlegui.gui import render, share
from puzzlegui.gui.dialogs import prompts
from puzzlegui.gui.main_window import PlayerWindow

from .helpers import BOARDS, open_window

SAMPLES = {
    "hashi": "01-easy-7x7.puzzle",
    "nurikabe": "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g",  # the samples are being redone
    "shikaku": "01-easy-7x7.puzzle",
    "calcudoku": "01-easy-3x3.puzzle",
    "logi5": "01-easy-5x5.puzzle",
}
SHAPES = {"path", "rect", "circle", "ellipse", "line", "polyline", "polygon"}


def sample(name: str) -> Board:
    """A small board of the type: a bundled one, or a URL."""
    if SAMPLES[name].startswith("https:"):
        return parse_board(SAMPLES[name])
    return read_board(BOARDS / name / SAMPLES[name])


@pytest.fixture(params=sorted(SAMPLES))
def board(request: pytest.FixtureRequest, qapp: Any) -> Board:
    """Each type's small board in turn, with an application to draw it."""
    return sample(request.param)


def clue_and_blank(board: Board) -> tuple[Cell, Cell]:
    """A cell with a clue (an island, a number, a cage's label, a given) and one with none."""
    data: dict[str, Any] = board.ptype.puzzle_to_json(board.puzzle)
    name = board.ptype.name
    if name == "hashi":
        clues = [(r, c) for r, c, _ in data["islands"]]
    elif name in ("nurikabe", "shikaku"):
        clues = [(r, c) for r, c, _ in data["clues"]]
    elif name == "calcudoku":
        clues = [min((r, c) for r, c in cage["cells"]) for cage in data["cages"]]
    else:
        clues = [(r, c) for r, row in enumerate(data["givens"]) for c, v in enumerate(row) if v]
    rows = data.get("rows", data.get("n"))
    cols = data.get("cols", data.get("n"))
    blank = next((r, c) for r in range(rows) for c in range(cols) if (r, c) not in clues)
    return clues[0], blank


def lightness_range(image: QImage, area: QRectF) -> tuple[int, int]:
    """The darkest and lightest pixel in an area of the image."""
    values = [
        image.pixelColor(QPoint(x, y)).lightness()
        for x in range(int(area.left()), int(area.right()))
        for y in range(int(area.top()), int(area.bottom()))
    ]
    return min(values), max(values)


def pdf_pages(path: Path) -> int:
    """The number of pages of a PDF file."""
    data = path.read_bytes()
    assert data.startswith(b"%PDF-")
    assert data.rstrip().endswith(b"%%EOF")
    return len(re.findall(rb"/Type\s*/Page(?![a-zA-Z])", data))


@pytest.mark.slow
def test_png_has_dark_clues_on_light_paper(board: Board, tmp_path: Path) -> None:
    path = tmp_path / f"{board.ptype.name}.png"
    render.export(path, board.ptype, board.puzzle)
    image = QImage(str(path))
    view = render.board_view(render.Picture(board.ptype, board.puzzle))
    assert (image.width(), image.height()) == (view.width(), view.height())
    clue, blank = clue_and_blank(board)
    inset = render.CELL_PX * 0.15
    darkest, _ = lightness_range(image, view.cell_rect(clue).adjusted(inset, inset, -inset, -inset))
    assert darkest < 90, f"the clue at {clue} is not drawn"
    lightest_blank = lightness_range(
        image, view.cell_rect(blank).adjusted(inset, inset, -inset, -inset)
    )
    assert lightest_blank[0] > 150, f"the blank cell {blank} is not light"
    corner = image.pixelColor(QPoint(1, 1))
    assert corner.lightness() == 255


@pytest.mark.slow
def test_png_with_the_solution_beside(board: Board, tmp_path: Path) -> None:
    alone, both = tmp_path / "alone.png", tmp_path / "both.png"
    render.export(alone, board.ptype, board.puzzle)
    render.export(both, board.ptype, board.puzzle, with_solution=True)
    single, double = QImage(str(alone)), QImage(str(both))
    sheet = solution_sheet(board)
    assert (double.width(), double.height()) == (sheet.size.width(), sheet.size.height())
    solution_rect = sheet.boards[1]
    # The solution fills cells the puzzle leaves blank: the right board has more ink.
    assert ink(double, solution_rect) > ink(single, QRectF(0, 0, single.width(), single.height()))


def solution_sheet(board: Board, source: str = "") -> render.Sheet:
    """The layout of the board's Export with Solution image."""
    view = render.board_view(render.Picture(board.ptype, board.puzzle))
    title = render.title_line(board.ptype, board.puzzle, source)
    return render.sheet_of([view.size(), view.size()], title, True)


def png_colour_type(path: Path) -> int:
    """The colour type in a PNG's header: 2 is RGB, 6 is RGB with alpha."""
    data = path.read_bytes()
    assert data[12:16] == b"IHDR"
    return data[25]


@pytest.mark.slow
def test_png_with_solution_is_opaque_titled_captioned_with_a_gap(
    board: Board, tmp_path: Path
) -> None:
    path = tmp_path / "both.png"
    render.export(path, board.ptype, board.puzzle, with_solution=True, source="mine.puzzle")
    assert png_colour_type(path) == 2  # no alpha channel at all
    image = QImage(str(path))
    sheet = solution_sheet(board, "mine.puzzle")
    right, bottom = image.width() - 1, image.height() - 1
    for x, y in ((0, 0), (right, 0), (0, bottom), (right, bottom)):
        assert image.pixelColor(QPoint(x, y)) == QColor("white")
    puzzle_rect, solution_rect = sheet.boards
    left, width = puzzle_rect.right(), solution_rect.left() - puzzle_rect.right()
    gap = QRectF(left, puzzle_rect.top(), width, sheet.captions[0].bottom() - puzzle_rect.top())
    assert gap.width() >= render.CELL_PX
    assert lightness_range(image, gap.adjusted(1, 0, -1, 0))[0] == 255  # paper only
    for area in (sheet.title, *sheet.captions):
        assert ink(image, area) > 10
    assert words_drawn(image, sheet.captions[0], "Puzzle")
    assert words_drawn(image, sheet.captions[1], "Solution")
    assert not words_drawn(image, sheet.captions[0], "Solution")
    assert words_drawn(
        image, sheet.title, render.title_line(board.ptype, board.puzzle, "mine.puzzle"), True
    )


def words_drawn(image: QImage, area: QRectF, text: str, bold: bool = False) -> bool:
    """True when the area of the image shows `text` as paint_caption draws it there."""
    expected = QImage(image.size(), QImage.Format.Format_RGB32)
    expected.fill(QColor("white"))
    painter = QPainter(expected)
    pixels = render.TITLE_PX if bold else render.CAPTION_PX
    render.paint_caption(painter, area, text, pixels, bold)
    painter.end()
    return expected.copy(area.toRect()) == image.copy(area.toRect())


def ink(image: QImage, area: QRectF) -> int:
    """How many pixels of an area are dark (lines, digits, walls)."""
    return sum(
        image.pixelColor(QPoint(x, y)).lightness() < 130
        for x in range(int(area.left()), int(area.right()), 2)
        for y in range(int(area.top()), int(area.bottom()), 2)
    )


@pytest.mark.slow
def test_svg_is_xml_with_shapes_and_clues(board: Board, tmp_path: Path) -> None:
    path = tmp_path / f"{board.ptype.name}.svg"
    render.export(path, board.ptype, board.puzzle, with_solution=True)
    root = ET.parse(path).getroot()
    tags = [element.tag.rpartition("}")[2] for element in root.iter()]
    assert root.tag.endswith("svg")
    assert sum(tag in SHAPES for tag in tags) >= 10
    texts = {
        "".join(element.itertext()).strip()
        for element in root.iter()
        if element.tag.endswith("text")
    }
    assert {"Puzzle", "Solution", render.title_line(board.ptype, board.puzzle)} <= texts
    assert any(text.isdigit() for text in texts)


@pytest.mark.slow
def test_pdf_has_a_page_for_the_puzzle_and_one_for_the_solution(
    board: Board, tmp_path: Path
) -> None:
    alone, both = tmp_path / "alone.pdf", tmp_path / "both.pdf"
    render.export(alone, board.ptype, board.puzzle)
    render.export(both, board.ptype, board.puzzle, with_solution=True)
    assert pdf_pages(alone) == 1
    assert pdf_pages(both) == 2


def test_an_unknown_suffix_is_refused(qapp: Any, tmp_path: Path) -> None:
    board = sample("logi5")
    with pytest.raises(render.ExportError, match=r"\.png, \.svg or \.pdf"):
        render.export(tmp_path / "board.gif", board.ptype, board.puzzle)


def jobs_done(qtbot: QtBot, window: PlayerWindow) -> None:
    """Wait for the window's export or print job (and a solve before it) to end."""
    qtbot.waitUntil(lambda: not window.jobs.busy, timeout=20000)


def export_into(monkeypatch: pytest.MonkeyPatch, target: Path) -> list[str]:
    """Answer the export file dialog with `target`; the file names it suggested, in order."""
    suggested: list[str] = []

    def choose(_parent: object, name: str) -> Path:
        suggested.append(name)
        return target

    monkeypatch.setattr(share, "ask_export_path", choose)
    return suggested


@pytest.mark.slow
def test_export_from_the_window(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = open_window(qtbot, BOARDS / "logi5" / SAMPLES["logi5"])
    target = tmp_path / "mine.pdf"
    suggested = export_into(monkeypatch, target)
    window.share.export_solution.trigger()
    jobs_done(qtbot, window)
    assert suggested[0].endswith("01-easy-5x5.pdf")
    assert pdf_pages(target) == 2
    assert "Exported" in window.statusBar().currentMessage()
    window.share.export.trigger()
    jobs_done(qtbot, window)
    assert pdf_pages(target) == 1


def test_a_failed_export_says_why(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = open_window(qtbot, BOARDS / "logi5" / SAMPLES["logi5"])
    shown: list[str] = []
    monkeypatch.setattr(prompts, "show_error", lambda _p, _title, text: shown.append(text))
    export_into(monkeypatch, tmp_path / "no" / "x.png")
    window.share.export.trigger()
    jobs_done(qtbot, window)
    assert len(shown) == 1
    assert shown[0].startswith("Cannot write")


def test_exports_are_black_on_white_in_a_dark_theme(qapp: Any, tmp_path: Path) -> None:
    board = sample("calcudoku")
    path = tmp_path / "dark.png"
    old = qapp.palette()
    dark = QPalette(old)
    dark.setColor(QPalette.ColorRole.Base, QColor("#202020"))
    dark.setColor(QPalette.ColorRole.Text, QColor("#f0f0f0"))
    qapp.setPalette(dark)
    try:
        render.export(path, board.ptype, board.puzzle)
    finally:
        qapp.setPalette(old)
    image = QImage(str(path))
    view = render.board_view(render.Picture(board.ptype, board.puzzle))
    clue, blank = clue_and_blank(board)
    inset = render.CELL_PX * 0.15
    assert (
        lightness_range(image, view.cell_rect(blank).adjusted(inset, inset, -inset, -inset))[0]
        > 200
    )
    assert (
        lightness_range(image, view.cell_rect(clue).adjusted(inset, inset, -inset, -inset))[0] < 90
    )

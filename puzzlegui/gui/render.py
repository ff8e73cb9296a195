"""Offscreen rendering of boards to PNG, SVG and PDF (and to a printer), with the player's own
painting: a board view is built off screen, given a light palette, and its `paint_board` is
replayed onto any QPainter, scaled into the rectangle asked for. Vector devices (SVG, PDF,
printers) therefore get vector boards.

A `Picture` is one board to draw (the puzzle, or a state such as its solution) with a caption;
a page is a grid of pictures. `export` writes one puzzle, `write_booklet` many.

The player exports and prints through a child process (export_process.py), never in one of its
own threads: a job thread painting while the GUI thread paints crashed PySide (docs/reliability.md).
A `Drawing` carries board views made beforehand (`Views`) and paints them onto a QImage,
QSvgGenerator, QPdfWriter or QPrinter. A large board is painted in bands of rows, between which
the drawing reports progress and stops when its token (if any) is cancelled.
"""

from __future__ import annotations

import ctypes
import math
import os
import secrets
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QMarginsF, QRect, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QImage,
    QPageLayout,
    QPageSize,
    QPainter,
    QPalette,
    QPdfWriter,
    QResizeEvent,
)
from PySide6.QtSvg import QSvgGenerator
from PySide6.QtWidgets import QApplication

from puzzlegui.core.cancel import Cancelled, CancelToken
from puzzlegui.core.model import AnyPuzzleType

from .boards import AnyBoardView, view_for
from .boards.base import MARGIN, BoardColours
from .session import GameSession

if TYPE_CHECKING:
    from PySide6.QtPrintSupport import QPrinter

CELL_PX = 48
"""A cell's size in PNG and SVG exports."""
FORMATS = ("png", "svg", "pdf")
BAND_ROWS = 2
"""Rows painted between two looks at cancel (boards of more than BANDED_ROWS rows): a band
of a 200-column board takes about 0.1 s to paint into a PDF on a loaded machine."""
BANDED_ROWS = 16
PAPER = QColor("white")
INK = QColor("black")


class ExportError(Exception):
    """An export that cannot be made: a sentence for the player."""


# Called by this name so that pyside6-lupdate finds the texts (it does not see through wrappers).
translate = QCoreApplication.translate


def ensure_application() -> QApplication:
    """The QApplication, made off screen when there is none (the `puzzle` command)."""
    app = QApplication.instance()
    if isinstance(app, QApplication):
        return app
    # A command line export never shows a window: no display is needed, even when there is one.
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from .app import create_application

    return create_application(["puzzle"])


@dataclass(frozen=True)
class Picture:
    """One board to draw: the puzzle with `state` on it (None: the bare puzzle)."""

    ptype: AnyPuzzleType
    puzzle: Any
    state: Any = None
    caption: str = ""


def solution_of(
    ptype: AnyPuzzleType, puzzle: Any, seconds: float = 30.0, cancel: CancelToken | None = None
) -> Any:
    """A solution state of the puzzle, from the type's solver; ExportError if none is found."""
    result = ptype.solve(puzzle, limit=1, seconds=seconds, cancel=cancel)
    if result.solution is None:
        raise ExportError(
            translate(
                "render", "The puzzle has no solution to show (the solver says: %1)."
            ).replace("%1", str(result.status))
        )
    return result.solution


def light_palette() -> QPalette:
    """Black on white, whatever the desktop's theme: paper colours."""
    palette = QPalette()
    for role in (QPalette.ColorRole.Base, QPalette.ColorRole.Window):
        palette.setColor(role, PAPER)
    for role in (QPalette.ColorRole.Text, QPalette.ColorRole.WindowText):
        palette.setColor(role, INK)
    palette.setColor(QPalette.ColorRole.Highlight, QColor("#308cc6"))
    return palette


def board_view(picture: Picture, cell_px: float = CELL_PX) -> AnyBoardView:
    """A hidden board view of the picture, laid out with `cell_px` cells, errors not shown."""
    session = GameSession(picture.ptype, picture.puzzle, picture.state)
    view = view_for(session)
    session.setParent(view)  # the view owns the session: both go together
    palette = light_palette()
    view.setPalette(palette)
    view.colours = BoardColours.from_palette(palette)
    view.set_show_errors(False)
    size = QSize(
        math.ceil(view.cols * cell_px + 2 * MARGIN), math.ceil(view.rows * cell_px + 2 * MARGIN)
    )
    old = view.size()
    view.resize(size)
    # A hidden widget gets its resize event only when shown: deliver it now for the layout.
    QCoreApplication.sendEvent(view, QResizeEvent(size, old))
    return view


class Views:
    """Board views of pictures, made on the GUI thread (widgets must be) for a job to paint;
    `release` them on the GUI thread once the job has ended."""

    def __init__(self, pictures: Sequence[Picture]) -> None:
        self._pictures = list(pictures)  # kept, so that their ids stay theirs
        self._views = {id(picture): board_view(picture) for picture in self._pictures}

    def of(self, picture: Picture) -> AnyBoardView:
        """The view made for this picture."""
        return self._views[id(picture)]

    def release(self) -> None:
        """Delete the views (later, on the GUI thread's event loop)."""
        for view in self._views.values():
            view.deleteLater()
        self._views.clear()


@dataclass
class Drawing:
    """How a job draws: views made beforehand, its cancel token, and where progress goes (a
    fraction of `total` bands)."""

    views: Views | None = None
    cancel: CancelToken | None = None
    progress: Callable[[float], None] | None = None
    total: int = 1
    done: int = field(default=0, init=False)

    def view(self, picture: Picture) -> AnyBoardView:
        """The picture's view: the one made beforehand, else a new one (on the GUI thread)."""
        return self.views.of(picture) if self.views is not None else board_view(picture)

    def made_here(self) -> bool:
        """True when views are made (and deleted) as they are painted."""
        return self.views is None

    def step(self) -> None:
        """One band painted: report it; raise Cancelled if the job was cancelled."""
        self.done += 1
        if self.progress is not None:
            self.progress(min(self.done / max(self.total, 1), 1.0))
        if self.cancel is not None:
            self.cancel.raise_if_cancelled()


def bands_of(pictures: Sequence[Picture]) -> int:
    """How many bands painting these pictures takes (for progress)."""
    return sum(len(_bands(_rows_of(picture))) for picture in pictures)


def error_sentence(error: str) -> str:
    """A failed job's error as the player reads it: an ExportError's own sentence, without
    the class name the job put before it (other errors keep theirs: they are bugs)."""
    for name in (ExportError.__module__ + ".", ""):
        prefix = f"{name}{ExportError.__qualname__}: "
        if error.startswith(prefix):
            return error[len(prefix) :]
    return error


def _rows_of(picture: Picture) -> int:
    data = picture.ptype.puzzle_to_json(picture.puzzle)
    return int(data.get("rows", data.get("n", 1)))


def _bands(rows: int) -> list[tuple[int, int]]:
    """The row ranges [first, last) painted one after the other."""
    step = BAND_ROWS if rows > BANDED_ROWS else max(rows, 1)
    return [(first, min(first + step, rows)) for first in range(0, max(rows, 1), step)]


def paint_view(
    painter: QPainter,
    view: AnyBoardView,
    target: QRectF,
    max_scale: float = 0,
    drawing: Drawing | None = None,
) -> None:
    """Paint the view's board scaled to fit `target` (no larger than `max_scale`, if given);
    a large board in bands of rows when a drawing can stop between them."""
    width, height = view.width(), view.height()
    scale = min(target.width() / width, target.height() / height)
    if max_scale > 0:
        scale = min(scale, max_scale)
    painter.save()
    try:
        painter.translate(
            target.x() + (target.width() - width * scale) / 2,
            target.y() + (target.height() - height * scale) / 2,
        )
        painter.scale(scale, scale)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(QRectF(0, 0, width, height), view.colours.background)
        if drawing is None:
            view.paint_board(painter)
        else:
            _paint_bands(painter, view, drawing)
    finally:
        painter.restore()


def _paint_bands(painter: QPainter, view: AnyBoardView, drawing: Drawing) -> None:
    """The board band by band, each clipped to its rows (so nothing is inked twice)."""
    top, size = view.origin.y(), view.cell_size
    for first, last in _bands(view.rows):
        y0 = 0 if first == 0 else math.floor(top + first * size)
        y1 = view.height() if last == view.rows else math.floor(top + last * size)
        band = QRect(0, y0, view.width(), y1 - y0)
        painter.save()
        try:
            painter.setClipRect(band)
            view.paint_board_part(painter, band)
        finally:
            painter.restore()
        drawing.step()


def paint_caption(
    painter: QPainter, rect: QRectF, text: str, pixels: float, bold: bool = False
) -> None:
    """A line of text centred in `rect`, `pixels` high, cut short with "..." if too wide."""
    font = QFont(painter.font())
    font.setPixelSize(max(1, round(pixels)))
    font.setBold(bold)
    painter.setFont(font)
    painter.setPen(INK)
    shown = QFontMetricsF(font).elidedText(text, Qt.TextElideMode.ElideRight, rect.width())
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, shown)


def paint_grid(
    painter: QPainter,
    area: QRectF,
    pictures: Sequence[Picture],
    columns: int,
    rows: int,
    caption_px: float,
    max_cell: float = 0,
    pad_fraction: float = 0.04,
    drawing: Drawing | None = None,
) -> None:
    """Pictures in a grid of `columns` x `rows` slots, each with its caption below."""
    drawing = drawing or Drawing()
    slot_w, slot_h = area.width() / columns, area.height() / rows
    caption_h = caption_px * 1.6 if any(p.caption for p in pictures) else 0.0
    pad = min(slot_w, slot_h) * pad_fraction
    for index, picture in enumerate(pictures):
        row, col = divmod(index, columns)
        slot = QRectF(area.x() + col * slot_w, area.y() + row * slot_h, slot_w, slot_h)
        board_area = slot.adjusted(pad, pad, -pad, -pad - caption_h)
        view = drawing.view(picture)
        paint_view(painter, view, board_area, max_cell / CELL_PX if max_cell else 0, drawing)
        if picture.caption:
            scale = min(board_area.width() / view.width(), board_area.height() / view.height())
            if max_cell:
                scale = min(scale, max_cell / CELL_PX)
            bottom = board_area.center().y() + view.height() * scale / 2
            margin = MARGIN * scale
            caption = QRectF(slot.x(), bottom - margin * 0.5, slot_w, caption_h)
            paint_caption(painter, caption, picture.caption, caption_px)
        if drawing.made_here():
            view.deleteLater()


def title_line(ptype: AnyPuzzleType, puzzle: Any, source: str = "") -> str:
    """What a printed or exported puzzle is: its type, width x height, and where it came from."""
    rows, cols = ptype.size(puzzle)
    size = translate("render", "%1 x %2").replace("%1", str(cols)).replace("%2", str(rows))
    return ", ".join(part for part in (ptype.title, size, source) if part)


def pictures_for(
    ptype: AnyPuzzleType, puzzle: Any, with_solution: bool, solution: Any = None
) -> list[Picture]:
    """The puzzle, and its solution when asked (solved here unless given), each captioned."""
    if not with_solution:
        return [Picture(ptype, puzzle)]
    state = solution if solution is not None else solution_of(ptype, puzzle)
    return [
        Picture(ptype, puzzle, None, translate("render", "Puzzle")),
        Picture(ptype, puzzle, state, translate("render", "Solution")),
    ]


def export(
    path: Path,
    ptype: AnyPuzzleType,
    puzzle: Any,
    with_solution: bool = False,
    title: str = "",
    source: str = "",
) -> None:
    """Write the puzzle (and its solution) as PNG, SVG or PDF, chosen by the file's suffix;
    `title` (else the type, size and `source`) heads the solution's image and the PDF's pages."""
    check_format(path)
    ensure_application()
    pictures = pictures_for(ptype, puzzle, with_solution)
    write_pictures(path, pictures, title or title_line(ptype, puzzle, source))


def check_format(path: Path) -> None:
    """ExportError unless the file's suffix names a format we write."""
    if path.suffix.lower().lstrip(".") not in FORMATS:
        raise ExportError(
            translate(
                "render", "Cannot tell the format of %1: name it .png, .svg or .pdf."
            ).replace("%1", path.name)
        )


def write_pictures(
    path: Path, pictures: Sequence[Picture], title: str, drawing: Drawing | None = None
) -> None:
    """Write pictures as PNG, SVG or PDF (by the suffix), through a temporary file; with a
    drawing (views made beforehand), this may run in a job thread. A PDF has a page for each
    picture headed by `title`; an image of several pictures (the puzzle and its solution) has
    `title` above them, an image of one is the board alone."""
    with replacing(path) as temporary:
        write_file(temporary, pictures, title, drawing)


def write_file(
    path: Path,
    pictures: Sequence[Picture],
    title: str,
    drawing: Drawing | None = None,
    form: str = "",
) -> None:
    """Write pictures straight into `path` as PNG, SVG or PDF (`form`, else by its suffix);
    the callers write a temporary file and move it into place (`replacing`)."""
    suffix = form or path.suffix.lower().lstrip(".")
    heading = title if len(pictures) > 1 else ""
    if suffix == "pdf":
        write_pdf(path, [[picture] for picture in pictures], title, drawing)
    elif suffix == "png":
        _write_png(path, pictures, heading, drawing)
    else:
        _write_svg(path, pictures, title, heading, drawing)


def cannot_write(path: Path) -> ExportError:
    """The error of a file that could not be written."""
    return ExportError(translate("render", "Cannot write %1").replace("%1", str(path)))


@contextmanager
def replacing(path: Path) -> Iterator[Path]:
    """A temporary file beside `path` to write, moved over `path` only once it is complete
    (as saves do), so a failed or interrupted export never leaves half a file."""
    # Its own name each time: an export superseded by another to the same file may still
    # be ending when the next one starts.
    temporary = path.with_name(
        f".{path.stem}.{os.getpid()}-{secrets.token_hex(4)}.tmp{path.suffix}"
    )
    try:
        yield temporary
        if not temporary.exists():  # a QPdfWriter that could not open its file says nothing
            raise ExportError(translate("render", "Cannot write %1").replace("%1", str(path)))
        os.replace(temporary, path)
    except ExportError as err:  # the player never saw the temporary name: say theirs
        raise ExportError(str(err).replace(str(temporary), str(path))) from None
    except OSError as err:
        raise ExportError(
            translate("render", "Cannot write %1").replace("%1", str(path)) + f" ({err.strerror})"
        ) from None
    finally:
        temporary.unlink(missing_ok=True)


PAD = CELL_PX / 2
"""The paper round a titled image's contents."""
GAP = CELL_PX
"""The paper between two boards of an image (the puzzle and its solution): a cell."""
TITLE_PX = CELL_PX * 0.45
CAPTION_PX = CELL_PX * 0.4
LINE = 1.6
"""A line of text's height, in its font's pixel size."""
WIDEST_TITLE = 20 * CELL_PX
"""How wide an image may grow for its title line; a longer title is cut short."""


@dataclass(frozen=True)
class Sheet:
    """An image's layout: a title line, then the boards side by side, a caption below each.
    One board without title or caption is the board alone, at its own size."""

    size: QSize
    title: QRectF
    boards: tuple[QRectF, ...]
    captions: tuple[QRectF, ...]


def sheet_of(boards: Sequence[QSize], title: str, captioned: bool) -> Sheet:
    """Where an image's title, boards and captions go (sizes in pixels at CELL_PX cells)."""
    if not title and not captioned and len(boards) == 1:
        size = boards[0]
        return Sheet(size, QRectF(), (QRectF(0, 0, size.width(), size.height()),), (QRectF(),))
    boards_w = sum(b.width() for b in boards) + GAP * (len(boards) - 1)
    title_font = QFont()
    title_font.setPixelSize(round(TITLE_PX))
    title_font.setBold(True)
    title_w = QFontMetricsF(title_font).horizontalAdvance(title) + CELL_PX if title else 0.0
    content_w = max(boards_w, min(title_w, max(boards_w, WIDEST_TITLE)))
    title_h = TITLE_PX * LINE if title else 0.0
    caption_h = CAPTION_PX * LINE if captioned else 0.0
    top = PAD + title_h + (PAD / 2 if title else 0.0)
    x = PAD + (content_w - boards_w) / 2
    placed, captions = [], []
    for board in boards:
        placed.append(QRectF(x, top, board.width(), board.height()))
        captions.append(QRectF(x, top + board.height(), board.width(), caption_h))
        x += board.width() + GAP
    height = top + max(b.height() for b in boards) + caption_h + PAD
    size = QSize(math.ceil(content_w + 2 * PAD), math.ceil(height))
    return Sheet(size, QRectF(PAD, PAD, content_w, title_h), tuple(placed), tuple(captions))


def _sheet(pictures: Sequence[Picture], title: str, drawing: Drawing) -> Sheet:
    sizes = []
    for picture in pictures:
        view = drawing.view(picture)
        sizes.append(view.size())
        if drawing.made_here():
            view.deleteLater()
    return sheet_of(sizes, title, any(p.caption for p in pictures))


def _paint_sheet(
    painter: QPainter, sheet: Sheet, pictures: Sequence[Picture], title: str, drawing: Drawing
) -> None:
    """Paper, the title line, each board at its own size and its caption."""
    painter.fillRect(QRectF(0, 0, sheet.size.width(), sheet.size.height()), PAPER)
    if title and not sheet.title.isEmpty():
        paint_caption(painter, sheet.title, title, TITLE_PX, bold=True)
    for picture, board, caption in zip(pictures, sheet.boards, sheet.captions, strict=True):
        view = drawing.view(picture)
        paint_view(painter, view, board, 1.0, drawing)
        if picture.caption:
            paint_caption(painter, caption, picture.caption, CAPTION_PX)
        if drawing.made_here():
            view.deleteLater()


def _write_png(
    path: Path, pictures: Sequence[Picture], heading: str, drawing: Drawing | None = None
) -> None:
    drawing = drawing or Drawing()
    sheet = _sheet(pictures, heading, drawing)
    # No alpha channel: an image viewer shows white paper, never its checkerboard.
    image = QImage(sheet.size, QImage.Format.Format_RGB32)
    if image.isNull():  # Qt could not allocate it
        raise ExportError(
            translate("render", "The board is too large for a PNG image; export a PDF or SVG.")
        )
    painter = QPainter(image)
    try:
        _paint_sheet(painter, sheet, pictures, heading, drawing)
    finally:
        painter.end()
    # PySide6 takes the format as str at run time (bytes raise); its stubs say bytes.
    if not image.save(str(path), "PNG"):  # type: ignore[call-overload]
        raise ExportError(translate("render", "Cannot write %1").replace("%1", str(path)))


def _write_svg(
    path: Path,
    pictures: Sequence[Picture],
    title: str,
    heading: str,
    drawing: Drawing | None = None,
) -> None:
    drawing = drawing or Drawing()
    sheet = _sheet(pictures, heading, drawing)
    size = sheet.size
    generator = QSvgGenerator()
    generator.setFileName(str(path))
    generator.setSize(size)
    generator.setResolution(96)
    generator.setViewBox(QRectF(0, 0, size.width(), size.height()))
    generator.setTitle(title)
    generator.setDescription(translate("render", "Made with puzzlegui"))
    painter = QPainter()
    if not painter.begin(generator):
        raise ExportError(translate("render", "Cannot write %1").replace("%1", str(path)))
    try:
        _paint_sheet(painter, sheet, pictures, heading, drawing)
    finally:
        painter.end()


def pdf_writer(path: Path, title: str) -> QPdfWriter:
    """An A4 portrait PDF writer with 15 mm margins; OSError if the file cannot be made (a
    QPdfWriter that cannot open its file only fails to begin, without saying why)."""
    path.touch()
    writer = QPdfWriter(str(path))
    writer.setResolution(300)
    writer.setTitle(title)
    writer.setCreator("puzzlegui")
    writer.setPageLayout(
        QPageLayout(
            QPageSize(QPageSize.PageSizeId.A4),
            QPageLayout.Orientation.Portrait,
            QMarginsF(15, 15, 15, 15),
            QPageLayout.Unit.Millimeter,
        )
    )
    return writer


def write_pdf(
    path: Path, pages: Sequence[Sequence[Picture]], title: str, drawing: Drawing | None = None
) -> None:
    """One picture per page, large, its caption above as a heading."""
    writer = pdf_writer(path, title)
    paint_pages(writer, [(title, list(page), 1, 1) for page in pages], 15, drawing)
    del writer  # the PDF is finished when its writer goes


Page = tuple[str, list[Picture], int, int]
"""A page: heading, pictures, columns, rows."""


def paint_pages(
    device: QPdfWriter | QPrinter,
    pages: Sequence[Page],
    max_cell_mm: float = 0,
    drawing: Drawing | None = None,
) -> None:
    """Paint pages onto a PDF writer or printer: a heading, then a grid of pictures."""
    painter = QPainter()
    if not painter.begin(device):
        raise ExportError(translate("render", "Cannot start the document."))
    try:
        _paint_pages(painter, device, pages, max_cell_mm, drawing)
    except Cancelled:
        # Never finished: QPainter.end would write out (and send to the printer) the half
        # painted document, holding Python's interpreter lock all the while (a minute for
        # half a 200x200 board at a high load). The painter and its device are kept, unended,
        # until the process exits.
        _abandon(painter, device)
        raise
    except BaseException:
        if not isinstance(device, QPdfWriter):  # a printer: the pages so far are not sent
            device.abort()
        painter.end()
        raise
    painter.end()


def _abandon(painter: QPainter, device: Any) -> None:
    """Keep a painter and its device alive, unended, for good: one reference more than anyone
    holds, so that not even Python's own exit destroys them (destroying a device that is
    being painted crashes Qt)."""
    for thing in (painter, device):
        ctypes.pythonapi.Py_IncRef(ctypes.py_object(thing))


def _paint_pages(
    painter: QPainter,
    device: QPdfWriter | QPrinter,
    pages: Sequence[Page],
    max_cell_mm: float,
    drawing: Drawing | None,
) -> None:
    layout = device.pageLayout()
    dpi = device.resolution()
    paint_rect = layout.paintRectPixels(dpi)
    mm = dpi / 25.4
    area = QRectF(0, 0, paint_rect.width(), paint_rect.height())
    heading_h = 10 * mm
    for number, (heading, pictures, columns, rows) in enumerate(pages):
        if number:
            device.newPage()
        heading_rect = QRectF(0, 0, area.width(), heading_h)
        paint_caption(painter, heading_rect, heading, 5 * mm, bold=True)
        grid = area.adjusted(0, heading_h, 0, -6 * mm)
        caption_px = 3.2 * mm if columns * rows > 1 else 4 * mm
        paint_grid(
            painter, grid, pictures, columns, rows, caption_px, max_cell_mm * mm, 0.04, drawing
        )
        footer = QRectF(0, area.height() - 6 * mm, area.width(), 6 * mm)
        paint_caption(painter, footer, f"{number + 1} / {len(pages)}", 2.8 * mm)


def booklet_pages(
    title: str,
    puzzles: Sequence[Picture],
    solutions: Sequence[Picture],
    per_page: tuple[int, int] = (2, 3),
    solutions_per_page: tuple[int, int] = (3, 4),
    solutions_title: str = "",
) -> list[Page]:
    """Puzzles `per_page` (columns, rows) a page, then the solutions `solutions_per_page`,
    headed `solutions_title` (else "Solutions")."""
    pages: list[Page] = []
    for heading, pictures, (columns, rows) in (
        (title, puzzles, per_page),
        (solutions_title or translate("render", "Solutions"), solutions, solutions_per_page),
    ):
        step = columns * rows
        for start in range(0, len(pictures), step):
            pages.append((heading, list(pictures[start : start + step]), columns, rows))
    return pages


def write_pages(
    path: Path, pages: Sequence[Page], title: str, drawing: Drawing | None = None
) -> None:
    """Pages into a PDF file, through a temporary file (cells at most BOOKLET_CELL_MM)."""
    with replacing(path) as temporary:
        writer = pdf_writer(temporary, title)
        paint_pages(writer, pages, BOOKLET_CELL_MM, drawing)
        del writer  # the PDF is finished when its writer goes


BOOKLET_CELL_MM = 15
"""The largest cell on paper: a small board is not blown up to the page's width."""


def write_booklet(
    path: Path, title: str, puzzles: Sequence[Picture], solutions: Sequence[Picture]
) -> int:
    """A PDF booklet: six puzzles an A4 page with captions, the solutions at the end, smaller.
    Returns the number of pages."""
    ensure_application()
    pages = booklet_pages(title, puzzles, solutions)
    write_pages(path, pages, title)
    return len(pages)

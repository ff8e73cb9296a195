"""Offscreen rendering of boards to PNG, SVG and PDF (and to a printer), with the player's own
painting: a board view is built off screen, given a light palette, and its `paint_board` is
replayed onto any QPainter, scaled into the rectangle asked for. Vector devices (SVG, PDF,
printers) therefore get vector boards.

A `Picture` is one board to draw (the puzzle, or a state such as its solution) with a caption;
a page is a grid of pictures. `export` writes one puzzle, `write_booklet` many.

The player exports and prints in a job thread (share.py). Widgets are made on the GUI thread
only, so a `Drawing` carries board views made there beforehand (`Views`); the job paints them
onto a QImage, QSvgGenerator, QPdfWriter or QPrinter, devices Qt lets a thread paint on. A large
board is painted in bands of rows, between which the drawing reports progress and stops when
cancelled.
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


def _tr(text: str) -> str:
    return QCoreApplication.translate("render", text)


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
            _tr("The puzzle has no solution to show (the solver says: %1).").replace(
                "%1", str(result.status)
            )
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


def paint_caption(painter: QPainter, rect: QRectF, text: str, pixels: float) -> None:
    """A line of text centred in `rect`, `pixels` high."""
    font = QFont(painter.font())
    font.setPixelSize(max(1, round(pixels)))
    painter.setFont(font)
    painter.setPen(INK)
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)


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


def pictures_for(
    ptype: AnyPuzzleType, puzzle: Any, with_solution: bool, solution: Any = None
) -> list[Picture]:
    """The puzzle, and its solution when asked (solved here unless given)."""
    pictures = [Picture(ptype, puzzle)]
    if with_solution:
        state = solution if solution is not None else solution_of(ptype, puzzle)
        pictures.append(Picture(ptype, puzzle, state, _tr("Solution")))
    return pictures


def export(
    path: Path, ptype: AnyPuzzleType, puzzle: Any, with_solution: bool = False, title: str = ""
) -> None:
    """Write the puzzle (and its solution) as PNG, SVG or PDF, chosen by the file's suffix."""
    check_format(path)
    ensure_application()
    write_pictures(path, pictures_for(ptype, puzzle, with_solution), title or ptype.title)


def check_format(path: Path) -> None:
    """ExportError unless the file's suffix names a format we write."""
    if path.suffix.lower().lstrip(".") not in FORMATS:
        raise ExportError(
            _tr("Cannot tell the format of %1: name it .png, .svg or .pdf.").replace(
                "%1", path.name
            )
        )


def write_pictures(
    path: Path, pictures: Sequence[Picture], title: str, drawing: Drawing | None = None
) -> None:
    """Write pictures as PNG, SVG or PDF (by the suffix), through a temporary file; with a
    drawing (views made beforehand), this may run in a job thread."""
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
    if suffix == "pdf":
        write_pdf(path, [[picture] for picture in pictures], title, drawing)
    elif suffix == "png":
        _write_png(path, pictures, drawing)
    else:
        _write_svg(path, pictures, title, drawing)


def cannot_write(path: Path) -> ExportError:
    """The error of a file that could not be written."""
    return ExportError(_tr("Cannot write %1").replace("%1", str(path)))


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
            raise ExportError(_tr("Cannot write %1").replace("%1", str(path)))
        os.replace(temporary, path)
    except ExportError as err:  # the player never saw the temporary name: say theirs
        raise ExportError(str(err).replace(str(temporary), str(path))) from None
    except OSError as err:
        raise ExportError(
            _tr("Cannot write %1").replace("%1", str(path)) + f" ({err.strerror})"
        ) from None
    finally:
        temporary.unlink(missing_ok=True)


def _image_size(pictures: Sequence[Picture], drawing: Drawing) -> tuple[QSize, float]:
    """The size of a row of pictures at CELL_PX cells (1:1, no padding), and the caption size."""
    view = drawing.view(pictures[0])
    caption_px = CELL_PX * 0.4
    caption_h = caption_px * 1.6 if any(p.caption for p in pictures) else 0.0
    size = QSize(view.width() * len(pictures), math.ceil(view.height() + caption_h))
    if drawing.made_here():
        view.deleteLater()
    return size, caption_px


def _paint_row(
    painter: QPainter,
    size: QSize,
    pictures: Sequence[Picture],
    caption_px: float,
    drawing: Drawing,
) -> None:
    area = QRectF(0, 0, size.width(), size.height())
    painter.fillRect(area, PAPER)
    paint_grid(painter, area, pictures, len(pictures), 1, caption_px, 0, 0, drawing)


def _write_png(path: Path, pictures: Sequence[Picture], drawing: Drawing | None = None) -> None:
    drawing = drawing or Drawing()
    size, caption_px = _image_size(pictures, drawing)
    image = QImage(size, QImage.Format.Format_ARGB32)
    if image.isNull():  # Qt could not allocate it
        raise ExportError(_tr("The board is too large for a PNG image; export a PDF or SVG."))
    painter = QPainter(image)
    try:
        _paint_row(painter, size, pictures, caption_px, drawing)
    finally:
        painter.end()
    # PySide6 takes the format as str at run time (bytes raise); its stubs say bytes.
    if not image.save(str(path), "PNG"):  # type: ignore[call-overload]
        raise ExportError(_tr("Cannot write %1").replace("%1", str(path)))


def _write_svg(
    path: Path, pictures: Sequence[Picture], title: str, drawing: Drawing | None = None
) -> None:
    drawing = drawing or Drawing()
    size, caption_px = _image_size(pictures, drawing)
    generator = QSvgGenerator()
    generator.setFileName(str(path))
    generator.setSize(size)
    generator.setResolution(96)
    generator.setViewBox(QRectF(0, 0, size.width(), size.height()))
    generator.setTitle(title)
    generator.setDescription(_tr("Made with puzzlegui"))
    painter = QPainter()
    if not painter.begin(generator):
        raise ExportError(_tr("Cannot write %1").replace("%1", str(path)))
    try:
        _paint_row(painter, size, pictures, caption_px, drawing)
    finally:
        painter.end()


def pdf_writer(path: Path, title: str) -> QPdfWriter:
    """An A4 portrait PDF writer with 15 mm margins."""
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
        raise ExportError(_tr("Cannot start the document."))
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
        paint_caption(painter, QRectF(0, 0, area.width(), heading_h), heading, 5 * mm)
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
) -> list[Page]:
    """Puzzles `per_page` (columns, rows) a page, then the solutions smaller."""
    pages: list[Page] = []
    for heading, pictures, (columns, rows) in (
        (title, puzzles, per_page),
        (_tr("Solutions"), solutions, solutions_per_page),
    ):
        step = columns * rows
        for start in range(0, len(pictures), step):
            pages.append((heading, list(pictures[start : start + step]), columns, rows))
    return pages


def write_booklet(
    path: Path, title: str, puzzles: Sequence[Picture], solutions: Sequence[Picture]
) -> int:
    """A PDF booklet: six puzzles an A4 page with captions, the solutions at the end, smaller.
    Returns the number of pages."""
    ensure_application()
    pages = booklet_pages(title, puzzles, solutions)
    with replacing(path) as temporary:
        writer = pdf_writer(temporary, title)
        paint_pages(writer, pages, max_cell_mm=15)
        del writer  # the PDF is finished when its writer goes
    return len(pages)

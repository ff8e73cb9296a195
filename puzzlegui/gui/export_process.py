"""Export and print in a process of its own, so that Cancel and closing the window end them at
once.

Qt's last steps of an export cannot be stopped half-way: `QImage.save` compresses a 200x200
board's 9 624-pixel PNG in one call (seconds), and a PDF is finished by `QPainter.end`, which
also holds Python's interpreter lock for as long as it runs, so the window cannot even close
meanwhile. Here the player's job starts `python -m puzzlegui.gui.export_process`, hands it the
pictures as one JSON line and reads its progress lines; Cancel (and closing the window, which
cancels every job) kills it. The job makes a temporary file beside the target and hands the
child only its open descriptor; it moves the file into place once the child has ended with
status 0, and removes it at once on cancel (the child, having no name to open, cannot make
it again), so a killed export leaves nothing.

Printing (File > Print, and Print's "Save as PDF") goes the same way: the child is handed the
pages and, for a printer, the settings the print dialog left on the player's QPrinter
(`printer_settings`); it makes a QPrinter of its own from them (`printer_of`) and paints on it.
Qt hands a document to CUPS only when its painter ends (QCupsPrintEngine writes a temporary file,
then `cupsPrintFile` at `end()`), so a child killed before that sends nothing; its temporary
file is made in a folder of the job's own (TMPDIR), removed when the child is stopped. A print
to a file is written like an export: a temporary file beside it, renamed once complete.

The child draws with the same `render` code as `puzzle export` (off screen). It also reads its
standard input to the end: when the player dies without killing it (kill -9), the pipe closes,
and the child removes its file and exits.
"""

from __future__ import annotations

import contextlib
import json
import os
import queue
import shutil
import subprocess
import sys
import tempfile
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass, fields
from pathlib import Path
from typing import IO, Any, cast

from PySide6.QtCore import QCoreApplication, QMarginsF, QSizeF
from PySide6.QtGui import QPageLayout, QPageSize
from PySide6.QtPrintSupport import QPrintEngine, QPrinter

from puzzlegui.core.cancel import Cancelled, CancelToken
from puzzlegui.core.registry import get as get_type

from . import i18n, render

Progress = Callable[[float], None]
POLL_S = 0.05
"""How often the job looks at its cancel token while the child works."""
_BASE_FIELDS = ("ptype", "puzzle", "state")
STOP_WAIT_S = 0.3
"""How long a killed child that opens its file by name is waited for before the name goes
(where there is no /proc/self/fd)."""
FD_FOLDER = "/proc/self/fd"

CUPS_OPTIONS = QPrintEngine.PrintEnginePropertyKey(0xFE00)
"""Qt's PPK_CupsOptions (qcups_p.h): the print dialog's CUPS options (pages per sheet, page
set, banners, job priority...), a flat list of names and values."""


@dataclass
class _Child:
    """A running child: its process, the file it writes (None: it prints to a printer), whether
    it has that file by descriptor, and its own temporary folder."""

    process: subprocess.Popen[str]
    temporary: Path | None
    by_fd: bool
    scratch: Path


# Called by this name so that pyside6-lupdate finds the texts (it does not see through wrappers).
translate = QCoreApplication.translate

_children: dict[int, _Child] = {}
"""The running children by pid."""
_children_lock = threading.Lock()


# -- the player's side ---------------------------------------------------------------------------
def request_of(path: Path | None, pictures: list[render.Picture], title: str) -> dict[str, Any]:
    """What the child needs to draw the pictures into `path` (None: onto a printer): plain
    JSON."""
    return {
        "path": "" if path is None else str(path),
        "title": title,
        "language": i18n.language(),
        "pictures": [_picture_json(picture) for picture in pictures],
    }


def _picture_json(picture: render.Picture) -> dict[str, Any]:
    ptype, puzzle = picture.ptype, picture.puzzle
    state = picture.state
    return {
        "type": ptype.name,
        "puzzle": ptype.puzzle_to_json(puzzle),
        "state": None if state is None else ptype.solution_to_json(puzzle, state),
        # Any other field (a caption...) is plain data: passed on as it is.
        "more": {
            f.name: getattr(picture, f.name) for f in fields(picture) if f.name not in _BASE_FIELDS
        },
    }


def export(
    path: Path,
    pictures: list[render.Picture],
    title: str,
    cancel: CancelToken,
    progress: Progress,
) -> Path:
    """Write the pictures to `path` (PNG, SVG or PDF by its suffix) in a child process; raise
    Cancelled (the child killed, no file left) when `cancel` is set, ExportError on failure."""
    render.check_format(path)
    with render.replacing(path) as temporary:
        request = request_of(temporary, pictures, title)
        request["format"] = path.suffix.lower().lstrip(".")
        run(request, cancel, progress)
    return path


def print_pages(
    target: Path | dict[str, Any],
    pages: Sequence[render.Page],
    title: str,
    cancel: CancelToken,
    progress: Progress,
) -> None:
    """Paint the pages in a child process: into the PDF file `target` (A4, as `puzzle generate
    --pdf` does), or onto the printer of the settings `target` (`printer_settings`: a printer,
    or a PDF file when the print dialog chose one). Cancelled (the child killed, nothing sent,
    no file left) when `cancel` is set; ExportError on failure."""
    pictures = [picture for page in pages for picture in page[1]]
    printer = None if isinstance(target, Path) else dict(target)
    path = target if isinstance(target, Path) else _output_file(target)
    if path is None:  # a printer: no file of ours; CUPS takes the job once the child ends it
        request = _pages_request(None, pictures, pages, title, printer)
        run(request, cancel, progress)
        return
    with render.replacing(path) as temporary:
        request = _pages_request(temporary, pictures, pages, title, printer)
        run(request, cancel, progress)


def _output_file(settings: dict[str, Any]) -> Path | None:
    """The PDF file the print dialog chose, None for a printer."""
    name = settings["output_file"]
    return Path(name) if settings["output_format"] == "pdf" and name else None


def _pages_request(
    temporary: Path | None,
    pictures: list[render.Picture],
    pages: Sequence[render.Page],
    title: str,
    printer: dict[str, Any] | None,
) -> dict[str, Any]:
    request = request_of(temporary, pictures, title)
    request["format"] = "pages"
    numbers = {id(picture): number for number, picture in enumerate(pictures)}
    request["pages"] = [
        [heading, [numbers[id(p)] for p in page_pictures], columns, rows]
        for heading, page_pictures, columns, rows in pages
    ]
    request["max_cell_mm"] = render.BOOKLET_CELL_MM
    request["printer"] = printer
    return request


def run(request: dict[str, Any], cancel: CancelToken, progress: Progress) -> None:
    """Start the child with the request and follow it to its end (or kill it on cancel)."""
    temporary = Path(request["path"]) if request["path"] else None
    child = _start(request, temporary)
    process = child.process
    try:
        stdin, stdout = cast("IO[str]", process.stdin), cast("IO[str]", process.stdout)
        stdin.write(json.dumps(request) + "\n")
        stdin.flush()
        error = _follow(stdout, cancel, progress)
        status = process.wait()
    finally:
        with _children_lock:
            _children.pop(process.pid, None)
        _stop(child)
    if error is not None:
        raise render.ExportError(error)
    if status != 0:  # killed from outside, or crashed: no file to keep, nothing printed
        if temporary is None:
            raise render.ExportError(translate("render", "Cannot start the document."))
        raise render.cannot_write(temporary)


def _start(request: dict[str, Any], temporary: Path | None) -> _Child:
    """The child, started on its file's descriptor and its own temporary folder."""
    # The file is made here and the child gets only its open descriptor (reopened through
    # /proc/self/fd): a child that is killed can never make the name again after we removed
    # it, so a cancel removes it at once, without waiting for the child to be gone.
    fd = (
        -1 if temporary is None else os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
    )
    by_fd = os.path.isdir(FD_FOLDER)
    if temporary is not None:
        request["write_to"] = f"{FD_FOLDER}/{fd}" if by_fd else str(temporary)
    scratch: Path | None = None
    try:
        # Its own temporary folder: where a print's spool file goes (Qt's CUPS engine makes
        # it in TMPDIR), removed with the child, so a killed print leaves nothing in /tmp.
        scratch = Path(tempfile.mkdtemp(prefix="puzzlegui-print-"))
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", TMPDIR=str(scratch))
        # A player run from a checkout (not installed) finds its package the same way.
        package_root = str(Path(__file__).resolve().parents[2])
        env["PYTHONPATH"] = os.pathsep.join(p for p in (package_root, env.get("PYTHONPATH")) if p)
        with _children_lock:
            process = subprocess.Popen(
                [sys.executable, "-m", "puzzlegui.gui.export_process"],
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                text=True,
                encoding="utf-8",
                env=env,
                pass_fds=(fd,) if fd >= 0 else (),
            )
            child = _Child(process, temporary, by_fd, scratch)
            _children[process.pid] = child
    except BaseException:
        if scratch is not None:
            shutil.rmtree(scratch, ignore_errors=True)
        raise
    finally:
        if fd >= 0:
            os.close(fd)
    return child


def _stop(child: _Child) -> None:
    """Kill the child if it still runs; reap it and close its pipes in the background (a
    large child takes a while to be gone: 0.4 s at a high load)."""
    process, temporary = child.process, child.temporary
    if process.poll() is None:
        process.kill()
        if temporary is not None and not child.by_fd:
            # It opens the name itself: only once it is gone may the name go.
            with contextlib.suppress(subprocess.TimeoutExpired):
                process.wait(STOP_WAIT_S)
            temporary.unlink(missing_ok=True)
    # Gone now, so that a print's spool file goes with it (a child still starting cannot make
    # a file in a removed folder); again once it is reaped, for a file made meanwhile.
    shutil.rmtree(child.scratch, ignore_errors=True)
    threading.Thread(target=_reap, args=(child,), daemon=True).start()


def _reap(child: _Child) -> None:
    process = child.process
    process.wait()
    shutil.rmtree(child.scratch, ignore_errors=True)
    for pipe in (process.stdin, process.stdout):
        if pipe is not None:
            with contextlib.suppress(OSError):
                pipe.close()


def stop_all() -> int:
    """Kill every export and print still running and remove its file (the player is leaving:
    its jobs may not get the time to do it themselves). Returns how many were stopped."""
    with _children_lock:
        running = list(_children.values())
        _children.clear()
    for child in running:
        _stop(child)
        if child.temporary is not None:
            child.temporary.unlink(missing_ok=True)
    return len(running)


# -- the printer's settings ----------------------------------------------------------------------
def printer_settings(printer: QPrinter) -> dict[str, Any]:
    """What the print dialog set on `printer`, as plain JSON for the child (read on the GUI
    thread, before the job starts)."""
    layout = printer.pageLayout()
    size = layout.pageSize()
    points = size.size(QPageSize.Unit.Point)
    margins = layout.margins()
    pdf = printer.outputFormat() == QPrinter.OutputFormat.PdfFormat
    cups = printer.printEngine().property(CUPS_OPTIONS)
    return {
        "printer_name": printer.printerName(),
        "output_format": "pdf" if pdf else "native",
        "output_file": printer.outputFileName(),
        "resolution": printer.resolution(),
        "page_size": [size.id().value, size.name(), points.width(), points.height()],
        "orientation": layout.orientation().value,
        "margins": [margins.left(), margins.top(), margins.right(), margins.bottom()],
        "units": layout.units().value,
        "layout_mode": layout.mode().value,
        "full_page": printer.fullPage(),
        "copies": printer.copyCount(),
        "collate": printer.collateCopies(),
        "color_mode": printer.colorMode().value,
        "duplex": printer.duplex().value,
        "page_order": printer.pageOrder().value,
        "print_range": printer.printRange().value,
        "from_to": [printer.fromPage(), printer.toPage()],
        "paper_source": printer.paperSource().value,
        "doc_name": printer.docName(),
        "creator": printer.creator(),
        "pdf_version": printer.pdfVersion().value,
        "font_embedding": printer.fontEmbeddingEnabled(),
        "cups_options": [str(item) for item in cups] if isinstance(cups, list) else [],
    }


def printer_of(settings: dict[str, Any], output_file: str = "") -> QPrinter:
    """A QPrinter set as `settings` say (the child's), printing into `output_file` when the
    settings name a PDF file."""
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    # The printer first: choosing one resets its page size, duplex and colour to its own.
    if settings["output_format"] == "pdf":
        printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
        printer.setOutputFileName(output_file)
    else:
        printer.setPrinterName(settings["printer_name"])
    printer.setResolution(settings["resolution"])
    printer.setFullPage(settings["full_page"])
    printer.setPageLayout(_layout_of(settings))
    printer.setCopyCount(settings["copies"])
    printer.setCollateCopies(settings["collate"])
    printer.setColorMode(QPrinter.ColorMode(settings["color_mode"]))
    printer.setDuplex(QPrinter.DuplexMode(settings["duplex"]))
    printer.setPageOrder(QPrinter.PageOrder(settings["page_order"]))
    printer.setPrintRange(QPrinter.PrintRange(settings["print_range"]))
    printer.setFromTo(*settings["from_to"])
    printer.setPaperSource(QPrinter.PaperSource(settings["paper_source"]))
    printer.setDocName(settings["doc_name"])
    printer.setCreator(settings["creator"])
    printer.setPdfVersion(QPrinter.PdfVersion(settings["pdf_version"]))
    printer.setFontEmbeddingEnabled(settings["font_embedding"])
    if settings["cups_options"]:
        printer.printEngine().setProperty(CUPS_OPTIONS, settings["cups_options"])
    return printer


def _layout_of(settings: dict[str, Any]) -> QPageLayout:
    size_id, name, width, height = settings["page_size"]
    if size_id == QPageSize.PageSizeId.Custom.value:
        size = QPageSize(
            QSizeF(width, height), QPageSize.Unit.Point, name, QPageSize.SizeMatchPolicy.ExactMatch
        )
    else:
        size = QPageSize(QPageSize.PageSizeId(size_id))
    layout = QPageLayout(
        size,
        QPageLayout.Orientation(settings["orientation"]),
        QMarginsF(*settings["margins"]),
        QPageLayout.Unit(settings["units"]),
    )
    layout.setMode(QPageLayout.Mode(settings["layout_mode"]))
    return layout


def _follow(out: IO[str], cancel: CancelToken, progress: Progress) -> str | None:
    """Read the child's lines until it ends; its error sentence, if it said one. Raises
    Cancelled as soon as the token is set (the caller kills the child)."""
    lines: queue.Queue[str | None] = queue.Queue()
    # A thread reads, so that this one can look at the cancel token while the child is quiet.
    threading.Thread(target=_read_lines, args=(out, lines), daemon=True).start()
    error: str | None = None
    while True:
        if cancel.cancelled:
            raise Cancelled()
        try:
            line = lines.get(timeout=POLL_S)
        except queue.Empty:
            continue
        if line is None:
            return error
        word, _, rest = line.strip().partition(" ")
        if word == "progress":
            progress(float(rest))
        elif word == "error":
            error = json.loads(rest)


def _read_lines(out: IO[str], lines: queue.Queue[str | None]) -> None:
    try:
        for line in out:
            lines.put(line)
    except (OSError, ValueError):  # the pipe was closed under us: the job is over
        pass
    lines.put(None)


# -- the child's side ----------------------------------------------------------------------------
def _picture_of(data: dict[str, Any]) -> render.Picture:
    ptype = get_type(data["type"])
    puzzle = ptype.puzzle_from_json(data["puzzle"])
    state = None if data["state"] is None else ptype.solution_from_json(puzzle, data["state"])
    return render.Picture(ptype, puzzle, state, **data["more"])


def _watch_parent(temporary: Path | None) -> None:
    """End the child when its standard input closes (the player is gone)."""
    # The raw descriptor, not sys.stdin: a daemon thread holding sys.stdin's lock can stop
    # the interpreter's own shutdown.
    while os.read(0, 4096):
        pass
    if temporary is not None:
        temporary.unlink(missing_ok=True)
    os._exit(3)


def _first_line() -> str:
    """The request line, read byte by byte from the raw descriptor (nothing read ahead)."""
    data = bytearray()
    while not data.endswith(b"\n"):
        chunk = os.read(0, 1)
        if not chunk:
            break
        data += chunk
    return data.decode("utf-8")


def _say(line: str) -> None:
    sys.stdout.write(line + "\n")
    sys.stdout.flush()


def main() -> int:
    """The child: read the request, draw, say "done" (or "error <sentence>")."""
    request = json.loads(_first_line())
    temporary = Path(request["path"]) if request["path"] else None
    threading.Thread(target=_watch_parent, args=(temporary,), daemon=True).start()
    render.ensure_application()
    i18n.install(request["language"])
    pictures = [_picture_of(item) for item in request["pictures"]]
    last = [-1.0]

    def report(fraction: float) -> None:
        if fraction - last[0] >= 0.01 or fraction >= 1.0:
            last[0] = fraction
            _say(f"progress {fraction:.3f}")

    views = render.Views(pictures)
    drawing = render.Drawing(views, None, report, render.bands_of(pictures))
    write_to = Path(request["write_to"]) if temporary is not None else None
    try:
        if request["format"] == "pages":
            _paint_pages(request, pictures, drawing, write_to)
        else:
            assert write_to is not None
            render.write_file(write_to, pictures, request["title"], drawing, request["format"])
    except render.ExportError as err:  # said with the file's name, not its descriptor's
        said = str(err)
        if write_to is not None:
            said = said.replace(str(write_to), str(temporary))
        _say("error " + json.dumps(said))
        return 1
    _say("done")
    return 0


def _paint_pages(
    request: dict[str, Any],
    pictures: list[render.Picture],
    drawing: render.Drawing,
    write_to: Path | None,
) -> None:
    """A print's pages: onto a printer made from the request's settings (a printer, or a
    PDF file), else into an A4 PDF file; a printer's job goes to CUPS as the painter ends."""
    pages: list[render.Page] = [
        (heading, [pictures[number] for number in numbers], columns, rows)
        for heading, numbers, columns, rows in request["pages"]
    ]
    max_cell_mm = float(request["max_cell_mm"])
    settings = request["printer"]
    if settings is None:
        assert write_to is not None
        writer = render.pdf_writer(write_to, request["title"])
        render.paint_pages(writer, pages, max_cell_mm, drawing)
        del writer  # the PDF is finished when its writer goes
        return
    printer = printer_of(settings, str(write_to or ""))
    native = settings["output_format"] == "native"
    if not printer.isValid() or (native and printer.printerName() != settings["printer_name"]):
        text = translate("printing", "The printer %1 is not available.")
        raise render.ExportError(text.replace("%1", settings["printer_name"]))
    render.paint_pages(printer, pages, max_cell_mm, drawing)


if __name__ == "__main__":
    code = main()
    sys.stdout.flush()
    # The file is written and closed: skip tearing down Qt and the views.
    os._exit(code)

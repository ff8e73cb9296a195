"""Export and print run as jobs: on a 200x200 Shikaku the window keeps answering while the file
is written, Cancel stops the export (and the solve before Export with Solution) and leaves no
file, and closing the window during one takes under a second."""

from __future__ import annotations

import json
import random
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QMarginsF, QSizeF, Qt, QTimer
from PySide6.QtGui import QAction, QImage, QPageLayout, QPageSize
from PySide6.QtPrintSupport import QPrinter, QPrinterInfo
from pytestqt.qtbot import QtBot

from puzzlegui.core.cancel import CancelToken
from puzzlegui.gui import export_process, printing, render
from puzzlegui.gui.main_window import PlayerWindow

from .helpers import open_text
from .processes import private_env
from .stress_boards import shikaku_cut
from .test_export import SAMPLES, export_into, sample
from .test_printing import answer_print_dialog, keep, print_into

CLOSE_S = 1.0
"""Closing during an export or a print: the job kills the process that draws it
(export_process.py) and the window's wait for its job ends at once."""


def shikaku_text(rows: int, cols: int, seed: int = 7) -> str:
    """A Shikaku cut into random rectangles of up to 4x4, one clue in each."""
    return shikaku_cut(rows, cols, random.Random(seed))


def open_large(qtbot: QtBot, tmp_path: Path) -> PlayerWindow:
    """A window playing a 200x200 Shikaku (made in the test, not held by a fixture: pytest
    keeps fixture values past the check that no window outlives its test)."""
    return open_text(qtbot, tmp_path / "large.txt", shikaku_text(200, 200))


def exporting_large(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, name: str
) -> tuple[PlayerWindow, Path]:
    """A window playing a 200x200 Shikaku whose export file dialog answers `tmp_path`/`name`;
    that file."""
    target = tmp_path / name
    export_into(monkeypatch, target)
    return open_large(qtbot, tmp_path), target


DRIVER = Path(__file__).with_name("export_close_driver.py")


def close_mid_export(
    board: Path, target: Path, when: float, how: str, root: Path, driver: Path = DRIVER
) -> tuple[int, float, int]:
    """Run the driver (a real player) on `board`, exporting or printing to `target` and closed
    at progress `when`: its exit status, the seconds from the close to the exit (-1 if it
    never closed), and the drawing process's id (-1 when none was said). The player's TMPDIR
    is `root`/tmp, where a print's spool folder would be left."""
    env = private_env(root)
    env["TMPDIR"] = str(root / "tmp")
    (root / "tmp").mkdir(exist_ok=True)
    command = [sys.executable, str(driver), str(board), str(target), str(when), how]
    player = subprocess.Popen(command, env=env, stdout=subprocess.PIPE, text=True)
    try:
        assert player.stdout is not None
        child = -1
        closed = -1.0
        for line in iter(player.stdout.readline, ""):
            if line.startswith("child"):
                child = int(line.split()[1])
            if line.startswith("closing"):
                closed = time.monotonic()
                break
        status = player.wait(timeout=30)
        return status, time.monotonic() - closed if closed >= 0 else -1.0, child
    finally:
        if player.poll() is None:
            player.kill()
            player.wait()
        if player.stdout is not None:
            player.stdout.close()


def painting(qtbot: QtBot, window: PlayerWindow, action: QAction) -> None:
    """Trigger `action` and wait until its job reports progress."""
    with qtbot.waitSignal(window.jobs.job_progressed, timeout=20000):
        action.trigger()


def cancel_job(qtbot: QtBot, window: PlayerWindow, cancel: Callable[[], object]) -> None:
    """Cancel the window's job by `cancel` and wait until it has ended."""
    with qtbot.waitSignal(window.jobs.job_cancelled, timeout=15000):
        cancel()
    qtbot.waitUntil(lambda: not window.jobs.busy, timeout=15000)


@pytest.mark.slow
def test_a_large_export_leaves_the_window_answering_and_cancel_stops_it(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    large, target = exporting_large(qtbot, tmp_path, monkeypatch, "large.pdf")
    ticks: list[float] = []
    timer = QTimer()
    timer.setInterval(20)
    timer.timeout.connect(lambda: ticks.append(time.monotonic()))
    timer.start()
    painting(qtbot, large, large.share.export)  # trigger() returns at once: the job paints
    assert large.jobs.running_kinds() == ["export"]
    assert large.job_status.isVisible()
    first = len(ticks)
    qtbot.waitUntil(lambda: len(ticks) >= first + 5, timeout=5000)  # the event loop turns
    cancel_job(
        qtbot,
        large,
        lambda: qtbot.mouseClick(large.job_status.cancel_button, Qt.MouseButton.LeftButton),
    )
    timer.stop()
    assert not target.exists()
    assert list(tmp_path.glob(".large.*")) == []  # no temporary left
    assert "Exported" not in large.statusBar().currentMessage()


def test_export_with_solution_solves_in_the_job_and_cancel_stops_the_solve(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    large, target = exporting_large(qtbot, tmp_path, monkeypatch, "large.svg")
    began = time.monotonic()
    large.share.export_solution.trigger()
    assert time.monotonic() - began < 0.5  # no solve on the GUI thread
    assert large.jobs.running_kinds() == ["export"]
    cancel_job(qtbot, large, large.jobs.cancel)
    assert not target.exists()


@pytest.mark.slow
def test_closing_the_window_during_an_export_takes_under_a_second(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    large, _ = exporting_large(qtbot, tmp_path, monkeypatch, "large.pdf")
    painting(qtbot, large, large.share.export)
    began = time.monotonic()
    large.close()
    took = time.monotonic() - began
    assert took < CLOSE_S, f"closing took {took:.2f} s"
    assert not large.jobs.busy


def started_children(monkeypatch: pytest.MonkeyPatch) -> list[tuple[int, Path]]:
    """Record each drawing process started (its pid) and the temporary folder made for it."""
    started: list[tuple[int, Path]] = []
    folders: list[Path] = []
    make_folder, popen = tempfile.mkdtemp, subprocess.Popen

    def mkdtemp(*args: Any, **kwargs: Any) -> str:
        folder: str = make_folder(*args, **kwargs)
        folders.append(Path(folder))
        return folder

    def start(*args: Any, **kwargs: Any) -> subprocess.Popen[str]:
        child: subprocess.Popen[str] = popen(*args, **kwargs)
        started.append((child.pid, folders[-1]))
        return child

    monkeypatch.setattr(tempfile, "mkdtemp", mkdtemp)
    monkeypatch.setattr(subprocess, "Popen", start)
    return started


@pytest.mark.slow
def test_printing_is_a_job_in_a_process_and_cancel_leaves_nothing(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    large = open_large(qtbot, tmp_path)
    out = tmp_path / "out"
    out.mkdir()
    target = out / "printed.pdf"
    print_into(monkeypatch, target)
    answer_print_dialog(monkeypatch, qtbot, keep)
    started = started_children(monkeypatch)
    painting(qtbot, large, large.share.print)
    assert large.jobs.running_kinds() == ["print"]
    [(child, scratch)] = started
    assert [p.name for p in out.iterdir()] != []  # its temporary file, being written
    cancel_job(qtbot, large, large.jobs.cancel)
    assert list(out.iterdir()) == []  # a cancelled print is never finished nor sent
    assert not scratch.exists()  # nor its spool folder
    qtbot.waitUntil(lambda: _ended(child), timeout=5000)


CLOSE_CASES = [
    ("png", 1.0, "export"),
    ("pdf", 1.0, "export"),
    ("png", 0.01, "export"),
    ("svg", 0.5, "export"),
    ("pdf", 0.01, "print"),
    ("pdf", 0.5, "print"),
]
"""(format, the progress at which the window closes, export or print); scripts/export_close.py
times the same."""


@pytest.mark.slow
@pytest.mark.parametrize(("suffix", "when", "how"), CLOSE_CASES)
def test_a_real_player_closed_mid_export_exits_within_a_second_and_leaves_no_file(
    qtbot: QtBot, tmp_path: Path, suffix: str, when: float, how: str
) -> None:
    """`python -m puzzlegui`'s own start and close (launch.run), a 200x200 Shikaku; closed while
    the export paints, or once it is painted and Qt compresses and writes the file; or while
    it prints (to a PDF file, as the print dialog's "Print to File" does)."""
    board = tmp_path / "large.txt"
    board.write_text(shikaku_text(200, 200))
    target = tmp_path / "out" / f"large.{suffix}"
    target.parent.mkdir()
    status, took, child = close_mid_export(board, target, when, how, tmp_path)
    assert status == 0
    assert 0 <= took < CLOSE_S, f"the player took {took:.2f} s to exit"
    # The drawing process was killed: it goes (a large one takes time).
    qtbot.waitUntil(lambda: _ended(child), timeout=5000)
    assert list(target.parent.iterdir()) == []  # no file, no temporary
    assert list((tmp_path / "tmp").iterdir()) == []  # no spool folder


def _ended(pid: int) -> bool:
    """The process is gone, or a zombie (it ended; its parent has not reaped it yet)."""
    try:
        return Path(f"/proc/{pid}/stat").read_text().split(")")[-1].split()[0] == "Z"
    except OSError:
        return True


@pytest.mark.slow
@pytest.mark.parametrize("name", sorted(SAMPLES))
def test_the_export_process_draws_what_the_player_drew_in_process(
    name: str, qapp: Any, tmp_path: Path
) -> None:
    """Pixel for pixel the same PNG as the in-process drawing, the solution beside it."""
    board = sample(name)
    pictures = render.pictures_for(board.ptype, board.puzzle, True)
    here, there = tmp_path / "here.png", tmp_path / "there.png"
    render.write_pictures(here, pictures, board.ptype.title)
    seen: list[float] = []
    assert export_process.export(there, pictures, board.ptype.title, CancelToken(), seen.append)
    assert QImage(str(here)) == QImage(str(there))
    assert seen[-1] == 1.0
    assert sorted(p.name for p in tmp_path.iterdir()) == ["here.png", "there.png"]


def test_a_failed_export_process_says_why_and_leaves_nothing(tmp_path: Path) -> None:
    board = sample("shikaku")
    pictures = render.pictures_for(board.ptype, board.puzzle, False)
    folder = tmp_path / "gone"
    with pytest.raises(render.ExportError, match=r"Cannot write .*gone/x\.png"):
        export_process.export(folder / "x.png", pictures, "t", CancelToken(), lambda _: None)
    assert list(tmp_path.iterdir()) == []


@pytest.mark.slow
def test_a_second_export_to_the_same_file_supersedes_the_first(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = open_text(qtbot, tmp_path / "mid.txt", shikaku_text(40, 40))
    target = tmp_path / "out" / "mid.png"
    target.parent.mkdir()
    export_into(monkeypatch, target)
    window.share.export.trigger()
    with qtbot.waitSignal(window.jobs.job_succeeded, timeout=30000):
        window.share.export.trigger()  # the first one is cancelled, its process killed
    qtbot.waitUntil(lambda: not window.jobs.busy, timeout=15000)
    assert QImage(str(target)).width() > 40 * 40
    assert [p.name for p in target.parent.iterdir()] == ["mid.png"]


def set_up_printer(printer: QPrinter, path: Path) -> None:
    """A print dialog's answer that is not the default: Letter, landscape, wide margins,
    grey, two copies, a document name; into the PDF file `path`."""
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(path))
    printer.setPageLayout(
        QPageLayout(
            QPageSize(QPageSize.PageSizeId.Letter),
            QPageLayout.Orientation.Landscape,
            QMarginsF(20, 12, 8, 16),
            QPageLayout.Unit.Millimeter,
        )
    )
    printer.setColorMode(QPrinter.ColorMode.GrayScale)
    printer.setCopyCount(2)
    printer.setDocName("two puzzles")


def two_puzzles_pages() -> tuple[str, list[render.Page]]:
    """Two samples a page with their solutions after them, as File > Print makes them."""
    entries = []
    for name in ("shikaku", "hashi"):
        board = sample(name)
        solution = render.solution_of(board.ptype, board.puzzle)
        entries.append(printing.Entry(board.ptype, board.puzzle, name, solution=solution))
    return printing.pages_of(entries, 2, True)


def pdf_images(path: Path) -> list[QImage]:
    """The PDF's pages as images (Ghostscript, 50 dpi)."""
    out = path.with_suffix("")
    subprocess.run(
        ["gs", "-q", "-dNOPAUSE", "-dBATCH", "-dSAFER", "-sDEVICE=png16m", "-r50",
         f"-sOutputFile={out}-%d.png", str(path)],
        check=True,
    )  # fmt: skip
    return [QImage(str(p)) for p in sorted(path.parent.glob(f"{out.name}-*.png"))]


@pytest.mark.slow
@pytest.mark.skipif(shutil.which("gs") is None, reason="needs Ghostscript to rasterise PDFs")
def test_a_print_to_a_file_is_the_in_process_print_pixel_for_pixel(
    qapp: Any, tmp_path: Path
) -> None:
    """The child's printer, made from the dialog's settings, prints what the player's own
    QPrinter printed when the job painted it in process."""
    title, pages = two_puzzles_pages()
    here, there = tmp_path / "here" / "p.pdf", tmp_path / "there" / "p.pdf"
    here.parent.mkdir()
    there.parent.mkdir()
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    set_up_printer(printer, here)
    render.paint_pages(printer, pages, render.BOOKLET_CELL_MM)  # the former in-process print
    del printer
    asked = QPrinter(QPrinter.PrinterMode.HighResolution)
    set_up_printer(asked, there)
    settings = export_process.printer_settings(asked)
    export_process.print_pages(settings, pages, title, CancelToken(), lambda _: None)
    assert [p.name for p in there.parent.iterdir()] == ["p.pdf"]  # no temporary left
    images = pdf_images(here)
    assert len(images) == 2  # the puzzles, then the solutions
    assert images[0].width() > images[0].height()  # landscape
    assert [image == other for image, other in zip(images, pdf_images(there), strict=True)] == [
        True,
        True,
    ]


def test_the_print_dialogs_settings_reach_the_childs_printer(qapp: Any, tmp_path: Path) -> None:
    asked = QPrinter(QPrinter.PrinterMode.HighResolution)
    set_up_printer(asked, tmp_path / "p.pdf")
    asked.setDuplex(QPrinter.DuplexMode.DuplexLongSide)
    asked.setCollateCopies(False)
    asked.setPageOrder(QPrinter.PageOrder.LastPageFirst)
    asked.setPrintRange(QPrinter.PrintRange.PageRange)
    asked.setFromTo(2, 3)
    asked.setResolution(600)
    asked.setFullPage(True)
    settings = export_process.printer_settings(asked)
    made = export_process.printer_of(json.loads(json.dumps(settings)), str(tmp_path / "q.pdf"))
    assert made.pageLayout().isEquivalentTo(asked.pageLayout())
    assert made.pageLayout().pageSize().id() == QPageSize.PageSizeId.Letter
    for read in (
        QPrinter.colorMode,
        QPrinter.copyCount,
        QPrinter.collateCopies,
        QPrinter.duplex,
        QPrinter.pageOrder,
        QPrinter.printRange,
        QPrinter.fromPage,
        QPrinter.toPage,
        QPrinter.resolution,
        QPrinter.fullPage,
        QPrinter.docName,
        QPrinter.outputFormat,
    ):
        assert read(made) == read(asked), read.__name__
    assert made.outputFileName() == str(tmp_path / "q.pdf")


def test_a_printers_own_options_reach_the_childs_printer(qapp: Any) -> None:
    """The print dialog's CUPS options (pages per sheet, banners...) and the printer's name."""
    names = QPrinterInfo.availablePrinterNames()
    if not names:
        pytest.skip("no printer here (CUPS options exist only on a printer)")
    asked = QPrinter(QPrinter.PrinterMode.HighResolution)
    asked.setPrinterName(names[-1])
    asked.printEngine().setProperty(export_process.CUPS_OPTIONS, ["number-up", "2"])
    settings = export_process.printer_settings(asked)
    assert settings["output_format"] == "native"
    made = export_process.printer_of(settings)
    assert made.printerName() == names[-1]
    assert made.outputFormat() == QPrinter.OutputFormat.NativeFormat
    assert export_process.printer_settings(made)["cups_options"] == ["number-up", "2"]


def test_a_custom_paper_size_reaches_the_childs_printer(qapp: Any, tmp_path: Path) -> None:
    asked = QPrinter(QPrinter.PrinterMode.HighResolution)
    set_up_printer(asked, tmp_path / "p.pdf")
    paper = QPageSize(QSizeF(100, 150), QPageSize.Unit.Millimeter, "card")
    asked.setPageSize(paper)
    made = export_process.printer_of(export_process.printer_settings(asked), "x.pdf")
    size = made.pageLayout().pageSize()
    assert size.size(QPageSize.Unit.Point) == paper.size(QPageSize.Unit.Point)


def test_a_printer_gone_before_the_print_is_said_in_one_line(qapp: Any) -> None:
    asked = QPrinter(QPrinter.PrinterMode.HighResolution)
    settings = dict(export_process.printer_settings(asked), output_format="native")
    settings["printer_name"] = "gone-since-the-dialog"
    _, pages = two_puzzles_pages()
    with pytest.raises(render.ExportError, match=r"^The printer gone-since-the-dialog is not"):
        export_process.print_pages(settings, pages, "t", CancelToken(), lambda _: None)

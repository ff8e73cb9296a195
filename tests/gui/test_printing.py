"""File > Print: several puzzles a page, their solutions after them, to a printer or a PDF;
and where the export and PDF dialogs start."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QStandardPaths, Qt
from PySide6.QtPrintSupport import QPrinter
from PySide6.QtWidgets import QDialog
from pytestqt.qtbot import QtBot

from puzzlegui.gui import folders, printing, render, share
from puzzlegui.gui.dialogs import prompts
from puzzlegui.gui.dialogs.print_dialog import PrintDialog
from puzzlegui.gui.main_window import PlayerWindow
from puzzlegui.paths import BOARDS as OWN_BOARDS

from .helpers import BOARDS, open_window
from .test_export import export_into, pdf_pages

Setup = Callable[[PrintDialog], None]


def answer_print_dialog(
    monkeypatch: pytest.MonkeyPatch, qtbot: QtBot, setup: Setup, pdf: bool = False
) -> list[PrintDialog]:
    """File > Print's dialog, set up by `setup` and its Print or Save as PDF button pressed
    (a modal dialog's exec would wait for a person)."""
    shown: list[PrintDialog] = []

    def run(dialog: QDialog) -> bool:
        assert isinstance(dialog, PrintDialog)
        shown.append(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        setup(dialog)
        if dialog.isVisible():  # else `setup` closed it
            (dialog.pdf_button if pdf else dialog.print_button).click()
        return dialog.result() == QDialog.DialogCode.Accepted

    monkeypatch.setattr(prompts, "run_dialog", run)
    return shown


def print_into(monkeypatch: pytest.MonkeyPatch, target: Path) -> list[QPrinter]:
    """The system's print dialog answered: print into a PDF file."""
    asked: list[QPrinter] = []

    def print_to_file(printer: QPrinter, _parent: object) -> bool:
        asked.append(printer)
        printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
        printer.setOutputFileName(str(target))
        return True

    monkeypatch.setattr(share, "ask_print", print_to_file)
    return asked


def jobs_done(qtbot: QtBot, window: PlayerWindow) -> None:
    qtbot.waitUntil(lambda: not window.jobs.busy, timeout=60000)


def keep(_dialog: PrintDialog) -> None:
    """Press Print with the dialog as it opens."""


@pytest.mark.slow
def test_print_goes_through_the_print_dialog_then_the_printers(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = open_window(qtbot, BOARDS / "hashi" / "01-easy-7x7.puzzle")
    target = tmp_path / "printed.pdf"

    def as_it_opens(dialog: PrintDialog) -> None:
        assert dialog.current_radio.isChecked()
        assert not dialog.selected_radio.isEnabled()  # the Games window is not open
        assert not dialog.solutions_box.isChecked()

    shown = answer_print_dialog(monkeypatch, qtbot, as_it_opens)
    asked = print_into(monkeypatch, target)
    window.share.print.trigger()
    jobs_done(qtbot, window)
    assert len(shown) == 1
    assert len(asked) == 1
    assert pdf_pages(target) == 1
    assert "printer" in window.statusBar().currentMessage()
    # Cancelling the printer's dialog prints nothing.
    monkeypatch.setattr(share, "ask_print", lambda _printer, _parent: False)
    target.unlink()
    window.share.print.trigger()
    assert not window.jobs.busy
    assert not target.exists()


@pytest.mark.slow
def test_new_puzzles_two_a_page_with_their_solutions_into_a_pdf(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = open_window(qtbot, BOARDS / "calcudoku" / "01-easy-3x3.puzzle")
    target = tmp_path / "out" / "five.pdf"
    target.parent.mkdir()
    suggested: list[str] = []

    def ask_pdf(_parent: object, name: str) -> Path:
        suggested.append(name)
        return target

    monkeypatch.setattr(printing, "ask_pdf_path", ask_pdf)

    def five_new_two_a_page(dialog: PrintDialog) -> None:
        assert not dialog.count_spin.isEnabled()
        dialog.new_radio.click()
        assert dialog.count_spin.isEnabled()
        dialog.count_spin.setValue(5)
        dialog.per_page_box.setCurrentIndex(dialog.per_page_box.findData(2))
        dialog.solutions_box.click()

    answer_print_dialog(monkeypatch, qtbot, five_new_two_a_page, pdf=True)
    kinds: list[str] = []
    window.jobs.job_started.connect(lambda outcome: kinds.append(outcome.kind))
    window.share.print.trigger()
    jobs_done(qtbot, window)
    assert kinds == ["booklet", "export"]
    assert pdf_pages(target) == 3 + 3  # five puzzles two a page, then their solutions
    assert not folders.is_own(Path(suggested[0]).parent)
    assert window.preferences.export_folder == str(target.parent)

    # The choice is kept for the next time.
    def as_before(dialog: PrintDialog) -> None:
        assert dialog.new_radio.isChecked()
        assert dialog.count_spin.value() == 5
        assert dialog.solutions_box.isChecked()
        assert dialog.per_page_box.currentData() == 2

    again = answer_print_dialog(monkeypatch, qtbot, as_before, pdf=True)
    window.share.print.trigger()
    jobs_done(qtbot, window)
    assert len(again) == 1
    assert Path(suggested[1]).parent == target.parent


@pytest.mark.slow
def test_the_games_selected_in_the_games_window_four_a_page(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = open_window(qtbot, BOARDS / "logi5" / "01-easy-5x5.puzzle")
    window.autosave_enabled = True  # each game opened goes into the library
    for name in (
        "logi5/01-easy-5x5.puzzle",
        "hashi/01-easy-7x7.puzzle",
        "shikaku/01-easy-7x7.puzzle",
        "calcudoku/01-easy-3x3.puzzle",
    ):
        assert window.files.open_path(BOARDS / name)
    games = window.library_commands.show_games()
    qtbot.waitExposed(games)
    games.table.selectAll()
    assert len(games.selected_ids()) == 4
    target = tmp_path / "games.pdf"
    print_into(monkeypatch, target)

    def selected_with_solutions(dialog: PrintDialog) -> None:
        assert dialog.selected_radio.isEnabled()
        assert "4" in dialog.selected_radio.text()
        dialog.selected_radio.click()
        dialog.per_page_box.setCurrentIndex(dialog.per_page_box.findData(4))
        dialog.solutions_box.setChecked(True)

    answer_print_dialog(monkeypatch, qtbot, selected_with_solutions)
    window.share.print.trigger()
    jobs_done(qtbot, window)
    assert pdf_pages(target) == 2  # the four games on one page, their solutions on another
    # The Games window's own Print... offers its selection first: two games, two a page.
    games.table.selectRow(0)
    qtbot.mouseClick(
        games.table.viewport(),
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.ControlModifier,
        games.table.visualRect(games.model.index(2, 1)).center(),
    )
    assert len(games.selected_ids()) == 2

    def offered_the_two(dialog: PrintDialog) -> None:
        assert dialog.selected_radio.isChecked()
        assert "2" in dialog.selected_radio.text()
        dialog.per_page_box.setCurrentIndex(dialog.per_page_box.findData(2))
        dialog.solutions_box.setChecked(False)

    answer_print_dialog(monkeypatch, qtbot, offered_the_two)
    window.preferences.print_choice = ""  # not from the last choice: from the Games window
    target.unlink()
    qtbot.mouseClick(games.print_button, Qt.MouseButton.LeftButton)
    jobs_done(qtbot, window)
    assert pdf_pages(target) == 1
    games.close()


def test_cancel_stops_making_the_puzzles_and_writes_nothing(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = open_window(qtbot, BOARDS / "hashi" / "01-easy-7x7.puzzle")
    out = tmp_path / "out"
    out.mkdir()
    target = out / "never.pdf"
    monkeypatch.setattr(printing, "ask_pdf_path", lambda _parent, _name: target)

    def many_new(dialog: PrintDialog) -> None:
        dialog.new_radio.click()
        dialog.count_spin.setValue(dialog.count_spin.maximum())
        dialog.solutions_box.setChecked(True)

    answer_print_dialog(monkeypatch, qtbot, many_new, pdf=True)
    with qtbot.waitSignal(window.jobs.job_progressed, timeout=30000):
        window.share.print.trigger()
    assert window.jobs.running_kinds() == ["booklet"]
    with qtbot.waitSignal(window.jobs.job_cancelled, timeout=15000):
        window.job_status.cancel_button.click()
    jobs_done(qtbot, window)
    assert not target.exists()
    assert list(out.iterdir()) == []


def test_a_puzzle_without_a_solution_is_named_when_solutions_are_asked(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "none.pdf"
    window = open_window(qtbot, BOARDS / "logi5" / "01-easy-5x5.puzzle")

    def no_solution(*_args: object) -> None:
        raise render.ExportError("no solution here")

    monkeypatch.setattr(render, "solution_of", no_solution)
    shown: list[str] = []
    monkeypatch.setattr(prompts, "show_error", lambda _p, _title, why: shown.append(why))
    monkeypatch.setattr(printing, "ask_pdf_path", lambda _parent, _name: target)
    answer_print_dialog(monkeypatch, qtbot, lambda d: d.solutions_box.setChecked(True), pdf=True)
    window.share.print.trigger()
    jobs_done(qtbot, window)
    assert shown == ["Puzzle 1: no solution here"]
    assert not target.exists()


# -- where the dialogs start ---------------------------------------------------------------------
def test_the_start_folder_is_remembered_else_documents_never_our_own(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    documents, pictures = tmp_path / "Documents", tmp_path / "Pictures"
    documents.mkdir()
    places = {
        QStandardPaths.StandardLocation.DocumentsLocation: documents,
        QStandardPaths.StandardLocation.PicturesLocation: pictures,
    }
    monkeypatch.setattr(
        QStandardPaths, "writableLocation", lambda location: str(places.get(location, ""))
    )
    assert folders.start_folder("") == documents
    assert folders.start_folder(str(OWN_BOARDS / "hashi")) == documents
    assert folders.start_folder(str(OWN_BOARDS.parent)) == documents
    assert folders.start_folder("relative/folder") == documents
    assert folders.start_folder(str(tmp_path / "gone")) == documents
    assert folders.start_folder(str(tmp_path)) == tmp_path
    documents.rmdir()
    pictures.mkdir()
    assert folders.start_folder("") == pictures
    pictures.rmdir()
    assert folders.start_folder("") == Path.home()


@pytest.mark.slow
def test_export_starts_in_the_last_export_folder_not_the_samples(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = open_window(qtbot, BOARDS / "logi5" / "01-easy-5x5.puzzle")
    assert window.preferences.last_folder == str((BOARDS / "logi5").resolve())
    chosen = tmp_path / "pictures" / "mine.png"
    chosen.parent.mkdir()
    suggested = export_into(monkeypatch, chosen)
    window.share.export_solution.trigger()
    jobs_done(qtbot, window)
    first = Path(suggested[0]).parent
    assert first.is_absolute()
    assert not folders.is_own(first)
    assert first != Path.cwd()
    window.share.export.trigger()
    jobs_done(qtbot, window)
    assert Path(suggested[1]).parent == chosen.parent


def test_save_as_of_a_sample_starts_outside_the_samples(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = open_window(qtbot, BOARDS / "hashi" / "01-easy-7x7.puzzle")
    suggested: list[str] = []

    def ask(_parent: object, name: str) -> None:
        suggested.append(name)

    monkeypatch.setattr(prompts, "ask_save_path", ask)
    window.actions_.save_as.trigger()
    folder = Path(suggested[0]).parent
    assert Path(suggested[0]).name == "01-easy-7x7.puzzle"
    assert not folders.is_own(folder)
    # A folder of the player's own is kept.
    window.preferences.last_folder = str(tmp_path)
    window.actions_.save_as.trigger()
    assert Path(suggested[1]).parent == tmp_path


def test_the_print_dialog_and_the_exported_captions_read_spanish(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, language: str
) -> None:
    window = open_window(qtbot, BOARDS / "logi5" / "01-easy-5x5.puzzle")
    seen: list[tuple[str, str, str]] = []

    def look(dialog: PrintDialog) -> None:
        seen.append((dialog.windowTitle(), dialog.print_button.text(), dialog.new_radio.text()))
        dialog.reject()

    answer_print_dialog(monkeypatch, qtbot, look)
    print_into(monkeypatch, tmp_path / "never.pdf")  # never asked: the dialog was cancelled
    window.share.print.trigger()
    assert not window.jobs.busy
    expected = {
        "en": ("Print", "&Print...", "&New puzzles:"),
        "es": ("Imprimir", "&Imprimir...", "Puzles &nuevos:"),
    }
    assert seen == [expected[language]]
    session = window.session
    assert session is not None
    path = tmp_path / "both.svg"
    render.export(path, session.ptype, session.puzzle, with_solution=True)
    words = {"en": ("Puzzle", "Solution"), "es": ("Puzle", "Solución")}[language]
    text = path.read_text(encoding="utf-8")
    assert all(f">{word}<" in text for word in words)


def test_a_pdf_that_cannot_be_written_is_said_and_nothing_is_left(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = open_window(qtbot, BOARDS / "shikaku" / "01-easy-7x7.puzzle")
    missing = tmp_path / "no such folder" / "out.pdf"
    monkeypatch.setattr(printing, "ask_pdf_path", lambda _parent, _name: missing)
    errors: list[tuple[str, str]] = []
    monkeypatch.setattr(prompts, "show_error", lambda _p, title, why: errors.append((title, why)))
    answer_print_dialog(monkeypatch, qtbot, lambda d: d.solutions_box.setChecked(True), pdf=True)
    window.share.print.trigger()
    jobs_done(qtbot, window)
    assert errors == [
        ("Cannot save the PDF", f"Cannot write {missing} (No such file or directory)")
    ]
    assert not missing.parent.exists()
    assert window.preferences.export_folder == ""  # only a folder written to is remembered

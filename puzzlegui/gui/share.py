"""The window's sharing commands: open a puzz.link URL or Tatham ID, paste one, copy the puzzle
as either form, export it as PNG, SVG or PDF, and print it.

ShareCommands puts them in the window's File menu. The questions
(where to export, the print dialog) are small module functions tests can replace, like
`dialogs.prompts`.

Export and print are jobs (jobs.py) on their own channel, with the busy indicator's progress
and Cancel, like Solve: Export with Solution first solves in a job. An export's file is then
written by a child process the job follows and kills on Cancel (export_process.py). Printing
goes the same way: the print dialog sets up a QPrinter here, and the child paints on a printer
made from its settings. File > Print's own dialog and its several puzzles a page are
printing.py's, on this channel too (`start_job`).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QGuiApplication, QKeySequence
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtWidgets import QDialog, QFileDialog, QMenu, QWidget

from puzzlegui.core.cancel import CancelToken
from puzzlegui.core.formats import puzzlink, tatham
from puzzlegui.core.formats.loader import looks_like_link, parse_board
from puzzlegui.core.formats.source import MAX_BYTES
from puzzlegui.core.model import AnyPuzzleType, BoardFormatError
from puzzlegui.library.records import Source

from . import export_process, folders, message, render
from .dialogs import url_dialog
from .jobs import Progress
from .printing import PrintCommands
from .window_part import WindowHost, WindowPart

EXPORT_SUFFIXES = {"PDF": ".pdf", "PNG": ".png", "SVG": ".svg"}
CHANNEL = "share"
"""The job channel of export and print: a new one replaces the one running."""
SOLVE_SECONDS = 60.0
"""How long Export with Solution's solve may run (Cancel stops it sooner)."""


# Called by this name so that pyside6-lupdate finds the texts (it does not see through wrappers).
translate = QCoreApplication.translate


def export_filter() -> str:
    """The file-type filter of the export dialog."""
    return translate("share", "PDF document (*.pdf);;PNG image (*.png);;SVG image (*.svg)")


def ask_export_path(parent: QWidget, suggested: str) -> Path | None:
    """Ask where to export (the suffix says the format); None if cancelled."""
    name, chosen = QFileDialog.getSaveFileName(
        parent, translate("share", "Export the puzzle"), suggested, export_filter()
    )
    if not name:
        return None
    path = Path(name)
    if path.suffix.lower() not in EXPORT_SUFFIXES.values():
        suffix = next((s for key, s in EXPORT_SUFFIXES.items() if chosen.startswith(key)), ".pdf")
        path = path.with_name(path.name + suffix)
    return path


def ask_print(printer: QPrinter, parent: QWidget) -> bool:
    """The print dialog; True if the player chose to print."""
    dialog = QPrintDialog(printer, parent)
    try:
        return dialog.exec() == QDialog.DialogCode.Accepted
    finally:
        dialog.deleteLater()


def _insert(menu: QMenu, before: QAction | None, actions: list[QAction | None]) -> None:
    """Put the actions (None: a separator) before `before`, or at the menu's end."""
    for action in actions:
        if action is None:
            menu.addSeparator() if before is None else menu.insertSeparator(before)
        elif before is None:
            menu.addAction(action)
        else:
            menu.insertAction(before, action)


def clipboard_text() -> str:
    """The clipboard's text, or '' when it holds more than a board can be (Qt hands the
    clipboard over whole, so its length is the first thing looked at, before any parsing)."""
    text = QGuiApplication.clipboard().text()
    return text if len(text) <= MAX_BYTES else ""


sentence_of = render.error_sentence


def _solve_work(ptype: AnyPuzzleType, puzzle: Any, cancel: CancelToken, _: Progress) -> Any:
    return render.solution_of(ptype, puzzle, SOLVE_SECONDS, cancel)


def _export_work(
    path: Path, pictures: list[render.Picture], title: str, cancel: CancelToken, progress: Progress
) -> Path:
    return export_process.export(path, pictures, title, cancel, progress)


class ShareCommands(WindowPart):
    """The sharing actions of one window, and their slots."""

    def __init__(self, window: WindowHost) -> None:
        super().__init__(window)
        self._export: tuple[Path, AnyPuzzleType, Any] | None = None
        """The file, type and puzzle of the export whose solution is being found."""
        key = QKeySequence.StandardKey
        self.open_url = self._action(
            self.tr("Open &URL or ID..."), self._on_open_url_triggered, "Ctrl+Shift+O"
        )
        self.paste = self._action(self.tr("&Paste URL or ID"), self._on_paste_triggered, key.Paste)
        self.copy_puzzlink = self._action(
            self.tr("Copy as puzz.link &URL"), self._on_copy_puzzlink_triggered
        )
        self.copy_tatham = self._action(
            self.tr("Copy as &Tatham ID"), self._on_copy_tatham_triggered
        )
        self.export = self._action(self.tr("&Export..."), self._on_export_triggered)
        self.export_solution = self._action(
            self.tr("Export with Sol&ution..."), self._on_export_solution_triggered
        )
        self.print = self._action(self.tr("&Print..."), self._on_print_triggered, key.Print)
        window.game_started.connect(self._on_window_game_started)
        self._on_window_game_started()
        self._add_to_menu(window.actions_.file_menu)
        self.printing = PrintCommands(self)

    def game_actions(self) -> list[QAction]:
        """The actions that need a game."""
        return [self.copy_puzzlink, self.copy_tatham, self.export, self.export_solution, self.print]

    def _add_to_menu(self, menu: QMenu) -> None:
        # Open URL and Paste after Open; copy, export and print before Quit.
        actions = menu.actions()
        opener = self._window.actions_.open
        after_open = actions[actions.index(opener) + 1] if opener in actions[:-1] else None
        _insert(menu, after_open, [self.open_url, self.paste])
        quit_action = self._window.actions_.quit
        before = quit_action if quit_action in menu.actions() else None
        _insert(menu, before, [self.copy_puzzlink, self.copy_tatham, None])
        _insert(menu, before, [self.export, self.export_solution, self.print, None])

    # -- opening ---------------------------------------------------------------------------------
    def open_text(self, text: str) -> bool:
        """Open a URL or ID; a bad one is reported with its sentence and the game stays."""
        window = self._window
        try:
            board = parse_board(text.strip())
        except BoardFormatError as err:
            message.error(self, self.tr("Cannot open the URL or ID"), err.message)
            return False
        window.open_board(board, source=Source("link", text.strip()))
        message.info(
            self, self.tr("Opened a %1 from a URL or ID.").replace("%1", board.ptype.title), 4000
        )
        return True

    def _on_open_url_triggered(self) -> None:
        clipboard = clipboard_text().strip()
        initial = clipboard if looks_like_link(clipboard) else ""
        text = url_dialog.ask_url(self._window.widget, initial)
        if text:
            self.open_text(text)

    def _on_paste_triggered(self) -> None:
        text = clipboard_text().strip()
        if text and looks_like_link(text):
            self.open_text(text)
        else:
            message.info(self, self.tr("The clipboard holds no puzz.link URL or Tatham ID."), 4000)

    # -- copying ---------------------------------------------------------------------------------
    def copy_as(self, module: Any, form: str) -> str | None:
        """Put the puzzle on the clipboard in a link form; say why when it does not fit."""
        session = self._window.session
        if session is None:
            return None
        try:
            text: str = module.encode(
                session.ptype.name, session.ptype.puzzle_to_json(session.puzzle)
            )
        except BoardFormatError as err:
            title = self.tr("Cannot copy as %1").replace("%1", form)
            message.error(self, title, err.message)
            return None
        QGuiApplication.clipboard().setText(text)
        message.info(
            self, self.tr("Copied the %1: %2").replace("%1", form).replace("%2", text), 6000
        )
        return text

    def _on_copy_puzzlink_triggered(self) -> None:
        self.copy_as(puzzlink, self.tr("puzz.link URL"))

    def _on_copy_tatham_triggered(self) -> None:
        self.copy_as(tatham, self.tr("Tatham ID"))

    # -- export and print ------------------------------------------------------------------------
    def export_to(self, path: Path, with_solution: bool) -> bool:
        """Start writing the puzzle (and its solution) to a PNG, SVG or PDF file, in a job;
        False when there is nothing to export or the name says no format."""
        session = self._window.session
        if session is None:
            return False
        try:
            render.check_format(path)
        except render.ExportError as err:
            message.error(self, self.tr("Cannot export"), str(err))
            return False
        ptype, puzzle = session.ptype, session.puzzle
        if with_solution:
            self._export = (path, ptype, puzzle)
            self._window.jobs.start(
                "export",
                partial(_solve_work, ptype, puzzle),
                CHANNEL,
                on_success=self._on_export_solved,
                on_failure=self._on_export_failed,
                on_cancel=self._on_job_cancelled,
            )
        else:
            self._start_export(path, ptype, puzzle, None)
        return True

    def _start_export(self, path: Path, ptype: AnyPuzzleType, puzzle: Any, solution: Any) -> None:
        pictures = render.pictures_for(ptype, puzzle, solution is not None, solution)
        title = render.title_line(ptype, puzzle, self.source_text())
        self.start_job(
            "export",
            partial(_export_work, path, pictures, title),  # drawn by a child process
            on_success=self._on_export_written,
            on_failure=self._on_export_failed,
        )

    def start_job(
        self,
        kind: str,
        work: Callable[..., Any],
        *,
        on_success: Callable[[Any], None],
        on_failure: Callable[[str], None],
        on_cancel: Callable[[Any], None] | None = None,
    ) -> int:
        """Start an export or print job on the share channel (`work(cancel, progress)`: it has
        a child process draw, never paints here)."""
        return self._window.jobs.start(
            kind,
            work,
            CHANNEL,
            on_success=on_success,
            on_failure=on_failure,
            on_cancel=on_cancel or self._on_job_cancelled,
        )

    def source_text(self) -> str:
        """Where the current puzzle came from, as the side panel says it."""
        return self._window.side_panel.source_label.text().replace("\u200b", "")

    def _on_export_solved(self, solution: Any) -> None:
        if self._export is not None:
            path, ptype, puzzle = self._export
            self._export = None
            self._start_export(path, ptype, puzzle, solution)

    def _on_export_written(self, path: Path) -> None:
        self._window.preferences.export_folder = str(path.parent)
        message.info(self, self.tr("Exported %1").replace("%1", str(path)), 4000)

    def _on_export_failed(self, error: str) -> None:
        self._export = None
        message.error(self, self.tr("Cannot export"), sentence_of(error))

    def _on_job_cancelled(self, _: Any) -> None:
        self._export = None  # cancelled jobs are silent (the file is left as it was)

    def _ask_and_export(self, with_solution: bool) -> None:
        session = self._window.session
        if session is None:
            return
        stem = session.path.stem if session.path else session.ptype.name
        folder = folders.start_folder(self._window.preferences.export_folder)
        path = ask_export_path(self._window.widget, str(Path(folder) / f"{stem}.pdf"))
        if path is not None:
            self.export_to(path, with_solution)

    def _on_export_triggered(self) -> None:
        self._ask_and_export(False)

    def _on_export_solution_triggered(self) -> None:
        self._ask_and_export(True)

    def _on_print_triggered(self) -> None:
        self.printing.ask_and_print()

    def ask_printer(self, printer: QPrinter) -> bool:
        """The system's print dialog on `printer`; True if the player chose to print."""
        return ask_print(printer, self._window.widget)

    def _on_window_game_started(self) -> None:
        has_game = self._window.session is not None
        for action in self.game_actions():
            action.setEnabled(has_game)

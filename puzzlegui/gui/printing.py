"""File > Print: several puzzles a page, their solutions after them, to a printer or a PDF.

The print dialog (dialogs/print_dialog.py) says which puzzles: this one, the games selected in
the Games window, or new ones made as `puzzle generate --pdf` makes its booklet (consecutive
seeds from a random first one, by the type's generator). Then, in jobs on the share channel
(share.py's, so the busy sign shows their progress and Cancel stops them): the new puzzles are
made and every solution found ("booklet"), then a second job has the pages painted ("print" or
"export") by a process of its own (export_process.py), as Export does: Cancel and closing the
window kill it, so nothing half-printed is sent and no file is left.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, replace
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol, cast

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtPrintSupport import QPrinter
from PySide6.QtWidgets import QFileDialog, QWidget

from puzzlegui.core import registry
from puzzlegui.core.cancel import CancelToken
from puzzlegui.core.model import AnyPuzzleType, GenerateJob, GenerateOptions
from puzzlegui.core.presets import MAX_SEED

from . import export_process, folders, message, render
from .dialogs import prompts
from .dialogs.new_puzzle import new_puzzle_text
from .dialogs.print_dialog import CURRENT, MAX_NEW, NEW, SELECTED, PrintChoice, PrintDialog
from .jobs import Progress

if TYPE_CHECKING:
    from puzzlegui.library.records import GameRecord

    from .library_commands import LibraryCommands
    from .window_part import WindowHost

GRIDS = {1: (1, 1), 2: (1, 2), 4: (2, 2), 6: (2, 3)}
"""Puzzles per page -> (columns, rows) on a portrait page."""
SOLVE_SECONDS = 60.0
"""How long each solution's search may run (Cancel stops it sooner)."""

# Called by this name so that pyside6-lupdate finds the texts (it does not see through wrappers).
translate = QCoreApplication.translate


@dataclass(frozen=True)
class Entry:
    """One puzzle to print: its puzzle (None: to be made from `seed`), where it came from,
    and its solution once found."""

    ptype: AnyPuzzleType
    puzzle: Any
    source: str
    seed: int = 0
    solution: Any = None


def ask_pdf_path(parent: QWidget, suggested: str) -> Path | None:
    """Ask where to save the PDF; None if cancelled."""
    name, _ = QFileDialog.getSaveFileName(
        parent,
        translate("printing", "Save the puzzles as PDF"),
        suggested,
        translate("printing", "PDF document (*.pdf)"),
    )
    if not name:
        return None
    path = Path(name)
    return path if path.suffix.lower() == ".pdf" else path.with_name(path.name + ".pdf")


def _prepare_work(
    entries: list[Entry],
    options: GenerateOptions | None,
    solutions: bool,
    cancel: CancelToken,
    progress: Progress,
) -> list[Entry]:
    """Make the puzzles still to be made, then find every solution when asked."""
    steps = sum(entry.puzzle is None for entry in entries) + (len(entries) if solutions else 0)
    done = 0

    def part(fraction: float) -> None:
        progress((done + min(max(fraction, 0.0), 1.0)) / max(steps, 1))

    ready = []
    for entry in entries:
        if entry.puzzle is None:
            assert options is not None
            puzzle = entry.ptype.generate(
                GenerateJob(options, random.Random(entry.seed), cancel, part)
            )
            entry = replace(entry, puzzle=puzzle)
            done += 1
        ready.append(entry)
    if not solutions:
        return ready
    solved = []
    for number, entry in enumerate(ready, 1):
        try:
            solution = render.solution_of(entry.ptype, entry.puzzle, SOLVE_SECONDS, cancel)
        except render.ExportError as err:
            text = translate("printing", "Puzzle %1: %2")
            why = text.replace("%1", str(number)).replace("%2", str(err))
            raise render.ExportError(why) from None
        solved.append(replace(entry, solution=solution))
        done += 1
        part(0.0)
    return solved


def _pages_work(
    target: QPrinter | Path,
    where: Path | dict[str, Any],
    pages: list[render.Page],
    title: str,
    cancel: CancelToken,
    progress: Progress,
) -> QPrinter | Path:
    """Paint the pages in a process of their own (export_process.py), which Cancel and closing
    the window kill: nothing is sent to the printer, no file is left."""
    export_process.print_pages(where, pages, title, cancel, progress)
    return target


def pages_of(entries: list[Entry], per_page: int, solutions: bool) -> tuple[str, list[render.Page]]:
    """The document's title and its pages: the puzzles, then their solutions labelled alike."""
    lines = [render.title_line(e.ptype, e.puzzle, e.source) for e in entries]
    if len(entries) == 1:  # one puzzle: its title heads its pages, as in Export with Solution
        title = lines[0]
        captions = [translate("render", "Puzzle") if solutions else ""]
        solution_captions = [translate("render", "Solution")]
        solutions_title = title
    else:
        types = {entry.ptype.title for entry in entries}
        count = translate("printing", "%1 puzzles").replace("%1", str(len(entries)))
        title = f"{types.pop()}: {count}" if len(types) == 1 else count
        captions = [f"{number}. {line}" for number, line in enumerate(lines, 1)]
        solution_captions = captions
        solutions_title = translate("render", "Solutions")
    puzzles = [
        render.Picture(e.ptype, e.puzzle, None, caption)
        for e, caption in zip(entries, captions, strict=True)
    ]
    answers = [
        render.Picture(e.ptype, e.puzzle, e.solution, caption)
        for e, caption in zip(entries, solution_captions, strict=True)
        if solutions
    ]
    grid = GRIDS.get(per_page, (1, 1))
    return title, render.booklet_pages(title, puzzles, answers, grid, grid, solutions_title)


def choice_text(choice: PrintChoice) -> str:
    """A choice as the preferences keep it."""
    return ",".join(
        (choice.which, str(choice.count), choice.difficulty, str(choice.per_page),
         str(int(choice.solutions)))
    )  # fmt: skip


def choice_of(text: str) -> PrintChoice:
    """The kept choice again (the defaults for anything unreadable)."""
    parts = text.split(",")
    if len(parts) != 5 or not (parts[1].isdigit() and parts[3].isdigit()):
        return PrintChoice()
    which = parts[0] if parts[0] in (CURRENT, SELECTED, NEW) else CURRENT
    return PrintChoice(which, int(parts[1]), parts[2], int(parts[3]), parts[4] == "1")


class Sharing(Protocol):
    """What printing uses of the window's export and print commands (share.py's
    ShareCommands, its Qt parent), named here so that the two modules do not import each
    other."""

    def start_job(
        self,
        kind: str,
        work: Callable[..., Any],
        *,
        on_success: Callable[[Any], None],
        on_failure: Callable[[str], None],
        on_cancel: Callable[[Any], None] | None = None,
    ) -> int:
        """Start a job on the export and print channel."""

    def ask_printer(self, printer: QPrinter) -> bool:
        """The system's print dialog on `printer`."""

    def source_text(self) -> str:
        """Where the current puzzle came from."""


class PrintCommands(QObject):
    """File > Print's dialog and jobs for one window: a child of its ShareCommands (whose jobs
    and printer dialog it uses), reaching the window through it. `games` is the window's
    library commands (the Games window's selection, the recorded games), set by the window."""

    def __init__(self, share: QObject) -> None:
        super().__init__(share)
        self.games: LibraryCommands | None = None
        self._target: QPrinter | Path | None = None
        """Where the pages go, kept from the dialogs until the painting job has it."""
        self._choice = PrintChoice()

    @property
    def _share(self) -> Sharing:
        return cast("Sharing", self.parent())  # the Qt parent: no reference cycle

    @property
    def _window(self) -> WindowHost:
        share = self.parent()
        return cast("WindowHost", share.parent() if share is not None else None)

    def _current_record(self) -> GameRecord | None:
        return self.games.library.current if self.games is not None else None

    # -- asking ----------------------------------------------------------------------------------
    def ask_and_print(self, which: str = "") -> bool:
        """The print dialog (offering `which` puzzles first, else the last choice), then the
        printer's dialog or the PDF's file; False if cancelled."""
        window = self._window
        session = window.session
        if session is None:
            return False
        ptype = session.ptype
        last = choice_of(window.preferences.print_choice)
        if not last.difficulty:
            last = replace(last, difficulty=self._difficulty(ptype))
        if which:
            last = replace(last, which=which)
        kind = render.title_line(ptype, session.puzzle)
        dialog = PrintDialog(
            kind, list(ptype.difficulties), len(self._selected_ids()), last, window.widget
        )
        try:
            if not prompts.run_dialog(dialog):
                return False
            choice = dialog.choice()
        finally:
            dialog.deleteLater()
        window.preferences.print_choice = choice_text(choice)
        target = self._ask_target(choice, ptype.title)
        if target is None:
            return False
        return self.start(choice, target)

    def _ask_target(self, choice: PrintChoice, name: str) -> QPrinter | Path | None:
        window = self._window
        if choice.to_pdf:
            folder = folders.start_folder(window.preferences.export_folder)
            stem = name.lower().replace(" ", "-") if choice.which == NEW else self._stem()
            return ask_pdf_path(window.widget, str(folder / f"{stem}.pdf"))
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        printer.setDocName(name)
        return printer if self._share.ask_printer(printer) else None

    def _stem(self) -> str:
        session = self._window.session
        assert session is not None
        return session.path.stem if session.path else session.ptype.name

    def _difficulty(self, ptype: AnyPuzzleType) -> str:
        """The current game's difficulty when it was made here, else the one New Puzzle made
        last, else the type's second."""
        record = self._current_record()
        made = record.source.details.get("difficulty") if record is not None else None
        remembered = self._window.preferences.new_puzzle_choice(ptype.name)
        for difficulty in (made, remembered[2] if remembered else None):
            if difficulty in ptype.difficulties:
                return str(difficulty)
        return ptype.difficulties[min(1, len(ptype.difficulties) - 1)]

    # -- what to print ---------------------------------------------------------------------------
    def _selected_ids(self) -> list[int]:
        dialog = self.games.dialog if self.games is not None else None
        return dialog.selected_ids() if dialog is not None and dialog.isVisible() else []

    def entries(self, choice: PrintChoice) -> tuple[list[Entry], GenerateOptions | None]:
        """The puzzles the choice names (new ones still to make) and how to make them."""
        session = self._window.session
        assert session is not None
        if choice.which == SELECTED:
            return self._selected_entries(), None
        if choice.which == NEW:
            return self._new_entries(session.ptype, session.puzzle, choice)
        return [Entry(session.ptype, session.puzzle, self._share.source_text())], None

    def _selected_entries(self) -> list[Entry]:
        entries: list[Entry] = []
        if self.games is None:
            return entries
        for game_id in self._selected_ids():
            try:
                record = self.games.library.library.game(game_id)
                ptype = registry.get(record.type_name)
                puzzle, _ = ptype.parse(record.puzzle_text)
            except Exception:  # a damaged row is left out, as the Games window draws it blank
                continue
            source = record.source
            text = Path(source.text).name if source.kind == "file" else source.text
            entries.append(Entry(ptype, puzzle, text))
        return entries

    def _new_entries(
        self, ptype: AnyPuzzleType, puzzle: Any, choice: PrintChoice
    ) -> tuple[list[Entry], GenerateOptions]:
        rows, cols = ptype.size(puzzle)
        low, high = ptype.size_range
        rows, cols = min(max(rows, low), high), min(max(cols, low), high)
        difficulty = choice.difficulty if choice.difficulty in ptype.difficulties else ""
        difficulty = difficulty or self._difficulty(ptype)
        options = GenerateOptions(rows, cols, difficulty, ptype.symmetric_by_default)
        first = random.randrange(MAX_SEED - MAX_NEW)
        entries = [
            Entry(ptype, None, new_puzzle_text(options.difficulty, seed), seed)
            for seed in range(first, first + choice.count)
        ]
        return entries, options

    # -- the jobs --------------------------------------------------------------------------------
    def start(self, choice: PrintChoice, target: QPrinter | Path) -> bool:
        """Start making, solving and painting the chosen puzzles into `target`."""
        entries, options = self.entries(choice)
        if not entries:
            message.info(self, self.tr("There is nothing to print."))
            return False
        self._choice, self._target = choice, target
        if options is None and not choice.solutions:
            self._on_prepared(entries)
            return True
        self._share.start_job(
            "booklet",
            partial(_prepare_work, entries, options, choice.solutions),
            on_success=self._on_prepared,
            on_failure=self._on_failed,
            on_cancel=self._on_cancelled,
        )
        return True

    def _on_prepared(self, entries: list[Entry]) -> None:
        target, self._target = self._target, None
        if target is None:
            return
        title, pages = pages_of(entries, self._choice.per_page, self._choice.solutions)
        kind = "export" if isinstance(target, Path) else "print"
        # The printer's settings are read here, on the GUI thread; the job never touches it.
        where = target if isinstance(target, Path) else export_process.printer_settings(target)
        self._share.start_job(
            kind,
            partial(_pages_work, target, where, pages, title),
            on_success=self._on_done,
            on_failure=self._on_failed,
        )

    def _on_done(self, target: QPrinter | Path) -> None:
        if isinstance(target, Path):
            self._window.preferences.export_folder = str(target.parent)
            message.info(self, self.tr("Saved %1").replace("%1", str(target)))
        else:
            message.info(self, self.tr("Sent to the printer."))

    def _on_failed(self, error: str) -> None:
        self._target = None
        title = self.tr("Cannot save the PDF") if self._choice.to_pdf else self.tr("Cannot print")
        message.error(self, title, render.error_sentence(error))

    def _on_cancelled(self, _: Any) -> None:
        self._target = None  # cancelled jobs are silent (a PDF is left as it was)

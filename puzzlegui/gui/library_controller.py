"""The window's link to the game library: every game started is recorded, resumed and switched.

Composed into PlayerWindow (`window.library`). `adopt` is called for every new session: the same
puzzle opened again from any source resumes its recorded game (moves, undo history, time). Each
change is written in one short transaction on a zero-time timer, so the move is painted first.
The controller alone decides when to write: it hears the session's changes, the window's
`game_paused` (hidden, minimized, closed) and a failure about to be told (`message.failing`). A
failed write is shown in the status bar, play goes on in memory and the write is retried; closing
the window while writes fail says how many moves are unsaved and offers to keep trying, to save
the game to a file, or to quit anyway. A save is a compare-and-set on the game's version: when
another window changed the game, this window's history is kept as a game of its own (or, if it
made no move since, it shows the other window's game), and says so (docs/reliability.md).
"""

from __future__ import annotations

import contextlib
import time
import traceback
from dataclasses import replace
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QStandardPaths, QTimer, Signal
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from puzzlegui.core import registry
from puzzlegui.core.model import BoardFormatError
from puzzlegui.core.oneline import one_line
from puzzlegui.library import records
from puzzlegui.library.export import write_file
from puzzlegui.library.history import whole_step
from puzzlegui.library.paths import DATABASE_NAME, player_folder
from puzzlegui.library.records import GameRecord, Source, Step
from puzzlegui.library.store import (
    COPY_MARK,
    Conflict,
    GameLibrary,
    LibraryError,
    Notice,
    merge_into,
    open_library,
)

from . import folders, message
from .library_grading import GRADE_MAX_CELLS, GradeJobs
from .library_text import notice_text
from .preferences import Preferences
from .session import GameSession
from .window_part import WindowHost, WindowPart

translate = QCoreApplication.translate
RETRY_MS = 5000
SNAPSHOT_SECONDS = 2.0
"""The board kept for the Games window's thumbnail is written at most this often while playing
(and at every switch of game and close): writing it costs the board's text on a large board."""
_open: dict[Path, tuple[GameLibrary, list[Notice]]] = {}


def library_path() -> Path:
    """The library's file in the app data folder (Qt's AppDataLocation)."""
    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return player_folder(folder) / DATABASE_NAME


def shared_library(path: Path | None = None) -> tuple[GameLibrary, list[Notice]]:
    """The process's library at `path` (opened once), with the notices of opening it."""
    path = path or library_path()
    if path not in _open:
        _open[path] = open_library(path)
    return _open[path]


def close_libraries() -> None:
    """Close every library this process opened (at exit)."""
    for library, _ in _open.values():
        library.close()
    _open.clear()


class UnsavedMovesQuestion(QObject):
    """The question asked when closing while saves fail (a class of its own: the context its
    texts are translated in)."""

    def ask(self, parent: QWidget, count: int, why: str) -> str:
        """The player's answer: "retry", "file" or "quit"."""
        box = QMessageBox(parent)
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(self.tr("Moves not saved"))
        box.setText(
            self.tr("%n move(s) of this game could not be saved to the game library.", "", count)
        )
        box.setInformativeText(why)
        retry = box.addButton(self.tr("&Keep Trying"), QMessageBox.ButtonRole.RejectRole)
        to_file = box.addButton(self.tr("&Save to a File..."), QMessageBox.ButtonRole.ActionRole)
        box.addButton(self.tr("&Quit Anyway"), QMessageBox.ButtonRole.DestructiveRole)
        box.setDefaultButton(retry)
        box.exec()
        clicked = box.clickedButton()
        box.deleteLater()
        return "retry" if clicked is retry else "file" if clicked is to_file else "quit"


def ask_unsaved(parent: QWidget, count: int, why: str) -> str:
    """Ask what to do when closing while saves fail: "retry" (keep the window and keep trying),
    "file" (save the game to a file) or "quit". Tests replace this function."""
    return UnsavedMovesQuestion().ask(parent, count, why)


def ask_save_path(parent: QWidget) -> Path | None:
    """The file the player chooses to save the game to, or None. Tests replace this function."""
    name, _ = QFileDialog.getSaveFileName(
        parent,
        translate("LibraryController", "Save the Game to a File"),
        str(folders.start_folder(Preferences().last_folder)),  # not the current directory
        translate("LibraryController", "Board files (*.txt)"),
    )
    return Path(name) if name else None


class LibraryController(WindowPart):
    """Records the window's games in the library and switches between them."""

    game_recorded = Signal()
    saved = Signal()
    graded = Signal(int)

    def __init__(self, window: WindowHost, library: GameLibrary | None = None) -> None:
        super().__init__(window)
        if library is None:
            library, notices = shared_library()
        else:
            notices = []
        self.library = library
        self.notices: list[Notice] = list(notices)
        self.current: GameRecord | None = None
        self.previous_id: int | None = None
        self._session: GameSession | None = None
        self._written: list[Step] = []
        self._confirmed: list[Step] = []
        """The steps known to be in the file (`_written` is emptied when that is unknown)."""
        self._in_file: list[Step] = []
        """While the library is in memory: the game's steps that were read from the file."""
        self._failed = False
        self._why = ""
        self._wanted: int | None = None
        self._snapshot_at = 0.0
        self._pending = QTimer(self)
        self._pending.setSingleShot(True)
        self._pending.setInterval(0)
        self._pending.timeout.connect(self._on_pending_timeout)
        self._retry = QTimer(self)
        self._retry.setSingleShot(True)
        self._retry.setInterval(RETRY_MS)
        self._retry.timeout.connect(self._on_retry_timeout)
        self._snapshot_due = QTimer(self)
        self._snapshot_due.setSingleShot(True)
        self._snapshot_due.setInterval(int(SNAPSHOT_SECONDS * 1000))
        self._snapshot_due.timeout.connect(self._on_snapshot_due_timeout)
        if library.in_memory:  # the folder could not be written at start: try again later
            self._retry.start()
        self.grading = GradeJobs(self)
        self.grading.graded.connect(self._on_grading_graded)
        window.game_paused.connect(self._on_window_game_paused)
        bridge = message.bridge_of(self)
        if bridge is not None:  # an unexpected failure is told after the game is saved
            bridge.failing.connect(self._on_messages_failing)

    @property
    def enabled(self) -> bool:
        """False in tests that play without recording (`window.autosave_enabled`)."""
        return bool(self._window.autosave_enabled)

    # -- starting games --------------------------------------------------------------------
    def adopt(self, session: GameSession, source: Source | None) -> None:
        """Record a new session, or resume the recorded game of the same puzzle into it."""
        self.save_now(final=True)
        if self.current is not None:
            self.previous_id = self.current.id
        self.current, self._session, self._written, self._confirmed = None, None, [], []
        wanted, self._wanted = self._wanted, None
        if not self.enabled:
            return
        try:
            try:
                self._attach(session, source or Source(), wanted)
            except Conflict:  # another window recorded this puzzle meanwhile: resume that
                self._attach(session, source or Source(), wanted)
        except LibraryError as err:
            self._report_failure(str(err))
        session.undo_stack.indexChanged.connect(self._on_session_touched)
        session.changed.connect(self._on_session_touched)
        session.help_taken.connect(self._on_session_touched)

    def _attach(self, session: GameSession, source: Source, wanted: int | None) -> None:
        ptype, puzzle = session.ptype, session.puzzle
        identity = records.identity(ptype, puzzle)
        found = self.library.find(identity)
        if wanted is not None and _same_puzzle(self.library, wanted, identity):
            found = wanted  # a game kept of its own (after a conflict) opened from the Games window
        record, steps = self._resumable(found)
        if record is not None and not self._restored(session, record, steps):
            record = None
        if record is not None:
            _resume_counts(session, record)
            self._written = self._confirmed = list(steps)
            self._in_file = list(steps) if self.library.read_only_copy else []
        else:
            if session.state != ptype.new_state(puzzle):
                label = self.tr("Opened with progress")
                session.restore_history([whole_step(ptype, puzzle, session.state, label)], 1)
            record = self._new_record(session, identity, source)
            record = _with_id(record, self.library.create(record, session.history))
            self._written = self._confirmed = list(session.history)
        self.current, self._session = record, session
        if self.previous_id == record.id:
            self.previous_id = None
        # Very large boards are not graded: the ladder on a 200x200 board holds the interpreter
        # for seconds and the player would wait on every paint.
        if not record.grade and record.rows * record.cols <= GRADE_MAX_CELLS:
            self.grading.start(ptype, puzzle, record.id)
        self.game_recorded.emit()

    def keep_score(self, puzzle: Any, score: float) -> None:
        """Store the difficulty score of the current game's puzzle (worked out off the GUI
        thread after the game opened); a score for another puzzle is dropped."""
        session, current = self._session, self.current
        if session is None or current is None or session.puzzle is not puzzle:
            return
        self.current = replace(current, score=score)  # later saves keep it
        with contextlib.suppress(LibraryError):  # worked out again when the game next opens
            self.library.set_score(current.id, score)

    def _on_grading_graded(self, game_id: int, grade: str) -> None:
        if self.current is not None and self.current.id == game_id:
            self.current = replace(self.current, grade=grade)  # later saves keep it
        try:
            self.library.set_grade(game_id, grade)
        except LibraryError:
            # Not worth a retry: the next save writes the current game's grade with its row,
            # and any other game is graded again when it opens.
            return
        self.graded.emit(game_id)

    def _resumable(self, game_id: int | None) -> tuple[GameRecord | None, list[Step]]:
        """The recorded game and its steps, if it can be resumed (read once: a long game's
        steps are many)."""
        if game_id is None:
            return None, []
        try:
            record = self.library.game(game_id)
            steps = self.library.steps(game_id)
        except LibraryError as err:
            # Never delete it: kept aside, and this game starts afresh under a new row.
            self.notices.append(Notice("row", self.library.path, None, str(err)))
            self.library.keep_aside(game_id)
            return None, []
        return (None, []) if record.deleted is not None else (record, steps)

    def _restored(self, session: GameSession, record: GameRecord, steps: list[Step]) -> bool:
        """Replay the game's steps into the session; False (reported) if a step does not apply:
        the row is kept, and this game starts afresh under a new one."""
        try:
            session.restore_history(steps, record.undo_index)
            if record.trials:
                session.restore_trials(record.trials)
        except (ValueError, BoardFormatError) as err:
            detail = f"game {record.id}: {one_line(str(err))}"
            self.notices.append(Notice("row", self.library.path, None, detail))
            self.library.keep_aside(record.id)
            return False
        return True

    def _new_record(self, session: GameSession, identity: str, source: Source) -> GameRecord:
        ptype, puzzle = session.ptype, session.puzzle
        rows, cols = records.board_size(ptype, puzzle)
        now = time.time()
        grade = str(source.details.get("difficulty", "")) if source.details else ""
        return GameRecord(
            0, identity, ptype.name, records.canonical_text(ptype, puzzle), rows, cols, source,
            grade, session.elapsed_ms(), session.hints_applied, session.solved_with_help,
            records.status_of(session.solved, session.solved_with_help, session.hints_applied),
            session.undo_stack.index(), now, now, hint_stages=_stages(session),
        )  # fmt: skip

    # -- saving ----------------------------------------------------------------------------
    def _on_session_touched(self, *_: Any) -> None:
        # The one trigger of a save while playing: the current game is written soon (after
        # this event, so the move is painted first).
        if self._session is not None:
            self._pending.start()

    def _on_window_game_paused(self) -> None:
        self.save_now()

    def _on_pending_timeout(self) -> None:
        self.save_now()

    def _on_messages_failing(self) -> None:
        try:
            self.save_now()
        except Exception:  # saving is best effort here: the failure's report matters more
            traceback.print_exc()

    def save_now(self, final: bool = False) -> bool:
        """Write what changed in the current game; False (and a retry later) on failure.
        `final`: the board for the thumbnail is written too (a switch of game, a close)."""
        self._pending.stop()
        session, record = self._session, self.current
        if session is None or record is None:
            return True
        first = _first_difference(self._written, session.history)
        updated = _updated(record, session)
        try:
            version = self.library.save(
                updated, first, session.history[first:], self._snapshot(session, final)
            )
        except Conflict as err:
            return self._on_conflict(updated, str(err))
        except LibraryError as err:
            self._report_failure(str(err))
            return False
        self.current = replace(updated, version=version)
        self._written = self._confirmed = list(session.history)
        if self._failed:
            self._failed = False
            message.info(self, self.tr("The game library is saved again."))
        self.saved.emit()
        return True

    def _snapshot(self, session: GameSession, final: bool) -> tuple[str, float] | None:
        """The board as it stands and its progress, at most every SNAPSHOT_SECONDS."""
        now = time.monotonic()
        if not final and now - self._snapshot_at < SNAPSHOT_SECONDS:
            self._snapshot_due.start()  # written with a later save, at the latest then
            return None
        self._snapshot_due.stop()
        self._snapshot_at = now
        ptype, puzzle, state = session.ptype, session.puzzle, session.state
        return ptype.format(puzzle, state), float(ptype.progress(puzzle, state))

    def _on_snapshot_due_timeout(self) -> None:
        self.save_now(final=True)

    def _on_conflict(self, updated: GameRecord, why: str) -> bool:
        """Another window saved this game since this one read it. With moves of its own this
        window's history becomes a game of its own (both kept); with none, it shows the stored
        game. Either way nothing stored is removed, and the clocks are not added up."""
        session = self._session
        assert session is not None
        try:
            if session.history != self._confirmed:
                self.current = self.library.fork(updated, session.history)
                self._written = self._confirmed = list(session.history)
                message.info(self, notice_text(Notice("conflict", self.library.path, None, why)))
            else:
                self._reload(session, updated.id)
        except LibraryError as err:
            self._report_failure(str(err))
            return False
        self.saved.emit()
        return True

    def _reload(self, session: GameSession, game_id: int) -> None:
        stored = self.library.game(game_id)
        steps = self.library.steps(game_id)
        session.restore_history(steps, stored.undo_index)
        if stored.trials:
            session.restore_trials(stored.trials)
        _resume_counts(session, stored)
        self.current, self._written, self._confirmed = stored, list(steps), list(steps)
        message.info(
            self, self.tr("Another window changed this game: this window now shows its moves.")
        )

    def unsaved_moves(self) -> int:
        """How many of the game's steps are not known to be in the file (in memory only, or
        not written)."""
        session = self._session
        if session is None or self.current is None:
            return 0
        kept = self._in_file if self.library.in_memory else self._confirmed
        return len(session.history) - _first_difference(kept, session.history)

    def may_close(self) -> bool:
        """Save before the window closes. While saves fail, or the library is in memory, with
        moves unsaved, the player is asked: keep trying (the window stays), save the game to a
        file, or quit anyway."""
        if self.library.in_memory and self.enabled:
            self._on_retry_timeout()  # the file may be writable by now: merged into it
        saved = self.save_now(final=True) and not self.library.in_memory
        if saved or self.unsaved_moves() == 0:
            return True
        if self.library.in_memory and not self._why:
            self._why = self.tr("the game library %1 cannot be written").replace(
                "%1", str(self.library.path)
            )
        while True:
            choice = ask_unsaved(self._window.widget, self.unsaved_moves(), self._why)
            if choice == "quit":
                return True
            if choice == "retry":
                self._retry.start()
                return False
            path = ask_save_path(self._window.widget)
            if path is not None and self._save_to_file(path):
                return True

    def _save_to_file(self, path: Path) -> bool:
        session = self._session
        assert session is not None
        text = session.ptype.format(session.puzzle, session.state)
        try:
            write_file(path, text)
        except OSError as err:
            message.info(self, self.tr("Cannot save the game: %1").replace("%1", str(err)))
            return False
        return True

    def _report_failure(self, why: str) -> None:
        self._failed = True
        self._why = why
        message.info(
            self,
            self.tr(
                "Cannot save to the game library (%1); play goes on and saving is retried."
            ).replace("%1", why),
        )
        self._retry.start()

    def _on_retry_timeout(self) -> None:
        if self.library.in_memory or not self.library.file_intact():
            self._reopen()
        if self._failed:
            self._written = []  # rewrite the whole game: what the failed writes left is unknown
        if not self.save_now() or self.library.in_memory:
            self._retry.start()

    def _reopen(self) -> None:
        fresh, notices = open_library(self.library.path)
        if fresh.in_memory:
            fresh.close()
            return
        moved, merged = merge_into(self.library, fresh)
        self.library = fresh
        _open[fresh.path] = (fresh, [])
        self.notices.extend(notices + merged)
        self.show_notices()
        if self.current is not None and self._session is not None:
            game_id = moved.get(self.current.id, fresh.find(self.current.identity))
            if game_id is not None:
                try:
                    self.current = fresh.game(game_id)
                    self._written = self._confirmed = fresh.steps(game_id)
                except LibraryError as err:
                    self._report_failure(str(err))

    def show_notices(self) -> None:
        """Say in the status bar what happened to damaged or unwritable files (one line)."""
        if self.notices:
            message.info(self, " ".join(notice_text(n) for n in self.notices))
            self.notices.clear()

    # -- switching games -------------------------------------------------------------------
    def open_game(self, game_id: int) -> bool:
        """Play a recorded game; False (said in the status bar) if it cannot be read back."""
        try:
            record = self.library.game(game_id)
            ptype = registry.get(record.type_name)
            puzzle, _ = ptype.parse(record.puzzle_text)
        except Exception as err:  # a damaged row is reported, never fatal, never deleted
            message.info(self, notice_text(Notice("row", self.library.path, None, str(err))))
            return False
        path = Path(record.source.text) if record.source.kind == "file" else None
        self._wanted = game_id  # this row, even if it is a copy kept after a conflict
        self._window.start_game(ptype, puzzle, None, path, source=record.source)
        return self.current is not None and self.current.id == game_id

    def open_previous(self) -> bool:
        """Go back to the game played before this one (after a restart: the last one played)."""
        previous = self.previous_id
        if previous is None:
            current = self.current.id if self.current is not None else None
            games, _ = self.games(limit=2)
            previous = next((g.id for g in games if g.id != current), None)
        if previous is None:
            message.info(self, self.tr("There is no previous game."))
            return False
        return self.open_game(previous)

    def resume_last(self) -> bool:
        """Resume the last game played that is not solved; False if there is none. Reads only the
        first few: start-up must not grow with the library."""
        games, _ = self.games(limit=20, status=records.IN_PROGRESS)
        for record in games:
            if record.status == records.IN_PROGRESS and self.open_game(record.id):
                return True
        return False

    def games(
        self, limit: int | None = None, status: str | None = None
    ) -> tuple[list[GameRecord], list[Notice]]:
        """The games in the library, last played first (an unreadable library gives none)."""
        try:
            games, skipped = self.library.games(limit=limit, status=status)
        except LibraryError as err:
            self._report_failure(str(err))
            return [], []
        self.notices.extend(n for n in skipped if n not in self.notices)
        return games, skipped

    def delete(self, game_id: int) -> None:
        """Delete a game (undoable with `undelete`); the board on screen stays playable."""
        self.library.delete(game_id)
        if self.current is not None and self.current.id == game_id:
            self.current, self._session = None, None

    def undelete(self, game_id: int) -> None:
        """Bring back a deleted game."""
        self.library.undelete(game_id)


def _same_puzzle(library: GameLibrary, game_id: int, identity: str) -> bool:
    try:
        record = library.game(game_id)
    except LibraryError:
        return False
    return record.identity.split(COPY_MARK)[0] == identity and record.deleted is None


def _with_id(record: GameRecord, game_id: int) -> GameRecord:
    return replace(record, id=game_id)


def _updated(record: GameRecord, session: GameSession) -> GameRecord:
    status = records.status_of(session.solved, session.solved_with_help, session.hints_applied)
    return replace(
        record,
        elapsed_ms=session.elapsed_ms(),
        hints=session.hints_applied,
        solve_used=session.solved_with_help,
        status=status,
        undo_index=session.undo_stack.index(),
        last_played=time.time(),
        trials=tuple(tuple(moves) for moves in session.trial_moves()),
        hint_stages=_stages(session),
    )


def _stages(session: GameSession) -> tuple[int, int, int]:
    area, rule, step = session.hint_stages
    return area, rule, step


def _resume_counts(session: GameSession, record: GameRecord) -> None:
    """The clock and the help counted so far, for a game resumed from the library."""
    session.set_elapsed_ms(record.elapsed_ms)
    session.hints_applied = record.hints
    session.hint_stages = list(record.hint_stages)
    session.solved_with_help = record.solve_used


def _first_difference(written: list[Step], now: list[Step]) -> int:
    for index, (old, new) in enumerate(zip(written, now, strict=False)):
        if old != new:
            return index
    return min(len(written), len(now))

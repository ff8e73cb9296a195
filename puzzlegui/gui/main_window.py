"""The player's main window: the board in the middle, the side panel, menus and toolbar.

It owns one GameSession at a time; opening a board replaces the session and its view. Every
game is kept in the game library (`self.library`, a LibraryController), so switching games loses
none, and the clock runs only while the window is visible.

What the window does beyond that is done by its parts (window_part.WindowPart), each one
object with its own actions and slots: `files`, `hints`, `assist`, `share`, `library`... Each
sees the window as a window_part.WindowHost, follows the game through `game_started`, and asks
another part for something by a signal the window connects (`_connect_parts`); the window only
lays out, starts games and wires its parts. What is said to the player goes through message.py.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, QPoint, QRect, QSize, Qt, QTimer, Signal
from PySide6.QtGui import (
    QAction,
    QActionGroup,
    QCloseEvent,
    QDragEnterEvent,
    QDropEvent,
    QHideEvent,
    QResizeEvent,
    QShowEvent,
)
from PySide6.QtWidgets import QHBoxLayout, QMainWindow, QScrollArea, QWidget

from puzzlegui.core.formats.loader import Board
from puzzlegui.core.model import AnyPuzzleType
from puzzlegui.library.records import Source

from . import accessibility, core_text, message, window_fit
from .actions import PlayerActions
from .boards import AnyBoardView, view_for
from .candidate_controls import CandidateControls
from .dialogs import help as help_texts
from .dialogs import prompts
from .dialogs.help import HelpDialog
from .dialogs.preferences import PreferencesDialog
from .difficulty_panel import DifficultyPanel
from .entering.commands import EnterCommands
from .job_status import JobStatusView
from .jobs import JobRunner
from .library_commands import LibraryCommands
from .library_controller import LibraryController
from .mnemonics import MnemonicKeeper
from .new_game_menus import NewGameMenus
from .preferences import Preferences
from .session import GameSession
from .share import ShareCommands
from .side_panel import SidePanelView, format_time
from .source_text import source_line
from .status_line import StatusLine
from .trial_controls import TrialControls
from .view_options import ViewOptions
from .window_assist import AssistCommands
from .window_files import FileCommands
from .window_hint import HintCommands

ZOOM_STEP = 1.25


class PlayerWindow(QMainWindow):
    """The main window of the player."""

    game_started = Signal()
    game_paused = Signal()
    """The game stands still: the window was hidden, minimized or closed (the library saves)."""

    def __init__(self, preferences: Preferences | None = None) -> None:
        super().__init__()
        self.messages = message.MessageBridge(self)  # first: every part may speak from the start
        self.preferences = preferences or Preferences()
        self.session: GameSession | None = None
        self.board_view: AnyBoardView | None = None
        self.autosave_enabled = True
        self._help: HelpDialog | None = None
        self.side_panel = SidePanelView()
        self._scroll = QScrollArea()
        self._scroll.setWidgetResizable(True)
        self._scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        self._scroll.setAlignment(Qt.AlignmentFlag.AlignCenter)
        central = QWidget()
        layout = QHBoxLayout(central)
        layout.addWidget(self._scroll, 1)
        panel_area = window_fit.panel_area(self.side_panel)
        layout.addWidget(panel_area)
        self.setCentralWidget(central)
        self.status_line = StatusLine(self.side_panel.message_label)
        self.setStatusBar(self.status_line)
        self.messages.said.connect(self.status_line.showMessage)
        self.actions_ = PlayerActions(self)
        self.actions_.build_menus()
        self.jobs = JobRunner(self)  # the player's own jobs: Hint, Solve, New Puzzle, the lab
        self.job_status = JobStatusView(self.jobs, self)
        self.status_line.addPermanentWidget(self.job_status)
        self.new_game_menus = NewGameMenus(self)
        self.new_game_menus.install(self.actions_.puzzle_menu, self.actions_.view_menu.menuAction())
        self.candidate_controls = CandidateControls(self)
        self.candidate_controls.install(self.actions_.preferences)
        self.fit = window_fit.WindowFit(self, layout, panel_area)
        self.view_options = ViewOptions(self)
        self.trial_controls = TrialControls(self)
        self._scroll.setAccessibleName(self.tr("Board"))
        panel_area.setAccessibleName(self.tr("About this puzzle"))
        self._connect_actions()
        self.files = FileCommands(self)
        self.hints = HintCommands(self)
        self.assist = AssistCommands(self)
        self.entering = EnterCommands(self)
        self.difficulty = DifficultyPanel(self)
        self._clock = QTimer(self)
        self._clock.setInterval(500)
        self._clock.timeout.connect(self._on_clock_timeout)
        self.setAcceptDrops(True)
        self.setWindowTitle("puzzlegui")
        self.setGeometry(first_geometry(self))
        geometry = self.preferences.geometry
        if geometry is not None:
            self.restoreGeometry(geometry)
        self.share = ShareCommands(self)
        self.library = LibraryController(self)
        self.library_commands = LibraryCommands(self, self.library)
        self._connect_parts()
        self.mnemonics = MnemonicKeeper(self.menuBar())  # last: every menu is in the bar now

    @property
    def widget(self) -> QMainWindow:
        """The window as a widget (window_part.WindowHost), the parent of its parts' actions and
        dialogs."""
        return self

    def _connect_parts(self) -> None:
        # What one part asks of another goes through the window's wiring, never sideways.
        self.assist.solve_asked.connect(self.hints.stop_looking)
        self.new_game_menus.new_puzzle_asked.connect(self.assist.new_puzzle)
        self.difficulty.scored.connect(self.library.keep_score)
        self.share.printing.games = self.library_commands
        self.library_commands.print_asked.connect(self.share.printing.ask_and_print)

    def _connect_actions(self) -> None:
        a = self.actions_
        a.quit.triggered.connect(self.close)
        a.undo.triggered.connect(self._on_undo_triggered)
        a.redo.triggered.connect(self._on_redo_triggered)
        a.restart.triggered.connect(self._on_restart_triggered)
        a.clear_pencil.triggered.connect(self._on_clear_pencil_triggered)
        a.check.triggered.connect(self._on_check_triggered)
        a.preferences.triggered.connect(self._on_preferences_triggered)
        a.zoom_in.triggered.connect(self._on_zoom_in_triggered)
        a.zoom_out.triggered.connect(self._on_zoom_out_triggered)
        a.zoom_reset.triggered.connect(self._on_zoom_reset_triggered)
        a.controls.triggered.connect(self._on_controls_triggered)
        a.help.triggered.connect(self._on_help_triggered)
        a.about.triggered.connect(self._on_about_triggered)
        # One group hands the triggered action to the slot (no sender()); nothing is checkable.
        pages = QActionGroup(self)
        pages.setExclusionPolicy(QActionGroup.ExclusionPolicy.None_)
        for name, action in a.how_to_play.items():
            action.setData(name)
            pages.addAction(action)
        pages.triggered.connect(self._on_how_to_play_triggered)

    # -- games --------------------------------------------------------------------------------
    def open_board(
        self, board: Board, path: Path | None = None, source: Source | None = None
    ) -> GameSession:
        """Start playing a board: a new session and view replace the old ones."""
        return self.start_game(board.ptype, board.puzzle, board.state, path, source=source)

    def start_game(
        self,
        ptype: AnyPuzzleType,
        puzzle: Any,
        state: Any = None,
        path: Path | None = None,
        elapsed_ms: int = 0,
        source: Source | None = None,
    ) -> GameSession:
        """Start playing `puzzle` from `state`, or resume its recorded game from the library."""
        old_session = self.session
        self.jobs.cancel("board")
        session = GameSession(ptype, puzzle, state, path, self)
        session.set_elapsed_ms(elapsed_ms)
        if source is None and path is not None:
            source = Source("file", str(path))
        self.library.adopt(session, source)
        view = view_for(session)
        view.pencil_key = self.preferences.pencil_key
        view.right_click_pencil = self.preferences.right_click_pencil
        self.session, self.board_view = session, view
        session.changed.connect(self._on_session_changed)
        session.completed.connect(self._on_session_completed)
        session.move_refused.connect(self._on_session_move_refused)
        view.mode_changed.connect(self._on_board_view_mode_changed)
        session.undo_stack.indexChanged.connect(self._on_undo_stack_index_changed)
        old_view = self._scroll.takeWidget()
        self._scroll.setWidget(view)
        if old_view is not None:
            old_view.deleteLater()
        if old_session is not None:
            old_session.pause()
            old_session.deleteLater()
        self.side_panel.show_session(session, source_line(source))
        self.setWindowTitle(f"{ptype.title} - {path.name}" if path else ptype.title)
        if self.isVisible() and not self.isMinimized():
            session.resume()
        self._on_session_changed()
        self.library.show_notices()  # a recorded game that could not be read back
        view.setFocus()
        self.game_started.emit()
        return session

    # -- slots: session -----------------------------------------------------------------------
    def _on_session_changed(self) -> None:
        session = self.session
        if session is None:
            return
        # A status-bar sentence speaks of the board as it was (a hint, a mode, "Solved with
        # help."): any change of the board makes it stale. Sentences about the change itself
        # (solved, refused) are shown after this.
        message.clear(self)
        self.show_status()
        self._update_actions()

    def _on_session_completed(self) -> None:
        session = self.session
        if session is None or self.board_view is None:
            return
        text = self._solved_text(session)
        self.board_view.celebrate(text)
        message.info(self, text, 8000)
        self.show_status()

    def _on_undo_stack_index_changed(self, _index: int) -> None:
        self._update_actions()

    def _on_board_view_mode_changed(self, text: str) -> None:
        message.info(self, text, 4000)  # an empty sentence clears the last one

    def _on_session_move_refused(self, text: str) -> None:
        message.info(self, text, 4000)

    def _on_clock_timeout(self) -> None:
        if self.session is not None:
            self.side_panel.show_time(self.session.elapsed_ms())

    def show_status(self) -> None:
        """The side panel's status sentence and clock, for the game as it is."""
        session = self.session
        if session is None:
            return
        if session.solved:
            text = self._solved_text(session)
        elif session.violations and self.view_options.live_errors:
            text = core_text.violation_text(session.violations[0])
        else:
            text = self.tr("Keep going.")
        self.side_panel.show_status(text)
        self.side_panel.show_time(session.elapsed_ms())
        if self.board_view is not None:
            self.side_panel.show_checklist(self.board_view.digit_checklist())

    def _solved_text(self, session: GameSession) -> str:
        if session.solved_with_help:
            return self.tr("Solved with help.")
        return self.tr("Solved in %1!").replace("%1", format_time(session.elapsed_ms()))

    def _update_actions(self) -> None:
        session, view, a = self.session, self.board_view, self.actions_
        has_game = session is not None
        for action in (a.save, a.save_as, a.restart, a.check):
            action.setEnabled(has_game)
        for action in (a.check_solution, a.rewind, a.hint, a.solve, a.solver_lab):
            action.setEnabled(has_game)
        a.undo.setEnabled(bool(session and session.undo_stack.canUndo() and session.can_undo))
        a.redo.setEnabled(bool(session and session.undo_stack.canRedo() and session.can_undo))
        a.clear_pencil.setEnabled(bool(view and view.has_notes()))

    # -- slots: actions -------------------------------------------------------------------------
    def _on_undo_triggered(self) -> None:
        if self.session is not None:
            self.session.undo()

    def _on_redo_triggered(self) -> None:
        if self.session is not None:
            self.session.redo()

    def _on_restart_triggered(self) -> None:
        if self.session is not None:
            self.session.restart()
            if self.isVisible():
                self.session.resume()

    def _on_clear_pencil_triggered(self) -> None:
        if self.session is not None and self.board_view is not None:
            state = self.board_view.pencil_cleared_state()
            if state is not None:
                self.session.replace_state(state, self.tr("Clear pencil marks"))

    def _on_check_triggered(self) -> None:
        session, view = self.session, self.board_view
        if session is None or view is None:
            return
        view.reveal_errors()
        count = len(session.violations)
        if session.solved:
            text = self.tr("Solved.")
        elif count:
            text = self.tr("%n mistake(s): %1", "", count).replace(
                "%1", core_text.violation_text(session.violations[0])
            )
        else:
            text = self.tr("No mistakes so far.")
        message.info(self, text, 6000)

    def _on_preferences_triggered(self) -> None:
        dialog = PreferencesDialog(self.preferences, self)
        if prompts.run_dialog(dialog):
            dialog.apply()
            self.view_options.set_live_errors(self.preferences.live_errors)
            self.assist.make_ahead()
            if self.board_view is not None:
                self.board_view.pencil_key = self.preferences.pencil_key
                self.board_view.right_click_pencil = self.preferences.right_click_pencil
        dialog.deleteLater()

    def _on_zoom_in_triggered(self) -> None:
        if self.board_view is not None:
            self.board_view.set_zoom(self.board_view.zoom * ZOOM_STEP)

    def _on_zoom_out_triggered(self) -> None:
        if self.board_view is not None:
            self.board_view.set_zoom(self.board_view.zoom / ZOOM_STEP)

    def _on_zoom_reset_triggered(self) -> None:
        if self.board_view is not None:
            self.board_view.set_zoom(1.0)

    def _on_help_triggered(self) -> None:
        self.show_help(self.session.ptype.name if self.session is not None else "controls")

    def _on_controls_triggered(self) -> None:
        self.show_help("controls")

    def _on_how_to_play_triggered(self, action: QAction) -> None:
        name = action.data()
        self.show_help(name if isinstance(name, str) else "controls")

    def show_help(self, page: str) -> HelpDialog:
        """The non-modal help window, on a type's page or "controls"."""
        if self._help is None:
            self._help = HelpDialog(self)
        self._help.show_tab(page)
        self._help.show()
        self._help.raise_()
        return self._help

    def _on_about_triggered(self) -> None:
        prompts.show_about(self, self.tr("About puzzlegui"), help_texts.about_html())

    # -- Qt events ---------------------------------------------------------------------------------
    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit.follow(event.size())

    def showEvent(self, event: QShowEvent) -> None:
        accessibility.name_controls(self)
        super().showEvent(event)
        if self.session is not None:
            self.session.resume()
        self._clock.start()

    def hideEvent(self, event: QHideEvent) -> None:
        super().hideEvent(event)
        self._pause()

    def event(self, event: QEvent) -> bool:
        # A modal dialog (New Puzzle, Preferences, a file dialog) blocks the window: the clock
        # stands while the player cannot play, and goes on when it closes.
        kind = event.type()
        if kind == QEvent.Type.WindowBlocked:
            self._clock.stop()
            if self.session is not None:
                self.session.pause()
        elif kind == QEvent.Type.WindowUnblocked and self.isVisible() and not self.isMinimized():
            if self.session is not None:
                self.session.resume()
            self._clock.start()
        return super().event(event)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.WindowStateChange and self.session is not None:
            if self.isMinimized():
                self._pause()
            elif self.isVisible():
                self.session.resume()
                self._clock.start()
        super().changeEvent(event)

    def _pause(self) -> None:
        self._clock.stop()
        if self.session is not None:
            self.session.pause()
            self.game_paused.emit()

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self.library.may_close():  # saves failing: the player chose to keep trying
            event.ignore()
            return
        # Every job stops while the window closes (a print stops at its next band, so it no
        # longer shares the interpreter with the rest of the close); then they are waited for.
        self.jobs.cancel()
        self.library.grading.runner.cancel()
        self._pause()  # the game is saved before waiting for any job
        self.hints.shutdown()
        self.difficulty.shutdown()
        self.jobs.shutdown()
        self.assist.stock.shutdown()
        self.library.grading.shutdown()
        self.preferences.geometry = self.saveGeometry()
        self.preferences.sync()
        super().closeEvent(event)

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        self.files.drag_entered(event)

    def dropEvent(self, event: QDropEvent) -> None:
        self.files.dropped(event)


FIRST_SIZE = QSize(960, 680)
"""The window's smallest size the first time it opens (later, the size it was left at)."""

FIRST_SHARE = 0.75
"""The share of the screen's width and height the window takes the first time, when that is
more than FIRST_SIZE (a 1920 x 1080 screen: 1440 x 810)."""


def first_size(screen: QSize) -> QSize:
    """FIRST_SHARE of a screen of that size but at least FIRST_SIZE, shrunk to fit a smaller
    screen with room left for the window's frame."""
    share = QSize(round(screen.width() * FIRST_SHARE), round(screen.height() * FIRST_SHARE))
    return share.expandedTo(FIRST_SIZE).boundedTo(screen * 0.9)


def first_geometry(window: QWidget) -> QRect:
    """The first window, `first_size` big, in the middle of its screen."""
    room = window.screen().availableGeometry()
    box = QRect(QPoint(0, 0), first_size(room.size()))
    box.moveCenter(room.center())
    return box

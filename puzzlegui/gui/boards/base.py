"""BoardView: a game on a board canvas (canvas.py). It repaints what a change of the session's
state touched, paints the board in order (each type's own drawing, then the shared lights) and
hands the player's input to the type: clicks, drags and keys become the core's gestures
(pointer.py), which the type's `interpret` turns into moves. One subclass per type paints the
board and keeps its own previews and modes (a drag's line, pencil mode, a marked corner).

Geometry is computed when the widget is resized or the state changes (`_relayout`,
`_on_session_changed`), never inside `paintEvent`, which only reads the cached values.
"""

from __future__ import annotations

from typing import Any, ClassVar, Generic, TypeVar

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, QRect, Qt, Signal
from PySide6.QtGui import QKeyEvent, QKeySequence, QMouseEvent, QPainter, QPaintEvent, QPen, QRegion
from PySide6.QtWidgets import QWidget

from puzzlegui.core.gestures import Gesture
from puzzlegui.core.model import AnyPuzzleType, Cell
from puzzlegui.gui import i18n
from puzzlegui.gui.session import GameSession

from . import dirty
from .canvas import MARGIN, BoardCanvas
from .colours import TINTS, BoardColours, mix
from .pointer import BUTTONS, PointerPress, key_gesture

# Called by this name so that pyside6-lupdate finds the texts (it does not see through wrappers).
translate = QCoreApplication.translate

__all__ = ["ARROWS", "MARGIN", "TINTS", "BoardColours", "BoardView", "mix", "paragraph"]

S = TypeVar("S")
M = TypeVar("M")

ARROWS = {
    Qt.Key.Key_Up: (-1, 0),
    Qt.Key.Key_Down: (1, 0),
    Qt.Key.Key_Left: (0, -1),
    Qt.Key.Key_Right: (0, 1),
}


def paragraph(text: str) -> str:
    """Prose written over several source lines as one line (a view's CONTROLS)."""
    return " ".join(text.split())


class BoardView(BoardCanvas, Generic[S, M]):
    """The base of every board: the session's puzzle on a canvas, repainted where it changed,
    and the player's input handed to the type as gestures. S and M are the type's State and
    Move (the session holds them untyped: a GameSession plays any type)."""

    painted = Signal()
    mode_changed = Signal(str)

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        self.session = session
        super().__init__(*self.grid_size(), parent)
        self.show_errors = True
        self.errors_revealed = False
        self.pencil_key = "P"
        self.right_click_pencil = True
        """A right click picks a cell for pencil marks (boards with candidates)."""
        self.press: PointerPress | None = None
        """The mouse press being held, if any (views draw their drag previews from it)."""
        self.has_painted = False
        """True once the board has been painted (`painted` was emitted)."""
        self._shown_state: S = session.state
        self._shown_solved = session.solved
        self.setAccessibleName(self.tr("%1 board").replace("%1", session.ptype.title))
        session.changed.connect(self._on_session_changed)
        self._refresh()

    # -- for subclasses ---------------------------------------------------------------------
    CONTROLS: ClassVar[str]
    """The mouse and keyboard controls, for How to Play: every view sets its own, in English;
    the type's translations hold them in other languages (`Translation.controls`, in
    core/<name>/texts_es.py), so a new type needs no .ts entry. A view without them fails here."""

    @classmethod
    def controls(cls, ptype: AnyPuzzleType) -> str:
        """The view's controls in the player's language, from its type's translation."""
        own = ptype.translations.get(i18n.language())
        return own.controls if own is not None and own.controls else cls.CONTROLS

    def says(self, english: str) -> str:
        """A sentence this view alone says, in the player's language: its type's translation
        holds it by its English (`Translation.view`). Texts every view says go through
        self.tr and the .ts."""
        own = self.session.ptype.translations.get(i18n.language())
        return english if own is None else own.view.get(english, english)

    @property
    def state(self) -> S:
        """The session's state, as the type's State."""
        state: S = self.session.state
        return state

    def grid_size(self) -> tuple[int, int]:
        """(rows, columns) of the board."""
        return self.session.ptype.size(self.session.puzzle)

    def _refresh(self) -> None:
        """Recompute what paint needs from the session's state (cached for paintEvent)."""
        self.error_cells = set()
        if self.show_errors or self.errors_revealed:
            for violation in self.session.violations:
                self.error_cells.update(violation.cells)
        self.trial_cells = self._trial_cells()
        self.outer_trial_cells = self._outer_trial_cells()

    def _trial_cells(self) -> set[Cell]:
        """The cells the innermost open trial has changed (painted in the trial colour)."""
        session = self.session
        return self._changed_since(session.trials[-1]) if session.trials else set()

    def _outer_trial_cells(self) -> set[Cell]:
        """The cells the outer open trials changed (a lighter trial colour, so their guesses
        still show while an inner trial is open)."""
        session = self.session
        if len(session.trials) < 2:
            return set()
        return self._changed_since(session.trials[0]) - self.trial_cells

    def _changed_since(self, state: Any) -> set[Cell]:
        session = self.session
        ptype, puzzle = session.ptype, session.puzzle
        now = {str(m): m for m in ptype.moves_to(puzzle, session.state)}
        before = {str(m): m for m in ptype.moves_to(puzzle, state)}
        cells: set[Cell] = set()
        for key in now.keys() ^ before.keys():
            cells.update(ptype.move_cells(now.get(key) or before[key]))
        return cells

    def changed_region(self, before: S) -> QRegion | None:
        """The area whose look the change from state `before` to the session's state touched
        (the cells of the marks that differ); None repaints the whole board."""
        return None

    def cell_looks(self) -> set[tuple[Cell, Any]]:
        """Each cell drawn with a look beyond its marks and errors, with that look (finished,
        the player's colour, a wrong cage's label): a change repaints the cells whose look
        changed."""
        return set()

    def paint_board(self, painter: QPainter) -> None:
        """Paint the board itself, after the background and before the cursor: here the cell
        grid; each type's view paints its own board instead or on top."""
        self.paint_cell_lines(painter, QPen(self.colours.grid, 1.0))

    def paint_board_part(self, painter: QPainter, area: QRect) -> None:
        """Paint the board as a paint event for `area` (widget coordinates) would: only the
        cells it touches. An export paints a large board so, band after band."""
        self._exposed = QRect(area)
        try:
            self.paint_board(painter)
        finally:
            self._exposed = None

    def has_notes(self) -> bool:
        """True if the board holds notes of the player's (pencil marks, dots, markers)."""
        return bool(self.session.ptype.clear_notes(self.session.puzzle, self.session.state))

    def pencil_cleared_state(self) -> S | None:
        """The state without the player's notes (pencil marks, dots, markers), or None if none."""
        session = self.session
        moves = session.ptype.clear_notes(session.puzzle, session.state)
        return session.ptype.apply_all(session.state, moves) if moves else None

    shade_finished = False
    """Shade what the player has finished (Nurikabe's islands), a colour aid."""

    has_candidates = False
    """True for boards with candidates (pencil-marked digits): Fill All Candidates applies."""
    remove_candidates = False
    """Entering a digit removes its candidates from the cells that see it (boards with them)."""

    def fill_candidate_moves(self) -> list[M]:
        """The moves that fill in every candidate (none on boards without candidates)."""
        return []

    def digit_checklist(self) -> list[tuple[str, bool]]:
        """Each digit of a digit board with True once finished (none on other boards)."""
        return []

    def prune_candidate_moves(self) -> list[Any]:
        """The moves that remove the candidates a digit on the board rules out (none on boards
        without candidates)."""
        return []

    def set_shade_finished(self, on: bool) -> None:
        """Shade what the player has finished (a colour aid), or not."""
        self.shade_finished = on
        self._refresh()
        self.update()

    def set_show_errors(self, show: bool) -> None:
        """Paint violations red (live errors) or not."""
        self.show_errors = show
        self._refresh()
        self.update()

    def reveal_errors(self) -> None:
        """Paint the violations now, even with live errors off, until the next change."""
        self.errors_revealed = True
        self._refresh()
        self.update()

    # -- input: Qt events as gestures -------------------------------------------------------------
    live_drag: ClassVar[bool] = False
    """True when a drag makes its moves as the pointer passes each cell (Nurikabe's painting),
    as one undo step; False when it makes them on release (a preview shows until then)."""

    cursor_follows_drag: ClassVar[bool] = True
    """The keyboard cursor moves along with a drag (Hashi's stays on the island pressed)."""

    def key_action(self, event: QKeyEvent) -> bool:
        """Handle a key that is not a plain arrow; True if used. Views take their own mode keys
        (pencil mode, a marked corner) first."""
        gesture = key_gesture(
            event, self.cursor_cell, note=self.notes_now(), prune=self.remove_candidates
        )
        return gesture is not None and self.play(gesture)

    def play(self, gesture: Gesture) -> bool:
        """Make what the type's `interpret` answers for a gesture, as one undo step; False
        when the type has no use for it."""
        session = self.session
        moves = session.ptype.interpret(session.puzzle, session.state, gesture)
        if moves is None:
            return False
        if len(moves) == 1:
            session.apply(moves[0])
        elif moves:
            session.apply_moves(moves, str(moves[0]))  # one undo step
        return True

    def pointer_cell(self, press: PointerPress, position: QPointF) -> Cell | None:
        """The cell a held press points at now (the cell under the pointer; Hashi aims)."""
        return self.cell_at(position)

    # -- Qt events ------------------------------------------------------------------------------
    def _on_session_changed(self) -> None:
        """Repaint what the change touched: the cells of the marks that differ, the cells whose
        error, trial or other look changed, and the old crosses; everything when the board's
        frame or banner changes (solved, unsolved) or errors were revealed."""
        session = self.session
        errors, looks = self.error_cells, self.cell_looks()
        trials = self.trial_cells | self.outer_trial_cells
        wrong = set(self.wrong_cells)
        whole = self.errors_revealed or bool(self.banner) or session.solved or self._shown_solved
        before = self._shown_state
        self._shown_state, self._shown_solved = session.state, session.solved
        self.errors_revealed = False
        self.wrong_cells = ()
        if not session.solved:
            self.set_banner("")
        self._refresh()
        region = None if whole else self.changed_region(before)
        if region is None:
            self.update()
            return
        cells = wrong | (errors ^ self.error_cells)
        cells |= trials ^ (self.trial_cells | self.outer_trial_cells)
        cells |= {cell for cell, _ in looks ^ self.cell_looks()}
        self.update(region + dirty.cells_region(cells, self.cell_rect))

    def changeEvent(self, event: Any) -> None:
        if event.type() in (event.Type.PaletteChange, event.Type.StyleChange):
            self.colours = BoardColours.from_palette(self.palette())
            self._refresh()
            self.update()
        super().changeEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        self._exposed = QRect(event.rect())  # a copy: the event owns the one it gives
        try:  # an exception with an active painter would crash Qt: always end it
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            self._paint_all(painter)
        finally:
            painter.end()
            self._exposed = None
        if not self.has_painted:
            self.has_painted = True
            self.painted.emit()

    def _paint_all(self, painter: QPainter) -> None:
        painter.fillRect(self.rect(), self.colours.background)
        if self.session.held:  # paused: nothing of the board shows while the clock stands
            self._paint_paused(painter)
            return
        self.paint_board(painter)
        self.paint_error_marks(painter)
        self._paint_overlays(painter)
        if self.show_cursor and self.hasFocus() and not self.session.solved:
            self.paint_cursor(painter)
        if self.session.solved:
            pen = QPen(self.colours.solved, max(3.0, self.cell_size / 10))
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRect(self.board_rect().adjusted(-4, -4, 4, 4))
        if self.banner:
            self._paint_banner(painter)

    def _paint_paused(self, painter: QPainter) -> None:
        """The paused board: the word, and how to go on, in the middle."""
        painter.setPen(self.colours.ink)
        title = self.font_for(0.4, bold=True)
        title.setPixelSize(max(16, min(title.pixelSize(), 48)))
        note = self.font_for(0.2)
        note.setPixelSize(max(12, min(note.pixelSize(), 22)))
        middle = self.rect().center().y()
        top = self.rect().adjusted(0, 0, 0, -self.height() + middle)
        bottom = self.rect().adjusted(0, middle + 8, 0, 0)
        painter.setFont(title)
        painter.drawText(
            top, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom, self.tr("Paused")
        )
        painter.setFont(note)
        painter.drawText(
            bottom.adjusted(8, 0, -8, 0),
            Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap,
            self.tr("Press F6 or choose Puzzle > Pause again to go on."),
        )

    def event(self, event: QEvent) -> bool:
        if self.session.held and event.type() in (
            QEvent.Type.MouseButtonPress,
            QEvent.Type.MouseButtonRelease,
            QEvent.Type.MouseMove,
            QEvent.Type.KeyPress,
        ):
            return True  # paused: the board is hidden and takes no moves
        # Any click or key takes the banner away at once: it must never stand in the way.
        if self.banner and event.type() in (QEvent.Type.MouseButtonPress, QEvent.Type.KeyPress):
            self._banner_timer.stop()
            self.set_banner("")
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        # Undo and redo reach the board only when the window's shortcuts did not take them.
        if event.matches(QKeySequence.StandardKey.Undo):
            self.session.undo()
            return
        if event.matches(QKeySequence.StandardKey.Redo):
            self.session.redo()
            return
        step = ARROWS.get(Qt.Key(event.key()))
        if step is not None and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            self.move_cursor(*step)
            return
        if not self.session.solved and self.key_action(event):
            self.show_cursor = True
            self.update()
            return
        super().keyPressEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        cell = self.cell_at(event.position())
        button = BUTTONS.get(event.button())
        if cell is None or button is None or self.session.solved:
            return
        if self.press is not None and self.live_drag:
            self.session.end_gesture()  # a second button: the first drag ends here
        state = self.session.state
        self.press = PointerPress(button, event.button(), event.position(), state, [cell])
        self.cursor_cell = cell
        if self.live_drag:
            self.session.begin_gesture()
            self._play_live()
        else:
            self.update()  # the view's preview starts

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        press = self.press
        cell = None if press is None else self.pointer_cell(press, event.position())
        if press is None or cell is None or cell == press.cells[-1]:
            return
        press.cells.append(cell)
        if self.cursor_follows_drag:
            self.cursor_cell = cell
        if self.live_drag:
            self._play_live()
        else:
            self.update()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        press = self.press
        if press is None or event.button() != press.qt_button:
            return
        self.press = None
        if self.live_drag:
            self.session.end_gesture()
        else:
            cell = self.pointer_cell(press, event.position())
            if cell is not None and cell != press.cells[-1]:
                press.cells.append(cell)
            if self.cursor_follows_drag:
                self.cursor_cell = press.cells[-1]
            self.play(press.gesture())
        self.update()

    def _play_live(self) -> None:
        """Make the moves of the drag so far that it has not made yet."""
        press = self.press
        assert press is not None
        moves = self.session.ptype.interpret(self.session.puzzle, press.state, press.gesture())
        for move in moves or ():
            if move not in press.made:
                press.made.add(move)
                self.session.apply(move)

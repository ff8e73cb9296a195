"""The digit boards, Calcudoku and Logi-5: a Latin square of digits and pencil marks.

Both share the Latin State of `puzzlegui.core.latin`: select a cell (click or arrows) and type a
digit; pencil mode (the pencil key, or Shift with a digit) writes candidates instead, and so does
a cell picked with a right click (Tatham's way, a preference); what a digit does is the core's
(`LatinPlay.interpret`). The digit under the cursor is lit wherever it stands, and the side panel
lists which digits are finished. Subclasses say which group (cage or region) each cell belongs to
and paint the group's decorations.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QLineF, QRectF, Qt
from PySide6.QtGui import QKeyEvent, QKeySequence, QMouseEvent, QPainter, QPen, QRegion
from PySide6.QtWidgets import QWidget

from puzzlegui.core import candidates
from puzzlegui.core.latin import LatinMove, LatinState, SetDigit, ToggleCandidate
from puzzlegui.core.model import Cell
from puzzlegui.gui.session import GameSession

from . import dirty
from .base import BoardView


def _group_index(data: dict[str, Any]) -> dict[Cell, int]:
    """Each cell's group from the neutral JSON: Logi-5's region grid or Calcudoku's cages."""
    if "regions" in data:
        return {(r, c): g for r, row in enumerate(data["regions"]) for c, g in enumerate(row)}
    return {(r, c): i for i, cage in enumerate(data["cages"]) for r, c in cage["cells"]}


class LatinBoardView(BoardView[LatinState, LatinMove]):
    """A board of n x n digits with groups outlined (cages or regions)."""

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        self._group_lines: list[QLineF] = []
        data = session.ptype.puzzle_to_json(session.puzzle)
        self._groups = _group_index(data)
        # Regions hold each digit once, so they are houses; cages may repeat a digit.
        regions = [g for row in data.get("regions", []) for g in row]
        self.houses = candidates.houses_of(int(session.puzzle.n), regions)
        self.note_cell = False
        """The cursor's cell was picked with a right click: digits typed there are notes."""
        self._lit: set[Cell] = set()
        """The cells lit for holding the cursor's digit, as last painted."""
        super().__init__(session, parent)
        self.cursor_moved.connect(self._on_cursor_moved)

    has_candidates = True

    def fill_candidate_moves(self) -> list[LatinMove]:
        return list(candidates.fill_moves(self.state, self.houses))

    def prune_candidate_moves(self) -> list[Any]:
        return list(candidates.prune_moves(self.session.state, self.houses))

    def notes_now(self) -> bool:
        return self.pencil_mode or self.note_cell

    def same_digit_cells(self) -> list[Cell]:
        """The cells holding the digit under the cursor (lit as one), none on an empty cell."""
        state = self.session.state
        digit = state.digit(self.cursor_cell) if self.show_cursor else 0
        if not digit:
            return []
        return [divmod(i, self.cols) for i, d in enumerate(state.digits) if d == digit]

    def cell_looks(self) -> set[tuple[Cell, Any]]:
        """The cells lit for holding the digit under the cursor."""
        self._lit = set(self.same_digit_cells())
        return {(cell, "same") for cell in self._lit}

    def digit_checklist(self) -> list[tuple[str, bool]]:
        """Each digit with True once it stands in every row without a mistake on it."""
        state, n = self.session.state, self.rows
        counts = [0] * (n + 1)
        wrong = {state.digit(cell) for cell in self.error_cells}
        for digit in state.digits:
            counts[digit] += 1
        return [(str(d), counts[d] == n and d not in wrong) for d in range(1, n + 1)]

    def group_of(self, cell: Cell) -> int:
        """The cage or region of a cell."""
        return self._groups[cell]

    def paint_groups(self, painter: QPainter) -> None:
        """Paint what lies under everything else (region tints)."""

    def paint_labels(self, painter: QPainter) -> None:
        """Paint the groups' labels over the cells (cage clues)."""

    def digit_top(self) -> float:
        """Where the digit's box starts, as a fraction of the cell (below a cage clue)."""
        return 0.0

    def pencil_top(self) -> float:
        """Where pencil marks start, as a fraction of the cell (Calcudoku leaves room for clues)."""
        return 0.08

    def changed_region(self, before: LatinState) -> QRegion | None:
        now = self.state
        changed = {
            *dirty.changed_indexes(before.digits, now.digits),
            *dirty.changed_indexes(before.marks, now.marks),
            *(index for index, _ in before.colours ^ now.colours),
        }
        return dirty.cells_region((divmod(i, self.cols) for i in changed), self.cell_rect)

    def _relayout(self) -> None:
        lines: list[QLineF] = []
        for r in range(self.rows):
            for c in range(self.cols):
                rect = self.cell_rect((r, c))
                if c + 1 < self.cols and self.group_of((r, c)) != self.group_of((r, c + 1)):
                    lines.append(QLineF(rect.topRight(), rect.bottomRight()))
                if r + 1 < self.rows and self.group_of((r, c)) != self.group_of((r + 1, c)):
                    lines.append(QLineF(rect.bottomLeft(), rect.bottomRight()))
        self._group_lines = lines

    # -- painting -------------------------------------------------------------------------------
    def paint_board(self, painter: QPainter) -> None:
        colours = self.colours
        self.paint_groups(painter)
        for index, colour in self.session.state.colours:
            painter.fillRect(self.cell_rect(divmod(index, self.cols)), colours.painted(colour))
        lit = colours.same_digit()
        ring = QPen(lit.darker(160), max(1.5, self.cell_size / 24))
        for cell in self.same_digit_cells():  # a fill and a ring: it shows on region tints too
            rect = self.cell_rect(cell)
            painter.fillRect(rect, lit)
            inset = ring.widthF()
            painter.setPen(ring)
            painter.drawRect(rect.adjusted(inset, inset, -inset, -inset))
        for cell in self.error_cells:
            painter.fillRect(self.cell_rect(cell), colours.error_fill)
        painter.setPen(QPen(colours.faint, 1.0))
        s, o = self.cell_size, self.origin
        for i in range(1, self.rows):
            painter.drawLine(QLineF(o.x(), o.y() + i * s, o.x() + self.cols * s, o.y() + i * s))
            painter.drawLine(QLineF(o.x() + i * s, o.y(), o.x() + i * s, o.y() + self.rows * s))
        thick = QPen(colours.ink, min(max(2.0, s / 18), 5.0))
        thick.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(thick)
        painter.drawLines(self._group_lines)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(self.board_rect())
        self.paint_labels(painter)
        self._paint_digits(painter)

    def _paint_digits(self, painter: QPainter) -> None:
        state, colours = self.state, self.colours
        size = 0.55 - self.digit_top() / 2
        plain, bold = self.font_for(size), self.font_for(size, bold=True)
        top = self.cell_size * self.digit_top()
        small = self.font_for(0.2)
        r0, r1, c0, c1 = self.visible_range()
        for r in range(r0, r1 + 1):
            for c in range(c0, c1 + 1):
                cell, rect = (r, c), self.cell_rect((r, c))
                digit = state.digit(cell)
                if digit:
                    given = bool(state.givens[r * self.cols + c])
                    painter.setFont(bold if given else plain)
                    ink = colours.ink if given else colours.player
                    painter.setPen(colours.error if cell in self.error_cells else ink)
                    box = rect.adjusted(0, top, 0, 0)
                    painter.drawText(box, Qt.AlignmentFlag.AlignCenter, str(digit))
                elif state.marks[r * self.cols + c]:
                    painter.setFont(small)
                    painter.setPen(colours.ink)
                    self._paint_candidates(painter, rect, state.candidates(cell))

    def _paint_candidates(self, painter: QPainter, rect: QRectF, digits: tuple[int, ...]) -> None:
        for digit in digits:
            painter.drawText(
                self.candidate_box(rect, digit), Qt.AlignmentFlag.AlignCenter, str(digit)
            )

    def candidate_box(self, rect: QRectF, digit: int) -> QRectF:
        """Where a pencil mark sits in the cell `rect`: three to a row below the pencil top."""
        per_row = 3
        top = rect.top() + rect.height() * self.pencil_top()
        height = rect.bottom() - top - rect.height() * 0.06
        box_w = rect.width() * 0.88 / per_row
        box_h = height / ((self.rows + per_row - 1) // per_row)
        row, col = divmod(digit - 1, per_row)
        x = rect.left() + rect.width() * 0.06 + col * box_w
        return QRectF(x, top + row * box_h, box_w, box_h)

    def paint_hint_moves(self, painter: QPainter) -> None:
        """A hinted digit written in the hint's ink; a candidate it removes struck through, one
        it pencils in (a cell without marks) written small."""
        state, ink = self.state, self.hint_ink()
        size = 0.55 - self.digit_top() / 2
        for move in self.hint_moves:
            if isinstance(move, SetDigit) and move.digit:
                rect = self.cell_rect(move.cell)
                painter.setFont(self.font_for(size, bold=True))
                painter.setPen(ink)
                box = rect.adjusted(0, self.cell_size * self.digit_top(), 0, 0)
                painter.drawText(box, Qt.AlignmentFlag.AlignCenter, str(move.digit))
            elif isinstance(move, ToggleCandidate):
                box = self.candidate_box(self.cell_rect(move.cell), move.digit)
                painter.setFont(self.font_for(0.2, bold=True))
                removed = move.digit in state.candidates(move.cell)
                painter.setPen(self.colours.error if removed else ink)
                painter.drawText(box, Qt.AlignmentFlag.AlignCenter, str(move.digit))
                if removed:
                    painter.setPen(QPen(self.colours.error, max(1.5, self.cell_size / 30)))
                    painter.drawLine(box.bottomLeft(), box.topRight())

    # -- input ------------------------------------------------------------------------------------
    def mousePressEvent(self, event: QMouseEvent) -> None:
        super().mousePressEvent(event)  # a click picks the cell the digits go to
        if self.cell_at(event.position()) is None:
            return
        right = event.button() == Qt.MouseButton.RightButton
        self.note_cell = right and self.right_click_pencil
        self.show_cursor = True
        self.setFocus()
        self.cursor_moved.emit()
        self.update()

    def _on_cursor_moved(self) -> None:
        lit = set(self.same_digit_cells())  # the lit digit follows the cursor
        self.update_cells(lit ^ self._lit)
        self._lit = lit

    def move_cursor(self, d_row: int, d_col: int) -> None:
        """Move the cursor; the cell reached by keys takes big digits again."""
        self.note_cell = False
        super().move_cursor(d_row, d_col)

    def key_action(self, event: QKeyEvent) -> bool:
        """The pencil key toggles pencil mode; digits and erasing are the core's."""
        if self._is_pencil_key(event):
            self.set_pencil_mode(not self.pencil_mode)
            return True
        return super().key_action(event)

    def _is_pencil_key(self, event: QKeyEvent) -> bool:
        wanted = QKeySequence(self.pencil_key)
        if wanted.isEmpty():
            return False
        pressed = QKeySequence(event.keyCombination())
        return pressed.matches(wanted) == QKeySequence.SequenceMatch.ExactMatch

    def set_pencil_mode(self, on: bool) -> None:
        """Digits typed become candidates while pencil mode is on."""
        self.pencil_mode = on
        self.mode_changed.emit(
            self.tr("Pencil mode: digits are candidates.") if on else self.tr("Pencil mode off.")
        )
        self.update()

"""A tiny puzzle type for tests that must not depend on a real type: cells are walls or not,
and a wall on a clue cell is a violation; with its own small board view (a test registers it)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtGui import QPainter

from puzzlegui.core.model import Cell, SolveResult, SolveStatus, Violation
from puzzlegui.gui.boards import BoardView


@dataclass(frozen=True)
class StubPuzzle:
    rows: int
    cols: int
    clues: tuple[tuple[int, int, int], ...]


class StubType:
    name = "stub"
    title = "Stub"
    rules_text = "Paint every cell without a clue."
    editing = None  # File > Edit a Copy stays off for it

    def parse(self, text: str) -> tuple[Any, Any]:
        return StubPuzzle(3, 4, ((0, 0, 1),)), frozenset()

    def format(self, puzzle: Any, state: Any | None = None) -> str:
        return "stub 4x3\n"

    def size(self, puzzle: StubPuzzle) -> tuple[int, int]:
        return puzzle.rows, puzzle.cols

    def clear_notes(self, puzzle: Any, state: frozenset[Cell]) -> list[Cell]:
        return []

    def puzzle_to_json(self, puzzle: StubPuzzle) -> dict[str, Any]:
        return {"rows": puzzle.rows, "cols": puzzle.cols, "clues": [list(c) for c in puzzle.clues]}

    def new_state(self, puzzle: Any) -> frozenset[Cell]:
        return frozenset()

    def apply(self, state: frozenset[Cell], move: Cell) -> frozenset[Cell]:
        return state ^ {move}

    def parse_move(self, text: str) -> Cell:
        r, c = text.split()
        return (int(r), int(c))

    def moves_to(self, puzzle: Any, state: frozenset[Cell]) -> list[Cell]:
        return sorted(state)

    def check(self, puzzle: StubPuzzle, state: frozenset[Cell]) -> list[Violation]:
        return [
            Violation("stub.wall-on-clue", "a wall on a clue", ((r, c),))
            for r, c, _ in puzzle.clues
            if (r, c) in state
        ]

    def is_complete(self, puzzle: StubPuzzle, state: frozenset[Cell]) -> bool:
        return len(state) == puzzle.rows * puzzle.cols - len(puzzle.clues)

    def is_solved(self, puzzle: StubPuzzle, state: frozenset[Cell]) -> bool:
        return self.is_complete(puzzle, state) and not self.check(puzzle, state)

    def solve(self, puzzle: Any, **_: Any) -> SolveResult[Any]:
        return SolveResult(SolveStatus.NO_SOLUTION, [], 0, 0.0)


STUB = StubType()


class StubBoardView(BoardView):
    """The grid, with the cells of a violation filled."""

    CONTROLS = "Click a cell."

    def paint_board(self, painter: QPainter) -> None:
        super().paint_board(painter)
        for cell in self.error_cells:
            painter.fillRect(self.cell_rect(cell), self.colours.error_fill)

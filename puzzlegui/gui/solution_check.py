"""Check against solution: which of the player's marks the solution does not hold.

Only the player's answers count (digits, walls, dots, bridges, rectangles); pencil marks and
"no bridge" markers are notes and are never called wrong. Missing answers are not reported, so
the check reveals nothing of the rest of the solution.
"""

from __future__ import annotations

from typing import Any

from puzzlegui.core.model import Cell, PuzzleType

_NOTES = ("ToggleCandidate", "ClearCandidates", "ToggleMark")


def wrong_cells(kind: PuzzleType, puzzle: Any, state: Any, solution: Any) -> list[Cell]:
    """Cells holding a mark of the player that the solution contradicts, in board order."""
    if kind.name == "nurikabe":
        return _nurikabe_wrong(state, solution)
    if kind.name == "hashi":
        return _hashi_wrong(kind, puzzle, state, solution)
    wanted = set(kind.moves_to(puzzle, solution))
    cells: set[Cell] = set()
    for move in kind.moves_to(puzzle, state):
        if type(move).__name__ in _NOTES or move in wanted:
            continue
        cells.update(_cells_of(move))
    return sorted(cells)


def _cells_of(move: Any) -> list[Cell]:
    if hasattr(move, "cell"):
        return [move.cell]
    if hasattr(move, "rect"):
        return list(move.rect.cells())
    return [c for c in (getattr(move, "a", None), getattr(move, "b", None)) if c is not None]


def _nurikabe_wrong(state: Any, solution: Any) -> list[Cell]:
    wrong = []
    for row in range(state.rows):
        for col in range(state.cols):
            mine, right = int(state.mark((row, col))), int(solution.mark((row, col)))
            wall, dot = 1, 2  # Mark.WALL, Mark.DOT
            if (mine == wall and right != wall) or (mine == dot and right == wall):
                wrong.append((row, col))
    return wrong


def _hashi_wrong(kind: PuzzleType, puzzle: Any, state: Any, solution: Any) -> list[Cell]:
    right = {(m.a, m.b): m.count for m in kind.moves_to(puzzle, solution) if hasattr(m, "count")}
    cells: set[Cell] = set()
    for move in kind.moves_to(puzzle, state):
        if hasattr(move, "count") and move.count > right.get((move.a, move.b), 0):
            cells.update((move.a, move.b))
    return sorted(cells)

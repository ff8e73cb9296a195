"""Nurikabe in the neutral JSON of shared/data/FORMAT.md:
`{"rows", "cols", "clues": [[r, c, n], ...]}` and solutions `{"grid": ["#..#", ...]}`."""

from __future__ import annotations

from typing import Any

from puzzlegui.core.formats.encoding import keyed, number_grid_json, number_grid_puzzle
from puzzlegui.core.model import BoardFormatError, cell_name

from .puzzle import Mark, Puzzle, State, make_puzzle, state_from_marks

MAX_SIDE = 200


def puzzle_from_json(data: Any) -> Puzzle:
    """The neutral JSON puzzle -> Puzzle; BoardFormatError with a clear sentence if bad."""
    return number_grid_puzzle(data, "a Nurikabe puzzle", "clues", MAX_SIDE, make_puzzle)


def puzzle_to_json(puzzle: Puzzle) -> dict[str, Any]:
    """Puzzle -> the neutral JSON puzzle."""
    return number_grid_json(puzzle.rows, puzzle.cols, "clues", puzzle.clues)


def solution_from_json(puzzle: Puzzle, data: Any) -> State:
    """A `{"grid": [...]}` solution or failcheck board -> State: '#' walls, '.' dots."""
    grid = keyed(data, "grid", 'a Nurikabe solution is {"grid": ["#..#", ...]}')
    if not isinstance(grid, list) or len(grid) != puzzle.rows:
        raise BoardFormatError(f'"grid" must be a list of {puzzle.rows} strings')
    marks: list[Mark] = []
    for r, line in enumerate(grid):
        if not isinstance(line, str) or len(line) != puzzle.cols:
            raise BoardFormatError(f"row {r + 1} of the grid must be {puzzle.cols} characters")
        for c, ch in enumerate(line):
            if ch not in "#.":
                raise BoardFormatError(f"'{ch}' at {cell_name((r, c))} is not '#' or '.'")
            if ch == "#" and (r, c) in puzzle.clue_at:
                raise BoardFormatError(f"the clue at {cell_name((r, c))} cannot be a wall")
            marks.append(Mark.WALL if ch == "#" else Mark.DOT)
    return state_from_marks(puzzle, marks)


def solution_to_json(puzzle: Puzzle, state: State) -> dict[str, Any]:
    """State -> `{"grid": [...]}`: '#' for walls, '.' for everything else."""
    cols = puzzle.cols
    marks = state.marks
    return {
        "grid": [
            "".join("#" if m is Mark.WALL else "." for m in marks[r * cols : r * cols + cols])
            for r in range(puzzle.rows)
        ]
    }

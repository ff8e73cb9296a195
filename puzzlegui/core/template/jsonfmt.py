"""The template's neutral JSON: {"rows", "cols", "holes": [[r, c], ...]}; a solution is
{"filled": [[r, c], ...]}."""

from __future__ import annotations

from typing import Any

from puzzlegui.core.formats.encoding import whole_number
from puzzlegui.core.model import BoardFormatError, Cell

from .puzzle import Puzzle, State
from .textfmt import MAX_SIDE


def _cells(data: Any, rows: int, cols: int, what: str) -> frozenset[Cell]:
    if not isinstance(data, list):
        raise BoardFormatError(f"{what} must be a list of [row, column] pairs")
    cells = set()
    for item in data:
        if not isinstance(item, list) or len(item) != 2:
            raise BoardFormatError(f"{what} must be a list of [row, column] pairs")
        cells.add(
            (
                whole_number(item[0], 0, rows - 1, "a row"),
                whole_number(item[1], 0, cols - 1, "a column"),
            )
        )
    return frozenset(cells)


def puzzle_from_json(data: Any, /) -> Puzzle:
    """The neutral JSON puzzle -> Puzzle (BoardFormatError if bad)."""
    if not isinstance(data, dict):
        raise BoardFormatError("a puzzle must be a JSON object")
    rows = whole_number(data.get("rows"), 1, MAX_SIDE, '"rows"')
    cols = whole_number(data.get("cols"), 1, MAX_SIDE, '"cols"')
    return Puzzle(rows, cols, _cells(data.get("holes", []), rows, cols, '"holes"'))


def puzzle_to_json(puzzle: Puzzle, /) -> dict[str, Any]:
    """Puzzle -> the neutral JSON puzzle."""
    holes = [list(cell) for cell in sorted(puzzle.holes)]
    return {"rows": puzzle.rows, "cols": puzzle.cols, "holes": holes}


def solution_from_json(puzzle: Puzzle, data: Any, /) -> State:
    """A neutral JSON solution -> State."""
    if not isinstance(data, dict):
        raise BoardFormatError("a solution must be a JSON object")
    return State(_cells(data.get("filled"), puzzle.rows, puzzle.cols, '"filled"'))


def solution_to_json(puzzle: Puzzle, state: State, /) -> dict[str, Any]:
    """State -> the neutral JSON solution."""
    return {"filled": [list(cell) for cell in sorted(state.filled)]}

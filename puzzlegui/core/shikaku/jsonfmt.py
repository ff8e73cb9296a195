"""Shikaku in the neutral JSON of shared/data/FORMAT.md:
`{"rows", "cols", "clues": [[r, c, n], ...]}` and solutions `{"rects": [[r, c, h, w], ...]}`."""

from __future__ import annotations

from typing import Any

from puzzlegui.core.formats.encoding import (
    keyed,
    number_grid_json,
    number_grid_puzzle,
    whole_number,
)
from puzzlegui.core.model import BoardFormatError

from .puzzle import MAX_SIDE, Puzzle, Rect, State, make_puzzle


def _numbers(item: Any, count: int, what: str) -> list[Any]:
    if not isinstance(item, list) or len(item) != count:
        raise BoardFormatError(f"{what} must be a list of {count} numbers")
    return item


def puzzle_from_json(data: Any) -> Puzzle:
    """The neutral JSON puzzle -> Puzzle; BoardFormatError with a clear sentence if bad."""
    return number_grid_puzzle(data, "a Shikaku puzzle", "clues", MAX_SIDE, make_puzzle)


def puzzle_to_json(puzzle: Puzzle) -> dict[str, Any]:
    """Puzzle -> the neutral JSON puzzle."""
    return number_grid_json(puzzle.rows, puzzle.cols, "clues", puzzle.clues)


def solution_from_json(puzzle: Puzzle, data: Any) -> State:
    """A `{"rects": ...}` solution or failcheck board -> State.

    A pzprjs failcheck board whose regions are not all rectangles has `"rects": null`; a State
    holds rectangles only, so such a board is refused with BoardFormatError.
    """
    raw = keyed(data, "rects", 'a Shikaku solution is {"rects": [[row, col, height, width], ...]}')
    if raw is None:
        raise BoardFormatError(
            "this board has regions that are not rectangles; Shikaku boards here hold rectangles"
        )
    if not isinstance(raw, list):
        raise BoardFormatError('"rects" must be a list of [row, col, height, width]')
    rects: set[Rect] = set()
    for k, item in enumerate(raw):
        r, c, h, w = _numbers(item, 4, f"rectangle {k + 1}")
        rect = Rect(
            whole_number(r, 0, puzzle.rows - 1, f"rectangle {k + 1} row"),
            whole_number(c, 0, puzzle.cols - 1, f"rectangle {k + 1} col"),
            whole_number(h, 1, puzzle.rows, f"rectangle {k + 1} height"),
            whole_number(w, 1, puzzle.cols, f"rectangle {k + 1} width"),
        )
        if not rect.fits(puzzle.rows, puzzle.cols):
            raise BoardFormatError(f"rectangle {k + 1} ({list(rect)}) runs off the board")
        if rect in rects:
            raise BoardFormatError(f"rectangle {k + 1} ({list(rect)}) appears twice")
        rects.add(rect)
    return State(puzzle.rows, puzzle.cols, frozenset(rects))


def solution_to_json(puzzle: Puzzle, state: State) -> dict[str, Any]:
    """State -> `{"rects": [[row, col, height, width], ...]}`, sorted."""
    return {"rects": [list(rect) for rect in state.sorted_rects()]}

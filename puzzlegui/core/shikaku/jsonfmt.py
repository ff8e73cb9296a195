"""Shikaku in the neutral JSON of shared/data/FORMAT.md:
`{"rows", "cols", "clues": [[r, c, n], ...]}` and solutions `{"rects": [[r, c, h, w], ...]}`."""

from __future__ import annotations

from typing import Any

from puzzlegui.core.model import BoardFormatError, cell_name

from .puzzle import MAX_SIDE, Clue, Puzzle, Rect, State, make_puzzle

PUZZLE_KEYS = {"rows", "cols", "clues"}


def _int(value: Any, low: int, high: int, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise BoardFormatError(f"{what} must be a whole number, not {type(value).__name__}")
    if not low <= value <= high:
        raise BoardFormatError(f"{what} is {value}, out of range ({low} to {high})")
    return value


def _numbers(item: Any, count: int, what: str) -> list[Any]:
    if not isinstance(item, list) or len(item) != count:
        raise BoardFormatError(f"{what} must be a list of {count} numbers")
    return item


def puzzle_from_json(data: Any) -> Puzzle:
    """The neutral JSON puzzle -> Puzzle; BoardFormatError with a clear sentence if bad."""
    if not isinstance(data, dict):
        raise BoardFormatError('a Shikaku puzzle is {"rows": R, "cols": C, "clues": [[r, c, n]]}')
    missing = PUZZLE_KEYS - set(data)
    if missing:
        raise BoardFormatError(f"a Shikaku puzzle needs {', '.join(sorted(missing))}")
    extra = set(data) - PUZZLE_KEYS
    if extra:
        raise BoardFormatError(f"unknown key(s) in a Shikaku puzzle: {', '.join(map(str, extra))}")
    rows = _int(data["rows"], 1, MAX_SIDE, '"rows"')
    cols = _int(data["cols"], 1, MAX_SIDE, '"cols"')
    if not isinstance(data["clues"], list):
        raise BoardFormatError('"clues" must be a list of [row, col, number]')
    clues: list[Clue] = []
    seen: set[tuple[int, int]] = set()
    for k, item in enumerate(data["clues"]):
        r, c, n = _numbers(item, 3, f"clue {k + 1}")
        cell = (
            _int(r, 0, rows - 1, f"clue {k + 1} row"),
            _int(c, 0, cols - 1, f"clue {k + 1} col"),
        )
        if cell in seen:
            raise BoardFormatError(f"two clues at {cell_name(cell)}")
        seen.add(cell)
        clues.append((*cell, _int(n, 1, rows * cols, f"clue {k + 1} number")))
    return make_puzzle(rows, cols, clues)


def puzzle_to_json(puzzle: Puzzle) -> dict[str, Any]:
    """Puzzle -> the neutral JSON puzzle."""
    return {
        "rows": puzzle.rows,
        "cols": puzzle.cols,
        "clues": [list(clue) for clue in puzzle.clues],
    }


def solution_from_json(puzzle: Puzzle, data: Any) -> State:
    """A `{"rects": ...}` solution or failcheck board -> State.

    A pzprjs failcheck board whose regions are not all rectangles has `"rects": null`; a State
    holds rectangles only, so such a board is refused with BoardFormatError.
    """
    if not isinstance(data, dict) or "rects" not in data:
        raise BoardFormatError('a Shikaku solution is {"rects": [[row, col, height, width], ...]}')
    raw = data["rects"]
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
            _int(r, 0, puzzle.rows - 1, f"rectangle {k + 1} row"),
            _int(c, 0, puzzle.cols - 1, f"rectangle {k + 1} col"),
            _int(h, 1, puzzle.rows, f"rectangle {k + 1} height"),
            _int(w, 1, puzzle.cols, f"rectangle {k + 1} width"),
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

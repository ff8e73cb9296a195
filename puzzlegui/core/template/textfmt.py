"""The template's text format: `template WxH`, a grid of `.` (a cell) and `x` (a hole: `#`
begins a comment), then an optional `progress:` grid where `o` is a filled cell."""

from __future__ import annotations

from puzzlegui.core.formats.text import (
    grid_text,
    optional_grid,
    parse_header,
    split_board,
    text_lines,
)
from puzzlegui.core.model import BoardFormatError

from .puzzle import Puzzle, State

MAX_SIDE = 50
"""The largest side the template's readers take."""


def parse(text: str) -> tuple[Puzzle, State]:
    """A board file -> (puzzle, state)."""
    board = split_board(text, ["progress"])
    rows, cols = parse_header(board, "template")
    if rows > MAX_SIDE or cols > MAX_SIDE:
        raise board.header[1].error(f"a grid goes up to {MAX_SIDE} cells a side")
    lines = optional_grid(board, "", rows, cols) or []
    holes = set()
    for r, line in enumerate(lines):
        for c, token in enumerate(line):
            if token.text not in ".x":
                raise token.error(f"expected '.' or 'x', found {token.text[:10]!r}")
            if token.text == "x":
                holes.add((r, c))
    filled = set()
    for r, line in enumerate(optional_grid(board, "progress", rows, cols) or []):
        for c, token in enumerate(line):
            if token.text not in ".o":
                raise token.error(f"expected '.' or 'o', found {token.text[:10]!r}")
            if token.text == "o":
                filled.add((r, c))
    return Puzzle(rows, cols, frozenset(holes)), State(frozenset(filled))


def format_text(puzzle: Puzzle, state: State | None = None, /) -> str:
    """(puzzle, state) -> a board file; the progress grid only when something is filled."""
    cells = [[(r, c) for c in range(puzzle.cols)] for r in range(puzzle.rows)]
    grid = grid_text([["x" if cell in puzzle.holes else "." for cell in row] for row in cells])
    text = f"template {puzzle.cols}x{puzzle.rows}\n{grid}\n"
    if state is not None and state.filled:
        marks = [["o" if cell in state.filled else "." for cell in row] for row in cells]
        text += f"progress:\n{grid_text(marks)}\n"
    return text


def parse_seed(text: str) -> tuple[Puzzle, State]:
    """The grid alone, without the header line."""
    rows = [line.split() for _, line in text_lines(text) if line.split()]
    if not rows:
        raise BoardFormatError("the file is empty", 1, 1)
    return parse(f"template {len(rows[0])}x{len(rows)}\n{text}")

"""Shikaku in our text format (see docs/formats/shikaku.md) and the header-less layout.

shikaku 5x4         <- width x height
. 4 . . 2           <- a clue number, or '.' for an empty cell
...
progress:           <- optional: one rectangle (r1c1:r2c2) or move (+r1c1:r2c2, -...) a line
"""

from __future__ import annotations

from puzzlegui.core.formats.text import (
    Line,
    Token,
    grid_text,
    parse_number_board,
    tokenize,
)
from puzzlegui.core.model import BoardFormatError

from .puzzle import (
    MAX_SIDE,
    AddRect,
    Move,
    Puzzle,
    State,
    apply,
    make_puzzle,
    new_state,
    parse_move,
    parse_rect,
)

SECTIONS = ("progress",)


def parse(text: str) -> tuple[Puzzle, State]:
    """Our text format -> (puzzle, state)."""
    board, puzzle = parse_number_board(text, "shikaku", SECTIONS, make_puzzle)
    return puzzle, parse_progress(board.section("progress"), puzzle)


def parse_progress(lines: list[Line], puzzle: Puzzle) -> State:
    """The `progress:` lines, applied in order from the empty board."""
    state = new_state(puzzle)
    for line in lines:
        if len(line) != 1:
            raise line[1].error("progress: one rectangle or move a line (e.g. r1c1:r2c3)")
        move = _move(line[0])
        try:
            state = apply(state, move)
        except ValueError as err:
            raise line[0].error(f"progress: {err}") from None
    return state


def _move(token: Token) -> Move:
    try:
        if token.text[:1] in ("+", "-"):
            return parse_move(token.text)
        return AddRect(parse_rect(token.text))
    except BoardFormatError as err:
        raise token.error(err.message) from None


def format_text(puzzle: Puzzle, state: State | None = None) -> str:
    """(puzzle, state) -> our text format; `progress:` only when a rectangle is drawn."""
    grid = [["."] * puzzle.cols for _ in range(puzzle.rows)]
    for r, c, n in puzzle.clues:
        grid[r][c] = str(n)
    text = f"shikaku {puzzle.cols}x{puzzle.rows}\n{grid_text(grid)}\n"
    if state is not None and state.rects:
        text += "progress:\n" + "".join(f"{rect}\n" for rect in state.sorted_rects())
    return text


def parse_seed(text: str) -> tuple[Puzzle, State]:
    """The header-less layout: rows of '.' and numbers (width = tokens of the first row)."""
    if "\x00" in text:
        raise BoardFormatError("this is not a text file (it contains a NUL byte)", 1, 1)
    lines = tokenize(text)
    if not lines:
        raise BoardFormatError("the file is empty", 1, 1)
    height = 0
    for line in lines:
        if len(line) == 1 and line[0].text.endswith(":") and len(line[0].text) > 1:
            break
        height += 1
    width = len(lines[0])
    if height == 0:
        raise lines[0][0].error("the grid of clues must come before any section")
    if not (height <= MAX_SIDE and width <= MAX_SIDE):
        raise lines[0][0].error(f"a grid goes up to {MAX_SIDE} cells a side")
    try:
        return parse(f"shikaku {width}x{height}\n{text}")
    except BoardFormatError as err:
        where = None if err.line is None else max(1, err.line - 1)
        raise BoardFormatError(err.message, where, err.column) from None

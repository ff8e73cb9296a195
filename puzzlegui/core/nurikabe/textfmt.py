"""Nurikabe in our text format (see docs/formats/nurikabe.md) and the seed's layout.

nurikabe 5x5
. 5 . . .       <- a clue number, or '.' for a cell without clue
...
progress:       <- optional: '.' empty, 'x' wall, '+' dot (a clue cell: '.' or its number)

The seed layout has no header: rows of `1`-`9`, `.` and `#` (a wall), one character a cell, or
tokens separated by spaces (so clues above 9 can be written).
"""

from __future__ import annotations

from puzzlegui.core.formats.text import (
    Line,
    Token,
    grid_lines,
    grid_text,
    optional_grid,
    parse_int,
    parse_number_board,
    text_lines,
)
from puzzlegui.core.model import BoardFormatError

from .puzzle import SYMBOLS, Clue, Mark, Puzzle, State, make_puzzle, new_state, state_from_marks

SECTIONS = ("progress",)


def parse(text: str) -> tuple[Puzzle, State]:
    """Our text format -> (puzzle, state)."""
    board, puzzle = parse_number_board(text, "nurikabe", SECTIONS, make_puzzle)
    progress = optional_grid(board, "progress", puzzle.rows, puzzle.cols)
    return puzzle, new_state(puzzle) if progress is None else _progress(puzzle, progress)


def _progress(puzzle: Puzzle, lines: list[Line]) -> State:
    marks: list[Mark] = []
    for r, line in enumerate(lines):
        for c, token in enumerate(line):
            marks.append(_mark(puzzle, token, puzzle.clue_at.get((r, c))))
    return state_from_marks(puzzle, marks)


def _mark(puzzle: Puzzle, token: Token, clue: int | None) -> Mark:
    text = token.text.lower()
    if clue is not None:
        if text not in (".", str(clue)):
            raise token.error(f"this is the clue {clue}: write '.' or {clue} here")
        return Mark.EMPTY
    if text not in SYMBOLS:
        raise token.error(f"'{token.text}' is not a mark: write '.' (empty), 'x' (wall) or '+'")
    return SYMBOLS[text]


def format_text(puzzle: Puzzle, state: State | None = None) -> str:
    """(puzzle, state) -> our text format; `progress:` only when the state has marks."""
    at = puzzle.clue_at
    grid = [
        [str(at[(r, c)]) if (r, c) in at else "." for c in range(puzzle.cols)]
        for r in range(puzzle.rows)
    ]
    text = f"nurikabe {puzzle.cols}x{puzzle.rows}\n{grid_text(grid)}\n"
    if state is not None and any(m is not Mark.EMPTY for m in state.marks):
        cols = puzzle.cols
        marks = [
            [Mark(m).symbol for m in state.marks[r * cols : r * cols + cols]]
            for r in range(puzzle.rows)
        ]
        text += f"progress:\n{grid_text(marks)}\n"
    return text


def _seed_tokens(text: str) -> list[list[Token]]:
    """The seed's rows as tokens: split on spaces when a row has any, else one per character."""
    rows: list[list[Token]] = []
    for number, raw in text_lines(text):
        stripped = raw.rstrip()
        if not stripped.strip():
            continue
        # Rows past 200, or longer than 200 cells of up to 5 characters, make too large a board.
        if len(rows) >= 200 or len(stripped) > 6 * 200 + 100:
            raise BoardFormatError("the board is too large (200 cells a side at most)", number)
        start = len(stripped) - len(stripped.lstrip())
        body = stripped[start:]
        if any(ch.isspace() for ch in body):
            row, column = [], start
            for word in body.split():
                column = stripped.index(word, column)
                row.append(Token(word, number, column + 1))
                column += len(word)
        else:
            row = [Token(ch, number, start + k + 1) for k, ch in enumerate(body)]
        rows.append(row)
    return rows


def parse_seed(text: str) -> tuple[Puzzle, State]:
    """The seed's layout: rows of `1`-`9`, `.` and `#` (walls become walls in the State)."""
    if "\x00" in text:
        raise BoardFormatError("this is not a text file (it contains a NUL byte)", 1, 1)
    lines = _seed_tokens(text)
    if not lines:
        raise BoardFormatError("the file is empty", 1, 1)
    rows, cols = len(lines), len(lines[0])
    if rows > 200 or cols > 200:
        raise BoardFormatError("the board is too large (200 cells a side at most)", 1, 1)
    grid_lines(lines, rows, cols, "board")
    clues: list[Clue] = []
    walls: list[int] = []
    for r, line in enumerate(lines):
        for c, token in enumerate(line):
            if token.text == "#":
                walls.append(r * cols + c)
            elif token.text != ".":
                clues.append((r, c, parse_int(token, 1, rows * cols, "clue")))
    puzzle = make_puzzle(rows, cols, clues)
    marks = [Mark.EMPTY] * (rows * cols)
    for i in walls:
        marks[i] = Mark.WALL
    return puzzle, state_from_marks(puzzle, marks)

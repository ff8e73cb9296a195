"""Hashiwokakero in our text format (docs/formats/hashi.md) and the seed's header-less layout.

hashi 7x5           <- width x height
2 . 3 . . 2 .       <- one token per cell: '.' or '0' water, '1'-'8' an island
...
progress:           <- optional: one move per line, e.g. r1c1-r1c3=2 or r1c1-r3c1x
"""

from __future__ import annotations

from puzzlegui.core.formats.text import (
    Line,
    Token,
    grid_text,
    parse_header,
    section_grid,
    split_board,
    text_lines,
)
from puzzlegui.core.model import BoardFormatError

from .puzzle import Island, Puzzle, State, apply, moves_to, new_state, parse_move

SECTIONS = ("progress",)
WATER = (".", "0")


def parse(text: str) -> tuple[Puzzle, State]:
    """Our text format -> (puzzle, state)."""
    board = split_board(text, SECTIONS)
    rows, cols = parse_header(board, "hashi")
    lines = section_grid(board, "", rows, cols, "islands")
    islands = [
        island
        for r, line in enumerate(lines)
        for c, token in enumerate(line)
        if (island := _island(token, r, c)) is not None
    ]
    puzzle = Puzzle(rows, cols, tuple(islands))
    return puzzle, _progress(puzzle, board.section("progress"))


def _island(token: Token, r: int, c: int) -> Island | None:
    """The island a cell token stands for, None for water."""
    text = token.text
    if text in WATER:
        return None
    if len(text) == 1 and "1" <= text <= "8":
        return (r, c, int(text))
    raise token.error(f"'{text}' is not a cell: write '.' for water or an island number 1 to 8")


def _progress(puzzle: Puzzle, lines: list[Line]) -> State:
    state = new_state(puzzle)
    for line in lines:
        if len(line) != 1:
            raise line[1].error("progress: write one move per line")
        token = line[0]
        try:
            state = apply(state, parse_move(token.text))
        except BoardFormatError as err:
            raise token.error(f"progress: {err.message}") from None
        except ValueError as err:
            raise token.error(f"progress: {err}") from None
    return state


def format_text(puzzle: Puzzle, state: State | None = None) -> str:
    """(puzzle, state) -> our text format; `progress:` only when the state has marks."""
    text = f"hashi {puzzle.cols}x{puzzle.rows}\n{grid_text(_cells(puzzle))}\n"
    moves = [] if state is None else moves_to(puzzle, state)
    if moves:
        text += "progress:\n" + "".join(f"{move}\n" for move in moves)
    return text


def _cells(puzzle: Puzzle) -> list[list[str]]:
    cells = [["."] * puzzle.cols for _ in range(puzzle.rows)]
    for r, c, n in puzzle.islands:
        cells[r][c] = str(n)
    return cells


def parse_seed(text: str) -> tuple[Puzzle, State]:
    """The seed's layout: rows of digits, '.' or '0' water, one character per cell."""
    if "\x00" in text:
        raise BoardFormatError("this is not a text file (it contains a NUL byte)", 1, 1)
    rows: list[list[Token]] = []
    for number, raw in text_lines(text):
        if raw.strip():
            # Past 200 rows or a row of over 200 spaced cells, it is too large: stop reading.
            if len(rows) >= 200 or len(raw) > 2 * 200 + 100:
                raise BoardFormatError("the board is too large (at most 200 cells a side)", number)
            rows.append(_seed_row(raw, number))
    if not rows:
        raise BoardFormatError("the file is empty", 1, 1)
    width = len(rows[0])
    for row in rows:
        if len(row) != width:
            bad = row[width] if len(row) > width else row[-1]
            raise bad.error(f"this row has {len(row)} cells, the first row has {width}")
    if len(rows) > 200 or width > 200:
        raise rows[0][0].error("the board is too large (at most 200 cells a side)")
    islands = [
        island
        for r, row in enumerate(rows)
        for c, token in enumerate(row)
        if (island := _island(token, r, c)) is not None
    ]
    puzzle = Puzzle(len(rows), width, tuple(islands))
    return puzzle, new_state(puzzle)


def _seed_row(raw: str, number: int) -> list[Token]:
    """One character per cell; spaces between single characters are allowed too."""
    cells: list[Token] = []
    spaced = len(raw.split()) > 1
    for column, ch in enumerate(raw, start=1):
        if ch.isspace():
            continue
        token = Token(ch, number, column)
        if spaced and column < len(raw) and not raw[column].isspace():
            raise token.error("with spaces between cells, write one character per cell")
        cells.append(token)
    return cells

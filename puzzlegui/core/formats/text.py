"""The pieces every type's text format is built from.

A board file is whitespace-separated tokens on lines. `#` at the start of a line or after a space
begins a comment that runs to the end of the line (so Nurikabe walls are written `x` in our
format; the seed's own layout, which has no comments, keeps `#`).

    hashi 7x5             <- first line: the type and its size (WxH, or N for N x N)
    # a comment
    2 . 3 . . 2 .         <- the body: what the type needs (grids, clue lines)
    progress:             <- a section: one word ending in ':' alone on its line
    ...

Every token keeps its line and column (1-based) so errors can name them.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import TypeVar

from puzzlegui.core.model import BoardFormatError
from puzzlegui.core.oneline import quote

T = TypeVar("T")

MAX_LINES = 100_000
"""Lines a board file may have: a 200x200 Shikaku's progress lists 40 000 rectangles at most."""
MAX_TOKENS = 160_000
"""Tokens a board file may have: the largest grids and sections of every type fit with room.
Each token costs about 150 bytes, so the cap bounds what a hostile file can make us hold."""
MAX_LINE_CHARS = 20_000
"""The longest line: 200 cells of a few characters each, or a long comment, fit easily."""
_WORD = re.compile(r"\S+")
_BREAK = re.compile(r"\r\n?|\n")


@dataclass(frozen=True)
class Token:
    """A word of the file and where it stands."""

    text: str
    line: int
    column: int

    def error(self, message: str) -> BoardFormatError:
        """A BoardFormatError pointing at this token."""
        return BoardFormatError(message, self.line, self.column)


Line = list[Token]


@dataclass
class TextBoard:
    """A board file split into its header, body lines and named sections."""

    header: Line
    sections: dict[str, list[Line]] = field(default_factory=dict)
    section_tokens: dict[str, Token] = field(default_factory=dict)
    last_line: int = 1

    def section(self, name: str) -> list[Line]:
        """The lines of a section ('' is the body); empty if absent."""
        return self.sections.get(name, [])


def _strip_comment(text: str) -> str:
    """Drop a comment: '#' at the start of the line or after white space, to the end."""
    i = text.find("#")
    while i >= 0:
        if i == 0 or text[i - 1].isspace():
            return text[:i]
        i = text.find("#", i + 1)
    return text


def text_lines(text: str) -> Iterator[tuple[int, str]]:
    """(number, line) for each line (breaks: \\n, \\r\\n, \\r), read lazily: an 8 MB run of
    newlines is never a list; BoardFormatError past MAX_LINES or a line over MAX_LINE_CHARS."""
    start = number = 0
    for number, match in enumerate(_BREAK.finditer(text), start=1):
        yield number, _line(text, start, match.start(), number)
        start = match.end()
    if start < len(text):
        yield number + 1, _line(text, start, len(text), number + 1)


def _line(text: str, start: int, end: int, number: int) -> str:
    if number > MAX_LINES:
        raise BoardFormatError(f"too many lines for a board (over {MAX_LINES})", number, 1)
    if end - start > MAX_LINE_CHARS:
        message = f"this line is too long for a board (over {MAX_LINE_CHARS} characters)"
        raise BoardFormatError(message, number, MAX_LINE_CHARS + 1)
    return text[start:end]


def tokenize(text: str) -> list[Line]:
    """Lines of tokens, blank and comment-only lines left out, positions kept; at most
    MAX_TOKENS tokens in all, counted before they are made."""
    lines: list[Line] = []
    count = 0
    for number, raw in text_lines(text):
        tokens: Line = []
        for match in _WORD.finditer(_strip_comment(raw)):
            count += 1
            if count > MAX_TOKENS:
                message = f"too many entries for a board (over {MAX_TOKENS})"
                raise BoardFormatError(message, number, match.start() + 1)
            tokens.append(Token(match.group(), number, match.start() + 1))
        if tokens:
            lines.append(tokens)
    return lines


def first_word(text: str) -> str:
    """The first token of a file, comments skipped ('' for an empty file)."""
    for _, line in text_lines(text):
        words = _strip_comment(line).split(None, 1)
        if words:
            return words[0]
    return ""


def split_board(text: str, sections: Sequence[str]) -> TextBoard:
    """Split a board file into header, body ('') and the named sections it may have."""
    if "\x00" in text:
        raise BoardFormatError("this is not a text file (it contains a NUL byte)", 1, 1)
    lines = tokenize(text)
    if not lines:
        raise BoardFormatError("the file is empty", 1, 1)
    board = TextBoard(lines[0], {"": []}, last_line=text.count("\n") + 1)
    current = ""
    for line in lines[1:]:
        head = line[0]
        if len(line) == 1 and head.text.endswith(":") and len(head.text) > 1:
            name = head.text[:-1].lower()
            if name not in sections:
                allowed = ", ".join(f"'{s}:'" for s in sections) or "none"
                raise head.error(f"unknown section {quote(head.text)} (this type has: {allowed})")
            if name in board.sections:
                raise head.error(f"section {quote(head.text)} appears twice")
            current = name
            board.sections[name] = []
            board.section_tokens[name] = head
            continue
        board.sections[current].append(line)
    return board


def parse_size(token: Token, square: bool = False) -> tuple[int, int]:
    """'WxH' or 'N' -> (rows, cols); with `square`, only 'N' (or 'NxN')."""
    parts = token.text.lower().split("x", 2)
    if len(parts) not in (1, 2) or not all(p.isascii() and p.isdigit() for p in parts):
        raise token.error(f"{quote(token.text)} is not a size: write WxH (width x height) or N")
    if any(len(p) > 6 for p in parts):
        raise token.error(f"size {quote(token.text)} is out of range (1 to 200 a side)")
    numbers = [int(p) for p in parts]
    cols, rows = (numbers[0], numbers[-1])
    if square and rows != cols:
        raise token.error(f"{quote(token.text)}: this puzzle is square, write N")
    if not (1 <= rows <= 200 and 1 <= cols <= 200):
        raise token.error(f"size {token.text} is out of range (1 to 200 a side)")
    return rows, cols


def parse_header(board: TextBoard, name: str, square: bool = False) -> tuple[int, int]:
    """Check the header names this type and return (rows, cols)."""
    header = board.header
    if header[0].text.lower() != name:
        raise header[0].error(f"expected '{name}' on the first line, found {quote(header[0].text)}")
    if len(header) != 2:
        where = header[2] if len(header) > 2 else header[0]
        raise where.error(f"the first line is '{name}' and a size, e.g. '{name} 7x7'")
    return parse_size(header[1], square)


def parse_int(token: Token, low: int, high: int, what: str) -> int:
    """A whole number in [low, high]; a clear error otherwise."""
    text = token.text
    if not (text.isascii() and text.isdigit()) or len(text) > 6:
        raise token.error(f"{quote(text)} is not a valid {what} (a number from {low} to {high})")
    value = int(text)
    if not low <= value <= high:
        raise token.error(f"{what} {value} is out of range ({low} to {high})")
    return value


MAX_NAME = 40
"""The longest region or cage name: names are shown in messages and on the board."""


def checked_name(token: Token, what: str) -> str:
    """A region or cage name from the grid; an error past MAX_NAME characters."""
    if len(token.text) > MAX_NAME:
        raise token.error(f"{what} name {quote(token.text, 20)} is too long ({MAX_NAME} at most)")
    return token.text


def grid_lines(
    lines: list[Line], rows: int, cols: int, what: str, after: int | None = None
) -> list[Line]:
    """Exactly `rows` lines of exactly `cols` tokens each, or an error saying which is off."""
    for line in lines[:rows]:
        if len(line) != cols:
            bad = line[cols] if len(line) > cols else line[-1]
            raise bad.error(f"{what}: this row has {len(line)} entries, expected {cols}")
    if len(lines) < rows:
        line_no = lines[-1][0].line + 1 if lines else (after or 1) + 1
        raise BoardFormatError(f"{what}: found {len(lines)} rows, expected {rows}", line_no, 1)
    if len(lines) > rows:
        extra = lines[rows][0]
        raise extra.error(f"{what}: more than {rows} rows (this line is one too many)")
    return lines


def section_after(board: TextBoard, name: str) -> int:
    """The line number a section's header stands on (or the header line for the body)."""
    token = board.section_tokens.get(name)
    return token.line if token is not None else board.header[0].line


def grid_text(rows: Sequence[Sequence[str]]) -> str:
    """A grid of tokens as aligned text, one row per line."""
    width = max((len(t) for row in rows for t in row), default=1)
    return "\n".join(" ".join(t.rjust(width) for t in row).rstrip() for row in rows)


def parse_square_board(
    text: str, name: str, sections: Sequence[str], title: str, max_n: int
) -> tuple[TextBoard, int]:
    """The board of a square type and its side n, refused above `max_n` at the header's size."""
    board = split_board(text, sections)
    n, _ = parse_header(board, name, square=True)
    if n > max_n:
        raise board.header[1].error(f"{title} squares go up to {max_n}x{max_n}")
    return board, n


def section_grid(board: TextBoard, name: str, rows: int, cols: int, what: str) -> list[Line]:
    """The grid lines of section `name` ("" for the body under the header), `what` naming the
    grid in errors."""
    return grid_lines(board.section(name), rows, cols, what, section_after(board, name))


def optional_grid(board: TextBoard, name: str, rows: int, cols: int) -> list[Line] | None:
    """The grid lines of an optional section (as `progress:`), or None when it is absent."""
    if name not in board.sections:
        return None
    return section_grid(board, name, rows, cols, name)


def parse_number_board(
    text: str,
    name: str,
    sections: Sequence[str],
    make: Callable[[int, int, list[tuple[int, int, int]]], T],
) -> tuple[TextBoard, T]:
    """The board of a type whose body is a grid of number clues ('.' or a number up to the
    cell count) under the `name WxH` header, and the puzzle `make` builds from (rows, cols,
    clues); the other sections are the caller's to read."""
    board = split_board(text, sections)
    rows, cols = parse_header(board, name)
    lines = section_grid(board, "", rows, cols, "clues")
    return board, make(rows, cols, number_clues(lines, rows * cols))


def number_clues(lines: list[Line], high: int) -> list[tuple[int, int, int]]:
    """(row, col, number) of each token of a grid that is not '.': a clue from 1 to `high`."""
    return [
        (r, c, parse_int(token, 1, high, "clue"))
        for r, line in enumerate(lines)
        for c, token in enumerate(line)
        if token.text != "."
    ]


def parse_square_seed(text: str, name: str, parse: Callable[[str], T]) -> T:
    """The header-less layout of a square type: the file without its `name n` line, n the words
    of the first row; error lines count in the header-less text."""
    rows = (line.split("#", 1)[0].split() for _, line in text_lines(text))
    first = next((row for row in rows if row), None)
    if first is None:
        raise BoardFormatError("the file is empty", 1, 1)
    try:
        return parse(f"{name} {len(first)}\n{text}")
    except BoardFormatError as err:
        line = None if err.line is None else max(1, err.line - 1)
        raise BoardFormatError(err.message, line, err.column) from None

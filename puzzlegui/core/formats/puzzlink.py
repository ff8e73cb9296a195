"""puzz.link (pzprjs) URLs and pzprv3 files, to and from the neutral JSON puzzle.

The grammar is robx/pzprjs's, as summarised in shared/reference/puzzlink-urls.md: a URL is
`[anything?][name=value&]*PID[_edit|_play]/[v:X/]COLS/ROWS/BODY[/]`, the body in "Number16" (one
token per cell) or, for `factors`, a wall bitfield then one Number16 token per room (section 1).
A pzprv3 file (saved, or inside a URL as `pzprv3/...` with `/` for newlines) also carries the
player's progress (section 3).

Each type that has a puzz.link form declares its `PuzzlinkCodec` (core/<type>/puzzlink.py: the
pzprjs names it reads, its URL body reader and writer, its pzprv3 reader); this module holds the
shared grammar and the pieces those codecs are made of, and dispatches by the declared names.
Read today: nurikabe, hashi (hashikake, bridges), shikaku, factors (a product-only Calcudoku)
and sudoku (a Logi-5-shaped Latin square whose regions are the fixed boxes).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any
from urllib.parse import unquote

from puzzlegui.core import registry
from puzzlegui.core.formats.encoding import (
    Decoded,
    check_side,
    clue_map,
    grid_size,
    read_numbers,
    to_int,
    type_side,
    write_numbers,
)
from puzzlegui.core.model import BoardFormatError, cell_name

__all__ = ["HOST", "Decoded", "PuzzlinkCodec", "decode", "encode", "looks_like", "pids"]


@dataclass(frozen=True)
class PuzzlinkCodec:
    """A type's puzz.link form: the pzprjs names it reads (URL ids, aliases, file pids; the
    first is the one written), the URL body -> neutral puzzle (body, rows, cols, column of the
    body), the neutral puzzle -> (body, cols, rows), and the pzprv3 sections after the size."""

    pids: tuple[str, ...]
    read_body: Callable[[str, int, int, int], dict[str, Any]]
    write_body: Callable[[dict[str, Any]], tuple[str, int, int]]
    read_file: Callable[[FileLines, int, int], Decoded]
    square_file: bool = False
    """The pzprv3 file gives one size line (sudoku) instead of rows and columns."""


def _codec_for(pid: str) -> tuple[str, PuzzlinkCodec] | None:
    """(our type name, codec) of the type that reads `pid`; a pid that is one of our names
    loads only that type (the others are loaded only for a name none of ours is)."""
    name = registry.canonical(pid)
    if name is not None:
        own = registry.get(name).puzzlink
        if own is not None and pid in own.pids:
            return name, own
    return pids().get(pid)


def pids() -> dict[str, tuple[str, PuzzlinkCodec]]:
    """Every pzprjs name a registered type reads -> (our type name, its codec)."""
    return registry.by_codec_name(lambda ptype: ptype.puzzlink, lambda codec: codec.pids)


HOST = "https://puzz.link/p?"
"""What `encode` puts in front of the type; any host (or none) is accepted on input."""

_MAX_FILE_LINES = 8 * 200 + 64
"""Lines of a pzprv3 file read at most: every section of the largest board, with its header;
what follows (info, history) is not read, so a long file is never split whole."""
_PARAM = re.compile(r"[A-Za-z0-9_]+=[^&/]*&")
_FILE = re.compile(r"(v:[^/]*/)?pzprv[0-9.]*(/|$)")
_HEAD = re.compile(r"[A-Za-z][A-Za-z0-9]*(_edit|_play)?/(v:[^/]*/)?([A-Za-z]+/)?\d+/\d+(/|$)")


def looks_like(text: str) -> bool:
    """True when `text` is a puzz.link URL (any host, or none) or a pzprv3 file."""
    stripped = text.strip()
    if _is_file_text(stripped):
        return True
    query = _query(stripped)
    if _FILE.match(query):
        return True
    return not any(ch.isspace() for ch in stripped) and _HEAD.match(query) is not None


def _is_file_text(text: str) -> bool:
    lines = text.split("\n", 2)
    if len(lines) > 1 and lines[0].strip().startswith("v:"):
        lines = lines[1:]
    return len(lines) > 1 and re.fullmatch(r"pzprv[0-9.]*", lines[0].strip()) is not None


def _query(text: str) -> str:
    start = 0 if _FILE.match(text) else text.find("?") + 1
    while match := _PARAM.match(text, start):
        start = match.end()
    return text[start:]


def decode(text: str) -> Decoded:
    """A puzz.link URL or pzprv3 file -> Decoded; BoardFormatError with a sentence when bad."""
    stripped = text.strip()
    if _is_file_text(stripped):
        lines = stripped.split("\n", _MAX_FILE_LINES)[:_MAX_FILE_LINES]
        return _decode_file([line.rstrip("\r") for line in lines])
    query = _query(stripped)
    parts = query.split("/", _MAX_FILE_LINES)
    if len(parts) > 1 and parts[-1] == "":
        parts.pop()
    if _FILE.match(query):
        return _decode_file([unquote(part) for part in parts[:_MAX_FILE_LINES]])
    column = len(stripped) - len(query) + 1
    offsets = [column + len("/".join(parts[:i])) + (i > 0) for i in range(len(parts))]
    return _decode_url(parts, offsets)


def _decode_url(parts: list[str], offsets: list[int]) -> Decoded:
    pid = re.sub(r"_(edit|play)$", "", parts[0])
    if not pid:
        raise BoardFormatError("this is not a puzz.link URL: no puzzle type after '?'", 1, 1)
    found = _codec_for(pid)
    if found is None:
        raise BoardFormatError(_unsupported(pid), 1, offsets[0])
    type_name, codec = found
    rest, at = parts[1:], offsets[1:]
    if rest and rest[0].startswith("v:"):
        rest, at = rest[1:], at[1:]
    if rest and not rest[0].isdigit():
        rest, at = rest[1:], at[1:]
    if len(rest) < 2:
        raise BoardFormatError(f"the {pid} URL is cut short: it needs columns and rows", 1, None)
    # The type's own limit, before any grid is made: 'factors/1000/1000/' is refused at once.
    high = type_side(type_name)
    cols = check_side(
        to_int(rest[0], "the number of columns", at[0]), "the number of columns", 1, high
    )
    rows = check_side(to_int(rest[1], "the number of rows", at[1]), "the number of rows", 1, high)
    body = "/".join(rest[2:])
    return Decoded(type_name, codec.read_body(body, rows, cols, at[2] if len(at) > 2 else 1), None)


def _unsupported(pid: str) -> str:
    known = ", ".join(sorted(pids()))
    return (
        f"puzz.link type '{pid}' is not one of puzzlegui's puzzles (read: {known}; "
        "Logi-5 has no puzz.link type and Calcudoku only the product-only 'factors')"
    )


def clue_cells(values: dict[int, int], cols: int, line: int | None) -> list[list[int]]:
    out = []
    for slot, value in sorted(values.items()):
        r, c = divmod(slot, cols)
        if value < 0:
            where = cell_name((r, c))
            raise BoardFormatError(f"{where} holds a '?' clue; every clue must be a number", line)
        out.append([r, c, value])
    return out


def cells_body(key: str) -> Callable[[str, int, int, int], dict[str, Any]]:
    """The URL body reader of a grid of number clues kept under `key` (Nurikabe's, ...)."""

    def body(text: str, rows: int, cols: int, column: int) -> dict[str, Any]:
        clues = clue_cells(read_numbers(text, rows * cols, column), cols, 1)
        return {"rows": rows, "cols": cols, key: clues}

    return body


def clue_grid_codec(
    pids: tuple[str, ...], key: str, read_file: Callable[[FileLines, int, int], Decoded]
) -> PuzzlinkCodec:
    """The codec of a type whose URL body is a grid of number clues kept under `key`."""
    return PuzzlinkCodec(pids, cells_body(key), encode_cells(key), read_file)


def square(rows: int, cols: int, what: str) -> int:
    """The side of a square board; an error naming `what` for another shape."""
    if rows != cols:
        raise BoardFormatError(f"{what} is square, but this board is {cols}x{rows}", 1, None)
    return rows


def digit(value: int, n: int, line: int | None) -> int:
    if not 1 <= value <= n:
        raise BoardFormatError(f"the given {value} is not a digit from 1 to {n}", line)
    return value


# ---- encoding --------------------------------------------------------------------------------


def encode(type_name: str, puzzle: dict[str, Any]) -> str:
    """A neutral puzzle -> its puzz.link URL; BoardFormatError when puzz.link cannot hold it."""
    name = registry.canonical(type_name)
    if name is None:
        raise BoardFormatError(f"unknown puzzle type {type_name!r}", None)
    codec = registry.get(name).puzzlink
    if codec is None:
        raise BoardFormatError(f"puzz.link has no type for {type_name!r}", None)
    body, cols, rows = codec.write_body(puzzle)
    url = f"{HOST}{codec.pids[0]}/{cols}/{rows}/{body}"
    return url if re.search(r"[0-9A-Za-z]$", body) or not body else url + "/"


def encode_cells(key: str) -> Callable[[dict[str, Any]], tuple[str, int, int]]:
    """The URL body writer of a grid of number clues kept under `key`."""

    def encode_cells(puzzle: dict[str, Any]) -> tuple[str, int, int]:
        rows, cols = grid_size(puzzle)
        clues = clue_map(puzzle, key, rows, cols)
        slots = [clues.get(divmod(i, cols)) for i in range(rows * cols)]
        return write_numbers(slots), cols, rows

    return encode_cells


# ---- pzprv3 files (reference section 3): header, then per-type sections of token lines --------


class FileLines:
    """The lines of a pzprv3 file, read section by section; missing tokens take a default."""

    def __init__(self, lines: list[str], start: int) -> None:
        trailer = re.compile(r"\s*(info:|history:|TrialData)")
        end = next((i for i in range(start, len(lines)) if trailer.match(lines[i])), len(lines))
        self.lines, self.at = lines[:end], start

    def grid(self, rows: int, cols: int, default: str) -> tuple[list[list[str]], int]:
        """The next `rows` lines of up to `cols` tokens, and the 1-based number of the first."""
        first, out = self.at + 1, []
        for index in range(self.at, self.at + rows):
            tokens = self.lines[index].split() if index < len(self.lines) else []
            if len(tokens) > cols:
                message = f"this line has {len(tokens)} entries where {cols} are expected"
                raise BoardFormatError(message, index + 1)
            out.append(tokens + [default] * (cols - len(tokens)))
        self.at += rows
        return out, first

    def size(self, what: str, high: int) -> int:
        """The next line as a grid size."""
        self.at += 1
        text = self.lines[self.at - 1].strip() if self.at <= len(self.lines) else ""
        if not text.isdigit():
            raise BoardFormatError(f"the pzprv3 file needs {what} here", self.at)
        return check_side(to_int(text, what), what, 1, high)


def _decode_file(lines: list[str]) -> Decoded:
    start = 1 if lines and lines[0].strip().startswith("v:") else 0
    if len(lines) < start + 2:
        raise BoardFormatError("the pzprv3 file is cut short before its puzzle type", start + 1)
    pid = lines[start + 1].strip()
    found = _codec_for(pid)
    if found is None:
        raise BoardFormatError(_unsupported(pid), start + 2)
    type_name, codec = found
    reader = FileLines(lines, start + 2)
    high = type_side(type_name)  # checked before the grids are read: a 1000x1000 file is refused
    if codec.square_file:
        rows = cols = reader.size("the size", high)
    else:
        rows = reader.size("the number of rows", high)
        cols = reader.size("the number of columns", high)
    return codec.read_file(reader, rows, cols)


def _file_number(token: str, line: int) -> int:
    if token == "-":
        raise BoardFormatError("a '?' clue ('-'): every clue must be a number", line)
    if not token.isdigit() or len(token) > 9:
        raise BoardFormatError(f"{token!r} is not a number", line)
    return int(token)


def file_clues(tokens: list[list[str]], line: int) -> list[list[int]]:
    return [
        [r, c, _file_number(token, line + r)]
        for r, row in enumerate(tokens)
        for c, token in enumerate(row)
        if token != "."
    ]


def edge_grid(reader: FileLines, rows: int, cols: int, allowed: str) -> list[list[int]]:
    tokens, line = reader.grid(rows, cols, "0")
    for r, row in enumerate(tokens):
        for token in row:
            if token not in allowed.split():
                raise BoardFormatError(f"edge mark {token!r} is not one of {allowed}", line + r)
    return [[int(token) for token in row] for row in tokens]


def edge_grids(
    reader: FileLines, rows: int, cols: int, allowed: str
) -> tuple[list[list[int]], list[list[int]]]:
    """The file's two edge grids: the edges between side-by-side cells, then between stacked
    ones, each mark one of `allowed`."""
    return edge_grid(reader, rows, cols - 1, allowed), edge_grid(reader, rows - 1, cols, allowed)


def answers(reader: FileLines, n: int, givens: list[list[int]]) -> dict[str, Any] | None:
    tokens, _ = reader.grid(n, n, ".")
    digits = [[_leading_digits(token) for token in row] for row in tokens]
    if not any(d for row in digits for d in row):
        return None
    grid = [
        [int(d) if d else g for d, g in zip(row, given_row, strict=True)]
        for row, given_row in zip(digits, givens, strict=True)
    ]
    return {"grid": grid}


def _leading_digits(token: str) -> str:
    """The digits an answer token starts with ('5[1,,3,]' -> '5'; '.', '+', 'c' -> '')."""
    end = 0
    while end < len(token) and end < 9 and token[end] in "0123456789":
        end += 1
    return token[:end]

"""puzz.link (pzprjs) URLs and pzprv3 files, to and from the neutral JSON puzzle.

The grammar is robx/pzprjs's, as summarised in shared/reference/puzzlink-urls.md: a URL is
`[anything?][name=value&]*PID[_edit|_play]/[v:X/]COLS/ROWS/BODY[/]`, the body in "Number16" (one
token per cell) or, for `factors`, a wall bitfield then one Number16 token per room (section 1).
A pzprv3 file (saved, or inside a URL as `pzprv3/...` with `/` for newlines) also carries the
player's progress (section 3). Types read: nurikabe, hashi (hashikake, bridges), shikaku,
factors (a product-only Calcudoku) and sudoku (read as a Logi-5-shaped Latin square whose regions
are the fixed boxes, for the sizes whose boxes make n regions of n cells: 4, 6, 9, 16, 25, ...).
"""

from __future__ import annotations

import re
from typing import Any
from urllib.parse import unquote

from puzzlegui.core import registry
from puzzlegui.core.formats.encoding import (
    MAX_SIDE,
    Decoded,
    bridges_from_edges,
    cage_labels,
    cage_list,
    cells_by_label,
    check_side,
    clue_map,
    grid_size,
    int_field,
    int_grid,
    label_regions,
    read_numbers,
    read_walls,
    shikaku_progress,
    sudoku_boxes,
    to_int,
    type_side,
    write_numbers,
    write_walls,
)
from puzzlegui.core.model import BoardFormatError, cell_name

__all__ = ["HOST", "PIDS", "Decoded", "decode", "encode", "looks_like"]

PIDS: dict[str, str] = {
    "nurikabe": "nurikabe",
    "hashi": "hashi",
    "hashikake": "hashi",
    "bridges": "hashi",
    "shikaku": "shikaku",
    "factors": "calcudoku",
    "sudoku": "logi5",
}
"""pzprjs type names (URL ids, aliases, file pids) that we read -> our type names."""

URL_PID = {"nurikabe": "nurikabe", "hashi": "hashi", "shikaku": "shikaku"}
URL_PID.update({"calcudoku": "factors", "logi5": "sudoku"})
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
    type_name = PIDS.get(pid)
    if type_name is None:
        raise BoardFormatError(_unsupported(pid), 1, offsets[0])
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
    return Decoded(type_name, _BODY[type_name](body, rows, cols, at[2] if len(at) > 2 else 1), None)


def _unsupported(pid: str) -> str:
    known = ", ".join(sorted(PIDS))
    return (
        f"puzz.link type '{pid}' is not one of puzzlegui's puzzles (read: {known}; "
        "Logi-5 has no puzz.link type and Calcudoku only the product-only 'factors')"
    )


def _clue_cells(values: dict[int, int], cols: int, line: int | None) -> list[list[int]]:
    out = []
    for slot, value in sorted(values.items()):
        r, c = divmod(slot, cols)
        if value < 0:
            where = cell_name((r, c))
            raise BoardFormatError(f"{where} holds a '?' clue; every clue must be a number", line)
        out.append([r, c, value])
    return out


def _cells_body(key: str) -> Any:
    def body(text: str, rows: int, cols: int, column: int) -> dict[str, Any]:
        clues = _clue_cells(read_numbers(text, rows * cols, column), cols, 1)
        return {"rows": rows, "cols": cols, key: clues}

    return body


def _factors_body(text: str, rows: int, cols: int, column: int) -> dict[str, Any]:
    n = _square(rows, cols, "a Calcudoku")
    walls, used = read_walls(text, n, n, column)
    label = label_regions(n, n, lambda a, b: frozenset({a, b}) not in walls)
    rooms = len(cells_by_label(label))
    return {"n": n, "cages": _cages(label, read_numbers(text[used:], rooms, column + used))}


def _square(rows: int, cols: int, what: str) -> int:
    if rows != cols:
        raise BoardFormatError(f"{what} is square, but this board is {cols}x{rows}", 1, None)
    return rows


def _cages(label: list[list[int]], clues: dict[int, int]) -> list[dict[str, Any]]:
    cages = []
    for index, cells in enumerate(cells_by_label(label)):
        target = clues.get(index)
        if target is None or target < 0:
            what = "no clue" if target is None else "a '?' clue"
            raise BoardFormatError(
                f"the room at {cell_name(cells[0])} has {what}; a Calcudoku cage needs its product",
                None,
            )
        op = "=" if len(cells) == 1 else "*"
        cages.append({"op": op, "target": target, "cells": [list(cell) for cell in cells]})
    return cages


def _sudoku_body(text: str, rows: int, cols: int, column: int) -> dict[str, Any]:
    n = _square(rows, cols, "a sudoku")
    regions = _box_regions(n)
    givens = [[0] * n for _ in range(n)]
    for r, c, value in _clue_cells(read_numbers(text, n * n, column), n, 1):
        givens[r][c] = _digit(value, n, 1)
    return {"n": n, "regions": regions, "givens": givens}


def _digit(value: int, n: int, line: int | None) -> int:
    if not 1 <= value <= n:
        raise BoardFormatError(f"the given {value} is not a digit from 1 to {n}", line)
    return value


def _box_regions(n: int) -> list[list[int]]:
    boxes = sudoku_boxes(n)
    if boxes is None:
        raise BoardFormatError(
            f"a {n}x{n} puzz.link sudoku has fixed boxes that are not {n} regions of {n} cells, "
            "so it is no Logi-5 (puzz.link has no Logi-5 type: its URLs carry no regions)",
            None,
        )
    high, wide = boxes
    return [[(r // high) * (n // wide) + c // wide for c in range(n)] for r in range(n)]


_BODY = {
    "nurikabe": _cells_body("clues"),
    "hashi": _cells_body("islands"),
    "shikaku": _cells_body("clues"),
    "calcudoku": _factors_body,
    "logi5": _sudoku_body,
}


# ---- encoding --------------------------------------------------------------------------------


def encode(type_name: str, puzzle: dict[str, Any]) -> str:
    """A neutral puzzle -> its puzz.link URL; BoardFormatError when puzz.link cannot hold it."""
    name = registry.canonical(type_name)
    if name is None:
        raise BoardFormatError(f"unknown puzzle type {type_name!r}", None)
    body, cols, rows = _ENCODERS[name](puzzle)
    url = f"{HOST}{URL_PID[name]}/{cols}/{rows}/{body}"
    return url if re.search(r"[0-9A-Za-z]$", body) or not body else url + "/"


def _encode_cells(key: str) -> Any:
    def encode_cells(puzzle: dict[str, Any]) -> tuple[str, int, int]:
        rows, cols = grid_size(puzzle)
        clues = clue_map(puzzle, key, rows, cols)
        slots = [clues.get(divmod(i, cols)) for i in range(rows * cols)]
        return write_numbers(slots), cols, rows

    return encode_cells


def _encode_factors(puzzle: dict[str, Any]) -> tuple[str, int, int]:
    n = int_field(puzzle, "n", 1, MAX_SIDE)
    cages = cage_list(puzzle, n)
    for op, _, cells in cages:
        if op in "+-/" or (op == "=" and len(cells) > 1):
            raise BoardFormatError(
                f"puzz.link's only Calcudoku-like type, 'factors', has product rooms only; "
                f"the cage at {cell_name(cells[0])} uses '{op}'",
                None,
            )
    label = cage_labels(cages, n)
    targets: list[int | None] = [None] * len(cages)
    for _, target, cells in cages:
        targets[label[cells[0][0]][cells[0][1]]] = target
    walls = write_walls(n, n, lambda a, b: label[a[0]][a[1]] != label[b[0]][b[1]])
    return walls + write_numbers(targets), n, n


def _encode_sudoku(puzzle: dict[str, Any]) -> tuple[str, int, int]:
    n = int_field(puzzle, "n", 1, MAX_SIDE)
    regions, givens = int_grid(puzzle, "regions", n), int_grid(puzzle, "givens", n)
    first: dict[int, int] = {}
    renumbered = [[first.setdefault(v, len(first)) for v in row] for row in regions]
    if sudoku_boxes(n) is None or renumbered != _box_regions(n):
        raise BoardFormatError(
            "puzz.link has no Logi-5: its only Latin square with regions, 'sudoku', has fixed "
            "boxes, and these regions are not those boxes",
            None,
        )
    slots = [givens[i // n][i % n] or None for i in range(n * n)]
    for value in slots:
        if value is not None:
            _digit(value, n, None)
    return write_numbers(slots), n, n


_ENCODERS = {
    "nurikabe": _encode_cells("clues"),
    "hashi": _encode_cells("islands"),
    "shikaku": _encode_cells("clues"),
    "calcudoku": _encode_factors,
    "logi5": _encode_sudoku,
}


# ---- pzprv3 files (reference section 3): header, then per-type sections of token lines --------


class _Lines:
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
    type_name = PIDS.get(pid)
    if type_name is None:
        raise BoardFormatError(_unsupported(pid), start + 2)
    reader = _Lines(lines, start + 2)
    high = type_side(type_name)  # checked before the grids are read: a 1000x1000 file is refused
    if pid == "sudoku":
        rows = cols = reader.size("the size", high)
    else:
        rows = reader.size("the number of rows", high)
        cols = reader.size("the number of columns", high)
    return _FILE_READERS[type_name](reader, rows, cols)


def _file_number(token: str, line: int) -> int:
    if token == "-":
        raise BoardFormatError("a '?' clue ('-'): every clue must be a number", line)
    if not token.isdigit() or len(token) > 9:
        raise BoardFormatError(f"{token!r} is not a number", line)
    return int(token)


def _file_clues(tokens: list[list[str]], line: int) -> list[list[int]]:
    return [
        [r, c, _file_number(token, line + r)]
        for r, row in enumerate(tokens)
        for c, token in enumerate(row)
        if token != "."
    ]


def _edge_grid(reader: _Lines, rows: int, cols: int, allowed: str) -> list[list[int]]:
    tokens, line = reader.grid(rows, cols, "0")
    for r, row in enumerate(tokens):
        for token in row:
            if token not in allowed.split():
                raise BoardFormatError(f"edge mark {token!r} is not one of {allowed}", line + r)
    return [[int(token) for token in row] for row in tokens]


def _file_nurikabe(reader: _Lines, rows: int, cols: int) -> Decoded:
    tokens, line = reader.grid(rows, cols, ".")
    clues = _file_clues([[t if t not in "#+" else "." for t in row] for row in tokens], line)
    grid = ["".join("#" if t == "#" else "." for t in row) for row in tokens]
    marked = any(t in ("#", "+") for row in tokens for t in row)
    puzzle = {"rows": rows, "cols": cols, "clues": clues}
    return Decoded("nurikabe", puzzle, {"grid": grid} if marked else None)


def _file_hashi(reader: _Lines, rows: int, cols: int) -> Decoded:
    tokens, line = reader.grid(rows, cols, ".")
    islands = _file_clues(tokens, line)
    across = _edge_grid(reader, rows, cols - 1, "-1 0 1 2")
    down = _edge_grid(reader, rows - 1, cols, "-1 0 1 2")
    where = {(r, c) for r, c, _ in islands}
    bridges = sorted(
        bridges_from_edges(where, across, (0, 1)) + bridges_from_edges(where, down, (1, 0))
    )
    puzzle = {"rows": rows, "cols": cols, "islands": islands}
    return Decoded("hashi", puzzle, {"bridges": bridges} if bridges else None)


def _file_shikaku(reader: _Lines, rows: int, cols: int) -> Decoded:
    tokens, line = reader.grid(rows, cols, ".")
    puzzle = {"rows": rows, "cols": cols, "clues": _file_clues(tokens, line)}
    across = _edge_grid(reader, rows, cols - 1, "-1 0 1 2")
    down = _edge_grid(reader, rows - 1, cols, "-1 0 1 2")
    return Decoded("shikaku", puzzle, shikaku_progress(rows, cols, across, down))


def _file_factors(reader: _Lines, rows: int, cols: int) -> Decoded:
    n = _square(rows, cols, "a Calcudoku")
    across, down = _edge_grid(reader, n, n - 1, "0 1"), _edge_grid(reader, n - 1, n, "0 1")
    label = label_regions(
        n,
        n,
        lambda a, b: (
            (across[a[0]][min(a[1], b[1])] if a[0] == b[0] else down[min(a[0], b[0])][a[1]]) == 0
        ),
    )
    clues: dict[int, int] = {}
    tokens, line = reader.grid(n, n, ".")
    for r, c, value in _file_clues(tokens, line):
        if label[r][c] in clues:
            raise BoardFormatError(f"{cell_name((r, c))}: a second clue in one room", line + r)
        clues[label[r][c]] = value
    puzzle = {"n": n, "cages": _cages(label, clues)}
    return Decoded("calcudoku", puzzle, _answers(reader, n, [[0] * n for _ in range(n)]))


def _answers(reader: _Lines, n: int, givens: list[list[int]]) -> dict[str, Any] | None:
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


def _file_sudoku(reader: _Lines, rows: int, cols: int) -> Decoded:
    n = rows
    regions = _box_regions(n)
    tokens, line = reader.grid(n, n, ".")
    givens = [[0] * n for _ in range(n)]
    for r, c, value in _file_clues(tokens, line):
        givens[r][c] = _digit(value, n, line + r)
    puzzle = {"n": n, "regions": regions, "givens": givens}
    return Decoded("logi5", puzzle, _answers(reader, n, givens))


_FILE_READERS = {
    "nurikabe": _file_nurikabe,
    "hashi": _file_hashi,
    "shikaku": _file_shikaku,
    "calcudoku": _file_factors,
    "logi5": _file_sudoku,
}

"""Pieces shared by the puzz.link and Simon Tatham importers and exporters.

Both decoders return a `Decoded` (the neutral JSON puzzle of shared/data/FORMAT.md, plus the
player's progress when the source carries one); both encoders start from the same neutral dict,
so this module also holds the checks that turn a malformed dict into a BoardFormatError (the
types' own JSON readers use them too). The grammars themselves are in puzzlink.py and tatham.py.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from math import isqrt
from typing import Any, TypeVar

from puzzlegui.core import registry
from puzzlegui.core.model import BoardFormatError, Cell, cell_name
from puzzlegui.core.oneline import quote

MAX_SIDE = 1000
"""The largest width or height accepted, so a hostile size cannot exhaust memory."""

MAX_DIGITS = 9
"""The longest decimal number accepted in a URL or ID (clues, sizes, repeat counts)."""


@dataclass(frozen=True)
class Decoded:
    """A decoded URL or ID: the puzzle type, its neutral puzzle, and progress (or None)."""

    type: str
    puzzle: dict[str, Any]
    progress: dict[str, Any] | None = None


def to_int(text: str, what: str, column: int | None = None) -> int:
    """A decimal number of at most MAX_DIGITS digits; BoardFormatError naming `what` if not."""
    if not text.isdigit() or not text.isascii():
        raise BoardFormatError(f"{what} must be a number, found {quote(text)}", 1, column)
    if len(text) > MAX_DIGITS:
        raise BoardFormatError(f"{what} is too large ({quote(text, 12)})", 1, column)
    return int(text)


def type_side(type_name: str) -> int:
    """The largest width or height the type takes, as it declares (`PuzzleType.max_side`, the
    limit of its own readers): decoders check it before allocating anything as large as the
    board. MAX_SIDE for a name the registry does not know."""
    if registry.canonical(type_name) is None:
        return MAX_SIDE
    return registry.get(type_name).max_side


def check_side(value: int, what: str, low: int = 1, high: int = MAX_SIDE) -> int:
    """`value` itself when low <= value <= high, else a BoardFormatError."""
    if not low <= value <= high:
        raise BoardFormatError(f"{what} must be from {low} to {high}, found {value}", 1, None)
    return value


def label_regions(rows: int, cols: int, joined: Callable[[Cell, Cell], bool]) -> list[list[int]]:
    """Connected components of the grid (neighbours joined when `joined`), numbered row-major."""
    label = [[-1] * cols for _ in range(rows)]
    count = 0
    for r in range(rows):
        for c in range(cols):
            if label[r][c] >= 0:
                continue
            label[r][c] = count
            stack = [(r, c)]
            while stack:
                cell = stack.pop()
                for other in _neighbours(cell, rows, cols):
                    if label[other[0]][other[1]] < 0 and joined(cell, other):
                        label[other[0]][other[1]] = count
                        stack.append(other)
            count += 1
    return label


def _neighbours(cell: Cell, rows: int, cols: int) -> list[Cell]:
    r, c = cell
    out = [(r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)]
    return [(a, b) for a, b in out if 0 <= a < rows and 0 <= b < cols]


def cells_by_label(label: list[list[int]]) -> list[list[Cell]]:
    """The cells of each region, each list in row-major order, regions in label order."""
    count = 1 + max((max(row) for row in label), default=-1)
    groups: list[list[Cell]] = [[] for _ in range(count)]
    for r, row in enumerate(label):
        for c, value in enumerate(row):
            groups[value].append((r, c))
    return groups


# ---- reading a neutral puzzle dict (for the encoders) ----------------------------------------


def _bad(message: str) -> BoardFormatError:
    return BoardFormatError(message, None, None)


def field(puzzle: Any, key: str) -> Any:
    """puzzle[key], or a BoardFormatError saying the key is missing."""
    if not isinstance(puzzle, Mapping) or key not in puzzle:
        raise _bad(f'the puzzle has no "{key}"')
    return puzzle[key]


def int_field(puzzle: Any, key: str, low: int, high: int) -> int:
    """An integer puzzle[key] between low and high."""
    value = field(puzzle, key)
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise _bad(f'"{key}" must be a whole number from {low} to {high}, found {value!r}')
    return value


def keyed(data: Any, key: str, sentence: str) -> Any:
    """The value under `key` of a JSON object; BoardFormatError saying `sentence` (what the
    object should be) when `data` is not an object that has `key`."""
    if not isinstance(data, dict) or key not in data:
        raise _bad(sentence)
    return data[key]


def whole_number(value: Any, low: int, high: int, what: str) -> int:
    """A JSON whole number from `low` to `high`; a BoardFormatError naming `what` if not."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise _bad(f"{what} must be a whole number, found {quote(value, 40)}")
    if not low <= value <= high:
        raise _bad(f"{what} is {value}, out of range ({low} to {high})")
    return value


def number_grid_size(data: Any, title: str, key: str, max_side: int) -> tuple[int, int]:
    """The (rows, cols) of a neutral JSON puzzle `{"rows", "cols", key: [[r, c, n], ...]}`,
    an object with those keys and no other, each side from 1 to `max_side`; `title` ("a
    Hashi puzzle") names it in errors."""
    keys = ("rows", "cols", key)
    if not isinstance(data, dict):
        raise _bad(f'{title} is {{"rows": R, "cols": C, "{key}": [[r, c, n], ...]}}')
    extra = sorted(map(str, set(data) - set(keys)))
    if extra:
        raise _bad(f"unknown key {quote(extra[0])} in {title}")
    missing = [name for name in keys if name not in data]
    if missing:
        raise _bad(f'{title} needs "{missing[0]}"')
    rows = whole_number(data["rows"], 1, max_side, '"rows"')
    return rows, whole_number(data["cols"], 1, max_side, '"cols"')


NumberClue = tuple[int, int, int]
T = TypeVar("T")


def number_grid_puzzle(
    data: Any,
    title: str,
    key: str,
    max_side: int,
    make: Callable[[int, int, list[NumberClue]], T],
    high: int | None = None,
    what: str = "clue",
) -> T:
    """The puzzle `make` builds from (rows, cols, clues) of a neutral JSON puzzle `{"rows",
    "cols", key: [[r, c, n], ...]}` (number_grid_size, then number_clues with numbers up to
    `high`, by default the grid's cell count)."""
    rows, cols = number_grid_size(data, title, key, max_side)
    top = rows * cols if high is None else high
    return make(rows, cols, number_clues(data[key], key, (rows, cols), top, what))


def number_grid_json(
    rows: int, cols: int, key: str, clues: Sequence[tuple[int, int, int]]
) -> dict[str, Any]:
    """The neutral JSON puzzle `{"rows", "cols", key: [[r, c, n], ...]}`."""
    return {"rows": rows, "cols": cols, key: [list(clue) for clue in clues]}


def number_clues(
    items: Any, key: str, size: tuple[int, int], high: int, what: str = "clue"
) -> list[tuple[int, int, int]]:
    """The [[row, column, number], ...] list under `key` of a (rows, cols) grid, in its order:
    each on the grid, on a cell of its own, its number from 1 to `high`; `what` names one in
    errors ("island")."""
    rows, cols = size
    if not isinstance(items, list):
        raise _bad(f'"{key}" must be a list of [row, column, number]')
    clues: list[tuple[int, int, int]] = []
    seen: set[Cell] = set()
    for k, item in enumerate(items, start=1):
        if not isinstance(item, list) or len(item) != 3:
            raise _bad(f"{what} {k} must be [row, column, number], found {quote(item, 40)}")
        cell = (
            whole_number(item[0], 0, rows - 1, f"the row of {what} {k}"),
            whole_number(item[1], 0, cols - 1, f"the column of {what} {k}"),
        )
        if cell in seen:
            raise _bad(f"two {what}s at {cell_name(cell)}")
        seen.add(cell)
        clues.append((*cell, whole_number(item[2], 1, high, f"the number of {what} {k}")))
    return clues


def grid_size(puzzle: Any) -> tuple[int, int]:
    """The (rows, cols) of a rows/cols puzzle."""
    return int_field(puzzle, "rows", 1, MAX_SIDE), int_field(puzzle, "cols", 1, MAX_SIDE)


def clue_map(puzzle: Any, key: str, rows: int, cols: int) -> dict[Cell, int]:
    """The [[r, c, n], ...] list under `key` as {(r, c): n}, checked to lie on the grid."""
    items = field(puzzle, key)
    if not isinstance(items, list):
        raise _bad(f'"{key}" must be a list of [row, column, number]')
    clues: dict[Cell, int] = {}
    for item in items:
        if (
            not isinstance(item, list)
            or len(item) != 3
            or not all(isinstance(v, int) and not isinstance(v, bool) for v in item)
        ):
            raise _bad(f'each entry of "{key}" must be [row, column, number], found {item!r}')
        r, c, n = item
        if not (0 <= r < rows and 0 <= c < cols):
            raise _bad(f"clue {item} lies outside the {cols}x{rows} grid")
        if (r, c) in clues:
            raise _bad(f"two clues on row {r + 1}, column {c + 1}")
        clues[(r, c)] = n
    return clues


def int_grid(puzzle: Any, key: str, n: int) -> list[list[int]]:
    """An n x n grid of integers under `key`."""
    grid = field(puzzle, key)
    if (
        not isinstance(grid, list)
        or len(grid) != n
        or not all(isinstance(row, list) and len(row) == n for row in grid)
        or not all(isinstance(v, int) and not isinstance(v, bool) for row in grid for v in row)
    ):
        raise _bad(f'"{key}" must be {n} rows of {n} whole numbers')
    return [list(row) for row in grid]


def cage_list(puzzle: Any, n: int) -> list[tuple[str, int, list[Cell]]]:
    """The cages as (op, target, cells), checked to cover the n x n grid exactly once."""
    cages = field(puzzle, "cages")
    if not isinstance(cages, list):
        raise _bad('"cages" must be a list')
    seen: set[Cell] = set()
    out: list[tuple[str, int, list[Cell]]] = []
    for cage in cages:
        op, target, cells = field(cage, "op"), field(cage, "target"), field(cage, "cells")
        if op not in ("+", "-", "*", "/", "=") or not isinstance(target, int):
            raise _bad(f"a cage needs op one of + - * / = and a whole target, found {cage!r}")
        cell_list = [_cell(item, n) for item in (cells if isinstance(cells, list) else [None])]
        if not cell_list or seen.intersection(cell_list) or len(set(cell_list)) < len(cells):
            raise _bad(f"cage {cage!r} is empty or shares a cell with another cage")
        seen.update(cell_list)
        out.append((op, target, sorted(cell_list)))
    if len(seen) != n * n:
        raise _bad(f"the cages cover {len(seen)} of the {n * n} cells")
    return out


def _cell(item: Any, n: int) -> Cell:
    if (
        isinstance(item, list)
        and len(item) == 2
        and all(isinstance(v, int) and not isinstance(v, bool) and 0 <= v < n for v in item)
    ):
        return (item[0], item[1])
    raise _bad(f"a cage cell must be [row, column] inside the {n}x{n} grid, found {item!r}")


def cage_labels(cages: list[tuple[str, int, list[Cell]]], n: int) -> list[list[int]]:
    """Each cell's cage index; BoardFormatError when a cage is not one connected piece."""
    owner = [[0] * n for _ in range(n)]
    for index, (_, _, cells) in enumerate(cages):
        for r, c in cells:
            owner[r][c] = index
    label = label_regions(n, n, lambda a, b: owner[a[0]][a[1]] == owner[b[0]][b[1]])
    if len(cells_by_label(label)) != len(cages):
        raise _bad("a cage is split into pieces; a URL or ID can only describe connected cages")
    return label


# ---- puzz.link's Number16 and wall bitfield (shared/reference/puzzlink-urls.md 1.2, 1.3) -----

MAX_NUMBER = 1126351
"""The largest number a puzz.link URL can hold."""

_WIDE = {"-": (2, 0), "+": (3, 0), "=": (3, 4096), "@": (3, 8192), "%": (3, 8192)}
_WIDE.update({"*": (4, 12240), "$": (5, 77776)})
_HEX = frozenset("0123456789abcdefABCDEF")
_B36 = "0123456789abcdefghijklmnopqrstuvwxyz"


def read_numbers(body: str, count: int, column: int) -> dict[int, int]:
    """Number16 tokens filling `count` slots: {slot: value}, -2 for '?'; the body must fit."""
    values: dict[int, int] = {}
    i = slot = 0
    while slot < count and i < len(body):
        ch = body[i]
        if ch in "0123456789abcdef":
            values[slot], i = int(ch, 16), i + 1
        elif ch in _WIDE:
            width, offset = _WIDE[ch]
            digits = body[i + 1 : i + 1 + width]
            if len(digits) < width or not set(digits) <= _HEX:
                raise BoardFormatError(f"'{ch}' needs {width} hex digits after it", 1, column + i)
            values[slot], i = offset + int(digits, 16), i + 1 + width
        elif ch == ".":
            values[slot], i = -2, i + 1
        elif "g" <= ch <= "z":
            slot, i = slot + int(ch, 36) - 16, i + 1
        else:
            raise BoardFormatError(f"unexpected character {ch!r} in the URL", 1, column + i)
        slot += 1
    if slot > count or i < len(body):
        raise BoardFormatError("the URL holds more data than the grid has room for", 1, column)
    return values


def write_numbers(values: list[int | None]) -> str:
    """Number16 text for a list of slots (None = empty), runs of empties as g..z."""
    out: list[str] = []
    run = 0
    for value in values:
        if value is None:
            run += 1
            if run == 20:
                out.append("z")
                run = 0
            continue
        if run:
            out.append(_B36[15 + run])
            run = 0
        out.append(_number(value))
    if run:
        out.append(_B36[15 + run])
    return "".join(out)


def _number(value: int) -> str:
    if not 0 <= value <= MAX_NUMBER:
        raise _bad(f"a puzz.link URL cannot hold the number {value} (0 to {MAX_NUMBER})")
    if value < 16:
        return format(value, "x")
    if value < 256:
        return "-" + format(value, "02x")
    if value < 4096:
        return "+" + format(value, "03x")
    for prefix, width, offset, end in (("=", 3, 4096, 8192), ("@", 3, 8192, 12240)):
        if value < end:
            return prefix + format(value - offset, f"0{width}x")
    if value < 77776:
        return "*" + format(value - 12240, "04x")
    return "$" + format(value - 77776, "05x")


def read_walls(body: str, rows: int, cols: int, column: int) -> tuple[set[frozenset[Cell]], int]:
    """The two base-32 wall sections: the set of walled cell pairs and the characters used."""
    pairs: list[frozenset[Cell]] = [
        frozenset({(r, c), (r, c + 1)}) for r in range(rows) for c in range(cols - 1)
    ]
    count_v = len(pairs)
    pairs += [frozenset({(r, c), (r + 1, c)}) for r in range(rows - 1) for c in range(cols)]
    walls: set[frozenset[Cell]] = set()
    i = 0
    for start, stop in ((0, count_v), (count_v, len(pairs))):
        for chunk in range(start, stop, 5):
            ch = body[i : i + 1]
            if not ch or ch not in _B36[:32]:
                what = "cut short" if not ch else f"has {ch!r}, not 0-9 or a-v"
                raise BoardFormatError(f"the wall section {what}", 1, column + i)
            bits = int(ch, 32)
            for k in range(chunk, min(chunk + 5, stop)):
                if bits & (16 >> (k - chunk)):
                    walls.add(pairs[k])
            i += 1
    return walls, i


def write_walls(rows: int, cols: int, wall: Callable[[Cell, Cell], bool]) -> str:
    """The two base-32 wall sections for the walls `wall(a, b)` says are there."""
    vertical = [wall((r, c), (r, c + 1)) for r in range(rows) for c in range(cols - 1)]
    horizontal = [wall((r, c), (r + 1, c)) for r in range(rows - 1) for c in range(cols)]
    out = []
    for bits in (vertical, horizontal):
        for chunk in range(0, len(bits), 5):
            value = sum(16 >> k for k, bit in enumerate(bits[chunk : chunk + 5]) if bit)
            out.append(_B36[value])
    return "".join(out)


def sudoku_boxes(n: int) -> tuple[int, int] | None:
    """pzprjs's box shape (rows, cols) for an n x n sudoku, if the boxes are n cells each."""
    rows, cols = (2, 3) if n == 6 else (isqrt(n), isqrt(n))
    return (rows, cols) if rows * cols == n else None


# ---- progress drawn on unit edges (pzprv3 answer sections) ----------------------------------


def bridges_from_edges(islands: set[Cell], edges: list[list[int]], step: Cell) -> list[list[int]]:
    """Hashi bridges [r1, c1, r2, c2, k] from unit-edge counts (edges[r][c]: cell to cell+step)."""

    def count(cell: Cell) -> int:
        r, c = cell
        inside = 0 <= r < len(edges) and 0 <= c < len(edges[r])
        return edges[r][c] if inside else 0

    bridges, used = [], set()
    for island in sorted(islands):
        k, end = count(island), island
        while k > 0 and (end == island or end not in islands):
            if count(end) != k:
                message = f"the bridge from {cell_name(island)} does not reach another island"
                raise BoardFormatError(message, None)
            used.add(end)
            end = (end[0] + step[0], end[1] + step[1])
        if k > 0:
            bridges.append([*island, *end, k])
    for r, row in enumerate(edges):
        for c, value in enumerate(row):
            if value > 0 and (r, c) not in used:
                message = f"a bridge piece at {cell_name((r, c))} does not join two islands"
                raise BoardFormatError(message, None)
    return bridges


def shikaku_progress(
    rows: int, cols: int, across: list[list[int]], down: list[list[int]]
) -> dict[str, Any] | None:
    """Shikaku progress (rects, regions, dangling borders) from drawn borders; None if none."""

    def wall(a: Cell, b: Cell) -> bool:
        if a[0] == b[0]:
            return across[a[0]][min(a[1], b[1])] > 0
        return down[min(a[0], b[0])][a[1]] > 0

    pairs = [((r, c), (r, c + 1)) for r in range(rows) for c in range(cols - 1)]
    pairs += [((r, c), (r + 1, c)) for r in range(rows - 1) for c in range(cols)]
    if not any(wall(a, b) for a, b in pairs):
        return None
    label = label_regions(rows, cols, lambda a, b: not wall(a, b))
    dangling = sorted(
        [*a, *b] for a, b in pairs if wall(a, b) and label[a[0]][a[1]] == label[b[0]][b[1]]
    )
    rects: list[list[int]] | None = []
    for cells in cells_by_label(label):
        top, left = min(r for r, _ in cells), min(c for _, c in cells)
        high, wide = max(r for r, _ in cells) - top + 1, max(c for _, c in cells) - left + 1
        if rects is not None and high * wide == len(cells) and not dangling:
            rects.append([top, left, high, wide])
        else:
            rects = None
    progress: dict[str, Any] = {"rects": sorted(rects) if rects else None, "regions": label}
    if dangling:
        progress["dangling_borders"] = dangling
    return progress

"""Logi-5's puzz.link form: pzprjs 'sudoku', read as a Logi-5-shaped Latin square whose regions
are the fixed boxes, for the sizes whose boxes make n regions of n cells (4, 6, 9, ...); puzz.link
has no Logi-5 type, so a Logi-5 with other regions has no URL. The pzprv3 file also carries the
player's digits."""

from __future__ import annotations

from typing import Any

from puzzlegui.core.formats.encoding import (
    MAX_SIDE,
    Decoded,
    int_field,
    int_grid,
    read_numbers,
    sudoku_boxes,
    write_numbers,
)
from puzzlegui.core.formats.puzzlink import (
    FileLines,
    PuzzlinkCodec,
    answers,
    clue_cells,
    digit,
    file_clues,
    square,
)
from puzzlegui.core.model import BoardFormatError


def _read_body(text: str, rows: int, cols: int, column: int) -> dict[str, Any]:
    n = square(rows, cols, "a sudoku")
    regions = _box_regions(n)
    givens = [[0] * n for _ in range(n)]
    for r, c, value in clue_cells(read_numbers(text, n * n, column), n, 1):
        givens[r][c] = digit(value, n, 1)
    return {"n": n, "regions": regions, "givens": givens}


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


def _write_body(puzzle: dict[str, Any]) -> tuple[str, int, int]:
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
            digit(value, n, None)
    return write_numbers(slots), n, n


def _read_file(reader: FileLines, rows: int, cols: int) -> Decoded:
    n = rows
    regions = _box_regions(n)
    tokens, line = reader.grid(n, n, ".")
    givens = [[0] * n for _ in range(n)]
    for r, c, value in file_clues(tokens, line):
        givens[r][c] = digit(value, n, line + r)
    puzzle = {"n": n, "regions": regions, "givens": givens}
    return Decoded("logi5", puzzle, answers(reader, n, givens))


PUZZLINK = PuzzlinkCodec(("sudoku",), _read_body, _write_body, _read_file, square_file=True)

"""Calcudoku's puzz.link form: pzprjs 'factors', a product-only Calcudoku (room walls, then one
clue per room); the pzprv3 file also carries the player's digits."""

from __future__ import annotations

from typing import Any

from puzzlegui.core.formats.encoding import (
    MAX_SIDE,
    Decoded,
    cage_labels,
    cage_list,
    cells_by_label,
    int_field,
    label_regions,
    read_numbers,
    read_walls,
    write_numbers,
    write_walls,
)
from puzzlegui.core.formats.puzzlink import (
    FileLines,
    PuzzlinkCodec,
    answers,
    edge_grids,
    file_clues,
    square,
)
from puzzlegui.core.model import BoardFormatError, cell_name


def _read_body(text: str, rows: int, cols: int, column: int) -> dict[str, Any]:
    n = square(rows, cols, "a Calcudoku")
    walls, used = read_walls(text, n, n, column)
    label = label_regions(n, n, lambda a, b: frozenset({a, b}) not in walls)
    rooms = len(cells_by_label(label))
    return {"n": n, "cages": _cages(label, read_numbers(text[used:], rooms, column + used))}


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


def _write_body(puzzle: dict[str, Any]) -> tuple[str, int, int]:
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


def _read_file(reader: FileLines, rows: int, cols: int) -> Decoded:
    n = square(rows, cols, "a Calcudoku")
    across, down = edge_grids(reader, n, n, "0 1")
    label = label_regions(
        n,
        n,
        lambda a, b: (
            (across[a[0]][min(a[1], b[1])] if a[0] == b[0] else down[min(a[0], b[0])][a[1]]) == 0
        ),
    )
    clues: dict[int, int] = {}
    tokens, line = reader.grid(n, n, ".")
    for r, c, value in file_clues(tokens, line):
        if label[r][c] in clues:
            raise BoardFormatError(f"{cell_name((r, c))}: a second clue in one room", line + r)
        clues[label[r][c]] = value
    puzzle = {"n": n, "cages": _cages(label, clues)}
    return Decoded("calcudoku", puzzle, answers(reader, n, [[0] * n for _ in range(n)]))


PUZZLINK = PuzzlinkCodec(("factors",), _read_body, _write_body, _read_file)

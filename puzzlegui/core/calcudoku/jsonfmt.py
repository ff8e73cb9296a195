"""Calcudoku in the neutral JSON of shared/data/FORMAT.md:
`{"n", "cages": [{"op", "target", "cells": [[r, c], ...]}, ...]}` and `{"grid": [[...]]}`."""

from __future__ import annotations

from typing import Any

from puzzlegui.core.formats.encoding import keyed
from puzzlegui.core.latin import MAX_N, grid_rows, json_grid, json_size, state_from_grid
from puzzlegui.core.model import BoardFormatError, Cell, cell_name

from .puzzle import OPERATIONS, Cage, Puzzle, State, cage_name, cage_problem, make_puzzle

MAX_SIDE = MAX_N
"""The largest side its readers take (json_size and the text format keep the Latin limit)."""


def puzzle_from_json(data: Any) -> Puzzle:
    """The neutral JSON puzzle -> Puzzle; BoardFormatError with a clear sentence if bad."""
    n = json_size(data)
    raw = data.get("cages")
    if not isinstance(raw, list) or not raw:
        raise BoardFormatError('"cages" must be a non-empty list of cages')
    cages = [_cage(item, number) for number, item in enumerate(raw, start=1)]
    puzzle = make_puzzle(n, cages)
    problem = cage_problem(n, puzzle.cages)
    if problem is not None:
        cell, why = problem
        raise BoardFormatError(f"cages: {why} ({cell_name(cell)})")
    named = [Cage(c.op, c.target, c.cells, cage_name(k)) for k, c in enumerate(puzzle.cages)]
    return Puzzle(n, tuple(named))


def _cage(item: Any, number: int) -> Cage:
    if not isinstance(item, dict):
        raise BoardFormatError(f"cage {number} must be an object with op, target and cells")
    op, target, cells = item.get("op"), item.get("target"), item.get("cells")
    if not isinstance(op, str) or op not in OPERATIONS or len(op) != 1:
        raise BoardFormatError(f'cage {number}: "op" must be one of + - * / =, found {op!r}')
    if isinstance(target, bool) or not isinstance(target, int) or not 0 <= target < 10**12:
        raise BoardFormatError(f'cage {number}: "target" must be a whole number, found {target!r}')
    if not isinstance(cells, list) or not cells:
        raise BoardFormatError(f'cage {number}: "cells" must be a non-empty list of [row, col]')
    return Cage(op, target, tuple(_cell(cell, number) for cell in cells))


def _cell(cell: Any, number: int) -> Cell:
    if (
        not isinstance(cell, list)
        or len(cell) != 2
        or not all(isinstance(x, int) and not isinstance(x, bool) for x in cell)
    ):
        raise BoardFormatError(f"cage {number}: a cell must be [row, column], found {cell!r}")
    return (cell[0], cell[1])


def puzzle_to_json(puzzle: Puzzle) -> dict[str, Any]:
    """Puzzle -> the neutral JSON puzzle."""
    cages = [
        {"op": c.op, "target": c.target, "cells": [list(cell) for cell in c.cells]}
        for c in puzzle.cages
    ]
    return {"n": puzzle.n, "cages": cages}


def solution_from_json(puzzle: Puzzle, data: Any) -> State:
    """A `{"grid": ...}` solution or failcheck board -> State (0 = empty)."""
    solved = keyed(data, "grid", 'a Calcudoku solution is {"grid": [[...], ...]}')
    return state_from_grid(puzzle.n, json_grid(solved, puzzle.n, "grid"))


def solution_to_json(puzzle: Puzzle, state: State) -> dict[str, Any]:
    """State -> `{"grid": [[...]]}`."""
    return {"grid": grid_rows(puzzle.n, state.digits)}

"""Logi-5 in the neutral JSON of shared/data/FORMAT.md:
`{"n", "regions": [[...]], "givens": [[...]]}` and solutions `{"grid": [[...]]}`."""

from __future__ import annotations

from typing import Any

from puzzlegui.core.formats.encoding import keyed
from puzzlegui.core.latin import MAX_N, grid_rows, json_grid, json_size, state_from_grid
from puzzlegui.core.model import BoardFormatError, cell_name

from .puzzle import Puzzle, State, default_region_name, region_problem, renumber

MAX_SIDE = MAX_N
"""The largest side its readers take (json_size and the text format keep the Latin limit)."""


def puzzle_from_json(data: Any) -> Puzzle:
    """The neutral JSON puzzle -> Puzzle; BoardFormatError with a clear sentence if bad."""
    n = json_size(data)
    raw = keyed(data, "regions", 'a Logi-5 puzzle needs "regions"')
    if not isinstance(raw, list):
        raise BoardFormatError('"regions" must be a list of rows')
    regions = renumber(json_grid(raw, n, "regions", high=10**6))
    problem = region_problem(n, regions)
    if problem is not None:
        cell, why = problem
        raise BoardFormatError(f"regions: {why} ({cell_name(cell)})")
    givens = json_grid(data.get("givens", [[0] * n for _ in range(n)]), n, "givens", high=n)
    names = tuple(default_region_name(i) for i in range(n))
    return Puzzle(n, regions, tuple(givens), names)


def puzzle_to_json(puzzle: Puzzle) -> dict[str, Any]:
    """Puzzle -> the neutral JSON puzzle."""
    n = puzzle.n
    return {
        "n": n,
        "regions": grid_rows(n, puzzle.regions),
        "givens": grid_rows(n, puzzle.givens),
    }


def solution_from_json(puzzle: Puzzle, data: Any) -> State:
    """A `{"grid": ...}` solution or failcheck board -> State (0 = empty; a 0 keeps a given)."""
    solved = keyed(data, "grid", 'a Logi-5 solution is {"grid": [[...], ...]}')
    grid = json_grid(solved, puzzle.n, "grid")
    for i, (d, g) in enumerate(zip(grid, puzzle.givens, strict=True)):
        if g and d not in (0, g):  # a given cannot change, as in the text form's progress
            where = cell_name(divmod(i, puzzle.n))
            raise BoardFormatError(f"grid: {where} holds the given {g}, not {d}")
    digits = [d or g for d, g in zip(grid, puzzle.givens, strict=True)]
    return state_from_grid(puzzle.n, digits, puzzle.givens)


def solution_to_json(puzzle: Puzzle, state: State) -> dict[str, Any]:
    """State -> `{"grid": [[...]]}`."""
    return {"grid": grid_rows(puzzle.n, state.digits)}

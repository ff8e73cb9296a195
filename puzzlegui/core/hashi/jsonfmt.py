"""Hashiwokakero in the neutral JSON of shared/data/FORMAT.md.

Puzzles are `{"rows", "cols", "islands": [[r, c, n], ...]}`; solutions are
`{"bridges": [[r1, c1, r2, c2, k], ...]}`.
"""

from __future__ import annotations

from typing import Any

from puzzlegui.core.formats.encoding import (
    keyed,
    number_grid_json,
    number_grid_puzzle,
    whole_number,
)
from puzzlegui.core.model import BoardFormatError, cell_name

from .puzzle import MAX_NUMBER, Puzzle, State, make_puzzle

MAX_SIDE = 200


def puzzle_from_json(data: Any) -> Puzzle:
    """The neutral JSON puzzle -> Puzzle; BoardFormatError with a clear sentence if bad."""
    return number_grid_puzzle(
        data, "a Hashi puzzle", "islands", MAX_SIDE, make_puzzle, MAX_NUMBER, "island"
    )


def puzzle_to_json(puzzle: Puzzle) -> dict[str, Any]:
    """Puzzle -> the neutral JSON puzzle."""
    return number_grid_json(puzzle.rows, puzzle.cols, "islands", puzzle.islands)


def solution_from_json(puzzle: Puzzle, data: Any) -> State:
    """A `{"bridges": [...]}` solution or failcheck board -> State (more than two is kept)."""
    raw = keyed(data, "bridges", 'a Hashi solution is {"bridges": [[r1, c1, r2, c2, k], ...]}')
    if not isinstance(raw, list):
        raise BoardFormatError('"bridges" must be a list of [r1, c1, r2, c2, k]')
    bridges = [0] * len(puzzle.links)
    for number, item in enumerate(raw, start=1):
        if not isinstance(item, list) or len(item) != 5:
            raise BoardFormatError(f"bridge {number} must be [r1, c1, r2, c2, k]")
        values = [whole_number(v, 0, MAX_SIDE, f"bridge {number}") for v in item[:4]]
        count = whole_number(item[4], 1, MAX_NUMBER, f"the count of bridge {number}")
        a, b = (values[0], values[1]), (values[2], values[3])
        try:
            link = puzzle.link_between(a, b)
        except ValueError as err:
            raise BoardFormatError(f"bridge {number}: {err}") from None
        if bridges[link]:
            raise BoardFormatError(
                f"bridge {number}: {cell_name(a)} and {cell_name(b)} are listed twice"
            )
        bridges[link] = count
    return State(puzzle, tuple(bridges))


def solution_to_json(puzzle: Puzzle, state: State) -> dict[str, Any]:
    """State -> `{"bridges": [[r1, c1, r2, c2, k], ...]}`, sorted."""
    found = [
        [*puzzle.edge(k)[0], *puzzle.edge(k)[1], count]
        for k, count in enumerate(state.bridges)
        if count
    ]
    return {"bridges": sorted(found)}

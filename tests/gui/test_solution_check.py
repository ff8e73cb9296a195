"""Check against solution, per type: the player's answers the solution contradicts are found;
notes (pencil marks, dots on island cells, 'no bridge' markers) and missing answers are not."""

from __future__ import annotations

from typing import Any

import pytest

from puzzlegui.core import registry
from puzzlegui.core.formats.loader import read_board
from puzzlegui.gui.solution_check import wrong_cells

from .helpers import BOARDS


def first_board(name: str) -> tuple[Any, Any, Any]:
    """(type, puzzle, solution) of the type's first sample board."""
    paths = sorted((BOARDS / name).glob("*.txt"))
    if not paths:
        pytest.skip(f"no {name} boards yet")
    board = read_board(paths[0])
    solution = board.kind.solve(board.puzzle).solution
    assert solution is not None
    return board.kind, board.puzzle, solution


def play(kind: Any, puzzle: Any, *moves: str) -> Any:
    state = kind.new_state(puzzle)
    for text in moves:
        state = kind.apply(state, kind.parse_move(text))
    return state


@pytest.mark.parametrize("name", registry.NAMES)
def test_the_solution_itself_has_nothing_wrong(name: str) -> None:
    kind, puzzle, solution = first_board(name)
    assert wrong_cells(kind, puzzle, solution, solution) == []
    assert wrong_cells(kind, puzzle, kind.new_state(puzzle), solution) == []


def test_nurikabe_walls_on_island_cells_and_dots_on_walls() -> None:
    kind, puzzle, solution = first_board("nurikabe")
    cells = [(r, c) for r in range(puzzle.rows) for c in range(puzzle.cols)]
    wall = next(c for c in cells if int(solution.mark(c)) == 1)
    white = next(c for c in cells if int(solution.mark(c)) != 1 and c not in puzzle.clue_at)
    name = f"r{white[0] + 1}c{white[1] + 1}"
    state = play(kind, puzzle, f"{name}=x", f"r{wall[0] + 1}c{wall[1] + 1}=+")
    assert wrong_cells(kind, puzzle, state, solution) == sorted([white, wall])
    assert wrong_cells(kind, puzzle, play(kind, puzzle, f"{name}=+"), solution) == []


def test_hashi_more_bridges_than_the_solution() -> None:
    kind, puzzle, solution = first_board("hashi")
    right = {(m.a, m.b): m.count for m in kind.moves_to(puzzle, solution)}
    for a, b in puzzle.links:
        ends = (puzzle.islands[a][:2], puzzle.islands[b][:2])
        if right.get(ends, 0) < 2:
            break
    state = kind.apply(kind.new_state(puzzle), type(kind.moves_to(puzzle, solution)[0])(*ends, 2))
    assert wrong_cells(kind, puzzle, state, solution) == sorted(ends)


def test_latin_digits_but_not_pencil_marks() -> None:
    kind, puzzle, solution = first_board("logi5")
    cell = next(
        (r, c)
        for r in range(puzzle.n)
        for c in range(puzzle.n)
        if not solution.givens[r * puzzle.n + c]
    )
    wrong = solution.digit(cell) % puzzle.n + 1
    where = f"r{cell[0] + 1}c{cell[1] + 1}"
    state = play(kind, puzzle, f"{where}+{wrong}")  # a pencil mark is a note, never wrong
    assert wrong_cells(kind, puzzle, state, solution) == []
    state = play(kind, puzzle, f"{where}={wrong}")
    assert wrong_cells(kind, puzzle, state, solution) == [cell]

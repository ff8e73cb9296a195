"""Check against solution, per type (`PuzzleType.wrong_cells`): the player's answers the solution
contradicts are found; notes (pencil marks, dots on island cells, 'no bridge' markers), missing
answers, clues and the right part of a misplaced answer are not."""

from __future__ import annotations

from typing import Any

import pytest

from puzzlegui.core import registry
from puzzlegui.core.formats.loader import read_board
from tests.samples import sample_paths


def first_board(name: str) -> tuple[Any, Any, Any]:
    """(type, puzzle, solution) of the type's first sample board."""
    board = read_board(sample_paths(name)[0])
    solution = board.ptype.solve(board.puzzle).solution
    assert solution is not None
    return board.ptype, board.puzzle, solution


def play(ptype: Any, puzzle: Any, *moves: str) -> Any:
    state = ptype.new_state(puzzle)
    for text in moves:
        state = ptype.apply(state, ptype.parse_move(text))
    return state


@pytest.mark.parametrize("name", registry.NAMES)
def test_the_solution_itself_has_nothing_wrong(name: str) -> None:
    ptype, puzzle, solution = first_board(name)
    assert ptype.wrong_cells(puzzle, solution, solution) == []
    assert ptype.wrong_cells(puzzle, ptype.new_state(puzzle), solution) == []


def test_nurikabe_walls_on_island_cells_and_dots_on_walls() -> None:
    ptype, puzzle, solution = first_board("nurikabe")
    cells = [(r, c) for r in range(puzzle.rows) for c in range(puzzle.cols)]
    wall = next(c for c in cells if int(solution.mark(c)) == 1)
    white = next(c for c in cells if int(solution.mark(c)) != 1 and c not in puzzle.clue_at)
    name = f"r{white[0] + 1}c{white[1] + 1}"
    state = play(ptype, puzzle, f"{name}=x", f"r{wall[0] + 1}c{wall[1] + 1}=+")
    assert ptype.wrong_cells(puzzle, state, solution) == sorted([white, wall])
    assert ptype.wrong_cells(puzzle, play(ptype, puzzle, f"{name}=+"), solution) == []


def test_hashi_more_bridges_than_the_solution() -> None:
    ptype, puzzle, solution = first_board("hashi")
    right = {(m.a, m.b): m.count for m in ptype.moves_to(puzzle, solution)}
    for a, b in puzzle.links:
        ends = (puzzle.islands[a][:2], puzzle.islands[b][:2])
        if right.get(ends, 0) < 2:
            break
    state = ptype.apply(
        ptype.new_state(puzzle), type(ptype.moves_to(puzzle, solution)[0])(*ends, 2)
    )
    (ra, ca), (rb, cb) = ends
    water = [(r, c) for r in range(ra, rb + 1) for c in range(ca, cb + 1) if (r, c) not in ends]
    assert water, "the sample's first pair of islands has water between them"
    # The islands are clues: the cross goes on the water the extra bridge runs over.
    assert ptype.wrong_cells(puzzle, state, solution) == water


def test_shikaku_crosses_only_the_cells_given_to_the_wrong_clue() -> None:
    ptype, puzzle, solution = first_board("shikaku")
    clues = {(r, c) for r, c, _ in puzzle.clues}
    # A solution rectangle grown by one row or column holding no clue: its own cells (and its
    # clue) are right, only the cells taken from its neighbours are wrong.
    grown, right = next(
        (bigger, rect)
        for rect in sorted(solution.rects)
        for bigger in _grown(rect)
        if bigger.fits(puzzle.rows, puzzle.cols)
        and not clues & set(bigger.cells()) - set(rect.cells())
    )
    state = ptype.apply(ptype.new_state(puzzle), ptype.parse_move(f"+{grown}"))
    wrong = ptype.wrong_cells(puzzle, state, solution)
    assert wrong == sorted(set(grown.cells()) - set(right.cells()))
    assert not clues & set(wrong)


def _grown(rect: Any) -> list[Any]:
    return [
        rect._replace(height=rect.height + 1),
        rect._replace(width=rect.width + 1),
        rect._replace(row=rect.row - 1, height=rect.height + 1),
        rect._replace(col=rect.col - 1, width=rect.width + 1),
    ]


def test_latin_digits_but_not_pencil_marks() -> None:
    ptype, puzzle, solution = first_board("logi5")
    cell = next(
        (r, c)
        for r in range(puzzle.n)
        for c in range(puzzle.n)
        if not solution.givens[r * puzzle.n + c]
    )
    wrong = solution.digit(cell) % puzzle.n + 1
    where = f"r{cell[0] + 1}c{cell[1] + 1}"
    state = play(ptype, puzzle, f"{where}+{wrong}")  # a pencil mark is a note, never wrong
    assert ptype.wrong_cells(puzzle, state, solution) == []
    state = play(ptype, puzzle, f"{where}={wrong}")
    assert ptype.wrong_cells(puzzle, state, solution) == [cell]

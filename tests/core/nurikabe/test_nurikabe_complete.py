"""Finished Nurikabe islands, for the board's colour aid."""

from __future__ import annotations

from puzzlegui.core.nurikabe.complete import complete_islands
from puzzlegui.core.nurikabe.puzzle import Mark, make_puzzle, state_from_marks

W, E, D = Mark.WALL, Mark.EMPTY, Mark.DOT


def test_an_island_walled_in_at_its_size_is_finished() -> None:
    puzzle = make_puzzle(3, 3, [(0, 0, 2), (2, 2, 1)])
    marks = [E, D, W,
             W, W, W,
             E, W, E]  # fmt: skip
    state = state_from_marks(puzzle, marks)
    found = sorted(sorted(group) for group in complete_islands(puzzle, state))
    assert found == [[(0, 0), (0, 1)], [(2, 2)]]


def test_open_too_big_or_two_clue_groups_are_not() -> None:
    puzzle = make_puzzle(3, 3, [(0, 0, 2), (0, 2, 1)])
    open_marks = [E, E, E,
                  W, W, W,
                  W, W, W]  # fmt: skip
    assert complete_islands(puzzle, state_from_marks(puzzle, open_marks)) == []
    too_big = make_puzzle(3, 3, [(0, 0, 2)])
    marks = [E, E, E,
             W, W, W,
             W, W, W]  # fmt: skip
    assert complete_islands(too_big, state_from_marks(too_big, marks)) == []

"""Hashiwokakero text, seed and JSON formats: round trips (hypothesis), bad input gives
BoardFormatError naming line and column, and nothing else ever escapes."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from puzzlegui.core.hashi import TYPE
from puzzlegui.core.hashi.puzzle import Puzzle, State, make_puzzle
from puzzlegui.core.model import BoardFormatError
from tests.core.text_cases import refusal_test


@st.composite
def puzzles_and_states(draw: st.DrawFn) -> tuple[Puzzle, State]:
    """A random board, random bridges (0..3 per pair, 3 is kept though wrong), markers and
    islands marked done."""
    rows = draw(st.integers(1, 7))
    cols = draw(st.integers(1, 7))
    cells = draw(st.sets(st.tuples(st.integers(0, rows - 1), st.integers(0, cols - 1))))
    islands = [(r, c, draw(st.integers(1, 8))) for r, c in sorted(cells)]
    puzzle = make_puzzle(rows, cols, islands)
    count = len(puzzle.links)
    bridges = draw(st.lists(st.integers(0, 3), min_size=count, max_size=count))
    marks = draw(st.frozensets(st.integers(0, count - 1))) if count else frozenset()
    done = draw(st.frozensets(st.integers(0, len(islands) - 1))) if islands else frozenset()
    return puzzle, State(puzzle, tuple(bridges), marks, done)


@settings(max_examples=150, deadline=None)
@given(puzzles_and_states())
def test_text_round_trip(pair: tuple[Puzzle, State]) -> None:
    puzzle, state = pair
    again, state_again = TYPE.parse(TYPE.format(puzzle, state))
    assert again == puzzle
    assert state_again == state
    TYPE.check(puzzle, state)  # never raises


@settings(max_examples=100, deadline=None)
@given(puzzles_and_states())
def test_json_round_trip(pair: tuple[Puzzle, State]) -> None:
    puzzle, state = pair
    again = TYPE.puzzle_from_json(TYPE.puzzle_to_json(puzzle))
    assert again == puzzle
    bridges_only = State(puzzle, state.bridges)
    solution = TYPE.solution_to_json(puzzle, bridges_only)
    assert TYPE.solution_from_json(puzzle, solution) == bridges_only


@settings(max_examples=100, deadline=None)
@given(puzzles_and_states())
def test_seed_layout_reads_the_grid(pair: tuple[Puzzle, State]) -> None:
    puzzle, _ = pair
    grid = [["."] * puzzle.cols for _ in range(puzzle.rows)]
    for r, c, n in puzzle.islands:
        grid[r][c] = str(n)
    compact = "\n".join("".join(row) for row in grid)
    spaced = "\n".join(" ".join(row) for row in grid).replace(".", "0")
    if not puzzle.islands and puzzle.rows * puzzle.cols == 1:
        return
    assert TYPE.parse_seed(compact)[0] == puzzle
    assert TYPE.parse_seed(spaced)[0] == puzzle


test_bad_files_name_line_and_column = refusal_test(
    TYPE.parse,
    [
        ("", 1, 1),
        ("nurikabe 3x3\n", 1, 1),
        ("hashi 3\n1 . 1\n", 3, 1),  # "hashi 3" means 3x3: two rows are missing
        ("hashi 3x2\n1 . 1\n1 9 1\n", 3, 3),
        ("hashi 3x2\n1 . 1\n1 . 1 .\n", 3, 7),
        ("hashi 3x1\n1 . 1\n. . .\n", 3, 1),
        ("hashi 3x1\n1 . 1\nprogress:\nr1c1-r1c3=9\n", 4, 1),
        ("hashi 3x1\n1 . 1\nprogress:\nr1c1-r1c2=1\n", 4, 1),
        ("hashi 3x1\n1 . 1\nprogress:\nbridge\n", 4, 1),
        ("hashi ²x1\n1\n", 1, 7),
    ],
)


test_bad_seed_files_name_line_and_column = refusal_test(
    TYPE.parse_seed,
    [("2.3\n2.\n", 2, 2), ("2.3\n2x3\n", 2, 2), ("2 . 3\n2 .3\n", 2, 3), ("\n\n", 1, 1)],
)


def test_seed_layout_example() -> None:
    puzzle, state = TYPE.parse_seed("2.3..2.\n0000000\n1.4..3.\n")
    assert (puzzle.rows, puzzle.cols) == (3, 7)
    assert puzzle.islands[0] == (0, 0, 2)
    assert len(puzzle.islands) == 6
    assert TYPE.moves_to(puzzle, state) == []


@pytest.mark.parametrize(
    "data",
    [
        [],
        {"rows": 3, "cols": 3},
        {"rows": 0, "cols": 3, "islands": []},
        {"rows": 3, "cols": 3, "islands": [[0, 0, 9]]},
        {"rows": 3, "cols": 3, "islands": [[0, 0, 1], [0, 0, 2]]},
        {"rows": 3, "cols": 3, "islands": [[3, 0, 1]]},
        {"rows": 3, "cols": 3, "islands": [[0, 0]]},
        {"rows": True, "cols": 3, "islands": []},
        {"rows": 3, "cols": 3, "islands": [], "extra": 1},
    ],
)
def test_bad_json_puzzles(data: Any) -> None:
    with pytest.raises(BoardFormatError):
        TYPE.puzzle_from_json(data)


@pytest.mark.parametrize(
    "bridges",
    [
        [[0, 0, 2, 2, 1]],  # diagonal
        [[0, 0, 0, 2, 0]],  # count 0
        [[0, 0, 0, 2, 1], [0, 2, 0, 0, 1]],  # listed twice
        [[0, 0, 0, 1, 1]],  # water
        [[0, 0, 0, 2]],
    ],
)
def test_bad_json_solutions(bridges: list[list[int]]) -> None:
    puzzle = TYPE.parse("hashi 3x3\n2 . 2\n. . .\n1 . 1\n")[0]
    with pytest.raises(BoardFormatError):
        TYPE.solution_from_json(puzzle, {"bridges": bridges})


def test_an_island_marked_done_is_a_move_the_rules_never_read() -> None:
    puzzle, state = TYPE.parse("hashi 3x1\n1 . 1\n")
    move = TYPE.parse_move("r1c3*")
    assert str(move) == "r1c3*"
    marked = TYPE.apply(state, move)
    assert marked.done == {1}
    assert marked != state
    assert TYPE.apply(marked, move) == state  # a second mark takes it away
    assert [str(m) for m in TYPE.moves_to(puzzle, marked)] == ["r1c3*"]
    assert TYPE.check(puzzle, marked) == TYPE.check(puzzle, state)
    solved = TYPE.apply(marked, TYPE.parse_move("r1c1-r1c3=1"))
    assert TYPE.is_solved(puzzle, solved)
    with pytest.raises(ValueError, match="no island at row 1, column 2"):
        TYPE.apply(state, TYPE.parse_move("r1c2*"))
    with pytest.raises(BoardFormatError):
        TYPE.parse_move("rxc2*")

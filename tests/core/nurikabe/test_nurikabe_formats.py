"""Nurikabe text, seed and JSON formats: round trips (hypothesis), random input gives only
BoardFormatError, and malformed files name the right line and column."""

from __future__ import annotations

from functools import partial

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from puzzlegui.core.model import BoardFormatError
from puzzlegui.core.nurikabe import TYPE
from puzzlegui.core.nurikabe.puzzle import Mark, Puzzle, State, make_puzzle, state_from_marks
from tests.core.text_cases import refusal_test, replaced_line

GOOD = """nurikabe 5x4
# a comment
. 5 . . .
. . 12 . .
. . . . .   # a comment after a row
1 . . . 3
progress:
x . + . x
. x 12 . .
. . . . .
1 . x x 3
"""


@st.composite
def puzzles_and_states(draw: st.DrawFn) -> tuple[Puzzle, State]:
    """A random valid puzzle and a random state on it."""
    rows, cols = draw(st.integers(1, 7)), draw(st.integers(1, 7))
    cells = st.tuples(st.integers(0, rows - 1), st.integers(0, cols - 1))
    spots = draw(st.sets(cells, max_size=rows * cols))
    clues = [(r, c, draw(st.integers(1, rows * cols))) for r, c in spots]
    puzzle = make_puzzle(rows, cols, clues)
    marks = draw(st.lists(st.sampled_from(list(Mark)), min_size=rows * cols, max_size=rows * cols))
    return puzzle, state_from_marks(puzzle, marks)


@settings(max_examples=80, deadline=None)
@given(puzzles_and_states())
def test_format_then_parse_gives_the_same(pair: tuple[Puzzle, State]) -> None:
    puzzle, state = pair
    text = TYPE.format(puzzle, state)
    assert TYPE.parse(text) == (puzzle, state)
    assert TYPE.parse(TYPE.format(puzzle)) == (puzzle, TYPE.new_state(puzzle))
    assert TYPE.puzzle_from_json(TYPE.puzzle_to_json(puzzle)) == puzzle
    answer = TYPE.solution_from_json(puzzle, TYPE.solution_to_json(puzzle, state))
    assert [m is Mark.WALL for m in answer.marks] == [m is Mark.WALL for m in state.marks]


@settings(max_examples=60, deadline=None)
@given(puzzles_and_states())
def test_seed_layout_keeps_clues_and_walls(pair: tuple[Puzzle, State]) -> None:
    puzzle, state = pair
    at = puzzle.clue_at
    rows = []
    for r in range(puzzle.rows):
        row = []
        for c in range(puzzle.cols):
            mark = state.mark((r, c))
            row.append(str(at[(r, c)]) if (r, c) in at else "#" if mark is Mark.WALL else ".")
        rows.append(row)
    seed_puzzle, seed_state = TYPE.parse_seed("\n".join(" ".join(row) for row in rows))
    assert seed_puzzle == puzzle
    walls = [Mark.WALL if m is Mark.WALL else Mark.EMPTY for m in state.marks]
    assert seed_state == state_from_marks(puzzle, walls)


def test_seed_layout_one_character_a_cell() -> None:
    puzzle, state = TYPE.parse_seed("2.#\n...\n.#3\n")
    assert puzzle.clues == ((0, 0, 2), (2, 2, 3))
    assert state.mark((0, 2)) is Mark.WALL
    assert state.mark((2, 1)) is Mark.WALL
    assert state.mark((1, 1)) is Mark.EMPTY


def test_good_file_parses() -> None:
    puzzle, state = TYPE.parse(GOOD)
    assert (puzzle.rows, puzzle.cols) == (4, 5)
    assert puzzle.clues == ((0, 1, 5), (1, 2, 12), (3, 0, 1), (3, 4, 3))
    assert state.mark((0, 0)) is Mark.WALL
    assert state.mark((0, 2)) is Mark.DOT
    assert state.mark((3, 3)) is Mark.WALL
    assert TYPE.parse(TYPE.format(puzzle, state)) == (puzzle, state)


replace_line = partial(replaced_line, GOOD)


BAD_FILES = [
    (replace_line(1, "nurikabe 5by4"), 1, 10),
    (replace_line(1, "hashi 5x4"), 1, 1),
    (replace_line(3, ". 5 . ."), 3, 7),
    (replace_line(3, ". 5 . . . ."), 3, 11),
    (replace_line(4, ". . z . ."), 4, 5),
    (replace_line(4, ". . 0 . ."), 4, 5),
    (replace_line(4, ". . 21 . ."), 4, 5),
    (replace_line(9, ". x 7 . ."), 9, 5),
    (replace_line(10, ". . . o ."), 10, 7),
    (replace_line(11, "x . x x 3"), 11, 1),
    (GOOD + "x x x x x\n", 12, 1),
    (replace_line(7, "answer:"), 7, 1),
]


test_bad_files_name_line_and_column = refusal_test(TYPE.parse, BAD_FILES)


test_bad_seed_files = refusal_test(
    TYPE.parse_seed,
    [("2.#\n..\n", 2, 2), ("2.#\n.a.\n", 2, 2), ("1 . #\n. 0 .\n", 2, 3), ("", 1, 1)],
)


@pytest.mark.parametrize(
    "data",
    [
        [],
        {"rows": 5, "cols": 5},
        {"rows": True, "cols": 5, "clues": []},
        {"rows": 0, "cols": 5, "clues": []},
        {"rows": 5, "cols": 5, "clues": [[0, 0]]},
        {"rows": 5, "cols": 5, "clues": [[5, 0, 1]]},
        {"rows": 5, "cols": 5, "clues": [[0, 0, 0]]},
        {"rows": 5, "cols": 5, "clues": [[0, 0, 1], [0, 0, 2]]},
    ],
)
def test_bad_json_puzzles(data: object) -> None:
    with pytest.raises(BoardFormatError):
        TYPE.puzzle_from_json(data)


def test_bad_json_solutions() -> None:
    puzzle = make_puzzle(2, 2, [(0, 0, 1)])
    for data in ({"grid": ["#.", "#"]}, {"grid": ["#.", "#x"]}, {"grid": ["..", ".."]}, []):
        if data == {"grid": ["..", ".."]}:
            TYPE.solution_from_json(puzzle, data)
            continue
        with pytest.raises(BoardFormatError):
            TYPE.solution_from_json(puzzle, data)
    with pytest.raises(BoardFormatError, match="cannot be a wall"):
        TYPE.solution_from_json(puzzle, {"grid": ["#.", ".."]})

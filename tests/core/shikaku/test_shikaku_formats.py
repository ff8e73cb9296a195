"""Shikaku text and JSON formats: round trips (hypothesis), random input gives only
BoardFormatError, and malformed files name the right line and column."""

from __future__ import annotations

from functools import partial

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from puzzlegui.core.model import BoardFormatError
from puzzlegui.core.shikaku import TYPE
from puzzlegui.core.shikaku.puzzle import Puzzle, Rect, State, make_puzzle
from tests.core.text_cases import refusal_test, replaced_line

GOOD = """shikaku 3x2
# a small board
2 . 2
. 2 .
progress:
r1c1:r2c1
"""


@st.composite
def puzzles_and_states(draw: st.DrawFn) -> tuple[Puzzle, State]:
    """A random puzzle (any clues) and a random set of rectangles on it."""
    rows, cols = draw(st.integers(1, 8)), draw(st.integers(1, 8))
    cells = [(r, c) for r in range(rows) for c in range(cols)]
    chosen = draw(st.lists(st.sampled_from(cells), unique=True, max_size=len(cells)))
    numbers = st.integers(1, rows * cols)
    puzzle = make_puzzle(rows, cols, [(r, c, draw(numbers)) for r, c in chosen])
    rects: set[Rect] = set()
    for _ in range(draw(st.integers(0, 6))):
        r, c = draw(st.sampled_from(cells))
        h, w = draw(st.integers(1, rows - r)), draw(st.integers(1, cols - c))
        rects.add(Rect(r, c, h, w))
    return puzzle, State(rows, cols, frozenset(rects))


@settings(max_examples=80, deadline=None)
@given(puzzles_and_states())
def test_format_then_parse_gives_the_same(pair: tuple[Puzzle, State]) -> None:
    puzzle, state = pair
    text = TYPE.format(puzzle, state)
    assert TYPE.parse(text) == (puzzle, state)
    assert TYPE.parse_seed(text.split("\n", 1)[1]) == (puzzle, state)
    assert TYPE.puzzle_from_json(TYPE.puzzle_to_json(puzzle)) == puzzle
    assert TYPE.solution_from_json(puzzle, TYPE.solution_to_json(puzzle, state)) == state
    assert TYPE.check(puzzle, state) is not None  # never raises, whatever the rectangles


def test_good_file_parses() -> None:
    puzzle, state = TYPE.parse(GOOD)
    assert (puzzle.rows, puzzle.cols) == (2, 3)
    assert puzzle.clues == ((0, 0, 2), (0, 2, 2), (1, 1, 2))
    assert state.rects == {Rect(0, 0, 2, 1)}
    assert TYPE.format(puzzle, state).endswith("progress:\nr1c1:r2c1\n")
    assert "progress:" not in TYPE.format(puzzle)


def test_seed_layout_reads_a_bare_grid() -> None:
    puzzle, state = TYPE.parse_seed("2 . 2\n. 2 .\n")
    assert puzzle == TYPE.parse(GOOD)[0]
    assert not state.rects


def test_progress_may_hold_moves() -> None:
    _, state = TYPE.parse(GOOD + "+r1c3:r2c3\n-r1c1:r2c1\n")
    assert state.rects == {Rect(0, 2, 2, 1)}


def test_json_solution_and_puzzle_shapes() -> None:
    puzzle, state = TYPE.parse(GOOD)
    assert TYPE.puzzle_to_json(puzzle) == {
        "rows": 2,
        "cols": 3,
        "clues": [[0, 0, 2], [0, 2, 2], [1, 1, 2]],
    }
    assert TYPE.solution_to_json(puzzle, state) == {"rects": [[0, 0, 2, 1]]}


@pytest.mark.parametrize(
    ("data", "words"),
    [
        ({"rects": None, "regions": [[0, 0, 0], [0, 1, 1]]}, "not rectangles"),
        ({"rects": [[0, 0, 3, 1]]}, "height"),
        ({"rects": [[0, 1, 1, 3]]}, "off the board"),
        ({"rects": [[0, 0, 1, 1], [0, 0, 1, 1]]}, "twice"),
        ({"rects": [[0, 0, 1]]}, "4 numbers"),
        ({"rects": [[0, 0, True, 1]]}, "whole number"),
        ({"grid": []}, "rects"),
    ],
)
def test_bad_json_solutions(data: object, words: str) -> None:
    puzzle, _ = TYPE.parse(GOOD)
    with pytest.raises(BoardFormatError, match=words):
        TYPE.solution_from_json(puzzle, data)


@pytest.mark.parametrize(
    ("data", "words"),
    [
        ({"rows": 2, "cols": 2}, "clues"),
        ({"rows": 2, "cols": 2, "clues": [], "n": 3}, "unknown"),
        ({"rows": 0, "cols": 2, "clues": []}, "out of range"),
        ({"rows": 2, "cols": 2, "clues": [[0, 2, 1]]}, "col"),
        ({"rows": 2, "cols": 2, "clues": [[0, 0, 5]]}, "number"),
        ({"rows": 2, "cols": 2, "clues": [[0, 0, 1], [0, 0, 2]]}, "two clues"),
        ({"rows": 2, "cols": 2, "clues": [[0, 0, 1.5]]}, "whole number"),
        ([], "Shikaku puzzle"),
    ],
)
def test_bad_json_puzzles(data: object, words: str) -> None:
    with pytest.raises(BoardFormatError, match=words):
        TYPE.puzzle_from_json(data)


replace_line = partial(replaced_line, GOOD)


test_bad_files_name_line_and_column = refusal_test(
    TYPE.parse,
    [
        (replace_line(1, "nurikabe 3x2"), 1, 1),
        (replace_line(1, "shikaku 3by2"), 1, 9),
        (replace_line(3, "2 x 2"), 3, 3),
        (replace_line(3, "2 . 7"), 3, 5),
        (replace_line(4, ". 2"), 4, 3),
        (replace_line(4, ". 2 . ."), 4, 7),
        (replace_line(6, "r1c1:r3c1"), 6, 1),
        (replace_line(6, "r1c1 r1c2"), 6, 6),
        (replace_line(6, "r2c2:r1c1"), 6, 1),
        (replace_line(6, "-r1c2"), 6, 1),
        (replace_line(6, "  rect"), 6, 3),
        (GOOD + "r1c1:r2c1\n", 7, 1),
        (replace_line(5, "moves:"), 5, 1),
        ("shikaku 3x2\n2 . 2\n", 3, 1),
    ],
)


test_bad_seed_files_name_line_and_column = refusal_test(
    TYPE.parse_seed,
    [
        (". 2 .\n. x .\n", 2, 3),
        (". 2 .\n. 2\n", 2, 3),
        ("progress:\n", 1, 1),
        ("", 1, 1),
    ],
)

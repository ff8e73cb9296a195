"""Logi-5 text and JSON formats: round trips (hypothesis), random input gives only
BoardFormatError, and malformed files name the right line and column."""

from __future__ import annotations

import random
from functools import partial

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from puzzlegui.core.latin import LatinState
from puzzlegui.core.logi5 import TYPE
from puzzlegui.core.logi5.puzzle import Puzzle
from puzzlegui.core.logi5.regions import random_regions
from puzzlegui.core.model import BoardFormatError
from tests.core.text_cases import refusal_test, refused_at, replaced_line

GOOD = """logi5 4
# the pzprjs sudoku 4x4 as a Logi-5
a a b b
a a b b
c c d d
c c d d
givens:
. 1 . .
. . . 2
3 . . .
. . 3 .
"""


@st.composite
def puzzles_and_states(draw: st.DrawFn) -> tuple[Puzzle, LatinState]:
    """A random valid puzzle (regions from the generator) and a random state on it."""
    n = draw(st.integers(1, 6))
    regions = random_regions(n, random.Random(draw(st.integers(0, 10**6))))
    cells = n * n
    givens = tuple(draw(st.lists(st.integers(0, n), min_size=cells, max_size=cells)))
    names = tuple(draw(st.sampled_from(["A", "room", "x1", "Zz"])) + str(i) for i in range(n))
    puzzle = Puzzle(n, regions, givens, names)
    digits = draw(st.lists(st.integers(0, 9), min_size=cells, max_size=cells))
    marks = draw(st.lists(st.integers(0, (1 << n) - 1), min_size=cells, max_size=cells))
    digits = [g or d for g, d in zip(givens, digits, strict=True)]
    marks = [0 if d else m for d, m in zip(digits, marks, strict=True)]
    return puzzle, LatinState(n, tuple(digits), tuple(marks), givens)


@pytest.mark.slow
@settings(max_examples=60, deadline=None)
@given(puzzles_and_states())
def test_format_then_parse_gives_the_same(pair: tuple[Puzzle, LatinState]) -> None:
    puzzle, state = pair
    parsed, parsed_state = TYPE.parse(TYPE.format(puzzle, state))
    assert parsed == puzzle
    assert parsed.region_names == puzzle.region_names
    assert parsed_state == state
    assert TYPE.parse_seed(TYPE.format(puzzle, state).split("\n", 1)[1]) == (puzzle, state)
    assert TYPE.puzzle_from_json(TYPE.puzzle_to_json(puzzle)) == puzzle
    grid = TYPE.solution_to_json(puzzle, state)
    assert TYPE.solution_from_json(puzzle, grid).digits == state.digits


def test_good_file_parses() -> None:
    puzzle, state = TYPE.parse(GOOD)
    assert puzzle.n == 4
    assert puzzle.givens[1] == 1
    assert puzzle.region_names == ("a", "b", "c", "d")
    assert state == TYPE.new_state(puzzle)
    assert "progress:" not in TYPE.format(puzzle, state)


replace_line = partial(replaced_line, GOOD)


test_bad_files_name_line_and_column = refusal_test(
    TYPE.parse,
    [
        (replace_line(1, "logi5 x"), 1, 7),
        (replace_line(1, "nurikabe 4"), 1, 1),
        (replace_line(4, "a a b"), 4, 5),
        (replace_line(4, "a a b b d"), 4, 9),
        (replace_line(4, "a b b b"), 3, 1),  # region a has 3 cells: its first cell
        (replace_line(6, "c d c d"), 6, 3),  # regions c and d in two pieces
        (replace_line(9, ". . . 7"), 9, 7),
        (replace_line(9, ". . . z"), 9, 7),
        (GOOD.replace("givens:", "givens"), 7, 1),
        (GOOD.split("givens:")[0], 7, 1),
        (GOOD + "progress:\n2 1 3 4\n. . . .\n. . x .\n. . . .\n", 15, 5),
        (GOOD + "progress:\n2 1 3 4\n. . . .\n. . . .\n. [15] . .\n", 16, 3),
        (GOOD + "progress:\n2 1 3 4\n", 14, 1),
    ],
)


def test_seed_layout_errors_count_lines_of_the_seed_file() -> None:
    text = GOOD.split("\n", 1)[1].replace(". . . 2", ". . . 9")
    refused_at(TYPE.parse_seed, text, 8, 7)


@pytest.mark.parametrize(
    "data",
    [
        {"n": 2, "regions": [[0, 0], [0, 1]]},
        {"n": 2, "regions": [[0, 1], [1, 0]]},
        {"n": 2, "regions": [[0, 0], [1, 1]], "givens": [[3, 0], [0, 0]]},
        {"n": 2, "regions": [[0, 0], [1, 1]], "givens": [[True, 0], [0, 0]]},
        {"n": 10, "regions": []},
        {"regions": [[0]]},
    ],
)
def test_bad_json_puzzles(data: object) -> None:
    with pytest.raises(BoardFormatError):
        TYPE.puzzle_from_json(data)

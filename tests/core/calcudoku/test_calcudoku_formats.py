"""Calcudoku text and JSON formats: round trips (hypothesis), random input gives only
BoardFormatError, and malformed files name the right line and column."""

from __future__ import annotations

import random
from functools import partial

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from puzzlegui.core.calcudoku import TYPE
from puzzlegui.core.calcudoku.generate import clue_for, latin_square, random_cages
from puzzlegui.core.calcudoku.puzzle import Cage, Puzzle, make_puzzle
from puzzlegui.core.latin import LatinState
from puzzlegui.core.model import BoardFormatError
from tests.core.text_cases import refusal_test, replaced_line

GOOD = """calcudoku 3
# a comment
a a b
c d b
c d e
cages:
a 3+
b 3/
c 6x
d 2-
e 2
"""


@st.composite
def puzzles_and_states(draw: st.DrawFn) -> tuple[Puzzle, LatinState]:
    """A random valid puzzle (cages from the generator) and a random state on it."""
    n = draw(st.integers(1, 7))
    rng = random.Random(draw(st.integers(0, 10**6)))
    grid = latin_square(n, rng)
    cages = []
    for k, cells in enumerate(random_cages(n, rng, draw(st.integers(1, 5)), 0.2)):
        op, target = clue_for([grid[r][c] for r, c in cells], rng)
        cages.append(
            Cage(op, target, tuple(cells), draw(st.sampled_from(["q", "cage", "Z"])) + str(k))
        )
    puzzle = make_puzzle(n, cages)
    cells = n * n
    digits = draw(st.lists(st.integers(0, 9), min_size=cells, max_size=cells))
    marks = draw(st.lists(st.integers(0, (1 << n) - 1), min_size=cells, max_size=cells))
    marks = [0 if d else m for d, m in zip(digits, marks, strict=True)]
    return puzzle, LatinState(n, tuple(digits), tuple(marks), (0,) * cells)


@settings(max_examples=60, deadline=None)
@given(puzzles_and_states())
def test_format_then_parse_gives_the_same(pair: tuple[Puzzle, LatinState]) -> None:
    puzzle, state = pair
    text = TYPE.format(puzzle, state)
    parsed, parsed_state = TYPE.parse(text)
    assert parsed == puzzle
    assert [c.name for c in parsed.cages] == [c.name for c in puzzle.cages]
    assert parsed_state == state
    assert TYPE.parse_seed(text.split("\n", 1)[1]) == (puzzle, state)
    assert TYPE.puzzle_from_json(TYPE.puzzle_to_json(puzzle)) == puzzle
    assert TYPE.solution_from_json(puzzle, TYPE.solution_to_json(puzzle, state)).digits == (
        state.digits
    )


def test_good_file_parses() -> None:
    puzzle, state = TYPE.parse(GOOD)
    assert puzzle.n == 3
    assert [(c.op, c.target, c.name) for c in puzzle.cages] == [
        ("+", 3, "a"),
        ("/", 3, "b"),
        ("*", 6, "c"),
        ("-", 2, "d"),
        ("=", 2, "e"),
    ]
    assert state == TYPE.new_state(puzzle)
    assert TYPE.solve(puzzle).status.value == "solved"


replace_line = partial(replaced_line, GOOD)


test_bad_files_name_line_and_column = refusal_test(
    TYPE.parse,
    [
        (replace_line(1, "calcudoku 3x4"), 1, 11),
        (replace_line(1, "calcudoku 12"), 1, 11),
        (replace_line(3, "a a"), 3, 3),
        (replace_line(3, "d a b"), 4, 3),  # cage d in two pieces
        (GOOD.replace("e 2\n", ""), 5, 5),  # no clue for e
        (replace_line(7, "a 3"), 7, 3),  # bare number on a two-cell cage
        (replace_line(7, "a 3%"), 7, 3),
        (replace_line(7, "q 3+"), 7, 1),
        (replace_line(7, "b 3+"), 8, 1),  # b twice
        (replace_line(7, "a 3+ x"), 7, 6),
        (replace_line(11, "e 1/"), 5, 5),  # '/' needs two cells
        (replace_line(10, "d 1="), 4, 3),  # '=' needs one cell
        (GOOD.split("cages:")[0], 6, 1),
        (GOOD + "progress:\n1 2 3\n. [4] .\n. . .\n", 14, 3),
    ],
)


@pytest.mark.parametrize(
    "data",
    [
        {"n": 2, "cages": [{"op": "+", "target": 3, "cells": [[0, 0], [0, 1]]}]},
        {"n": 2, "cages": [{"op": "/", "target": 2, "cells": [[0, 0], [0, 1], [1, 0], [1, 1]]}]},
        {"n": 1, "cages": [{"op": "%", "target": 1, "cells": [[0, 0]]}]},
        {"n": 1, "cages": [{"op": "=", "target": True, "cells": [[0, 0]]}]},
        {"n": 1, "cages": [{"op": "=", "target": 1, "cells": [[0, 0]]}] * 2},
        {"n": 2, "cages": [{"op": "+", "target": 6, "cells": [[0, 0], [1, 1], [0, 1], [1, 0]]}]}
        | {"n": 3},
    ],
)
def test_bad_json_puzzles(data: object) -> None:
    with pytest.raises(BoardFormatError):
        TYPE.puzzle_from_json(data)

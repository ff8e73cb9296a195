"""The neutral JSON checks the types' readers share (formats/encoding.py): one plain
BoardFormatError for each bad value, the same in every type that reads a grid of number clues."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from puzzlegui.core import registry
from puzzlegui.core.formats.encoding import (
    keyed,
    number_clues,
    number_grid_json,
    number_grid_size,
    whole_number,
)
from puzzlegui.core.model import BoardFormatError

# The types whose puzzle is a grid of number clues, and the key the clues stand under.
NUMBER_GRIDS = [("hashi", "islands"), ("nurikabe", "clues"), ("shikaku", "clues")]
ONE_CLUE = {"islands": "island", "clues": "clue"}


@pytest.mark.parametrize(
    ("value", "message"),
    [
        (True, "whole number"),
        (1.0, "whole number"),
        ("3", "whole number"),
        (None, "whole number"),
        (-1, r"is -1, out of range \(0 to 9\)"),
        (10, r"is 10, out of range \(0 to 9\)"),
    ],
)
def test_whole_number_refuses(value: Any, message: str) -> None:
    with pytest.raises(BoardFormatError, match=message):
        whole_number(value, 0, 9, "the row")


@pytest.mark.parametrize(
    ("items", "message"),
    [
        ({"r": 1}, '"clues" must be a list'),
        ([[0, 0]], r"clue 1 must be \[row, column, number\]"),
        ([[0, 0, 1], [0, 5, 1]], "the column of clue 2 is 5"),
        ([[0, 0, 1], [0, 0, 2]], "two clues at row 1, column 1"),
        ([[0, 0, 0]], "the number of clue 1 is 0"),
        ([[0, 0, True]], "the number of clue 1 must be a whole number"),
    ],
)
def test_number_clues_refuses(items: Any, message: str) -> None:
    with pytest.raises(BoardFormatError, match=message):
        number_clues(items, "clues", (3, 3), 9)


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ([], "a Nurikabe puzzle is"),
        ({"rows": 3, "clues": []}, 'needs "cols"'),
        ({"rows": 3, "cols": 3, "clues": [], "size": 3}, "unknown key 'size'"),
        ({"rows": 0, "cols": 3, "clues": []}, '"rows" is 0'),
    ],
)
def test_number_grid_size_refuses(data: Any, message: str) -> None:
    with pytest.raises(BoardFormatError, match=message):
        number_grid_size(data, "a Nurikabe puzzle", "clues", 200)


@pytest.mark.parametrize(("name", "key"), NUMBER_GRIDS)
def test_every_number_grid_refuses_alike(name: str, key: str) -> None:
    """The three readers refuse the same puzzles with the same words, their clue named."""
    ptype, what = registry.get(name), ONE_CLUE[key]
    for data, message in (
        ({"rows": 3, "cols": 3, key: [[0, 0, 1], [0, 0, 2]]}, f"two {what}s at row 1, column 1"),
        ({"rows": 3, "cols": 3, key: [], "extra": 1}, "unknown key 'extra'"),
        ({"rows": 3, "cols": 3, key: [[3, 0, 1]]}, f"the row of {what} 1 is 3"),
    ):
        with pytest.raises(BoardFormatError, match=message):
            ptype.puzzle_from_json(data)


clue_lists = st.lists(
    st.tuples(st.integers(0, 5), st.integers(0, 5), st.integers(1, 8)),
    unique_by=lambda clue: clue[:2],
    max_size=12,
)


@settings(max_examples=40, deadline=None)
@given(clue_lists)
@pytest.mark.parametrize(("name", "key"), NUMBER_GRIDS)
def test_number_grid_round_trip(name: str, key: str, clues: list[tuple[int, int, int]]) -> None:
    """Written then read, a 6x6 number grid is the same puzzle, whatever its clues."""
    ptype = registry.get(name)
    data = number_grid_json(6, 6, key, sorted(clues))
    puzzle = ptype.puzzle_from_json(data)
    assert ptype.puzzle_to_json(puzzle) == data


@pytest.mark.parametrize("data", [None, [], "grid", 3, {}, {"rects": []}, {"Grid": []}])
def test_keyed_refuses_what_is_not_an_object_with_the_key(data: Any) -> None:
    with pytest.raises(BoardFormatError, match=r"a solution is its grid$"):
        keyed(data, "grid", "a solution is its grid")


def test_keyed_hands_back_the_value_whatever_it_is() -> None:
    assert keyed({"grid": None, "x": 1}, "grid", "unused") is None
    assert keyed({"grid": [1]}, "grid", "unused") == [1]


@pytest.mark.parametrize(("name", "key"), NUMBER_GRIDS)
@pytest.mark.parametrize("data", [None, [], {"rows": 2, "cols": 2}, {"rows": 0, "cols": 2}])
def test_every_number_grid_reader_refuses_in_one_sentence(name: str, key: str, data: Any) -> None:
    """A bad object (no object, no clue list, no cells) is refused by each type's reader
    (number_grid_puzzle) with a BoardFormatError, never another exception."""
    if isinstance(data, dict) and data["rows"] == 0:
        data = {**data, key: []}
    with pytest.raises(BoardFormatError):
        registry.get(name).puzzle_from_json(data)

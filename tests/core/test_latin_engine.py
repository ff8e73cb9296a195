"""The shared Latin engine: singles, subsets, the progress grid and repeat checks."""

from __future__ import annotations

import pytest

from puzzlegui.core.cancel import Budget
from puzzlegui.core.formats.text import tokenize
from puzzlegui.core.latin import (
    LatinState,
    digits_of,
    first_split,
    hidden_subsets,
    naked_subsets,
    parse_progress,
    progress_rows,
    repeats,
    search,
    singles_fixpoint,
    sweep_house,
)
from puzzlegui.core.model import BoardFormatError


def bits(*digits: int) -> int:
    """The candidate mask of some digits."""
    return sum(1 << (d - 1) for d in digits)


def test_sweep_removes_naked_singles_and_finds_hidden_ones() -> None:
    cand = [bits(1), bits(1, 2, 3), bits(2, 3), bits(2, 3, 4)]
    assert sweep_house(cand, [0, 1, 2, 3], bits(1, 2, 3, 4)) == 1
    assert cand == [bits(1), bits(2, 3), bits(2, 3), bits(4)]


@pytest.mark.parametrize(
    "cand",
    [
        [bits(1), bits(1), bits(2, 3), bits(4)],  # two cells must be 1
        [bits(1, 2), bits(1, 2), bits(1, 2), bits(3)],  # no room for 4
        [0, bits(1, 2), bits(3), bits(4)],  # no candidate left
    ],
)
def test_sweep_finds_contradictions(cand: list[int]) -> None:
    assert sweep_house(cand, [0, 1, 2, 3], bits(1, 2, 3, 4)) == -1


def test_subsets() -> None:
    cand = [bits(1, 2), bits(1, 2), bits(1, 2, 3), bits(1, 2, 3, 4)]
    assert naked_subsets(cand, [0, 1, 2, 3], 2) == [(0, 1)]
    assert cand[2:] == [bits(3), bits(3, 4)]
    cand = [bits(1, 2, 3), bits(1, 2, 4), bits(3, 4), bits(3, 4)]
    assert hidden_subsets(cand, [0, 1, 2, 3], 2, 4) == [bits(1, 2)]
    assert cand[:2] == [bits(1, 2), bits(1, 2)]


def test_hidden_subsets_count_a_decided_cell_not_yet_swept() -> None:
    # A column of a 9x9 Calcudoku in the generator's bulk pass: the 3 is decided in the fifth
    # cell but not yet struck from the second, so {1, 3, 4} is no hidden triple of the first
    # three open cells (once it was, and the 5 of the solution left the first cell).
    cand = [bits(1, 5), bits(3, 4), bits(2), bits(1, 5), bits(3), bits(6, 8, 9)]
    cand += [bits(6, 7, 9), bits(6, 7), bits(8, 9)]
    solution = [5, 4, 2, 1, 3, 8, 7, 6, 9]
    for size in (2, 3):
        hidden_subsets(cand, list(range(9)), size, 9)
    assert all(cand[c] >> (d - 1) & 1 for c, d in enumerate(solution))


def test_search_counts_latin_squares_of_three() -> None:
    rows = [[0, 1, 2], [3, 4, 5], [6, 7, 8]]
    cols = [[0, 3, 6], [1, 4, 7], [2, 5, 8]]
    grids = list(search([7] * 9, rows + cols, 3, Budget()))
    assert len(grids) == 12
    assert len({tuple(g) for g in grids}) == 12
    cand = [7] * 9
    cand[0], cand[4] = bits(1), bits(1)
    assert singles_fixpoint(cand, rows + cols, 7)


def test_progress_grid_both_ways() -> None:
    state = LatinState(2, (1, 0, 0, 0), (0, bits(1, 2), 0, 0), (0, 0, 0, 0))
    rows = progress_rows(state)
    assert rows == [["1", "[12]"], [".", "."]]
    lines = tokenize("\n".join(" ".join(row) for row in rows))
    assert parse_progress(lines, 2) == state
    with pytest.raises(BoardFormatError):
        parse_progress(tokenize("[3] .\n. ."), 2)


def test_repeats_and_splits() -> None:
    assert repeats([1, 1, 2, 2], [[0, 1], [2, 3], [0, 2]]) == [(0, 1, [0, 1]), (1, 2, [2, 3])]
    assert first_split(2, [0, 0, 1, 1]) is None
    assert first_split(2, [0, 1, 1, 0]) == (1, 0)
    assert digits_of(bits(1, 3)) == (1, 3)

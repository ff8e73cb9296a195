"""Fill all candidates and removing an entered digit's candidates, on Latin squares."""

from __future__ import annotations

from puzzlegui.core import candidates, registry
from puzzlegui.core.formats.loader import read_board
from puzzlegui.core.latin import LatinState, SetDigit, apply_latin, new_latin_state
from tests.samples import sample_paths


def play(state: LatinState, moves: list) -> LatinState:  # type: ignore[type-arg]
    for move in moves:
        state = apply_latin(state, move)
    return state


def test_houses_are_rows_columns_and_regions() -> None:
    houses = candidates.houses_of(4, [0, 0, 1, 1] * 2 + [2, 2, 3, 3] * 2)
    assert len(houses) == 12
    assert [0, 1, 4, 5] in houses
    assert candidates.peers(houses, 0) == {1, 2, 3, 4, 8, 12, 5}


def test_fill_gives_each_empty_cell_the_digits_its_houses_allow() -> None:
    state = play(new_latin_state(4), [SetDigit((0, 0), 1), SetDigit((1, 1), 2)])
    houses = candidates.houses_of(4)
    filled = play(state, candidates.fill_moves(state, houses))
    assert filled.candidates((0, 1)) == (3, 4)  # row has 1, column has 2
    assert filled.candidates((2, 2)) == (1, 2, 3, 4)
    assert filled.candidates((0, 0)) == ()  # a digit, no marks
    assert candidates.fill_moves(filled, houses) == []  # filling again changes nothing


def test_fill_puts_back_marks_removed_by_hand_and_drops_impossible_ones() -> None:
    state = new_latin_state(3)
    houses = candidates.houses_of(3)
    state = play(state, candidates.fill_moves(state, houses))
    state = play(state, [SetDigit((0, 0), 2)])  # the row keeps its now impossible 2s
    state = play(state, candidates.fill_moves(state, houses))
    assert state.candidates((0, 1)) == (1, 3)
    assert state.candidates((1, 0)) == (1, 3)
    assert state.candidates((1, 1)) == (1, 2, 3)


def test_entering_a_digit_removes_it_from_row_column_and_region_only() -> None:
    regions = [0, 0, 1, 1] * 2 + [2, 2, 3, 3] * 2
    houses = candidates.houses_of(4, regions)
    state = new_latin_state(4)
    state = play(state, candidates.fill_moves(state, houses))
    state = play(state, candidates.enter_moves(state, houses, (0, 0), 3))
    assert state.digit((0, 0)) == 3
    for cell in [(0, 1), (0, 3), (2, 0), (1, 1)]:
        assert 3 not in state.candidates(cell), cell
    for cell in [(1, 2), (2, 2), (3, 3)]:
        assert 3 in state.candidates(cell), cell


def test_on_a_sample_a_filled_board_keeps_every_solution_digit() -> None:
    for name in ("calcudoku", "logi5"):
        board = read_board(sample_paths(name)[0])
        ptype = registry.get(name)
        data = ptype.puzzle_to_json(board.puzzle)
        regions = [g for row in data.get("regions", []) for g in row]
        houses = candidates.houses_of(board.puzzle.n, regions)
        state = board.state
        filled = play(state, candidates.fill_moves(state, houses))
        solution = ptype.solve(board.puzzle).solution
        assert solution is not None
        for i, digit in enumerate(filled.digits):
            if not digit:
                assert solution.digits[i] in filled.candidates(divmod(i, filled.n)), (name, i)


def test_prune_removes_only_the_candidates_a_digit_rules_out() -> None:
    regions = [0, 0, 1, 1] * 2 + [2, 2, 3, 3] * 2
    houses = candidates.houses_of(4, regions)
    state = new_latin_state(4)
    state = play(state, candidates.fill_moves(state, houses))
    state = play(state, [SetDigit((0, 0), 1)])  # written without removing its candidates
    assert 1 in state.candidates((0, 3))  # row
    assert 1 in state.candidates((3, 0))  # column
    assert 1 in state.candidates((1, 1))  # region
    pruned = play(state, candidates.prune_moves(state, houses))
    assert 1 not in pruned.candidates((0, 3))
    assert 1 not in pruned.candidates((3, 0))
    assert 1 not in pruned.candidates((1, 1))
    assert pruned.candidates((2, 2)) == (1, 2, 3, 4)  # no digit sees it
    assert candidates.prune_moves(pruned, houses) == []


def test_prune_keeps_candidates_no_digit_contradicts() -> None:
    houses = candidates.houses_of(3)
    state = play(new_latin_state(3), [SetDigit((0, 0), 2)])
    assert candidates.prune_moves(state, houses) == []  # no marks at all

"""What each type's `interpret` makes of every gesture (core/gestures.py): the rules the board
views used to hold, now tested without Qt. Generic checks over the registry are in
test_contract.py."""

from __future__ import annotations

from typing import Any

import pytest

from puzzlegui.core import registry
from puzzlegui.core.gestures import Button, Digit, Drag, Key, Modifier, Press, Tap, direction
from puzzlegui.core.hashi import puzzle as hashi
from puzzlegui.core.latin import ClearCandidates, SetDigit, ToggleCandidate
from puzzlegui.core.nurikabe import puzzle as nurikabe
from puzzlegui.core.nurikabe.puzzle import Mark, Paint, SetMark
from puzzlegui.core.shikaku import puzzle as shikaku
from puzzlegui.core.shikaku.puzzle import AddRect, Rect, RemoveRect
from tests.samples import sample_paths

SECONDARY, MIDDLE = Button.SECONDARY, Button.MIDDLE


def test_a_drag_has_two_cells_at_least_and_a_direction_along_the_longer_side() -> None:
    with pytest.raises(ValueError, match="Tap"):
        Drag(((0, 0),))
    assert Drag(((0, 0), (0, 1), (1, 1))).end == (1, 1)
    assert direction((2, 2), (2, 5)) == (0, 1)
    assert direction((2, 2), (0, 3)) == (-1, 0)
    assert direction((2, 2), (3, 3)) == (0, 1)  # a tie goes along the row
    assert direction((2, 2), (2, 2)) is None


# -- Nurikabe ------------------------------------------------------------------------------------
N_PUZZLE = nurikabe.make_puzzle(3, 3, [(0, 0, 3)])


def nuri(*marks: tuple[tuple[int, int], Mark]) -> nurikabe.State:
    state = nurikabe.new_state(N_PUZZLE)
    return nurikabe.apply_all(state, [SetMark(cell, mark) for cell, mark in marks])


def n_interpret(state: nurikabe.State, gesture: Any) -> Any:
    return nurikabe.interpret(N_PUZZLE, state, gesture)


@pytest.mark.parametrize(
    ("before", "button", "after"),
    [
        (Mark.EMPTY, Button.PRIMARY, Mark.WALL),
        (Mark.WALL, Button.PRIMARY, Mark.EMPTY),
        (Mark.DOT, Button.PRIMARY, Mark.WALL),
        (Mark.EMPTY, SECONDARY, Mark.DOT),
        (Mark.DOT, SECONDARY, Mark.EMPTY),
        (Mark.WALL, SECONDARY, Mark.DOT),
    ],
)
def test_nurikabe_clicks_cycle_a_cell(before: Mark, button: Button, after: Mark) -> None:
    state = nuri(((1, 1), before))
    assert n_interpret(state, Tap((1, 1), button)) == [SetMark((1, 1), after)]


def test_nurikabe_a_clue_takes_no_mark_and_the_middle_button_is_not_used() -> None:
    state = nurikabe.new_state(N_PUZZLE)
    assert n_interpret(state, Tap((0, 0))) == []
    assert n_interpret(state, Drag(((0, 0), (0, 1)))) == []  # a drag from a clue marks nothing
    assert n_interpret(state, Tap((1, 1), MIDDLE)) is None
    assert n_interpret(state, Tap((5, 5))) == []  # off the board


def test_nurikabe_a_drag_gives_every_cell_the_first_cells_new_mark() -> None:
    state = nuri(((1, 1), Mark.WALL), ((1, 2), Mark.DOT))
    cells = ((1, 0), (1, 1), (0, 1), (0, 0), (1, 2))  # a wall already, a clue, a dot
    assert n_interpret(state, Drag(cells)) == [
        SetMark((1, 0), Mark.WALL),
        SetMark((0, 1), Mark.WALL),
        SetMark((1, 2), Mark.WALL),
    ]
    cleared = Drag(((1, 1), (1, 0), (1, 2)))  # the first is a wall: it clears, so do all
    assert n_interpret(state, cleared) == [SetMark((1, 1), Mark.EMPTY), SetMark((1, 2), Mark.EMPTY)]
    dots = Drag(((2, 0), (2, 1), (2, 0)), SECONDARY)  # a cell passed twice: one move
    assert n_interpret(state, dots) == [SetMark((2, 0), Mark.DOT), SetMark((2, 1), Mark.DOT)]


def test_nurikabe_keys_are_the_clicks_and_backspace_clears() -> None:
    state = nuri(((1, 1), Mark.WALL))
    assert n_interpret(state, Key((1, 1), Press.SPACE)) == [SetMark((1, 1), Mark.EMPTY)]
    assert n_interpret(state, Key((2, 2), Press.MARK)) == [SetMark((2, 2), Mark.DOT)]
    assert n_interpret(state, Key((1, 1), Press.CLEAR)) == [SetMark((1, 1), Mark.EMPTY)]
    assert n_interpret(state, Key((2, 2), Press.CLEAR)) == []  # nothing to clear
    assert n_interpret(state, Key((0, 0), Press.SPACE)) == []  # a clue
    assert n_interpret(state, Key((1, 1), Press.ENTER)) is None
    assert n_interpret(state, Key((1, 1), Press.LEFT, Modifier.SHIFT)) is None


def test_nurikabe_digits_colour_the_island_and_the_same_digit_takes_it_away() -> None:
    state = nuri(((0, 1), Mark.DOT), ((1, 1), Mark.WALL))
    assert n_interpret(state, Digit((0, 1), 3)) == [Paint((0, 1), 3)]
    painted = nurikabe.apply(state, Paint((0, 0), 3))  # spreads over the clue's island
    assert n_interpret(painted, Digit((0, 1), 3)) == [Paint((0, 0), 0)]  # the same: none
    assert n_interpret(painted, Digit((0, 1), 5)) == [Paint((0, 0), 0), Paint((0, 1), 5)]
    assert n_interpret(painted, Digit((0, 1), 0)) == [Paint((0, 0), 0)]
    assert n_interpret(state, Digit((1, 1), 2)) == []  # a wall is no island
    assert n_interpret(state, Digit((0, 1), 7)) is None  # beyond the palette
    assert n_interpret(state, Digit((0, 1), 2, note=True)) is None  # Shift+digit: no use


# -- Hashi ---------------------------------------------------------------------------------------
# 2 . 3      (0,0) sees (0,2) to its right and (2,0) below; (2,0) sees (2,2) to its right.
# . . .
# 1 . 2
H_PUZZLE = hashi.make_puzzle(3, 3, [(0, 0, 2), (0, 2, 3), (2, 0, 1), (2, 2, 2)])


def h_interpret(state: hashi.State, gesture: Any) -> Any:
    return hashi.interpret(H_PUZZLE, state, gesture)


def test_hashi_knows_each_islands_neighbours_by_direction() -> None:
    assert H_PUZZLE.neighbours[(0, 0)] == {(0, 1): (0, 2), (1, 0): (2, 0)}
    assert H_PUZZLE.neighbours[(2, 2)] == {(-1, 0): (0, 2), (0, -1): (2, 0)}


def test_hashi_a_drag_toward_a_neighbour_cycles_one_two_none() -> None:
    state = hashi.new_state(H_PUZZLE)
    toward = Drag(((0, 0), (0, 1)))  # one cell that way is enough: it aims at the neighbour
    counts = []
    for _ in range(3):
        moves = h_interpret(state, toward)
        state = hashi.apply_all(state, moves)
        counts.append(moves[0].count)
    assert counts == [1, 2, 0]
    assert h_interpret(state, Drag(((0, 0), (1, 0), (2, 1)))) == [  # down is the longer way
        hashi.SetBridges((0, 0), (2, 0), 1)
    ]


def test_hashi_a_right_drag_marks_and_nothing_else_counts() -> None:
    state = hashi.new_state(H_PUZZLE)
    assert h_interpret(state, Drag(((2, 2), (1, 2)), SECONDARY)) == [
        hashi.ToggleMark((2, 2), (0, 2))
    ]
    assert h_interpret(state, Drag(((0, 0), (0, -1)))) == []  # no neighbour that way
    assert h_interpret(state, Drag(((1, 1), (1, 2)))) == []  # from the water
    assert h_interpret(state, Drag(((0, 0), (0, 1)), MIDDLE)) is None


def test_hashi_a_click_or_enter_on_an_island_marks_it_done() -> None:
    state = hashi.new_state(H_PUZZLE)
    assert h_interpret(state, Tap((0, 2))) == [hashi.ToggleDone((0, 2))]
    assert h_interpret(state, Key((0, 2), Press.ENTER)) == [hashi.ToggleDone((0, 2))]
    assert h_interpret(state, Tap((0, 2), SECONDARY)) == []
    assert h_interpret(state, Tap((1, 1))) == []  # water
    assert h_interpret(state, Key((1, 1), Press.ENTER)) is None
    assert h_interpret(state, Tap((0, 2), MIDDLE)) is None


def test_hashi_shift_arrow_cycles_and_ctrl_arrow_marks() -> None:
    state = hashi.new_state(H_PUZZLE)
    assert h_interpret(state, Key((0, 0), Press.RIGHT, Modifier.SHIFT)) == [
        hashi.SetBridges((0, 0), (0, 2), 1)
    ]
    assert h_interpret(state, Key((0, 0), Press.DOWN, Modifier.CTRL)) == [
        hashi.ToggleMark((0, 0), (2, 0))
    ]
    assert h_interpret(state, Key((0, 0), Press.UP, Modifier.SHIFT)) == []  # no neighbour
    assert h_interpret(state, Key((1, 1), Press.UP, Modifier.SHIFT)) is None  # not an island
    assert h_interpret(state, Key((0, 0), Press.SPACE, Modifier.SHIFT)) is None
    assert h_interpret(state, Digit((0, 0), 1)) is None


# -- Shikaku -------------------------------------------------------------------------------------
S_PUZZLE = shikaku.make_puzzle(4, 4, [(0, 0, 4), (3, 3, 4)])


def s_interpret(state: shikaku.State, gesture: Any) -> Any:
    return shikaku.interpret(S_PUZZLE, state, gesture)


def test_shikaku_a_drag_draws_the_rectangle_between_its_corners() -> None:
    state = shikaku.new_state(S_PUZZLE)
    assert s_interpret(state, Drag(((1, 1), (2, 2), (0, 0)))) == [AddRect(Rect(0, 0, 2, 2))]
    assert s_interpret(state, Drag(((1, 1), (1, 1)))) == [AddRect(Rect(1, 1, 1, 1))]
    assert s_interpret(state, Drag(((0, 0), (0, 1)), SECONDARY)) is None


def test_shikaku_a_new_rectangle_erases_those_it_overlaps_first() -> None:
    state = shikaku.state_of(S_PUZZLE, [Rect(0, 0, 2, 2), Rect(3, 0, 1, 4)])
    assert s_interpret(state, Drag(((1, 1), (2, 2)))) == [
        RemoveRect(Rect(0, 0, 2, 2)),
        AddRect(Rect(1, 1, 2, 2)),
    ]
    # The same rectangle again: nothing to add, and nothing else overlaps it.
    assert s_interpret(state, Drag(((0, 0), (1, 1)))) == []


def test_shikaku_a_click_erases_the_rectangle_under_it_or_draws_one_cell() -> None:
    state = shikaku.state_of(S_PUZZLE, [Rect(0, 0, 2, 2)])
    assert s_interpret(state, Tap((1, 0))) == [RemoveRect(Rect(0, 0, 2, 2))]
    assert s_interpret(state, Tap((3, 3))) == [AddRect(Rect(3, 3, 1, 1))]
    assert s_interpret(state, Tap((3, 3), SECONDARY)) is None
    assert s_interpret(state, Key((1, 1), Press.CLEAR)) == [RemoveRect(Rect(0, 0, 2, 2))]
    assert s_interpret(state, Key((3, 3), Press.CLEAR)) == []
    assert s_interpret(state, Key((3, 3), Press.SPACE)) is None  # the view's corner mode


def test_shikaku_digits_colour_the_rectangle_under_the_cursor() -> None:
    rect = Rect(0, 0, 2, 2)
    state = shikaku.state_of(S_PUZZLE, [rect])
    assert s_interpret(state, Digit((1, 1), 4)) == [shikaku.Paint(rect, 4)]
    coloured = shikaku.apply(state, shikaku.Paint(rect, 4))
    assert s_interpret(coloured, Digit((1, 1), 4)) == [shikaku.Paint(rect, 0)]
    assert s_interpret(coloured, Digit((0, 0), 0)) == [shikaku.Paint(rect, 0)]
    assert s_interpret(state, Digit((3, 3), 4)) is None  # no rectangle there
    assert s_interpret(state, Digit((1, 1), 8)) is None
    assert s_interpret(state, Digit((1, 1), 2, note=True)) is None


# -- Calcudoku and Logi-5 (the shared Latin input) ---------------------------------------------
@pytest.fixture(params=[n for n in registry.NAMES if registry.get(n).square_only])
def latin(request: pytest.FixtureRequest) -> tuple[Any, Any, Any]:
    """(type, puzzle, new state) of a Latin type's first sample board."""
    ptype = registry.get(request.param)
    path = sample_paths(ptype)[0]
    puzzle, _ = ptype.parse(path.read_text(encoding="utf-8"))
    return ptype, puzzle, ptype.new_state(puzzle)


def free_cell(state: Any) -> tuple[int, int]:
    return next(divmod(i, state.n) for i, given in enumerate(state.givens) if not given)


def test_latin_a_digit_is_written_and_the_same_digit_again_erases(latin: Any) -> None:
    ptype, puzzle, state = latin
    cell = free_cell(state)
    assert ptype.interpret(puzzle, state, Digit(cell, 2)) == [SetDigit(cell, 2)]
    written = ptype.apply(state, SetDigit(cell, 2))
    assert ptype.interpret(puzzle, written, Digit(cell, 2)) == [SetDigit(cell, 0)]
    assert ptype.interpret(puzzle, written, Digit(cell, 3)) == [SetDigit(cell, 3)]
    assert ptype.interpret(puzzle, state, Digit(cell, state.n + 1)) is None
    assert ptype.interpret(puzzle, state, Tap(cell)) == []  # a click only picks the cell
    assert ptype.interpret(puzzle, state, Drag((cell, (0, 0)))) == []


def test_latin_notes_toggle_candidates_on_empty_cells_only(latin: Any) -> None:
    ptype, puzzle, state = latin
    cell = free_cell(state)
    assert ptype.interpret(puzzle, state, Digit(cell, 1, note=True)) == [ToggleCandidate(cell, 1)]
    written = ptype.apply(state, SetDigit(cell, 2))
    assert ptype.interpret(puzzle, written, Digit(cell, 1, note=True)) == []


def test_latin_erasing_takes_the_digit_then_the_candidates(latin: Any) -> None:
    ptype, puzzle, state = latin
    cell = free_cell(state)
    written = ptype.apply(state, SetDigit(cell, 2))
    noted = ptype.apply(state, ToggleCandidate(cell, 1))
    for erase in (Digit(cell, 0), Key(cell, Press.SPACE), Key(cell, Press.CLEAR)):
        assert ptype.interpret(puzzle, written, erase) == [SetDigit(cell, 0)]
        assert ptype.interpret(puzzle, noted, erase) == [ClearCandidates(cell)]
        assert ptype.interpret(puzzle, state, erase) == []
    assert ptype.interpret(puzzle, state, Key(cell, Press.MARK)) is None
    assert ptype.interpret(puzzle, state, Key(cell, Press.UP, Modifier.SHIFT)) is None


def test_latin_givens_take_nothing() -> None:
    checked = 0
    for name in (n for n in registry.NAMES if registry.get(n).square_only):
        ptype = registry.get(name)
        for path in sample_paths(name):
            puzzle, _ = ptype.parse(path.read_text(encoding="utf-8"))
            state = ptype.new_state(puzzle)
            for index in (i for i, given in enumerate(state.givens) if given):
                cell = divmod(index, state.n)
                for gesture in (Digit(cell, 1), Digit(cell, 1, note=True), Digit(cell, 0)):
                    assert ptype.interpret(puzzle, state, gesture) == [], (path, cell)
                checked += 1
    assert checked  # Logi-5's sample boards have givens


def test_latin_pruning_takes_the_digit_out_of_the_candidates_that_see_it(latin: Any) -> None:
    ptype, puzzle, state = latin
    cell = free_cell(state)
    n = state.n
    row_mate = next(
        (cell[0], c) for c in range(n) if c != cell[1] and not state.givens[cell[0] * n + c]
    )
    far = next(
        (r, c)
        for r in range(n)
        for c in range(n)
        if r != cell[0]
        and c != cell[1]
        and not state.givens[r * n + c]
        and all(cell[0] * n + cell[1] not in h or r * n + c not in h for h in houses(ptype, puzzle))
    )
    noted = ptype.apply_all(state, [ToggleCandidate(row_mate, 3), ToggleCandidate(far, 3)])
    assert ptype.interpret(puzzle, noted, Digit(cell, 3, prune=True)) == [
        SetDigit(cell, 3),
        ToggleCandidate(row_mate, 3),
    ]
    assert ptype.interpret(puzzle, noted, Digit(cell, 3)) == [SetDigit(cell, 3)]


def houses(ptype: Any, puzzle: Any) -> list[list[int]]:
    """Rows, columns and (Logi-5) regions, as flat indices, from the neutral JSON."""
    data = ptype.puzzle_to_json(puzzle)
    n = data["n"]
    found = [[r * n + c for c in range(n)] for r in range(n)]
    found += [[r * n + c for r in range(n)] for c in range(n)]
    regions: dict[int, list[int]] = {}
    for r, row in enumerate(data.get("regions", [])):
        for c, region in enumerate(row):
            regions.setdefault(region, []).append(r * n + c)
    return found + list(regions.values())

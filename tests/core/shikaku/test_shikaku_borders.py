"""Shikaku by borders: loose borders that close a rectangle make it, erasing a rectangle's side
takes it away (its other sides stay), a line across a rectangle splits it; the moves replay."""

from __future__ import annotations

from puzzlegui.core.gestures import Border, Key, Modifier, Press
from puzzlegui.core.shikaku.puzzle import (
    Rect,
    ToggleBorder,
    apply_all,
    clear_notes,
    false_notes,
    interpret,
    make_puzzle,
    moves_to,
    new_state,
    parse_move,
    state_of,
)

PUZZLE = make_puzzle(3, 4, [(0, 0, 2), (0, 3, 2), (2, 0, 8)])
"""A 3x4 board: a 2 in each top corner, an 8 below."""


def click(state, a, b):  # type: ignore[no-untyped-def]
    return apply_all(state, interpret(PUZZLE, state, Border(a, b)) or [])


def test_borders_that_close_a_rectangle_make_it() -> None:
    state = new_state(PUZZLE)
    state = click(state, (0, 1), (0, 2))
    assert state.borders == {((0, 1), (0, 2))}
    assert not state.rects
    state = click(state, (0, 0), (1, 0))
    assert not state.rects  # the region through (0, 0) is not closed yet
    state = click(state, (0, 1), (1, 1))
    assert state.rects == {Rect(0, 0, 1, 2)}
    assert state.borders == frozenset()  # the three borders around it are its outline now


def test_erasing_a_side_takes_the_rectangle_and_keeps_the_others() -> None:
    state = state_of(PUZZLE, [Rect(0, 0, 1, 2)])
    state = click(state, (0, 1), (0, 2))  # its right side
    assert not state.rects
    assert ((0, 0), (1, 0)) in state.borders
    assert ((0, 1), (1, 1)) in state.borders
    assert ((0, 1), (0, 2)) not in state.borders


def test_a_line_across_a_rectangle_splits_it() -> None:
    state = state_of(PUZZLE, [Rect(0, 0, 1, 4)])
    state = click(state, (0, 1), (0, 2))
    assert state.rects == {Rect(0, 0, 1, 2), Rect(0, 2, 1, 2)}


def test_ctrl_arrow_draws_the_border_on_that_side() -> None:
    state = new_state(PUZZLE)
    moves = interpret(PUZZLE, state, Key((1, 1), Press.RIGHT, Modifier.CTRL))
    assert moves == [ToggleBorder((1, 1), (1, 2))]


def test_border_moves_replay_and_are_notes() -> None:
    state = click(new_state(PUZZLE), (1, 1), (1, 2))
    rebuilt = apply_all(new_state(PUZZLE), [parse_move(str(m)) for m in moves_to(PUZZLE, state)])
    assert rebuilt == state
    assert apply_all(state, clear_notes(PUZZLE, state)).borders == frozenset()
    solution = state_of(PUZZLE, [Rect(0, 0, 1, 2), Rect(0, 2, 1, 2), Rect(1, 0, 2, 4)])
    assert false_notes(PUZZLE, state, solution) == [ToggleBorder((1, 1), (1, 2))]

"""Back to the last correct position, on every type: the last position the solution bears out,
the first wrong move's cells, and the true notes kept."""

from __future__ import annotations

from typing import Any

import pytest

from puzzlegui.core import registry, rewind
from puzzlegui.core.hashi.puzzle import ToggleMark
from puzzlegui.core.latin import SetDigit, ToggleCandidate
from puzzlegui.core.nurikabe.puzzle import Mark, SetMark
from tests.samples import sample_paths


def first_board(name: str) -> tuple[Any, Any, Any]:
    ptype = registry.get(name)
    path = sample_paths(name)[1]
    puzzle, _ = ptype.parse(path.read_text(encoding="utf-8"))
    result = ptype.solve(puzzle)
    assert result.solution is not None
    return ptype, puzzle, result.solution


def positions(ptype: Any, puzzle: Any, moves: list[Any]) -> list[Any]:
    states = [ptype.new_state(puzzle)]
    for move in moves:
        states.append(ptype.apply(states[-1], move))
    return states


@pytest.mark.parametrize("name", registry.NAMES)
def test_the_last_position_the_solution_bears_out(name: str) -> None:
    ptype, puzzle, solution = first_board(name)
    right = ptype.moves_to(puzzle, solution)
    good = [
        m
        for m in right
        if not ptype.wrong_cells(puzzle, ptype.apply(ptype.new_state(puzzle), m), solution)
    ]
    states = positions(ptype, puzzle, good[:3])
    # a wrong move: the first move of the solution that, made on top of a different answer,
    # the solution contradicts; found by trying each type's moves of a wrong answer
    wrong_state = wrong_answer(ptype, puzzle, solution, states[-1])
    states.append(wrong_state)
    states.append(ptype.apply(wrong_state, good[3]))
    found = rewind.last_correct(ptype, puzzle, states, solution)
    assert found.index == 3
    assert found.wrong
    assert not ptype.wrong_cells(puzzle, found.state, solution)
    assert ptype.moves_to(puzzle, found.state) == ptype.moves_to(puzzle, states[3])


def wrong_answer(ptype: Any, puzzle: Any, solution: Any, state: Any) -> Any:
    """A state one move after `state` with an answer the solution contradicts."""
    for move in candidate_moves(ptype, puzzle, state):
        try:
            after = ptype.apply(state, move)
        except ValueError:
            continue
        if ptype.wrong_cells(puzzle, after, solution):
            return after
    raise AssertionError("no wrong move found")


def candidate_moves(ptype: Any, puzzle: Any, state: Any) -> list[Any]:
    """Moves of every kind the type has, to find a wrong one among them."""
    from puzzlegui.core.gestures import Button, Digit, Drag, Tap

    rows, cols = ptype.size(puzzle)
    moves: list[Any] = []
    for r in range(rows):
        for c in range(cols):
            for gesture in (
                Tap((r, c), Button.PRIMARY),
                *(Digit((r, c), d, False, False) for d in range(1, 10)),
            ):
                moves.extend(ptype.interpret(puzzle, state, gesture) or [])
            for d_r, d_c in ((0, 1), (1, 0), (0, 2), (2, 0), (1, 1)):
                end = (r + d_r, c + d_c)
                if end[0] < rows and end[1] < cols:
                    moves.extend(
                        ptype.interpret(puzzle, state, Drag(((r, c), end), Button.PRIMARY)) or []
                    )
    return moves


def test_latin_marks_that_hold_the_answer_stay() -> None:
    ptype, puzzle, solution = first_board("logi5")
    empty = [i for i, d in enumerate(ptype.new_state(puzzle).digits) if not d]
    keep, drop = divmod(empty[0], puzzle.n), divmod(empty[1], puzzle.n)
    answer = solution.digits[empty[1]]
    other = next(d for d in range(1, puzzle.n + 1) if d != answer)
    moves = [ToggleCandidate(keep, solution.digits[empty[0]]), ToggleCandidate(drop, other)]
    states = positions(ptype, puzzle, moves)
    found = rewind.last_correct(ptype, puzzle, states, solution)
    assert found.index == 2  # notes are no mistake
    assert found.state.candidates(keep) == (solution.digits[empty[0]],)
    assert found.state.candidates(drop) == ()


def test_the_first_wrong_move_is_named_by_its_cells() -> None:
    ptype, puzzle, solution = first_board("calcudoku")
    digit = solution.digits[0]
    moves = [SetDigit((0, 0), digit), SetDigit((0, 1), digit)]  # the same digit twice in a row
    found = rewind.last_correct(ptype, puzzle, positions(ptype, puzzle, moves), solution)
    assert found.index == 1
    assert found.wrong == ((0, 1),)


def test_nurikabe_dots_on_walls_go_and_the_rest_stay() -> None:
    ptype, puzzle, solution = first_board("nurikabe")
    cols = solution.cols
    walls = [i for i, m in enumerate(solution.marks) if m == Mark.WALL]
    white = [
        i for i, m in enumerate(solution.marks) if m != Mark.WALL and i not in solution.clue_cells
    ]
    moves = [SetMark(divmod(walls[0], cols), Mark.DOT), SetMark(divmod(white[0], cols), Mark.DOT)]
    found = rewind.last_correct(ptype, puzzle, positions(ptype, puzzle, moves), solution)
    assert found.state.marks[walls[0]] == Mark.EMPTY
    assert found.state.marks[white[0]] == Mark.DOT


def test_hashi_no_bridge_markers_the_solution_has_go() -> None:
    ptype, puzzle, solution = first_board("hashi")
    bridged = next(k for k, b in enumerate(solution.bridges) if b)
    empty = next((k for k, b in enumerate(solution.bridges) if not b), None)
    moves = [ToggleMark(*puzzle.edge(bridged))]
    if empty is not None:
        moves.append(ToggleMark(*puzzle.edge(empty)))
    found = rewind.last_correct(ptype, puzzle, positions(ptype, puzzle, moves), solution)
    assert bridged not in found.state.marks
    if empty is not None:
        assert empty in found.state.marks

"""Reading a played game against the hint ladder (core/replay.py), on every type: the ladder's
own steps, the solution played in another order, mistakes, erasures, notes, whole boards, the
summary, and Stop."""

from __future__ import annotations

from typing import Any

import pytest

from puzzlegui.core import registry, replay
from puzzlegui.core.answers import Answers
from puzzlegui.core.cancel import Cancelled, CancelToken
from puzzlegui.core.grading import walk_hints
from puzzlegui.core.latin import SetDigit, ToggleCandidate
from tests.core.test_rewind import first_board, positions, wrong_answer


def ladder_states(ptype: Any, puzzle: Any) -> tuple[list[Any], list[Any]]:
    """The hints of a walk, and the positions after each (a player pressing Hint and Apply)."""
    hints = walk_hints(ptype, puzzle, None, None, Answers())
    states = [ptype.new_state(puzzle)]
    for hint in hints:
        states.append(ptype.apply_all(states[-1], hint.moves))
    return hints, states


@pytest.mark.parametrize("name", registry.NAMES)
def test_a_game_played_by_the_ladder_reads_as_its_own_rules(name: str) -> None:
    ptype, puzzle, _ = first_board(name)
    hints, states = ladder_states(ptype, puzzle)
    marks = list(replay.read_game(ptype, puzzle, states))
    assert [m.kind for m in marks] == [replay.RULE] * len(hints)
    assert [m.rule for m in marks] == [h.rule for h in hints]
    assert all(m.ahead == 0 for m in marks)


@pytest.mark.parametrize("name", registry.NAMES)
def test_the_solution_in_another_order_is_read_by_rules(name: str) -> None:
    ptype, puzzle, solution = first_board(name)
    moves = list(reversed(ptype.moves_to(puzzle, solution)))  # bottom row first
    marks = list(replay.read_game(ptype, puzzle, positions(ptype, puzzle, moves)))
    kinds = {m.kind for m in marks}
    assert kinds <= {replay.RULE, replay.NOTE}, kinds
    assert replay.RULE in kinds
    assert any(m.ahead > 0 for m in marks)  # the ladder went elsewhere first, at least once


@pytest.mark.parametrize("name", registry.NAMES)
def test_a_mistake_and_its_erasure(name: str) -> None:
    ptype, puzzle, solution = first_board(name)
    start = positions(ptype, puzzle, ptype.moves_to(puzzle, solution)[:3])[-1]
    wrong = wrong_answer(ptype, puzzle, solution, start)
    marks = list(replay.read_game(ptype, puzzle, [start, wrong, start]))
    assert [m.kind for m in marks] == [replay.MISTAKE, replay.ERASE]


def test_a_whole_board_is_not_read() -> None:
    ptype, puzzle, solution = first_board("shikaku")
    start = ptype.new_state(puzzle)
    marks = list(replay.read_game(ptype, puzzle, [start, solution], wholes=[True]))
    assert [m.kind for m in marks] == [replay.WHOLE]


def test_a_pencil_mark_is_a_note_unless_the_ladder_makes_it() -> None:
    ptype, puzzle, solution = first_board("logi5")
    empty = next(i for i, d in enumerate(ptype.new_state(puzzle).digits) if not d)
    cell = divmod(empty, puzzle.n)
    states = positions(ptype, puzzle, [ToggleCandidate(cell, solution.digits[empty])])
    assert [m.kind for m in replay.read_game(ptype, puzzle, states)] == [replay.NOTE]


def test_the_summary_names_the_hardest_rule_and_how_often() -> None:
    ptype, puzzle, _ = first_board("calcudoku")
    hints, states = ladder_states(ptype, puzzle)
    start = ptype.new_state(puzzle)
    digit = 1 if ptype.wrong_cells(puzzle, ptype.apply(start, SetDigit((0, 0), 1)), _) else 2
    wrong = ptype.apply(start, SetDigit((0, 0), digit))
    marks = [*replay.read_game(ptype, puzzle, [start, wrong, start]), *replay.read_game(
        ptype, puzzle, states
    )]  # fmt: skip
    found = replay.summary(marks)
    top = max(h.level for h in hints)
    assert found.level == top
    assert found.hardest is not None
    assert marks[found.hardest].level == top
    assert all(m.level < top for m in marks[: found.hardest])
    assert found.times == sum(1 for h in hints if h.level == top and h.rule == found.rule)
    assert found.mistakes == 1
    assert found.guesses == 0


def test_no_rule_at_all_has_no_hardest_step() -> None:
    found = replay.summary([replay.Mark(replay.NOTE), replay.Mark(replay.GUESS)])
    assert found.hardest is None
    assert found.guesses == 1


def test_a_cancelled_reading_stops() -> None:
    ptype, puzzle, _ = first_board("nurikabe")
    _, states = ladder_states(ptype, puzzle)
    cancel = CancelToken()
    reading = replay.read_game(ptype, puzzle, states, cancel=cancel)
    next(reading)
    cancel.cancel()
    with pytest.raises(Cancelled):
        list(reading)


def test_progress_reaches_the_end() -> None:
    ptype, puzzle, _ = first_board("hashi")
    _, states = ladder_states(ptype, puzzle)
    seen: list[float] = []
    list(replay.read_game(ptype, puzzle, states, progress=seen.append))
    assert seen == sorted(seen)
    assert seen[-1] == 1.0

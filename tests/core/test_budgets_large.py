"""Budgets on the largest boards (issue 32) and the hint that does not wait for the solve
(issue 35): a 200x200 Nurikabe board's tables stay small, a grade stops inside its trials, and
the one hint pipeline asks the solution for a short look only when a rule step is found.
scripts/budget_check.py runs the same promises through the real command on every type."""

from __future__ import annotations

import time
import tracemalloc

import pytest

from puzzlegui.core import answers, registry
from puzzlegui.core.cancel import Cancelled, CancelToken
from puzzlegui.core.model import Hint, HintAsk, HintStep, SolveResult, SolveStatus
from puzzlegui.core.nurikabe.engine.board import Board
from puzzlegui.core.nurikabe.puzzle import Puzzle
from puzzlegui.core.nurikabe.solver import engines


def _lattice(step: int, clue: int, side: int = 200) -> Puzzle:
    """A clue on every `step`-th row and column (the issue's boards)."""
    clues = tuple((r, c, clue) for r in range(0, side, step) for c in range(0, side, step))
    return Puzzle(side, side, clues)


def test_a_200x200_board_has_no_table_of_a_mask_per_cell() -> None:
    puzzle = _lattice(4, 4)
    puzzle.neighbours  # the puzzle's own table, made once per puzzle  # noqa: B018
    tracemalloc.start()
    board = Board(puzzle)
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    assert peak < 20 * 2**20, peak  # a mask per cell was 200 MB
    assert board.near[40_000 - 1] == 1 << (40_000 - 2) | 1 << (40_000 - 201)
    assert board.around[201] == [(0, 1, 200), (1, 2, 202), (200, 400, 401), (202, 401, 402)]
    assert board.edge_cells[:3] == [0, 1, 2]
    assert 200 in board.edge_cells


@pytest.mark.parametrize(("rows", "cols"), [(1, 1), (1, 6), (6, 1), (2, 2), (7, 9), (13, 4)])
def test_each_cells_blocks_are_those_of_the_block_list(rows: int, cols: int) -> None:
    board = Board(Puzzle(rows, cols, ((0, 0, 1),)))
    listed: list[list[tuple[int, int, int]]] = [[] for _ in range(rows * cols)]
    for a, b, c, d in board.blocks:
        listed[a].append((b, c, d))
        listed[b].append((a, c, d))
        listed[c].append((a, b, d))
        listed[d].append((a, b, c))
    assert [board.around[i] for i in range(rows * cols)] == listed


@pytest.mark.slow
def test_a_grade_stops_inside_its_trials_on_a_200x200_board() -> None:
    # A 9 on every 7th row and column: nothing below the trials applies, and the trials'
    # propagation read no clock (grade --timeout 3 ran past 120 s).
    ptype = registry.get("nurikabe")
    clues = [[r, c, 9] for r in range(0, 200, 7) for c in range(0, 200, 7)]
    puzzle = ptype.puzzle_from_json({"rows": 200, "cols": 200, "clues": clues})
    start = time.monotonic()
    with pytest.raises(Cancelled):
        ptype.grade(puzzle, CancelToken.after(1.0))
    assert time.monotonic() - start < 15  # generous: a loaded machine; before, minutes


def _pipeline(step: Hint | None, calls: list[float | None]) -> HintStep[str, str]:
    return answers.hint_in_order(
        lambda p, s: False,
        _timeout_solve(calls),
        lambda p, s, solution: None,
        lambda p, s, solution: None,
        lambda ask: step,
        lambda p, s, solution: None,
    )


def test_a_rule_step_waits_only_for_a_quick_look_at_the_solution() -> None:
    step = Hint((), (), (), "complete-island", 1, "a rule step")
    calls: list[float | None] = []
    store = answers.Answers(seconds=30)
    found = _pipeline(step, calls)(HintAsk("puzzle", "state", None, store))
    assert found is step
    assert len(calls) == 1
    assert calls[0] is not None
    assert 0 < calls[0] <= answers.QUICK_LOOK
    assert store.solves == calls  # the answers record what the hint spent


def test_rules_that_took_the_whole_budget_answer_without_the_solve(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # The rules run before any solve, and a rule step found after RULE_SECONDS comes back
    # with no solve asked at all (a clock of the test's own: nothing here is timed).
    now = [100.0]
    monkeypatch.setattr(answers, "clock", lambda: now[0])
    step = Hint((), (), (), "unreachable", 3, "a rule step")
    calls: list[float | None] = []

    def slow_rules(*_: object) -> Hint:
        assert calls == []  # no solve before the rules
        now[0] += answers.RULE_SECONDS + 0.01
        return step

    hint = answers.hint_in_order(
        lambda p, s: False,
        _timeout_solve(calls),
        lambda p, s, solution: None,
        lambda p, s, solution: None,
        slow_rules,
        lambda p, s, solution: None,
    )
    store = answers.Answers(seconds=30)
    assert hint(HintAsk("puzzle", "state", None, store)) is step
    assert calls == []
    assert store.solves == []


def _timeout_solve(calls: list[float | None]) -> answers.Solver:
    def solve(*_: object, **options: float | None) -> SolveResult[str]:
        calls.append(options.get("seconds"))
        return SolveResult(SolveStatus.TIMEOUT, [], 0, 0.0)

    return solve


def test_only_a_hint_no_rule_gives_solves_for_the_rest_of_its_time() -> None:
    calls: list[float | None] = []
    store = answers.Answers(seconds=30)
    found = _pipeline(None, calls)(HintAsk("puzzle", "state", None, store))
    assert found is not None
    assert found.rule == "still-solving"
    assert calls == [30]  # no quick look first: the rules had their turn
    calls.clear()
    _pipeline(None, calls)(HintAsk("puzzle", "state", None, store))
    assert calls == []  # a solve this long already ran out: not paid for again


def test_the_players_answers_never_solve_in_a_hint() -> None:
    calls: list[float | None] = []
    _pipeline(None, calls)(HintAsk("puzzle", "state", None, answers.Answers(seconds=0)))
    assert calls == []


def test_a_rule_hint_on_a_board_the_solve_cannot_finish_comes_without_the_solve(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # A 4 on every 4th row and column of a 200x200 board: the solve runs for minutes, while
    # "unreachable" needs no solution. The hint asks the solve for no more than a quick look
    # (none at all when the rules took the whole RULE_SECONDS) and gives the rule step.
    # Without the ASP model: its grounding of this board cannot be stopped and went on for
    # about a minute after the test, which test_fuzz_inputs.py then waited out (`quiet`).
    monkeypatch.setattr(engines, "AspModel", None)
    ptype = registry.get("nurikabe")
    puzzle = _lattice(4, 4)
    store = answers.Answers(seconds=30)
    found = ptype.hint(HintAsk(puzzle, ptype.new_state(puzzle), None, store))
    assert found is not None
    assert found.rule == "unreachable"
    assert found.moves
    assert all(s is not None and s <= answers.QUICK_LOOK for s in store.solves), store.solves
    assert store.known(puzzle) is None  # the solution was not found (nor waited for)

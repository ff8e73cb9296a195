"""Issue 35: one Nurikabe hint never scans trials without end. The trial rungs of a hint share
one allowance (trials.HINT_WORK, propagations times cells): on a board where no trial finds a
step, the hint spends at most that and goes on (to the solution, or "still solving"); on a
board whose cheapest step is a trial, the hint still gives it."""

from __future__ import annotations

import pytest

from puzzlegui.core.answers import Answers
from puzzlegui.core.model import HintAsk
from puzzlegui.core.nurikabe.engine.board import Board
from puzzlegui.core.nurikabe.hints import deduced, hint_work
from puzzlegui.core.nurikabe.ladder import trials
from puzzlegui.core.nurikabe.ladder.trials import TrialMemo
from puzzlegui.core.nurikabe.textfmt import parse

from .test_nurikabe_hint_work import BOARDS, _trial_board

SIDE = 30


def _lattice(step: int, clue: int) -> str:
    """A Nurikabe with a clue on every `step`-th row and column (budget_check's 9 every 7,
    smaller): no rung of the ladder finds a step on it."""
    rows = [["."] * SIDE for _ in range(SIDE)]
    for r in range(0, SIDE, step):
        for c in range(0, SIDE, step):
            rows[r][c] = str(clue)
    return f"nurikabe {SIDE}x{SIDE}\n" + "\n".join(" ".join(row) for row in rows) + "\n"


def _spent(memo: TrialMemo) -> int:
    strong = 0 if memo.strong is None else memo.strong.propagations
    return memo.propagations + strong


def test_a_hint_whose_trials_find_nothing_stops_at_its_allowance(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    allowed = 10
    monkeypatch.setattr(trials, "HINT_WORK", allowed * SIDE * SIDE)
    puzzle, state = parse(_lattice(7, 9))
    store = Answers(seconds=0)
    assert deduced(HintAsk(puzzle, state, None, store)) is None
    with hint_work(puzzle, store).borrow(TrialMemo) as memo:
        # a short trial the memo keeps is run on to its fixpoint: two propagations at most
        assert 0 < _spent(memo) <= 2 * allowed


def test_a_trial_step_still_comes_within_the_allowance() -> None:
    puzzle, state = _trial_board(BOARDS[4])
    hint = deduced(HintAsk(puzzle, state, None, Answers(seconds=0)))
    assert hint is not None
    assert hint.rule.startswith(("trial-", "deep-trial-", "cases-"))


def test_the_allowance_binds_only_large_boards() -> None:
    small, _ = parse(_lattice(7, 9))
    assert trials.hint_allowance(Board(small)).left > 1000  # a whole scan, twice over
    assert trials.HINT_WORK // (200 * 200) <= 30

"""The work Nurikabe hints carry between presses: kept by the game or walk that asks
(core/answers) and lent to one hint at a time (handover.py), stopped by the hint's cancel token;
and the trial scans' dominated values (trials.py), which never hide a trial the rules refute."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest

from puzzlegui.core.answers import Answers
from puzzlegui.core.cancel import Cancelled, CancelToken
from puzzlegui.core.model import HintAsk
from puzzlegui.core.nurikabe.engine.board import Board
from puzzlegui.core.nurikabe.engine.cells import UNKNOWN, WALL, WHITE
from puzzlegui.core.nurikabe.engine.islands import analyse
from puzzlegui.core.nurikabe.hints import deduced, hint_work
from puzzlegui.core.nurikabe.ladder.handover import Handover
from puzzlegui.core.nurikabe.ladder.rungs import LADDER, apply_steps, deep_trial_steps
from puzzlegui.core.nurikabe.ladder.trials import TrialMemo, refutes, scan_of
from puzzlegui.core.nurikabe.puzzle import Mark, Puzzle, State, state_from_marks
from puzzlegui.core.nurikabe.textfmt import parse

BOARDS = sorted((Path(__file__).parents[4] / "boards" / "nurikabe").glob("*.puzzle"))


def test_the_work_comes_back_to_the_next_borrower() -> None:
    box: Handover[list[int]] = Handover()
    with box.borrow(list) as work:
        work.append(1)
    with box.borrow(list) as again:
        assert again is work


def test_a_borrower_never_shares_the_work_lent_out() -> None:
    box: Handover[list[int]] = Handover()
    lent, release = threading.Event(), threading.Event()

    def hold() -> None:
        with box.borrow(list) as work:
            work.append(1)
            lent.set()
            release.wait(5)

    holder = threading.Thread(target=hold)
    holder.start()
    assert lent.wait(5)
    with box.borrow(list, wait=0.01) as other:
        assert other == []  # a fresh one: the lent work is not touched
        other.append(2)
    release.set()
    holder.join(5)
    with box.borrow(list) as work:
        assert work == [1]  # the fresh one was not kept


def test_a_waiting_borrower_gets_the_work_once_given_back() -> None:
    box: Handover[list[int]] = Handover()
    lent = threading.Event()

    def hold() -> None:
        with box.borrow(list) as work:
            work.append(1)
            lent.set()
            threading.Event().wait(0.05)

    holder = threading.Thread(target=hold)
    holder.start()
    assert lent.wait(5)
    with box.borrow(list, wait=5) as work:
        assert work == [1]
    holder.join(5)


def test_each_owner_keeps_its_own_work() -> None:
    puzzle, state = parse(BOARDS[0].read_text())
    game, other = Answers(), Answers()
    assert hint_work(puzzle, game) is hint_work(puzzle, game)
    with hint_work(puzzle, game).borrow(TrialMemo) as memo:
        memo.propagations = 7
    assert deduced(HintAsk(puzzle, state, None, game)) is not None
    with hint_work(puzzle, other).borrow(TrialMemo) as fresh:
        assert fresh.propagations == 0
    with hint_work(puzzle, game).borrow(TrialMemo) as again:
        assert again is memo
    assert hint_work(puzzle) is not hint_work(puzzle)  # no owner: nothing is kept


def _trial_board(path: Path) -> tuple[Puzzle, State]:
    """The board's first state where only the trial rungs find a step (as a player's State)."""
    puzzle, _ = parse(path.read_text())
    board = Board(puzzle)
    v = _before_trials(board, board.start())
    marks = [Mark.WALL if x == WALL else Mark.DOT if x == WHITE else Mark.EMPTY for x in v]
    return puzzle, state_from_marks(puzzle, marks)


def _before_trials(board: Board, v: list[int]) -> list[int]:
    """`v` with the steps of levels 1-7 applied until none is left."""
    while True:
        info = analyse(board, v)
        step = next((s for rule in LADDER[:7] for s in rule(board, v, info)), None)
        if step is None:
            return v
        apply_steps(v, [step])


def test_a_cancelled_hint_stops_in_the_trials_and_gives_the_work_back() -> None:
    puzzle, state = _trial_board(BOARDS[4])
    token = CancelToken()
    token.cancel()
    store = Answers()
    with pytest.raises(Cancelled):
        deduced(HintAsk(puzzle, state, token, store))
    with hint_work(puzzle, store).borrow(TrialMemo, wait=0) as memo:
        assert memo.propagations == 0  # stopped before its first trial, and given back
    assert deduced(HintAsk(puzzle, state, None, store)) is not None


@pytest.mark.slow
@pytest.mark.parametrize("path", BOARDS[2:8], ids=lambda p: p.name)
def test_a_dominated_value_is_never_refuted(path: Path) -> None:
    puzzle, _ = parse(path.read_text())
    board = Board(puzzle)
    v = _before_trials(board, board.start())
    checked = 0
    while UNKNOWN in v:
        scan = scan_of(board, v, analyse(board, v), None)
        free = [(j, x) for j in range(board.size) if v[j] == UNKNOWN for x in (WALL, WHITE)]
        for j, guess in free:
            refutes(board, v, j, guess, 0, scan)
        for j, guess in free:
            if scan.implied[0 if guess == WALL else 1] >> j & 1:
                fresh = scan_of(board, v, analyse(board, v), None)
                assert not refutes(board, v, j, guess, 0, fresh), (j, guess)
                checked += 1
        step = next(deep_trial_steps(board, v, analyse(board, v)), None)
        if step is None:
            break
        apply_steps(v, [step])
        v = _before_trials(board, v)
    assert checked > 0

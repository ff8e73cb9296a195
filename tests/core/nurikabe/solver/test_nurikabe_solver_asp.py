"""The answer-set model (solver/asp.py) against brute force on small random boards, and the
portfolio's engines side by side (solver/engines.py): turns, a model beside ours, a wrong
answer dropped, cancel honoured while both search."""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator

import pytest

from puzzlegui.core.cancel import Budget, Cancelled, CancelToken, TimedOut
from puzzlegui.core.nurikabe.engine.board import Board
from puzzlegui.core.nurikabe.engine.cells import Cells
from puzzlegui.core.nurikabe.puzzle import Puzzle, make_puzzle
from puzzlegui.core.nurikabe.solver import engines
from puzzlegui.core.nurikabe.solver.asp import AspModel
from puzzlegui.core.nurikabe.solver.clock import Clock
from puzzlegui.core.nurikabe.solver.dfs import search
from puzzlegui.core.nurikabe.solver.portfolio import Found

from .test_nurikabe_solver_brute import every_answer
from .test_nurikabe_solver_sat import random_board_or_skip


def asp_answers(board: Board, pausable: bool = False) -> list[Cells]:
    """Every answer of the ASP model in turns (turns of 1 ms, so that most solves are
    cancelled and resumed, or paused)."""
    model = AspModel(board, pausable)
    try:
        return [v for v in model.solutions(0.001) if v is not None]
    finally:
        model.close()


def listed_answers(board: Board) -> list[Cells]:
    """Every answer of the ASP model's one solve listing them all (two cores: Beside), read
    once it has ended, without a call in between."""
    model = AspModel(board)
    try:
        model.ground()
        model.list_all()
        assert model.handle is not None
        assert model.handle.wait(20)
        assert model.over()
        return list(model.listed)
    finally:
        model.close()


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(150))
def test_the_asp_model_finds_every_answer_and_no_other(seed: int) -> None:
    board, _ = random_board_or_skip(seed)
    expected = sorted(bytes(v) for v in every_answer(board))
    answers = listed_answers(board) if seed % 2 else asp_answers(board)
    assert sorted(bytes(v) for v in answers) == expected


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(150, 200))
def test_the_asp_model_agrees_with_our_search_on_larger_boards(seed: int) -> None:
    board, _ = random_board_or_skip(seed, most_cells=36)
    try:
        ours = sorted(bytes(v) for v in search(board, Budget(seconds=10)))
    except TimedOut:
        pytest.skip("too many answers for our search to list in time")
    assert sorted(bytes(v) for v in asp_answers(board)) == ours
    assert sorted(bytes(v) for v in asp_answers(board, pausable=True)) == ours
    assert sorted(bytes(v) for v in listed_answers(board)) == ours


def stalled() -> Iterator[Cells | None]:
    """A search that never finds anything and never ends (a stand-in for ours stalling):
    turns of 2 ms of CPU."""
    while True:
        began = time.thread_time()
        while time.thread_time() - began < 0.002:
            pass
        yield None


def wake(beside: bool) -> threading.Event | None:
    """side_by_side's `beside`: the event the model beside ours sets (None: in turns)."""
    return threading.Event() if beside else None


BOARD = make_puzzle(3, 6, ((0, 4, 8), (2, 1, 4)))
"""A board with seven answers, for the side-by-side tests."""


@pytest.mark.parametrize("beside", [False, True])
def test_the_asp_model_answers_while_ours_stalls(beside: bool) -> None:
    board = Board(BOARD)
    expected = sorted(bytes(v) for v in every_answer(board))
    assert expected
    found = Found(None)
    answers = engines.side_by_side(board, Budget(seconds=20), stalled(), found, wake(beside))
    assert sorted(bytes(v) for v in answers) == expected


@pytest.mark.parametrize("beside", [False, True])
def test_a_wrong_asp_answer_is_dropped_and_ours_answers(
    beside: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    board = Board(BOARD)
    monkeypatch.setattr(engines, "checked", lambda board, v: False)
    ours = search(board, Budget(seconds=20))
    found = Found(None)
    answers = list(engines.side_by_side(board, Budget(seconds=20), ours, found, wake(beside)))
    assert sorted(bytes(v) for v in answers) == sorted(bytes(v) for v in every_answer(board))


def test_beside_the_proof_needs_no_call_from_ours() -> None:
    # The solve started by the build lists every answer and ends in clingo's thread: nothing
    # from this thread (no `news`) is needed between the first answer and the proof.
    news = threading.Event()
    beside = engines.Beside(Board(BOARD), news)
    try:
        model = beside.build.ready(20)
        assert model is not None
        assert model.handle is not None
        assert model.handle.wait(20)
        assert model.over()
        assert news.is_set()  # ours' Clock would end its turn now
        expected = sorted(bytes(v) for v in every_answer(Board(BOARD)))
        assert sorted(bytes(v) for v in model.listed) == expected
        assert sorted(bytes(v) for v in beside.news()) == expected
        assert beside.done
    finally:
        beside.close()


def test_a_build_closed_during_its_lead_ends_without_a_model() -> None:
    # Beside ours the model's thread starts with the solve and waits its lead first: a board
    # ours settles meanwhile must not leave that thread waiting out the lead, nor build.
    build = engines.Build(Board(BOARD), solving=True, lead=60.0)
    build.close()
    build.thread.join(10)
    assert not build.thread.is_alive()
    assert build.ready() is None


def test_a_model_beside_ours_is_built_once_its_lead_is_over() -> None:
    beside = engines.Beside(Board(BOARD), threading.Event(), lead=0.01)
    try:
        model = beside.build.ready(20)
        assert model is not None
        assert model.handle is not None
        assert model.handle.wait(20)
        assert len(list(beside.news())) == 7
    finally:
        beside.close()


def test_a_cancelled_listing_is_not_over() -> None:
    # Beside's `done` (every answer passed on) must not follow from a solve that was stopped.
    model = AspModel(Board(HARD))
    try:
        model.ground()
        model.list_all()
        assert model.handle is not None
        model.handle.cancel()
        assert model.handle.wait(10)
        assert not model.over()
    finally:
        model.close()


HARD = make_puzzle(10, 10, ((1, 1, 37), (2, 2, 36)))
"""Two huge islands: neither engine ends in the time these tests wait."""


@pytest.mark.parametrize("beside", [False, True])
def test_cancel_stops_both_engines(beside: bool) -> None:
    board, token = Board(HARD), CancelToken()
    budget = Budget(cancel=token)

    def ours() -> Iterator[Cells | None]:
        while True:  # ticks the budget as our search does
            budget.tick()
            time.sleep(0.001)
            yield None

    threading.Timer(0.3, token.cancel).start()
    began = time.monotonic()
    with pytest.raises(Cancelled):
        list(engines.side_by_side(board, budget, ours(), Found(None), wake(beside)))
    assert time.monotonic() - began < 5


def test_the_turns_honour_a_time_budget() -> None:
    board, budget = Board(HARD), Budget(seconds=0.3)
    began = time.monotonic()
    with pytest.raises(TimedOut):
        list(engines.side_by_side(board, budget, stalled(), Found(None), None))
    assert time.monotonic() - began < 5


def test_closing_a_paused_model_does_not_wait_forever() -> None:
    # A paused solve waits in the propagator; cancel waits for the solve: close must let it go.
    model = AspModel(Board(HARD), pausable=True)
    turns = model.solutions(0.05)
    assert next(turns) is None  # grounded
    assert next(turns) is None  # searched 50 ms, now paused
    done = threading.Event()
    threading.Thread(target=lambda: (model.close(), done.set()), daemon=True).start()
    assert done.wait(10)


def test_a_clues_reach_is_the_cells_within_its_steps_that_no_other_clue_bars() -> None:
    """asp.reach counts the cells beside clues once (near_clues); the barred cells by their
    definition, per clue, give the same lists."""
    import random

    from puzzlegui.core.nurikabe.solver.asp import near_clues, reach

    def by_definition(board: Board, at: int, n: int) -> list[int]:
        nbs = board.neighbours
        barred = {y for i, m in enumerate(board.clue) if m and i != at for y in (i, *nbs[i])}
        out, ring, seen = [], [at], {at}
        for _ in range(n - 1):
            ring = [y for i in ring for y in nbs[i] if y not in seen and y not in barred]
            seen.update(ring)
            ring = list(dict.fromkeys(ring))
            out.extend(ring)
        return out

    rng = random.Random(2)
    for _ in range(60):
        rows, cols = rng.randint(1, 10), rng.randint(1, 10)
        cells = rng.sample(range(rows * cols), rng.randint(1, max(1, rows * cols // 3)))
        clues = tuple(sorted((i // cols, i % cols, rng.randint(1, 9)) for i in cells))
        board = Board(Puzzle(rows, cols, clues))  # unchecked: any clue, any size
        near = near_clues(board)
        for i, n in enumerate(board.clue):
            if n:
                assert reach(board, i, n, near) == by_definition(board, i, n)


def test_a_woken_clock_is_due_at_once_and_once() -> None:
    news = threading.Event()
    clock = Clock(60.0, news)
    assert not clock.due()
    news.set()
    assert clock.due()  # long before its 60 s
    assert not clock.due()  # the wake was taken
    news.set()
    assert not Clock(0.0, news).due()  # a search that never pauses is not woken either


def test_a_woken_search_pauses_long_before_its_turn_ends() -> None:
    # What Beside's news does to ours (the race's restarting search): its next pause comes at
    # its next node or probe, not after its 60 s turn; unwoken, the same turn gives an answer.
    from puzzlegui.core.nurikabe.solver.restarts import restarting

    news = threading.Event()
    unwoken = restarting(Board(BOARD), Budget(seconds=20), None, 60.0, None, news)
    assert next(unwoken) is not None
    news.set()
    ours = restarting(Board(BOARD), Budget(seconds=20), None, 60.0, None, news)
    assert next(ours) is None
    assert not news.is_set()
    assert next(ours) is not None  # and it goes on

"""What the root's trials imply, kept for later propagations (implied.py): every learned
implication holds in every answer, an entry is used only on boards extending the board it was
learned on, and the search finds what brute force finds with them and without them (the kept
trials alone), visiting fewer or as many nodes with them on janko boards whose root probes
learn."""

from __future__ import annotations

import pytest

from puzzlegui.core.cancel import Budget, run_search
from puzzlegui.core.nurikabe.engine import deduce
from puzzlegui.core.nurikabe.engine.board import Board
from puzzlegui.core.nurikabe.engine.cells import UNKNOWN, WALL, WHITE, Contradiction
from puzzlegui.core.nurikabe.engine.implied import Implied
from puzzlegui.core.nurikabe.puzzle import Puzzle
from puzzlegui.core.nurikabe.solver.dfs import search, steps
from puzzlegui.core.nurikabe.solver.probing import probe
from puzzlegui.core.nurikabe.solver.ruleset import settle
from tests.core.nurikabe.solver.test_nurikabe_solver_brute import every_answer
from tests.core.nurikabe.solver.test_nurikabe_solver_kept import janko_puzzle
from tests.core.nurikabe.solver.test_nurikabe_solver_sat import random_board_or_skip


def _learned(board: Board) -> Implied:
    """The implications the root's probing learns (the board settled and probed)."""
    v = board.start()
    try:
        info = settle(board, v)
        if UNKNOWN in v:
            for _ in probe(board, v, info, Budget()):
                pass
    except Contradiction:
        pass
    return board.memo(Implied)


def _hold(implied: Implied, answer: list[int]) -> bool:
    """True when every learned implication whose literal the answer has holds in it."""
    return all(
        all(answer[i] == x for i, x in cells)
        for (cell, value), (_, cells) in implied.entries.items()
        if answer[cell] == value
    )


@pytest.mark.parametrize("seed", range(60))
def test_every_learned_implication_holds_in_every_answer(seed: int) -> None:
    board, _ = random_board_or_skip(seed)
    implied = _learned(board)
    assert all(_hold(implied, answer) for answer in every_answer(board))


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(100))
def test_every_learned_implication_holds_in_the_answer_of_larger_boards(seed: int) -> None:
    board, answer = random_board_or_skip(seed, most_cells=64)
    assert _hold(_learned(board), answer)


@pytest.mark.slow
def test_the_probes_of_random_roots_learn_something() -> None:
    # Guard for the test above: it must see implications, not empty stores.
    learned = 0
    for seed in range(60):
        try:
            board, _ = random_board_or_skip(seed, most_cells=64)
        except pytest.skip.Exception:
            continue
        learned += sum(len(cells) for _, cells in _learned(board).entries.values())
    assert learned > 100


def test_an_entry_is_used_only_on_boards_extending_its_base() -> None:
    implied = Implied()
    base = [UNKNOWN, WALL, UNKNOWN, UNKNOWN]
    implied.learn(base, (0, WHITE), [(2, WALL)])
    extends = [WHITE, WALL, UNKNOWN, WHITE]
    assert list(implied.found(extends, [0])) == [[(2, WALL)]]
    assert list(implied.found(extends, [3])) == []  # no entry for (3, WHITE)
    other = [WHITE, UNKNOWN, UNKNOWN, UNKNOWN]  # cell 1 undecided: the base does not hold
    assert list(implied.found(other, [0])) == []
    clash = [WHITE, WHITE, UNKNOWN, UNKNOWN]  # cell 1 decided the other way
    assert list(implied.found(clash, [0])) == []
    assert list(implied.found([WALL, WALL, UNKNOWN, UNKNOWN], [0])) == []  # (0, WALL): none


@pytest.mark.slow
@pytest.mark.parametrize("learn", [True, False], ids=["implied", "kept-trials-alone"])
@pytest.mark.parametrize("seed", range(60))
def test_the_search_finds_what_brute_force_finds(
    seed: int, learn: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Without learning, this is the search test_nurikabe_solver_kept.py's trials run in.
    if not learn:
        monkeypatch.setattr(Implied, "learn", lambda *_: None)
    board, _ = random_board_or_skip(seed)
    found = run_search(lambda budget: search(board, budget), limit=1000)
    assert sorted(found.solutions) == sorted(every_answer(board))


CASCADES = ("/1105.a.htm", "/0748.a.htm", "/0570.a.htm")
"""Janko rows whose root probes learn implications that later trials use."""


def _solve(
    puzzle: Puzzle, monkeypatch: pytest.MonkeyPatch, learn: bool
) -> tuple[int, int, list[list[int]]]:
    """Nodes, cells written in from implications, and the answers (at most 2) of our search."""
    written = [0]
    imply = deduce._imply

    def counted(board: Board, v: list[int], changed: list[int], implied: Implied) -> int:
        count = imply(board, v, changed, implied)
        written[0] += count
        return count

    with monkeypatch.context() as patch:
        patch.setattr(deduce, "_imply", counted)
        if not learn:
            patch.setattr(Implied, "learn", lambda *_: None)
        board = Board(puzzle)
        budget = Budget()
        answers = []
        for v in steps(board, budget):
            if v is not None:
                answers.append(v)
            if len(answers) == 2:
                break
    return budget.nodes, written[0], answers


@pytest.mark.slow
@pytest.mark.parametrize("name", CASCADES)
def test_implications_are_used_and_change_no_answer(
    name: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    puzzle = janko_puzzle(name)
    nodes, written, answers = _solve(puzzle, monkeypatch, True)
    plain_nodes, plain_written, plain_answers = _solve(puzzle, monkeypatch, False)
    assert written > 0
    assert plain_written == 0
    assert answers == plain_answers
    assert len(answers) == 1
    assert nodes <= plain_nodes

"""The forcing chain rung (trials.chain_steps): sound against brute force, its chain a real one
(each sub-step is one round of the rules, and the round after the last breaks them, within
CHAIN rounds), its reason marks enough and each one needed; its shortcuts change no step (a
value some trial reached at its fixpoint is never refuted within the chain's rounds)."""

from __future__ import annotations

from pathlib import Path

import pytest

from puzzlegui.core.model import HintAsk
from puzzlegui.core.nurikabe import TYPE, hints
from puzzlegui.core.nurikabe.engine.board import Board
from puzzlegui.core.nurikabe.engine.deduce import (
    GLOBAL_RULES,
    UNKNOWN,
    WALL,
    WHITE,
    Contradiction,
    assign,
    propagate_from,
)
from puzzlegui.core.nurikabe.engine.islands import analyse
from puzzlegui.core.nurikabe.hints import compact
from puzzlegui.core.nurikabe.ladder.rungs import LEVEL, forcing_chain_steps, trial_steps
from puzzlegui.core.nurikabe.ladder.step import Step
from puzzlegui.core.nurikabe.ladder.trials import (
    CHAIN,
    TrialMemo,
    TrialWork,
    bits_of,
    chain_of,
    refutes,
    scan_of,
)
from tests.core.nurikabe.solver.test_nurikabe_solver_brute import check_rule
from tests.core.nurikabe.test_nurikabe_hints import EASIEST

CHAIN_BOARDS = ("chain-wall", "chain-island")
BOARDS = sorted((Path(__file__).parents[4] / "boards" / "nurikabe").glob("*.puzzle"))


def _chains(board: Board, v: list[int]) -> list[tuple[int, int]]:
    w = bytearray(v)
    return [d for step in forcing_chain_steps(board, w, analyse(board, w)) for d in step.decided]


@pytest.mark.slow
def test_forcing_chains_agree_with_brute_force() -> None:
    assert check_rule(_chains, range(80)) > 0  # the rule decided cells on some boards


def _first_chain(rule: str) -> tuple[Board, bytearray, Step]:
    puzzle, state = TYPE.parse(EASIEST[rule])
    board = Board(puzzle)
    v = compact(puzzle, state)
    step = next(forcing_chain_steps(board, v, analyse(board, v)))
    return board, v, step


@pytest.mark.parametrize("rule", CHAIN_BOARDS)
def test_each_sub_step_is_one_round_and_the_next_breaks_the_rules(rule: str) -> None:
    board, v, step = _first_chain(rule)
    ((cell, value),) = step.decided
    assert step.level == LEVEL["chain"]
    assert next(trial_steps(board, v, analyse(board, v)), None) is None  # no short trial here
    t = v.copy()
    assign(board, t, [(cell, WALL + WHITE - value)])
    at = 0
    for size in step.round_sizes:
        before = t.copy()
        propagate_from(board, t, None, 1, GLOBAL_RULES)
        found = [(i, t[i]) for i, x in enumerate(before) if x == UNKNOWN and t[i] != UNKNOWN]
        assert found == step.chain[at : at + size]
        at += size
    assert at == len(step.chain)
    with pytest.raises(Contradiction):
        propagate_from(board, t, None, 1, GLOBAL_RULES)
    assert step.params["rounds"] == len(step.round_sizes) + 1 <= CHAIN


@pytest.mark.parametrize("rule", CHAIN_BOARDS)
def test_a_chain_hint_lists_its_rounds_between_supposition_and_contradiction(rule: str) -> None:
    puzzle, state = TYPE.parse(EASIEST[rule])
    hint = TYPE.hint(HintAsk(puzzle, state))
    assert hint is not None
    assert hint.rule == rule
    first, *rounds, last = hint.substeps
    assert first.cells == hint.cells
    assert "suppose" in str(first.phrase)
    assert "contradiction" in str(last.phrase)
    assert rounds
    assert all(s.cells for s in rounds)
    assert f"within {len(rounds) + 1} rounds" in hint.text


def _holds(board: Board, v: bytearray, keep: set[int], supposed: tuple[int, int]) -> bool:
    """Whether the supposition still breaks the rules within CHAIN rounds on the clues and the
    marks of `keep` alone."""
    w = board.start()
    for i in keep:
        w[i] = v[i]
    try:
        return chain_of(board, w, supposed) is not None
    except Contradiction:
        return False


def test_a_chain_hints_marks_are_enough_and_each_is_needed() -> None:
    rule = "chain-wall"  # a chain that reads nine marks
    puzzle, state = TYPE.parse(EASIEST[rule])
    hint = TYPE.hint(HintAsk(puzzle, state))
    assert hint is not None
    assert hint.reason_cells
    board, v = Board(puzzle), compact(puzzle, state)
    cols = puzzle.cols
    ((r, c),) = hint.cells
    value = WALL if rule == "chain-wall" else WHITE
    supposed = (r * cols + c, WALL + WHITE - value)
    marks = {a * cols + b for a, b in hint.reason_cells}
    assert _holds(board, v, marks, supposed)
    for i in marks:
        assert not _holds(board, v, marks - {i}, supposed), divmod(i, cols)
    for a, b in hint.reason_cells:  # every lit mark is named in the sentence
        assert f"row {a + 1}, column {b + 1}" in hint.text


def test_a_chain_that_reads_many_marks_names_the_board_and_lights_none() -> None:
    # The island chain's rounds read 17 marks (wall connectivity reads every wall): more than
    # a sentence should list (reasons.CHAIN_NAMED).
    puzzle, state = TYPE.parse(EASIEST["chain-island"])
    hint = TYPE.hint(HintAsk(puzzle, state))
    assert hint is not None
    assert hint.reason_cells == ()
    assert hint.text.startswith("Given the marks on the board, if ")


@pytest.mark.parametrize("rule", CHAIN_BOARDS)
def test_the_short_trials_fixpoints_change_no_chain(rule: str) -> None:
    puzzle, state = TYPE.parse(EASIEST[rule])
    board, v = Board(puzzle), compact(puzzle, state)
    info = analyse(board, v)
    memo = TrialMemo()
    assert next(trial_steps(board, v, info, TrialWork(memo)), None) is None
    assert memo.settled[0] == bits_of(v)
    assert memo.settled[1] != (0, 0)  # some short trial reached a fixpoint
    lent = next(forcing_chain_steps(board, v, info, TrialWork(memo)))
    alone = next(forcing_chain_steps(board, v, analyse(board, v)))
    assert lent.decided == alone.decided
    assert lent.chain == alone.chain
    assert lent.level == LEVEL["chain"]


@pytest.mark.slow
@pytest.mark.parametrize("path", BOARDS[2:6], ids=lambda p: p.name)
def test_a_value_a_chain_trial_settled_on_is_never_refuted_within_the_chain(path: Path) -> None:
    puzzle, _ = TYPE.parse(path.read_text())
    board = Board(puzzle)
    v = board.start()
    checked = 0
    for _ in range(40):
        if UNKNOWN not in v:
            break
        scan = scan_of(board, v, analyse(board, v), None)
        free = [(j, x) for j in range(board.size) if v[j] == UNKNOWN for x in (WALL, WHITE)]
        for j, guess in free:
            refutes(board, v, j, guess, CHAIN, scan)
        for j, guess in free:
            if scan.implied[0 if guess == WALL else 1] >> j & 1:
                fresh = scan_of(board, v, analyse(board, v), None)
                assert not refutes(board, v, j, guess, CHAIN, fresh), (j, guess)
                checked += 1
        level, _ = hints.easiest_round(board, v)  # the grade's next round, in place
        if level == 0:
            break
    assert checked > 0

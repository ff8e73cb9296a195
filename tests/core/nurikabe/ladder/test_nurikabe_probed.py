"""Nested trials with the solver's probing inside, and one case split (ladder/probed.py): the
last step a player's hint looks for with the solution known. Every step gives the solution's
value, and its explanation is checked claim by claim with the rules alone (on a fresh board):
each value an inner probe forced is forced because its other value runs the rules into a
contradiction, each pair of cells decided alike is decided so by both values of the probed
cell, and the supposition (each case of a split) ends in a contradiction."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from puzzlegui.core.answers import Answers
from puzzlegui.core.model import HintAsk, SolveStatus
from puzzlegui.core.nurikabe import TYPE, hints
from puzzlegui.core.nurikabe.engine.board import Board
from puzzlegui.core.nurikabe.engine.cells import UNKNOWN, WALL, WHITE
from puzzlegui.core.nurikabe.engine.deduce import Contradiction, assign
from puzzlegui.core.nurikabe.engine.islands import analyse
from puzzlegui.core.nurikabe.hints import _guided, compact, explain
from puzzlegui.core.nurikabe.ladder import meter, trials
from puzzlegui.core.nurikabe.ladder.probed import probed_steps
from puzzlegui.core.nurikabe.ladder.rungs import LEVEL, guided_steps, probed_guided_steps
from puzzlegui.core.nurikabe.ladder.step import Step
from puzzlegui.core.nurikabe.ladder.trials import Allowance
from puzzlegui.core.nurikabe.puzzle import Puzzle
from puzzlegui.core.nurikabe.solver.ruleset import settle
from puzzlegui.core.nurikabe.textfmt import parse
from puzzlegui.core.nurikabe.texts_es import TRANSLATION

ROOT = Path(__file__).parents[4]
STALLS = [Path(__file__).parent / f"stall-corner-clues-70-{k}.puzzle" for k in "ab"]
"""Our corner-clues-70 (data/nurikabe-hard.jsonl) at two stalls of its hint walk."""
BOARDS = ROOT / "boards" / "nurikabe"


def answer_of(puzzle: Puzzle) -> bytearray:
    result = TYPE.solve(puzzle, limit=2)
    assert result.status is SolveStatus.SOLVED
    assert result.solution is not None
    return compact(puzzle, result.solution)


def other(value: int) -> int:
    return WALL if value == WHITE else WHITE


def settled(puzzle: Puzzle, w: bytearray, extra: list[tuple[int, int]]) -> bytearray | None:
    """The board the rules reach on a fresh board from `w` with `extra`, or None when they run
    into a contradiction."""
    board, t = Board(puzzle), w.copy()
    try:
        assign(board, t, extra)
        settle(board, t)
    except Contradiction:
        return None
    return t


def breaks(puzzle: Puzzle, w: bytearray, extra: list[tuple[int, int]]) -> bool:
    return settled(puzzle, w, extra) is None


def follows(
    puzzle: Puzzle, w: bytearray, chain: list[tuple[int, int]], either: dict[int, int]
) -> bytearray | None:
    """Check each claim of `chain` on `w` (already supposed) with the rules alone, write it in,
    and return the board after the chain, settled; None when the chain's last value runs the
    rules into the contradiction (both values of its cell fail)."""
    w = settled(puzzle, w, []) or w
    for at, (i, value) in enumerate(chain):
        probe = either.get(i)
        if probe is None:  # forced: the other value breaks the rules
            assert breaks(puzzle, w, [(i, other(value))]), (i, value)
        else:  # alike: both values of the probed cell give it (or break the rules)
            for guess in (WALL, WHITE):
                after = settled(puzzle, w, [(probe, guess)])
                assert after is None or after[i] == value, (i, probe, guess)
        after = settled(puzzle, w, [(i, value)])
        if after is None:
            assert at == len(chain) - 1  # the contradiction ends the chain
            return None
        w = after
    return w


def ends_in_contradiction(
    puzzle: Puzzle, w: bytearray, chain: list[tuple[int, int]], either: dict[int, int]
) -> bool:
    end = follows(puzzle, w, chain, either)
    return end is None or breaks(puzzle, end, [])


def check_step(puzzle: Puzzle, v: bytearray, answer: bytearray, step: Step) -> None:
    ((cell, value),) = step.decided
    assert value == answer[cell]
    assert step.level == LEVEL["nested-trial"]
    w = v.copy()
    w[cell] = other(value)
    if not step.cases:
        assert step.rule == "nested-trial"
        assert ends_in_contradiction(puzzle, w, step.chain, step.either)
        return
    assert step.rule == "nested-cases"
    end = follows(puzzle, w, step.chain, step.either)
    assert end is not None
    assert not breaks(puzzle, end, [])  # probing stopped short: the split was needed
    (split, first, *_), (again, second, *_) = step.cases
    assert split == again == step.places["other"]
    assert {first, second} == {WALL, WHITE}
    assert end[split] == UNKNOWN
    for split, case_value, chain, either in step.cases:
        case = end.copy()
        case[split] = case_value
        assert ends_in_contradiction(puzzle, case, chain, either)


def test_every_step_on_a_hard_board_holds_claim_by_claim() -> None:
    puzzle, _ = parse((BOARDS / "09-hard-10x10.puzzle").read_text(encoding="utf-8"))
    answer = answer_of(puzzle)
    board = Board(puzzle)
    v = board.start()
    rules = []
    for j in (j for j in range(board.size) if v[j] == UNKNOWN):
        for step in probed_steps(board, [j], v, LEVEL["nested-trial"], answer, Allowance(10**6)):
            check_step(puzzle, v, answer, step)
            rules.append(step.rule)
    assert rules.count("nested-cases") >= 1  # the split is met and checked too
    assert rules.count("nested-trial") >= 40


def stalls() -> tuple[Puzzle, bytearray, list[bytearray]]:
    """Two boards of our hard set where a hint's walk stalled: neither a single trial nor a
    nested trial of rungs.guided_steps finds a step, however long they run (checked below)."""
    boards = []
    for path in STALLS:
        puzzle, state = TYPE.parse(path.read_text(encoding="utf-8"))
        boards.append(compact(puzzle, state))
    return puzzle, answer_of(puzzle), boards


@pytest.mark.parametrize(("which", "rule"), [(0, "nested-cases"), (1, "nested-trial")])
def test_where_no_trial_or_nested_trial_refutes_a_value_probing_does(which: int, rule: str) -> None:
    puzzle, answer, boards = stalls()
    v = boards[which]
    board = Board(puzzle)
    info = analyse(board, v)
    assert list(guided_steps(board, v, info, answer, Allowance(10**7))) == []
    (step,) = probed_guided_steps(board, v, answer, Allowance(10**7))
    assert step.rule == rule
    check_step(puzzle, v, answer, step)


@pytest.mark.parametrize("given", [0, 1, 7, 60])
def test_the_scan_stops_with_its_allowance(given: int) -> None:
    puzzle, answer, boards = stalls()
    v, board = boards[0], Board(puzzle)
    # told the opposite of the answer, every supposition is a right value: none is refuted
    opposite = bytearray(other(x) for x in answer)
    allowance = Allowance(given)
    assert list(probed_guided_steps(board, v, opposite, allowance)) == []
    assert allowance.left <= 1  # a probe takes two: one may be left


def test_a_split_reads_as_a_case_for_each_value_in_both_languages() -> None:
    puzzle, _ = parse((BOARDS / "09-hard-10x10.puzzle").read_text(encoding="utf-8"))
    step = Step(
        LEVEL["nested-trial"],
        "nested-cases",
        [(0, WALL)],
        [3, 5],
        {"other": 5},
        chain=[(3, WHITE)],
        cases=[(5, WALL, [(6, WHITE), (7, WALL)], {7: 6}), (5, WHITE, [], {})],
    )
    hint = explain(puzzle, step)
    assert hint.rule == "nested-cases-wall"
    assert "neither" in hint.text
    codes = [sub.phrase.code for sub in hint.substeps]
    depths = [sub.depth for sub in hint.substeps]
    assert depths == [0, 0, 0, 1, 1, 1, 0, 1]  # a case's lines lie inside it
    assert hint.substeps[3].to_json()["depth"] == 1
    assert "depth" not in hint.substeps[0].to_json()
    assert codes == [
        "nurikabe.sub-suppose-island",
        "nurikabe.sub-then-island",
        "nurikabe.sub-case-wall",
        "nurikabe.sub-then-island",
        "nurikabe.sub-either",
        "nurikabe.sub-contradiction",
        "nurikabe.sub-case-island",
        "nurikabe.sub-contradiction",
    ]
    for code in ("nested-cases-wall", "nested-cases-island"):
        assert code in TRANSLATION.hints
    for code in ("nurikabe.sub-case-wall", "nurikabe.sub-case-island", "nurikabe.sub-either"):
        assert code in TRANSLATION.messages


def test_a_players_hint_at_the_stall_is_the_split_not_the_solutions_cell() -> None:
    puzzle, state = TYPE.parse(STALLS[0].read_text(encoding="utf-8"))
    solution = TYPE.solve(puzzle, limit=2).solution
    assert solution is not None
    hint = _guided(HintAsk(puzzle, state, None, Answers()), solution)
    assert hint is not None
    assert hint.rule in ("nested-cases-wall", "nested-cases-island")
    assert not hint.from_solution
    ((row, col),) = [move.cell for move in hint.moves]
    assert hint.moves[0].mark is solution.marks[row * puzzle.cols + col]
    assert [s.phrase.code for s in hint.substeps].count("nurikabe.sub-contradiction") == 2
    graded = HintAsk(puzzle, state, None, Answers(), by_hints=True)
    assert _guided(graded, solution) is None  # a grade's walk is the ladder's alone


def test_the_probed_search_counts_to_its_own_allowance(monkeypatch: pytest.MonkeyPatch) -> None:
    # Its count is scaled as its clock is (trials.GUIDED_SCALE): with the hint's own count it
    # stopped on janko's 14x24 boards at about 1.6 s of its 2 s.
    puzzle, state = TYPE.parse(STALLS[0].read_text(encoding="utf-8"))
    solution = TYPE.solve(puzzle, limit=2).solution
    assert solution is not None
    given: list[int] = []

    def counted(
        board: Board, v: bytearray, answer: bytearray, allowance: Allowance
    ) -> Iterator[Step]:
        given.append(allowance.left)
        return iter(())

    monkeypatch.setattr(hints, "probed_guided_steps", counted)
    monkeypatch.setattr(hints, "guided_steps", lambda *args: iter(()))
    assert _guided(HintAsk(puzzle, state, None, Answers()), solution) is None
    board = Board(puzzle)
    assert given == [trials.guided_allowance(board).left]
    assert given[0] == trials.GUIDED_SCALE * trials.hint_allowance(board).left


def test_the_probed_searchs_count_is_scaled_as_its_clock(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.undo()  # the clocks as shipped, not the tests' (conftest.py)
    assert trials.GUIDED_SCALE * meter.HINT_CPU == meter.GUIDED_CPU

"""Deep trials found with the solution's help (rungs.guided_steps, hints._guided): the hint a
player gets where every rung ran out of its allowance, before a cell is copied from the
solution. Each step is a value of a free cell that the solver's rules refute, so the cell takes
the solution's value; the scan stays within its allowance; and the generic hint order asks for
it between the ladder and the solution's cell."""

from __future__ import annotations

from pathlib import Path

import pytest

from puzzlegui.core import answers
from puzzlegui.core.answers import Answers
from puzzlegui.core.model import Hint, HintAsk, SolveResult, SolveStatus
from puzzlegui.core.nurikabe import TYPE
from puzzlegui.core.nurikabe.engine.board import Board
from puzzlegui.core.nurikabe.engine.cells import UNKNOWN, WALL, WHITE
from puzzlegui.core.nurikabe.engine.deduce import Contradiction, assign, propagate_from
from puzzlegui.core.nurikabe.engine.islands import analyse
from puzzlegui.core.nurikabe.hints import _guided, compact, easiest_round
from puzzlegui.core.nurikabe.ladder.rungs import LEVEL, guided_steps, spread
from puzzlegui.core.nurikabe.ladder.trials import Allowance, trial_rules
from puzzlegui.core.nurikabe.puzzle import Puzzle
from puzzlegui.core.nurikabe.textfmt import parse

BOARDS = sorted((Path(__file__).parents[4] / "boards" / "nurikabe").glob("*.puzzle"))


def solved(path: Path) -> tuple[Puzzle, Board, bytearray]:
    puzzle, _ = parse(path.read_text(encoding="utf-8"))
    result = TYPE.solve(puzzle, limit=2)
    assert result.status is SolveStatus.SOLVED
    assert result.solution is not None
    return puzzle, Board(puzzle), compact(puzzle, result.solution)


def contradicts(board: Board, v: bytearray, cell: int, value: int) -> bool:
    """The solver's rules run to their end from `value` at `cell` meet a contradiction."""
    trial = v.copy()
    try:
        assign(board, trial, [(cell, value)])
        propagate_from(board, trial, None, 0, trial_rules(board))
    except Contradiction:
        return True
    return False


@pytest.mark.parametrize("path", BOARDS[::4], ids=lambda p: p.stem)
def test_the_step_is_the_solutions_value_and_the_other_is_refuted(path: Path) -> None:
    _, board, answer = solved(path)
    v = board.start()
    steps = list(guided_steps(board, v, analyse(board, v), answer, Allowance(10**6)))
    assert len(steps) == 1
    ((cell, value),) = steps[0].decided
    assert (steps[0].level, steps[0].rule) == (LEVEL["deep-trial"], "deep-trial")
    assert value == answer[cell]
    assert contradicts(board, v, cell, WALL if value == WHITE else WHITE)


def test_where_no_single_trial_refutes_a_value_a_nested_one_does() -> None:
    path = next(p for p in BOARDS if p.stem == "09-hard-10x10")
    _, board, answer = solved(path)
    v = board.start()
    while True:  # the grade's walk up to its first nested trial
        before = v.copy()
        level, _ = easiest_round(board, v)
        assert level, "the walk stalled before a nested trial"
        if level == LEVEL["nested-trial"]:
            break
    v = before
    info = analyse(board, v)
    free = [j for j in range(board.size) if v[j] == UNKNOWN]
    assert not any(contradicts(board, v, j, WALL if answer[j] == WHITE else WHITE) for j in free)
    (step,) = guided_steps(board, v, info, answer, Allowance(10**6))
    ((cell, value),) = step.decided
    assert (step.level, step.rule) == (LEVEL["nested-trial"], "nested-trial")
    assert value == answer[cell]
    assert step.chain
    assert all(v[k] == UNKNOWN for k, _ in step.chain)  # inner trials on free cells


def test_the_scan_stops_with_its_allowance() -> None:
    _, board, answer = solved(BOARDS[0])
    v = board.start()
    info = analyse(board, v)
    # told the opposite of the answer, every trial supposes a right value: none is refuted
    opposite = bytearray(WALL if x == WHITE else WHITE for x in answer)
    for given in (0, 5, 40):
        allowance = Allowance(given)
        assert list(guided_steps(board, v, info, opposite, allowance)) == []
        assert allowance.left == 0


def test_spread_scatters_a_run_of_cells_the_same_way_every_time() -> None:
    cells = list(range(400))
    order = spread(cells)
    assert sorted(order) == cells
    assert spread(cells) == order
    last_third = set(range(267, 400))
    first = next(k for k, j in enumerate(order) if j in last_third)
    assert first < 10  # board order would reach the run after 267 cells


def test_the_hint_is_a_deep_trial_with_the_solutions_value() -> None:
    puzzle, _ = parse(BOARDS[5].read_text(encoding="utf-8"))
    solution = TYPE.solve(puzzle, limit=2).solution
    assert solution is not None
    ask = HintAsk(puzzle, TYPE.new_state(puzzle), None, Answers())
    hint = _guided(ask, solution)
    assert hint is not None
    assert hint.rule in ("deep-trial-wall", "deep-trial-island")
    assert not hint.from_solution
    for move in hint.moves:
        row, col = move.cell
        assert move.mark is solution.marks[row * puzzle.cols + col]
    graded = HintAsk(puzzle, TYPE.new_state(puzzle), None, Answers(), by_hints=True)
    assert _guided(graded, solution) is None  # a grade's walk is the ladder's alone


def fake_order(guided: Hint | None) -> Hint | None:
    """The generic hint order on a board whose rules find nothing and whose solve answers."""
    rule_hint = Hint((), (), (), "from-solution", 9, "copied", {}, True)
    step = answers.hint_in_order(
        lambda p, s: False,
        lambda p, **_: SolveResult(SolveStatus.SOLVED, ["answer"], 1, 0.0),
        lambda p, s, sol: None,
        lambda p, s, sol: None,
        lambda ask: None,
        lambda p, s, sol: rule_hint,
        lambda ask, sol: guided if sol == "answer" else None,
    )
    return step(HintAsk("puzzle", "state", None, Answers()))


def test_the_hint_order_asks_for_a_guided_step_before_the_solutions_cell() -> None:
    found = Hint((), (), (), "deep-trial-wall", 11, "a trial", {})
    assert fake_order(found) is found
    fallback = fake_order(None)
    assert fallback is not None
    assert fallback.from_solution

"""Issue 35 part 6: a Nurikabe hint's costly rungs stop at its CPU allowance (ladder/meter.py),
each within its share, and then the hint takes the solution's cell; a forcing chain's reason
search cut short names no mark."""

from __future__ import annotations

from pathlib import Path

import pytest

from puzzlegui.core.answers import Answers
from puzzlegui.core.cancel import Cancelled, CancelToken
from puzzlegui.core.model import HintAsk
from puzzlegui.core.nurikabe import TYPE, hints
from puzzlegui.core.nurikabe.engine.board import Board
from puzzlegui.core.nurikabe.engine.islands import analyse
from puzzlegui.core.nurikabe.hints import compact, deduced
from puzzlegui.core.nurikabe.ladder import meter
from puzzlegui.core.nurikabe.ladder.meter import Meter, Spent
from puzzlegui.core.nurikabe.ladder.rungs import few_case_steps, forcing_chain_steps
from tests.core.nurikabe.test_nurikabe_hints import EASIEST

BOARDS = sorted((Path(__file__).parents[4] / "boards" / "nurikabe").glob("*.puzzle"))


def _reads(clock: Meter) -> None:
    """As many reads of `stop` as it takes for the meter to look at its clock."""
    for _ in range(meter.READS):
        clock()


class Ticks:
    """A clock that moves only when told."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def test_each_costly_rung_may_run_for_half_of_what_is_left() -> None:
    ticks = Ticks()
    clock = Meter(lambda: None, 1.0, ticks)
    ticks.now = 0.2
    clock.rung()  # until 0.2 + 0.8 / 2
    ticks.now = 0.59
    _reads(clock)
    ticks.now = 0.61
    with pytest.raises(Spent):
        _reads(clock)
    clock.rung(last=True)  # the last rung: all of it
    ticks.now = 0.99
    _reads(clock)
    ticks.now = 1.01
    with pytest.raises(Spent):
        _reads(clock)
    clock.rung()  # past the deadline: a rung stops at once
    with pytest.raises(Spent):
        _reads(clock)


def test_the_meter_reads_the_cancel_token_first() -> None:
    token = CancelToken()
    token.cancel()
    ticks = Ticks()
    clock = Meter(token.raise_if_cancelled, 0.0, ticks)
    ticks.now = 1.0
    with pytest.raises(Cancelled):
        clock()


def test_past_the_allowance_the_rules_give_up_and_the_solution_steps_in(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    puzzle, state = TYPE.parse(EASIEST["chain-wall"])
    assert deduced(HintAsk(puzzle, state, None, Answers(seconds=0))) is not None
    monkeypatch.setattr(meter, "HINT_CPU", 0.0)
    assert deduced(HintAsk(puzzle, state, None, Answers(seconds=0))) is None
    monkeypatch.setattr(meter, "GUIDED_CPU", 0.0)  # the steps found with the solution's help
    hint = TYPE.hint(HintAsk(puzzle, state))
    assert hint is not None
    assert hint.rule.startswith("from-solution")


def test_a_grades_walk_never_meets_the_clock(monkeypatch: pytest.MonkeyPatch) -> None:
    """A grade's or score's walk (HintAsk.by_hints) has no CPU allowance: its steps, like the
    grade's, are the same on any machine, however loaded."""
    puzzle, state = TYPE.parse(EASIEST["chain-wall"])
    monkeypatch.setattr(meter, "HINT_CPU", 0.0)
    hint = deduced(HintAsk(puzzle, state, None, Answers(seconds=0), by_hints=True))
    assert hint is not None
    assert hint.rule == "chain-wall"


def test_the_rungs_before_the_trials_never_meet_the_clock(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(meter, "HINT_CPU", 0.0)
    puzzle, state = TYPE.parse(EASIEST["complete-island"])
    hint = deduced(HintAsk(puzzle, state, None, Answers(seconds=0)))
    assert hint is not None
    assert hint.rule == "complete-island"


def test_a_chain_whose_reason_search_runs_out_names_the_board() -> None:
    puzzle, state = TYPE.parse(EASIEST["chain-wall"])  # its chain names nine marks
    board, v = Board(puzzle), compact(puzzle, state)
    info = analyse(board, v)
    step = next(forcing_chain_steps(board, v, info))

    def spent() -> None:
        raise Spent

    board.stop = spent
    hints._name_reasons(board, v, info, step)
    hint = hints.explain(puzzle, step)
    assert hint.reason_cells == ()
    assert hint.text.startswith("Given the marks on the board, if ")


def test_the_island_cases_read_the_clock_while_listing_the_ways() -> None:
    # Listing every growing island's ways took a tenth of a second on a 50x50 board with no
    # read of the clock: a hint ran past its allowance there.
    puzzle, state = TYPE.parse(EASIEST["chain-wall"])
    board, v = Board(puzzle), compact(puzzle, state)
    info = analyse(board, v)

    def spent() -> None:
        raise Spent

    board.stop = spent
    with pytest.raises(Spent):
        next(few_case_steps(board, v, info), None)

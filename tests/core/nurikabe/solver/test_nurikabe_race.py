"""The second search (restarts.py) finds what the plain search finds, and the race (race.py) in a
real helper process: its answers, a helper that cannot start or dies, cancel, and a helper whose
search is abandoned ends with its input."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import time
import warnings
from collections.abc import Callable, Iterator
from itertools import islice
from typing import Any

import pytest

from puzzlegui.core.cancel import Budget, Cancelled, CancelToken
from puzzlegui.core.model import SolveStatus
from puzzlegui.core.nurikabe import TYPE, solver
from puzzlegui.core.nurikabe.engine.board import Board
from puzzlegui.core.nurikabe.engine.cells import UNKNOWN, WALL, WHITE, Cells, Contradiction
from puzzlegui.core.nurikabe.puzzle import Puzzle, make_puzzle
from puzzlegui.core.nurikabe.solver import portfolio, race, restarts, standby
from puzzlegui.core.nurikabe.solver.dfs import search, steps
from puzzlegui.core.nurikabe.solver.exchange import Exchange
from puzzlegui.core.nurikabe.solver.probing import Kept
from puzzlegui.core.nurikabe.solver.ruleset import settle
from tests.core.nurikabe.engine.test_nurikabe_solver_span import clues_of, random_answer
from tests.data import data_rows


def random_puzzle(seed: int) -> Puzzle | None:
    """A 4x4 to 6x6 puzzle from a random answer with some of its clues left out (so that many
    have several solutions, and the search must branch); None when the walk got stuck."""
    rng = random.Random(seed)
    rows, cols = rng.randint(4, 6), rng.randint(4, 6)
    answer = random_answer(rng, rows, cols, rng.randint(1, rows * cols // 2))
    if answer is None:
        return None
    clues = [clue for clue in clues_of(rng, answer, rows, cols) if rng.random() < 0.8]
    return make_puzzle(rows, cols, clues)


MOST = 20
"""Random boards with more solutions than this are left out (each restart finds them again)."""


def solutions(found: Iterator[list[int] | None]) -> list[bytes]:
    """Solutions in a fixed order, to compare (a search's pauses, None, left out)."""
    return sorted(bytes(v) for v in found if v is not None)


def few_answer_boards(seeds: int) -> Iterator[tuple[int, Puzzle, list[bytes]]]:
    """(seed, puzzle, the plain search's solutions) for the random boards of the first `seeds`
    seeds with at most MOST solutions (hundreds, on one or two clues, take seconds and test
    nothing more)."""
    for seed in range(seeds):
        puzzle = random_puzzle(seed)
        if puzzle is None:
            continue
        plain = solutions(islice(search(Board(puzzle), Budget(seconds=30)), MOST + 1))
        if len(plain) <= MOST:
            yield seed, puzzle, plain


def counted(
    monkeypatch: pytest.MonkeyPatch, owner: object, name: str, plain: Callable[..., Any]
) -> list[int]:
    """Replace `owner.name` by `plain` counting its calls: the list of calls (one 1 each)."""
    calls: list[int] = []

    def counting(*args: Any, **kwargs: Any) -> Any:
        calls.append(1)
        return plain(*args, **kwargs)

    monkeypatch.setattr(owner, name, counting)
    return calls


@pytest.mark.slow
def test_restarts_find_every_solution_the_plain_search_finds(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # Restarts after every node (then 2, 4, ...), so that small boards restart too.
    monkeypatch.setattr(restarts, "RESTART", 1)
    runs = counted(monkeypatch, restarts, "run", solver.dfs.run)
    restarted = checked = 0
    for seed, puzzle, plain in few_answer_boards(250):
        runs.clear()
        again = solutions(restarts.restarting(Board(puzzle), Budget(seconds=30)))
        assert again == plain, seed
        checked += 1
        restarted += len(runs) > 1
    assert checked >= 80
    assert restarted >= 35  # the restarts were exercised, not only the first run


def janko_row(number: str) -> dict[str, Any]:
    """A janko row of the data set, by its number."""
    for row in data_rows("janko/nurikabe.jsonl"):
        if str(row["id"]).endswith(f"/{number}.a.htm"):
            return row
    raise LookupError(number)


def janko(number: str) -> Puzzle:
    """A janko board of the data set, by its number."""
    return TYPE.puzzle_from_json(janko_row(number)["puzzle"])


@pytest.fixture
def rivals(monkeypatch: pytest.MonkeyPatch) -> list[race.Rival]:
    """The helpers the portfolio makes, started as soon as our search first pauses (on any
    machine: one core or PUZZLEGUI_ONE_CORE would otherwise start none)."""
    monkeypatch.setattr(race, "RACE_AFTER", 0.0)
    monkeypatch.setattr(race, "_cores", lambda: 2)
    monkeypatch.delenv("PUZZLEGUI_ONE_CORE", raising=False)
    made: list[race.Rival] = []

    def kept_rival(puzzle: Puzzle, budget: Budget) -> race.Rival | None:
        rival = race.rival(puzzle, budget)
        made.extend([] if rival is None else [rival])
        return rival

    monkeypatch.setattr(portfolio, "rival", kept_rival)
    return made


@pytest.mark.slow
def test_the_helper_process_answers_like_our_search() -> None:
    checked = 0
    for _, puzzle, plain in few_answer_boards(20):
        budget = Budget(seconds=30)
        other = race.Rival(puzzle, budget, after=0.0)
        try:
            got: list[list[int]] = []
            while not other.done:
                got.extend(other.news())
                assert other.proc is not None, "the helper has gone"
        finally:
            other.close()
        assert solutions(iter(got)) == plain
        checked += 1
    assert checked >= 4


@pytest.mark.slow
def test_a_helper_that_cannot_start_leaves_our_search_alone(
    monkeypatch: pytest.MonkeyPatch, rivals: list[race.Rival]
) -> None:
    monkeypatch.setattr(sys, "executable", "/nonexistent/python")
    standby.drop()  # a helper started by an earlier test would still be there
    puzzle = janko("0570")  # our search runs long enough to try the helper
    result = TYPE.solve(puzzle, limit=2, seconds=60)
    assert not rivals  # none is made: ours searches as it does alone
    assert result.status is SolveStatus.SOLVED
    assert TYPE.is_solved(puzzle, result.solutions[0])


@pytest.mark.slow
def test_a_helper_that_dies_leaves_our_search_alone(
    monkeypatch: pytest.MonkeyPatch, rivals: list[race.Rival]
) -> None:
    killed: list[race.Rival] = []
    plain_launch = race.Rival._launch

    def launch_and_kill(self: race.Rival) -> None:
        plain_launch(self)
        assert self.proc is not None
        self.proc.kill()
        killed.append(self)

    monkeypatch.setattr(race.Rival, "_launch", launch_and_kill)
    puzzle = janko("0570")
    result = TYPE.solve(puzzle, limit=2, seconds=60)
    assert killed
    assert result.status is SolveStatus.SOLVED
    assert TYPE.is_solved(puzzle, result.solutions[0])


@pytest.mark.slow
def test_cancel_stops_the_helper(monkeypatch: pytest.MonkeyPatch, rivals: list[race.Rival]) -> None:
    # Cancel as soon as the helper runs (our search is still in 0690's seconds of root probing).
    token = CancelToken()
    helpers: list[subprocess.Popen[str]] = []
    plain_check = Budget.check

    def check(budget: Budget) -> None:
        for rival in rivals:
            if rival.proc is not None and not helpers:
                helpers.append(rival.proc)
                token.cancel()
        plain_check(budget)

    monkeypatch.setattr(Budget, "check", check)
    with pytest.raises(Cancelled):
        list(portfolio.solutions(Board(janko("0690")), Budget(cancel=token)))
    assert helpers, "the helper never started"
    assert helpers[0].poll() is not None  # killed and reaped, not left running


def test_the_helper_ends_when_its_input_ends() -> None:
    # Our process gone (or the race over) closes the helper's input: it must not search on.
    puzzle = janko("0690")  # seconds of work for the helper
    spec = {"rows": puzzle.rows, "cols": puzzle.cols, "clues": puzzle.clues, "seconds": None}
    helper = subprocess.Popen(
        [sys.executable, "-m", standby.HELPER],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        env=standby.environment(),
    )
    out, _ = helper.communicate(json.dumps(spec) + "\n", timeout=30)
    assert helper.returncode == 0
    assert "done" not in out  # it stopped at the end of its input, not at the end of its search


def test_no_helper_with_a_node_limit_one_core_or_no_python(monkeypatch: pytest.MonkeyPatch) -> None:
    # A node limit keeps a generator's puzzles the same for a seed: the answer may not depend on
    # which process finishes first. PUZZLEGUI_ONE_CORE keeps the second core free.
    puzzle = make_puzzle(3, 3, [(0, 0, 1)])
    assert race.rival(puzzle, Budget(seconds=5, max_nodes=10)) is None
    monkeypatch.setenv("PUZZLEGUI_ONE_CORE", "1")
    assert race.rival(puzzle, Budget(seconds=5)) is None
    monkeypatch.delenv("PUZZLEGUI_ONE_CORE")
    monkeypatch.setattr(race, "_cores", lambda: 1)
    assert race.rival(puzzle, Budget(seconds=5)) is None
    monkeypatch.setattr(race, "_cores", lambda: 2)
    made = race.rival(puzzle, Budget(seconds=5))
    assert isinstance(made, race.Rival)
    made.close()
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    assert race.rival(puzzle, Budget(seconds=5)) is None


@pytest.mark.slow
def test_the_two_roots_share_their_probing(rivals: list[race.Rival]) -> None:
    # janko 0570, 0680 and 0667 take ours 0.5-0.7 s, most of it the root's probing: the helper
    # joins it, and what the two tell each other must leave the answer the data set's.
    heard: list[str] = []
    for number in ("0570", "0680", "0667"):
        row = janko_row(number)
        puzzle = TYPE.puzzle_from_json(row["puzzle"])
        result = TYPE.solve(puzzle, limit=2, seconds=60)
        assert result.status is SolveStatus.SOLVED, number
        assert result.solution is not None
        assert TYPE.solution_to_json(puzzle, result.solution) == row["solution"], number
        heard.extend(word for rival in rivals for word in rival.exchange.heard)
    assert "fact" in heard
    assert "nothing" in heard


def test_a_fact_that_disagrees_with_the_root_refutes_it() -> None:
    board = Board(make_puzzle(3, 3, [(0, 0, 2), (2, 2, 2)]))
    answer = next(search(board, Budget(seconds=5)))
    exchange = Exchange(lambda line: None, lambda: None, backward=False)
    v = board.start()
    info = settle(board, v)
    free = v.index(UNKNOWN)
    exchange.hear("fact", f"{free}:{answer[free]}")  # what the other side's probing found
    info = exchange.take(board, v, info, Kept())
    assert v[free] == answer[free]
    assert v[0] == WHITE  # the clue's cell
    exchange.hear("fact", f"0:{WALL}")
    with pytest.raises(Contradiction):
        exchange.take(board, v, info, Kept())


def test_a_cell_the_other_side_probed_is_skipped_with_its_score() -> None:
    exchange = Exchange(lambda line: None, lambda: None, backward=True)
    assert exchange.order([1, 2, 3]) == [3, 2, 1]
    exchange.hear("nothing", "2 12")
    scores: dict[int, int] = {}
    assert exchange.skips(2, scores)
    assert scores == {2: 12}
    assert not exchange.skips(3, scores)
    exchange.order([1, 2, 3])  # a new pass: the other side's old results are forgotten
    assert not exchange.skips(2, scores)


@pytest.mark.slow
def test_what_another_root_probing_tells_keeps_every_solution() -> None:
    # The helper's root probing tells facts and cells it found nothing for; a search that takes
    # them all in at its root must find exactly the solutions the plain search finds.
    checked = told = 0
    for seed, puzzle, plain in few_answer_boards(150):
        lines: list[str] = []
        helper = Exchange(lines.append, lambda: None, backward=True)
        assert solutions(restarts.restarting(Board(puzzle), Budget(seconds=30), helper)) == plain
        ours = Exchange(lambda line: None, lambda: None, backward=False)
        for line in lines:
            ours.hear(*line.split(" ", 1))
        found = steps(Board(puzzle), Budget(seconds=30), exchange=ours)
        assert solutions(v for v in found if v is not None) == plain, seed
        checked += 1
        told += any(line.startswith("fact") for line in lines)
    assert checked >= 50
    assert told >= 10


@pytest.mark.slow
def test_a_helper_waits_for_the_next_race(rivals: list[race.Rival]) -> None:
    # After a race, a helper is started to wait (its imports done) and the next race takes it.
    standby.drop()
    for number in ("0570", "0680"):
        result = TYPE.solve(janko(number), limit=2, seconds=60)
        assert result.status is SolveStatus.SOLVED, number
        assert len(standby._waiting) == 1, number
        assert standby._waiting[0].poll() is None  # alive, waiting on its input
    first, second = rivals
    waiting = standby._waiting[0]
    taken = standby.take()
    assert taken is waiting
    assert not standby._waiting
    standby.stop(taken)
    assert taken.poll() is not None
    assert first.proc is None
    assert second.proc is None


def test_a_waiting_helper_that_died_is_replaced() -> None:
    standby.drop()
    standby.prepare()
    dead = standby._waiting[0]
    dead.kill()
    dead.wait()
    fresh = standby.take()
    assert fresh is not None
    assert fresh is not dead
    assert fresh.poll() is None
    standby.stop(fresh)
    standby.prepare()
    standby.drop()
    assert not standby._waiting


@pytest.mark.slow
def test_ours_restarts_while_a_helper_races_and_not_alone(
    monkeypatch: pytest.MonkeyPatch, rivals: list[race.Rival]
) -> None:
    calls = counted(monkeypatch, portfolio, "restarting", restarts.restarting)
    puzzle = janko("0570")
    assert TYPE.solve(puzzle, limit=2, seconds=60).status is SolveStatus.SOLVED
    assert calls
    assert rivals
    calls.clear()
    monkeypatch.setenv("PUZZLEGUI_ONE_CORE", "1")
    assert TYPE.solve(puzzle, limit=2, seconds=60).status is SolveStatus.SOLVED
    assert not calls


@pytest.mark.slow
def test_restarts_pause_and_give_the_root_as_the_plain_search_does() -> None:
    checked = paused = 0
    for seed, puzzle, plain in few_answer_boards(40):
        root: list[list[int]] = []
        paused_search = restarts.restarting(
            Board(puzzle), Budget(seconds=30), pause=1e-9, root=root
        )
        found = list(paused_search)
        paused += None in found
        assert solutions(v for v in found if v is not None) == plain, seed
        steps_root: list[list[int]] = []
        list(steps(Board(puzzle), Budget(seconds=30), root=steps_root))
        assert root == steps_root, seed
        checked += 1
    assert checked >= 15
    assert paused >= 5


@pytest.mark.slow
def test_wide_probing_probes_more_and_finds_the_same_solutions(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    probes = counted(monkeypatch, solver.probing, "probed", solver.probing.probed)
    near_total = wide_total = checked = 0
    for seed, puzzle, plain in few_answer_boards(120):
        probes.clear()
        wide = steps(Board(puzzle), Budget(seconds=30), wide=True)
        assert solutions(v for v in wide if v is not None) == plain, seed
        wide_total += len(probes)
        probes.clear()
        list(steps(Board(puzzle), Budget(seconds=30)))
        near_total += len(probes)
        checked += 1
    assert checked >= 40
    assert wide_total > near_total


@pytest.mark.skipif(not hasattr(os, "fork"), reason="fork is a POSIX call")
def test_a_forked_child_does_not_take_its_parents_waiting_helper() -> None:
    standby.drop()
    standby.prepare()
    parents = standby._waiting[0]
    with warnings.catch_warnings():  # Python 3.12+ warns of fork in a process with threads
        warnings.simplefilter("ignore", DeprecationWarning)
        pid = os.fork()
    if pid == 0:  # the child: it must find no helper waiting, and leave the parent's alone
        os._exit(0 if not standby._waiting else 1)
    _, status = os.waitpid(pid, 0)
    assert os.waitstatus_to_exitcode(status) == 0
    assert standby._waiting == [parents]
    assert parents.poll() is None
    standby.drop()


def test_the_helper_gets_the_puzzle_on_time_and_not_after_a_close(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # The launcher's thread hands the puzzle over while our thread is busy elsewhere (a long
    # first settle); a search over before its time takes no helper.
    puzzle = make_puzzle(3, 3, [(0, 0, 1)])
    standby.drop()
    standby.prepare()
    waiting = standby._waiting[0]
    early = race.Rival(puzzle, Budget(seconds=5), after=0.05)
    early.close()
    timely = race.Rival(puzzle, Budget(seconds=5), after=0.05)
    try:
        deadline = time.monotonic() + 10
        while timely.proc is None and time.monotonic() < deadline:  # ours never calls news()
            time.sleep(0.01)
        assert timely.proc is waiting  # the waiting one, ready
        assert early.proc is None
    finally:
        timely.close()


def test_on_few_clue_boards_the_helper_runs_one_sat_model(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Random small boards of at most FEW_CLUES clues that our rules do not settle at the root:
    the helper's search builds the SAT model without the meet count alone (no search probing
    wide), and lists every solution the plain search lists."""
    meets: list[bool] = []

    class Recording(portfolio.SatModel):  # type: ignore[misc, name-defined]
        def __init__(self, board: Board, decided: Any = None, meet: bool = True) -> None:
            meets.append(meet)
            super().__init__(board, decided, meet)

    def no_wide(*args: Any, **kwargs: Any) -> Iterator[None]:
        raise AssertionError("the search probing wide ran")

    monkeypatch.setattr(portfolio, "SatModel", Recording)
    monkeypatch.setattr(portfolio, "steps", no_wide)
    checked = 0
    for seed, puzzle, plain in few_answer_boards(130):
        board = Board(puzzle)
        if portfolio.few_clue_root(board) is None:
            continue
        meets.clear()
        quiet = Exchange(lambda line: None, lambda: None, backward=True)
        got = sorted(bytes(v) for v in portfolio.helper_search(board, Budget(seconds=30), quiet))
        assert got == plain, seed
        assert meets == [False], seed
        checked += 1
    assert checked >= 15


def test_elsewhere_the_helper_probes_wide_without_a_sat_model(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A board of many clues: the helper's search is ours probing wide, and builds no SAT
    model."""
    wide: list[bool] = []

    def recording_steps(*args: Any, **kwargs: Any) -> Iterator[Cells | None]:
        wide.append(kwargs.get("wide", False))
        return steps(*args, **kwargs)

    def no_model(*args: Any, **kwargs: Any) -> None:
        raise AssertionError("a SAT model was built")

    monkeypatch.setattr(portfolio, "steps", recording_steps)
    monkeypatch.setattr(portfolio, "SatModel", no_model)
    row = next(r for r in data_rows("janko/nurikabe.jsonl") if r["puzzle"]["rows"] <= 10)
    puzzle = TYPE.puzzle_from_json(row["puzzle"])
    assert len(puzzle.clues) > portfolio.FEW_CLUES
    board = Board(puzzle)
    quiet = Exchange(lambda line: None, lambda: None, backward=True)
    got = list(portfolio.helper_search(board, Budget(seconds=30), quiet))
    assert got == list(search(Board(puzzle), Budget(seconds=30)))
    assert wide == [True]

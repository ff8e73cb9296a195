"""`--jobs`: the same output for any number of worker processes, results in the items' order, and
a run split by --seed and --count into pieces that concatenate to the whole run."""

from __future__ import annotations

import json
import os
import signal
import threading
import time
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from puzzlegui.cli import parallel
from tests.bench.test_bench_hints import write_rows
from tests.cli.test_boards_and_cli import run_cli

TIMINGS = {"ms", "median_ms", "max_ms", "first_ms", "total_ms"}


def slow_first(number: int) -> int:
    """A task whose first item finishes last when two workers share the items."""
    if number == 0:
        time.sleep(0.5)
    return number * number


def dies_on_three(number: int) -> int:
    """A task whose worker is killed on item 3, as the out-of-memory killer would."""
    if number == 3:
        os.kill(os.getpid(), signal.SIGKILL)
    return number


def without_timings(out: str) -> list[dict[str, Any]]:
    """The --json lines with their timings left out: what must not depend on --jobs."""
    rows = [json.loads(line) for line in out.splitlines()]
    return [{key: value for key, value in row.items() if key not in TIMINGS} for row in rows]


@pytest.mark.slow
def test_results_come_back_in_order_whatever_finishes_first() -> None:
    seen: list[int] = []
    finished = parallel.run(slow_first, range(8), 2, "item", seen.append)
    assert finished.results == seen == [n * n for n in range(8)]
    assert not finished.interrupted
    assert finished.later == []


def test_a_worker_killed_mid_run_is_reported_not_waited_for() -> None:
    with pytest.raises(parallel.WorkerLost, match="killed by signal 9"):
        parallel.run(dies_on_three, range(6), 2, "item")


class _EndedWorker:
    """A worker whose status only the pool's thread may read: reading it here raises."""

    def __init__(self) -> None:
        self._popen = SimpleNamespace(returncode=None)

    @property
    def exitcode(self) -> int:
        raise AssertionError("read the status the pool's thread is about to read")


def test_an_ended_worker_is_described_as_the_pools_thread_read_it() -> None:
    worker = _EndedWorker()
    reader = threading.Timer(0.25, lambda: setattr(worker._popen, "returncode", -9))
    reader.start()  # the pool's thread reads the status a little later
    assert parallel._how_it_ended(worker) == "killed by signal 9 (out of memory?)"
    worker._popen.returncode = 3
    assert parallel._how_it_ended(worker) == "ended (3)"


def test_workers_and_jobs_option() -> None:
    assert parallel.workers(2, 200) == 2
    assert parallel.workers(8, 3) == 3
    assert parallel.workers(4, 0) == 1
    assert parallel.checked_jobs(None) == parallel.default_jobs() >= 1
    status, _, err = run_cli(["generate", "logi5", "--count", "2", "--jobs", "0"])
    assert (status, err) == (2, "puzzle: --jobs must be at least 1\n")


@pytest.mark.slow
def test_generate_prints_the_same_puzzles_for_any_jobs() -> None:
    args = ["generate", "logi5", "--count", "6", "--seed", "3"]
    outputs = {run_cli([*args, "--jobs", jobs]) for jobs in ("1", "2", "3")}
    assert len(outputs) == 1
    status, out, err = outputs.pop()
    assert (status, err) == (0, "")
    seeds = [line.split()[5].rstrip(",") for line in out.splitlines() if "seed" in line]
    assert seeds == ["3", "4", "5", "6", "7", "8"]


@pytest.mark.slow
def test_bench_rows_hints_and_generation_are_the_same_for_any_jobs(tmp_path: Path) -> None:
    data = write_rows(
        tmp_path / "rows.jsonl",
        [(f"{name}/01-easy-{size}.puzzle", "boards") for name, size in
         (("logi5", "5x5"), ("nurikabe", "7x7"), ("hashi", "7x7"), ("logi5", "5x5"))],
    )  # fmt: skip
    for mode in ([str(data)], ["--hints", str(data)],
                 ["--generate", "calcudoku", "--size", "4", "--count", "2"]):  # fmt: skip
        one, two = (run_cli(["bench", "--json", "--jobs", jobs, *mode]) for jobs in ("1", "2"))
        assert one[0] == two[0] == 0, (mode, one[2], two[2])
        assert without_timings(one[1]) == without_timings(two[1])
        assert len(one[1].splitlines()) in (4, 8)


def test_the_table_says_how_many_workers_ran(tmp_path: Path) -> None:
    data = write_rows(tmp_path / "rows.jsonl", [("logi5/01-easy-5x5.puzzle", "a")] * 3)
    _, out, _ = run_cli(["bench", "--jobs", "2", str(data)])
    assert out.splitlines()[-1] == "2 worker processes, each row timed alone in its worker"
    _, out, _ = run_cli(["bench", "--jobs", "1", str(data)])
    assert out.splitlines()[-1] == "1 worker process, each row timed alone in its worker"


@pytest.mark.slow
def test_two_pieces_of_a_generate_run_concatenate_to_the_whole_run(tmp_path: Path) -> None:
    one, two = ["generate", "logi5", "--jobs", "1"], ["generate", "logi5", "--jobs", "2"]
    _, whole, _ = run_cli([*two, "--seed", "10", "--count", "5"])
    _, first, _ = run_cli([*one, "--seed", "10", "--count", "2"])
    _, second, _ = run_cli([*one, "--seed", "12", "--count", "3"])
    assert first + "\n" + second == whole  # printed puzzles are separated by a blank line
    pieces, one_run = tmp_path / "pieces", tmp_path / "one-run"
    _, listed_a, _ = run_cli([*one, "--seed", "10", "--count", "2", "-o", str(pieces)])
    _, listed_b, _ = run_cli([*one, "--seed", "12", "--count", "3", "-o", str(pieces)])
    _, listed, _ = run_cli([*two, "--seed", "10", "--count", "5", "-o", str(one_run)])
    assert (listed_a + listed_b).replace(str(pieces), str(one_run)) == listed
    assert len(list(one_run.iterdir())) == 5
    for path in one_run.iterdir():
        assert (pieces / path.name).read_text() == path.read_text()


@pytest.mark.slow
def test_two_pieces_of_a_generation_bench_concatenate_to_the_whole_run() -> None:
    args = ["bench", "--json", "--generate", "logi5", "--difficulty", "easy"]
    _, whole, _ = run_cli([*args, "--seed", "0", "--count", "5", "--jobs", "2"])
    _, first, _ = run_cli([*args, "--seed", "0", "--count", "2", "--jobs", "1"])
    _, second, _ = run_cli([*args, "--seed", "2", "--count", "3", "--jobs", "1"])
    assert without_timings(first + second) == without_timings(whole)
    assert [row["seed"] for row in without_timings(whole)] == [0, 1, 2, 3, 4]


@pytest.mark.slow
def test_a_data_set_split_in_two_benches_as_the_whole(tmp_path: Path) -> None:
    sizes = {"logi5": "5x5", "nurikabe": "7x7", "hashi": "7x7", "shikaku": "7x7"}
    boards = [f"{name}/01-easy-{size}.puzzle" for name, size in sizes.items()]
    whole = write_rows(tmp_path / "whole.jsonl", [(board, "boards") for board in boards])
    lines = whole.read_text().splitlines(keepends=True)
    first, second = tmp_path / "part-0.jsonl", tmp_path / "part-1.jsonl"
    first.write_text("".join(lines[:3]))
    second.write_text("".join(lines[3:]))
    outputs = [run_cli(["bench", "--json", "--jobs", "2", str(path)])[1]
               for path in (whole, first, second)]  # fmt: skip
    assert without_timings(outputs[1] + outputs[2]) == without_timings(outputs[0])
    assert len(outputs[0].splitlines()) == 4


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_nothing_but_the_output_when_standard_error_is_not_a_terminal(jobs: str) -> None:
    status, out, err = run_cli(["generate", "logi5", "--count", "3", "--seed", "1", "--jobs", jobs])
    assert (status, err) == (0, "")
    assert out.count("# generated by puzzlegui") == 3


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_generate_timeout_is_one_budget_for_every_worker(jobs: str) -> None:
    args = ["generate", "nurikabe", "--count", "4", "--timeout", "0.001", "--jobs", jobs]
    status, out, err = run_cli(args)
    assert (status, out, err) == (4, "Timed out after 0.001 s: 0 of 4 made.\n", "")


def nap(number: int) -> int:
    """A task that takes a moment, so that a run is still going when Ctrl+C comes."""
    time.sleep(0.05)
    return number


@pytest.mark.parametrize("jobs", [1, 2])
def test_ctrl_c_stops_the_run_even_when_its_keyboard_interrupt_is_lost(jobs: int) -> None:
    # CPython drops a KeyboardInterrupt that lands in C code which clears errors (it was seen
    # inside open() while a board file was written): `each` swallowing it stands in for that.
    seen: list[int] = []

    def each(result: int) -> None:
        seen.append(result)
        if result == 2:
            try:
                os.kill(os.getpid(), signal.SIGINT)
                time.sleep(0.2)  # the handler runs here, in this thread
            except KeyboardInterrupt:
                pass

    before = signal.getsignal(signal.SIGINT)
    finished = parallel.run(nap, list(range(40)), jobs, "item", each)
    assert finished.interrupted
    assert seen == list(range(3))
    assert finished.results == seen
    assert signal.getsignal(signal.SIGINT) is before  # the run's own handler is gone


def test_ctrl_c_stays_ignored_where_it_was_ignored() -> None:
    before = signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        with parallel.CtrlC(interrupt_at_once=True) as ctrl_c:
            os.kill(os.getpid(), signal.SIGINT)
            time.sleep(0.05)
        assert not ctrl_c.heard
        assert signal.getsignal(signal.SIGINT) is signal.SIG_IGN
    finally:
        signal.signal(signal.SIGINT, before)

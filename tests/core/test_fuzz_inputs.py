"""A fuzz suite over every entry point: valid boards of every type in every form (text, seed
layout, JSON, data-set row, saved-game moves, puzz.link URL, pzprv3 file, Tatham ID), mutated
by hypothesis, and the `puzzle` command in-process. Every case must end in a board or a
BoardFormatError (the command: an exit status the README documents and at most one line on
standard error), within a deadline and under a memory peak measured with tracemalloc."""

from __future__ import annotations

import contextlib
import json
import tempfile
import time
import tracemalloc
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from puzzlegui.core import native, registry
from puzzlegui.core.formats import puzzlink, tatham
from puzzlegui.core.formats.jsonfmt import read_dataset
from puzzlegui.core.formats.loader import Board, board_json, json_text, parse_board, read_board
from puzzlegui.core.model import BoardFormatError
from tests.core.test_input_limits import run
from tests.cpu import cpu_seconds
from tests.samples import sample_paths

DEADLINE_S = 2.0
PEAK_MB = 40.0
QUIET_S = 30.0
FUZZ = settings(
    max_examples=40,
    deadline=None,  # our own deadline below: hypothesis's is per example, not per call
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)


def _samples() -> list[tuple[str, str | None]]:
    """(text, type hint) of a small board of each type in each form it has."""
    out: list[tuple[str, str | None]] = []
    for name in registry.NAMES:
        path = sample_paths(name)[0]
        board = read_board(path)
        text = board.text()
        out.append((text, None))
        out.append((text.split("\n", 1)[1], name))  # the seed's header-less layout
        out.append((json_text(board), None))
        row = {"id": "x", "source": "fuzz", **board_json(board)}
        out.append((json.dumps(row), None))
        data = board.ptype.puzzle_to_json(board.puzzle)
        for module in (puzzlink, tatham):
            with contextlib.suppress(BoardFormatError):  # a form that cannot hold the puzzle
                out.append((module.encode(name, data), None))
    out.append(("pzprv3\nshikaku\n3\n3\n2 . .\n. . 3\n. 4 .\n", None))
    out.append(("pzprv3/nurikabe/2/2/1 . /. . /", None))
    return out


SAMPLES = _samples()
PIECES = [
    "\x00", "\x1b[2J", "\n", "\r\n", " ", "#", ":", "/", ",", "_", "x", "z", "[", "{", "}", '"',
    "\u202e", "\ufeff", "é", "9" * 40, "9" * 5000, "-1", "0", "200", "1000", ". " * 50,
    "progress:", "givens:", "[[[[[[[[", "1e999", "null", "https://puzz.link/p?", "7x7m2:",
]  # fmt: skip


@st.composite
def mutated(draw: st.DrawFn) -> tuple[str, str | None]:
    """A sample with a few insertions, deletions, replacements and repeated slices."""
    text, hint = draw(st.sampled_from(SAMPLES))
    for _ in range(draw(st.integers(1, 4))):
        at = draw(st.integers(0, len(text)))
        action = draw(st.sampled_from(["insert", "delete", "replace", "repeat", "cut"]))
        piece = draw(st.sampled_from(PIECES) | st.text(max_size=6))
        if action == "insert":
            text = text[:at] + piece + text[at:]
        elif action == "delete":
            text = text[:at] + text[at + draw(st.integers(1, 8)) :]
        elif action == "replace":
            text = text[:at] + piece + text[at + len(piece) :]
        elif action == "repeat":
            text = text[:at] + text[at : at + 40] * draw(st.integers(2, 200)) + text[at:]
        else:
            text = text[:at]
    return text, hint


def quiet() -> None:
    """Wait (at most QUIET_S) until no thread works in a native library: an ASP model's
    grounding that an earlier `grade` left running cannot be stopped, and tracemalloc and
    the process's CPU time count every thread, so it would be charged to the next input."""
    deadline = time.monotonic() + QUIET_S
    while native.busy() and time.monotonic() < deadline:
        time.sleep(0.01)


def within_limits(call: Callable[[], Any]) -> Any:
    """Run `call` timed, then again traced; fail past the deadline or the memory peak. The
    time is CPU time (the suite runs on a loaded machine) with the collector off (tests/cpu.py),
    untraced (tracemalloc slows allocations several times). The peak is that of the second
    run, with the collector on: a first call down a path imports modules and builds tables
    once per process (tens of MB: 47 and 53 MB seen in CI on a first call only, the second
    with the collector off for it, which keeps the imports' garbage), which is not the
    input's cost, as `commands_run_once` says."""
    quiet()
    result, elapsed = cpu_seconds(call)
    assert elapsed < DEADLINE_S, f"took {elapsed:.2f} s"
    quiet()
    tracemalloc.start()
    try:
        call()
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert peak < PEAK_MB * 1024 * 1024, f"peaked at {peak / 2**20:.0f} MB"
    return result


def parse_or_refuse(text: str, hint: str | None) -> Board | None:
    """The board, or None for a clean BoardFormatError; anything else fails the test."""
    try:
        board = parse_board(text, hint)
    except BoardFormatError as err:
        line = str(err)
        assert "\n" not in line
        assert line.isprintable()
        assert len(line) < 600
        return None
    board.ptype.check(board.puzzle, board.state)  # never raises, whatever was read
    return board


@FUZZ
@given(mutated())
def test_every_form_parses_or_is_refused_in_one_line(case: tuple[str, str | None]) -> None:
    text, hint = case
    within_limits(lambda: parse_or_refuse(text, hint))


@FUZZ
@given(st.binary(max_size=300) | mutated().map(lambda case: case[0].encode("utf-8", "replace")))
def test_data_set_rows_are_read_or_refused(data: bytes) -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "rows.jsonl"
        path.write_bytes(data + b"\n" + data)

        def read() -> str:
            try:
                for row in read_dataset(path):
                    if "solution" in row.row:
                        row.solution_state()
            except BoardFormatError as err:
                return str(err)
            return ""

        assert "\n" not in within_limits(read)


def run_cli(argv: list[str], data: bytes) -> tuple[int, str]:
    status, _, err = run(argv, data)
    return status, err


COMMANDS = [["check", "-"], ["convert", "-", "--to", "json"], ["grade", "-", "--timeout", "1"]]


@pytest.fixture(scope="module")
def commands_run_once() -> None:
    """Each command run once on each type's first sample board, and on every sample form the
    inputs are drawn from, whole and cut in half, unmeasured: the first call down a path
    imports its modules and builds what a process builds once (tens of MB under tracemalloc;
    a malformed JSON row once peaked at 47 MB on its first call only), which is not the cost
    of the input measured after it."""
    for argv in COMMANDS:
        for name in registry.NAMES:
            path = sample_paths(name)[0]
            run_cli(argv, path.read_bytes())
        for text, _ in SAMPLES:
            run_cli(argv, text.encode("utf-8"))
            run_cli(argv, text[: len(text) // 2].encode("utf-8"))


@pytest.mark.slow
@pytest.mark.usefixtures("commands_run_once")
@FUZZ
@given(
    st.sampled_from(COMMANDS),
    st.binary(max_size=200) | mutated().map(lambda case: case[0].encode("utf-8", "replace")),
)
def test_the_command_answers_with_a_documented_status(argv: list[str], data: bytes) -> None:
    status, err = within_limits(lambda: run_cli(argv, data))
    assert status in (0, 1, 2, 3, 4)
    assert err.count("\n") <= 1
    assert "Traceback" not in err


@FUZZ
@given(mutated())
def test_saved_game_moves_replay_or_are_refused(case: tuple[str, str | None]) -> None:
    text, hint = case
    board = parse_or_refuse(text, hint)
    if board is None:
        return
    moves = [str(m) for m in board.ptype.moves_to(board.puzzle, board.state)]
    saved = {"type": board.ptype.name, "puzzle": board.ptype.puzzle_to_json(board.puzzle)}
    broken = json.dumps({**saved, "moves": [*moves, "+r1c1:r9999c9999", "r0c0=1", ""]})
    within_limits(lambda: parse_or_refuse(json.dumps({**saved, "moves": moves}), None))
    assert within_limits(lambda: parse_or_refuse(broken, None)) is None

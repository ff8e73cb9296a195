"""Ctrl+C on real `puzzle generate` and `puzzle bench` runs with two workers: SIGINT goes to the
whole process group, as a terminal sends it, once the first result is out; the run must stop
promptly, keep what is finished, say so in one line, exit 130 and leave no process behind. The
terminal tests also see the progress bar: count, rate and time left."""

from __future__ import annotations

import fcntl
import os
import pty
import re
import select
import signal
import struct
import subprocess
import sys
import termios
import time
from pathlib import Path

import pytest

from tests.cli.test_boards_and_cli import run_cli
from tests.data import data_file

ROOT = Path(__file__).resolve().parents[2]
PATIENCE = 300.0
"""Seconds to wait for the first result on a loaded machine before calling the run stuck."""


def start(args: list[str], terminal: bool = False) -> tuple[subprocess.Popen[str], int | None]:
    """`puzzle ARGS` in a process group of its own; its standard error a terminal if asked
    (returned as the terminal's reading end), else a pipe."""
    master = slave = None
    if terminal:
        master, slave = pty.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 100, 0, 0))
    proc = subprocess.Popen(
        [sys.executable, "-m", "puzzlegui.cli", *args],
        stdout=subprocess.PIPE, stderr=slave if terminal else subprocess.PIPE, text=True,
        cwd=ROOT, start_new_session=True,
    )  # fmt: skip
    if slave is not None:
        os.close(slave)
    return proc, master


def read_until(fd: int, pattern: bytes) -> bytes:
    """What the terminal shows until `pattern` appears."""
    seen, deadline = b"", time.monotonic() + PATIENCE
    while not re.search(pattern, seen):
        assert time.monotonic() < deadline, seen[-500:]
        if select.select([fd], [], [], 1.0)[0]:
            seen += os.read(fd, 4096)  # OSError (EIO) here: the run ended before the pattern
    return seen


def read_rest(fd: int) -> bytes:
    """Everything left on a terminal whose process has ended."""
    rest = b""
    while select.select([fd], [], [], 1.0)[0]:
        try:
            chunk = os.read(fd, 4096)
        except OSError:  # EIO: the other side is closed and drained
            break
        if not chunk:
            break
        rest += chunk
    os.close(fd)
    return rest


def interrupt(proc: subprocess.Popen[str]) -> tuple[str, str, float]:
    """Ctrl+C as a terminal sends it (to the whole group); the rest of standard output and error
    (error: "" when it is a terminal) and the seconds the run took to end."""
    assert proc.stdout is not None
    sent = time.monotonic()
    os.killpg(proc.pid, signal.SIGINT)
    with proc.stdout:  # read through the file object: a readline before may hold some already
        out = proc.stdout.read()
    err = ""
    if proc.stderr is not None:
        with proc.stderr:
            err = proc.stderr.read()
    proc.wait(timeout=60)
    return out, err, time.monotonic() - sent


def assert_no_process_left(group: int) -> None:
    """No worker (nor forkserver) of the run outlives it."""
    deadline = time.monotonic() + 10
    while True:
        try:
            os.killpg(group, 0)
        except ProcessLookupError:
            return
        assert time.monotonic() < deadline, f"processes of group {group} still running"
        time.sleep(0.05)  # polling the process table: there is no event to wait on


@pytest.mark.slow
def test_ctrl_c_keeps_the_puzzles_made_in_order_and_says_how_to_go_on() -> None:
    proc, _ = start(["generate", "logi5", "--count", "400", "--seed", "1", "--jobs", "2"])
    assert proc.stdout is not None
    first = proc.stdout.readline()  # the first puzzle is being written
    assert first == "logi5 5\n"
    rest, err, took = interrupt(proc)
    out = first + rest
    assert proc.returncode == 130, err
    assert "Traceback" not in err
    match = re.fullmatch(
        r"puzzle: interrupted: (\d+) of 400 puzzles written; the rest: --seed (\d+) --count "
        r"(\d+)\n",
        err,
    )
    assert match, err
    done = int(match[1])
    assert 1 <= done < 400
    assert (int(match[2]), int(match[3])) == (1 + done, 400 - done)
    _, same, _ = run_cli(["generate", "logi5", "--count", str(done), "--seed", "1", "--jobs", "1"])
    assert out == same  # whole puzzles, the first `done` of the run; the rest can follow
    assert took < 5, took
    assert_no_process_left(proc.pid)


@pytest.mark.slow
def test_ctrl_c_in_a_terminal_stops_bench_with_the_table_of_the_rows_done(tmp_path: Path) -> None:
    # The set's two first rows are among its slowest (seconds): moved last, the first rows are
    # done at once and the run still lasts long enough to be stopped.
    lines = data_file("janko/nurikabe.jsonl").read_text(encoding="utf-8").splitlines(keepends=True)
    data = tmp_path / "nurikabe.jsonl"
    data.write_text("".join(lines[2:] + lines[:2]), encoding="utf-8")
    proc, terminal = start(["bench", "--jobs", "2", str(data)], terminal=True)
    assert terminal is not None
    seen = read_until(terminal, rb"\| *[1-9]\d*/200 \[")  # the bar, once a row is done
    bar = seen.decode().split("\r")[-1]
    assert re.search(r"\d+/200 \[\d\d:\d\d<[\d:?]+, +[\d.?]+(s/row|row/s)\]", bar), bar
    shown_done = int(re.findall(r"(\d+)/200", bar)[-1])
    out, _, took = interrupt(proc)
    err = (seen + read_rest(terminal)).decode().replace("\r\n", "\n")
    assert proc.returncode == 130, err
    assert "Traceback" not in err
    assert err.count("\n") == 1  # the bar's redraws end with "\r"
    assert err.endswith("\n")
    line = err.split("\r")[-1]
    match = re.fullmatch(r"puzzle: interrupted: (\d+) of 200 rows done\n", line)
    assert match, line
    done = int(match[1])
    assert shown_done <= done < 200
    totals = next(row.split() for row in out.splitlines() if row.startswith("nurikabe  all"))
    assert totals[2] == str(done)  # the table counts every row done, and only those
    assert out.splitlines()[-1] == "2 worker processes, each row timed alone in its worker"
    assert took < 5, took
    assert_no_process_left(proc.pid)

"""--timeout counts from the process's start for a fresh `puzzle` run (the interpreter's start
and the imports are part of the wait), and from the call for a call from inside a program."""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

import pytest

from puzzlegui.cli.common import FRESH_PROCESS_SECONDS, command_started

AGE = "import time; from puzzlegui.cli.common import command_started; " \
      "print(time.monotonic() - command_started(True))"  # fmt: skip


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="needs Linux's /proc")
def test_a_fresh_process_counts_from_its_own_start() -> None:
    out = subprocess.run([sys.executable, "-c", AGE], capture_output=True, text=True, check=True)
    age = float(out.stdout)
    assert 0.01 < age < FRESH_PROCESS_SECONDS  # starting and importing took time, counted


def test_a_call_from_inside_a_program_counts_from_the_call() -> None:
    before = time.monotonic()
    assert before <= command_started(False) <= time.monotonic()

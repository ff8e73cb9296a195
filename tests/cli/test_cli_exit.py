"""A `puzzle` process ends with its own status even when clingo still grounds in a thread
(issue 32): before core/native.py, `puzzle solve --timeout 2` on a 60x60 Nurikabe of two huge
clues died of a segmentation fault at exit in 7 runs of 8, after printing its answer."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from puzzlegui.cli.common import EXIT_TIMEOUT

PUZZLE = [sys.executable, "-m", "puzzlegui.cli"]


def two_huge_clues(side: int) -> str:
    """A Nurikabe of two clues of a quarter of the board each, in opposite corners: clingo's
    grounding of it takes about 20 s of CPU at 60x60, so it is still running at the timeout."""
    rows = [["."] * side for _ in range(side)]
    rows[0][0] = rows[-1][-1] = str(side * side // 4)
    return f"nurikabe {side}x{side}\n" + "\n".join(" ".join(row) for row in rows) + "\n"


@pytest.mark.slow
def test_a_solve_that_times_out_while_clingo_grounds_exits_with_its_status(
    tmp_path: Path,
) -> None:
    board = tmp_path / "board.txt"
    board.write_text(two_huge_clues(60))
    for k in range(3):  # one at a time: each must have reached the grounding by its timeout
        probe = tmp_path / f"probe{k}.jsonl"
        # The watchdog off: its own os._exit would hide the normal exit's crash. The probe is
        # written by an exit handler: it shows those still run.
        env = dict(os.environ, PUZZLEGUI_NO_WATCHDOG="1", PUZZLEGUI_CLOCK_PROBE=str(probe))
        run = subprocess.run(
            [*PUZZLE, "solve", str(board), "--timeout", "2"],
            capture_output=True,
            text=True,
            env=env,
            check=False,
            timeout=60,
        )
        assert run.returncode == EXIT_TIMEOUT, (run.returncode, run.stderr)
        assert run.stdout.startswith("Timed out after"), run.stdout
        assert json.loads(probe.read_text().splitlines()[0])["checks"] > 0


def test_leave_runs_the_exit_handlers_and_flushes_while_native_work_runs(
    tmp_path: Path,
) -> None:
    marker = tmp_path / "handler-ran"
    script = textwrap.dedent(
        f"""
        import atexit, sys, threading
        from puzzlegui.core import native
        started = threading.Event()
        def work():
            with native.native_work():
                started.set()
                threading.Event().wait()  # never ends, as a grounding may not
        threading.Thread(target=work, daemon=True).start()
        started.wait()
        atexit.register(lambda: open({str(marker)!r}, "w").close())
        sys.stdout.write("answer")  # no newline: only a flush writes it
        assert native.busy()
        sys.exit(native.leave(3))
        """
    )
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=60, check=False
    )
    assert (done.returncode, done.stdout, done.stderr) == (3, "answer", "")
    assert marker.exists()


def test_leave_changes_nothing_without_native_work(monkeypatch: pytest.MonkeyPatch) -> None:
    from puzzlegui.core import native

    # A grounding thread an earlier test left running (daemon, never waited for) must not
    # make this process leave: this test is about no native work at all.
    monkeypatch.setattr(native, "_working", set())
    assert not native.busy()
    assert native.leave(5) == 5

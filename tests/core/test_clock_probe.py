"""The clock probe (core/cancel.py), the debug hook behind the budget evidence of issue 32: it
counts the reads of a deadline or flag, keeps the longest CPU gap between two reads of one
thread with where they were, and writes one JSON line a process."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest

from puzzlegui.core import cancel


def spin(seconds: float) -> None:
    """Spend `seconds` of this thread's CPU."""
    end = time.thread_time() + seconds
    while time.thread_time() < end:
        pass


def test_the_probe_finds_the_longest_gap_and_where_it_was(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    probe = cancel.ClockProbe(str(tmp_path / "probe.jsonl"))
    monkeypatch.setattr(cancel, "probe", probe)
    token = cancel.CancelToken.after(60)
    cancel.clock_read("start")
    spin(0.005)
    assert not token.cancelled
    spin(0.05)  # the long stretch: from this test's line above to the read below
    assert not token.cancelled
    assert probe.checks >= 4  # the token's making, the start, two reads
    assert 0.05 <= probe.gap < 1.0
    (start, end), _ = max(probe.gaps.items(), key=lambda item: item[1])
    assert "test_clock_probe.py" in start
    assert "test_clock_probe.py" in end
    probe.write()
    line = json.loads((tmp_path / "probe.jsonl").read_text())
    assert line["checks"] == probe.checks
    assert line["worst"][0][0] == pytest.approx(probe.gap, abs=1e-5)


def test_a_budget_read_counts_and_nothing_is_noted_without_the_probe(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setattr(cancel, "probe", None)
    budget = cancel.Budget(seconds=60)
    budget.tick()
    budget.check_time()  # no probe: nothing to count, nothing raised
    probe = cancel.ClockProbe(str(tmp_path / "p.jsonl"))
    monkeypatch.setattr(cancel, "probe", probe)
    budget.tick()
    budget.check()
    budget.check_time()
    assert probe.checks == 3

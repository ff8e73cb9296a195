"""The whole suite's exit: pytest's own status, without the interpreter's teardown.

Some tests leave threads that cannot be stopped (clingo grounding a large Nurikabe in the
background after its Stop, issue 32's note); the interpreter's teardown after the last test
then crashed now and then (exit 139 after "4668 passed"), turning a green run red. Once every
plugin has finished (summary printed, cache written), the process leaves with the status
pytest worked out.

And the Nurikabe hint's CPU allowance (ladder/meter.py) is lifted for every test: the tests
check what the rules give, and a loaded test machine must not turn a rule hint into a step from
the solution (the nested trial of boards/nurikabe/09 takes 0.15 s of the 0.25 s on an idle one).
tests/core/nurikabe/ladder/test_nurikabe_hint_clock.py sets the allowance it tests itself."""

from __future__ import annotations

import os
import signal
import sys

import pytest

from puzzlegui.core.nurikabe.ladder import meter

_STATUS: list[int] = []

# A run started in the background of a shell without job control (`cmd &` in a script) starts
# with SIGINT ignored, and a child inherits that: the tests of what Ctrl+C does would then see
# nothing happen. A handler of our own is reset to the default in each child that starts.
if signal.getsignal(signal.SIGINT) is signal.SIG_IGN:
    signal.signal(signal.SIGINT, signal.default_int_handler)

NO_CLOCK = 3600.0
"""The Nurikabe hint's CPU allowance in the tests (seconds): never reached."""


@pytest.fixture(autouse=True)
def _rules_not_the_clock(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(meter, "HINT_CPU", NO_CLOCK)


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    _STATUS[:] = [int(exitstatus)]


@pytest.hookimpl(trylast=True)
def pytest_unconfigure(config: pytest.Config) -> None:
    if not _STATUS or hasattr(config, "workerinput"):
        return
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(_STATUS[0])

"""The whole suite's exit: pytest's own status, without the interpreter's teardown.

Some tests leave threads that cannot be stopped (clingo grounding a large Nurikabe in the
background after its Stop, issue 32's note); the interpreter's teardown after the last test
then crashed now and then (exit 139 after "4668 passed"), turning a green run red. Once every
plugin has finished (summary printed, cache written), the process leaves with the status
pytest worked out."""

from __future__ import annotations

import os
import sys

import pytest

_STATUS: list[int] = []


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    _STATUS[:] = [int(exitstatus)]


@pytest.hookimpl(trylast=True)
def pytest_unconfigure(config: pytest.Config) -> None:
    if not _STATUS or hasattr(config, "workerinput"):
        return
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(_STATUS[0])

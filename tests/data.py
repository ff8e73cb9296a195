"""The public data sets the tests read (shared/data: janko, pzprjs, tatham-graded, ...), found in
one place. They are not part of the repository: a test that needs one skips with the missing
path named, so a lone clone still runs every other test and says what it left out."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

_HERE = Path(__file__).resolve()
DATA = next(
    (p / "shared" / "data" for p in _HERE.parents if (p / "shared" / "data").is_dir()),
    _HERE.parents[2] / "shared" / "data",
)
"""shared/data beside the checkout (a worktree reaches it through ../shared); where it would be
when it is absent, so a skip can name the path."""


def data_file(relative: str) -> Path:
    """A file under shared/data; skips the test, naming the path, when it is not there."""
    path = DATA / relative
    if not path.is_file():
        pytest.skip(f"test data not found: {path} (the public data sets sit in ../shared/data)")
    return path


def data_files(pattern: str) -> list[Path]:
    """The files under shared/data matching `pattern`; skips the test when there are none."""
    files = sorted(DATA.glob(pattern))
    if not files:
        pytest.skip(f"test data not found: {DATA / pattern} (the public data sets sit in "
                    "../shared/data)")  # fmt: skip
    return files


def data_rows(pattern: str) -> list[dict[str, Any]]:
    """The JSON rows of every JSONL file under shared/data matching `pattern`, in file order."""
    return [
        json.loads(line)
        for path in data_files(pattern)
        for line in path.read_text(encoding="utf-8").splitlines()
        if line.strip()
    ]

"""The committed man pages are what scripts/man_pages.py makes from the argument parsers."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.slow
def test_the_man_pages_are_current() -> None:
    done = subprocess.run(
        [sys.executable, str(ROOT / "scripts" / "man_pages.py"), "--check"],
        capture_output=True, text=True, check=False, timeout=120,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr


def test_every_option_of_both_commands_is_in_its_page() -> None:
    puzzle = (ROOT / "resources" / "man" / "puzzle.1").read_text(encoding="utf-8")
    player = (ROOT / "resources" / "man" / "puzzlegui.1").read_text(encoding="utf-8")
    for text in (r"\fB\-\-version\fR", '.SS "puzzle games"', r"\fB\-\-jobs\fR"):
        assert text in puzzle
    for text in (r"\fB\-\-install\-desktop\fR", r"\fB\-\-uninstall\-desktop\fR", "--version"):
        assert text.replace("--version", r"\fB\-\-version\fR") in player

"""The core, the bench and the command line work with PySide6 blocked from import."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

BLOCKER = textwrap.dedent(
    """
    import importlib.abc, sys

    class BlockQt(importlib.abc.MetaPathFinder):
        def find_spec(self, name, path=None, target=None):
            if name == "PySide6" or name.startswith("PySide6."):
                raise ImportError("PySide6 is blocked in this test")
            return None

    sys.meta_path.insert(0, BlockQt())
    """
)

IMPORT_ALL = textwrap.dedent(
    """
    import pkgutil, importlib, io, contextlib
    import puzzlegui.core, puzzlegui.cli, puzzlegui.bench, puzzlegui.library
    names = [
        m.name
        for package in (puzzlegui.core, puzzlegui.bench, puzzlegui.library)
        for m in pkgutil.walk_packages(package.__path__, package.__name__ + ".")
    ]
    for name in names:
        importlib.import_module(name)
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        try:
            puzzlegui.cli.main(["-h"])
        except SystemExit as exit:
            assert exit.code == 0, exit.code
    assert "solve" in out.getvalue() and "credits" in out.getvalue()
    assert "PySide6" not in sys.modules
    print("imported", len(names))
    """
)


def run_blocked(code: str) -> subprocess.CompletedProcess[str]:
    """Run Python code in a fresh interpreter where importing PySide6 fails."""
    return subprocess.run(
        [sys.executable, "-c", BLOCKER + code],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_blocker_really_blocks_pyside6() -> None:
    result = run_blocked("import PySide6")
    assert result.returncode != 0
    assert "blocked" in result.stderr


@pytest.mark.slow
def test_core_and_cli_import_and_run_without_qt() -> None:
    result = run_blocked(IMPORT_ALL)
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("imported ")

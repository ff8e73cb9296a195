"""The README's examples name files that exist, so a reader's first commands work."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_every_path_the_readme_names_exists() -> None:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    paths = set(re.findall(r"\b((?:boards|docs|resources|tests)/[\w./-]*\w)", text))
    assert paths, "the README names no files: the pattern is out of date"
    missing = sorted(p for p in paths if not (ROOT / p).exists())
    assert not missing, f"the README names missing files: {missing}"

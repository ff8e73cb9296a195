"""The environment of a player run as its own process in tests and scripts (Qt-free, so that a
script timing the player's start imports nothing heavy)."""

from __future__ import annotations

import os
from pathlib import Path


def private_env(root: Path) -> dict[str, str]:
    """The environment of a player process off screen, with its own data, settings and runtime
    folders under `root` (the runtime folder private to its user, as Qt wants it)."""
    runtime = root / "run"
    runtime.mkdir(mode=0o700, exist_ok=True)
    return dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        XDG_DATA_HOME=str(root / "data"),
        XDG_CONFIG_HOME=str(root / "config"),
        XDG_RUNTIME_DIR=str(runtime),
    )

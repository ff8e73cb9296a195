"""`python -m puzzlegui [FILE]` and the `puzzlegui` command start the player."""

from __future__ import annotations

import sys
import time
from collections.abc import Sequence

STARTED = time.perf_counter()
"""When the player started, before Qt is imported (for --startup-time)."""


def main(argv: Sequence[str] | None = None) -> int:
    """Start the player on FILE, else the last game, else a sample board."""
    from puzzlegui.gui.launch import run

    return run(list(sys.argv if argv is None else [sys.argv[0], *argv]), STARTED)


if __name__ == "__main__":
    sys.exit(main())

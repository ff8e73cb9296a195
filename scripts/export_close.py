"""How long a real player takes to exit when its window is closed during an export.

Runs tests/gui/export_close_driver.py (the player's own start and close, off screen, private
XDG folders) on the largest Shikaku and Nurikabe boards, closing the window once the export's
painting is done (progress 1: Qt compresses and writes the file) or at its first progress,
or mid-print, and prints the time from the close to the process's exit, and whether any file
was left.

    nice .venv/bin/python scripts/export_close.py --rounds 3 [--only print]
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "scripts"))

from budget_check import nurikabe_lattice  # noqa: E402

from tests.gui.test_export_jobs import (  # noqa: E402
    CLOSE_CASES,
    close_mid_export,
    shikaku_text,
)


def close_once(
    board: Path, suffix: str, when: float, how: str, root: Path
) -> tuple[float, list[str]]:
    """Seconds from the close to the exit, and the files left in the export's folder."""
    out = root / f"out-{time.monotonic_ns()}"
    out.mkdir()
    _, took, _ = close_mid_export(board, out / f"large.{suffix}", when, how, root)
    return took, sorted(p.name for p in out.iterdir())


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument(
        "--only", choices=("export", "print"), default=None, help="only closes during this job"
    )
    args = parser.parse_args()
    cases = [case for case in CLOSE_CASES if args.only in (None, case[2])]
    with tempfile.TemporaryDirectory() as folder:
        root = Path(folder)
        boards = {
            "shikaku": shikaku_text(200, 200),
            "nurikabe": nurikabe_lattice(4, 4).text,
        }
        for name, text in boards.items():
            (root / f"{name}.txt").write_text(text)
        for _ in range(args.rounds):
            for name in boards:
                for suffix, when, how in cases:
                    took, left = close_once(root / f"{name}.txt", suffix, when, how, root)
                    line = f"{name} {how} {suffix} closed at {when}: {took:.2f} s, left {left}"
                    sys.stdout.write(line + "\n")
                    sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""How long a real player takes to exit when its window is closed during an export or a print,
and with what exit status.

Runs tests/gui/export_close_driver.py (the player's own start and close, off screen, private
XDG folders and TMPDIR) on the largest Shikaku and Nurikabe boards, closing the window once the
export's painting is done (progress 1: Qt compresses and writes the file) or at its first
progress, or mid-print (to a PDF file; with --printer, to that printer too), and prints the
time from the close to the process's exit, its exit status, and whatever was left: files in
the export's folder, spool folders in the player's TMPDIR, jobs sent to the printer. The last
line counts the exit statuses.

    nice .venv/bin/python scripts/export_close.py --rounds 3 [--only print] [--printer PDF]
        [--player-root OTHER_CHECKOUT]

--player-root runs another checkout's player and driver (its code, this script's boards and
checks), so that two versions can be timed in turn on one machine.
"""

from __future__ import annotations

import argparse
import collections
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "scripts"))

from budget_check import nurikabe_lattice, say  # noqa: E402

from tests.gui.test_export_jobs import (  # noqa: E402
    CLOSE_CASES,
    close_mid_export,
    shikaku_text,
)

DRIVER = Path("tests") / "gui" / "export_close_driver.py"


def printer_jobs(printer: str) -> int:
    """How many jobs the printer has had (queued or done), as lpstat lists them."""
    done = 0
    for which in ("completed", "not-completed"):
        listed = subprocess.run(
            ["lpstat", "-W", which, "-o", printer], capture_output=True, text=True, check=False
        )
        done += len(listed.stdout.splitlines())
    return done


def close_once(
    board: Path, target: str, when: float, how: str, root: Path, player: Path
) -> tuple[int, float, list[str]]:
    """The exit status, the seconds from the close to the exit, and what was left behind."""
    out = root / f"out-{time.monotonic_ns()}"
    out.mkdir()
    where = target if how == "printer" else str(out / target)
    status, took, _ = close_mid_export(board, Path(where), when, how, root, player / DRIVER)
    left = sorted(p.name for p in out.iterdir())
    left += sorted(f"tmp/{p.name}" for p in (root / "tmp").iterdir())
    return status, took, left


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument(
        "--only", choices=("export", "print"), default=None, help="only closes during this job"
    )
    parser.add_argument("--printer", default="", help="also close while printing to PRINTER")
    parser.add_argument("--player-root", type=Path, default=ROOT, help="the checkout to run")
    args = parser.parse_args()
    player = args.player_root.resolve()
    os.environ["PYTHONPATH"] = str(player)
    cases = [(f"large.{s}", when, how) for s, when, how in CLOSE_CASES]
    if args.printer:
        cases += [(args.printer, when, "printer") for _, when, how in CLOSE_CASES if how == "print"]
    kinds = {"export": "export", "print": "print", "printer": "print"}
    cases = [case for case in cases if args.only in (None, kinds[case[2]])]
    statuses: collections.Counter[int] = collections.Counter()
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
                for target, when, how in cases:
                    jobs = printer_jobs(target) if how == "printer" else 0
                    status, took, left = close_once(
                        root / f"{name}.txt", target, when, how, root, player
                    )
                    if how == "printer":
                        time.sleep(1)  # a job sent at the end would be listed by now
                        left += [f"{n} printer job(s)" for n in [printer_jobs(target) - jobs] if n]
                    statuses[status] += 1
                    load = os.getloadavg()[0]
                    say(
                        f"{name} {how} {target} closed at {when}: {took:.2f} s, exit {status}, "
                        f"load {load:.1f}, left {left}"
                    )
    say(f"exit statuses: {dict(statuses)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

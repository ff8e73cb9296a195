"""How the player scales with the size of its game library: Games-window open and start-up with
0, 1 000 and 100 000 games (docs/reliability.md has the figures).

Each library is made quickly by direct inserts in the library's own schema (one Logi-5 game with
one step and a stored board per row, ids in last-played order), in a private data folder. Each
measure runs in a new process, offscreen, alternating the sizes (A B C A B C ...):

- start-up: `puzzlegui --startup-time BOARD`, the time from the start of `run` to the first
  painted board, as the player prints it, and the whole process's CPU time (user + system);
- resume: the same without a board (the last unsolved game is resumed), sizes above 0 only;
- Games window: the time from File > Games... until the window has been painted once, and
  the GUI thread's CPU time for it.

    .venv/bin/python scripts/library_scale.py [--sizes 0,1000,100000] [--rounds 3]
"""

from __future__ import annotations

import argparse
import json
import os
import re
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BOARD = ROOT / "boards" / "logi5" / "01-easy-5x5.puzzle"
sys.path.insert(0, str(ROOT))

from tests.gui.processes import private_env  # noqa: E402
from tests.library.many_games import many_games  # noqa: E402

GAMES_WINDOW = """
import sys, time
from PySide6.QtWidgets import QApplication
from puzzlegui.gui.app import create_application
from puzzlegui.gui.launch import build_window
app = create_application(sys.argv[:1])
window = build_window(sys.argv[1])
window.show()
app.processEvents()
started, cpu = time.perf_counter(), time.thread_time()
dialog = window.library_commands.show_games()
dialog.repaint()
app.processEvents()
opened, opened_cpu = time.perf_counter() - started, time.thread_time() - cpu
table = dialog.table
started = time.perf_counter()
for _ in range(20):  # scroll twenty screens down (pixels), a paint each time
    bar = table.verticalScrollBar()
    bar.setValue(bar.value() + table.viewport().height())
    table.viewport().repaint()
    app.processEvents()
scrolled = (time.perf_counter() - started) / 20
print("GAMES", opened, scrolled, opened_cpu, dialog.model.total, flush=True)
"""


def make_library(folder: Path, count: int) -> Path:
    """A library of `count` games in `folder`'s data folder; its path."""
    path = folder / "data" / "puzzlegui" / "puzzlegui" / "games.sqlite3"
    # The newest game is BOARD's: start-up resumes it.
    many_games(path, BOARD, count, board_newest=True)
    return path


def startup(folder: Path, board: bool) -> tuple[float, float]:
    """(ms to the first painted board as printed, the process's CPU seconds: user + system,
    which a loaded machine does not inflate as it does wall time)."""
    args = [sys.executable, "-m", "puzzlegui", "--startup-time"] + ([str(BOARD)] if board else [])
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    done = subprocess.run(
        args, env=private_env(folder), capture_output=True, text=True, cwd=ROOT, timeout=120
    )
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    whole = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    found = re.search(r"first board painted (\d+) ms", done.stdout)
    if found is None:
        raise SystemExit(f"no start-up time: {done.stdout} {done.stderr[-500:]}")
    return float(found.group(1)), whole


def games_window(folder: Path) -> tuple[float, float, float]:
    """(seconds to open and paint the Games window, seconds per scrolled screen, the GUI
    thread's CPU seconds to open it)."""
    done = subprocess.run(
        [sys.executable, "-c", GAMES_WINDOW, str(BOARD)],
        env=private_env(folder), capture_output=True, text=True, cwd=ROOT, timeout=300,
    )  # fmt: skip
    found = re.search(r"GAMES ([\d.e-]+) ([\d.e-]+) ([\d.e-]+)", done.stdout)
    if found is None:
        raise SystemExit(f"no Games window time: {done.stdout} {done.stderr[-500:]}")
    return float(found.group(1)), float(found.group(2)), float(found.group(3))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="0,1000,100000")
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    sizes = [int(n) for n in args.sizes.split(",")]
    base = Path(tempfile.mkdtemp(prefix="puzzlegui-scale-"))
    folders = {}
    for size in sizes:
        started = time.perf_counter()
        folders[size] = base / str(size)
        make_library(folders[size], size)
        sys.stderr.write(f"made {size} games in {time.perf_counter() - started:.1f} s\n")
    results: dict[int, dict[str, list[float]]] = {n: {} for n in sizes}
    for _ in range(args.rounds):
        for size in sizes:  # alternating: A B C A B C
            row = results[size]
            ms, whole = startup(folders[size], board=True)
            row.setdefault("startup_ms", []).append(ms)
            row.setdefault("startup_cpu_s", []).append(whole)
            if size:
                row.setdefault("resume_ms", []).append(startup(folders[size], board=False)[0])
            opened, scrolled, opened_cpu = games_window(folders[size])
            row.setdefault("games_open_s", []).append(opened)
            row.setdefault("games_open_cpu_s", []).append(opened_cpu)
            row.setdefault("scroll_screen_s", []).append(scrolled)
    summary = {
        size: {key: round(statistics.median(values), 4) for key, values in row.items()}
        for size, row in results.items()
    }
    sys.stdout.write(
        json.dumps({"load": os.getloadavg(), "median": summary, "all": results}, indent=1) + "\n"
    )
    shutil.rmtree(base, ignore_errors=True)


if __name__ == "__main__":
    main()

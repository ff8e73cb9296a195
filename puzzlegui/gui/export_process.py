"""Export in a process of its own, so that Cancel and closing the window end it at once.

Qt's last steps of an export cannot be stopped half-way: `QImage.save` compresses a 200x200
board's 9 624-pixel PNG in one call (seconds), and a PDF is finished by `QPainter.end`, which
also holds Python's interpreter lock for as long as it runs, so the window cannot even close
meanwhile. Here the player's job starts `python -m puzzlegui.gui.export_process`, hands it the
pictures as one JSON line and reads its progress lines; Cancel (and closing the window, which
cancels every job) kills it. The job makes a temporary file beside the target and hands the
child only its open descriptor; it moves the file into place once the child has ended with
status 0, and removes it at once on cancel (the child, having no name to open, cannot make
it again), so a killed export leaves nothing.

The child draws with the same `render` code as `puzzle export` (off screen). It also reads its
standard input to the end: when the player dies without killing it (kill -9), the pipe closes,
and the child removes its file and exits.
"""

from __future__ import annotations

import contextlib
import json
import os
import queue
import subprocess
import sys
import threading
from collections.abc import Callable
from dataclasses import fields
from pathlib import Path
from typing import IO, Any, cast

from puzzlegui.core.cancel import Cancelled, CancelToken
from puzzlegui.core.registry import get as get_type

from . import i18n, render

Progress = Callable[[float], None]
POLL_S = 0.05
"""How often the job looks at its cancel token while the child works."""
_BASE_FIELDS = ("ptype", "puzzle", "state")
STOP_WAIT_S = 0.3
"""How long a killed child that opens its file by name is waited for before the name goes
(where there is no /proc/self/fd)."""
FD_FOLDER = "/proc/self/fd"

_children: dict[int, tuple[subprocess.Popen[str], Path, bool]] = {}
"""The running children by pid, the file each writes, and whether it has it by descriptor."""
_children_lock = threading.Lock()


# -- the player's side ---------------------------------------------------------------------------
def request_of(path: Path, pictures: list[render.Picture], title: str) -> dict[str, Any]:
    """What the child needs to draw the pictures into `path`: plain JSON."""
    return {
        "path": str(path),
        "title": title,
        "language": i18n.language(),
        "pictures": [_picture_json(picture) for picture in pictures],
    }


def _picture_json(picture: render.Picture) -> dict[str, Any]:
    ptype, puzzle = picture.ptype, picture.puzzle
    state = picture.state
    return {
        "type": ptype.name,
        "puzzle": ptype.puzzle_to_json(puzzle),
        "state": None if state is None else ptype.solution_to_json(puzzle, state),
        # Any other field (a caption...) is plain data: passed on as it is.
        "more": {
            f.name: getattr(picture, f.name) for f in fields(picture) if f.name not in _BASE_FIELDS
        },
    }


def export(
    path: Path,
    pictures: list[render.Picture],
    title: str,
    cancel: CancelToken,
    progress: Progress,
) -> Path:
    """Write the pictures to `path` (PNG, SVG or PDF by its suffix) in a child process; raise
    Cancelled (the child killed, no file left) when `cancel` is set, ExportError on failure."""
    render.check_format(path)
    with render.replacing(path) as temporary:
        request = request_of(temporary, pictures, title)
        request["format"] = path.suffix.lower().lstrip(".")
        run(request, cancel, progress)
    return path


def run(request: dict[str, Any], cancel: CancelToken, progress: Progress) -> None:
    """Start the child with the request and follow it to its end (or kill it on cancel)."""
    temporary = Path(request["path"])
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")  # the child never shows a window
    # A player run from a checkout (not installed) finds its package the same way.
    package_root = str(Path(__file__).resolve().parents[2])
    env["PYTHONPATH"] = os.pathsep.join(p for p in (package_root, env.get("PYTHONPATH")) if p)
    # The file is made here and the child gets only its open descriptor (reopened through
    # /proc/self/fd): a child that is killed can never make the name again after we removed
    # it, so a cancel removes it at once, without waiting for the child to be gone.
    fd = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
    by_fd = os.path.isdir(FD_FOLDER)
    request["write_to"] = f"{FD_FOLDER}/{fd}" if by_fd else str(temporary)
    try:
        with _children_lock:
            child = subprocess.Popen(
                [sys.executable, "-m", "puzzlegui.gui.export_process"],
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                text=True,
                encoding="utf-8",
                env=env,
                pass_fds=(fd,),
            )
            _children[child.pid] = (child, temporary, by_fd)
    finally:
        os.close(fd)
    try:
        stdin, stdout = cast("IO[str]", child.stdin), cast("IO[str]", child.stdout)
        stdin.write(json.dumps(request) + "\n")
        stdin.flush()
        error = _follow(stdout, cancel, progress)
        status = child.wait()
    finally:
        with _children_lock:
            _children.pop(child.pid, None)
        _stop(child, temporary, by_fd)
    if error is not None:
        raise render.ExportError(error)
    if status != 0:  # killed from outside, or crashed: no file to keep
        raise render.cannot_write(temporary)


def _stop(child: subprocess.Popen[str], temporary: Path, by_fd: bool) -> None:
    """Kill the child if it still runs; reap it and close its pipes in the background (a
    large child takes a while to be gone: 0.4 s at a high load)."""
    if child.poll() is None:
        child.kill()
        if not by_fd:  # it opens the name itself: only once it is gone may the name go
            with contextlib.suppress(subprocess.TimeoutExpired):
                child.wait(STOP_WAIT_S)
            temporary.unlink(missing_ok=True)
    threading.Thread(target=_reap, args=(child,), daemon=True).start()


def _reap(child: subprocess.Popen[str]) -> None:
    child.wait()
    for pipe in (child.stdin, child.stdout):
        if pipe is not None:
            with contextlib.suppress(OSError):
                pipe.close()


def stop_all() -> int:
    """Kill every export still running and remove its file (the player is leaving: its jobs
    may not get the time to do it themselves). Returns how many were stopped."""
    with _children_lock:
        running = list(_children.values())
        _children.clear()
    for child, temporary, by_fd in running:
        _stop(child, temporary, by_fd)
        temporary.unlink(missing_ok=True)
    return len(running)


def _follow(out: IO[str], cancel: CancelToken, progress: Progress) -> str | None:
    """Read the child's lines until it ends; its error sentence, if it said one. Raises
    Cancelled as soon as the token is set (the caller kills the child)."""
    lines: queue.Queue[str | None] = queue.Queue()
    # A thread reads, so that this one can look at the cancel token while the child is quiet.
    threading.Thread(target=_read_lines, args=(out, lines), daemon=True).start()
    error: str | None = None
    while True:
        if cancel.cancelled:
            raise Cancelled()
        try:
            line = lines.get(timeout=POLL_S)
        except queue.Empty:
            continue
        if line is None:
            return error
        word, _, rest = line.strip().partition(" ")
        if word == "progress":
            progress(float(rest))
        elif word == "error":
            error = json.loads(rest)


def _read_lines(out: IO[str], lines: queue.Queue[str | None]) -> None:
    try:
        for line in out:
            lines.put(line)
    except (OSError, ValueError):  # the pipe was closed under us: the job is over
        pass
    lines.put(None)


# -- the child's side ----------------------------------------------------------------------------
def _picture_of(data: dict[str, Any]) -> render.Picture:
    ptype = get_type(data["type"])
    puzzle = ptype.puzzle_from_json(data["puzzle"])
    state = None if data["state"] is None else ptype.solution_from_json(puzzle, data["state"])
    return render.Picture(ptype, puzzle, state, **data["more"])


def _watch_parent(temporary: Path) -> None:
    """End the child when its standard input closes (the player is gone)."""
    # The raw descriptor, not sys.stdin: a daemon thread holding sys.stdin's lock can stop
    # the interpreter's own shutdown.
    while os.read(0, 4096):
        pass
    temporary.unlink(missing_ok=True)
    os._exit(3)


def _first_line() -> str:
    """The request line, read byte by byte from the raw descriptor (nothing read ahead)."""
    data = bytearray()
    while not data.endswith(b"\n"):
        chunk = os.read(0, 1)
        if not chunk:
            break
        data += chunk
    return data.decode("utf-8")


def _say(line: str) -> None:
    sys.stdout.write(line + "\n")
    sys.stdout.flush()


def main() -> int:
    """The child: read the request, draw, say "done" (or "error <sentence>")."""
    request = json.loads(_first_line())
    temporary = Path(request["path"])
    threading.Thread(target=_watch_parent, args=(temporary,), daemon=True).start()
    render.ensure_application()
    i18n.install(request["language"])
    pictures = [_picture_of(item) for item in request["pictures"]]
    last = [-1.0]

    def report(fraction: float) -> None:
        if fraction - last[0] >= 0.01 or fraction >= 1.0:
            last[0] = fraction
            _say(f"progress {fraction:.3f}")

    views = render.Views(pictures)
    drawing = render.Drawing(views, None, report, render.bands_of(pictures))
    write_to, form = Path(request["write_to"]), request["format"]
    try:
        render.write_file(write_to, pictures, request["title"], drawing, form)
    except render.ExportError as err:  # said with the file's name, not its descriptor's
        _say("error " + json.dumps(str(err).replace(str(write_to), str(temporary))))
        return 1
    _say("done")
    return 0


if __name__ == "__main__":
    code = main()
    sys.stdout.flush()
    # The file is written and closed: skip tearing down Qt and the views.
    os._exit(code)

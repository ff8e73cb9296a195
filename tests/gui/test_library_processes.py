"""Real player processes on one library: two players writing one game keep both histories, and
a library that can only be read resumes its games and merges the new moves back later."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
import textwrap
from collections.abc import Iterator
from pathlib import Path

import pytest

from puzzlegui.library.store import COPY_MARK, open_library

from .processes import private_env

ROOT = Path(__file__).resolve().parents[2]
LOGI5 = ROOT / "boards" / "logi5" / "01-easy-5x5.puzzle"

# A player driven line by line on stdin: open FILE, move M (written at once), report, wait-file
# (until the library is a file again), quit (the window's own close).
DRIVER = textwrap.dedent(
    """
    import sys
    from PySide6.QtCore import QSocketNotifier, QTimer
    from puzzlegui.gui import library_controller, message
    from puzzlegui.gui.app import create_application
    from puzzlegui.gui.launch import build_window

    library_controller.RETRY_MS = 100
    app = create_application(sys.argv[:1])
    window = build_window(None, resume=False)
    window.show()
    info = message.info
    message.info = lambda origin, text, ms=message.STATUS_MS: (
        print("SAY", text, flush=True), info(origin, text, ms)
    )

    def command(line):
        word, _, rest = line.strip().partition(" ")
        if word == "open":
            window.files.open_path(__import__("pathlib").Path(rest))
            print("OPENED", " ".join(window.session.moves()), flush=True)
        elif word == "move":
            window.session.apply_text(rest)
            print("SAVED", window.library.save_now(), flush=True)
        elif word == "wait-file":
            def check():
                if window.library.library.in_memory:
                    QTimer.singleShot(50, check)
                else:
                    print("FILE", flush=True)
            check()
        elif word == "quit":
            window.close()
            app.quit()

    def on_ready():
        line = sys.stdin.readline()
        if not line:
            app.quit()
        else:
            command(line)

    notifier = QSocketNotifier(sys.stdin.fileno(), QSocketNotifier.Type.Read)
    notifier.activated.connect(on_ready)
    print("SAY", window.statusBar().currentMessage(), flush=True)  # what the start said
    print("READY", flush=True)
    app.exec()
    """
)


class Player:
    """One player process and its answers."""

    def __init__(self, env: dict[str, str], user: int | None = None) -> None:
        self.process = subprocess.Popen(
            [sys.executable, "-c", DRIVER],
            cwd=ROOT, env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL, text=True, encoding="utf-8",
            user=user,
        )  # fmt: skip
        self.said: list[str] = []
        self.expect("READY")

    def send(self, line: str, answer: str) -> str:
        assert self.process.stdin is not None
        self.process.stdin.write(line + "\n")
        self.process.stdin.flush()
        return self.expect(answer)

    def expect(self, word: str) -> str:
        assert self.process.stdout is not None
        for line in self.process.stdout:
            if line.startswith("SAY "):
                self.said.append(line[4:].strip())
            if line.startswith(word):
                return line[len(word) :].strip()
        raise AssertionError(f"the player ended before saying {word}")

    def quit(self) -> None:
        assert self.process.stdin is not None
        self.process.stdin.write("quit\n")
        self.process.stdin.close()
        assert self.process.wait(timeout=30) == 0
        self.close()

    def close(self) -> None:
        self.process.kill()
        self.process.wait()
        for stream in (self.process.stdin, self.process.stdout):
            if stream is not None:
                stream.close()


@pytest.mark.slow
def test_two_players_on_one_game_keep_both_histories(tmp_path: Path) -> None:
    env = private_env(tmp_path)
    first, second = Player(env), Player(env)
    try:
        assert first.send(f"open {LOGI5}", "OPENED") == ""
        assert second.send(f"open {LOGI5}", "OPENED") == ""
        assert first.send("move r1c1=1", "SAVED") == "True"
        assert second.send("move r5c5=3", "SAVED") == "True"  # stale: kept as its own game
        assert first.send("move r1c4=3", "SAVED") == "True"
        assert second.send("move r2c2=2", "SAVED") == "True"
        first.quit()
        second.quit()
    finally:
        for player in (first, second):
            player.close()
    said = first.said + second.said
    assert any("Another window changed this game" in line for line in said), said
    library, _ = open_library(tmp_path / "data" / "puzzlegui" / "puzzlegui" / "games.sqlite3")
    games, _ = library.games()
    histories = {
        COPY_MARK in g.identity: [m for s in library.steps(g.id) for m in s.moves]
        for g in games
        if g.type_name == "logi5"  # the first start's sample board is a game too
    }
    # The second window either kept its stale history as a game of its own at its first move,
    # or (saving while idle, its clock) took the first window's game and the first was stale.
    assert histories in (
        {False: ["r1c1=1", "r1c4=3"], True: ["r5c5=3", "r2c2=2"]},
        # or the second window saved first (its clock), so the first window's moves were the
        # stale ones: they went to a game of their own, and the second kept the original
        {False: ["r5c5=3", "r2c2=2"], True: ["r1c1=1", "r1c4=3"]},
        {False: ["r1c1=1", "r5c5=3", "r2c2=2"], True: ["r1c1=1", "r1c4=3"]},
    ), histories
    assert all(g.elapsed_ms < 60_000 for g in games)  # each its own clock, never a sum


@pytest.fixture
def shared_tmp() -> Iterator[Path]:
    """A folder another user may enter (pytest's tmp_path is private to root)."""
    folder = Path(tempfile.mkdtemp(prefix="puzzlegui-readonly-"))
    folder.chmod(0o755)
    yield folder
    shutil.rmtree(folder, ignore_errors=True)


def others_may_run(*paths: Path) -> bool:
    """True when a user other than the owner can reach and read each path (every folder on
    the way enterable by others): `nobody` can run this Python on this checkout. A checkout
    under root's private home, say, cannot be played from as another user."""
    for path in paths:
        for place in [path, *path.parents]:
            mode = place.stat().st_mode
            if place.is_dir() and not mode & 0o001:
                return False
            if place == path and not place.is_dir() and not mode & 0o004:
                return False
    return True


@pytest.mark.skipif(
    not hasattr(os, "geteuid") or os.geteuid() != 0, reason="needs root to play as nobody"
)
@pytest.mark.skipif(
    not others_may_run(Path(sys.executable).resolve(), Path(sys.executable), ROOT),
    reason="this Python or checkout is private to its owner: nobody could run the player",
)
def test_a_read_only_library_resumes_and_merges_back_without_losing_a_move(
    shared_tmp: Path,
) -> None:
    env = private_env(shared_tmp)
    setup = Player(env)
    try:
        setup.send(f"open {LOGI5}", "OPENED")
        for move in ("r1c1=1", "r1c4=3", "r2c2=2"):
            setup.send(f"move {move}", "SAVED")
        setup.quit()
    finally:
        setup.close()
    folder = shared_tmp / "data" / "puzzlegui" / "puzzlegui"
    nobody = 65534
    for path in [shared_tmp, *shared_tmp.rglob("*")]:
        os.chown(path, nobody, nobody)
    (shared_tmp / "data").chmod(0o755)
    folder.chmod(0o500)  # readable, not writable, by its owner
    player = Player(env, user=nobody)
    try:
        assert player.send(f"open {LOGI5}", "OPENED") == "r1c1=1 r1c4=3 r2c2=2"
        assert any("can be read but not written" in line for line in player.said)
        assert player.send("move r5c5=3", "SAVED") == "True"  # kept in memory
        folder.chmod(0o700)
        player.send("wait-file", "FILE")
        player.quit()
    finally:
        player.close()
    library, _ = open_library(folder / "games.sqlite3")
    games, _ = library.games()
    (game,) = [g for g in games if g.type_name == "logi5"]  # the first start's sample aside
    moves = [m for s in library.steps(game.id) for m in s.moves]
    assert moves == ["r1c1=1", "r1c4=3", "r2c2=2", "r5c5=3"]

"""One player per user and data folder: a second start hands its argument to the running one.

The running player listens on a local socket named after the user and the data folder (a hash
of its resolved path), in the user's runtime folder (XDG_RUNTIME_DIR, private to the user). A
start first tries to connect: if a player answers, it sends its argument (a board file's
absolute path, a puzz.link URL, a Tatham ID, or nothing) and leaves; the running player raises
its window and opens the board as File > Open does.

Deciding to be the one player happens under a lock file (QLockFile, which takes over the lock of
a process that died), so two starts at once end with one player: the second one in sees the
first listening. A socket left by a player that was killed refuses connections; it is removed
and replaced. A player with another data folder is another instance (its games are others).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import stat
import sys
import tempfile
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QByteArray,
    QCoreApplication,
    QLockFile,
    QObject,
    QStandardPaths,
    Signal,
    Slot,
)
from PySide6.QtNetwork import QAbstractSocket, QLocalServer, QLocalSocket

from puzzlegui.library.paths import player_folder

if TYPE_CHECKING:
    from .main_window import PlayerWindow

CONNECT_MS = 300
"""How long a start waits to reach a running player's socket."""
ANSWER_MS = 10000
"""How long a start waits for the running player to take its argument (it may itself be
starting, its window not built yet)."""
LOCK_MS = 5000
"""How long a start waits for another start to finish deciding who is the player."""
MAX_MESSAGE = 64 * 1024
SOCKET_PATH_MAX = 100
"""sockaddr_un holds 108 bytes on Linux, 104 on macOS: longer paths fall back to Qt's folder."""
ACK = b"ok\n"


def socket_name(data_folder: Path) -> str:
    """The socket of the player for this user and data folder: a full path in the runtime
    folder (XDG_RUNTIME_DIR), else in a folder of the user's own under the temporary folder
    (`private_folder`), else in the data folder (private too), else a bare name (Qt puts it
    in its temporary folder) when none of them can hold it."""
    digest = hashlib.sha256(str(data_folder.resolve()).encode("utf-8", "surrogateescape"))
    name = f"puzzlegui-{_uid()}-{digest.hexdigest()[:16]}"
    # XDG_RUNTIME_DIR itself: asking QStandardPaths prints a warning on stderr when it is unset.
    runtime = os.environ.get("XDG_RUNTIME_DIR", "")
    folders = [runtime] if runtime and os.path.isabs(runtime) and os.path.isdir(runtime) else []
    for folder in folders or [private_folder(), str(data_folder) if data_folder.is_dir() else ""]:
        path = str(Path(folder) / name) if folder else ""
        if path and len(path.encode("utf-8", "surrogateescape")) <= SOCKET_PATH_MAX:
            return path
    return name


def _uid() -> int:
    return os.getuid() if hasattr(os, "getuid") else 0


def private_folder() -> str:
    """`<temporary folder>/puzzlegui-<uid>`, made mode 0700 if missing, or "" when it is not a
    folder of this user's that only they can enter (a link, another user's, open to others):
    a socket under a shared name in /tmp could be made first by another local user, who
    would then be handed the boards this user opens."""
    if not hasattr(os, "getuid"):
        return ""
    folder = os.path.join(tempfile.gettempdir(), f"puzzlegui-{_uid()}")
    try:
        os.mkdir(folder, 0o700)
    except FileExistsError:
        pass
    except OSError:
        return ""
    try:
        info = os.lstat(folder)
    except OSError:
        return ""
    private = stat.S_ISDIR(info.st_mode) and info.st_uid == _uid()
    return folder if private and stat.S_IMODE(info.st_mode) & 0o077 == 0 else ""


def message_for(argument: str | None, cwd: Path | None = None) -> bytes:
    """The line a start sends: its argument, a file path made absolute."""
    if argument:
        path = Path(argument)
        if not path.is_absolute() and (cwd or Path.cwd()).joinpath(path).exists():
            argument = str((cwd or Path.cwd()) / path)
    return json.dumps({"argument": argument or ""}).encode("utf-8") + b"\n"


def argument_of(message: bytes) -> str | None:
    """The argument in a received line; None for a line that is not ours."""
    try:
        data = json.loads(message.decode("utf-8"))
    except ValueError:
        return None
    argument = data.get("argument") if isinstance(data, dict) else None
    return argument if isinstance(argument, str) else None


def hand_over(name: str, message: bytes) -> bool | None:
    """Send the message to the player listening at `name`. True when it took it; False when no
    player listens there; None when one listens but did not answer in time."""
    socket = QLocalSocket()
    socket.connectToServer(name)
    if not socket.waitForConnected(CONNECT_MS):
        return False
    socket.write(QByteArray(message))
    socket.flush()
    answer = b""
    while ACK not in answer:
        if not socket.waitForReadyRead(ANSWER_MS):
            socket.abort()
            return None
        answer += bytes(socket.readAll().data())
    socket.disconnectFromServer()
    return True


class PlayerServer(QObject):
    """The running player's end: each connection sends one line, answered with `ok`."""

    argument_received = Signal(str)
    """Another start's argument: a file path, a URL or ID, or '' (just show the window)."""

    def __init__(self, name: str) -> None:
        super().__init__()
        self.name = name
        self._waiting: list[str] | None = []
        """Arguments that came before the window was built (None once it is)."""
        self._server = QLocalServer(self)
        self._server.newConnection.connect(self._on_server_new_connection)

    def listen(self) -> bool:
        """Listen at the name; a socket left by a player that died is replaced."""
        if self._server.listen(self.name):
            return True
        if self._server.serverError() != QAbstractSocket.SocketError.AddressInUseError:
            return False
        QLocalServer.removeServer(self.name)
        return self._server.listen(self.name)

    def error(self) -> str:
        """Why listening failed."""
        return self._server.errorString()

    def close(self) -> None:
        """Stop listening (the socket file goes)."""
        self._server.close()

    @Slot()
    def _on_server_new_connection(self) -> None:
        while self._server.hasPendingConnections():
            caller = _Caller(self._server.nextPendingConnection())
            caller.line_read.connect(self._on_caller_line_read)
            caller.read()

    @Slot(bytes)
    def _on_caller_line_read(self, line: bytes) -> None:
        argument = argument_of(line)
        if argument is None:
            return
        if self._waiting is not None:
            self._waiting.append(argument)
        else:
            self.argument_received.emit(argument)

    def deliver(self) -> None:
        """From now on arguments go out at once; those that came before go out now."""
        waiting, self._waiting = self._waiting or [], None
        for argument in waiting:
            self.argument_received.emit(argument)


class _Caller(QObject):
    """One caller's socket and what it has sent so far: a child of the socket, gone with it.
    The first line is answered with ACK and told by `line_read`; a caller that sends more than
    MAX_MESSAGE without a line is not one of ours and is dropped."""

    line_read = Signal(bytes)

    def __init__(self, socket: QLocalSocket) -> None:
        super().__init__(socket)
        self._socket = socket
        self._data = b""
        self._done = False
        socket.readyRead.connect(self._on_socket_ready_read)
        socket.disconnected.connect(socket.deleteLater)  # Qt's own slot: safe while it dies

    def read(self) -> None:
        """Take what has come; answer and tell the first line once it is whole."""
        if self._done:
            return
        self._data += bytes(self._socket.readAll().data())
        if b"\n" not in self._data:
            if len(self._data) > MAX_MESSAGE:  # not one of ours: drop it
                self._done = True
                self._socket.abort()
            return
        self._done = True
        self._socket.write(QByteArray(ACK))
        self._socket.flush()
        self.line_read.emit(self._data.split(b"\n", 1)[0])

    @Slot()
    def _on_socket_ready_read(self) -> None:
        self.read()


NO_ANSWER = "puzzlegui: the running player does not answer; try again later\n"


class NoAnswer(Exception):
    """A player listens but did not take the argument in time (it hangs): no second player."""


def data_folder() -> Path:
    """The player's data folder (Qt's AppDataLocation, where the library lives)."""
    # The names set here are the ones app.set_names sets (app.py imports QtWidgets: too slow).
    QCoreApplication.setOrganizationName("puzzlegui")
    QCoreApplication.setApplicationName("puzzlegui")
    location = QStandardPaths.StandardLocation.AppDataLocation
    return player_folder(QStandardPaths.writableLocation(location))


def hand_over_early(args: Sequence[str]) -> int | None:
    """Before the player's modules load: hand the argument to a running player. The exit
    status when this start is done (0: handed over, 1: the player does not answer), else
    None. A start with --startup-time never hands over (it measures a cold start)."""
    parser = argparse.ArgumentParser(add_help=False)
    parser.add_argument("file", nargs="?")
    parser.add_argument("--startup-time", action="store_true")
    parser.add_argument("-h", "--help", action="store_true")
    known, _ = parser.parse_known_args(list(args))
    if known.startup_time or known.help:
        return None
    answered = hand_over(socket_name(data_folder()), message_for(known.file))
    if answered is None:
        sys.stderr.write(NO_ANSWER)
        return 1
    return 0 if answered else None


def claim(data_folder: Path, argument: str | None) -> PlayerServer | None:
    """Become the one player for this data folder (the server returned, to be kept while the
    window lives), or hand `argument` to the running one and return None. Raises NoAnswer
    when a player listens but does not answer."""
    name = socket_name(data_folder)
    message = message_for(argument)
    lock = QLockFile(f"{name}.lock" if os.path.isabs(name) else str(data_folder / f"{name}.lock"))
    lock.setStaleLockTime(0)  # a lock is stale only when its process is gone
    locked = lock.tryLock(LOCK_MS)
    try:
        # Under the lock: a start that got it before this one is listening by now.
        answered = hand_over(name, message)
        if answered is None:
            raise NoAnswer(name)
        if answered:
            return None
        server = PlayerServer(name)
        if not server.listen():
            sys.stderr.write(f"puzzlegui: cannot listen at {name}: {server.error()}\n")
        return server
    finally:
        if locked:
            lock.unlock()


class ArgumentOpener(QObject):
    """Opens what another start handed over in the window, and brings the window forward."""

    def __init__(self, window: PlayerWindow) -> None:
        super().__init__(window)
        self._window = window

    @Slot(str)
    def _on_server_argument_received(self, argument: str) -> None:
        window = self._window
        if window.isMinimized():
            window.showNormal()
        window.show()
        window.raise_()
        window.activateWindow()
        if argument:
            open_argument(window, argument)


def open_argument(window: PlayerWindow, argument: str) -> bool:
    """Open a board file, or a puzz.link URL or Tatham ID, as File > Open and Open URL do (the
    game being played stays in the library); a bad one is said and the game stays."""
    # Imported here: a second start must not pay for the formats before it hands over.
    from puzzlegui.core.formats.loader import looks_like_link

    if not Path(argument).exists() and looks_like_link(argument):
        return window.share.open_text(argument)
    return window.files.open_path(Path(argument))


def serve(server: PlayerServer, window: PlayerWindow) -> None:
    """Let other starts' arguments reach the window from now on."""
    opener = ArgumentOpener(window)
    server.setParent(window)
    server.argument_received.connect(opener._on_server_argument_received)
    server.deliver()

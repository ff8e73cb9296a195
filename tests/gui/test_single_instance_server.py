"""The running player's socket server in this process, with real local sockets: a line sent in
pieces is answered once whole, a caller that sends too much without a line is dropped, and the
callers after it are still heard."""

from __future__ import annotations

import os
import uuid

from PySide6.QtNetwork import QLocalSocket
from pytestqt.qtbot import QtBot

from puzzlegui.gui.single_instance import ACK, MAX_MESSAGE, PlayerServer, message_for


def _server(qtbot: QtBot) -> tuple[PlayerServer, list[str]]:
    server = PlayerServer(f"puzzlegui-test-{os.getpid()}-{uuid.uuid4().hex[:8]}")
    assert server.listen(), server.error()
    heard: list[str] = []
    server.argument_received.connect(heard.append)
    server.deliver()
    return server, heard


def _caller(qtbot: QtBot, server: PlayerServer) -> QLocalSocket:
    socket = QLocalSocket()
    socket.connectToServer(server.name)
    qtbot.waitUntil(lambda: socket.state() == QLocalSocket.LocalSocketState.ConnectedState)
    return socket


def _answer(qtbot: QtBot, socket: QLocalSocket) -> bytes:
    got = bytearray()

    def answered() -> bool:
        got.extend(bytes(socket.readAll().data()))
        return ACK in got

    qtbot.waitUntil(answered)
    return bytes(got)


def test_a_line_sent_in_pieces_is_answered_once_whole(qtbot: QtBot) -> None:
    server, heard = _server(qtbot)
    socket = _caller(qtbot, server)
    line = message_for("https://puzz.link/p?nurikabe/2/2/1g")
    socket.write(line[:10])
    socket.flush()
    socket.write(line[10:])
    socket.flush()
    assert _answer(qtbot, socket) == ACK
    qtbot.waitUntil(lambda: heard == ["https://puzz.link/p?nurikabe/2/2/1g"])
    socket.abort()
    server.close()


def test_a_caller_sending_too_much_is_dropped_and_the_next_is_heard(qtbot: QtBot) -> None:
    server, heard = _server(qtbot)
    flood = _caller(qtbot, server)
    flood.write(b"x" * (MAX_MESSAGE + 1024))
    flood.flush()
    qtbot.waitUntil(lambda: flood.state() == QLocalSocket.LocalSocketState.UnconnectedState)
    assert heard == []
    socket = _caller(qtbot, server)
    socket.write(message_for(""))
    socket.flush()
    assert _answer(qtbot, socket) == ACK
    qtbot.waitUntil(lambda: heard == [""])
    socket.abort()
    server.close()

"""The board views' own texts in Spanish (How to Play's controls of every type, the sentences
one view says) stay word for word what they were when they lived in the .ts: each is held to
the digest of its Spanish as main had it, read the way the player reads it."""

from __future__ import annotations

import hashlib
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from puzzlegui.gui import i18n
from puzzlegui.gui.dialogs.help import controls_text

from .helpers import BOARDS, playing, view_of

SPANISH_DIGESTS = {
    "controls all": "9ad0ebe4ba55aba9",
    "controls hashi": "a8c1cc5687e34dbb",
    "controls nurikabe": "bdddad3cab09773e",
    "controls shikaku": "12d3f0ceb43151c7",
    "controls calcudoku": "2b156e446c5058f4",
    "controls logi5": "85f4060161b30aca",
    "shikaku corner marked": "cef6b146a9046eb8",
    "latin pencil on": "aae035167a1a942d",
    "latin pencil off": "863b7b68a9b29d2e",
}
"""sha256 (first 16 hex digits) of each text's Spanish, recorded before the texts moved."""


@pytest.fixture
def spanish(translations: Path) -> Iterator[None]:
    """The player speaks Spanish during the test, English again after it."""
    assert i18n.install("es") == "es"
    yield
    i18n.install("en")


def digest(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


def spoken_texts(qtbot: QtBot) -> dict[str, str]:
    """Each view text as the player sees it: How to Play's controls, the sentence Shikaku says
    when Space marks a corner, the ones the digit boards say for pencil mode."""
    texts = {f"controls {name}": text for name, text in controls_text().items()}
    window, _ = playing(qtbot, BOARDS / "shikaku" / "01-easy-7x7.puzzle")
    view = view_of(window)
    view.setFocus()
    with qtbot.waitSignal(view.mode_changed) as marked:
        qtbot.keyClick(view, Qt.Key.Key_Space)
    texts["shikaku corner marked"] = marked.args[0]
    window, _ = playing(qtbot, BOARDS / "logi5" / "01-easy-5x5.puzzle")
    view = view_of(window)
    for on, key in ((True, "latin pencil on"), (False, "latin pencil off")):
        with qtbot.waitSignal(view.mode_changed) as said:
            view.set_pencil_mode(on)
        texts[key] = said.args[0]
    return texts


def test_every_view_text_reads_the_same_spanish(qtbot: QtBot, spanish: None) -> None:
    texts = spoken_texts(qtbot)
    assert {key: digest(text) for key, text in texts.items()} == SPANISH_DIGESTS

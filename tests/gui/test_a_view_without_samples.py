"""The player with a type that ships no sample boards (the template type and its view, both
registered for the test): Open Sample lists what ships and has no entry for it, How to Play
shows its view's controls from the type's own translation, and its boards (the ones its
generator makes, tests/samples.py) play, hint and read Spanish like any other type's."""

from __future__ import annotations

from html import escape

import pytest
from pytestqt.qtbot import QtBot

from puzzlegui.core import registry
from puzzlegui.core.template import TYPE as TEMPLATE
from puzzlegui.gui.boards import VIEWS
from puzzlegui.gui.boards.template import TemplateBoardView
from puzzlegui.gui.dialogs.help import controls_text, how_to_play_html
from puzzlegui.gui.files import bundled_boards
from tests.samples import SHIPPED, sample_paths

from . import test_assist, test_i18n
from .helpers import click, open_window, playing, view_of

NAME = TEMPLATE.name


@pytest.fixture
def registered(monkeypatch: pytest.MonkeyPatch) -> None:
    """The template and its view registered for the test, as a sixth type with no samples."""
    assert not (SHIPPED / NAME).exists()
    monkeypatch.setattr(registry, "NAMES", (*registry.NAMES, NAME))
    monkeypatch.setitem(VIEWS, NAME, TemplateBoardView)


@pytest.mark.usefixtures("registered")
def test_open_sample_lists_what_ships_and_nothing_for_a_type_without(qtbot: QtBot) -> None:
    window = open_window(qtbot, SHIPPED / "shikaku" / "01-easy-7x7.puzzle")
    menu = window.actions_.samples_menu
    menu.aboutToShow.emit()
    titles = [action.text() for action in menu.actions()]
    assert titles == [registry.get(name).title for name in registry.NAMES if name != NAME]
    assert not any(path.parent.name == NAME for path in bundled_boards())
    assert window.statusBar().currentMessage() == ""  # nothing said: no error


@pytest.mark.usefixtures("registered")
def test_how_to_play_shows_the_views_controls_in_the_players_language(language: str) -> None:
    own = TEMPLATE.translations.get(language)
    wanted = TemplateBoardView.CONTROLS if own is None else own.controls
    assert controls_text()[NAME] == wanted
    assert escape(wanted) in how_to_play_html(NAME)
    assert (language == "es") == (wanted != TemplateBoardView.CONTROLS)


@pytest.mark.usefixtures("registered")
def test_a_made_board_plays_to_the_end_with_clicks(qtbot: QtBot) -> None:
    window, session = playing(qtbot, sample_paths(NAME)[0])
    view = view_of(window)
    assert isinstance(view, TemplateBoardView)
    for cell in session.puzzle.cells():
        if cell not in session.puzzle.holes:
            click(qtbot, view, view.cell_center(cell))
    qtbot.waitUntil(lambda: session.solved)


@pytest.mark.usefixtures("registered")
def test_a_made_board_hints_checks_and_solves(qtbot: QtBot) -> None:
    test_assist.test_every_type_hints_applies_checks_and_solves(qtbot, NAME)


@pytest.mark.usefixtures("registered")
@pytest.mark.parametrize("language", ["es"], indirect=True)
def test_a_hint_and_a_live_error_read_spanish(qtbot: QtBot, language: str) -> None:
    test_i18n.test_hint_and_live_error_read_spanish_on_every_type(qtbot, None, NAME)

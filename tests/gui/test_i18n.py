"""English and Spanish: every entry of the Spanish .ts is translated with its placeholders, the
core's tables have Spanish twins, and under Spanish the menus and a hint sentence read Spanish."""

from __future__ import annotations

import ast
import importlib
import os
import re
import string
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from puzzlegui.core import registry
from puzzlegui.core.model import Violation
from puzzlegui.gui import core_text, i18n
from puzzlegui.gui.dialogs.preferences import PreferencesDialog
from puzzlegui.gui.preferences import Preferences

from .conftest import I18N
from .helpers import BOARDS, open_window, playing

SPANISH_TS = I18N / "puzzlegui_es.ts"


@pytest.fixture
def spanish(translations: Path) -> Iterator[None]:
    """The player speaks Spanish during the test, English again after it."""
    assert i18n.install("es") == "es"
    yield
    i18n.install("en")


def messages() -> list[ET.Element]:
    return list(ET.parse(SPANISH_TS).getroot().iter("message"))


def test_every_spanish_entry_is_translated() -> None:
    entries = messages()
    assert len(entries) > 100
    for message in entries:
        source = message.findtext("source") or ""
        translation = message.find("translation")
        assert translation is not None, source
        assert translation.get("type") is None, f"{translation.get('type')}: {source!r}"
        forms = [f.text or "" for f in translation.iter("numerusform")] or [translation.text]
        for form in forms:
            assert form, f"empty translation of {source!r}"
            assert _placeholders(form) == _placeholders(source), source
            assert form.count("&") == source.count("&"), source


def _placeholders(text: str) -> set[str]:
    return set(re.findall(r"%[0-9n]", text))


def _fields(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


@pytest.mark.parametrize("name", registry.NAMES)
def test_every_violation_has_a_spanish_twin(name: str) -> None:
    table = importlib.import_module(f"puzzlegui.core.{name}.rules").MESSAGES.messages
    for code, english in table.items():
        assert code in core_text.VIOLATIONS_ES, code
        assert _fields(core_text.VIOLATIONS_ES[code]) == _fields(english), code


@pytest.mark.parametrize("name", registry.NAMES)
def test_every_hint_sentence_has_a_spanish_twin(name: str) -> None:
    english = importlib.import_module(f"puzzlegui.core.{name}.hints").TEXTS
    assert name in core_text.HINTS_ES, f"add HINTS_ES[{name!r}] to gui/core_text.py"
    spanish = core_text.HINTS_ES[name]
    missing = sorted(set(english) - set(spanish))
    assert not missing, f"add Spanish for {name} {missing} to HINTS_ES in gui/core_text.py"
    assert set(spanish) <= set(english)
    for rule, text in english.items():
        assert _fields(spanish[rule]) == _fields(text), rule
    for level in getattr(registry.get(name), "levels", ()):
        assert level in core_text.LEVELS_ES, f"add Spanish for the level {level!r} to LEVELS_ES"


def test_params_in_english_become_spanish(spanish: None) -> None:
    violation = Violation(
        "shikaku.overlap",
        "The rectangles ... overlap.",
        params={"first": "from row 1, column 2 to row 3, column 4", "second": "row 5, column 6"},
    )
    assert core_text.violation_text(violation) == (
        "Los rectángulos de fila 1, columna 2 a fila 3, columna 4 y fila 5, columna 6 se solapan."
    )


def test_the_language_follows_the_system_unless_chosen() -> None:
    assert i18n.resolve("", "es_AR") == "es"
    assert i18n.resolve("", "fr_FR") == "en"
    assert i18n.resolve("en", "es_ES") == "en"
    assert i18n.resolve("es", "en_GB") == "es"


def test_the_language_is_chosen_in_preferences(qtbot: QtBot) -> None:
    preferences = Preferences()
    dialog = PreferencesDialog(preferences)
    qtbot.addWidget(dialog)
    dialog.language.setCurrentIndex(dialog.language.findData("es"))
    dialog.apply()
    assert preferences.language == "es"
    assert PreferencesDialog(preferences).language.currentData() == "es"


def test_menus_and_a_hint_read_spanish(qtbot: QtBot, spanish: None) -> None:
    ptype = registry.get("shikaku")
    if not hasattr(ptype, "hint"):
        pytest.skip("shikaku has no hints yet")
    window = open_window(qtbot, BOARDS / "shikaku" / "01-easy-7x7.txt")
    titles = [action.text() for action in window.menuBar().actions()]
    assert titles[:3] == ["&Archivo", "&Editar", "&Puzle"]
    assert window.actions_.hint.text() == "&Pista"
    assert window.side_panel.rules_label.text().startswith("Divide la cuadrícula")
    with qtbot.waitSignal(window.jobs.job_succeeded):
        window.actions_.hint.trigger()
    sentence = window.side_panel.hint_label.text()
    assert sentence.startswith("La pista "), sentence
    assert "fila" in sentence
    assert "row" not in sentence
    assert window.side_panel.hint_level_label.text().startswith("Nivel 1: ")
    # A long title wraps, and so the sentence below it gets all the lines it needs (an
    # unwrapped title widened the box past the panel and cut the sentence's last lines).
    panel = window.side_panel
    panel.show_hint(sentence * 3, "Nivel 5: prueba de dos caminos, una palabra tras otra", True)
    title, text = panel.hint_level_label, panel.hint_label
    qtbot.waitUntil(lambda: title.height() >= 2 * title.fontMetrics().lineSpacing())
    qtbot.waitUntil(lambda: text.height() >= text.heightForWidth(text.width()))
    assert title.width() <= panel.hint_box.width()


START_UNDER_LOCALE = """
from puzzlegui.gui.launch import build_window, create_application, i18n, Preferences
create_application([])
print(i18n.install(Preferences().language))
window = build_window(None, resume=False)
print("|".join(action.text() for action in window.menuBar().actions()))
"""


def test_a_spanish_system_starts_the_player_in_spanish(tmp_path: Path) -> None:
    env = {
        **os.environ,
        "LANG": "es_ES.UTF-8",
        "LC_ALL": "es_ES.UTF-8",
        "LANGUAGE": "es",
        "XDG_CACHE_HOME": str(tmp_path / "cache"),
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
        "XDG_DATA_HOME": str(tmp_path / "data"),
    }
    done = subprocess.run(
        [sys.executable, "-c", START_UNDER_LOCALE],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    language, menus = done.stdout.splitlines()[-2:]
    assert language == "es"
    assert menus.startswith("&Archivo|&Editar|&Puzle|")


def test_the_window_status_after_check_against_solution_reads_spanish(
    qtbot: QtBot, spanish: None
) -> None:
    window, session = playing(qtbot, BOARDS / "shikaku" / "01-easy-7x7.txt")
    session.apply_text("+r7c3:r7c3")  # a cell of another clue's rectangle: one wrong cell
    qtbot.waitUntil(lambda: session.solution is not None)
    window.actions_.check_solution.trigger()
    assert window.statusBar().currentMessage() == "1 casilla no coincide con la solución."
    session.apply_text("-r7c3:r7c3")
    window.actions_.check_solution.trigger()
    assert "solución" in window.statusBar().currentMessage()
    assert "solution" not in window.statusBar().currentMessage()


def tr_classes() -> Iterator[tuple[str, str]]:
    """(module, class) of every class under puzzlegui/gui whose methods call `self.tr`."""
    root = Path(__file__).parents[2]
    for path in sorted((root / "puzzlegui" / "gui").rglob("*.py")):
        module = ".".join(path.relative_to(root).with_suffix("").parts)
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef) and any(
                isinstance(call, ast.Call)
                and isinstance(call.func, ast.Attribute)
                and call.func.attr == "tr"
                and isinstance(call.func.value, ast.Name)
                and call.func.value.id == "self"
                for call in ast.walk(node)
            ):
                yield module, node.name


def test_every_class_that_calls_self_tr_is_a_qobject() -> None:
    """lupdate files `self.tr` texts under the class that writes them; PySide6 looks them up
    along the object's MRO, but only through QObject classes: in a plain mixin the text is
    looked up under the window's class, misses, and stays English (AssistCommands' status)."""
    from PySide6.QtCore import QObject

    found = list(tr_classes())
    assert len(found) > 10
    for module, name in found:
        cls = getattr(importlib.import_module(module), name)
        assert issubclass(cls, QObject), f"{module}.{name} calls self.tr but is no QObject"


def test_a_grade_reads_in_spanish(monkeypatch: pytest.MonkeyPatch) -> None:
    # The Games and Statistics windows show a game's grade, a ladder level's name.
    monkeypatch.setattr(i18n, "_language", "es")
    assert core_text.word("shared cells") == "casillas compartidas"
    assert core_text.word("easy") == "fácil"

"""English and Spanish: every entry of the Spanish .ts is translated with its placeholders, the
core's tables have Spanish twins, and under Spanish the menus and a hint sentence read Spanish."""

from __future__ import annotations

import ast
import importlib
import os
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication
from pytestqt.qtbot import QtBot

from puzzlegui.core import registry
from puzzlegui.core.formats.loader import read_board
from puzzlegui.core.model import Violation
from puzzlegui.core.text.values import Span
from puzzlegui.gui import core_text, i18n
from puzzlegui.gui.dialogs.preferences import PreferencesDialog
from puzzlegui.gui.preferences import Preferences
from tests.core.text_checks import english_left
from tests.samples import sample_paths

from .conftest import I18N
from .helpers import BOARDS, open_window, playing, reveal, shown_hint

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


def test_a_violation_reads_spanish_from_its_code_and_params(spanish: None) -> None:
    # Params are data (cells, rectangles), never English phrases rewritten after the fact.
    violation = Violation(
        "shikaku.overlap",
        "The rectangles ... overlap.",
        params={"first": Span((0, 1), (2, 3)), "second": Span((4, 5), (4, 5))},
    )
    assert core_text.violation_text(violation) == (
        "Los rectángulos de fila 1, columna 2 a fila 3, columna 4 y de fila 5, columna 6 a "
        "fila 5, columna 6 se solapan."
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
    window = open_window(qtbot, BOARDS / "shikaku" / "01-easy-7x7.puzzle")
    titles = [action.text() for action in window.menuBar().actions()]
    assert titles[:3] == ["&Archivo", "&Editar", "&Puzle"]
    assert window.actions_.hint.text() == "&Pista"
    assert window.side_panel.rules_label.text().startswith("Divide la cuadrícula")
    shown_hint(qtbot, window)
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
from puzzlegui.gui.launch import build_window, create_application, finish, i18n, Preferences
app = create_application([])
print(i18n.install(Preferences().language))
window = build_window(None, resume=False)
print("|".join(action.text() for action in window.menuBar().actions()))
window.close()  # the first start's sample may have a solve running: ended as the player ends it
finish(0)
"""


@pytest.mark.slow
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
    window, session = playing(qtbot, BOARDS / "shikaku" / "01-easy-7x7.puzzle")
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


def broken_state(name: str) -> tuple[Path, Any]:
    """A sample board of type `name` and a state of it that breaks a rule: the answer of
    another sample board of the same size copied in until a rule breaks."""
    boards = [(path, read_board(path)) for path in sample_paths(name)]
    for path, board in boards:
        ptype, state = board.ptype, board.state
        for _, other in boards:
            if other is board or ptype.size(other.puzzle) != ptype.size(board.puzzle):
                continue
            solution = ptype.solve(other.puzzle, limit=1).solution
            for move in ptype.moves_to(other.puzzle, solution):
                try:
                    state = ptype.apply(state, move)
                except ValueError:  # a move the other board allows and this one does not
                    continue
                if ptype.check(board.puzzle, state):
                    return path, state
    raise AssertionError(f"no two {name} sample boards of one size")


@pytest.mark.slow
@pytest.mark.parametrize("name", registry.NAMES)
def test_hint_and_live_error_read_spanish_on_every_type(
    qtbot: QtBot, spanish: None, name: str
) -> None:
    path, state = broken_state(name)
    window = open_window(qtbot, path)
    session = window.session
    assert session is not None
    window.view_options.set_live_errors(True)
    session.replace_state(state, "test")
    assert session.violations
    status = window.side_panel.status_label.text()
    assert status == core_text.violation_text(session.violations[0])
    assert not english_left(status), status
    panel = window.side_panel
    window.actions_.hint.trigger()
    hints = window.hints
    qtbot.waitUntil(lambda: hints.hint is not None and not hints.waiting, timeout=20000)
    reveal(window)
    qtbot.waitUntil(lambda: bool(panel.hint_level_label.text()), timeout=20000)
    sentence = panel.hint_label.text()
    assert sentence
    assert not english_left(sentence), sentence
    assert panel.hint_level_label.text().startswith("Nivel 1: "), panel.hint_level_label.text()
    window.actions_.check.trigger()
    checked = window.statusBar().currentMessage()
    assert not english_left(checked), checked


def _lupdated(ts: Path, folder: Path, *flags: str) -> Path:
    """A copy of `ts` in `folder` after lupdate ran over the GUI's sources into it."""
    lupdate = Path(sys.executable).parent / "pyside6-lupdate"
    if not lupdate.exists():
        pytest.skip(f"{lupdate} not found")
    copy = folder / ts.name
    copy.write_bytes(ts.read_bytes())
    gui = Path(i18n.__file__).parent
    sources = sorted(str(p) for p in [*gui.glob("*.py"), *gui.glob("*/*.py")])
    command = [str(lupdate), *flags, "-locations", "none", *sources, "-ts", str(copy)]
    subprocess.run(command, check=True, capture_output=True, timeout=120)
    return copy


def test_the_ts_holds_what_the_code_marks_and_nothing_else(tmp_path: Path) -> None:
    """lupdate run over the GUI leaves the .ts as it is: no text left behind when the code
    dropped it or moved it to another class (it would stay as a stale twin), none missing."""
    copy = _lupdated(SPANISH_TS, tmp_path)
    assert copy.read_text(encoding="utf-8") == SPANISH_TS.read_text(encoding="utf-8")


def gui_trees() -> Iterator[ast.AST]:
    root = Path(__file__).parents[2] / "puzzlegui" / "gui"
    for path in sorted(root.rglob("*.py")):
        yield ast.parse(path.read_text(encoding="utf-8"))


def test_every_context_of_the_ts_is_one_the_player_looks_up() -> None:
    """`window.tr(...)` outside a class is filed by lupdate under "window", but PySide6 looks
    it up under the object's class, so it stays English (the first start's status line did).
    Every context must be a class that calls self.tr or a context named in the code."""
    named = set()
    for tree in gui_trees():
        for call in ast.walk(tree):
            if not isinstance(call, ast.Call) or not call.args:
                continue
            func = call.func
            name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
            first = call.args[0]
            if name in {"translate", "QT_TRANSLATE_NOOP"} and isinstance(first, ast.Constant):
                named.add(first.value)
            if name == "tr" and isinstance(func, ast.Attribute):
                receiver = ast.unparse(func.value)
                assert receiver == "self", f"{receiver}.tr({ast.unparse(first)}): use self.tr"
    classes = {name for _, name in tr_classes()}
    contexts = {element.text for element in ET.parse(SPANISH_TS).getroot().iter("name")}
    assert contexts - classes - named == set()


ENGLISH_TS = I18N / "puzzlegui_en.ts"


def test_english_plurals_read_one_and_many(translations: Path) -> None:
    assert i18n.install("en") == "en"
    translate = QCoreApplication.translate
    assert translate("DifficultyPanel", "%n time(s)", "", 1) == "1 time"
    assert translate("DifficultyPanel", "%n time(s)", "", 3) == "3 times"
    assert translate("GamesDialog", "%n game(s)", "", 1) == "1 game"


def test_the_english_ts_has_both_forms_of_every_plural_the_code_marks(tmp_path: Path) -> None:
    """English needs a .ts only for the plurals ("%n time(s)" reads "1 time", "3 times"):
    lupdate, keeping plurals only, leaves it as it is, and every entry has its two forms."""
    copy = _lupdated(ENGLISH_TS, tmp_path, "-pluralonly", "-no-obsolete")
    assert copy.read_text(encoding="utf-8") == ENGLISH_TS.read_text(encoding="utf-8")
    for message in ET.parse(ENGLISH_TS).getroot().iter("message"):
        forms = [f.text or "" for f in message.iter("numerusform")]
        assert len(forms) == 2, message.findtext("source")
        assert all(forms), message.findtext("source")
        assert not any("(s)" in f or "(es)" in f for f in forms), forms

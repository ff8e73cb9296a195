"""How the window's parts are wired, kept so: no part imports the main window (they get a
WindowHost and talk through signals the window connects), gui/ has no import cycle, everything
said to the player goes through message.py, and only the library schedules its saves."""

from __future__ import annotations

import ast
import functools
from pathlib import Path

import pytest
from PySide6.QtCore import QObject, Qt
from pytestqt.qtbot import QtBot

from puzzlegui.gui import message
from puzzlegui.gui.dialogs import prompts

from .helpers import BOARDS, click, view_of
from .test_i18n import spanish  # noqa: F401 (a fixture)
from .test_library import recording_window, saved

GUI = Path(__file__).resolve().parents[2] / "puzzlegui" / "gui"
LOGI5 = BOARDS / "logi5" / "01-easy-5x5.puzzle"

ENTRY_POINTS = {"launch", "single_instance", "move_latency", "resume_time"}
"""The modules that make or drive a whole window (start-up, the second start's hand-over, the
two timing scripts): the only ones above main_window."""

MESSAGE_BOXES = {"dialogs.prompts", "library_controller"}
"""Where a QMessageBox is built: prompts (the error box message.error shows, the About box) and
the library's question on closing with unsaved moves (three answers: a question, not a message)."""


def _module(path: Path) -> str:
    parts = path.relative_to(GUI).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts) or "__init__"


@functools.cache  # parsed once for all the tests here, not once per test
def _trees() -> dict[str, tuple[ast.Module, list[str]]]:
    """Each gui module's syntax tree and its package (as parts below gui/)."""
    return {
        _module(p): (ast.parse(p.read_text(encoding="utf-8")), list(p.relative_to(GUI).parts[:-1]))
        for p in GUI.rglob("*.py")
    }


def _imports(tree: ast.Module, package: list[str], known: set[str]) -> set[str]:
    """The gui modules a module imports, TYPE_CHECKING imports included."""
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found |= {a.name.removeprefix("puzzlegui.gui.") for a in node.names}
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package[: len(package) - node.level + 1]
                stem = ".".join([*base, *(node.module.split(".") if node.module else [])])
            elif node.module and node.module.startswith("puzzlegui.gui"):
                stem = node.module.removeprefix("puzzlegui.gui").lstrip(".")
            else:
                continue
            for alias in node.names:
                whole = f"{stem}.{alias.name}".lstrip(".")
                found.add(whole if whole in known else stem)
    return found & known


@functools.cache
def _graph() -> dict[str, set[str]]:
    trees = _trees()
    known = set(trees)
    return {
        name: _imports(tree, package, known) - {name} for name, (tree, package) in trees.items()
    }


def test_the_import_reader_sees_the_window_and_its_parts() -> None:
    graph = _graph()
    assert {"window_hint", "window_files", "message", "library_controller"} <= graph["main_window"]
    assert "dialogs.prompts" in graph["message"]
    assert "main_window" in graph["launch"]


def test_only_the_entry_points_import_the_main_window() -> None:
    graph = _graph()
    importers = {name for name, targets in graph.items() if "main_window" in targets}
    assert importers <= ENTRY_POINTS, importers - ENTRY_POINTS


def test_gui_has_no_import_cycle() -> None:
    graph = _graph()
    done: set[str] = set()

    def visit(name: str, path: list[str]) -> None:
        if name in path:
            raise AssertionError("import cycle: " + " -> ".join([*path[path.index(name) :], name]))
        if name in done:
            return
        for target in sorted(graph[name]):
            visit(target, [*path, name])
        done.add(name)

    for name in sorted(graph):
        visit(name, [])


def _calls(tree: ast.Module) -> set[str]:
    """The names of the methods and functions a module calls, and the classes it names."""
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            names.add(node.func.attr)
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
            names.add(node.func.id)
        elif isinstance(node, ast.Name | ast.alias):
            names.add(node.id if isinstance(node, ast.Name) else node.name)
    return names


def test_the_player_is_told_things_only_through_message() -> None:
    for name, (tree, _) in _trees().items():
        calls = _calls(tree)
        if name != "message":
            assert not calls & {"showMessage", "clearMessage", "show_error"}, name
        if name not in MESSAGE_BOXES:
            assert "QMessageBox" not in calls, name
        assert "say" not in calls, name  # the window's old status sentence


def test_only_the_library_schedules_its_saves() -> None:
    for name, (tree, _) in _trees().items():
        calls = _calls(tree)
        if name != "library_controller":
            assert "schedule_save" not in calls, name
            assert "_pending" not in {
                n.attr for n in ast.walk(tree) if isinstance(n, ast.Attribute)
            }, name


def test_a_sentence_from_any_part_or_widget_reaches_the_window_status_line(
    qtbot: QtBot,
) -> None:
    window = recording_window(qtbot)
    assert window.files.open_path(LOGI5)
    message.info(window.hints, "from a part")
    assert window.statusBar().currentMessage() == "from a part"
    message.info(view_of(window), "from the board view")
    assert window.status_line.label.text() == "from the board view"
    message.clear(window.library)
    assert window.statusBar().currentMessage() == ""


def test_a_failure_saves_the_game_before_the_dialog_says_so(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = recording_window(qtbot)
    assert window.files.open_path(LOGI5)
    saved(qtbot, window)
    shown: list[tuple[str, int]] = []
    unsaved = window.library.unsaved_moves  # not the window: the test must not hold it

    def show_error(_parent: object, title: str, _text: str) -> None:
        shown.append((title, unsaved()))

    monkeypatch.setattr(prompts, "show_error", show_error)
    view = view_of(window)
    click(qtbot, view, view.cell_center((0, 0)))
    window.library._pending.stop()  # the move's own save has not run yet
    qtbot.keyClick(view, Qt.Key.Key_1)
    window.library._pending.stop()
    assert window.library.unsaved_moves() == 1
    with qtbot.waitSignal(window.library.saved):
        message.failure(window.hints, "boom")
    assert shown == [("Something went wrong", 0)]


def test_hiding_the_window_saves_the_game(qtbot: QtBot) -> None:
    window = recording_window(qtbot)
    assert window.files.open_path(LOGI5)
    saved(qtbot, window)
    view = view_of(window)
    click(qtbot, view, view.cell_center((0, 0)))
    qtbot.keyClick(view, Qt.Key.Key_1)
    window.library._pending.stop()
    assert window.library.unsaved_moves() == 1
    with qtbot.waitSignal(window.library.saved):
        window.hide()
    assert window.library.unsaved_moves() == 0


def test_each_window_hears_only_its_own_parts(qtbot: QtBot) -> None:
    first, second = recording_window(qtbot), recording_window(qtbot)
    message.info(second.share, "to the second")
    assert second.statusBar().currentMessage() == "to the second"
    assert first.statusBar().currentMessage() == ""


def test_a_message_with_no_window_is_dropped_or_shown_on_its_own(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    orphan = QObject()
    message.info(orphan, "nobody hears this")  # no window: nothing to show it in, no error
    parents: list[object] = []
    monkeypatch.setattr(prompts, "show_error", lambda parent, _title, _text: parents.append(parent))
    message.failure(orphan, "boom")
    assert parents == [None]


@pytest.mark.usefixtures("spanish")
def test_a_failure_reads_spanish(monkeypatch: pytest.MonkeyPatch) -> None:
    shown: list[tuple[str, str]] = []
    monkeypatch.setattr(
        prompts, "show_error", lambda _parent, title, text: shown.append((title, text))
    )
    message.failure(QObject(), "X")
    assert shown == [
        ("Algo salió mal", "X\n\nTu partida se ha guardado; los detalles están en el registro.")
    ]


def test_no_slot_asks_who_sent_its_signal() -> None:
    # A slot is told what it needs by its connection (a part, a per-socket object), never
    # by `self.sender()`, which is None when called directly and dangles while a sender dies.
    for name, (tree, _) in _trees().items():
        assert "sender" not in _calls(tree), name

"""Accessibility: every control of the window and of each dialog has a name a screen reader can
say, mistakes are marked by a shape as well as by red, the high-contrast theme, and a whole game
of every type played from the keyboard alone, focus included."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QColor
from PySide6.QtWidgets import QAbstractScrollArea, QApplication, QDialog, QWidget
from pytestqt.qtbot import QtBot

from puzzlegui.gui import accessibility
from puzzlegui.gui.dialogs.help import HelpDialog
from puzzlegui.gui.dialogs.new_puzzle import NewPuzzleDialog
from puzzlegui.gui.dialogs.preferences import PreferencesDialog
from puzzlegui.gui.dialogs.solver_lab import SolverLabDialog
from puzzlegui.gui.dialogs.url_dialog import OpenUrlDialog
from puzzlegui.gui.main_window import PlayerWindow
from puzzlegui.gui.preferences import Preferences

from .helpers import colour_at, grab, open_window, playing, solution_moves, view_of
from .test_keyboard import type_move
from .test_play import TYPES, first_board, make_mistake, playing_first

VALUE_FIELDS = (
    accessibility.QComboBox,
    accessibility.QAbstractSpinBox,
    accessibility.QLineEdit,
    accessibility.QKeySequenceEdit,
)


def unnamed(root: QWidget) -> list[str]:
    """The controls under `root` a screen reader could not name."""
    missing = []
    for widget in [root, *root.findChildren(QWidget)]:
        operated = isinstance(widget, accessibility.CONTROLS) or (
            isinstance(widget, QAbstractScrollArea)
            and widget.focusPolicy() != Qt.FocusPolicy.NoFocus
        )
        if not operated or accessibility.is_internal(widget):
            continue
        face = QAccessible.queryAccessibleInterface(widget)
        name = face.text(QAccessible.Text.Name) if face is not None else ""
        if isinstance(widget, VALUE_FIELDS):
            name = widget.accessibleName()  # their own text is a value, not a name
        if not name.strip():
            missing.append(f"{type(widget).__name__} {widget.objectName()!r}")
    return missing


def shown(qtbot: QtBot, widget: QWidget) -> QWidget:
    qtbot.addWidget(widget)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


@pytest.mark.slow
def test_every_control_of_the_window_and_its_dialogs_has_a_name(qtbot: QtBot) -> None:
    window, session = playing(qtbot, first_board("calcudoku"))
    assert unnamed(window) == []
    dialogs: list[QDialog] = [
        NewPuzzleDialog(window.jobs, "", window),
        PreferencesDialog(Preferences(), window),
        SolverLabDialog(window.jobs, session.ptype, session.puzzle, window),
        HelpDialog(window),
        OpenUrlDialog("", window),
    ]
    for dialog in dialogs:
        shown(qtbot, dialog)
        assert unnamed(dialog) == [], type(dialog).__name__
        dialog.close()
    assert window.jobs.shutdown(2000)


def test_the_walk_finds_a_nameless_control(qtbot: QtBot) -> None:
    window = open_window(qtbot, first_board("hashi"))
    extra = accessibility.QComboBox(window.side_panel)
    extra.addItem("a value is not a name")
    assert unnamed(window) == ["QComboBox ''"]
    extra.setToolTip("Something to choose")
    accessibility.name_controls(window)
    assert unnamed(window) == []


def luminance(colour: QColor) -> float:
    return 0.2126 * colour.redF() + 0.7152 * colour.greenF() + 0.0722 * colour.blueF()


@pytest.mark.slow
@pytest.mark.parametrize("name", TYPES)
def test_a_mistake_is_marked_by_a_shape_seen_without_colour(
    qtbot: QtBot, name: str, artifacts: Path
) -> None:
    _window, _, view = playing_first(qtbot, name)  # held: the view goes with its window
    make_mistake(qtbot, view, name)
    assert view.error_cells
    image = grab(view, artifacts / f"error-shape-{name}.png")
    for cell in view.error_cells:
        corners = view.error_mark(cell)
        middle = (corners[0] + corners[1] + corners[2]) / 3
        inside = colour_at(image, view, middle)
        assert inside == view.colours.error, (cell, inside.name())
        # the shape stands out in grey too: far from the board's background
        background = luminance(view.colours.background)
        assert abs(luminance(inside) - background) > 0.3


def test_high_contrast_switches_the_whole_application_and_back(qtbot: QtBot) -> None:
    window, _, view = playing_first(qtbot, "nurikabe")
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    before = app.palette().color(app.palette().ColorRole.Base)
    window.view_options.high_contrast.trigger()
    try:
        assert window.preferences.high_contrast
        assert app.palette().color(app.palette().ColorRole.Base) == QColor("#000000")
        qtbot.waitUntil(lambda: view.colours.background == QColor("#000000"))
        assert view.colours.ink == QColor("#ffffff")
        assert view.colours.grid.alpha() == 255
        grab(view, Path("test-artifacts") / "high-contrast.png")
    finally:
        window.view_options.high_contrast.trigger()
    assert not window.preferences.high_contrast
    assert app.palette().color(app.palette().ColorRole.Base) == before
    qtbot.waitUntil(lambda: view.colours.background == before)


@pytest.mark.slow
@pytest.mark.parametrize("name", TYPES)
def test_a_whole_game_by_keys_alone(qtbot: QtBot, name: str) -> None:
    window = PlayerWindow()
    window.autosave_enabled = False
    qtbot.addWidget(window)
    assert window.files.open_path(first_board(name))
    window.show()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    view, session = view_of(window), window.session
    assert session is not None
    assert view.hasFocus()  # the board has the keys from the start, no click needed
    moves = solution_moves(window)
    type_move(qtbot, view, name, moves[0])
    qtbot.keyClick(view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # the window's Undo
    assert session.state == session.ptype.new_state(session.puzzle)
    with qtbot.waitSignal(session.completed, timeout=5000):
        for move in moves:
            type_move(qtbot, view, name, move)
    assert session.solved


def test_every_dialog_of_the_player_names_its_controls_when_shown() -> None:
    # No application-wide event filter does it (see accessibility.py): each dialog class must.
    import importlib
    import pkgutil

    import puzzlegui.gui

    for module in pkgutil.walk_packages(puzzlegui.gui.__path__, "puzzlegui.gui."):
        importlib.import_module(module.name)
    ours = [c for c in _subclasses(QDialog) if c.__module__.startswith("puzzlegui.")]
    assert ours, "no dialog class found"
    assert [c.__name__ for c in ours if not issubclass(c, accessibility.NamedDialog)] == []


def _subclasses(cls: type) -> list[type]:
    found = []
    for sub in cls.__subclasses__():
        found += [sub, *_subclasses(sub)]
    return found

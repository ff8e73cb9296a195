"""Keyboard only: Alt+letter opens each menu of the real window, a letter picks an entry, and the
New Puzzle dialog is filled in and run with Alt+letter, arrows and Enter; every menu's entries
have unique mnemonics, in English and Spanish."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QAbstractButton, QLabel, QMenu, QWidget
from pytestqt.qtbot import QtBot

from puzzlegui.gui.dialogs.new_puzzle import NewPuzzleDialog
from puzzlegui.gui.main_window import PlayerWindow
from puzzlegui.gui.mnemonics import assign, mnemonic, plain

from .helpers import open_window
from .test_play import first_board

ALT = Qt.KeyboardModifier.AltModifier


def active_window(qtbot: QtBot, path: Path) -> PlayerWindow:
    window = open_window(qtbot, path)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    return window


def key_of(action: QAction) -> Qt.Key:
    letter = mnemonic(action.text())
    assert letter is not None, action.text()
    return Qt.Key(ord(letter.upper()))


def open_menu(qtbot: QtBot, window: PlayerWindow, action: QAction) -> QMenu:
    """Alt+its letter opens a menu of the bar."""
    qtbot.keyClick(window, key_of(action), ALT)
    # Found among the window's menus: a wrapper from QAction.menu() can outlive its menu.
    menu = next(m for m in window.findChildren(QMenu) if m.menuAction() is action)
    qtbot.waitUntil(menu.isVisible)
    return menu


def label_key(dialog: QWidget, field: QWidget) -> Qt.Key:
    """The Alt+letter of the label that names a field (in the language in use)."""
    label = next(x for x in dialog.findChildren(QLabel) if x.buddy() is field)
    letter = mnemonic(label.text())
    assert letter is not None, label.text()
    return Qt.Key(ord(letter.upper()))


def dialog_letters(dialog: QWidget) -> list[str | None]:
    """The mnemonics of a dialog's labels with a buddy, buttons and check boxes (Cancel is
    Escape)."""
    labels = [x.text() for x in dialog.findChildren(QLabel) if x.buddy() is not None]
    cancel = getattr(dialog, "cancel_button", None)
    buttons = [x.text() for x in dialog.findChildren(QAbstractButton) if x is not cancel]
    return [mnemonic(text) for text in labels + buttons]


def entries(menu: QMenu) -> list[QAction]:
    return [a for a in menu.actions() if not a.isSeparator() and a.text()]


@pytest.mark.slow
def test_every_menu_opens_by_alt_letter_with_unique_letters(qtbot: QtBot, language: str) -> None:
    window = active_window(qtbot, first_board("hashi"))
    bar = window.menuBar()
    titles = entries(bar)  # type: ignore[arg-type]
    assert len({mnemonic(a.text()) for a in titles}) == len(titles)
    for title in titles:
        menu = open_menu(qtbot, window, title)
        letters = [mnemonic(a.text()) for a in entries(menu)]
        assert None not in letters, "|".join(a.text() for a in entries(menu))
        assert len(set(letters)) == len(letters), [a.text() for a in entries(menu)]
        qtbot.keyClick(menu, Qt.Key.Key_Escape)
        qtbot.waitUntil(lambda m=menu: not m.isVisible())  # type: ignore[misc]
        bar.setActiveAction(None)  # type: ignore[arg-type]


@pytest.mark.slow
def test_a_letter_in_an_open_menu_runs_its_entry(qtbot: QtBot, language: str) -> None:
    window = active_window(qtbot, first_board("hashi"))
    view_menu = open_menu(qtbot, window, window.actions_.view_menu.menuAction())
    timer = window.view_options.show_timer  # type: ignore[attr-defined]
    assert timer.isChecked()
    qtbot.keyClick(view_menu, key_of(timer))
    qtbot.waitUntil(lambda: not timer.isChecked())
    assert not view_menu.isVisible()


@pytest.mark.slow
def test_new_puzzle_by_keyboard_alone(qtbot: QtBot, language: str) -> None:
    window = active_window(qtbot, first_board("hashi"))
    file_menu = open_menu(qtbot, window, window.menuBar().actions()[0])
    seen: list[QWidget] = []
    letters: list[str | None] = []

    def fill_in() -> None:
        shown = [d for d in window.findChildren(NewPuzzleDialog) if d.isVisible()]
        if not shown or seen:
            return  # not yet shown (the menu runs its entry once it has closed), or done
        dialog = shown[0]
        seen.append(dialog)
        letters.extend(dialog_letters(dialog))
        try:
            type_in(dialog)
        except BaseException:
            dialog.reject()  # a failed step must not leave the modal dialog open
            raise

    def type_in(dialog: NewPuzzleDialog) -> None:
        qtbot.keyClick(dialog, label_key(dialog, dialog.type_box), ALT)  # Type:
        assert dialog.type_box.hasFocus()
        while dialog.type_box.currentData() != "shikaku":
            qtbot.keyClick(dialog.type_box, Qt.Key.Key_Down)
        qtbot.keyClick(dialog, label_key(dialog, dialog.rows_box), ALT)  # Size: (rows)
        assert dialog.rows_box.hasFocus()
        dialog.rows_box.selectAll()
        qtbot.keyClicks(dialog.rows_box, "7")
        qtbot.keyClick(dialog.rows_box, Qt.Key.Key_Tab)
        dialog.cols_box.selectAll()
        qtbot.keyClicks(dialog.cols_box, "8")
        qtbot.keyClick(dialog.cols_box, Qt.Key.Key_Return)  # the default button: Generate

    poll = QTimer()  # not a child of the window: its connection to fill_in would hold the window
    poll.timeout.connect(fill_in)
    poll.start(50)
    qtbot.keyClick(file_menu, key_of(window.actions_.new))
    qtbot.waitUntil(lambda: bool(seen))
    poll.stop()
    qtbot.waitUntil(lambda: not seen[0].isVisible(), timeout=30000)
    assert seen
    assert len(set(letters)) == len(letters), letters  # unique, none missing
    assert window.session is not None
    assert window.session.ptype.name == "shikaku"
    assert (window.session.puzzle.rows, window.session.puzzle.cols) == (7, 8)


def test_assign_keeps_unique_letters_and_gives_free_ones() -> None:
    actions = [QAction(t) for t in ("&Open", "&Other", "Hashiwokakero", "&& more", "&Open again")]
    assign(actions)
    texts = [a.text() for a in actions]
    assert texts[0] == "&Open"
    assert texts[1] == "O&ther"
    assert texts[2] == "&Hashiwokakero"
    assert texts[3] == "&& &more"
    assert plain(texts[4]) == "Open again"
    assert len({mnemonic(t) for t in texts}) == 5


def test_the_games_window_has_unique_letters(qtbot: QtBot, language: str) -> None:
    window = active_window(qtbot, first_board("hashi"))
    dialog = window.library_commands.show_games()
    qtbot.waitExposed(dialog)
    tabs = [mnemonic(dialog.tabs.tabText(i)) for i in range(dialog.tabs.count())]
    letters = [x for x in tabs + dialog_letters(dialog) if x is not None]
    assert len(letters) > 8
    assert len(letters) == len(set(letters)), letters
    dialog.close()

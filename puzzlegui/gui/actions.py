"""The player's actions, menus and toolbar, with the platform's standard shortcuts."""

from __future__ import annotations

from typing import cast

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QIcon, QKeySequence, QPalette
from PySide6.QtWidgets import QMainWindow, QMenu, QStyle, QToolBar

from . import icons
from .files import available_types
from .toolbar_button import add_buttons

Key = QKeySequence.StandardKey
Shortcut = Key | str
"""A key sequence ("Ctrl+T") or a standard key (QKeySequence.StandardKey.Paste)."""

FALLBACK_KEYS = {Key.Preferences: "Ctrl+,", Key.Quit: "Ctrl+Q"}
"""Keys for the standard actions some platforms bind only to a special key (the "Settings" or
"Exit" key of a media keyboard), which a menu then shows as a word nobody can press."""


class PlayerActions(QObject):
    """Every action of the main window; the window connects their `triggered` signals."""

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        style = window.style()
        pixmap = QStyle.StandardPixmap
        self.new = self._make(self.tr("&New Puzzle..."), Key.New)
        self.open = self._make(
            self.tr("&Open..."), Key.Open, style.standardIcon(pixmap.SP_DialogOpenButton)
        )
        self.save = self._make(
            self.tr("&Save"), Key.Save, style.standardIcon(pixmap.SP_DialogSaveButton)
        )
        self.save_as = self._make(self.tr("Save &As..."), Key.SaveAs)
        self.quit = self._make(self.tr("&Quit"), Key.Quit)
        self.quit.setMenuRole(QAction.MenuRole.QuitRole)
        ink = window.palette().color(QPalette.ColorRole.ButtonText)
        self.undo = self._make(self.tr("&Undo"), Key.Undo, icons.undo_icon(ink))
        self.redo = self._make(self.tr("&Redo"), Key.Redo, icons.redo_icon(ink))
        self.restart = self._make(
            self.tr("Re&start"), "Ctrl+R", style.standardIcon(pixmap.SP_BrowserReload)
        )
        self.clear_pencil = self._make(self.tr("&Clear Pencil Marks"), "Ctrl+Shift+Backspace")
        self.preferences = self._make(self.tr("&Preferences..."), Key.Preferences)
        self.preferences.setMenuRole(QAction.MenuRole.PreferencesRole)
        self.check = self._make(
            self.tr("&Check"), "Ctrl+K", style.standardIcon(pixmap.SP_DialogApplyButton)
        )
        self.hint = self._make(
            self.tr("&Hint"), "Ctrl+H", style.standardIcon(pixmap.SP_MessageBoxQuestion)
        )
        self.solve = self._make(self.tr("S&olve"), "Ctrl+L")
        self.check_solution = self._make(self.tr("Check Against &Solution"), "Ctrl+Shift+K")
        self.rewind = self._make(self.tr("&Back to Last Correct Position"), "Ctrl+B")
        self.solver_lab = self._make(self.tr("Solver &Lab..."), "Ctrl+Shift+L")
        self.live_errors = self._make(self.tr("Show &Errors Live"), "Ctrl+E")
        self.live_errors.setCheckable(True)
        self.zoom_in = self._make(self.tr("Zoom &In"), Key.ZoomIn)
        self.zoom_out = self._make(self.tr("Zoom &Out"), Key.ZoomOut)
        self.zoom_reset = self._make(self.tr("&Fit to Window"), "Ctrl+0")
        self.controls = self._make(self.tr("&Keyboard and Mouse"))
        self.about = self._make(self.tr("&About puzzlegui"))
        self.about.setMenuRole(QAction.MenuRole.AboutRole)
        self.how_to_play: dict[str, QAction] = {
            ptype.name: self._make(self.tr("How to Play %1").replace("%1", ptype.title))
            for ptype in available_types()
        }
        self.help = self._make(self.tr("&How to Play This Puzzle"), Key.HelpContents)
        self.close_hint = self._make(self.tr("Close the Hint"), "Escape")
        self.close_hint.setEnabled(False)
        self.recent_menu = QMenu(self.tr("Open &Recent"), window)
        self.samples_menu = QMenu(self.tr("Open Sa&mple"), window)

    @property
    def _window(self) -> QMainWindow:
        # Through Qt's parent link, not an attribute: see window_part.py on the cycle that made.
        return cast(QMainWindow, self.parent())

    def _make(
        self, text: str, shortcut: Shortcut | None = None, icon: QIcon | None = None
    ) -> QAction:
        action = new_action(self._window, text, shortcut)
        if icon is not None:
            action.setIcon(icon)
        return action

    def build_menus(self) -> None:
        """The menu bar and the toolbar."""
        bar = self._window.menuBar()
        self._window.addAction(self.close_hint)  # a shortcut only, in no menu
        self.file_menu = file_menu = bar.addMenu(self.tr("&File"))
        file_menu.addActions([self.new, self.open])
        file_menu.addMenu(self.recent_menu)
        file_menu.addMenu(self.samples_menu)
        file_menu.addSeparator()
        file_menu.addActions([self.save, self.save_as])
        file_menu.addSeparator()
        file_menu.addAction(self.quit)
        self.edit_menu = edit_menu = bar.addMenu(self.tr("&Edit"))
        edit_menu.addActions([self.undo, self.redo])
        edit_menu.addSeparator()
        edit_menu.addActions([self.restart, self.clear_pencil])
        edit_menu.addSeparator()
        edit_menu.addAction(self.preferences)
        self.puzzle_menu = puzzle_menu = bar.addMenu(self.tr("&Puzzle"))
        puzzle_menu.addActions(
            [self.check, self.check_solution, self.rewind, self.hint, self.solve]
        )
        puzzle_menu.addSeparator()
        puzzle_menu.addAction(self.solver_lab)
        self.view_menu = view_menu = bar.addMenu(self.tr("&View"))
        view_menu.addAction(self.live_errors)
        view_menu.addSeparator()
        view_menu.addActions([self.zoom_in, self.zoom_out, self.zoom_reset])
        help_menu = bar.addMenu(self.tr("&Help"))
        help_menu.addAction(self.help)
        help_menu.addSeparator()
        help_menu.addActions(list(self.how_to_play.values()))
        help_menu.addSeparator()
        help_menu.addActions([self.controls, self.about])
        self.toolbar = toolbar = QToolBar(self.tr("Main"), self._window)
        toolbar.setObjectName("main-toolbar")
        toolbar.setMovable(False)
        add_buttons(toolbar, [self.open, self.save])
        toolbar.addSeparator()
        add_buttons(toolbar, [self.undo, self.redo, self.restart])
        toolbar.addSeparator()
        add_buttons(toolbar, [self.check, self.hint])
        self._window.addToolBar(toolbar)


def new_action(window: QMainWindow, text: str, shortcut: Shortcut | None = None) -> QAction:
    """An action of `window` with a shortcut: a key sequence ("Ctrl+T") or a standard key."""
    action = QAction(text, window)
    if isinstance(shortcut, str):
        action.setShortcut(QKeySequence(shortcut))
    elif shortcut is not None:
        action.setShortcuts(_typeable_bindings(shortcut))
    # The window's shortcut (Qt's default, said here) yields to a focused text field, which
    # takes its own keys (Ctrl+V) first.
    action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
    return action


def _typeable_bindings(key: Key) -> list[QKeySequence]:
    """The platform's bindings of a standard key, led by a keyboard key when it has none."""
    bindings = QKeySequence.keyBindings(key)
    # QKeySequence[i] is a QKeyCombination at run time; PySide6's stubs lack __getitem__.
    typeable = [b for b in bindings if b.count() and b[0].key() < Qt.Key.Key_Back]  # type: ignore[index]
    fallback = FALLBACK_KEYS.get(key)
    if not typeable and fallback is not None:
        return [QKeySequence(fallback), *bindings]
    return bindings

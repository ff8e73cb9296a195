"""The Type menu (each type's common sizes and difficulties one click away, plus Custom...) and
Puzzle > Today's Puzzles (one puzzle of each type made from the date, the same everywhere).

Both open the New Puzzle dialog already filled in and making the puzzle, so a preset or a
puzzle of the day is started and kept exactly like any other new game.
"""

from __future__ import annotations

import datetime

from PySide6.QtCore import Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu

from puzzlegui.core import presets
from puzzlegui.core.model import AnyPuzzleType, GenerateOptions

from . import core_text
from .files import available_types
from .window_part import WindowHost, WindowPart


class NewGameMenus(WindowPart):
    """Builds the Type menu and the Today's Puzzles menu and starts their games."""

    new_puzzle_asked = Signal(str, object, object, bool, str)
    """A new puzzle: type name, options (None: the dialog), seed, remember the choice, the day
    (ISO) of a puzzle of the day or "" (the window connects it to AssistCommands.new_puzzle)."""

    def __init__(self, window: WindowHost) -> None:
        super().__init__(window)
        self.type_menu = QMenu(self.tr("&Type"), window.widget)
        self.type_menu.setObjectName("type-menu")
        for ptype in available_types():
            self.type_menu.addMenu(self._type_submenu(ptype))
        self.daily_menu = QMenu(self.tr("&Today's Puzzles"), window.widget)
        self.daily_menu.setObjectName("daily-menu")
        self.daily_menu.aboutToShow.connect(self._on_daily_menu_about_to_show)
        self.daily_menu.triggered.connect(self._on_daily_triggered)  # hands the action over

    def install(self, puzzle_menu: QMenu, before: QAction) -> None:
        """Put the Type menu in the menu bar before `before` and Today's Puzzles in Puzzle."""
        self._window.widget.menuBar().insertMenu(before, self.type_menu)
        puzzle_menu.addSeparator()
        puzzle_menu.addMenu(self.daily_menu)

    def _type_submenu(self, ptype: AnyPuzzleType) -> QMenu:
        menu = QMenu(ptype.title, self._window.widget)
        for preset in presets.presets(ptype):
            action = menu.addAction(self.preset_text(preset.options))
            action.setData(preset)
        menu.addSeparator()
        custom = menu.addAction(self.tr("&Custom..."))
        custom.setData(ptype.name)
        menu.triggered.connect(self._on_type_submenu_triggered)  # hands the action over
        return menu

    def preset_text(self, options: GenerateOptions) -> str:
        """A preset's menu text: its size and difficulty."""
        return (
            self.tr("%1 x %2 %3")
            .replace("%1", str(options.cols))
            .replace("%2", str(options.rows))
            .replace("%3", core_text.menu_word(options.difficulty))
        )

    def _on_type_submenu_triggered(self, action: QAction) -> None:
        data = action.data()  # a preset, or the type's name for Custom...
        if isinstance(data, presets.Preset):
            self.new_puzzle_asked.emit(data.ptype.name, data.options, None, True, "")
        elif isinstance(data, str):
            self.new_puzzle_asked.emit(data, None, None, True, "")

    # -- puzzles of the day ----------------------------------------------------------------
    def _on_daily_menu_about_to_show(self) -> None:
        # Rebuilt each time: the menu follows the date when the window stays open past midnight.
        self.daily_menu.clear()
        today = datetime.date.today()
        for ptype in available_types():
            options = presets.daily_options(ptype)
            text = (
                self.tr("%1 (%2)")
                .replace("%1", ptype.title)
                .replace("%2", self.preset_text(options))
            )
            action = self.daily_menu.addAction(text)
            action.setData(f"{ptype.name} {today.isoformat()}")

    def _on_daily_triggered(self, action: QAction) -> None:
        data = action.data()
        if isinstance(data, str):
            name, day = data.split()
            self.open_daily(name, datetime.date.fromisoformat(day))

    def open_daily(self, name: str, day: datetime.date) -> None:
        """Make and start the puzzle of `day` for the type called `name`."""
        ptype = next(k for k in available_types() if k.name == name)
        self.new_puzzle_asked.emit(
            name,
            presets.daily_options(ptype),
            presets.daily_seed(day, ptype),
            False,
            day.isoformat(),
        )

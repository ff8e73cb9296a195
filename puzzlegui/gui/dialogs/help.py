"""Help: how to play each type with its mouse and keyboard controls, and the credits."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QDialogButtonBox,
    QTabWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from puzzlegui.gui import core_text
from puzzlegui.gui.accessibility import NamedDialog
from puzzlegui.gui.boards import view_class
from puzzlegui.gui.files import available_types

# Called by this name so that pyside6-lupdate finds the texts (it does not see through wrappers).
translate = QCoreApplication.translate


def controls_text() -> dict[str, str]:
    """The mouse and keyboard controls of all boards ("all"), and of each type (from its view)."""
    every = {
        "all": translate(
            "help",
            "Arrow keys move the cursor. Undo and Redo (Ctrl+Z, Ctrl+Shift+Z) take back and "
            "replay moves; a drag is one step. Restart clears the board and can be undone too. "
            "Escape closes the hint; any click or key takes the completion banner away. The Type "
            "menu makes a puzzle of a common size and difficulty in one click (Custom... opens "
            "New Puzzle, which remembers each type's last choice); Puzzle > Today's Puzzles "
            "gives the day's puzzle of each type, the same on every computer. A broken rule "
            "shows a triangle in the corner of its cells as well as red. View > High Contrast "
            "turns the whole window white on black. In a small window the toolbar goes and the "
            "rules fold behind the Rules button beside the board. View > Show Timer hides the "
            "clock; Edit > Start Trial (Ctrl+T) shows later moves in violet until Accept Trial "
            "(Ctrl+Shift+T) keeps them or Discard Trial (Ctrl+D) takes them all back; trials "
            "nest. View > Shade Finished Islands, Rectangles and Cages shades each Nurikabe island "
            "walled in at its size, each Shikaku rectangle holding one clue equal to its "
            "area and each Calcudoku cage that makes its target; Puzzle > Pause (F6) stops the "
            "clock and hides the board. Alt and the "
            "underlined letter opens a menu, a letter runs its entry, arrows and Enter work too; "
            "in a dialog Alt and a letter goes to a field. In a small window the status bar's "
            "sentence shows in the side panel.",
        ),
    }
    return every | {
        ptype.name: view_class(ptype.name).controls(ptype) for ptype in available_types()
    }


def how_to_play_html(name: str) -> str:
    """The rules and controls of one type, as rich text."""
    ptype = next(k for k in available_types() if k.name == name)
    controls = controls_text()
    heading = translate("help", "Controls")
    return (
        f"<h3>{escape(ptype.title)}</h3><p>{escape(core_text.rules_text(ptype))}</p>"
        f"<h4>{heading}</h4><p>{escape(controls.get(name, ''))}</p>"
        f"<p>{escape(controls['all'])}</p>"
    )


def controls_html() -> str:
    """Every board's controls in one page."""
    titles = {ptype.name: ptype.title for ptype in available_types()}
    every = translate("help", "All boards")
    rows = "".join(
        f"<tr><td><b>{escape(titles.get(name, every))}</b></td><td>{escape(text)}</td></tr>"
        for name, text in controls_text().items()
    )
    return f"<table cellspacing='8'>{rows}</table>"


class HelpDialog(NamedDialog):
    """How to play: one tab per type, and one with every control."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("How to Play"))
        self.tabs = QTabWidget()
        self.tabs.setAccessibleName(self.tr("Help pages"))
        self.tab_names: list[str] = []
        for ptype in available_types():
            self._add_tab(ptype.title, how_to_play_html(ptype.name), ptype.name)
        self._add_tab(self.tr("Keyboard and Mouse"), controls_html(), "controls")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs)
        layout.addWidget(buttons)
        self.resize(560, 420)

    def _add_tab(self, title: str, html: str, name: str) -> None:
        page = QTextBrowser()
        page.setHtml(html)
        page.setAccessibleName(title)
        self.tabs.addTab(page, title)
        self.tab_names.append(name)

    def show_tab(self, name: str) -> None:
        """Bring a type's page (or "controls") to the front."""
        if name in self.tab_names:
            self.tabs.setCurrentIndex(self.tab_names.index(name))


def about_html() -> str:
    """The About box: what it is and the credits."""
    return translate(
        "help",
        "<h3>puzzlegui 0.1.0</h3>"
        "<p>Play Hashiwokakero, Nurikabe, Shikaku, Calcudoku and Logi-5.</p>"
        "<p><b>Credits.</b> puzzlegui grew from five documents: the UNED Hashiwokakero solver "
        "(Java, course 2009-10), the SIA CalcuDoku heuristic-repair study (Juan Pablo Rey, "
        "Santiago Camisay, Fernando Bejarano), the Nurikabe backtracking practical (Agustin "
        "Arias, Juan Zuccotti, Carlos Fernandez, 2020), the Logi-5 stochastic-search generator "
        "challenge, and the UNED Shikaku backtracking practical (2008). Puzzle genres by Nikoli "
        "(Hashiwokakero, Nurikabe, Shikaku), Tetsuya Miyamoto (KenKen/Calcudoku) and Logi-5 "
        "(a jigsaw Latin square). Simon Tatham's Portable Puzzle Collection showed the way. "
        "Board font: DejaVu Sans (Bitstream Vera licence). Built with Qt and PySide6 (LGPLv3).</p>",
    )

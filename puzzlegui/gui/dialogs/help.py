"""Help texts: how to play each type, the keyboard and mouse controls, the credits."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from puzzlegui.core import registry


def _tr(text: str) -> str:
    return QCoreApplication.translate("help", text)


def controls_html() -> str:
    """Mouse and keyboard controls of every board, as rich text."""
    rows = [
        (
            _tr("All boards"),
            _tr(
                "Arrow keys move the cursor. Ctrl+Z undoes, Ctrl+Shift+Z (or Ctrl+Y) redoes. "
                "A drag is undone as one step."
            ),
        ),
        (
            "Hashiwokakero",
            _tr(
                "Press on an island and drag toward a neighbour: one bridge, again two, again "
                "none. "
                "Right-drag between islands marks 'no bridge'. Keyboard: put the cursor on an "
                "island, "
                "then Shift+arrow draws a bridge that way; Ctrl+Shift+arrow marks 'no bridge'."
            ),
        ),
        (
            "Nurikabe",
            _tr(
                "Left click: wall / empty. Right click: dot (sure island). Drag to paint many "
                "cells "
                "like the first one. Keyboard: Space toggles a wall, period or D a dot, "
                "Backspace clears."
            ),
        ),
        (
            "Shikaku",
            _tr(
                "Drag from corner to corner to place a rectangle (its size shows while dragging); "
                "click inside a rectangle to remove it. Keyboard: Space marks a corner at the "
                "cursor, "
                "move, Space again places the rectangle; Backspace removes the one under the "
                "cursor; "
                "Escape cancels."
            ),
        ),
        (
            "Calcudoku / Logi-5",
            _tr(
                "Click a cell, type a digit; Backspace or 0 clears. P toggles pencil mode "
                "(candidates); Shift+digit always writes a candidate."
            ),
        ),
    ]
    body = "".join(f"<tr><td><b>{name}</b></td><td>{text}</td></tr>" for name, text in rows)
    return f"<table cellspacing='6'>{body}</table>"


def how_to_play_html(name: str) -> str:
    """The rules of one type, as rich text."""
    kind = registry.get(name)
    return f"<h3>{kind.title}</h3><p>{kind.rules_text}</p>"


def about_html() -> str:
    """The About box: what it is and the credits."""
    return _tr(
        "<h3>puzzlegui 0.1.0</h3>"
        "<p>Play Hashiwokakero, Nurikabe, Shikaku, Calcudoku and Logi-5.</p>"
        "<p><b>Credits.</b> puzzlegui grew from five documents: the UNED Hashiwokakero solver "
        "(Java, course 2009-10), the SIA CalcuDoku heuristic-repair study (Juan Pablo Rey, "
        "Santiago Camisay, Fernando Bejarano), the Nurikabe backtracking practical (Agustin "
        "Arias, Juan Zuccotti, Carlos Fernandez, 2020), the Logi-5 stochastic-search generator "
        "challenge, and the UNED Shikaku backtracking practical (2008). Puzzle genres by Nikoli "
        "(Hashiwokakero, Nurikabe, Shikaku), Tetsuya Miyamoto (KenKen/Calcudoku) and Logi-5 "
        "(a jigsaw Latin square). Simon Tatham's Portable Puzzle Collection showed the way. "
        "Board font: DejaVu Sans (Bitstream Vera licence). Built with Qt and PySide6 (LGPLv3).</p>"
    )

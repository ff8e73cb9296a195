"""One board view per puzzle type, on a shared BoardView base."""

from __future__ import annotations

import importlib

from PySide6.QtWidgets import QWidget

from puzzlegui.gui.session import GameSession

from .base import BoardView
from .generic import GenericBoardView

VIEWS = {
    "hashi": "HashiBoardView",
    "nurikabe": "NurikabeBoardView",
    "shikaku": "ShikakuBoardView",
    "calcudoku": "CalcudokuBoardView",
    "logi5": "Logi5BoardView",
}


def view_for(session: GameSession, parent: QWidget | None = None) -> BoardView:
    """The board view for the session's puzzle type (a read-only view if it has none yet)."""
    name = session.kind.name
    view_class: type[BoardView] = GenericBoardView
    if name in VIEWS:
        try:
            module = importlib.import_module(f"{__name__}.{name}")
            view_class = getattr(module, VIEWS[name])
        except ModuleNotFoundError as err:  # the type's core package is still being written
            if not (err.name or "").startswith("puzzlegui.core"):
                raise
    return view_class(session, parent)


__all__ = ["BoardView", "GenericBoardView", "view_for"]

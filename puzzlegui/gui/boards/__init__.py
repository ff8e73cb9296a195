"""One board view per puzzle type, on a shared BoardView base; VIEWS registers them."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QWidget

from puzzlegui.gui.session import GameSession

from .base import BoardView
from .calcudoku import CalcudokuBoardView
from .hashi import HashiBoardView
from .logi5 import Logi5BoardView
from .nurikabe import NurikabeBoardView
from .shikaku import ShikakuBoardView

AnyBoardView = BoardView[Any, Any]
"""A board view of any type (the window holds whichever the game's type has)."""

VIEWS: dict[str, type[AnyBoardView]] = {
    "hashi": HashiBoardView,
    "nurikabe": NurikabeBoardView,
    "shikaku": ShikakuBoardView,
    "calcudoku": CalcudokuBoardView,
    "logi5": Logi5BoardView,
}
"""The view of each registered type, by the type's name."""


def view_class(name: str) -> type[AnyBoardView]:
    """The view class of the type `name`; KeyError naming it when it has none."""
    try:
        return VIEWS[name]
    except KeyError:
        raise KeyError(f"no board view for the puzzle type '{name}'") from None


def view_for(session: GameSession, parent: QWidget | None = None) -> AnyBoardView:
    """The board view for the session's puzzle type."""
    return view_class(session.ptype.name)(session, parent)


__all__ = ["VIEWS", "AnyBoardView", "BoardView", "view_class", "view_for"]

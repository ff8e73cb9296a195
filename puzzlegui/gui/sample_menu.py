"""File > Open Sample, grouped: a submenu per type, in it a submenu per difficulty.

Sample files are named `NN-difficulty-size.puzzle` (boards/<type>/); a name that does not follow
that pattern is listed under the type's own submenu as it is, so no sample is ever hidden.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMenu

from puzzlegui.core import registry

from . import core_text


def fill(menu: QMenu, paths: list[Path]) -> None:
    """Rebuild `menu` from the sample boards: type > difficulty > board; data is the path."""
    for old in menu.findChildren(QMenu, options=Qt.FindChildOption.FindDirectChildrenOnly):
        old.deleteLater()
    menu.clear()
    by_type: dict[str, list[Path]] = {}
    for path in paths:
        by_type.setdefault(path.parent.name, []).append(path)
    for name, found in by_type.items():
        ptype = registry.get(name)
        type_menu = submenu(menu, ptype.title)
        order = list(ptype.difficulties)
        groups: dict[str, list[Path]] = {}
        loose: list[Path] = []
        for path in found:
            difficulty = _difficulty_of(path)
            if difficulty is None:
                loose.append(path)
            else:
                groups.setdefault(difficulty, []).append(path)
        for difficulty in sorted(groups, key=lambda d: (d not in order, _rank(order, d), d)):
            sub = submenu(type_menu, core_text.menu_word(difficulty))
            for path in groups[difficulty]:
                sub.addAction(item_text(path)).setData(str(path))
        for path in loose:
            type_menu.addAction(path.stem).setData(str(path))


def submenu(parent: QMenu, title: str) -> QMenu:
    """A submenu owned by `parent` (QMenu.addMenu(title)'s own menu dies with its wrapper)."""
    menu = QMenu(title, parent)
    parent.addMenu(menu)
    return menu


def item_text(path: Path) -> str:
    """A sample's entry: its size, then its number ("7x7  (01)")."""
    parts = path.stem.split("-")
    return f"{parts[2]}  ({parts[0]})" if len(parts) == 3 else path.stem


def _difficulty_of(path: Path) -> str | None:
    parts = path.stem.split("-")
    return parts[1] if len(parts) == 3 and parts[1].isalpha() else None


def _rank(order: list[str], difficulty: str) -> int:
    return order.index(difficulty) if difficulty in order else len(order)

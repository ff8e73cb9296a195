"""Unique Alt+letter mnemonics in every menu, in any language.

Menus are put together by several parts of the player (files, library, sharing, trials, the
type list) and translated, so two entries of one menu easily share a letter (then Alt+letter
only cycles between them) or have none (menus named after a puzzle type). As KDE's accelerator
manager does, each menu keeps the letters it was given where they are unique, and the rest get
the first free letter of their text, at a word start when one is free. A menu is put in order
when it is about to show, after the code that fills it has run.
"""

from __future__ import annotations

import re
from functools import partial

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QMenuBar

_MARK = re.compile(r"&(?!&)")
_WATCHED = "puzzlegui-mnemonics"


def mnemonic(text: str) -> str | None:
    """The letter after a single '&' in a menu text, lower-cased, or None."""
    found = re.search(r"&([^&])", text.replace("&&", ""))
    return found.group(1).lower() if found else None


def plain(text: str) -> str:
    """The text without its mnemonic mark ('&&', a literal ampersand, stays)."""
    return _MARK.sub("", text.replace("&&", "\0")).replace("\0", "&&")


def assign(actions: list[QAction]) -> None:
    """Give the menu entries unique mnemonics: each keeps its own letter where the others can
    make room, the rest take a free letter of their text (a matching, so no entry goes without
    while its letters could be freed)."""
    entries = [a for a in actions if not a.isSeparator() and a.text()]
    texts = [plain(a.text()) for a in entries]
    choices = [_candidates(a.text(), t) for a, t in zip(entries, texts, strict=True)]
    holder: dict[str, int] = {}
    order = sorted(range(len(entries)), key=lambda i: mnemonic(entries[i].text()) is None)
    for i in order:
        free = next((letter for letter in choices[i] if letter not in holder), None)
        if free is not None:  # a free letter first: the others keep theirs
            holder[free] = i
        else:
            _claim(i, choices, holder, set())
    letter_of = {i: letter for letter, i in holder.items()}
    for i, action in enumerate(entries):
        at = _position(texts[i], letter_of.get(i))
        text = texts[i] if at is None else texts[i][:at] + "&" + texts[i][at:]
        if text != action.text():
            action.setText(text)


def _claim(i: int, choices: list[list[str]], holder: dict[str, int], seen: set[str]) -> bool:
    """Kuhn's augmenting path: give entry i a letter, moving other entries along if need be."""
    for letter in choices[i]:
        if letter in seen:
            continue
        seen.add(letter)
        if letter not in holder or _claim(holder[letter], choices, holder, seen):
            holder[letter] = i
            return True
    return False


def _candidates(text: str, bare: str) -> list[str]:
    """The letters an entry may take, best first: its own, word starts, then any other."""
    own = mnemonic(text)
    starts = [m.start() for m in re.finditer(r"\b\w", bare)]
    rest = [i for i in range(len(bare)) if i not in starts]
    letters = [own] if own is not None and own.isalnum() else []
    for i in starts + rest:
        ch = bare[i].lower()
        if ch.isalnum() and ch not in letters and not _in_literal_ampersand(bare, i):
            letters.append(ch)
    return letters


def _position(text: str, letter: str | None) -> int | None:
    """Where to mark `letter`: its first place at a word start, else its first place."""
    if letter is None:
        return None
    places = [
        i
        for i, ch in enumerate(text)
        if ch.lower() == letter and not _in_literal_ampersand(text, i)
    ]
    starts = [i for i in places if i == 0 or not text[i - 1].isalnum()]
    found = starts or places
    return found[0] if found else None


def _in_literal_ampersand(text: str, i: int) -> bool:
    return i > 0 and text[i - 1] == "&"


class MnemonicKeeper(QObject):
    """Keeps a menu bar's menus (and their submenus, made now or later) in order."""

    def __init__(self, bar: QMenuBar) -> None:
        super().__init__(bar)
        self._bar = bar
        self.refresh()

    def refresh(self) -> None:
        """Put the bar's titles in order and watch each menu for being shown."""
        assign(self._bar.actions())
        self._watch_menus_of(self._bar.actions())

    def _watch_menus_of(self, actions: list[QAction]) -> None:
        # Found among the window's menus, not by QAction.menu(): PySide6's wrapper from that
        # call took the menu with it when collected. A signal, not an event filter: a Python
        # filter still called while the window is torn down failed in every other filter.
        for menu in self._bar.window().findChildren(QMenu):
            if menu.menuAction() in actions and not menu.property(_WATCHED):
                menu.setProperty(_WATCHED, True)
                # Connected after the code that fills the menu, so it runs after it.
                menu.aboutToShow.connect(partial(self._put_in_order, menu))

    def _put_in_order(self, menu: QMenu) -> None:
        assign(menu.actions())
        self._watch_menus_of(menu.actions())

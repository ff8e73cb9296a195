"""The one list of puzzle types: "hashi" -> the hashi PuzzleType, and so on for all five."""

from __future__ import annotations

import importlib

from .model import AnyPuzzleType

NAMES: tuple[str, ...] = ("hashi", "nurikabe", "shikaku", "calcudoku", "logi5")
"""Every type's short name, in menu order."""

ALIASES: dict[str, str] = {
    "hashiwokakero": "hashi",
    "bridges": "hashi",
    "hashikake": "hashi",
    "rectangles": "shikaku",
    "kenken": "calcudoku",
    "keen": "calcudoku",
    "logi-5": "logi5",
}


def canonical(name: str) -> str | None:
    """The registered name for `name` or one of its aliases; None if unknown."""
    key = name.strip().lower()
    key = ALIASES.get(key, key)
    return key if key in NAMES else None


def get(name: str) -> AnyPuzzleType:
    """The PuzzleType called `name` (or an alias); KeyError if there is none."""
    key = canonical(name)
    if key is None:
        raise KeyError(f"unknown puzzle type '{name}' (known: {', '.join(NAMES)})")
    module = importlib.import_module(f"puzzlegui.core.{key}")
    ptype: AnyPuzzleType = module.TYPE
    return ptype


def all_types() -> list[AnyPuzzleType]:
    """All five types, in menu order."""
    return [get(name) for name in NAMES]

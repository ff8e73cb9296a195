"""The one list of puzzle types: "hashi" -> the hashi PuzzleType, and so on for all five."""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterable
from typing import TypeVar

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


C = TypeVar("C")


def by_codec_name(
    codec_of: Callable[[AnyPuzzleType], C | None], names_of: Callable[[C], Iterable[str]]
) -> dict[str, tuple[str, C]]:
    """Every outside name a registered type's codec reads (a pzprjs pid, a Tatham game) ->
    (our type name, that codec); `codec_of` picks the codec of a type, `names_of` its names."""
    return {
        name: (ptype.name, codec)
        for ptype in all_types()
        if (codec := codec_of(ptype)) is not None
        for name in names_of(codec)
    }

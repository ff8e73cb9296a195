"""Ready-made choices for new puzzles: each type's common sizes and difficulties (the Type menu,
as Tatham's collection has), and the puzzles of the day, made from the date.

Presets are derived from what every type declares (default size, size range, difficulties), so a
new type gets its presets without a table here: a small, the default and a large size, each at
every difficulty. A day's puzzle is the type's default size at its second-easiest difficulty,
with a seed taken from a SHA-256 of the date and the type's name: the same on every machine and
in every Python (the built-in `hash()` of a string changes from one run to the next).
"""

from __future__ import annotations

import datetime
import hashlib
from dataclasses import dataclass

from .model import AnyPuzzleType, GenerateOptions

MAX_SEED = 2**31 - 1
"""Seeds are below this (the New Puzzle dialog's seed box takes a 32-bit int)."""


@dataclass(frozen=True)
class Preset:
    """One Type-menu entry: a type and the options of the puzzle it makes."""

    ptype: AnyPuzzleType
    options: GenerateOptions


def preset_sizes(ptype: AnyPuzzleType) -> list[tuple[int, int]]:
    """A small, the default and a large size of the type (fewer if the range is narrow)."""
    low, high = ptype.size_range
    rows, cols = ptype.default_size
    sizes: list[tuple[int, int]] = []
    for factor in (0.7, 1.0, 1.5):
        size = (_clamp(round(rows * factor), low, high), _clamp(round(cols * factor), low, high))
        if size not in sizes:
            sizes.append(size)
    return sizes


def presets(ptype: AnyPuzzleType) -> list[Preset]:
    """Every preset size at every difficulty, smallest and easiest first, with symmetric
    clues where the type's are by default."""
    return [
        Preset(ptype, GenerateOptions(rows, cols, difficulty, ptype.symmetric_by_default))
        for rows, cols in preset_sizes(ptype)
        for difficulty in ptype.difficulties
    ]


def default_difficulty(ptype: AnyPuzzleType) -> str:
    """The type's second-easiest difficulty (New Puzzle's first choice), or its only one."""
    names = ptype.difficulties
    return names[min(1, len(names) - 1)]


def daily_seed(day: datetime.date, ptype: AnyPuzzleType) -> int:
    """The seed of the type's puzzle of `day`: a stable hash of the date and the type's name."""
    digest = hashlib.sha256(f"{day.isoformat()}/{ptype.name}".encode()).digest()
    return int.from_bytes(digest[:8], "big") % MAX_SEED


def daily_options(ptype: AnyPuzzleType) -> GenerateOptions:
    """What a puzzle of the day is: the default size at the second-easiest difficulty (with
    symmetric clues where the type's are by default)."""
    rows, cols = ptype.default_size
    return GenerateOptions(rows, cols, default_difficulty(ptype), ptype.symmetric_by_default)


def _clamp(value: int, low: int, high: int) -> int:
    return max(low, min(high, value))

"""Move records: each type's moves are frozen dataclasses whose text form (saved histories,
`puzzle` replays, tests) is declared once, in the class head, as a format string over the
fields: `class SetDigit(MoveRecord, form="{cell}={digit}")` writes `r3c5=4`.

A field holding a plain tuple is a cell and is written as its code (`r3c5`); any other value
as `format` writes it (a Shikaku Rect, a NamedTuple, by its own `__str__`; `{mark.symbol}`
reads an attribute). Each type's `parse_move` reads the forms back (`read_cell_move`, the
moves on one cell).
"""

from __future__ import annotations

import re
from typing import Any, ClassVar

from .model import BoardFormatError, Cell, cell_code


class MoveRecord:
    """The base of a move dataclass: `str(move)` is its class's `form` filled with its fields."""

    form: ClassVar[str] = ""

    def __init_subclass__(cls, form: str = "", **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls.form = form or cls.form

    def __str__(self) -> str:
        return self.form.format(**{name: _written(v) for name, v in vars(self).items()})


def _written(value: object) -> object:
    """A cell (a plain tuple, never a NamedTuple such as Rect) as its code; anything else as is."""
    return cell_code(value) if type(value) is tuple else value


def read_cell_move(pattern: re.Pattern[str], text: str, forms: str) -> tuple[Cell, re.Match[str]]:
    """The cell (the pattern's first two groups, 1-based row and column) and the match of a
    move's text; BoardFormatError naming the `forms` to write when `pattern` does not match."""
    match = pattern.fullmatch(text.strip())
    if match is None:
        raise BoardFormatError(f"'{text}' is not a move ({forms})", 1, 1)
    return (int(match[1]) - 1, int(match[2]) - 1), match

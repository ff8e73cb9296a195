"""Move records: each type's moves are frozen dataclasses whose text form (saved histories,
`puzzle` replays, tests) is declared once, in the class head, as a format string over the
fields: `class SetDigit(MoveRecord, form="{cell}={digit}")` writes `r3c5=4`.

A field holding a plain tuple is a cell and is written as its code (`r3c5`); any other value
as `str` writes it (a Shikaku Rect, a NamedTuple, by its own `__str__`); `{mark.symbol}` reads
an attribute. The form is read once, when the class is made, into its pieces (text, field), so
writing a move costs a lookup and a join per field, not a parse. Each type's `parse_move` reads
the forms back (`read_cell_move`, the moves on one cell).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from operator import attrgetter
from string import Formatter
from typing import Any, ClassVar

from .model import BoardFormatError, Cell, cell_code


class MoveRecord:
    """The base of a move dataclass: `str(move)` is its class's `form` filled with its fields."""

    form: ClassVar[str] = ""
    pieces: ClassVar[tuple[tuple[str, Callable[[Any], Any] | None], ...]] = ()
    """The form read: each piece's text, then the getter of the field written after it."""

    def __init_subclass__(cls, form: str = "", **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if form:
            cls.form, cls.pieces = form, _pieces(form)

    def __str__(self) -> str:
        return "".join([text + _written(get(self)) if get else text for text, get in self.pieces])


def _pieces(form: str) -> tuple[tuple[str, Callable[[Any], Any] | None], ...]:
    """(text, getter of the field that follows it or None) for each piece of `form`; TypeError
    for a format spec or conversion, which a form does not use."""
    pieces = []
    for text, name, spec, conversion in Formatter().parse(form):
        if spec or conversion:
            raise TypeError(
                f"the move form {form!r} may only name fields: {{cell}}, {{mark.symbol}}"
            )
        pieces.append((text, attrgetter(name) if name else None))
    return tuple(pieces)


def _written(value: object) -> str:
    """A cell (a plain tuple, never a NamedTuple such as Rect) as its code; anything else as str."""
    return cell_code(value) if type(value) is tuple else str(value)


def read_cell_move(pattern: re.Pattern[str], text: str, forms: str) -> tuple[Cell, re.Match[str]]:
    """The cell (the pattern's first two groups, 1-based row and column) and the match of a
    move's text; BoardFormatError naming the `forms` to write when `pattern` does not match."""
    match = pattern.fullmatch(text.strip())
    if match is None:
        raise BoardFormatError(f"'{text}' is not a move ({forms})", 1, 1)
    return (int(match[1]) - 1, int(match[2]) - 1), match

"""The JSON form for scripts: `{"type": T, "puzzle": {...}, "moves": [...]}`.

`puzzle` is exactly the neutral form of shared/data/FORMAT.md; `moves` (optional) is the player's
progress as move strings. Data-set rows (JSONL) use the same `type` and `puzzle` keys, so one row
can be opened as a board too.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from puzzlegui.core import registry
from puzzlegui.core.model import AnyPuzzleType, BoardFormatError
from puzzlegui.core.oneline import quote

from .source import MAX_BYTES, decode, too_large

if TYPE_CHECKING:
    from .loader import Board


def _position(text: str, index: int) -> tuple[int, int]:
    line = text.count("\n", 0, index) + 1
    return line, index - (text.rfind("\n", 0, index) + 1) + 1


def loads(text: str) -> Any:
    """json.loads with a BoardFormatError that names line and column; numbers over Python's
    4300-digit limit (a ValueError) and deep nesting (a RecursionError) are bad input too."""
    try:
        return json.loads(text)
    except json.JSONDecodeError as err:
        line, column = _position(text, err.pos)
        raise BoardFormatError(f"invalid JSON: {err.msg}", line, column) from None
    except ValueError:
        raise BoardFormatError("invalid JSON: a number is too long", 1, 1) from None
    except RecursionError:
        raise BoardFormatError("invalid JSON: nested too deeply", 1, 1) from None


def ptype_of(data: Any) -> AnyPuzzleType:
    """The PuzzleType a JSON object's "type" names."""
    if not isinstance(data, dict):
        raise BoardFormatError('expected a JSON object with "type" and "puzzle"', 1, 1)
    name = data.get("type")
    if not isinstance(name, str) or registry.canonical(name) is None:
        known = ", ".join(registry.NAMES)
        raise BoardFormatError(f'"type" must be one of {known}, found {quote(name)}', 1, 1)
    return registry.get(name)


def board_from_json_text(text: str) -> Board:
    """A board from our JSON form (or one data-set row)."""
    from .loader import Board

    data = loads(text)
    ptype = ptype_of(data)
    if "puzzle" not in data:
        raise BoardFormatError('the JSON object has no "puzzle"', 1, 1)
    puzzle = ptype.puzzle_from_json(data["puzzle"])
    state = ptype.new_state(puzzle)
    moves = data.get("moves", [])
    if not isinstance(moves, list) or not all(isinstance(m, str) for m in moves):
        raise BoardFormatError('"moves" must be a list of move strings', 1, 1)
    for number, text_move in enumerate(moves, start=1):
        try:
            state = ptype.apply(state, ptype.parse_move(text_move))
        except (ValueError, BoardFormatError) as err:
            message = getattr(err, "message", str(err))
            raise BoardFormatError(f"move {number} ({text_move!r}): {message}", 1, 1) from None
    return Board(ptype, puzzle, state)


def board_to_json(ptype: AnyPuzzleType, puzzle: Any, state: Any) -> dict[str, Any]:
    """Our JSON form of a board; "moves" only when there is progress."""
    data: dict[str, Any] = {"type": ptype.name, "puzzle": ptype.puzzle_to_json(puzzle)}
    moves = ptype.moves_to(puzzle, state)
    if moves:
        data["moves"] = [str(m) for m in moves]
    return data


@dataclass(frozen=True)
class DatasetRow:
    """One line of a JSONL data set: the parsed puzzle and the raw row."""

    ptype: AnyPuzzleType
    puzzle: Any
    row: dict[str, Any]
    line: int

    @property
    def source(self) -> str:
        """The row's source (a set name, a difficulty)."""
        return str(self.row.get("source", ""))

    @property
    def ident(self) -> str:
        """The row's id, verbatim."""
        return str(self.row.get("id", ""))

    def solution_state(self) -> Any | None:
        """The row's solution as a State, or None when the row has none."""
        solution = self.row.get("solution")
        return None if solution is None else self.ptype.solution_from_json(self.puzzle, solution)


def read_dataset(path: str | Path, type_filter: str | None = None) -> Iterator[DatasetRow]:
    """The rows of a JSONL data set, parsed; BoardFormatError names the file and line."""
    source = str(path)
    try:
        handle = open(path, "rb")  # noqa: SIM115 - closed below, around a generator's yields
    except IsADirectoryError:
        raise BoardFormatError("this is a folder, not a data set", None, None, source) from None
    except (OSError, ValueError) as err:
        reason = getattr(err, "strerror", None) or "not a file name"
        raise BoardFormatError(f"cannot read the file: {reason}", None, None, source) from None
    with handle:
        number = 0
        # Each row is read with the board limit, so one endless line cannot fill the memory.
        while raw := handle.readline(MAX_BYTES + 1):
            number += 1
            if len(raw) > MAX_BYTES:
                raise too_large(source)
            row_data = _dataset_row(raw, number, source, type_filter)
            if row_data is not None:
                yield row_data


def _dataset_row(
    raw: bytes, number: int, source: str, type_filter: str | None
) -> DatasetRow | None:
    """One JSONL row (None: blank, or of another type than `type_filter`)."""
    try:
        text = decode(raw, source)
        if not text.strip():
            return None
        row = loads(text)
        ptype = ptype_of(row)
        if type_filter is not None and ptype.name != registry.canonical(type_filter):
            return None
        puzzle = ptype.puzzle_from_json(row.get("puzzle"))
    except BoardFormatError as err:
        column = err.column if err.line == 1 else None
        raise BoardFormatError(err.message, number, column, source) from None
    return DatasetRow(ptype, puzzle, row, number)

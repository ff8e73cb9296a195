"""Reading any board the project understands: our text format, the seeds' layouts, JSON,
puzz.link URLs (and pzprv3 files) and Tatham game IDs.

`read_board` looks at the content first (JSON, a URL or ID, or a first word naming a type) and only
then at the file's extension or an explicit type, which the seeds' header-less layouts need.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from puzzlegui.core import registry
from puzzlegui.core.model import AnyPuzzleType, BoardFormatError

from . import jsonfmt, puzzlink, tatham
from .encoding import Decoded
from .source import MAX_BYTES, checked_text, read_file
from .source import decode as decode
from .text import first_word


@dataclass(frozen=True)
class Board:
    """A puzzle of some type together with the player's state on it."""

    ptype: AnyPuzzleType
    puzzle: Any
    state: Any

    def text(self) -> str:
        """The board in our text format, progress included."""
        return self.ptype.format(self.puzzle, self.state)


def type_from_path(path: str | Path) -> str | None:
    """The type a file's extension names (`board.hashi`, `x.nurikabe`), if any."""
    suffix = Path(path).suffix.lstrip(".")
    return registry.canonical(suffix) if suffix else None


def parse_board(text: str, type_hint: str | None = None, source: str = "") -> Board:
    """A board from text in any of our forms; BoardFormatError (naming `source`) when bad."""
    try:
        return _parse(checked_text(text), type_hint)
    except BoardFormatError as err:
        raise err.with_source(source) from None
    except RecursionError:
        raise BoardFormatError("the input is nested too deeply", 1, 1, source) from None


def looks_like_link(text: str) -> bool:
    """True for a puzz.link URL, a pzprv3 file or a Tatham game ID."""
    if len(text) > MAX_BYTES:
        return False
    return bool(puzzlink.looks_like(text) or tatham.looks_like(text))


def board_from_decoded(decoded: Decoded) -> Board:
    """A board from a decoded URL or ID; progress the type cannot hold is left out."""
    ptype = registry.get(decoded.type)
    puzzle = ptype.puzzle_from_json(decoded.puzzle)
    state = ptype.new_state(puzzle)
    if decoded.progress is not None:
        # A pzprv3 file may hold marks our model has no place for (a Shikaku region that is not
        # a rectangle): the puzzle still opens, without them.
        try:
            state = ptype.solution_from_json(puzzle, decoded.progress)
        except BoardFormatError:
            state = ptype.new_state(puzzle)
    return Board(ptype, puzzle, state)


def _parse(text: str, type_hint: str | None) -> Board:
    if text.lstrip()[:1] in ("{", "["):
        return jsonfmt.board_from_json_text(text)
    if puzzlink.looks_like(text):
        return board_from_decoded(puzzlink.decode(text))
    if tatham.looks_like(text):
        return board_from_decoded(tatham.decode(text))
    first = first_word(text)
    name = registry.canonical(first) if first else None
    if name is not None:
        ptype = registry.get(name)
        puzzle, state = ptype.parse(text)
        return Board(ptype, puzzle, state)
    if type_hint is not None:
        ptype = registry.get(type_hint)
        puzzle, state = ptype.parse_seed(text)
        return Board(ptype, puzzle, state)
    if not text.strip():
        raise BoardFormatError("the file is empty", 1, 1)
    known = ", ".join(registry.NAMES)
    raise BoardFormatError(
        f"cannot tell which puzzle this is: start the file with its type ({known}) and size, "
        "or give the type with --type",
        1,
        1,
    )


def read_board(path: str | Path, type_hint: str | None = None) -> Board:
    """Read a board file; the type comes from the content, else `type_hint`, else the extension."""
    source = str(path)
    data = read_file(path)
    hint = type_hint or type_from_path(path)
    return parse_board(decode(data, source), hint, source)


def board_json(board: Board) -> dict[str, Any]:
    """The JSON form of a board (type, puzzle, and the moves of its progress)."""
    return jsonfmt.board_to_json(board.ptype, board.puzzle, board.state)


def json_text(board: Board) -> str:
    """The JSON form as indented text."""
    return json.dumps(board_json(board), indent=1) + "\n"

"""Simon Tatham game IDs (Bridges, Keen, Rectangles, Solo jigsaw) to and from the neutral puzzle.

The grammars are those of Tatham's Portable Puzzle Collection as summarised in
shared/reference/tatham-ids.md: a descriptive ID is `PARAMS:DESC` (a random-seed ID
`PARAMS#SEED` names a generator run, not a puzzle, and is refused). Bridges `WxHmB[L]:DESC`
(letter runs of water, digit islands), Keen `N:BLOCKS,CLUES`, Rectangles `WxH:DESC` (letter
runs, decimal clues, `_` between clues) and Solo jigsaw `Nj:GRID,BLOCKS`, where BLOCKS is the
run-length list of internal cell edges that Keen and Solo share. An optional game-name prefix
(`bridges:`, `keen:`, `rect:`/`rectangles:`, `solo:`) is accepted; without one the game is told
from the parameters.

Each type that is one of Tatham's games declares its `TathamCodec` (core/<type>/tatham.py: the
game's names, its parameters' grammar, its ID reader and writer, its difficulty names); this
module holds the shared grammar (runs of blanks, the edge-run region list) and dispatches by the
declared names. Which game an ID without a name is, told from its parameters, is the one thing
here that names games (`_game`): the parameters of Bridges, Rectangles and Keen overlap.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from puzzlegui.core import registry
from puzzlegui.core.formats.encoding import Decoded, check_side, label_regions, to_int
from puzzlegui.core.model import BoardFormatError, Cell
from puzzlegui.core.oneline import quote

__all__ = ["Decoded", "TathamCodec", "decode", "encode", "games", "levels", "looks_like"]


@dataclass(frozen=True)
class TathamCodec:
    """A type's Tatham game: its names (an ID's optional prefix; the first is the game's own),
    its title in sentences ("jigsaw Solo"), the grammar of its parameters, (the parameters
    matched by that grammar, description, column) -> neutral puzzle, neutral puzzle ->
    descriptive ID, and the game's difficulty names, easiest first, as the tatham-graded data
    sets' `source` writes them ('tatham-keen 5de (easy)')."""

    games: tuple[str, ...]
    title: str
    params: re.Pattern[str]
    read: Callable[[re.Match[str], str, int], dict[str, Any]]
    write: Callable[[dict[str, Any]], str]
    levels: tuple[str, ...] = ()


def games() -> dict[str, tuple[str, TathamCodec]]:
    """Every Tatham game name a registered type declares -> (our type name, its codec)."""
    return registry.by_codec_name(lambda ptype: ptype.tatham, lambda codec: codec.games)


def levels(game: str) -> tuple[str, ...]:
    """The difficulty names of the game called `game`, easiest first (none if unknown)."""
    found = games().get(game)
    return () if found is None else found[1].levels


# Linear time: the parameters are one possessive run (the old `\d+(?:x\d+)?[A-Za-z0-9.]*` let
# `\d+` and the run share digits and backtracked quadratically; docs/input-limits.md).
_ID = re.compile(r"(?:([A-Za-z]+):)?([0-9][A-Za-z0-9.]*+)([:#])(\S*+)")
_MAX_PARAMS = 64
"""The longest parameter string read (real ones are like `7x7m2` or `9jdu`)."""
DIGITS = "0123456789"
_DIGIT_RUN = re.compile(r"[0-9]+")


def looks_like(text: str) -> bool:
    """True when `text` is one Tatham game ID (descriptive or random-seed) for any game."""
    match = _ID.fullmatch(text.strip())
    return match is not None and (match[1] is None or match[1].lower() in games())


def decode(text: str) -> Decoded:
    """A Tatham game ID -> Decoded (progress is None); BoardFormatError when bad."""
    stripped = text.strip()
    match = _ID.fullmatch(stripped)
    if match is None:
        raise BoardFormatError(
            "not a Tatham game ID: expected PARAMS:DESCRIPTION, e.g. 7x7m2:2e1g2e2g1b5b4h1a4b2",
            1,
            1,
        )
    name, params, sep, desc = match[1], match[2], match[3], match[4]
    if len(params) > _MAX_PARAMS:
        raise BoardFormatError(f"the parameters {quote(params)} are too long", 1, 1)
    if sep == "#":
        raise BoardFormatError(
            "this is a random-seed ID (PARAMS#SEED): the puzzle it names depends on the version "
            "of Tatham's generator, so it cannot be rebuilt here; in the game use "
            "Game > Specific... to copy the descriptive ID (PARAMS:DESCRIPTION) instead",
            1,
            match.start(3) + 1,
        )
    type_name, codec = games()[_game(name, params)]
    column = match.start(4) + 1 + len(text) - len(text.lstrip())
    matched = _parse_params(codec.params, params, codec.title)
    return Decoded(type_name, codec.read(matched, desc, column), None)


def _game(name: str | None, params: str) -> str:
    known = games()
    if name is not None:
        if name.lower() not in known:
            raise BoardFormatError(f"unknown game name {quote(name)} before the ID", 1, 1)
        return name.lower()
    if known["solo"][1].params.fullmatch(params) or re.fullmatch(r"\d+j.*", params):
        return "solo"
    if "x" in params:
        return "rect" if known["rect"][1].params.fullmatch(params) else "bridges"
    if known["keen"][1].params.fullmatch(params):
        return "keen"
    raise BoardFormatError(f"cannot tell which game the parameters {quote(params)} belong to", 1, 1)


def _parse_params(pattern: re.Pattern[str], params: str, game: str) -> re.Match[str]:
    """The parameters matched by the game's grammar; an error naming the game if not."""
    match = pattern.fullmatch(params)
    if match is None:
        raise BoardFormatError(f"{quote(params)} are not {game} parameters", 1, 1)
    return match


def side(text: str | None, default: int, what: str, low: int, high: int) -> int:
    """A size from the parameters (`default` when absent), from `low` to `high`."""
    value = default if text is None else to_int(text, what, 1)
    return check_side(value, what, low, high)


def width_height(match: re.Match[str], low: int, high: int) -> tuple[int, int]:
    """(rows, cols) of the parameters' `WxH`, their first two groups (no H: a square), each
    from `low` to `high`."""
    cols = side(match[1], 0, "the width", low, high)
    return side(match[2], cols, "the height", low, high), cols


# ---- descriptions: runs of blanks with clues, and the edge-run region list --------------------


def read_clues(text: str, area: int, column: int) -> dict[int, int]:
    """Rect/Solo grid: letter runs of blanks, decimal clues, '_' as a separator."""
    values: dict[int, int] = {}
    i = pos = 0
    while i < len(text):
        ch = text[i]
        if "a" <= ch <= "z":
            pos, i = pos + ord(ch) - 96, i + 1
        elif ch in DIGITS:
            end = _DIGIT_RUN.match(text, i).end()  # type: ignore[union-attr]  # ch is a digit
            if pos < area:
                values[pos] = to_int(text[i:end], "a clue", column + i)
            pos, i = pos + 1, end
        elif ch == "_":
            i += 1
        else:
            raise BoardFormatError(f"unexpected character {ch!r} in the description", 1, column + i)
        if pos > area:
            raise BoardFormatError(
                f"the description is longer than the {area} cells", 1, column + i
            )
    if pos < area:
        raise BoardFormatError(f"the description covers {pos} of the {area} cells", 1, column + i)
    return values


def _edge_cells(pos: int, n: int) -> tuple[Cell, Cell]:
    if pos < n * (n - 1):
        y, x = divmod(pos, n - 1)
        return (y, x), (y, x + 1)
    x, y = divmod(pos - n * (n - 1), n - 1)
    return (y, x), (y + 1, x)


def read_blocks(text: str, n: int, column: int, keen: bool) -> tuple[list[list[int]], int]:
    """The BLOCKS edge runs up to ',' or the end: region labels and characters used."""
    total, joined = 2 * n * (n - 1), set[frozenset[Cell]]()
    pos = i = 0
    while i < len(text) and text[i] != ",":
        ch, start = text[i], i
        i += 1
        if ch != "_" and not "a" <= ch <= "z":
            raise BoardFormatError(f"unexpected character {ch!r} in the regions", 1, column + start)
        run = 0 if ch == "_" else ord(ch) - 96
        if ch == "z":
            run = 25 if keen else 26
        repeat = 1
        while keen and i < len(text) and text[i] in DIGITS:
            i += 1
        if i > start + 1:
            repeat = to_int(text[start + 1 : i], "a repeat count", column + start + 1)
        if not 0 < repeat <= total + 1:
            raise BoardFormatError("a repeat count is out of range", 1, column + start + 1)
        for _ in range(repeat):
            if pos + run > total:
                raise BoardFormatError("the region list is too long", 1, column + start)
            joined.update(frozenset(_edge_cells(p, n)) for p in range(pos, pos + run))
            pos += run + (ch != "z")
    if pos != total + 1:
        raise BoardFormatError("the region list is cut short or too long", 1, column + i)
    return label_regions(n, n, lambda a, b: frozenset({a, b}) in joined), i


def _run_letters(run: int) -> str:
    return "z" * (run // 26) + (chr(96 + run % 26) if run % 26 else "")


def write_runs(values: list[int | None], underscore: bool) -> str:
    out: list[str] = []
    run = 0
    for value in values:
        if value is None:
            run += 1
            continue
        if run:
            out.append(_run_letters(run))
        elif underscore and out:
            out.append("_")
        out.append(str(value))
        run = 0
    if run:
        out.append(_run_letters(run))
    return "".join(out)


def write_blocks(label: list[list[int]], n: int, keen: bool) -> str:
    total, tokens, run = 2 * n * (n - 1), [], 0
    for pos in range(total + 1):
        if pos < total:
            (r1, c1), (r2, c2) = _edge_cells(pos, n)
            if label[r1][c1] == label[r2][c2]:
                run += 1
                if run == (25 if keen else 26):
                    tokens.append("z")
                    run = 0
                continue
        tokens.append(chr(96 + run) if run else "_")
        run = 0
    if not keen:
        return "".join(tokens)
    out: list[str] = []
    for token in tokens:
        if out and out[-1].rstrip(DIGITS) == token:
            count = int(out[-1][1:] or "1") + 1
            out[-1] = token + str(count)
        else:
            out.append(token)
    return "".join(t if len(t) == 1 or int(t[1:]) > 2 else t[0] * int(t[1:]) for t in out)


# ---- the four games --------------------------------------------------------------------------


def encode(type_name: str, puzzle: dict[str, Any]) -> str:
    """A neutral puzzle -> its Tatham descriptive ID; BoardFormatError when it does not fit."""
    name = registry.canonical(type_name)
    codec = None if name is None else registry.get(name).tatham
    if codec is None:
        raise BoardFormatError(f"Tatham's collection has no game for {type_name!r}", None)
    return codec.write(puzzle)


def refuse(message: str) -> BoardFormatError:
    """The error for a puzzle the game's ID cannot hold."""
    return BoardFormatError(message, None)

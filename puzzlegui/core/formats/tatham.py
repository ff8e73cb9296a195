"""Simon Tatham game IDs (Bridges, Keen, Rectangles, Solo jigsaw) to and from the neutral puzzle.

The grammars are those of Tatham's Portable Puzzle Collection as summarised in
shared/reference/tatham-ids.md: a descriptive ID is `PARAMS:DESC` (a random-seed ID
`PARAMS#SEED` names a generator run, not a puzzle, and is refused). Bridges `WxHmB[L]:DESC`
(letter runs of water, digit islands), Keen `N:BLOCKS,CLUES`, Rectangles `WxH:DESC` (letter
runs, decimal clues, `_` between clues) and Solo jigsaw `Nj:GRID,BLOCKS`, where BLOCKS is the
run-length list of internal cell edges that Keen and Solo share. An optional game-name prefix
(`bridges:`, `keen:`, `rect:`/`rectangles:`, `solo:`) is accepted; without one the game is told
from the parameters.
"""

from __future__ import annotations

import re
from typing import Any

from puzzlegui.core import registry
from puzzlegui.core.formats.encoding import (
    Decoded,
    cage_labels,
    cage_list,
    cells_by_label,
    check_side,
    clue_map,
    field,
    grid_size,
    int_grid,
    label_regions,
    to_int,
    type_side,
)
from puzzlegui.core.model import BoardFormatError, Cell, cell_name
from puzzlegui.core.oneline import quote

__all__ = ["GAMES", "Decoded", "decode", "encode", "looks_like"]

GAMES: dict[str, str] = {
    "bridges": "hashi",
    "keen": "calcudoku",
    "rect": "shikaku",
    "rectangles": "shikaku",
    "solo": "logi5",
}
"""Tatham game names accepted as a prefix -> our type names."""

LEVELS: dict[str, tuple[str, ...]] = {
    "keen": ("easy", "normal", "hard", "extreme", "unreasonable"),
    "bridges": ("easy", "medium", "hard"),
    "solo": ("trivial", "basic", "intermediate", "advanced", "extreme", "unreasonable"),
}
"""The difficulty names of Tatham's games, easiest first, as the tatham-graded data sets'
`source` writes them: 'tatham-keen 5de (easy)', 'tatham-solo 5jdt (trivial, ...)'."""
# Linear time: the parameters are one possessive run (the old `\d+(?:x\d+)?[A-Za-z0-9.]*` let
# `\d+` and the run share digits, so 65 536 digits took 25 s to refuse).
_ID = re.compile(r"(?:([A-Za-z]+):)?([0-9][A-Za-z0-9.]*+)([:#])(\S*+)")
_MAX_PARAMS = 64
"""The longest parameter string read (real ones are like `7x7m2` or `9jdu`)."""
_BRIDGES = re.compile(r"(\d+)(?:x(\d+))?(?:i\d+)?(?:e\d+)?(?:m(\d+))?(L)?(?:d\d+)?")
_RECT = re.compile(r"(\d+)(?:x(\d+))?(?:e[0-9.]*)?a?")
_KEEN = re.compile(r"(\d+)(?:d[a-z])?(m)?")
_SOLO = re.compile(r"(\d+)j((?:x|k|a|r\d+|md?\d+|d[a-z])*)")
_DIGITS = "0123456789"
_DIGIT_RUN = re.compile(r"[0-9]+")
_OPS = {"a": "+", "s": "-", "m": "*", "d": "/"}
_LETTERS = {"+": "a", "-": "s", "*": "m", "/": "d", "=": "a"}


def looks_like(text: str) -> bool:
    """True when `text` is one Tatham game ID (descriptive or random-seed) for any game."""
    match = _ID.fullmatch(text.strip())
    return match is not None and (match[1] is None or match[1].lower() in GAMES)


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
    game = _game(name, params)
    column = match.start(4) + 1 + len(text) - len(text.lstrip())
    return Decoded(GAMES[game], _DECODERS[game](params, desc, column), None)


def _game(name: str | None, params: str) -> str:
    if name is not None:
        if name.lower() not in GAMES:
            raise BoardFormatError(f"unknown game name {quote(name)} before the ID", 1, 1)
        return "rect" if name.lower() == "rectangles" else name.lower()
    if _SOLO.fullmatch(params) or re.fullmatch(r"\d+j.*", params):
        return "solo"
    if "x" in params:
        return "rect" if _RECT.fullmatch(params) else "bridges"
    if _KEEN.fullmatch(params):
        return "keen"
    raise BoardFormatError(f"cannot tell which game the parameters {quote(params)} belong to", 1, 1)


def _params(pattern: re.Pattern[str], params: str, game: str) -> re.Match[str]:
    match = pattern.fullmatch(params)
    if match is None:
        raise BoardFormatError(f"{quote(params)} are not {game} parameters", 1, 1)
    return match


def _size(text: str | None, default: int, what: str, low: int, high: int) -> int:
    value = default if text is None else to_int(text, what, 1)
    return check_side(value, what, low, high)


# ---- descriptions: runs of blanks with clues, and the edge-run region list --------------------


def _read_clues(text: str, area: int, column: int) -> dict[int, int]:
    """Rect/Solo grid: letter runs of blanks, decimal clues, '_' as a separator."""
    values: dict[int, int] = {}
    i = pos = 0
    while i < len(text):
        ch = text[i]
        if "a" <= ch <= "z":
            pos, i = pos + ord(ch) - 96, i + 1
        elif ch in _DIGITS:
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


def _read_blocks(text: str, n: int, column: int, keen: bool) -> tuple[list[list[int]], int]:
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
        while keen and i < len(text) and text[i] in _DIGITS:
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


def _write_runs(values: list[int | None], underscore: bool) -> str:
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


def _write_blocks(label: list[list[int]], n: int, keen: bool) -> str:
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
        if out and out[-1].rstrip(_DIGITS) == token:
            count = int(out[-1][1:] or "1") + 1
            out[-1] = token + str(count)
        else:
            out.append(token)
    return "".join(t if len(t) == 1 or int(t[1:]) > 2 else t[0] * int(t[1:]) for t in out)


# ---- the four games --------------------------------------------------------------------------


def _decode_bridges(params: str, desc: str, column: int) -> dict[str, Any]:
    match = _params(_BRIDGES, params, "Bridges")
    cols = _size(match[1], 0, "the width", 3, type_side("hashi"))
    rows = _size(match[2], cols, "the height", 3, type_side("hashi"))
    maxb = _size(match[3], 2, "the bridge limit", 1, 4)
    if maxb != 2 or match[4]:
        rule = "forbids loops (L)" if match[4] else f"allows at most {maxb} bridges per pair"
        raise BoardFormatError(
            f"this Bridges puzzle {rule}; puzzlegui's Hashiwokakero allows loops and "
            "at most 2 bridges between two islands (m2), so the puzzle would change",
            1,
            1,
        )
    islands = _read_islands(desc, rows, cols, column)
    _check_islands({(r, c) for r, c, _ in islands})
    return {"rows": rows, "cols": cols, "islands": islands}


def _read_islands(desc: str, rows: int, cols: int, column: int) -> list[list[int]]:
    """Bridges desc: letter runs of water, digits 1-9 for islands; must fill the grid exactly."""
    islands: list[list[int]] = []
    pos = 0
    for i, ch in enumerate(desc):
        if "1" <= ch <= "9":
            islands.append([*divmod(pos, cols), int(ch)])
            pos += 1
        elif "a" <= ch <= "z":
            pos += ord(ch) - 96
        elif "A" <= ch <= "G":
            message = f"island clue {ord(ch) - 55} needs more than 2 bridges per pair"
            raise BoardFormatError(message, 1, column + i)
        else:
            raise BoardFormatError(f"unexpected character {ch!r} in the description", 1, column + i)
        if pos > rows * cols:
            raise BoardFormatError("the description is longer than the grid", 1, column + i)
    if pos < rows * cols:
        raise BoardFormatError(f"the description covers {pos} of {rows * cols} cells", 1, None)
    return islands


def _check_islands(islands: set[Cell]) -> None:
    if len(islands) < 2:
        raise BoardFormatError("Bridges needs at least 2 islands", None)
    for r, c in sorted(islands):
        for other in ((r, c + 1), (r + 1, c)):
            if other in islands:
                raise BoardFormatError(
                    f"the islands at {cell_name((r, c))} and {cell_name(other)} touch; "
                    "Bridges needs water between islands",
                    None,
                )


def _decode_rect(params: str, desc: str, column: int) -> dict[str, Any]:
    match = _params(_RECT, params, "Rectangles")
    cols = _size(match[1], 0, "the width", 1, type_side("shikaku"))
    rows = _size(match[2], cols, "the height", 1, type_side("shikaku"))
    if rows * cols < 2:
        raise BoardFormatError("Rectangles needs at least 2 cells", 1, 1)
    clues = [
        [*divmod(pos, cols), v] for pos, v in sorted(_read_clues(desc, rows * cols, column).items())
    ]
    for r, c, value in clues:
        if value < 1:
            raise BoardFormatError(f"the clue at {cell_name((r, c))} is 0", 1, None)
    return {"rows": rows, "cols": cols, "clues": clues}


def _decode_keen(params: str, desc: str, column: int) -> dict[str, Any]:
    match = _params(_KEEN, params, "Keen")
    n = _size(match[1], 0, "the Keen size", 3, type_side("calcudoku"))
    label, used = _read_blocks(desc, n, column, keen=True)
    if desc[used : used + 1] != ",":
        raise BoardFormatError("expected ',' and the clues after the cages", 1, column + used)
    text, i, cages = desc[used + 1 :], 0, []
    for cells in cells_by_label(label):
        end = i + 1
        while end < len(text) and text[end] in _DIGITS:
            end += 1
        at = column + used + 1 + i
        if text[i : i + 1] not in _OPS or end == i + 1:
            raise BoardFormatError("expected a clue: a, s, m or d and a number", 1, at)
        op, target = _OPS[text[i]], to_int(text[i + 1 : end], "a clue", at)
        if op in "-/" and len(cells) != 2:
            raise BoardFormatError(f"the clue {text[i:end]} needs a cage of 2 cells", 1, at)
        cages.append({"op": "=" if len(cells) == 1 else op, "target": target})
        cages[-1]["cells"] = [list(cell) for cell in cells]
        i = end
    if i < len(text):
        raise BoardFormatError("there are more clues than cages", 1, column + used + 1 + i)
    return {"n": n, "cages": cages}


def _decode_solo(params: str, desc: str, column: int) -> dict[str, Any]:
    match = _params(_SOLO, params, "jigsaw Solo")
    n = _size(match[1], 0, "the Solo size", 2, 31)  # small: the type refuses n > 9 after
    extra = re.sub(r"md?\d+|d[a-z]|r\d+|a", "", match[2])
    if extra:
        kind = "killer cages (k)" if "k" in extra else "diagonals (x)"
        raise BoardFormatError(f"this Solo adds {kind}, which Logi-5 does not have", 1, 1)
    comma = desc.find(",")
    if comma < 0:
        raise BoardFormatError("expected the givens, ',' and the jigsaw regions", 1, column)
    givens = [[0] * n for _ in range(n)]
    for pos, value in _read_clues(desc[:comma], n * n, column).items():
        if not 1 <= value <= n:
            raise BoardFormatError(f"the given {value} is not from 1 to {n}", 1, column)
        givens[pos // n][pos % n] = value
    label, used = _read_blocks(desc[comma + 1 :], n, column + comma + 1, keen=False)
    if comma + 1 + used < len(desc):
        raise BoardFormatError("unexpected text after the regions", 1, column + comma + 1 + used)
    if any(len(cells) != n for cells in cells_by_label(label)):
        raise BoardFormatError(f"the regions must be {n} regions of {n} cells each", 1, None)
    return {"n": n, "regions": label, "givens": givens}


_DECODERS = {
    "bridges": _decode_bridges,
    "rect": _decode_rect,
    "keen": _decode_keen,
    "solo": _decode_solo,
}


def encode(type_name: str, puzzle: dict[str, Any]) -> str:
    """A neutral puzzle -> its Tatham descriptive ID; BoardFormatError when it does not fit."""
    name = registry.canonical(type_name)
    if name is None or name == "nurikabe":
        raise BoardFormatError(f"Tatham's collection has no game for {type_name!r}", None)
    return _ENCODERS[name](puzzle)


def _refuse(message: str) -> BoardFormatError:
    return BoardFormatError(message, None)


def _encode_bridges(puzzle: dict[str, Any]) -> str:
    rows, cols = grid_size(puzzle)
    if rows < 3 or cols < 3:
        raise _refuse(f"Tatham's Bridges needs at least 3x3 cells, not {cols}x{rows}")
    islands = clue_map(puzzle, "islands", rows, cols)
    _check_islands(set(islands))
    for cell, value in islands.items():
        if not 1 <= value <= 8:
            raise _refuse(f"the island at {cell_name(cell)} has clue {value}, not 1 to 8 (m2)")
    desc = _write_runs([islands.get(divmod(i, cols)) for i in range(rows * cols)], False)
    return f"{cols}x{rows}m2:{desc}"


def _encode_rect(puzzle: dict[str, Any]) -> str:
    rows, cols = grid_size(puzzle)
    if rows * cols < 2:
        raise _refuse("Tatham's Rectangles needs at least 2 cells")
    clues = clue_map(puzzle, "clues", rows, cols)
    if any(value < 1 for value in clues.values()):
        raise _refuse("Tatham's Rectangles takes clues of 1 or more")
    desc = _write_runs([clues.get(divmod(i, cols)) for i in range(rows * cols)], True)
    return f"{cols}x{rows}:{desc}"


def _encode_keen(puzzle: dict[str, Any]) -> str:
    n = field(puzzle, "n")
    if not isinstance(n, int) or not 3 <= n <= 9:
        raise _refuse(f"Tatham's Keen plays sizes 3 to 9, not {n!r}")
    cages = cage_list(puzzle, n)
    label = cage_labels(cages, n)
    clues = [""] * len(cages)
    for op, target, cells in cages:
        if op in "-/" and len(cells) != 2:
            raise _refuse(f"Keen's '{op}' clue needs a cage of 2 cells ({cell_name(cells[0])})")
        if target < 0:
            raise _refuse(f"the target {target} at {cell_name(cells[0])} is negative")
        clues[label[cells[0][0]][cells[0][1]]] = _LETTERS[op] + str(target)
    return f"{n}:{_write_blocks(label, n, keen=True)},{''.join(clues)}"


def _encode_solo(puzzle: dict[str, Any]) -> str:
    n = field(puzzle, "n")
    if not isinstance(n, int) or not 2 <= n <= 31:
        raise _refuse(f"Tatham's Solo plays sizes 2 to 31, not {n!r}")
    regions, givens = int_grid(puzzle, "regions", n), int_grid(puzzle, "givens", n)
    label = label_regions(n, n, lambda a, b: regions[a[0]][a[1]] == regions[b[0]][b[1]])
    if any(len(cells) != n for cells in cells_by_label(label)):
        raise _refuse(f"Solo needs {n} connected regions of {n} cells each")
    if any(not 0 <= v <= n for row in givens for v in row):
        raise _refuse(f"a given is not a digit from 1 to {n}")
    grid = _write_runs([givens[i // n][i % n] or None for i in range(n * n)], True)
    return f"{n}j:{grid},{_write_blocks(label, n, keen=False)}"


_ENCODERS = {
    "hashi": _encode_bridges,
    "shikaku": _encode_rect,
    "calcudoku": _encode_keen,
    "logi5": _encode_solo,
}

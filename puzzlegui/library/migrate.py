"""Importing the old one-slot autosave file (autosave.json) into the library, once.

The file is then renamed aside (never deleted). Any damage in it (a wrong type, a bad board,
a number too large, deep nesting) is reported in one line and the file is kept aside too.
"""

from __future__ import annotations

import json
import math
import time
from pathlib import Path
from typing import Any

from puzzlegui.core import registry
from puzzlegui.core.formats.source import decode, read_file

from . import records
from .history import state_after, whole_step
from .paths import set_aside
from .records import GameRecord, Source
from .store import GameLibrary, LibraryError, Notice

AUTOSAVE_NAME = "autosave.json"


def import_autosave(path: Path, library: GameLibrary) -> Notice | None:
    """Move the autosaved game at `path` into the library; None when there is no such file."""
    if not path.exists():
        return None
    try:
        record, steps = _read(path)
    except Exception as err:  # whatever is wrong with the file, the player starts
        return _aside(path, "damaged", "autosave-damaged", err)
    try:
        if library.find(record.identity) is None:
            library.create(record, steps)
    except LibraryError:
        return None  # the library cannot be written: keep the file for the next start
    return _aside(path, "imported", "autosave-imported", None)


def _aside(path: Path, why: str, what: str, err: BaseException | None) -> Notice | None:
    detail = "" if err is None else f"{type(err).__name__}: {str(err)[:120]}"
    try:
        return Notice(what, path, set_aside(path, why), detail)
    except OSError as problem:
        return Notice("unwritable", path, None, str(problem))


def _read(path: Path) -> tuple[GameRecord, list[records.Step]]:
    # The one input path's size limit and decoding: a huge or binary file is refused, not read.
    data = json.loads(decode(read_file(path), str(path)))
    if not isinstance(data, dict):
        raise ValueError("not a JSON object")
    ptype = registry.get(_str(data["type"]))
    puzzle, _ = ptype.parse(_str(data["board"]))
    moves = data.get("moves", [])
    if not isinstance(moves, list):
        raise ValueError("moves is not a list")
    state = ptype.new_state(puzzle)
    for text in moves:
        state = ptype.apply(state, ptype.parse_move(_str(text)))
    steps = [whole_step(ptype, puzzle, state, "Resumed")] if moves else []
    state_after(ptype, puzzle, steps, len(steps))  # the steps must read back before they are kept
    return _record(ptype, puzzle, state, data, len(steps)), steps


def _record(ptype: Any, puzzle: Any, state: Any, data: dict[str, Any], index: int) -> GameRecord:
    elapsed = float(data.get("elapsed_ms", 0))
    if not math.isfinite(elapsed) or elapsed < 0:
        raise ValueError(f"elapsed_ms is {elapsed}")
    hints, helped = int(data.get("hints_applied", 0)), bool(data.get("solved_with_help", False))
    origin = data.get("path")
    source = Source("file", _str(origin)) if origin else Source()
    rows, cols = records.board_size(ptype, puzzle)
    solved = not ptype.check(puzzle, state) and bool(ptype.is_solved(puzzle, state))
    now = time.time()
    return GameRecord(
        0, records.identity(ptype, puzzle), ptype.name, records.canonical_text(ptype, puzzle),
        rows, cols, source, "", int(elapsed), hints, helped,
        records.status_of(solved, helped, hints), index, now, now,
    )  # fmt: skip


def _str(value: Any) -> str:
    if not isinstance(value, str):
        raise ValueError(f"expected text, found {type(value).__name__}")
    return value

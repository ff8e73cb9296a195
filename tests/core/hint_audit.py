"""The hint audit's walk and checks, shared by tests/core (rules, cells, titles) and tests/gui
(the Spanish rendering, which needs the player's tables)."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from puzzlegui.core import answers, hint_names, registry
from puzzlegui.core.formats.loader import read_board
from puzzlegui.core.model import Hint

ROOT = Path(__file__).resolve().parents[2]
BOARDS = ROOT / "boards"
DATA = ROOT.parent / "shared" / "data"
SAMPLE = 2
"""Rows taken from each public data set: its smallest boards, to keep the audit quick."""

STATUS_RULES = set(answers.RULE_NAMES)


@dataclass
class Case:
    """One board to audit: its type, puzzle, solution and a name for messages."""

    name: str
    kind: Any
    puzzle: Any
    solution: Any


def board_cases() -> Iterator[Case]:
    """Every board of boards/ with its solution."""
    for path in sorted(BOARDS.glob("*/*.txt")):
        board = read_board(path)
        result = board.kind.solve(board.puzzle, limit=1)
        yield Case(f"{path.parent.name}/{path.name}", board.kind, board.puzzle, result.solution)


def dataset_cases(sample: int = SAMPLE) -> Iterator[Case]:
    """The `sample` smallest rows of every public data set that has solutions."""
    for path in sorted(DATA.glob("*/*.jsonl")):
        if "failcheck" in path.name:
            continue
        rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
        rows = [r for r in rows if r.get("solution") is not None]
        rows.sort(key=lambda r: len(json.dumps(r["puzzle"])))
        for row in rows[:sample]:
            kind = registry.get(row["type"])
            puzzle = kind.puzzle_from_json(row["puzzle"])
            solution = kind.solution_from_json(puzzle, row["solution"])
            yield Case(f"{path.parent.name}/{path.name} {row.get('id', '')}", kind, puzzle, solution)


def walk(case: Case, limit: int = 2000) -> Iterator[tuple[Any, Hint]]:
    """(state before, hint) for each Hint pressed from the empty board until the end."""
    kind, puzzle = case.kind, case.puzzle
    state = kind.new_state(puzzle)
    for _ in range(limit):
        hint = kind.hint(puzzle, state)
        if hint is None:
            return
        yield state, hint
        if not hint.moves:
            return
        for move in hint.moves:
            state = kind.apply(state, move)


_CELL = re.compile(r"row (\d+), column (\d+)")
_RANGE = re.compile(r"from row (\d+), column (\d+) to row (\d+), column (\d+)")
_LINE = re.compile(r"(?<!, )\b(row|column) (\d+)(?!, column)")


def named_cells(text: str, rows: int, cols: int) -> set[tuple[int, int]]:
    """Every cell the sentence names: single cells, rectangles 'from ... to ...', whole rows
    and columns."""
    cells = {(int(r) - 1, int(c) - 1) for r, c in _CELL.findall(text)}
    for r1, c1, r2, c2 in _RANGE.findall(text):
        for r in range(int(r1) - 1, int(r2)):
            cells.update((r, c) for c in range(int(c1) - 1, int(c2)))
    for what, number in _LINE.findall(text):
        k = int(number) - 1
        if what == "row":
            cells.update((k, c) for c in range(cols))
        else:
            cells.update((r, k) for r in range(rows))
    return cells


def rule_is_named(kind: Any, hint: Hint) -> bool:
    """The hint's rule has its own name in the type's table (or is a status answer)."""
    return hint.rule in hint_names.rule_names(kind)

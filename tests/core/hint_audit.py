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
from puzzlegui.core.model import Hint, HintAsk
from tests.data import data_file, data_files
from tests.samples import every_sample

ROOT = Path(__file__).resolve().parents[2]
SAMPLE = 2
"""Rows taken from each public data set: its smallest boards, to keep the audit quick."""

STATUS_RULES = set(answers.RULE_NAMES)


@dataclass
class Case:
    """One board to audit: its type, puzzle, solution and a name for messages."""

    name: str
    ptype: Any
    puzzle: Any
    solution: Any


def board_paths() -> list[Path]:
    """Every type's sample boards, listed without reading them (cheap enough for a
    parametrize; a type that ships none has its made ones, tests/samples.py)."""
    return every_sample()


def board_name(path: Path) -> str:
    return f"{path.parent.name}/{path.name}"


def board_case(path: Path) -> Case:
    """One board of boards/ with its solution (solved here, in the test that asks)."""
    board = read_board(path)
    result = board.ptype.solve(board.puzzle, limit=1)
    return Case(board_name(path), board.ptype, board.puzzle, result.solution)


def board_cases() -> Iterator[Case]:
    """Every board of boards/ with its solution."""
    return map(board_case, board_paths())


def dataset_cases(sample: int = SAMPLE) -> Iterator[Case]:
    """The `sample` smallest rows of every public data set that has solutions."""
    for path in data_files("*/*.jsonl"):
        if "failcheck" in path.name:
            continue
        rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
        rows = [r for r in rows if r.get("solution") is not None]
        rows.sort(key=lambda r: _area(r["puzzle"]))
        for row in rows[:sample]:
            ptype = registry.get(row["type"])
            puzzle = ptype.puzzle_from_json(row["puzzle"])
            solution = ptype.solution_from_json(puzzle, row["solution"])
            yield Case(
                f"{path.parent.name}/{path.name} {row.get('id', '')}", ptype, puzzle, solution
            )


HARD_ROWS = {"janko/nurikabe.jsonl": ("0318", "0330", "0893")}
"""Published boards whose walk needs the ladder's top rungs (island cases, deep trials away
from the islands), by the number in their janko address."""


def hard_cases() -> Iterator[Case]:
    """The rows of HARD_ROWS, in that order."""
    for name, numbers in HARD_ROWS.items():
        path = data_file(name)
        rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
        by_number = {str(r.get("id", "")).rsplit("/", 1)[-1].split(".")[0]: r for r in rows}
        for number in numbers:
            row = by_number[number]
            ptype = registry.get(row["type"])
            puzzle = ptype.puzzle_from_json(row["puzzle"])
            solution = ptype.solution_from_json(puzzle, row["solution"])
            yield Case(f"{name} {number}", ptype, puzzle, solution)


def _area(puzzle: dict[str, Any]) -> int:
    if "n" in puzzle:
        return int(puzzle["n"]) ** 2
    return int(puzzle["rows"]) * int(puzzle["cols"])


def walk(
    case: Case, limit: int = 2000, seconds: float | None = answers.DEFAULT_SECONDS
) -> Iterator[tuple[Any, Hint]]:
    """(state before, hint) for each Hint pressed from the empty board until the end (a hint
    may solve for `seconds`)."""
    store = answers.Answers(seconds=seconds)  # the walk solves once, as a game does
    steps = list(_steps(case, limit, store))
    yield from steps


def _steps(case: Case, limit: int, store: answers.Answers) -> Iterator[tuple[Any, Hint]]:
    ptype, puzzle = case.ptype, case.puzzle
    state = ptype.new_state(puzzle)
    for _ in range(limit):
        hint = ptype.hint(HintAsk(puzzle, state, None, store))
        if hint is None:
            return
        yield state, hint
        if not hint.moves:
            return
        for move in hint.moves:
            state = ptype.apply(state, move)


_CELL = re.compile(r"row (\d+), column (\d+)")
_RANGE = re.compile(r"from row (\d+), column (\d+) to row (\d+), column (\d+)")
_LINE = re.compile(r"(?<!, )\b(row|column) (\d+)(?!\d)(?!, column)")


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


_REGION = re.compile(r"\bregion (\w+)")


def _groups(case: Case) -> list[set[tuple[int, int]]]:
    """The groups a sentence may name by one of their cells: cages, regions, the solution's
    islands and wall areas (Nurikabe) or rectangles (Shikaku)."""
    puzzle, solution, name = case.puzzle, case.solution, case.ptype.name
    if name == "calcudoku":
        return [set(cage.cells) for cage in puzzle.cages]
    if name == "logi5":
        return [{divmod(i, puzzle.n) for i in cells} for cells in puzzle.region_cells]
    if name == "shikaku":
        return [set(rect.cells()) for rect in solution.rects]
    if name == "nurikabe":
        return _areas(puzzle.rows, puzzle.cols, [str(m) for m in solution.marks])
    return []


def _areas(rows: int, cols: int, marks: list[str]) -> list[set[tuple[int, int]]]:
    """The connected areas of equal marks (walls; island cells and clues)."""
    walls = [m.endswith("WALL") for m in marks]
    seen: set[int] = set()
    areas = []
    for start in range(rows * cols):
        if start in seen:
            continue
        area, todo = set(), [start]
        seen.add(start)
        while todo:
            i = todo.pop()
            area.add(divmod(i, cols))
            r, c = divmod(i, cols)
            for rr, cc in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
                j = rr * cols + cc
                if 0 <= rr < rows and 0 <= cc < cols and j not in seen and walls[j] == walls[i]:
                    seen.add(j)
                    todo.append(j)
        areas.append(area)
    return areas


def named_area(case: Case, text: str) -> set[tuple[int, int]]:
    """The cells a sentence names: cells, rectangles, rows and columns, regions by name, and
    the whole group (cage, region, island, wall area, rectangle) of every cell it names;
    'its row/column/region' names the lines and region of the cells named."""
    data = case.ptype.puzzle_to_json(case.puzzle)
    rows, cols = (data["n"], data["n"]) if "n" in data else (data["rows"], data["cols"])
    cells = named_cells(text, rows, cols)
    points = {(int(r) - 1, int(c) - 1) for r, c in _CELL.findall(text)}
    groups = _groups(case)
    area = set(cells)
    for group in groups:
        if group & points:
            area |= group
    if case.ptype.name == "logi5":
        names = {case.puzzle.name_of(k): k for k in range(len(groups))}
        for word in _REGION.findall(text):
            if word in names:
                area |= groups[names[word]]
    if "its " in text:
        for r, c in points:
            area.update((r, k) for k in range(cols))
            area.update((k, c) for k in range(rows))
            area.update(*(g for g in groups if (r, c) in g))
    return area


def agrees(case: Case, state: Any) -> bool:
    """Every mark of `state` is one the solution holds (or, for Hashi, at most its bridges)."""
    solution, name = case.solution, case.ptype.name
    if name == "hashi":
        within = all(a <= b for a, b in zip(state.bridges, solution.bridges, strict=True))
        return within and all(solution.bridges[k] == 0 for k in state.marks)
    if name == "nurikabe":
        # The solution marks its walls; every other cell is island (dot or left empty).
        return all(
            str(m).endswith("EMPTY") or str(m).endswith("WALL") == str(right).endswith("WALL")
            for m, right in zip(state.marks, solution.marks, strict=True)
        )
    if name == "shikaku":
        return set(state.rects) <= set(solution.rects)
    digits = solution.digits
    return all(
        (not d or d == right) and (not marks or marks >> (right - 1) & 1)
        for d, marks, right in zip(state.digits, state.marks, digits, strict=True)
    )


def rule_is_named(ptype: Any, hint: Hint) -> bool:
    """The hint's rule has its own name in the type's table (or is a status answer)."""
    return hint.rule in hint_names.rule_names(ptype)

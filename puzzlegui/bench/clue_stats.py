"""How a puzzle's clues look, to compare generated puzzles with published ones (`puzzle bench
--generate --published FILE.jsonl`): clues per cell, the mean clue, the share of small clues
(1 or 2) and whether the clue layout is symmetric under a half turn.

Computed on the neutral JSON of shared/data/FORMAT.md, so generated and published puzzles are
measured by the same code. A type's clues: Hashi's islands, Nurikabe's and Shikaku's numbers,
Calcudoku's cages (the clue is the cage's size) and Logi-5's givens (no number: only their
count and layout).
"""

from __future__ import annotations

import json
import statistics
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any


@dataclass(frozen=True)
class ClueStats:
    """One puzzle's clues: their count, the board's cells, the clue numbers, the symmetry."""

    clues: int
    cells: int
    numbers: tuple[int, ...]
    symmetric: bool


def clue_stats(puzzle: dict[str, Any]) -> ClueStats:
    """The clue statistics of a neutral JSON puzzle (any of the five types)."""
    if "n" in puzzle:
        n = int(puzzle["n"])
        rows, cols = n, n
        if "cages" in puzzle:
            cages = [[tuple(cell) for cell in cage["cells"]] for cage in puzzle["cages"]]
            places = [min(cells) for cells in cages]
            numbers = tuple(len(cells) for cells in cages)
            return ClueStats(len(cages), n * n, numbers, _symmetric_cages(cages, n))
        givens = puzzle["givens"]
        places = [(r, c) for r in range(n) for c in range(n) if givens[r][c]]
        return ClueStats(len(places), n * n, (), _symmetric(places, rows, cols))
    rows, cols = int(puzzle["rows"]), int(puzzle["cols"])
    items = puzzle.get("clues", puzzle.get("islands", []))
    places = [(int(r), int(c)) for r, c, _ in items]
    numbers = tuple(int(k) for _, _, k in items)
    return ClueStats(len(items), rows * cols, numbers, _symmetric(places, rows, cols))


def _symmetric(places: Sequence[tuple[int, int]], rows: int, cols: int) -> bool:
    where = set(places)
    return all((rows - 1 - r, cols - 1 - c) in where for r, c in where)


def _symmetric_cages(cages: list[list[tuple[int, ...]]], n: int) -> bool:
    shapes = {frozenset(cells) for cells in cages}
    return all(frozenset((n - 1 - r, n - 1 - c) for r, c in cells) in shapes for cells in shapes)


def summary(stats: Iterable[ClueStats]) -> tuple[str, ...]:
    """Clues per cell, mean clue, small clues (1 or 2) and symmetric layouts, as table cells."""
    items = list(stats)
    if not items:
        return ("-", "-", "-", "-")
    numbers = [k for s in items for k in s.numbers]
    per_cell = statistics.mean(s.clues / s.cells for s in items)
    mean = f"{statistics.mean(numbers):.2f}" if numbers else "-"
    small = f"{100 * sum(k <= 2 for k in numbers) / len(numbers):.0f}%" if numbers else "-"
    symmetric = f"{100 * sum(s.symmetric for s in items) / len(items):.0f}%"
    return (f"{per_cell:.3f}", mean, small, symmetric)


HEADER = ("clues/cell", "mean clue", "clues 1-2", "symmetric")


def published_sizes(path: Path, type_name: str) -> list[tuple[int, int]]:
    """The sizes (rows, cols) of the published puzzles of the type in `path`, largest first."""
    sizes = {_size(board) for board in _boards(path, type_name)}
    return sorted(sizes, key=lambda size: (size[0] * size[1], size), reverse=True)


def _boards(path: Path, type_name: str) -> list[dict[str, Any]]:
    boards: list[dict[str, Any]] = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.strip():
            row = json.loads(line)
            if row.get("type") == type_name:
                boards.append(row["puzzle"])
    return boards


def published(path: Path, type_name: str, rows: int, cols: int) -> tuple[str, list[ClueStats]]:
    """The statistics of the published puzzles of `path` of the type at the size (either
    orientation), or, when there are fewer than three, at the nearest cell count: a label
    saying which rows they are, and the statistics."""
    boards = _boards(path, type_name)
    same = [b for b in boards if _size(b) in ((rows, cols), (cols, rows))]
    if len(same) >= 3 or not boards:
        return f"{len(same)} published {cols}x{rows}", [clue_stats(b) for b in same]
    near = sorted(boards, key=lambda b: abs(_size(b)[0] * _size(b)[1] - rows * cols))[:10]
    sizes = sorted({f"{_size(b)[1]}x{_size(b)[0]}" for b in near})
    return f"{len(near)} published of the nearest size ({', '.join(sizes)})", [
        clue_stats(b) for b in near
    ]


def _size(puzzle: dict[str, Any]) -> tuple[int, int]:
    if "n" in puzzle:
        return int(puzzle["n"]), int(puzzle["n"])
    return int(puzzle["rows"]), int(puzzle["cols"])

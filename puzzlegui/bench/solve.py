"""`puzzle bench`: solve every row of JSONL data sets in-process and summarise per type and size.

A row is correct when the solver's solution, written in the neutral form, equals the row's own
solution written the same way; rows without a solution, and puzzles the solver shows to have
several (the Coelho Hashi instances, two janko Shikaku), are correct when the answer passes the
rules.
"""

from __future__ import annotations

import gc
import statistics
from collections import defaultdict
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol, TypeVar

from puzzlegui.core.formats.jsonfmt import DatasetRow, read_dataset
from puzzlegui.core.model import AnyPuzzleType, SolveResult, SolveStatus

Solver = Callable[[DatasetRow], SolveResult[Any]]
T = TypeVar("T")


@dataclass(frozen=True)
class RowResult:
    """The outcome of one data-set row."""

    source: str
    ident: str
    type: str
    size: str
    status: SolveStatus
    correct: bool | None
    ms: float
    nodes: int
    solution: Any

    def to_json(self) -> dict[str, Any]:
        """The `--json` line of this row."""
        return {
            "source": self.source,
            "id": self.ident,
            "type": self.type,
            "status": self.status.value,
            "correct": self.correct,
            "ms": round(self.ms, 3),
            "nodes": self.nodes,
            "solution": self.solution,
        }


def size_of(ptype: AnyPuzzleType, puzzle: Any) -> str:
    """'WxH' of a puzzle (columns first, as boards are named)."""
    rows, cols = ptype.size(puzzle)
    return f"{cols}x{rows}"


def default_solver(seconds: float | None) -> Solver:
    """Each type's default solver, proving uniqueness (limit 2), under a time limit."""

    def solve(row: DatasetRow) -> SolveResult[Any]:
        return row.ptype.solve(row.puzzle, limit=2, seconds=seconds)

    return solve


def strategy_solver(strategy: str, seconds: float | None) -> Solver:
    """The default solver, or a type's named seed strategy (which stops at the first answer)."""
    if strategy == "default":
        return default_solver(seconds)

    def solve(row: DatasetRow) -> SolveResult[Any]:
        result: SolveResult[Any] = row.ptype.solve_strategy(
            strategy, row.puzzle, limit=1, seconds=seconds
        )
        return result

    return solve


def settled(items: Iterable[T]) -> Iterator[T]:
    """Each item, with the heap settled before it (untimed), the collector restored after.

    A bench holds every parsed row and every result so far, hundreds of thousands of objects
    that a full collection of the garbage collector scans, and such a collection fell in whatever
    row was running (docs/benchmarks.md). So before each
    item what the last one left is collected and the rest frozen: frozen objects are never
    scanned again, and an item pays only for the objects it makes itself, as it would alone in
    the player."""
    try:
        for item in items:
            settle()
            yield item
    finally:
        gc.unfreeze()


def settle() -> None:
    """Collect what the last item left and freeze the rest (see `settled`); a worker process of
    `puzzle bench --jobs` calls it before each row it times."""
    gc.collect()
    gc.freeze()


def run_row(row: DatasetRow, solver: Solver, proves_unique: bool = True) -> RowResult:
    """Solve one row and judge the answer (any valid one, if the solver stops at the first)."""
    result = solver(row)
    ptype, puzzle = row.ptype, row.puzzle
    answer = result.solution
    answer_json = None if answer is None else ptype.solution_to_json(puzzle, answer)
    correct: bool | None = None
    if answer is not None:
        expected = row.solution_state()
        if expected is None or result.status is SolveStatus.MULTIPLE or not proves_unique:
            # With several solutions the row's own is only one of them: any valid one is right
            # (a seed strategy stops at its first answer, so it cannot tell; two janko Shikaku
            # rows have two solutions).
            correct = ptype.is_solved(puzzle, answer)
        else:
            correct = answer_json == ptype.solution_to_json(puzzle, expected)
    size = size_of(ptype, puzzle)
    return RowResult(
        row.source, row.ident, ptype.name, size, result.status, correct,
        result.elapsed_ms, result.nodes, answer_json,
    )  # fmt: skip


def rows_of(paths: Iterable[str | Path], type_filter: str | None) -> Iterator[DatasetRow]:
    """Every row of every file, in order."""
    for path in paths:
        yield from read_dataset(path, type_filter)


@dataclass
class Group:
    """Running totals for one (type, size)."""

    count: int = 0
    solved: int = 0
    wrong: int = 0
    multiple: int = 0
    none: int = 0
    timeouts: int = 0

    def add(self, result: RowResult) -> None:
        """Count one row."""
        self.count += 1
        self.solved += result.status is SolveStatus.SOLVED
        self.multiple += result.status is SolveStatus.MULTIPLE
        self.none += result.status is SolveStatus.NO_SOLUTION
        self.timeouts += result.status in (SolveStatus.TIMEOUT, SolveStatus.CANCELLED)
        self.wrong += result.correct is False


def size_key(size: str) -> tuple[int, int]:
    """Sort key of a 'WxH' size: by area, then width; anything else first."""
    w, _, h = size.partition("x")
    return (int(w) * int(h), int(w)) if w.isdigit() and h.isdigit() else (0, 0)


class OfTypeAndSize(Protocol):
    """A result of one data-set row: its type and its size ('WxH')."""

    @property
    def type(self) -> str: ...
    @property
    def size(self) -> str: ...


R = TypeVar("R", bound=OfTypeAndSize)


def by_type_and_size(items: Iterable[R]) -> list[tuple[str, str, list[R]]]:
    """(type, size, items) per type and size, then (type, "all", items): a table's row order,
    sizes by area."""
    groups: dict[tuple[str, str], list[R]] = defaultdict(list)
    for item in items:
        groups[(item.type, item.size)].append(item)
        groups[(item.type, "all")].append(item)
    order = sorted(groups, key=lambda k: (k[0], k[1] == "all", size_key(k[1])))
    return [(name, size, groups[(name, size)]) for name, size in order]


def summary_table(results: list[RowResult]) -> str:
    """Per type and size: count, solved, wrong, multiple, none, timeouts, median/max ms, nodes."""
    header = (
        "type", "size", "count", "solved", "wrong", "multiple", "none", "timeouts",
        "median ms", "max ms", "median nodes",
    )  # fmt: skip
    lines = [header]
    for name, size, rows in by_type_and_size(results):
        totals = Group()
        for row in rows:
            totals.add(row)
        ms = [r.ms for r in rows]
        lines.append((
            name, size, str(totals.count), str(totals.solved), str(totals.wrong),
            str(totals.multiple), str(totals.none), str(totals.timeouts),
            f"{statistics.median(ms):.1f}", f"{max(ms):.1f}",
            str(int(statistics.median(r.nodes for r in rows))),
        ))  # fmt: skip
    return format_table(lines)


def format_table(lines: Sequence[Sequence[str]], left: int = 2) -> str:
    """Aligned columns: the first `left` to the left, the others to the right."""
    widths = [max(len(line[i]) for line in lines) for i in range(len(lines[0]))]
    return "\n".join(
        "  ".join(cell.rjust(w) if i >= left else cell.ljust(w) for i, (cell, w) in
                  enumerate(zip(line, widths, strict=True))).rstrip()
        for line in lines
    ) + "\n"  # fmt: skip

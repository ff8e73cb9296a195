"""`puzzle bench --generate`: make N puzzles per difficulty in-process and check each one.

A puzzle passes when the solver (limit 2) proves it unique and its grade is one of the levels the
type's contract accepts for the difficulty (`PuzzleType.levels_of`). Types with regions add the
number of distinct region layouts, and with a second method (a type's `fill_trial`) each
method's solution fill is compared on empty random layouts.
Cost: one generate, one solve and one grade per puzzle; the generate dominates.
"""

from __future__ import annotations

import random
import statistics
import time
from collections import Counter, defaultdict
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from puzzlegui.bench import clue_stats
from puzzlegui.bench.clue_stats import ClueStats
from puzzlegui.bench.hints import Deadline
from puzzlegui.bench.solve import format_table
from puzzlegui.core.cancel import Cancelled
from puzzlegui.core.model import AnyPuzzleType, GenerateJob, GenerateOptions, SolveStatus


def canonical_layout(regions: Sequence[Sequence[int]]) -> tuple[int, ...]:
    """Region labels renumbered in reading order, so equal partitions compare equal."""
    names: dict[int, int] = {}
    return tuple(names.setdefault(label, len(names)) for row in regions for label in row)


@dataclass(frozen=True)
class Generated:
    """One generated puzzle and its checks. `status`: ok, not-unique, off-grade, timeout, failed
    (the generator gave up or raised)."""

    type: str
    difficulty: str
    size: str
    method: str
    seed: int
    status: str
    ms: float
    grade: int | None = None
    label: str | None = None
    unique: bool | None = None
    expected: bool | None = None
    layout: tuple[int, ...] | None = None
    error: str = ""
    stats: ClueStats | None = None

    def to_json(self) -> dict[str, Any]:
        """The `--json` line of this puzzle."""
        data: dict[str, Any] = {
            "type": self.type, "difficulty": self.difficulty, "size": self.size,
            "method": self.method, "seed": self.seed, "status": self.status,
            "ms": round(self.ms, 3), "unique": self.unique, "grade": self.grade,
            "label": self.label, "expected_grade": self.expected,
        }  # fmt: skip
        if self.error:
            data["error"] = self.error
        return data


def generate_one(
    ptype: AnyPuzzleType, options: GenerateOptions, seed: int, seconds: float | None
) -> Generated:
    """Generate with `random.Random(seed)` within `seconds`, then check uniqueness and grade."""
    size = f"{options.cols}x{options.rows}"
    head = (ptype.name, options.difficulty, size, options.method, seed)
    start = time.perf_counter()
    try:
        puzzle = ptype.generate(GenerateJob(options, random.Random(seed), Deadline(seconds)))
    except Cancelled:
        return Generated(*head, "timeout", _since(start))
    except Exception as err:  # a generator that gives up (RuntimeError) or breaks: one row
        return Generated(*head, "failed", _since(start), error=f"{type(err).__name__}: {err}")
    ms = _since(start)
    unique = ptype.solve(puzzle, limit=2, seconds=seconds).status is SolveStatus.SOLVED
    grade = ptype.grade(puzzle)
    expected = grade.level in ptype.levels_of[options.difficulty]
    neutral = ptype.puzzle_to_json(puzzle)
    regions = neutral.get("regions")
    layout = None if regions is None else canonical_layout(regions)
    status = "not-unique" if not unique else "off-grade" if expected is False else "ok"
    stats = clue_stats.clue_stats(neutral)
    return Generated(
        *head, status, ms, grade.level, grade.label, unique, expected, layout, "", stats
    )


def warm_up(ptype: AnyPuzzleType, options: GenerateOptions) -> None:
    """Generate one puzzle untimed, so one-off costs (tables a type builds once, imports) do not
    land on the first timed puzzle."""
    ptype.generate(GenerateJob(options, random.Random(-1)))


def _since(start: float) -> float:
    return (time.perf_counter() - start) * 1000.0


def summary_table(results: list[Generated], levels: Sequence[str]) -> str:
    """Per difficulty (and all): count, failures, not unique, off grade, median and worst ms,
    distinct layouts (types with regions), clue statistics (clue_stats.py), grades; then the
    level labels."""
    groups: dict[str, list[Generated]] = defaultdict(list)
    for result in results:
        groups[result.difficulty].append(result)
    if len(groups) > 1:
        groups["all"] = list(results)
    with_layouts = any(r.layout is not None for r in results)
    layouts_column = ("layouts",) if with_layouts else ()
    header = ("difficulty", "count", "failures", "not unique", "off grade", "median ms",
              "worst ms", *layouts_column, *clue_stats.HEADER,
              "grades (level: count)")  # fmt: skip
    lines: list[tuple[str, ...]] = [header]
    for name, group in groups.items():
        ms = [r.ms for r in group]
        grades = Counter(r.grade for r in group if r.grade is not None)
        layouts = {r.layout for r in group if r.layout is not None}
        checked = any(r.expected is not None for r in group)
        lines.append((
            name, str(len(group)), str(sum(r.status != "ok" for r in group)),
            str(sum(r.unique is False for r in group)),
            str(sum(r.expected is False for r in group)) if checked else "-",
            f"{statistics.median(ms):.1f}", f"{max(ms):.1f}",
            *((str(len(layouts)),) if with_layouts else ()),
            *clue_stats.summary(r.stats for r in group if r.stats is not None),
            " ".join(f"{level}:{grades[level]}" for level in sorted(grades)),
        ))  # fmt: skip
    used = sorted({r.grade for r in results if r.grade is not None})
    legend = ", ".join(f"{level} {levels[level - 1]}" for level in used)
    failed = [r for r in results if r.status in ("failed", "timeout")]
    notes = "".join(f"seed {r.seed} {r.difficulty}: {r.status} {r.error}\n" for r in failed[:5])
    return format_table(lines, left=1) + (f"levels: {legend}\n" if legend else "") + notes


@dataclass(frozen=True)
class FillResult:
    """The solution fill of one empty board by one generation method."""

    method: str
    found: bool
    ms: float
    nodes: int


def method_fills(ptype: AnyPuzzleType, count: int, seed: int, size: int) -> list[FillResult]:
    """Fill `count` empty random boards by each of the type's generation methods (the same
    boards for each), under the node budget the generator gives the method."""
    assert ptype.fill_trial is not None
    results = []
    for method in ptype.methods:
        for i in range(count):
            start = time.perf_counter()
            found, nodes = ptype.fill_trial(method, size, seed + i)
            results.append(FillResult(method, found, _since(start), nodes))
    return results


def fill_table(results: list[FillResult]) -> str:
    """Per fill method: layouts, success rate, median and worst ms, median nodes."""
    groups: dict[str, list[FillResult]] = defaultdict(list)
    for result in results:
        groups[result.method].append(result)
    lines: list[tuple[str, ...]] = [
        ("fill method", "layouts", "success", "median ms", "worst ms", "median nodes")
    ]
    for method, group in groups.items():
        found = sum(r.found for r in group)
        lines.append((
            method, str(len(group)), f"{100 * found / len(group):.1f}%",
            f"{statistics.median(r.ms for r in group):.2f}", f"{max(r.ms for r in group):.1f}",
            f"{statistics.median(r.nodes for r in group):g}",
        ))  # fmt: skip
    return format_table(lines, left=1)

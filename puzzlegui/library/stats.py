"""Statistics of the library per type and grade: games, solved, median and best time, help, and
the hints shown to each stage (a nudge is less help than a whole step, so each stage is counted
on its own)."""

from __future__ import annotations

import statistics
from collections.abc import Iterable
from dataclasses import dataclass

from .records import IN_PROGRESS, SOLVED, GameRecord


@dataclass(frozen=True)
class TypeStats:
    """One row: a type and grade, how many games, how many solved alone, their times."""

    type_name: str
    grade: str
    games: int
    solved: int
    helped: int
    median_ms: int | None
    best_ms: int | None
    stages: tuple[int, int, int] = (0, 0, 0)
    """Hints shown to each stage, summed: where to look, the rule, the whole step."""


@dataclass(frozen=True)
class SolvePoint:
    """A finished game for the chart: when it was last played, and its time."""

    type_name: str
    when: float
    elapsed_ms: int
    helped: bool


def type_stats(games: Iterable[GameRecord]) -> list[TypeStats]:
    """Rows sorted by type and grade; times count only games solved without help."""
    groups: dict[tuple[str, str], list[GameRecord]] = {}
    for record in games:
        groups.setdefault((record.type_name, record.grade), []).append(record)
    rows = []
    for (type_name, grade), members in sorted(groups.items()):
        times = [r.elapsed_ms for r in members if r.status == SOLVED]
        finished = [r for r in members if r.status != IN_PROGRESS]
        rows.append(
            TypeStats(
                type_name,
                grade,
                len(members),
                len(times),
                sum(1 for r in finished if r.status != SOLVED),
                int(statistics.median(times)) if times else None,
                min(times) if times else None,
                stage_totals(members),
            )
        )
    return rows


def stage_totals(games: Iterable[GameRecord]) -> tuple[int, int, int]:
    """The hints shown to each stage over `games`."""
    area = rule = step = 0
    for record in games:
        area += record.hint_stages[0]
        rule += record.hint_stages[1]
        step += record.hint_stages[2]
    return area, rule, step


def solve_points(games: Iterable[GameRecord]) -> list[SolvePoint]:
    """Every finished game, oldest first, for the chart of solve times over time."""
    points = [
        SolvePoint(r.type_name, r.last_played, r.elapsed_ms, r.status != SOLVED)
        for r in games
        if r.status != IN_PROGRESS
    ]
    return sorted(points, key=lambda p: p.when)

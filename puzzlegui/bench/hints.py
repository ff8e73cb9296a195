"""`puzzle bench --hints`: a player pressing Hint alone from the empty board, on every data-set row.

Each row is walked with grading.walk_hints under a per-row time limit (a CancelToken that turns
itself on at a deadline), timing every hint. The walk's grade is grading.grade_by_hints's: the
hardest level used, or the top level ("needs guessing") when a step came from the solution or the
ladder stalled. Rows whose `source` names a Tatham level (tatham-graded) are ranked against our
grade with Spearman's rho (average ranks for ties). As in the player, no hint waits for the
solve: the first hint is timed with nothing known of the solution (`worst first ms`), then the
solve runs once untimed (the player's background job) and the walk's hints use what it found.
Cost: the walk itself, about one hint per cell, plus one solve; the timing adds nothing
measurable.
"""

from __future__ import annotations

import re
import statistics
import time
from collections import Counter, defaultdict
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any, ParamSpec, TypeVar

from puzzlegui.bench.solve import by_type_and_size, format_table, size_key, size_of
from puzzlegui.core import answers
from puzzlegui.core.cancel import Cancelled, CancelToken
from puzzlegui.core.difficulty import score_of
from puzzlegui.core.formats import tatham
from puzzlegui.core.formats.jsonfmt import DatasetRow
from puzzlegui.core.grading import after_hints, walk_hints
from puzzlegui.core.model import AnyPuzzleType, Hint, HintAsk

Params = ParamSpec("Params")
R = TypeVar("R")

_TATHAM_SOURCE = re.compile(r"^tatham-(\w+)\b.*\((\w+)")


class Deadline(CancelToken):
    """A CancelToken that is also cancelled once `seconds` have passed (None: never)."""

    def __init__(self, seconds: float | None) -> None:
        super().__init__()
        self.deadline = None if seconds is None else time.monotonic() + seconds

    @property
    def cancelled(self) -> bool:
        """True once cancel() was called or the deadline has passed."""
        late = self.deadline is not None and time.monotonic() > self.deadline
        return late or super().cancelled

    def raise_if_cancelled(self) -> None:
        """Raise Cancelled if cancelled or late."""
        if self.cancelled:
            raise Cancelled


def source_level(source: str) -> tuple[str, int] | None:
    """(level name, rank from 1) of a tatham-graded `source`; None when it names no level."""
    match = _TATHAM_SOURCE.match(source)
    if match is None:
        return None
    names = tatham.levels(match.group(1))
    word = match.group(2)
    return (word, names.index(word) + 1) if word in names else None


def average_ranks(values: list[float]) -> list[float]:
    """Ranks from 1; tied values share the mean of the ranks they span."""
    order = sorted(range(len(values)), key=lambda i: values[i])
    ranks = [0.0] * len(values)
    start = 0
    while start < len(order):
        end = start
        while end + 1 < len(order) and values[order[end + 1]] == values[order[start]]:
            end += 1
        for k in range(start, end + 1):
            ranks[order[k]] = (start + end) / 2 + 1
        start = end + 1
    return ranks


def spearman(xs: list[float], ys: list[float]) -> float | None:
    """Spearman's rho: Pearson's correlation of the average ranks; None when undefined (fewer
    than two pairs, or one side all ties)."""
    if len(xs) != len(ys):
        raise ValueError("spearman needs two lists of the same length")
    if len(xs) < 2:
        return None
    rx, ry = average_ranks(xs), average_ranks(ys)
    mx, my = statistics.fmean(rx), statistics.fmean(ry)
    cov = sum((a - mx) * (b - my) for a, b in zip(rx, ry, strict=True))
    vx = sum((a - mx) ** 2 for a in rx)
    vy = sum((b - my) ** 2 for b in ry)
    if vx == 0 or vy == 0:
        return None
    return float(cov / (vx * vy) ** 0.5)


def timed_hints(ptype: AnyPuzzleType) -> tuple[AnyPuzzleType, list[float]]:
    """The same type with its `hint` timed, and the list its times (ms) are added to."""
    times: list[float] = []
    return replace(ptype, hint=_timed(ptype.hint, times)), times


def _timed(step: Callable[Params, R], times: list[float]) -> Callable[Params, R]:
    """`step` as it is (its signature kept, whatever the contract makes it), each call's time
    (ms) added to `times`."""

    def call(*args: Params.args, **kwargs: Params.kwargs) -> R:
        start = time.perf_counter()
        found = step(*args, **kwargs)
        times.append((time.perf_counter() - start) * 1000.0)
        return found

    return call


@dataclass(frozen=True)
class HintWalk:
    """How Hint alone fared on one row. `status`: solved (every step by a rule), needed-solution
    (some step came from the solution), stuck (no hint on an unsolved board), timeout, error,
    """

    source: str
    ident: str
    type: str
    size: str
    status: str
    hints: int
    times: tuple[float, ...]
    grade: int | None
    label: str | None
    source_level: tuple[str, int] | None
    error: str = ""
    first_ms: float | None = None
    peer_ms: float | None = None
    score: float | None = None
    """The difficulty score of the finished walk (core/difficulty.py)."""
    hardest: str = ""
    """The rule of the walk's hardest step."""

    @property
    def by_rules(self) -> bool:
        """Finished with rule-based hints only."""
        return self.status == "solved"

    def to_json(self) -> dict[str, Any]:
        """The `--json` line of this row."""
        data: dict[str, Any] = {
            "source": self.source, "id": self.ident, "type": self.type, "size": self.size,
            "status": self.status, "by_rules": self.by_rules, "hints": self.hints,
            "median_ms": _round(statistics.median(self.times)) if self.times else None,
            "max_ms": _round(max(self.times)) if self.times else None,
            "first_ms": None if self.first_ms is None else _round(self.first_ms),
            "total_ms": _round(sum(self.times)), "grade": self.grade, "label": self.label,
            "source_level": self.source_level[0] if self.source_level else None,
            "score": None if self.score is None else round(self.score, 2),
            "hardest_rule": self.hardest or None,
        }  # fmt: skip
        if self.error:
            data["error"] = self.error
        return data


def _round(ms: float) -> float:
    return round(ms, 3)


def walk_row(row: DatasetRow, seconds: float | None) -> HintWalk:
    """Press Hint alone on one row from the empty board, within `seconds`."""
    ptype, puzzle = row.ptype, row.puzzle
    size = size_of(ptype, puzzle)
    level = source_level(row.source)

    first: list[float] = []

    def result(status: str, hints: list[Hint], times: list[float], error: str = "") -> HintWalk:
        grade = _grade(ptype, status, hints)
        count = len(hints) if hints else len(times)  # a stopped walk: the hints it got
        found = score_of(ptype, hints) if grade is not None else None
        return HintWalk(
            row.source, row.ident, ptype.name, size, status, count, tuple(times),
            grade, None if grade is None else ptype.levels[grade - 1], level, error,
            first[0] if first else None, peer_ms(row.row),
            None if found is None else found.score, "" if found is None else found.rule,
        )  # fmt: skip

    timed, times = timed_hints(ptype)
    cancel = Deadline(seconds)
    try:
        first.append(first_hint_ms(ptype, puzzle, cancel))
        # As in the player: the solve runs once, in the background (untimed), and no hint
        # waits for it; what it has not decided within the row's time stays unknown.
        store = answers.Answers(seconds=seconds)  # the row's own, as a game's in the player
        answers.answer(puzzle, ptype.solve, store, cancel)
        store.seconds = 0
        hints = walk_hints(timed, puzzle, None, cancel, store)
    except Cancelled:
        return result("timeout", [], times)
    except Exception as err:  # a bench reports a type's bug on its row and goes on
        return result("error", [], times, f"{type(err).__name__}: {err}")
    if not ptype.is_solved(puzzle, after_hints(ptype, puzzle, hints)):
        status = "stuck"
    elif any(h.from_solution for h in hints):
        status = "needed-solution"
    else:
        status = "solved"
    return result(status, hints, times)


def peer_ms(row: dict[str, Any]) -> float | None:
    """The row's `peer_ms` (a reference solver's time, data/FORMAT.md), when it gives one."""
    value = row.get("peer_ms")
    return float(value) if isinstance(value, int | float) and not isinstance(value, bool) else None


def first_hint_ms(ptype: Any, puzzle: Any, cancel: CancelToken | None = None) -> float:
    """The ms of the first Hint on a newly opened board: nothing known of its solution yet."""
    start = time.perf_counter()
    ptype.hint(HintAsk(puzzle, ptype.new_state(puzzle), cancel, answers.Answers(seconds=0)))
    return (time.perf_counter() - start) * 1000.0


def _grade(ptype: Any, status: str, hints: list[Hint]) -> int | None:
    """grading.grade_by_hints from a finished walk; None when the walk did not end."""
    if status in ("stuck", "needed-solution"):
        return len(ptype.levels)
    if status != "solved":
        return None
    return max((h.level for h in hints), default=1)


def summary_table(walks: list[HintWalk]) -> str:
    """Per type and size: rows, finished by rules, hints, ms per hint, timeouts, grades."""
    header = (
        "type", "size", "rows", "by rules", "median hints", "median ms/hint", "worst ms/hint",
        "worst first ms", "timeouts", "grades (level: rows)",
    )  # fmt: skip
    lines: list[tuple[str, ...]] = [header]
    for name, size, rows in by_type_and_size(walks):
        times = [t for w in rows for t in w.times]
        done = [w.hints for w in rows if w.status in ("solved", "needed-solution")]
        by_rules = sum(w.by_rules for w in rows)
        grades = Counter(w.grade for w in rows if w.grade is not None)
        lines.append((
            name, size, str(len(rows)), f"{by_rules} ({percent(by_rules, len(rows))})",
            f"{statistics.median(done):g}" if done else "-",
            f"{statistics.median(times):.2f}" if times else "-",
            f"{max(times):.1f}" if times else "-",
            _worst_first(rows),
            str(sum(w.status in ("timeout", "error") for w in rows)),
            " ".join(f"{level}:{grades[level]}" for level in sorted(grades)),
        ))  # fmt: skip
    text = format_table(lines) if len(lines) > 1 else ""
    return text + _legend(walks) + _correlations(walks)


def _worst_first(rows: list[HintWalk]) -> str:
    firsts = [w.first_ms for w in rows if w.first_ms is not None]
    return f"{max(firsts):.1f}" if firsts else "-"


def percent(part: int, whole: int) -> str:
    """A share that reads 100% or 0% only when it is exactly that: '218 of 219' is 99.5%."""
    if part in (0, whole):
        return f"{100 * part // whole}%"
    return f"{min(max(100 * part / whole, 0.1), 99.9):.1f}%"


def _legend(walks: list[HintWalk]) -> str:
    """Each type's level labels, so the grade columns read as rule names."""
    out = []
    for name in sorted({w.type for w in walks if w.grade is not None}):
        labels = {w.grade: w.label for w in walks if w.type == name and w.grade is not None}
        levels = ", ".join(f"{level} {labels[level]}" for level in sorted(labels))
        out.append(f"{name} levels: {levels}\n")
    return "".join(out)


def _correlations(walks: list[HintWalk]) -> str:
    """Spearman's rho of the source's level against our grade, per type, with the crossing;
    then, where defined, of our grade against the rows' peer_ms and against their cells."""
    out = []
    for name in sorted({w.type for w in walks}):
        out.extend(_level_correlation([w for w in walks if w.type == name], name))
        out.extend(_score_correlation([w for w in walks if w.type == name], name))
        out.extend(_other_orderings([w for w in walks if w.type == name], name))
        out.extend(_hardest_rules([w for w in walks if w.type == name], name))
    return "".join(out)


def _score_correlation(walks: list[HintWalk], name: str) -> list[str]:
    """Spearman's rho of the source's level against our difficulty score."""
    pairs = [(float(w.source_level[1]), w.score) for w in walks if w.source_level and w.score]
    rho = spearman([s for s, _ in pairs], [v for _, v in pairs]) if pairs else None
    if rho is None:
        return []
    return [f"{name}: Spearman {rho:.2f} (source level vs our score, {len(pairs)} rows)\n"]


def _hardest_rules(walks: list[HintWalk], name: str) -> list[str]:
    """How often each rule was the hardest step of a finished walk (the share of 'deep trial'
    on Nurikabe boards, say)."""
    rules = Counter(w.hardest for w in walks if w.hardest)
    total = sum(rules.values())
    if not total:
        return []
    shares = ", ".join(f"{rule} {percent(n, total)}" for rule, n in rules.most_common(4))
    return [f"{name}: hardest step, {total} rows: {shares}\n"]


def _level_correlation(walks: list[HintWalk], name: str) -> list[str]:
    """Spearman's rho of the source's level against our grade, and the crossing."""
    pairs = [
        (w.source_level, w.grade)
        for w in walks
        if w.source_level is not None and w.grade is not None
    ]
    if not pairs:
        return []
    rho = spearman([float(s[1]) for s, _ in pairs], [float(g) for _, g in pairs])
    shown = "undefined" if rho is None else f"{rho:.2f}"
    out = [f"{name}: Spearman {shown} (source level vs our grade, {len(pairs)} rows)\n"]
    crossing: dict[tuple[int, str], Counter[int]] = defaultdict(Counter)
    for (word, rank), grade in pairs:
        crossing[(rank, word)][grade] += 1
    for (_, word), grades in sorted(crossing.items()):
        spread = " ".join(f"{g}:{grades[g]}" for g in sorted(grades))
        out.append(f"  {word:<13} -> {spread}\n")
    return out


def _other_orderings(walks: list[HintWalk], name: str) -> list[str]:
    """Our grade against orderings every row offers, where rho is defined: the reference
    solver's time (peer_ms) and the board's cells (a grade should not just follow the size)."""
    graded = [w for w in walks if w.grade is not None]
    out = []
    for label, values in (
        ("peer_ms", [w.peer_ms for w in graded]),
        ("cells", [float(size_key(w.size)[0]) for w in graded]),
    ):
        pairs = [
            (v, float(w.grade or 0)) for v, w in zip(values, graded, strict=True) if v is not None
        ]
        rho = spearman([v for v, _ in pairs], [g for _, g in pairs]) if pairs else None
        if rho is not None:
            out.append(f"{name}: Spearman {rho:.2f} ({label} vs our grade, {len(pairs)} rows)\n")
    return out

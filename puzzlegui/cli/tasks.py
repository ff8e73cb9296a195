"""The pieces of work long `puzzle` runs hand to worker processes (cli/parallel.py): one data-set
row solved or walked with Hint, one puzzle generated. Module-level functions of plain arguments,
so a worker can receive them; a puzzle type travels by name and a row as its JSON, and each
worker looks them up and parses them again (untimed) rather than unpickling our objects.

The bench tasks settle the heap before the timed part (bench.settle), in whichever process runs
them, so a row is timed alone in its worker exactly as it was in one process."""

from __future__ import annotations

import gc
import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

from puzzlegui.bench import generate as bench_generate
from puzzlegui.bench import hints as bench_hints
from puzzlegui.bench import solve as bench
from puzzlegui.cli import parallel
from puzzlegui.core import registry
from puzzlegui.core.cancel import CancelToken
from puzzlegui.core.formats.jsonfmt import DatasetRow
from puzzlegui.core.model import AnyPuzzleType, GenerateJob, GenerateOptions

T = TypeVar("T")
R = TypeVar("R")
PortableRow = tuple[str, dict[str, Any], int]
"""A data-set row as a worker receives it: type name, the row's JSON, its line number."""


def portable(row: DatasetRow) -> PortableRow:
    """The row in a form any process can receive."""
    return (row.ptype.name, row.row, row.line)


def dataset_row(item: PortableRow) -> DatasetRow:
    """The row again, parsed in this process."""
    name, raw, line = item
    ptype = registry.get(name)
    return DatasetRow(ptype, ptype.puzzle_from_json(raw.get("puzzle")), raw, line)


def run_bench(
    work: Callable[[T], R],
    items: Sequence[T],
    jobs: int,
    each: Callable[[R], None] | None,
    start: Callable[[], None] | None = None,
    unit: str = "row",
) -> parallel.Finished[R]:
    """parallel.run of bench tasks, with the heap thawed after (they freeze it). A bench keeps
    every row finished: on Ctrl+C the ones beyond the first unfinished one too, shown to `each`
    after the others, in order."""
    try:
        finished = parallel.run(work, items, jobs, unit, each, start)
    finally:
        gc.unfreeze()
    if each is not None:
        for result in finished.later:
            each(result)
    return parallel.Finished(finished.results + finished.later, finished.interrupted)


def solve_row(strategy: str, seconds: float, item: PortableRow) -> bench.RowResult:
    """`puzzle bench`: solve one row with a strategy (or the default solver), timed alone."""
    row = dataset_row(item)
    solver = bench.strategy_solver(strategy, seconds)
    bench.settle()
    return bench.run_row(row, solver, proves_unique=strategy == "default")


def walk_row(seconds: float, item: PortableRow) -> bench_hints.HintWalk:
    """`puzzle bench --hints`: press Hint alone on one row, timed alone."""
    row = dataset_row(item)
    bench.settle()
    return bench_hints.walk_row(row, seconds)


def warm_up(name: str, options: GenerateOptions) -> None:
    """`puzzle bench --generate`: one untimed puzzle first, in each process that generates."""
    bench_generate.warm_up(registry.get(name), options)


def bench_generate_one(
    name: str, seconds: float, item: tuple[GenerateOptions, int]
) -> bench_generate.Generated:
    """`puzzle bench --generate`: make and check the puzzle of one (options, seed), timed alone."""
    options, seed = item
    ptype = registry.get(name)
    bench.settle()
    return bench_generate.generate_one(ptype, options, seed, seconds)


@dataclass(frozen=True)
class Made:
    """One puzzle of `puzzle generate`: its seed, its text (with the seed and grade in a comment)
    and its neutral JSON, from which the booklet rebuilds it."""

    seed: int
    text: str
    puzzle_json: dict[str, Any]


def make_one(name: str, options: GenerateOptions, deadline: float | None, seed: int) -> Made:
    """`puzzle generate`: the puzzle of one seed (random.Random(seed), as always), by the run's
    `deadline` (time.monotonic(), the same clock in every process of the machine; None: no
    limit), else Cancelled."""
    ptype = registry.get(name)
    left = None if deadline is None else max(0.001, deadline - time.monotonic())
    puzzle = ptype.generate(GenerateJob(options, random.Random(seed), CancelToken.after(left)))
    return Made(seed, generated_text(ptype, options, seed, puzzle), ptype.puzzle_to_json(puzzle))


def generated_text(ptype: AnyPuzzleType, options: GenerateOptions, seed: int, puzzle: Any) -> str:
    """One generated puzzle in our text format, its seed, difficulty, symmetry (when the type
    offers it: its default differs between types) and grade in a comment line."""
    grade = ptype.grade(puzzle, None)
    text = ptype.format(puzzle, None)
    header, _, rest = text.partition("\n")
    made = f"seed {seed}, {options.difficulty}"
    if ptype.symmetric_clues:
        made += ", symmetric" if options.symmetric else ", not symmetric"
    note = f"# generated by puzzlegui: {made}, grade {grade.label}"
    return f"{header}\n{note}\n{rest}"

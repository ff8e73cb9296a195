"""Logi-5 generation speed: per difficulty, N puzzles from seeds 0..N-1 (median / worst ms,
distinct region layouts, givens), the solution fill by random search vs the seed's stochastic
repair (time and success rate), and other sizes. Usage: logi5_generate_bench.py [N] [--sizes]"""

from __future__ import annotations

import random
import statistics
import sys
import time

from puzzlegui.core.cancel import Budget, TimedOut
from puzzlegui.core.logi5 import TYPE
from puzzlegui.core.logi5.generate import FILL_NODES, STOCHASTIC_NODES, difficulty_of, random_fill
from puzzlegui.core.logi5.puzzle import Puzzle
from puzzlegui.core.logi5.regions import all_partitions, random_regions
from puzzlegui.core.logi5.stochastic import Repair
from puzzlegui.core.model import GenerateOptions


def say(text: str) -> None:
    """One line of the report."""
    sys.stdout.write(text + "\n")


def timed_generate(options: GenerateOptions, seed: int) -> tuple[float, Puzzle]:
    """(ms, puzzle), checked to solve uniquely and to grade as asked."""
    start = time.perf_counter()
    puzzle = TYPE.generate(options, random.Random(seed))
    ms = (time.perf_counter() - start) * 1000
    assert TYPE.solve(puzzle).status.value == "solved"
    assert difficulty_of(TYPE.grade(puzzle).level) == options.difficulty
    return ms, puzzle


def bench_difficulties(
    count: int, size: int, symmetric: bool = False, method: str = "default"
) -> None:
    """One table row per difficulty."""
    say(f"\n{size}x{size} {method}{' symmetric' if symmetric else ''}, {count} puzzles each")
    say("difficulty  median ms  worst ms  layouts  median givens")
    for difficulty in TYPE.difficulties:
        options = GenerateOptions(size, size, difficulty, symmetric, method)
        runs = [timed_generate(options, seed) for seed in range(count)]
        times = [ms for ms, _ in runs]
        layouts = len({p.regions for _, p in runs})
        givens = statistics.median(sum(1 for g in p.givens if g) for _, p in runs)
        say(
            f"{difficulty:10}  {statistics.median(times):9.1f}  {max(times):8.1f}  "
            f"{layouts:7}  {givens:13}"
        )


def bench_fills(count: int) -> None:
    """Random search vs stochastic repair filling an empty 5x5 for random layouts."""
    say(f"\nsolution fill of {count} random 5x5 layouts")
    say("method       success  median ms  worst ms  median nodes")
    rng = random.Random(1)
    layouts = [random_regions(5, rng) for _ in range(count)]
    for method, nodes in (("random-dfs", FILL_NODES), ("stochastic", STOCHASTIC_NODES)):
        times, counts, ok = [], [], 0
        for i, regions in enumerate(layouts):
            empty = Puzzle(5, regions, (0,) * 25)
            budget = Budget(max_nodes=nodes)
            start = time.perf_counter()
            try:
                if method == "stochastic":
                    Repair(empty, random.Random(i)).run(budget)
                else:
                    random_fill(empty, random.Random(i), budget)
                ok += 1
            except TimedOut:
                pass
            times.append((time.perf_counter() - start) * 1000)
            counts.append(budget.nodes)
        say(
            f"{method:11}  {ok / count:7.1%}  {statistics.median(times):9.2f}  "
            f"{max(times):8.1f}  {statistics.median(counts):12}"
        )


def main() -> None:
    """Print every table."""
    count = int(sys.argv[1]) if len(sys.argv) > 1 and sys.argv[1].isdigit() else 1000
    start = time.perf_counter()
    all_partitions(5)
    say(f"listing the 4006 partitions: {(time.perf_counter() - start) * 1000:.0f} ms (once)")
    bench_difficulties(count, 5)
    bench_difficulties(max(count // 5, 1), 5, symmetric=True)
    bench_difficulties(max(count // 5, 1), 5, method="stochastic")
    bench_fills(count)
    if "--sizes" in sys.argv:
        for size in (4, 6, 7):
            bench_difficulties(max(count // 20, 1), size)


if __name__ == "__main__":
    main()

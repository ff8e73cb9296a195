"""The fillings of a Calcudoku cage: every tuple of digits, one per cell, that meets the target
and repeats no digit within a row or column of the cage (KenKen solvers' classic
precomputation), optionally only from each cell's allowed digits. Sums prune on the bounds still
reachable, products on divisibility. Most cages have a few dozen fillings; a 7-cell sum on a 9x9
can have tens of thousands, so callers enumerate big cages only once their candidates shrink.
"""

from __future__ import annotations

from collections.abc import Sequence
from math import prod

from puzzlegui.core.model import Cell


class TooMany(Exception):
    """The enumeration went past its node budget."""


def cage_fillings(
    n: int,
    op: str,
    target: int,
    cells: Sequence[Cell],
    allowed: Sequence[int] | None = None,
    limit: int | None = None,
    max_nodes: int | None = None,
) -> list[tuple[int, ...]]:
    """The digit tuples (in the order of `cells`) that fill the cage; `allowed[j]` is a mask of
    the digits cell j may take (bit d-1 for d). Stops after `limit` fillings; raises TooMany
    after `max_nodes` steps."""
    k = len(cells)
    clash = [
        [i for i in range(j) if cells[i][0] == cells[j][0] or cells[i][1] == cells[j][1]]
        for j in range(k)
    ]
    domains = [
        [v for v in range(1, n + 1) if allowed is None or allowed[j] >> (v - 1) & 1]
        for j in range(k)
    ]
    lows = [min(d, default=0) for d in domains]
    highs = [max(d, default=0) for d in domains]
    low_rest = [sum(lows[j + 1 :]) for j in range(k)]
    high_rest = [sum(highs[j + 1 :]) for j in range(k)]
    found: list[tuple[int, ...]] = []
    values = [0] * k
    budget = [max_nodes if max_nodes is not None else -1]

    def fits(j: int, v: int, acc: int) -> bool:
        if op == "+":
            return acc + v + low_rest[j] <= target <= acc + v + high_rest[j]
        if op == "*":
            return target % (acc * v) == 0 and (j < k - 1 or acc * v == target)
        return True

    def extend(j: int, acc: int) -> bool:
        if budget[0] == 0:
            raise TooMany
        budget[0] -= 1
        if j == k:
            if meets(op, target, values):
                found.append(tuple(values))
            return limit is not None and len(found) >= limit
        for v in domains[j]:
            if any(values[i] == v for i in clash[j]) or not fits(j, v, acc):
                continue
            values[j] = v
            if extend(j + 1, acc + v if op == "+" else acc * v):
                return True
        values[j] = 0
        return False

    extend(0, 0 if op == "+" else 1)
    return found


def meets(op: str, target: int, values: Sequence[int]) -> bool:
    """True when the values meet the target under the operation."""
    if op == "+":
        return sum(values) == target
    if op == "*":
        return prod(values) == target
    if op == "-":
        return 2 * max(values) - sum(values) == target
    if op == "/":
        return len(values) == 2 and max(values) == target * min(values)
    return len(values) == 1 and values[0] == target

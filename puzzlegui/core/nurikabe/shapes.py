"""Every way a nearly finished island can still be completed (the "island shapes" deduction).

For a clued island that misses only a few cells, the connected sets of free cells that complete
it are listed with Redelmeier's algorithm (each polyomino grown from a fixed seed exactly once:
a cell tried in one branch is never offered again to its later siblings). A shape is kept when
it touches no white cell outside itself, so that the island would not swallow another one.
Cells in every shape are island; cells beside every shape are wall; cells in no shape are out of
this island's reach. The listing stops (and the caller falls back on distances) past a budget.
"""

from __future__ import annotations

from collections.abc import Callable

MAX_MISSING = 5
"""Islands missing more cells than this are left to the distance rule."""

MAX_STEPS = 600
"""Search steps allowed per island before giving up on listing its shapes."""


class TooMany(Exception):
    """The island has too many shapes to list cheaply."""


def island_shapes(
    seed: list[int],
    missing: int,
    neighbours: tuple[tuple[int, ...], ...],
    allowed: Callable[[int], bool],
    white: Callable[[int], bool],
    risky: set[int],
) -> list[tuple[int, ...]]:
    """The sets of `missing` allowed cells that complete the island `seed` (TooMany past budget).

    Only a cell of `risky` (beside a clue-less white cell) can make a shape swallow a white cell.
    """
    inside = set(seed)
    seen = set(seed)
    start = []
    for i in seed:
        for j in neighbours[i]:
            if j not in seen and allowed(j):
                seen.add(j)
                start.append(j)
    added: list[int] = []
    shapes: list[tuple[int, ...]] = []
    steps = [0]

    def valid() -> bool:
        return not any(
            white(n) and n not in inside for c in added if c in risky for n in neighbours[c]
        )

    def grow(untried: list[int]) -> None:
        steps[0] += 1
        if steps[0] > MAX_STEPS:
            raise TooMany
        while untried:
            c = untried.pop()
            added.append(c)
            inside.add(c)
            if len(added) == missing:
                if valid():
                    shapes.append(tuple(added))
            else:
                new = [n for n in neighbours[c] if n not in seen and allowed(n)]
                seen.update(new)
                grow(untried + new)
                seen.difference_update(new)
            added.pop()
            inside.discard(c)

    grow(start)
    return shapes


def shape_facts(
    seed: list[int], shapes: list[tuple[int, ...]], neighbours: tuple[tuple[int, ...], ...]
) -> tuple[set[int], set[int], set[int]]:
    """(cells in every shape, cells beside every shape, cells in some shape)."""
    common: set[int] = set(shapes[0])
    beside: set[int] | None = None
    union: set[int] = set()
    base = set(seed)
    around = {n for c in seed for n in neighbours[c]} - base
    for shape in shapes:
        cells = set(shape)
        common &= cells
        union |= cells
        border = (around | {n for c in shape for n in neighbours[c]}) - cells - base
        beside = border if beside is None else beside & border
    return common, beside or set(), union

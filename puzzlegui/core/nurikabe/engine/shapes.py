"""Every way a nearly finished island can still be completed (the "island shapes" deduction).

For a clued island that misses only a few cells, the connected sets of free cells that complete
it are listed with Redelmeier's algorithm (each polyomino grown from a fixed seed exactly once:
a cell tried in one branch is never offered again to its later siblings). A shape is kept when
it touches no white cell outside itself, so that the island would not swallow another one.
Cells in every shape are island; cells beside every shape are wall; cells in no shape are out of
this island's reach. The listing stops (and the caller falls back on distances) past a budget.
The solver's rounds use `masked_facts`, the same search on bit masks, each shape a mask folded into
the facts; the island cases of the hint ladder use the list itself.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import reduce
from operator import and_, or_

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


MaskFacts = tuple[int, int, int]
"""Over an island's shapes, as bit masks: cells in every shape, beside every shape, in some."""


def masked_facts(
    seed: list[int],
    missing: int,
    near: dict[int, int],
    area: int,
    others: int,
    required: int = 0,
    groups: tuple[int, ...] = (),
) -> MaskFacts | None:
    """The facts of the shapes `island_shapes` lists that take every `required` cell and a
    cell of each group, on bit masks (bit i for cell i); None if no shape does (TooMany past
    the same budget). `near`: each cell's neighbours as a mask; `area`: the cells the island
    can reach (areas.py: exactly the cells `allowed` lets a shape take); `others`: white
    cells, at least those of clue-less islands (the only ones beside a cell of the area but
    the island's own).

    The same search as `island_shapes` (a cell tried in one branch is never offered again to
    its later siblings), taking the untried cells lowest bit first: the shapes found and the
    steps counted do not depend on that order."""
    base = around = 0
    for i in seed:
        base |= 1 << i
        around |= near[i]
    others &= ~base
    # With no clue-less island cell beside the area, no shape swallows one: the shapes that
    # differ only in their last cell are then folded together (those the claims keep).
    plain = missing > 1 and not _beside(others, area, near)
    start = around & area
    commons: list[int] = []
    unions: list[int] = []
    borders: list[int] = []
    steps = 0

    def grow(shape: int, border: int, untried: int, seen: int, left: int) -> None:
        nonlocal steps
        steps += 1
        if steps > MAX_STEPS:
            raise TooMany
        if left == 1:
            last(shape, border, untried)
            return
        while untried:
            low = untried & -untried
            untried ^= low
            nb = near[low.bit_length() - 1]
            if left > 2:
                new = nb & area & ~seen
                grow(shape | low, border | nb, untried | new, seen | new, left - 1)
                continue
            # left == 2: the step below, written out (a call per step costs more than its work)
            steps += 1
            if steps > MAX_STEPS:
                raise TooMany
            rest = untried | nb & area & ~seen
            if not plain:
                last(shape | low, border | nb, rest)
            elif rest:
                shape2 = shape | low
                if required or groups:
                    rest = _eligible(shape2, rest, required, groups)
                    if not rest:
                        continue
                unions.append(shape2 | rest)
                commons.append(shape2 if rest & (rest - 1) else shape2 | rest)
                borders.append(border | nb | _common_neighbours(rest, near))

    def last(shape: int, border: int, untried: int) -> None:
        """Keep each shape made by adding one cell of `untried` that swallows no white cell."""
        while untried:
            low = untried & -untried
            untried ^= low
            whole, edge = shape | low, border | near[low.bit_length() - 1]
            if not edge & others & ~whole:
                unions.append(whole)
                borders.append(edge)

    grow(0, around, start, base | start, missing)
    if not plain:
        return _fold(unions, borders, base, required, groups)
    if not unions:
        return None
    union = reduce(or_, unions)
    return reduce(and_, commons), reduce(and_, borders) & ~union & ~base, union


def _beside(others: int, area: int, near: dict[int, int]) -> bool:
    """True when a cell of `others` is beside a cell of `area`."""
    while others:
        low = others & -others
        others ^= low
        if near[low.bit_length() - 1] & area:
            return True
    return False


def _eligible(shape: int, rest: int, required: int, groups: tuple[int, ...]) -> int:
    """The cells of `rest` whose adding to `shape` makes a shape that takes every required cell
    and a cell of every group."""
    need = required & ~shape
    if need:
        if need & (need - 1) or not need & rest:
            return 0  # two cells or more still needed, or the one needed is not offered
        rest = need
    for group in groups:
        if not shape & group:
            rest &= group
    return rest


def _common_neighbours(cells: int, near: dict[int, int]) -> int:
    """The cells beside every cell of `cells` (none beyond four: a cell has four neighbours)."""
    if cells.bit_count() > 4:
        return 0
    common = -1
    while cells:
        low = cells & -cells
        cells ^= low
        common &= near[low.bit_length() - 1]
    return common


def _fold(
    leaves: list[int], borders: list[int], base: int, required: int, groups: tuple[int, ...]
) -> MaskFacts | None:
    """The facts of the shapes `leaves` (with the neighbours of each and of the seed,
    `borders`) that take every required cell and a cell of each group. A cell beside every
    shape is in every border and in no shape."""
    if required or groups:
        kept = [n for n, shape in enumerate(leaves) if shape & required == required]
        for group in groups:
            kept = [n for n in kept if leaves[n] & group]
        leaves, borders = [leaves[n] for n in kept], [borders[n] for n in kept]
    if not leaves:
        return None
    union = reduce(or_, leaves)
    return reduce(and_, leaves), reduce(and_, borders) & ~union & ~base, union

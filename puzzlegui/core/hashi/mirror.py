"""Symmetric Hashi networks (`--symmetric`): every island has an island on the cell a half-turn
of the board puts it on, with the same bridges, as on many Nikoli-style boards.

The network grows a bridge and its image together (mirrored_network), and every later change
(a split, a single bridge made double) is followed by the same change on the image
(`mirror_change`). A change whose image would cross or overlap a bridge, or pass over an
island, is refused like a change with no room, so the network is symmetric after every change
by construction; a network whose two halves never joined is refused whole."""

from __future__ import annotations

import random

from puzzlegui.core.grid import DIRECTIONS
from puzzlegui.core.model import Cell

Bridges = dict[tuple[Cell, Cell], int]


class Mirror:
    """The half-turn of a board of rows x cols."""

    def __init__(self, rows: int, cols: int) -> None:
        self.rows, self.cols = rows, cols

    def cell(self, cell: Cell) -> Cell:
        """The cell a half-turn puts `cell` on."""
        return (self.rows - 1 - cell[0], self.cols - 1 - cell[1])

    def pair(self, pair: tuple[Cell, Cell]) -> tuple[Cell, Cell]:
        """The image of a bridge, ends in order."""
        a, b = self.cell(pair[0]), self.cell(pair[1])
        return (min(a, b), max(a, b))

    def change(self, old: Bridges, new: Bridges) -> Bridges | None:
        """`new` (a change of the symmetric `old`) with the same change made on its image;
        None when the result is not a valid symmetric network."""
        out = dict(new)
        for pair in old.keys() - new.keys():
            out.pop(self.pair(pair), None)
        for pair, count in new.items():
            if old.get(pair) != count:
                out[self.pair(pair)] = count
        return out if self.symmetric(out) and valid(out) else None

    def symmetric(self, bridges: Bridges) -> bool:
        """True when every bridge's image is a bridge of the same count."""
        return all(bridges.get(self.pair(p)) == n for p, n in bridges.items())


def interior(pair: tuple[Cell, Cell]) -> list[Cell]:
    """The water cells a bridge passes over."""
    (r1, c1), (r2, c2) = pair
    if r1 == r2:
        return [(r1, c) for c in range(c1 + 1, c2)]
    return [(r, c1) for r in range(r1 + 1, r2)]


def valid(bridges: Bridges) -> bool:
    """True when bridges are straight, cross nothing, overlap nothing and pass over no island."""
    islands = {cell for pair in bridges for cell in pair}
    water: set[Cell] = set()
    for pair in bridges:
        (r1, c1), (r2, c2) = pair
        if r1 != r2 and c1 != c2:
            return False
        cells = interior(pair)
        if not cells or water.intersection(cells) or islands.intersection(cells):
            return False
        water.update(cells)
    return True


def linked(bridges: Bridges, a: Cell, b: Cell) -> bool:
    """True when island `b` is reached from island `a` over the bridges."""
    seen, todo = {a}, [a]
    while todo:
        here = todo.pop()
        if here == b:
            return True
        for pair in bridges:
            other = pair[1] if pair[0] == here else pair[0] if pair[1] == here else None
            if other is not None and other not in seen:
                seen.add(other)
                todo.append(other)
    return False


def connected(bridges: Bridges) -> bool:
    """True when the bridges join every island into one network."""
    links: dict[Cell, list[Cell]] = {}
    for a, b in bridges:
        links.setdefault(a, []).append(b)
        links.setdefault(b, []).append(a)
    if not links:
        return False
    start = next(iter(links))
    seen, todo = {start}, [start]
    while todo:
        for other in links[todo.pop()]:
            if other not in seen:
                seen.add(other)
                todo.append(other)
    return len(seen) == len(links)


def mirrored_network(
    rows: int, cols: int, islands: int, rng: random.Random, shape: tuple[float, float]
) -> Bridges | None:
    """A random symmetric network of about `islands` islands, grown a bridge and its image at a
    time; None when its two halves did not join."""
    mirror = Mirror(rows, cols)
    cycles, doubles = shape
    first = (rng.randrange(rows), rng.randrange(cols))
    placed, bridges = sorted({first, mirror.cell(first)}), Bridges()
    longest, misses = max(3, max(rows, cols) // 2), 0
    while (len(placed) < islands or not connected(bridges)) and misses < 400:
        misses += 1
        pair = _walk(rng.choice(placed), rng, longest, bridges, set(placed), rows, cols)
        if pair is None or pair in bridges:
            continue
        loop = pair[1] in placed and pair[0] in placed and linked(bridges, *pair)
        if loop and rng.random() >= cycles:  # a bridge joining the two halves is always kept
            continue
        grown = dict(bridges)
        grown[pair] = grown[mirror.pair(pair)] = 2 if rng.random() < doubles else 1
        if not valid(grown):
            continue
        misses, bridges = 0, grown
        placed = sorted({cell for p in bridges for cell in p} | set(placed))
    return bridges if connected(bridges) else None


def _walk(
    start: Cell,
    rng: random.Random,
    longest: int,
    bridges: Bridges,
    islands: set[Cell],
    rows: int,
    cols: int,
) -> tuple[Cell, Cell] | None:
    """A bridge from `start` in a random direction to an island or a new island cell."""
    step, length = rng.choice(DIRECTIONS), rng.randint(2, longest)
    water = {cell for pair in bridges for cell in interior(pair)}
    r, c = start
    for walked in range(1, length + 1):
        r, c = r + step[0], c + step[1]
        if not (0 <= r < rows and 0 <= c < cols) or (r, c) in water:
            return None
        if (r, c) in islands:
            return (min(start, (r, c)), max(start, (r, c))) if walked > 1 else None
    return (min(start, (r, c)), max(start, (r, c))) if length >= 2 else None

"""Symmetric Hashi networks (`--symmetric`): every island has an island on the cell a half-turn
of the board puts it on, with the same bridges, as on many Nikoli-style boards.

The network grows as densely as a plain one (growth.py), a bridge and its image together
(`MirroredGrowth`), from a joined symmetric start round the centre of the board, so it stays
joined; a try whose image would cross or overlap a bridge, or pass over an island, is taken
back. Every later change (a split, a single bridge made double or single) is followed by the
same change on the image (`Mirror.change`), and refused like a change with no room when the
result is not a valid symmetric network, so the network is symmetric after every change by
construction. Cost: a try and its image, O(LONGEST) plus their cells; a change, O(bridges).
"""

from __future__ import annotations

import random

from puzzlegui.core.model import Cell

from .growth import MISSES, Bridges, Cover, Growth, Placed, interior, straight


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

    def change(self, old: Bridges, new: Bridges, cover: Cover | None = None) -> Bridges | None:
        """`new` (a change of the symmetric `old`) with the same change made on its image;
        None when the result is not a valid symmetric network. `cover`: `old`'s (valid), to
        check the bridges added only.

        Only the changed bridges and their images are checked for symmetry, and the bridges'
        cells only when a bridge is new (a count changed moves no bridge): a check of the whole
        network per change was a third of a symmetric 60x40 board's time (docs/hashi-notes.md)."""
        out = dict(new)
        removed = old.keys() - new.keys()
        for pair in removed:
            out.pop(self.pair(pair), None)
        changed = [pair for pair, count in new.items() if old.get(pair) != count]
        for pair in changed:
            out[self.pair(pair)] = new[pair]
        for pair in (*removed, *changed):
            if out.get(self.pair(pair)) != out.get(pair):
                return None
        if out.keys() <= old.keys():
            return out
        return out if (valid(out) if cover is None else cover.valid(old, out)) else None

    def symmetric(self, bridges: Bridges) -> bool:
        """True when every bridge's image is a bridge of the same count."""
        return all(bridges.get(self.pair(p)) == n for p, n in bridges.items())


def valid(bridges: Bridges) -> bool:
    """True when bridges are straight, cross nothing, overlap nothing and pass over no island.
    (A bridge between two islands side by side passes over no water: the repairs lay such
    ones, generate.fill_where.)"""
    islands = {cell for pair in bridges for cell in pair}
    water: set[Cell] = set()
    for pair in bridges:
        if not straight(pair):
            return False
        cells = interior(pair)
        if water.intersection(cells) or islands.intersection(cells):
            return False
        water.update(cells)
    return True


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


class MirroredGrowth(Growth):
    """A dense network (growth.Growth) grown a bridge and its image at a time."""

    def __init__(self, rows: int, cols: int, rng: random.Random, doubles: float) -> None:
        self.mirror = Mirror(rows, cols)
        super().__init__(rows, cols, rng, doubles)

    def seed(self) -> None:
        """A joined symmetric network round the centre of the board, so that every bridge
        grown from it (and its image) keeps it joined: the centre cell's island (odd sides),
        a bridge that is its own image across the middle row or column (one odd side), else
        four islands and bridges on a rectangle round the centre, as every joined symmetric
        network of an even board has a loop round it (`_half`)."""
        rows, cols, rng = self.rows, self.cols, self.rng
        if rows % 2 and cols % 2:
            self.add_island((rows // 2, cols // 2))
            return
        top = rows // 2 - self._half(rows) - 1 if rows % 2 == 0 else rows // 2
        left = cols // 2 - self._half(cols) - 1 if cols % 2 == 0 else cols // 2
        corner = (top, left)
        across = [
            (corner, (top, cols - 1 - left)),
            ((top, cols - 1 - left), self.mirror.cell(corner)),
        ]
        for pair in across:
            if pair[0] == pair[1]:
                continue  # one odd side: the corner's row (column) is the middle
            count = 2 if rng.random() < self.doubles else 1
            for bridge in {pair, self.mirror.pair(pair)}:  # tuples of ints hash alike in every run
                for cell in bridge:
                    if cell not in self.island_set:
                        self.add_island(cell)
                self.bridge(bridge, count)

    def _half(self, side: int) -> int:
        """A random half-side of the rectangle round the centre, 1 or 2, leaving at least
        two cells outside it, where islands can grow (an 8-cell side leaves 1 at 2)."""
        return self.rng.randint(1, max(1, min(2, side // 2 - 3)))

    def grow(self) -> bool:
        """One try (growth.Growth.attempt) and its image; False, with nothing placed, when the
        image cannot be laid or the two do not give a symmetric network."""
        placed = self.attempt()
        if placed is None:
            return False
        image = None if placed[1] is None else self._image(placed[0], placed[1])
        if image is not None and self._symmetric(placed, image):
            return True
        if image is not None:
            self.undo(image)
        self.undo(placed)
        return False

    def _image(self, pair: tuple[Cell, Cell], end: Cell) -> Placed | None:
        """Lay the image of the bridge `pair` just laid towards its new island `end`; None
        when its cells are not free water, or its end is a bridge cell too near the bridge's
        ends to split. (On a symmetric network the image's end was no island; only `end`,
        on the centre of the board, can be one now.)"""
        start = self.mirror.cell(pair[0] if end == pair[1] else pair[1])
        image_end = self.mirror.cell(end)
        image = (min(start, image_end), max(start, image_end))
        if image == pair or image in self.bridges:
            return None
        for cell in interior(image):
            if cell in self.island_set or cell in self.water:
                return None
        if image_end in self.water and not self.splittable(image_end):
            return None
        return self.place(image, image_end, self.bridges[pair])

    def _symmetric(self, placed: Placed, image: Placed) -> bool:
        """True when every bridge the two laid or split has its image, of the same count, in
        the network, or out of it with it."""
        touched = []
        for pair, island, split in (placed, image):
            touched.append(pair)
            if split is not None and island is not None:
                a, b, _ = split
                touched += [(a, island), (island, b), (a, b)]
        bridges, mirror = self.bridges, self.mirror
        return all(bridges.get(mirror.pair(p)) == bridges.get(p) for p in touched)


def mirrored_network(
    rows: int, cols: int, islands: int, rng: random.Random, shape: tuple[float, float]
) -> Bridges:
    """A random joined symmetric network of about `islands` islands, grown densely a bridge and
    its image at a time from a joined symmetric one (`MirroredGrowth`); it stops at `islands`
    islands or after MISSES tries in a row that placed nothing."""
    growth = MirroredGrowth(rows, cols, rng, shape[1])
    misses = 0
    while len(growth.islands) < islands and misses < MISSES:
        misses = 0 if growth.grow() else misses + 1
    return growth.bridges

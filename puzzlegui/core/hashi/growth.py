"""Dense Hashi networks, grown as in Tatham's Bridges generator (bridges.c, `new_game_desc`):
each try picks an island and a direction, looks how far the water is free, and ends the bridge
2 to LONGEST cells away, on a new island or on the cell of a bridge in the way (a new island
there splits that bridge and closes a loop). Bridges never cross because their cells are taken
as they are drawn. The board fills at the published boards' density (about a third of the
cells are islands) at every size (docs/hashi-notes.md, "Sizes and density").

`Growth` keeps the state and places one bridge a try; `Growth.place` and `Growth.undo` let a
symmetric growth (mirror.py) place a bridge, try its image and take both back.
Cost: O(LONGEST) a try, plus the bridge's cells.
"""

from __future__ import annotations

import random
from collections import Counter

from puzzlegui.core.grid import DIRECTIONS
from puzzlegui.core.model import Cell

Bridges = dict[tuple[Cell, Cell], int]
Placed = tuple[tuple[Cell, Cell], Cell | None, tuple[Cell, Cell, int] | None]
"""What `Growth.place` did, for `Growth.undo`: the bridge, the island it made (None if it
ended on an island) and the bridge a new island split (its ends and count), if any."""

LONGEST = 4
"""The farthest a new island of a dense network is placed from the island it grows from."""
MISSES = 1000
"""Tries in a row that place nothing before a dense network stops growing."""


def interior(pair: tuple[Cell, Cell]) -> list[Cell]:
    """The water cells a bridge passes over."""
    (r1, c1), (r2, c2) = pair
    if r1 == r2:
        return [(r1, c) for c in range(c1 + 1, c2)]
    return [(r, c1) for r in range(r1 + 1, r2)]


def straight(pair: tuple[Cell, Cell]) -> bool:
    """True when the two cells differ and share a row or a column (a bridge can join them)."""
    (r1, c1), (r2, c2) = pair
    return pair[0] != pair[1] and (r1 == r2 or c1 == c2)


class Cover:
    """The water cells under a network's bridges and its islands (each with its bridge count),
    kept up to date as the network changes (`apply`): the repairs read a change's validity
    (`valid`) and a fill's free water (generate.fill_where) from it instead of from every
    bridge of the network, which was most of a round's changes on symmetric 60x60 boards.
    The networks it covers keep their bridges' cells apart (grown so, changed only by
    splits, fills on free water and changes `valid` accepts), so a set of cells suffices."""

    def __init__(self, bridges: Bridges) -> None:
        self.water: set[Cell] = set()
        self.ends: Counter[Cell] = Counter()
        for pair in bridges:
            self.water.update(interior(pair))
            self.ends.update(pair)

    def apply(self, old: Bridges, new: Bridges) -> None:
        """Cover `new` instead of `old` (the network covered until now)."""
        for pair in old.keys() - new.keys():
            self.water.difference_update(interior(pair))
            self.ends.subtract(pair)
        for pair in new.keys() - old.keys():
            self.water.update(interior(pair))
            self.ends.update(pair)

    def valid(self, old: Bridges, new: Bridges) -> bool:
        """mirror.valid(new), for `new` a change of the covered network `old`, which is valid:
        the bridges `new` keeps are valid together, so only the bridges it adds (straight, over
        free water and no island) and the islands they add (on no bridge kept) can break it."""
        gone_water: set[Cell] = set()
        gone_ends: Counter[Cell] = Counter()
        for pair in old.keys() - new.keys():
            gone_water.update(interior(pair))
            gone_ends.update(pair)
        added = [pair for pair in new if pair not in old]
        new_ends = {cell for pair in added for cell in pair}

        def kept_water(cell: Cell) -> bool:
            return cell in self.water and cell not in gone_water

        def island(cell: Cell) -> bool:
            return cell in new_ends or self.ends[cell] - gone_ends[cell] > 0

        seen: set[Cell] = set()
        for pair in added:
            if not straight(pair):
                return False
            cells = interior(pair)
            if any(kept_water(cell) or cell in seen or island(cell) for cell in cells):
                return False
            seen.update(cells)
        return not any(kept_water(cell) for cell in new_ends)


class Growth:
    """A network being grown: its islands, its bridges and the water cell each bridge covers."""

    def __init__(self, rows: int, cols: int, rng: random.Random, doubles: float) -> None:
        self.rows, self.cols, self.rng, self.doubles = rows, cols, rng, doubles
        self.islands: list[Cell] = []
        self.island_set: set[Cell] = set()
        self.water: dict[Cell, tuple[Cell, Cell]] = {}
        self.bridges: Bridges = {}
        self.seed()

    def seed(self) -> None:
        """The network the growth starts from: one island on a random cell."""
        self.add_island((self.rng.randrange(self.rows), self.rng.randrange(self.cols)))

    def add_island(self, cell: Cell) -> None:
        self.islands.append(cell)
        self.island_set.add(cell)

    def grow(self) -> bool:
        """One try from a random island in a random direction; False if it placed nothing."""
        return self.attempt() is not None

    def attempt(self) -> Placed | None:
        """One try (`grow`): what it placed, None if nothing."""
        start, step = self.rng.choice(self.islands), self.rng.choice(DIRECTIONS)
        free, stop = self._reach(start, step)
        end = self._end(start, step, free, stop)
        if end is None:
            return None
        pair = (min(start, end), max(start, end))
        if pair in self.bridges:
            return None
        return self.place(pair, end, 2 if self.rng.random() < self.doubles else 1)

    def place(self, pair: tuple[Cell, Cell], end: Cell, count: int) -> Placed:
        """Lay the bridge `pair` of `count` ending on `end`: a new island there, splitting
        the bridge whose cell it is, unless it is an island already."""
        island: Cell | None = end
        split = None
        if end in self.water:
            a, b = self.water[end]
            split = (a, b, self.bridges[(a, b)])
            self._tee(end)
        elif end not in self.island_set:
            self.add_island(end)
        else:
            island = None
        self.bridge(pair, count)
        return pair, island, split

    def undo(self, placed: Placed) -> None:
        """Take back the last `place` not yet taken back."""
        pair, island, split = placed
        self._unbridge(pair)
        if split is not None and island is not None:
            a, b, count = split
            self._unbridge((a, island))
            self._unbridge((island, b))
            self.bridge((a, b), count)
        if island is not None:
            self.islands.pop()
            self.island_set.discard(island)

    def _reach(self, start: Cell, step: Cell) -> tuple[int, Cell | None]:
        """The free cells in a row from `start` along `step`, and the island or bridge cell
        that stops them (None: the edge)."""
        r, c = start
        free = 0
        while True:
            r, c = r + step[0], c + step[1]
            if not (0 <= r < self.rows and 0 <= c < self.cols):
                return free, None
            if (r, c) in self.island_set or (r, c) in self.water:
                return free, (r, c)
            free += 1

    def _end(self, start: Cell, step: Cell, free: int, stop: Cell | None) -> Cell | None:
        """Where a bridge from `start` along `step` ends, 2 to LONGEST cells away: on a new
        island on the free water (one cell short of an island in the way), or on the cell of
        the bridge in the way, which a new island there splits; None if it cannot go."""
        if stop in self.island_set:
            free -= 1
        tee = stop in self.water and self.splittable(stop)
        far = min(free + tee, LONGEST)
        if far < 2:
            return None
        length = self.rng.randint(2, far)
        return (start[0] + step[0] * length, start[1] + step[1] * length)

    def splittable(self, cell: Cell | None) -> bool:
        """True when an island on this bridge cell leaves water on both of its sides."""
        if cell is None:
            return False
        a, b = self.water[cell]
        return (
            abs(cell[0] - a[0]) + abs(cell[1] - a[1])
            >= 2
            <= abs(cell[0] - b[0]) + abs(cell[1] - b[1])
        )

    def _tee(self, cell: Cell) -> None:
        """Put a new island on a bridge's cell: the bridge becomes two of the same count."""
        a, b = self.water[cell]
        count = self.bridges.pop((a, b))
        for covered in interior((a, b)):
            del self.water[covered]
        self.add_island(cell)
        self.bridge((a, cell), count)
        self.bridge((cell, b), count)

    def bridge(self, pair: tuple[Cell, Cell], count: int) -> None:
        self.bridges[pair] = count
        for covered in interior(pair):
            self.water[covered] = pair

    def _unbridge(self, pair: tuple[Cell, Cell]) -> None:
        del self.bridges[pair]
        for covered in interior(pair):
            del self.water[covered]


def network(
    rows: int, cols: int, islands: int, rng: random.Random, shape: tuple[float, float]
) -> Bridges:
    """The bridges of a random connected network of about `islands` islands.

    Each try picks an island and a direction, and the bridge ends within the free water there
    (as in Tatham's Bridges generator), so a try rarely fails, and at most LONGEST cells away,
    so the network fills the board alike at every size (`Growth._end`). A new island on a
    bridge in the way splits it, which closes the network's only loops. It stops at `islands`
    islands or after MISSES tries in a row that placed nothing.
    """
    growth = Growth(rows, cols, rng, shape[1])
    misses = 0
    while len(growth.islands) < islands and misses < MISSES:
        misses = 0 if growth.grow() else misses + 1
    return growth.bridges


def _walk(
    start: Cell, step: Cell, length: int, taken: dict[Cell, str], rows: int, cols: int
) -> tuple[list[Cell], Cell] | None:
    """The water cells and the end cell of a bridge from `start`, or None if it cannot go."""
    path: list[Cell] = []
    r, c = start
    for _ in range(length):
        r, c = r + step[0], c + step[1]
        if not (0 <= r < rows and 0 <= c < cols):
            return None
        mark = taken.get((r, c))
        if mark == "island":
            return (path, (r, c)) if path else None
        if mark is not None:
            return None
        path.append((r, c))
    if len(path) < 2:
        return None
    return path[:-1], path[-1]


def sparse_network(
    rows: int, cols: int, islands: int, rng: random.Random, shape: tuple[float, float]
) -> Bridges:
    """The bridges of a random connected network of about `islands` islands, grown by walks of
    random length (up to half the board's side) that give up when they meet a bridge: the
    generator's growth before the dense one, sparser (0.2 islands a cell or fewer), kept to
    give the tests boards of another kind."""
    cycles, doubles = shape
    first = (rng.randrange(rows), rng.randrange(cols))
    taken: dict[Cell, str] = {first: "island"}
    placed = [first]
    bridges: Bridges = {}
    longest = max(3, max(rows, cols) // 2)
    misses = 0
    while len(placed) < islands and misses < 400:
        misses += 1
        start = rng.choice(placed)
        walked = _walk(start, rng.choice(DIRECTIONS), rng.randint(2, longest), taken, rows, cols)
        if walked is None:
            continue
        path, end = walked
        pair = (min(start, end), max(start, end))
        if pair in bridges or (taken.get(end) == "island" and rng.random() >= cycles):
            continue
        misses = 0
        if taken.get(end) != "island":
            placed.append(end)
        bridges[pair] = 2 if rng.random() < doubles else 1
        for cell in path:
            taken[cell] = "bridge"
        taken[end] = "island"
    return bridges

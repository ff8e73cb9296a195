"""Symmetric clue layouts for Nurikabe (`--symmetric`): every clue has a clue at the cell a
half-turn of the board puts it on, as on most Nikoli-style boards.

The maze breaks each 2x2 block of walls with a cell and its mate (the half-turn of it), and
growth makes each change at a cell and then at its mate; a clue placed on a cell puts the mate
island's clue on the mate cell. A change after which the clue cells are not symmetric (two
mates in one island, an island that covers its own mate with its clue off the centre) is
undone like any change the judge refuses, so the layout stays symmetric after every kept
change, whatever the change did."""

from __future__ import annotations

import random

from ..rules import neighbour_table
from .answer import Table, ring_table, walls_stay_joined
from .grow import Change, Growth


def mate(cell: int, cells: int) -> int:
    """The cell a half-turn of the board puts `cell` on."""
    return cells - 1 - cell


def symmetric_maze(rows: int, cols: int, rng: random.Random) -> list[int] | None:
    """A maze (see answer.random_maze) whose island cells are symmetric: each 2x2 block still
    all wall is broken by a cell and its mate together, the walls joined; None if a block
    cannot be."""
    nbs, n = neighbour_table(rows, cols), rows * cols
    wall = [True] * n
    blocks = [
        (i, i + 1, i + cols, i + cols + 1)
        for r in range(rows - 1)
        for i in range(r * cols, r * cols + cols - 1)
    ]
    rng.shuffle(blocks)
    walls = n
    for block in blocks:
        if not all(wall[i] for i in block):
            continue
        pair = _pair_breaker(block, wall, (nbs, ring_table(rows, cols)), walls, rng)
        if not pair:
            return None
        for cell in pair:
            wall[cell] = False
        walls -= len(pair)
    return _numbered(wall, nbs)


def _pair_breaker(
    block: tuple[int, ...],
    wall: list[bool],
    tables: tuple[Table, Table],
    walls: int,
    rng: random.Random,
) -> tuple[int, ...]:
    """A cell of `block` and its mate whose turning to island keeps the walls joined; ()."""
    n, (nbs, rings) = len(wall), tables
    for cell in rng.sample(block, len(block)):
        other = mate(cell, n)
        if not walls_stay_joined(cell, wall, nbs, walls, rings):
            continue
        if other == cell:
            return (cell,)
        wall[cell] = False
        joined = wall[other] and walls_stay_joined(other, wall, nbs, walls - 1, rings)
        wall[cell] = True
        if joined:
            return (cell, other)
    return ()


def _numbered(wall: list[bool], nbs: tuple[tuple[int, ...], ...]) -> list[int]:
    """Island numbers per cell (-1 for walls), one number per joined group of island cells."""
    answer = [-1] * len(wall)
    fresh = 0
    for start, is_wall in enumerate(wall):
        if is_wall or answer[start] >= 0:
            continue
        answer[start], todo = fresh, [start]
        while todo:
            for j in nbs[todo.pop()]:
                if not wall[j] and answer[j] < 0:
                    answer[j] = fresh
                    todo.append(j)
        fresh += 1
    return answer


class MirroredGrowth(Growth):
    """Growth whose every change is made at a cell and at its mate, clue cells in pairs."""

    def __init__(self, rows: int, cols: int, answer: list[int], rng: random.Random) -> None:
        super().__init__(rows, cols, answer, rng)
        self.paired = self.pair_spots(sorted(self.spot))

    def pair_spots(self, islands: list[int]) -> bool:
        """Put each island's clue on a cell whose mate holds the mate island's clue; False
        when an island has no such cell."""
        n, done = len(self.answer), set[int]()
        for k in islands:
            if k in done:
                continue
            cells = [i for i in self.cells(k) if self.pairable(i)]
            if not cells:
                return False
            cell = self.rng.choice(cells)
            other = self.answer[mate(cell, n)]
            self.spot[k], self.spot[other] = cell, mate(cell, n)
            done.update((k, other))
        return True

    def pairable(self, cell: int) -> bool:
        """True when `cell` may hold its island's clue with the mate island's on its mate."""
        other = mate(cell, len(self.answer))
        if self.answer[other] < 0:
            return False
        return other == cell or self.answer[other] != self.answer[cell]

    def make(self, change: Change, cell: int) -> list[int] | None:
        """`change` at `cell`, then the same change at its mate (unless it is the same cell)."""
        spots = change(cell)
        other = mate(cell, len(self.answer))
        if spots is None or other == cell:
            return spots
        return spots if change(other) is not None else None  # changes are bound to this growth

    def place(self, spot: int) -> bool:
        """Put the clue of `spot`'s island there and the mate island's on the mate cell; False
        when the clue cells are then not in pairs (the change is undone like a refused one)."""
        if spot >= 0:
            if not self.pairable(spot):
                return False
            self.spot[self.answer[spot]] = spot
            other = mate(spot, len(self.answer))
            self.spot[self.answer[other]] = other
        return self.symmetric()

    def free(self, cells: set[int], first: int) -> list[int]:
        """Free the islands at `cells` and at their mates (the answer stays symmetric)."""
        n = len(self.answer)
        return super().free(cells | {mate(i, n) for i in cells}, first)

    def break_block(self, block: tuple[int, int, int, int], first: int) -> bool:
        """Break the block with a cell and its mate (`breakers`): the two islands they make
        apart, the walls joined; False if no cell may."""
        n, answer = len(self.answer), self.answer
        for cell in self.breakers(block, first):
            other = mate(cell, n)
            if other != cell and not self.pair_apart(cell, other, first):
                continue
            if not self.joined_without(cell):
                continue
            if other == cell:
                self.open_new(cell)
                return True
            answer[cell], self.walls = first, self.walls - 1  # for the test below alone
            joined = self.joined_without(other)
            answer[cell], self.walls = -1, self.walls + 1
            if joined:
                self.open_new(cell)
                self.open_new(other)
                return True
        return False

    def pair_apart(self, cell: int, other: int, first: int) -> bool:
        """True when wall cells `cell` and `other` may both turn to island without one
        island holding both: apart, beside no common island, beside no old island."""
        answer, nbs = self.answer, self.nbs
        near = {answer[j] for j in nbs[cell] if answer[j] >= 0}
        near_other = {answer[j] for j in nbs[other] if answer[j] >= 0}
        return (
            answer[other] < 0
            and other not in nbs[cell]
            and not near & near_other
            and all(k >= first for k in near_other)
        )

    def clue_new(self, first: int) -> bool:
        """Clues in pairs for the islands a redraw made; False if they cannot be."""
        return self.pair_spots([k for k in range(first, self.fresh) if k in self.sizes]) and (
            self.symmetric()
        )

    def symmetric(self) -> bool:
        """True when every island has one clue, in it, and every clue cell's mate is one."""
        n, cells = len(self.answer), set(self.spot.values())
        if self.spot.keys() != self.sizes.keys() or len(cells) != len(self.spot):
            return False
        own = all(self.answer[i] == k for k, i in self.spot.items())
        return own and all(mate(i, n) in cells for i in cells)


def clues_symmetric(rows: int, cols: int, clues: list[tuple[int, int, int]]) -> bool:
    """True when a half-turn of the board puts every clue cell on a clue cell."""
    cells = {(r, c) for r, c, _ in clues}
    return all((rows - 1 - r, cols - 1 - c) in cells for r, c in cells)

"""Growing a Nurikabe puzzle that stays deducible: one small change of the answer at a time.

After Spaans' recipe (nurikabe generation ideas in puzzle10s, pvv.org/~spaans): start from a
maze (walls everywhere but for the small islands that break every 2x2 block), whose clues the
rules decide (nearly) entirely; then change it a little at a time: turn a wall cell into island
cell (growing the island beside it or joining the islands around it, its clue on one of a few
cells), turn an island of one cell back into wall, start a new 1 in the middle of the walls, or
move a clue. A change is kept only when the judge (judge.py) leaves fewer cells undecided
than before, or still none (or as many, up to PLATEAU times in a row, to get off a plateau), so
once none are left the puzzle has one solution after every kept change. While cells are open,
the changes at and beside them are tried first; while a third of the clues are 1s, closing or
growing a 1 comes first. When no change helps while cells are open, the islands at and beside
them are drawn again as the maze's (`Growth.redraw`). Cost: one judgement (milliseconds) per
change tried, a few hundred per puzzle; the joined-walls test is one flood fill of the walls.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from puzzlegui.core.cancel import CancelToken
from puzzlegui.core.nurikabe.generate.answer import MAZE_ISLAND, ring_table, walls_stay_joined

from ..puzzle import Puzzle, make_puzzle
from ..rules import neighbour_table

SPOTS = 4
"""Cells tried for the clue of a grown island (old clue cells first)."""

PLATEAU = 3
"""Changes in a row kept while they leave as many cells open as before."""
SHARE = 0.4
"""The share of island cells growth reaches (at least)."""
ONES = 3
"""Changes at the 1s come first while at least 1/ONES of the islands are 1s."""
POLISH_SPOTS = 2
"""Cells a polish tries for the clue of the island it changed (the old clue cells first):
fewer than SPOTS, for about a tenth less time at 15x15 and the same look
(docs/generation-notes.md)."""
STALL = 16
"""Changes refused in a row after which a polish (`Grower.polish`) stops: its list puts the
likeliest first, and nearly every change it keeps comes within this many tries of the last
(measured on generated boards, docs/generation-notes.md)."""
OPEN_TRIES = 12
"""Changes refused in a row after which a growth step that still has open cells gives up
(its list puts the changes at and beside the open cells first; a step of a growth that went
on to finish took fewer than 10, docs/generation-notes.md)."""

Judgement = Callable[[Puzzle, list[int]], list[int] | None]
"""The cells a puzzle (with its answer) leaves undecided; None when it is refused outright."""

Change = Callable[[int], list[int] | None]
"""Changes the answer at a cell; the clue cells to try for the island changed ([]: no clue
moves; None: the change is not allowed there)."""


class Growth:
    """An answer (island number per cell, -1 for walls), its clue cells and island sizes, and
    the cells the judge still leaves open."""

    def __init__(self, rows: int, cols: int, answer: list[int], rng: random.Random) -> None:
        self.rows, self.cols, self.rng = rows, cols, rng
        self.nbs, self.rings = neighbour_table(rows, cols), ring_table(rows, cols)
        self.answer = answer
        self.spot: dict[int, int] = {}
        self.sizes: dict[int, int] = {}
        for i, k in enumerate(answer):
            if k >= 0:
                self.sizes[k] = self.sizes.get(k, 0) + 1
                self.spot.setdefault(k, i)
        for k in self.spot:
            self.spot[k] = rng.choice(self.cells(k))
        self.walls = answer.count(-1)
        self.open: list[int] = list(range(len(answer)))
        self.fresh = max(answer) + 1
        self.level = 0

    def cells(self, k: int) -> list[int]:
        """The cells of island k."""
        return [i for i, a in enumerate(self.answer) if a == k]

    def puzzle(self) -> Puzzle:
        """The puzzle these clues make."""
        cols = self.cols
        clues = [(*divmod(i, cols), self.sizes[k]) for k, i in self.spot.items()]
        return make_puzzle(self.rows, cols, clues)

    def share(self) -> float:
        """The share of island cells."""
        return 1 - self.walls / len(self.answer)

    def ones(self) -> int:
        """How many islands have one cell."""
        return sum(1 for n in self.sizes.values() if n == 1)

    def judge(self, judgement: Judgement) -> bool:
        """Judge the current clues; True (and remember the open cells) unless refused."""
        left = judgement(self.puzzle(), self.answer)
        if left is None:
            return False
        self.open = left
        return True

    def attempt(
        self, change: Change, cell: int, judgement: Judgement, spots_tried: int = SPOTS
    ) -> bool:
        """Make `change` at `cell` with each clue cell it offers in turn (the first
        `spots_tried`); keep the first the judge leaves no more cells open with, else undo."""
        old = (self.answer.copy(), self.spot.copy(), self.sizes.copy(), self.walls)
        spots = self.make(change, cell)
        if spots is not None:
            for spot in list(dict.fromkeys(spots))[:spots_tried] or [-1]:
                if not self.place(spot):
                    continue
                left = judgement(self.puzzle(), self.answer)
                if left is not None and self.better(left):
                    self.open = left
                    return True
        self.answer, self.spot, self.sizes, self.walls = old
        return False

    def make(self, change: Change, cell: int) -> list[int] | None:
        """Make `change` at `cell`: the clue cells to try (mirror.py makes it twice)."""
        return change(cell)

    def place(self, spot: int) -> bool:
        """Put the clue of `spot`'s island on `spot` (-1: no clue moves); False if it may not
        go there."""
        if spot >= 0:
            self.spot[self.answer[spot]] = spot
        return True

    def better(self, left: list[int]) -> bool:
        """True when `left` open cells are fewer than now, none, or as many while fewer than
        PLATEAU such changes were kept in a row (they may lead somewhere better)."""
        if not left or len(left) < len(self.open):
            self.level = 0
            return True
        if len(left) == len(self.open) and self.level < PLATEAU:
            self.level += 1
            return True
        return False

    def open_wall(self, cell: int) -> list[int] | None:
        """Turn wall `cell` into island, joining the islands beside it (or a new 1) when the
        walls stay joined; the clue cells to try."""
        answer = self.answer
        if answer[cell] >= 0 or not self.joined_without(cell):
            return None
        near = sorted({answer[j] for j in self.nbs[cell] if answer[j] >= 0})
        if not near:
            self.new_one(cell)
            return [cell]
        keep, spots = near[0], [self.spot[k] for k in near]
        for k in near[1:]:
            for i in self.cells(k):
                answer[i] = keep
            del self.spot[k]
            self.sizes[keep] += self.sizes.pop(k)
        answer[cell] = keep
        self.sizes[keep] += 1
        self.walls -= 1
        others = self.cells(keep)
        self.rng.shuffle(others)
        return [*spots, cell, *others]

    def new_one(self, cell: int) -> int:
        """A new island of one cell at wall `cell`: its number."""
        k, self.fresh = self.fresh, self.fresh + 1
        self.answer[cell], self.spot[k], self.sizes[k] = k, cell, 1
        self.walls -= 1
        return k

    def close_one(self, cell: int) -> list[int] | None:
        """Turn the island of one cell at `cell` into wall when that makes no 2x2 pool."""
        k = self.answer[cell]
        if k < 0 or self.sizes[k] != 1 or self.pools_with(cell):
            return None
        self.answer[cell] = -1
        del self.spot[k], self.sizes[k]
        self.walls += 1
        return []

    def move_clue(self, cell: int) -> list[int] | None:
        """Move the clue of the island at `cell` there."""
        k = self.answer[cell]
        return None if k < 0 or self.spot[k] == cell else [cell]

    def redraw(self, cells: list[int]) -> bool:
        """Turn the islands at and beside `cells` back into walls and break the 2x2 blocks of
        walls this makes with new islands of MAZE_ISLAND's sizes, as the maze does (a block no
        new island can break frees the old islands beside it too); False if one still cannot
        be broken."""
        nbs, first = self.nbs, self.fresh
        todo = self.rng_blocks(self.free({j for i in cells for j in (i, *nbs[i])}, first))
        while todo:
            block = todo.pop()
            if any(self.answer[i] >= 0 for i in block) or self.break_block(block, first):
                continue
            around = {j for i in block for j in nbs[i]}
            freed = self.free(around, first)
            if not freed:
                return False
            todo = [*self.rng_blocks(freed), *todo, block]
        return self.clue_new(first)

    def clue_new(self, first: int) -> bool:
        """Put the clue of each island made by a redraw (numbered `first` on) on one of its
        cells at random; False if that cannot be (mirror.py)."""
        for k in range(first, self.fresh):
            if k in self.sizes:
                self.spot[k] = self.rng.choice(self.cells(k))
        return True

    def free(self, cells: set[int], first: int) -> list[int]:
        """Turn the islands older than `first` at `cells` into walls: their cells."""
        answer = self.answer
        gone = {answer[i] for i in cells if 0 <= answer[i] < first}
        freed = [i for i, k in enumerate(answer) if k in gone]
        for i in freed:
            answer[i] = -1
        for k in gone:
            del self.spot[k], self.sizes[k]
        self.walls += len(freed)
        return freed

    def rng_blocks(self, cells: list[int]) -> list[tuple[int, int, int, int]]:
        """The 2x2 blocks holding any of `cells`, in random order."""
        cols, found = self.cols, set()
        for cell in cells:
            r, c = divmod(cell, cols)
            for top in (r - 1, r):
                for left in (c - 1, c):
                    if 0 <= top < self.rows - 1 and 0 <= left < cols - 1:
                        found.add(top * cols + left)
        order = sorted(found)
        self.rng.shuffle(order)
        return [(i, i + 1, i + cols, i + cols + 1) for i in order]

    def break_block(self, block: tuple[int, int, int, int], first: int) -> bool:
        """Turn a cell of an all-wall block to island (`breakers`), the walls joined; False if
        none may."""
        for cell in self.breakers(block, first):
            if self.joined_without(cell):
                self.open_new(cell)
                return True
        return False

    def breakers(self, block: tuple[int, int, int, int], first: int) -> list[int]:
        """The block's cells that touch only islands made by this redraw (numbered `first`
        on), those that make an island nearest a size drawn from MAZE_ISLAND first (ties in
        random order)."""
        answer, nbs = self.answer, self.nbs
        aim = self.rng.choice(MAZE_ISLAND)
        found = []
        for cell in self.rng.sample(block, 4):
            near = {answer[j] for j in nbs[cell] if answer[j] >= 0}
            if all(k >= first for k in near):
                found.append((abs(1 + sum(self.sizes[k] for k in near) - aim), cell))
        return [cell for _, cell in sorted(found, key=lambda miss_cell: miss_cell[0])]

    def open_new(self, cell: int) -> int:
        """Turn wall `cell` into a new island joined with the islands beside it: its number."""
        answer = self.answer
        joined = sorted({answer[j] for j in self.nbs[cell] if answer[j] >= 0})
        k = self.new_one(cell)
        for other in joined:
            for i in self.cells(other):
                answer[i] = k
            self.sizes[k] += self.sizes.pop(other)
            del self.spot[other]
        return k

    def joined_without(self, cell: int) -> bool:
        """True when the walls stay joined once wall `cell` turns to island."""
        wall = [a < 0 for a in self.answer]
        return walls_stay_joined(cell, wall, self.nbs, self.walls, self.rings)

    def pools_with(self, cell: int) -> bool:
        """True when wall at `cell` would complete a 2x2 block of walls."""
        cols, answer = self.cols, self.answer
        r, c = divmod(cell, cols)
        for top in (r - 1, r):
            for left in (c - 1, c):
                if 0 <= top < self.rows - 1 and 0 <= left < cols - 1:
                    i = top * cols + left
                    block = (i, i + 1, i + cols, i + cols + 1)
                    if all(answer[j] < 0 for j in block if j != cell):
                        return True
        return False


class Grower:
    """Changes one Growth under a budget of changes tried (never the clock)."""

    def __init__(self, growth: Growth, cap: int, budget: int, cancel: CancelToken | None):
        self.growth, self.cap, self.budget, self.cancel = growth, cap, budget, cancel

    def step(self, judgement: Judgement, moves: bool = False) -> bool:
        """Make one change the judgement allows (`moves`: clue moves first); False when none
        can or the budget is spent."""
        changes = self.changes()
        if moves:
            growth = self.growth
            islands = [i for i, a in enumerate(growth.answer) if a >= 0]
            changes = [(growth.move_clue, i) for i in self.rng_cells(islands)] + changes
        limit = OPEN_TRIES if self.growth.open else len(changes)
        for change, cell in changes[:limit]:
            if self.cancel is not None:
                self.cancel.raise_if_cancelled()
            self.budget -= 1
            if self.budget < 0:
                return False
            if self.growth.attempt(change, cell, judgement):
                return True
        return False

    def until(self, judgement: Judgement, done: Callable[[Growth], bool]) -> bool:
        """Make changes the judgement allows until `done`; False when stuck first. Stuck with
        cells open, the islands there are drawn again as the maze's (`Growth.redraw`) and the
        judge's new count taken as it is: a stalled spot costs a redraw (one change of the
        budget), not the whole growth, whose chance to settle every spot at once would fall
        with the board's area (docs/nurikabe-generation.md)."""
        while not done(self.growth):
            if self.step(judgement):
                continue
            growth = self.growth
            self.budget -= 1
            if not growth.open or self.budget < 0:
                return False
            if not growth.redraw(growth.open) or not growth.judge(judgement):
                return False
        return True

    def polish(self, judgement: Judgement, done: Callable[[Growth], bool]) -> None:
        """Grow or join the 1s and 2s of a board the judgement accepts (no cell left open),
        one change at a time, each kept only while it still accepts it, until `done`, or
        STALL changes in a row were refused, or the budget is spent. Only walls beside a 1
        or 2 are opened, the most hemmed first (`hemmed`): the share of island cells only
        grows. Closing a 1, which growth also tries, is not: on grown boards the judge
        (nearly) never kept it (docs/generation-notes.md)."""
        growth = self.growth
        while not done(growth):
            answer, sizes, nbs = growth.answer, growth.sizes, growth.nbs
            walls = [
                i
                for i, a in enumerate(answer)
                if a < 0 and any(answer[j] >= 0 and sizes[answer[j]] <= 2 for j in nbs[i])
            ]
            walls = [i for i in sorted(self.rng_cells(walls), key=self.hemmed) if self.may_open(i)]
            for cell in walls[:STALL]:
                if self.cancel is not None:
                    self.cancel.raise_if_cancelled()
                self.budget -= 1
                if self.budget < 0:
                    return
                if growth.attempt(growth.open_wall, cell, judgement, POLISH_SPOTS):
                    break
            else:
                return

    def hemmed(self, cell: int) -> tuple[int, bool]:
        """How freely wall `cell` lies: its wall neighbours, then whether it is off the edge.
        The judge keeps a polish's change at a hemmed wall far more often (an island grown
        there reaches few new cells; docs/generation-notes.md), so those come first."""
        growth = self.growth
        r, c = divmod(cell, growth.cols)
        inside = 0 < r < growth.rows - 1 and 0 < c < growth.cols - 1
        return sum(1 for j in growth.nbs[cell] if growth.answer[j] < 0), inside

    def changes(self) -> list[tuple[Change, int]]:
        """The changes worth trying, most useful first: at and beside the open cells, then at
        the 1s while they are a third of the clues, then growth anywhere; once the islands
        cover SHARE with nothing open, only changes at the 1s and growth of 1s and 2s (what a
        dull board lacks)."""
        growth, rng = self.growth, self.rng_cells
        answer, nbs = growth.answer, growth.nbs
        found: list[tuple[Change, int]] = []
        for i in rng(growth.open):
            if answer[i] >= 0:
                found.append((growth.move_clue, i))
            elif self.may_open(i):
                found.append((growth.open_wall, i))
        near_open = {j for i in growth.open for j in nbs[i]}
        found += [(growth.open_wall, i) for i in rng(near_open) if self.may_open(i)]
        grown = not growth.open and growth.share() >= SHARE
        if grown or ONES * growth.ones() >= len(growth.sizes):
            ones = [growth.spot[k] for k, n in growth.sizes.items() if n == 1]
            found += [(growth.close_one, i) for i in rng(ones)]
            beside = {j for i in ones for j in nbs[i]}
            found += [(growth.open_wall, i) for i in rng(beside) if self.may_open(i)]
        walls = [i for i, a in enumerate(answer) if a < 0]
        if grown:
            sizes = growth.sizes
            walls = [
                i for i in walls if any(answer[j] >= 0 and sizes[answer[j]] <= 2 for j in nbs[i])
            ]
        found += [(growth.open_wall, i) for i in rng(walls) if self.may_open(i, True)]
        return list(dict.fromkeys(found))

    def may_open(self, cell: int, beside: bool = False) -> bool:
        """True when wall `cell` may turn to island without an island larger than the cap
        (`beside`: and it touches an island)."""
        answer, growth = self.growth.answer, self.growth
        if answer[cell] >= 0:
            return False
        near = {answer[j] for j in growth.nbs[cell] if answer[j] >= 0}
        return (bool(near) or not beside) and 1 + sum(growth.sizes[k] for k in near) <= self.cap

    def rng_cells(self, cells: list[int] | set[int]) -> list[int]:
        """The cells in random order (sorted first, so the order depends on the seed only)."""
        order = sorted(cells)
        self.growth.rng.shuffle(order)
        return order

"""The seed's own Nurikabe search (TP3 "Resolviendo un Nurikabe", seeds/002_c107fa48a0443fc6.txt).

Cell-by-cell backtracking in reading order, as in the seed's `resolver_nurikabe`: every cell
starts white (island); at each cell the search first paints it black (wall), goes on to the next
cell only when no 2x2 block of walls appears and no island has become smaller than it needs,
then paints it white again and goes on. When every cell has been visited the grid is checked
(islands of the right size with one number each, walls joined, no 2x2 block) and kept if valid.
Before searching, cells are pre-painted as the seed does: the neighbours of every 1, every cell
touching two numbers, and every lone blank cell walled in on all sides (an island of one dot
without a number), repeated until nothing changes.

- `seed`: exactly that. "An island smaller than it needs" is read as: a group of non-wall cells
  (blank cells count as white until painted) holding fewer cells than the sum of its numbers.
- `seed-closed`: the same search, also pruning on what the cells already visited break: a group
  of visited white cells with two numbers or more cells than its number, a group of non-wall
  cells with no number that holds a visited white cell, and walls that can no longer be joined
  through walls and unvisited cells (the seed only checks these once the grid is full).

Cost: O(2^free cells) in the worst case, as in the seed; a node costs O(1) for the 2x2 test and
O(cells) for the island test (`seed-closed`: three O(cells) sweeps).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

from puzzlegui.core.cancel import Budget, strategy_solver

from .puzzle import Mark, Puzzle, State, state_from_marks

STRATEGIES: tuple[str, ...] = ("seed", "seed-closed")
"""`seed`: the seed's backtracking and prunings; `seed-closed`: plus rules the visited cells
already break."""

WHITE, WALL = 0, 1


class SeedSearch:
    """The seed's backtracking on one puzzle; `grid` holds WHITE or WALL per flat cell."""

    def __init__(self, puzzle: Puzzle, budget: Budget, closed: bool) -> None:
        self.rows, self.cols = puzzle.rows, puzzle.cols
        self.size = puzzle.rows * puzzle.cols
        self.nbs = puzzle.neighbours
        self.budget = budget
        self.closed = closed
        self.clue = [0] * self.size
        for r, c, n in puzzle.clues:
            self.clue[r * self.cols + c] = n
        self.grid = [WHITE] * self.size
        self.prepaint()
        self.free = [i for i in range(self.size) if not self.clue[i] and self.grid[i] == WHITE]
        # the place of each cell in the visiting order; -1: decided before the search
        self.order = [-1] * self.size
        for k, i in enumerate(self.free):
            self.order[i] = k
        self.mark = [0] * self.size
        self.stamp = 0

    def prepaint(self) -> None:
        """The seed's pre-painting: around 1s, between two numbers, lone blank cells."""
        for i in range(self.size):
            if self.clue[i]:
                continue
            near = [self.clue[j] for j in self.nbs[i] if self.clue[j]]
            if 1 in near or len(near) >= 2:
                self.grid[i] = WALL
        changed = True
        while changed:
            changed = False
            for i in range(self.size):
                lone = all(self.grid[j] == WALL for j in self.nbs[i])
                if not self.clue[i] and self.grid[i] == WHITE and lone:
                    self.grid[i] = WALL
                    changed = True

    def solutions(self) -> Iterator[list[int]]:
        """Every valid grid the backtracking reaches, in its order: each free cell wall first,
        then white (the seed's order), on an explicit stack rather than one Python frame per
        cell, so a 60x60 board (3 000 levels) needs no recursion."""
        n = len(self.free)
        tried = [0] * n  # per level: 0 nothing yet, 1 wall tried, 2 white tried
        k = 0
        while k >= 0:
            if k == n:
                self.budget.tick()
                if self.valid():
                    yield self.grid.copy()
                k -= 1
                continue
            step, cell = tried[k], self.free[k]
            if step == 0:
                self.budget.tick()
                tried[k] = 1
                self.grid[cell] = WALL
                if self.wall_allowed(cell) and (not self.closed or self.consistent(k)):
                    k += 1
                    continue
            if step <= 1:
                tried[k] = 2
                self.grid[cell] = WHITE
                if not self.closed or self.consistent(k):
                    k += 1
                    continue
            tried[k] = 0
            k -= 1

    def wall_allowed(self, cell: int) -> bool:
        """No 2x2 block of walls through `cell`, no island around it too small."""
        return not self.pool_at(cell) and all(
            self.room(j)[0] >= self.room(j)[1] for j in self.nbs[cell] if self.grid[j] == WHITE
        )

    def pool_at(self, cell: int) -> bool:
        """True when `cell` is in a 2x2 block of walls."""
        r, c = divmod(cell, self.cols)
        for dr in (-1, 0):
            for dc in (-1, 0):
                top, left = r + dr, c + dc
                if 0 <= top < self.rows - 1 and 0 <= left < self.cols - 1:
                    i = top * self.cols + left
                    block = (i, i + 1, i + self.cols, i + self.cols + 1)
                    if all(self.grid[b] == WALL for b in block):
                        return True
        return False

    def room(self, start: int) -> tuple[int, int]:
        """(cells, sum of numbers) of the group of non-wall cells through `start`."""
        group = self.group(start, lambda j: self.grid[j] == WHITE)
        return len(group), sum(self.clue[j] for j in group)

    def group(self, start: int, member: Callable[[int], bool]) -> list[int]:
        """The cells joined to `start` through cells where `member(cell)` holds."""
        self.stamp += 1
        stamp, mark, nbs = self.stamp, self.mark, self.nbs
        mark[start] = stamp
        group = [start]
        for i in group:
            for j in nbs[i]:
                if mark[j] != stamp and member(j):
                    mark[j] = stamp
                    group.append(j)
        return group

    def consistent(self, k: int) -> bool:
        """`seed-closed`: cells up to the k-th free one are final; nothing they break."""
        done = [self.order[i] <= k for i in range(self.size)]
        return self.regions_fine(done) and self.islands_fine(done) and self.walls_joinable(done)

    def regions_fine(self, done: list[bool]) -> bool:
        """Each group of non-wall cells is large enough, and one with no number holds no
        visited white cell (it must all turn to wall)."""
        seen = [False] * self.size
        for i in range(self.size):
            if self.grid[i] == WALL or seen[i]:
                continue
            group = self.group(i, lambda j: self.grid[j] == WHITE)
            need = sum(self.clue[j] for j in group)
            for j in group:
                seen[j] = True
            if len(group) < need or (need == 0 and any(done[j] for j in group)):
                return False
        return True

    def islands_fine(self, done: list[bool]) -> bool:
        """Each group of visited white cells has at most one number and no more cells."""
        seen = [False] * self.size
        for i in range(self.size):
            if self.grid[i] == WALL or seen[i] or not done[i]:
                continue
            group = self.group(i, lambda j: self.grid[j] == WHITE and done[j])
            numbers = [self.clue[j] for j in group if self.clue[j]]
            for j in group:
                seen[j] = True
            if len(numbers) > 1 or (numbers and len(group) > numbers[0]):
                return False
        return True

    def walls_joinable(self, done: list[bool]) -> bool:
        """All walls reach each other through walls and cells not yet visited."""
        walls = [i for i in range(self.size) if self.grid[i] == WALL]
        if not walls:
            return True
        group = self.group(walls[0], lambda j: self.grid[j] == WALL or not done[j])
        return sum(1 for j in group if self.grid[j] == WALL) == len(walls)

    def valid(self) -> bool:
        """The full grid obeys every rule (checked once per leaf, as the seed does)."""
        seen = [False] * self.size
        for i in range(self.size):
            if self.grid[i] == WALL or seen[i]:
                continue
            group = self.group(i, lambda j: self.grid[j] == WHITE)
            numbers = [self.clue[j] for j in group if self.clue[j]]
            for j in group:
                seen[j] = True
            if len(numbers) != 1 or len(group) != numbers[0]:
                return False
        every = [True] * self.size
        blocks = any(self.pool_at(i) for i in range(self.size) if self.grid[i] == WALL)
        return not blocks and self.walls_joinable(every)


def to_state(puzzle: Puzzle, grid: list[int]) -> State:
    """A solved grid -> the player's State (walls and dots)."""
    return state_from_marks(puzzle, [Mark.WALL if x == WALL else Mark.DOT for x in grid])


def searched(name: str, puzzle: Puzzle, budget: Budget) -> Iterator[State]:
    """The solutions the named search finds (nodes: cells visited)."""
    engine = SeedSearch(puzzle, budget, closed=name == "seed-closed")
    for grid in engine.solutions():
        yield to_state(puzzle, grid)


solve_strategy = strategy_solver(STRATEGIES, searched)

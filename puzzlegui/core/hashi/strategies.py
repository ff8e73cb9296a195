"""The seed's own Hashiwokakero search (UNED 2009-10, seeds/000_05f8e0adfdef7c0d.txt), selectable.

Backtracking ("vuelta atrás") that lays one bridge per node from a candidate island, with the
seed's prunings and heuristics:

- initially valid: the numbers add up to an even total;
- partially valid: every island's remaining number fits the bridges its neighbours can still take;
- potentially connected: a breadth-first search from each exhausted island over links that are
  built or still possible must reach an island that still needs bridges (or everything);
- the treatment of "lucky" islands (afortunadas), before and during the search: an island whose
  remaining number equals what its neighbours can take lays all of it; a "semi-lucky" one (one
  bridge short of that, e.g. a 3 with two neighbours) lays all but one, i.e. at least one bridge
  less than full to each neighbour;
- candidates: islands with a bridge and more to lay, those that can only add doubles moved to the
  end; neighbours with no other way out first, then neighbours not yet joined (single bridges
  before doubles); children sorted by their candidate count, fewest first;
- restart: every ten nodes the search checks its progress (islands still needing bridges); with
  none, it moves on to the next completion of the initial board, as the seed does. After a full
  round of completions it searches without restarts, so the count of solutions stays exact.

We add a set of positions already seen (the same bridges laid in another order). Cost:
exponential in the worst case, as the seed says; each node costs O(islands + links).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterator

from puzzlegui.core.cancel import Budget, strategy_solver

from .puzzle import Puzzle, State

STRATEGIES: tuple[str, ...] = ("seed", "seed-plain")
"""`seed`: the seed's search with lucky islands and restarts; `seed-plain`: without either."""

Position = tuple[int, ...]
"""Bridges per link."""


class SeedSearch:
    """The seed's backtracking on one puzzle."""

    def __init__(self, puzzle: Puzzle, budget: Budget, lucky: bool, restarts: bool) -> None:
        self.puzzle = puzzle
        self.budget = budget
        self.lucky = lucky
        self.restarts = restarts
        self.ends = puzzle.links
        self.at = puzzle.island_links
        self.seen: set[Position] = set()

    def left(self, pos: Position) -> list[int]:
        """What each island still needs."""
        left = list(self.puzzle.numbers)
        for k, (a, b) in enumerate(self.ends):
            left[a] -= pos[k]
            left[b] -= pos[k]
        return left

    def room(self, pos: Position, left: list[int], k: int) -> int:
        """More bridges link k can take now."""
        if any(pos[o] for o in self.puzzle.crossings[k]):
            return 0
        a, b = self.ends[k]
        return max(0, min(2 - pos[k], left[a], left[b]))

    def partially_valid(self, pos: Position, left: list[int]) -> bool:
        """Every island's remaining number fits its neighbours' room."""
        for i, need in enumerate(left):
            if need < 0 or need > sum(self.room(pos, left, k) for k in self.at[i]):
                return False
        return True

    def potentially_connected(self, pos: Position, left: list[int]) -> bool:
        """From every exhausted island, a built or possible path reaches a needy island."""
        total = len(left)
        seen = [False] * total
        for start in range(total):
            if seen[start] or left[start]:
                continue
            group, queue, needy = [start], deque([start]), False
            seen[start] = True
            while queue:
                i = queue.popleft()
                needy |= left[i] > 0
                for k in self.at[i]:
                    a, b = self.ends[k]
                    j = b if a == i else a
                    if not seen[j] and (pos[k] or self.room(pos, left, k)):
                        seen[j] = True
                        group.append(j)
                        queue.append(j)
            if not needy and len(group) < total:
                return False
        return True

    def treat(self, pos: Position) -> Position | None:
        """Lay the bridges of lucky and semi-lucky islands until none is left; None if dead."""
        bridges = list(pos)
        changed = True
        while changed:
            changed = False
            state = tuple(bridges)
            left = self.left(state)
            for i, need in enumerate(left):
                if need <= 0:
                    continue
                rooms = [(k, self.room(state, left, k)) for k in self.at[i]]
                capacity = sum(r for _, r in rooms)
                if need > capacity:
                    return None
                if need >= capacity - 1:
                    for k, r in rooms:
                        add = r if need == capacity else r - 1
                        if add > 0:
                            bridges[k] += add
                            changed = True
                if changed:
                    break
        return tuple(bridges)

    def candidates(self, pos: Position, left: list[int]) -> list[int]:
        """Islands with a bridge and more to lay; those that can only double go last."""
        built = [False] * len(left)
        for k, (a, b) in enumerate(self.ends):
            if pos[k]:
                built[a] = built[b] = True
        found = [i for i, need in enumerate(left) if need > 0 and built[i]]
        return sorted(found, key=lambda i: self.only_doubles(pos, i))

    def only_doubles(self, pos: Position, i: int) -> bool:
        """True when every open link of island i already holds a bridge."""
        return all(pos[k] for k in self.at[i] if pos[k] < 2)

    def children(self, pos: Position) -> list[Position]:
        """Each way to lay one more bridge from the first candidate, in the seed's order."""
        left = self.left(pos)
        found = self.candidates(pos, left)
        island = found[0] if found else next(i for i, need in enumerate(left) if need > 0)
        links = [k for k in self.at[island] if self.room(pos, left, k)]

        def order(k: int) -> tuple[bool, bool]:
            a, b = self.ends[k]
            j = b if a == island else a
            alone = sum(1 for o in self.at[j] if self.room(pos, left, o)) == 1
            return (not alone, pos[k] > 0)

        kids = []
        for k in sorted(links, key=order):
            child = list(pos)
            child[k] += 1
            kids.append(tuple(child))
        return sorted(kids, key=lambda c: len(self.candidates(c, self.left(c))))

    def settle(self, pos: Position) -> Position | None:
        """The position after the treatment, if it passes the prunings and is new."""
        if self.lucky:
            treated = self.treat(pos)
            if treated is None:
                return None
            pos = treated
        if pos in self.seen:
            return None
        self.seen.add(pos)
        left = self.left(pos)
        if not self.partially_valid(pos, left) or not self.potentially_connected(pos, left):
            return None
        return pos

    def dfs(self, start: Position, restart: bool) -> Iterator[Position]:
        """Depth-first from `start`; stops early (restart) when ten nodes bring no progress."""
        stack = [start]
        nodes, bound = 0, sum(1 for n in self.left(start) if n > 0)
        while stack:
            pos = stack.pop()
            self.budget.tick()
            nodes += 1
            left = self.left(pos)
            if not any(left):
                yield pos
                continue
            if restart and nodes % 10 == 0:
                needy = sum(1 for n in left if n > 0)
                if needy >= bound:
                    return
                bound = needy
            for child in reversed(self.children(pos)):
                settled = self.settle(child)
                if settled is not None:
                    stack.append(settled)

    def solutions(self) -> Iterator[Position]:
        """Every solution once: restarted runs over the initial completions, then a full search."""
        self.budget.check()
        if sum(self.puzzle.numbers) % 2:
            return
        root = self.settle((0,) * len(self.ends))
        if root is None:
            return
        found: set[Position] = set()
        if self.restarts and any(self.left(root)):
            for child in self.children(root):
                self.seen = {root}
                settled = self.settle(child)
                for pos in self.dfs(settled, True) if settled is not None else ():
                    if pos not in found:
                        found.add(pos)
                        yield pos
        self.seen = {root}
        for pos in self.dfs(root, False):
            if pos not in found:
                found.add(pos)
                yield pos


def searched(name: str, puzzle: Puzzle, budget: Budget) -> Iterator[State]:
    """The solutions the named search finds."""
    seed = name == "seed"
    engine = SeedSearch(puzzle, budget, lucky=seed, restarts=seed)
    for pos in engine.solutions():
        yield State(puzzle, pos)


solve_strategy = strategy_solver(STRATEGIES, searched)

"""The hint walk's grade (hints.walk_grade) of a puzzle with one solution, found without rescanning
the board for every step.

hints.walk_grade presses Hint from the empty board until it is solved: each hint rebuilds the
domains from the player's bridges and markers (what a step narrowed without a move, a single
bridge capped at one, is lost) and takes the ladder's easiest step, the first by island or link
order, again and again until one gives a move. Each step is a scan of every island and link from
the start, so a grade costs O(steps x links), and a dense board re-derives the same silent
steps (mostly "island finished" capping single bridges) for every hint.

This walk takes the very same steps in the same order, so the hints, their levels and their
count are the same: the domains are kept in one list, the links a hint's chain narrowed are set
back to what the new bridges and markers give (as `hints.domains` would rebuild them), and the
first step of an island rule (or a crossing) is found from a heap of the islands (links) whose
links changed since they were last found without a step: an island's step reads its own links
only, a crossing its link and the links crossing it. The levels that read the whole board
(isolation, connection, trial) are asked of ladder.py with the same domains, as the hint does.

It needs the puzzle's one solution only when the ladder is stuck, where the hint takes a bridge
from the solution; on a puzzle that has no solution or several (where the hints' answer
depends on how long their solve runs), it returns hints.walk_grade's own answer.
Cost: O(links touched) per step, plus one scan per step of levels 3-5.
"""

from __future__ import annotations

from collections.abc import Iterator
from heapq import heappop, heappush

from puzzlegui.core.cancel import CancelToken
from puzzlegui.core.model import Grade, SolveStatus

from .deduce import HIGH, LOW, Network, range_mask
from .engine import SIZE
from .ladder import LEVELS, Step, cut_steps, island_step, isolation_steps, trial_steps
from .puzzle import Puzzle, State
from .rules import is_solved
from .solver import solve

ISLAND_LEVELS = (1, 2, 3)
"""The levels with an island rule (ladder.island_step): found from a heap each."""


class _Queue:
    """Items (islands or links) that may have a step, smallest first; one absent has none
    until something it reads changes."""

    def __init__(self, size: int) -> None:
        self.heap = list(range(size))
        self.queued = [True] * size

    def push(self, item: int) -> None:
        if not self.queued[item]:
            self.queued[item] = True
            heappush(self.heap, item)

    def drop(self) -> None:
        """Take away the smallest item: it has no step."""
        self.queued[heappop(self.heap)] = False


class _Walk:
    """The hint walk's domains, bridges and markers, and the queues of possible steps."""

    def __init__(self, net: Network, dom: list[int] | None = None) -> None:
        self.net = net
        self.initial = net.initial()
        self.dom = list(self.initial) if dom is None else dom
        self.bridges = [0] * len(self.dom)
        self.marks = [False] * len(self.dom)
        self.totals = [0] * len(net.need)
        self.open = sum(1 for n in net.need if n)  # islands short of their number
        self.islands = {level: _Queue(len(net.need)) for level in ISLAND_LEVELS}
        self.sure = _Queue(len(self.dom))
        self.narrowed: set[int] = set()

    def set(self, k: int, mask: int) -> None:
        """Give link k the domain `mask` and queue every step that reads it."""
        if self.dom[k] == mask:
            return
        self.dom[k] = mask
        for i in self.net.ends[k]:
            for queue in self.islands.values():
                queue.push(i)
        self.sure.push(k)
        for other in self.net.cross[k]:
            self.sure.push(other)

    def chain(self) -> tuple[int, list[tuple[int, int]]] | None:
        """hints.deduced from here: the hardest level of the steps up to the first that gives
        a move, and its moves (link, count; -1 for a marker); None if the ladder is stuck."""
        hardest = 1
        for step in self.easiest(len(LEVELS) - 1):
            hardest = max(hardest, step.level)
            for k, mask in step.masks.items():
                self.narrowed.add(k)
                self.set(k, mask)
            moves = self.moves(step.masks)
            if moves:
                return hardest, moves
        return None

    def easiest(self, ceiling: int) -> Iterator[Step]:
        """The ladder's steps up to `ceiling`, each the first of the easiest level that has one
        in the domains as the caller leaves them after the step before."""
        level = 1
        while level <= ceiling:
            step = self.first(level)
            if step is None:
                level += 1
                continue
            yield step
            level = 1

    def first(self, level: int) -> Step | None:
        """The first step of `level` (ladder.steps_at) in the current domains."""
        if level == 1:
            return self.crossing() or self.island(1)
        if level == 2:
            return self.island(2)
        if level == 3:
            return self.island(3) or next(isolation_steps(self.net, self.dom), None)
        finder = cut_steps if level == 4 else trial_steps
        return next(finder(self.net, self.dom), None)

    def crossing(self) -> Step | None:
        """ladder.crossing_steps' first: the first sure bridge (by link) with a crossing link
        not yet empty, and the first such link."""
        dom, queue = self.dom, self.sure
        while queue.heap:
            k = queue.heap[0]
            if LOW[dom[k]]:
                for other in self.net.cross[k]:
                    if dom[other] != 1:
                        return Step(1, "crossing", {other: 1}, links=(k, other))
            queue.drop()
        return None

    def island(self, level: int) -> Step | None:
        """ladder.island_steps' first at `level`: the first island (by index) with one."""
        net, dom, queue = self.net, self.dom, self.islands[level]
        while queue.heap:
            i = queue.heap[0]
            low = high = 0
            for k in net.at[i]:
                low += LOW[dom[k]]
                high += HIGH[dom[k]]
            if low != high and low <= net.need[i] <= high:
                step = island_step(net, dom, i, low, high, level)
                if step is not None:
                    return step
            queue.drop()
        return None

    def moves(self, masks: dict[int, int]) -> list[tuple[int, int]]:
        """hints._moves: a count above the player's bridges, or a marker on an empty link."""
        moves = []
        for k in masks:
            d = self.dom[k]
            if LOW[d] > self.bridges[k]:
                moves.append((k, LOW[d]))
            elif d == 1 and self.bridges[k] == 0 and not self.marks[k]:
                moves.append((k, -1))
        return moves

    def play(self, moves: list[tuple[int, int]]) -> None:
        """Apply a hint's moves, then set every link its chain narrowed back to the domain
        the bridges and markers give (hints.domains)."""
        for k, count in moves:
            self.narrowed.add(k)
            if count < 0:
                self.marks[k] = not self.marks[k]
            else:
                self.bridge(k, count)
        for k in self.narrowed:
            self.set(k, self.base(k))
        self.narrowed.clear()

    def bridge(self, k: int, count: int) -> None:
        for i in self.net.ends[k]:
            was = self.totals[i] == self.net.need[i]
            self.totals[i] += count - self.bridges[k]
            self.open += was - (self.totals[i] == self.net.need[i])
        self.bridges[k] = count

    def base(self, k: int) -> int:
        """Link k's domain from the player's bridges and markers alone (hints.domains)."""
        count = self.bridges[k]
        if self.marks[k] and count == 0:
            return 1
        return self.initial[k] & range_mask(count, 2) if count else self.initial[k]


def ladder_walk(net: Network, ceiling: int) -> tuple[int, list[int]]:
    """ladder.ladder_walk(net, ceiling): the same steps in the same order (each the first of
    the easiest level that has one), found from the heaps."""
    walk, hardest = _Walk(net), 1
    for step in walk.easiest(ceiling):
        hardest = max(hardest, step.level)
        for k, mask in step.masks.items():
            walk.set(k, mask)
    return hardest, walk.dom


def hardest_level(net: Network, ceiling: int = len(LEVELS) - 1) -> int:
    """ladder.hardest_level(net, ceiling), from `ladder_walk` above."""
    hardest, dom = ladder_walk(net, ceiling)
    if all(SIZE[d] == 1 for d in dom):
        return hardest
    return ceiling + 1 if ceiling < len(LEVELS) - 1 else len(LEVELS)


def closure(net: Network, ceiling: int) -> tuple[int, list[int]]:
    """The ladder's steps up to `ceiling` until none is left, as `ladder_walk` takes them,
    except that the levels that scan the whole board take every step one scan finds at once:
    a trial (level 5) builds the solver's engine and propagates the whole board, and a network
    still in doubt at many places needed one scan per count; isolation (level 3) joins the
    groups of the whole board for each scan (docs/hashi-notes.md). The hardest level used and
    the domains; for the generator's repairs, whose boards `grade` then grades as the hints
    do."""
    walk = _Walk(net)
    hardest, level = 1, 1
    while level <= ceiling:
        steps = _closure_steps(walk, level)
        if not steps:
            level += 1
            continue
        hardest = max(hardest, level)
        for found in steps:
            for k, mask in found.masks.items():
                walk.set(k, walk.dom[k] & mask)  # two counts of one link ruled out
        level = 1
    return hardest, walk.dom


def _closure_steps(walk: _Walk, level: int) -> list[Step]:
    """The steps `closure` takes at `level`: the first of an island rule or a crossing, else
    every isolation step (level 3) or every trial (level 5) of one scan."""
    if level == len(LEVELS) - 1:
        return list(trial_steps(walk.net, walk.dom, narrowing=True))
    if level == 3:
        step = walk.island(3)
        return [step] if step is not None else list(isolation_steps(walk.net, walk.dom))
    step = walk.first(level)
    return [] if step is None else [step]


def grade(puzzle: Puzzle, cancel: CancelToken | None = None) -> Grade:
    """hints.walk_grade(puzzle), for a puzzle with one solution taken step by step as the
    hints take it (see the module's docstring); the walk's own answer for any other puzzle.
    The type's grade (hints.grade) is this."""
    from . import hints

    walk = _Walk(Network.of(puzzle))
    hardest, count, solution = 1, 0, None
    while walk.open:
        if cancel is not None:
            cancel.raise_if_cancelled()
        found = walk.chain()
        if found is None:  # the hint takes a bridge from the solution
            if solution is None:
                result = solve(puzzle, limit=2, cancel=cancel)
                if result.status is not SolveStatus.SOLVED or result.solution is None:
                    return hints.walk_grade(puzzle, cancel)
                solution = result.solution.bridges
            k = next(k for k, n in enumerate(solution) if n > walk.bridges[k])
            found = len(LEVELS), [(k, solution[k])]
        hardest = max(hardest, found[0])
        walk.play(found[1])
        count += 1
    state = State(puzzle, tuple(walk.bridges), frozenset(k for k, m in enumerate(walk.marks) if m))
    if not is_solved(puzzle, state):  # a step was wrong: the puzzle has no one solution
        return hints.walk_grade(puzzle, cancel)
    return Grade(hardest, LEVELS[hardest - 1], count)


def walk_from(net: Network, dom: list[int]) -> _Walk:
    """A walk over the domains `dom` (the list itself, narrowed by `_Walk.set`), every island
    and link queued: hints.deduced takes its steps from it, so that a hint's chain of silent
    steps costs the links it touches, not a scan of the board per step."""
    return _Walk(net, dom)

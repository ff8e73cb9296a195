"""The ladder's two lowest levels (island full, island spread) as a worklist, for the generator.

`ladder.ladder_walk` takes one step at a time and then scans every island and link again from the
start, as a player pressing Hint does: O(steps x links) (docs/hashi-notes.md), and the generator
walks each candidate board after every split. This walk applies the same level-1 steps
(crossing, finished, island full, every direction) from a queue of the islands whose
links changed, and scans for a level-2 step (island spread) only when level 1 is stuck, as the
ladder does; so it uses a level-2 step exactly when the step-by-step walk would, up to the order
of steps inside a level. Every step is sound, so a board this walk decides has one solution; the
generator still grades every puzzle it returns with `TYPE.grade`.

`Derivation` keeps a walk's steps so that `generate.lighten`, which changes two numbers per
try, takes again only the steps the change reaches.

Cost: O(links touched) per step plus one O(links) scan per level-2 step; a retry, O(steps
taken again).
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right, insort
from heapq import heappop, heappush

from .deduce import HIGH, LOW, Network, first_domain
from .engine import SIZE
from .ladder import island_step


def quick_walk(net: Network, ceiling: int) -> tuple[int, list[int]]:
    """ladder.ladder_walk for a ceiling of 1 or 2: the hardest level used and the domains."""
    dom = net.initial()
    hardest = 1
    islands = list(range(len(net.need)))
    sure: list[int] = []
    while True:
        _level_one(net, dom, islands, sure)
        if ceiling < 2 or not _spread_step(net, dom, islands, sure):
            return hardest, dom
        hardest = 2


def _bounds(net: Network, dom: list[int], i: int) -> tuple[int, int]:
    """The least and the most bridges island i's links can carry."""
    low = high = 0
    for k in net.at[i]:
        low += LOW[dom[k]]
        high += HIGH[dom[k]]
    return low, high


def _set(
    net: Network, dom: list[int], k: int, mask: int, islands: list[int], sure: list[int]
) -> None:
    """Narrow link k and queue its ends (and the link itself when it became a sure bridge)."""
    before = dom[k]
    dom[k] = mask
    for i in net.ends[k]:
        heappush(islands, i)
    if LOW[mask] and not LOW[before]:
        heappush(sure, k)


def _level_one(net: Network, dom: list[int], islands: list[int], sure: list[int]) -> None:
    """Level-1 steps until none is left, each time the one the ladder finds first: a crossing
    (by link order), else an island step (by island order). Only queued islands can have one:
    an island's step depends on its own links alone."""
    while sure or islands:
        if sure:
            k = sure[0]
            other = next((j for j in net.cross[k] if dom[j] != 1), -1)
            if other < 0:
                heappop(sure)
            else:
                _set(net, dom, other, 1, islands, sure)
            continue
        _take_step(net, dom, heappop(islands), 1, islands, sure)


def _spread_step(net: Network, dom: list[int], islands: list[int], sure: list[int]) -> bool:
    """Apply the first level-2 step (by island order), queueing what it touched; False if none."""
    return any(_take_step(net, dom, i, 2, islands, sure) for i in range(len(net.need)))


def _take_step(
    net: Network, dom: list[int], i: int, level: int, islands: list[int], sure: list[int]
) -> bool:
    """Apply island i's ladder step when it is of `level`, queueing what it touched."""
    low, high = _bounds(net, dom, i)
    if low == high or not low <= net.need[i] <= high:
        return False
    step = island_step(net, dom, i, low, high, level)
    if step is None:
        return False
    for k, mask in step.masks.items():
        _set(net, dom, k, mask, islands, sure)
    return True


Step = tuple[int, dict[int, int]]
"""A step of a `Derivation`: who read (an island, or ~k for the crossing of sure link k) and
the domains it gave its links."""


class Derivation:
    """A ladder walk up to `ceiling` (1 or 2) that keeps its steps, so that the same links with
    other numbers at a few islands are walked again from the steps those numbers reach (`retry`)
    instead of from the empty board.

    A step at an island reads its number and its links' domains (and writes some of them); a
    crossing reads its sure link. A retry takes the steps again in their order, but only those
    that read a changed number, or a link whose domain at that point differs from before; a
    step that now finds something else (or nothing) changes what later steps read, and so on.
    The other steps read exactly what they read before, so the whole list stays a walk of the
    new puzzle. The walk then goes on from its last domains at the islands that changed. It
    takes level-1 and level-2 steps in its own order (to a fixpoint), not quick_walk's;
    `generate.lighten` checks its result with quick_walk.
    """

    def __init__(self, net: Network, ceiling: int) -> None:
        self.net, self.ceiling = net, ceiling
        self.steps: list[Step] = []
        self.readers: list[list[int]] = [[] for _ in net.need]  # step indices by island
        self.crossers: list[list[int]] = [[] for _ in net.ends]  # crossing steps by sure link
        self.writes: list[list[int]] = [[] for _ in net.ends]  # step indices by link
        self.target: dict[int, int] = {}  # the link each crossing step empties
        self.dom = net.initial()
        self.scratch = list(self.dom)
        self._keep(self._close(net, self.dom, set(range(len(net.need))), set()))
        self.doubt = _undecided(self.dom)  # the links a retry may leave in doubt

    def decided(self) -> bool:
        return all(SIZE[d] == 1 for d in self.dom)

    def retry(self, need: list[int]) -> _Retry | None:
        """The walk of the same links with the numbers `need` if it leaves in doubt the very
        links this walk leaves in doubt (for `accept`), else None: on a decided walk, if it
        decides every link."""
        retry = _Retry(self, need)
        changed = [i for i, n in enumerate(need) if n != self.net.need[i]]
        for i in changed:
            for s in self.readers[i]:
                retry.queue(s)
            for k in self.net.at[i]:
                ends = self.net.ends[k]
                if first_domain(need, ends) != first_domain(self.net.need, ends):
                    retry.touch(k, -1)
        retry.run()
        dom = list(self.dom)
        for k in retry.touched:
            dom[k] = retry.value(k, len(self.steps))
        islands, sure = set(changed), set()
        for k in retry.touched:
            islands.update(self.net.ends[k])
            sure.add(k)
            sure.update(self.net.cross[k])
        retry.dom = dom
        retry.found = self._close(retry.net, dom, islands, sure)
        if _undecided(dom) != self.doubt:
            return None
        return retry

    def accept(self, retry: _Retry) -> None:
        """Make a `retry`'s walk this derivation's."""
        for s, masks in retry.over.items():
            reader = self.steps[s][0]
            self.steps[s] = (reader, masks)
            if not masks:  # a step that finds nothing is left out: the walk holds without it
                (self.readers[reader] if reader >= 0 else self.crossers[~reader]).remove(s)
        for k, writes in retry.writes.items():
            self.writes[k] = writes
        for k in retry.touched:
            self.writes[k] = [s for s in self.writes[k] if k in self.steps[s][1]]
        self.net, self.dom = retry.net, retry.dom
        self.doubt = _undecided(self.dom)
        self._keep(retry.found)

    def _close(self, net: Network, dom: list[int], islands: set[int], sure: set[int]) -> list[Step]:
        """Steps up to `ceiling` from the queued islands and sure links until none is left;
        the steps taken."""
        found: list[Step] = []
        island_queue, sure_queue = sorted(islands), sorted(sure)
        while island_queue or sure_queue:
            if sure_queue:
                k = sure_queue.pop()
                if LOW[dom[k]]:
                    for other in net.cross[k]:
                        if dom[other] != 1:
                            _write(net, dom, (~k, {other: 1}), found, island_queue, sure_queue)
                continue
            i = island_queue.pop()
            masks = self.island_masks(net, dom, i)
            if masks:
                _write(net, dom, (i, masks), found, island_queue, sure_queue)
        return found

    def island_masks(self, net: Network, dom: list[int], i: int) -> dict[int, int]:
        """The domains island i's step (level 1, else up to `ceiling`) gives; {} if none."""
        low, high = _bounds(net, dom, i)
        if low == high or not low <= net.need[i] <= high:
            return {}
        step = island_step(net, dom, i, low, high, 1)
        if step is None and self.ceiling >= 2:
            step = island_step(net, dom, i, low, high, 2)
        return {} if step is None else step.masks

    def _keep(self, found: list[Step]) -> None:
        for step in found:
            s = len(self.steps)
            self.steps.append(step)
            reader = step[0]
            if reader >= 0:
                self.readers[reader].append(s)
            else:
                self.crossers[~reader].append(s)
                (self.target[s],) = step[1]
            for k in step[1]:
                self.writes[k].append(s)


class _Retry:
    """A derivation's steps taken again for other numbers: the steps that now write something
    else (`over`, {} for none), the links whose domains changed somewhere (`touched`)."""

    def __init__(self, old: Derivation, need: list[int]) -> None:
        self.old = old
        self.net = Network(need, old.net.ends, old.net.at, old.net.cross)
        self.over: dict[int, dict[int, int]] = {}
        self.writes: dict[int, list[int]] = {}  # a link's writing steps, where a step now writes it
        self.touched: set[int] = set()
        self.todo: list[int] = []
        self.queued: set[int] = set()
        self.dom: list[int] = []
        self.found: list[Step] = []

    def queue(self, s: int) -> None:
        if s not in self.queued:
            self.queued.add(s)
            heappush(self.todo, s)

    def masks(self, s: int) -> dict[int, int]:
        found = self.over.get(s)
        return self.old.steps[s][1] if found is None else found

    def value(self, k: int, s: int) -> int:
        """Link k's domain just before step s."""
        writes = self.writes.get(k, self.old.writes[k])
        for j in range(bisect_left(writes, s) - 1, -1, -1):
            masks = self.masks(writes[j])
            if k in masks:
                return masks[k]
        return first_domain(self.net.need, self.net.ends[k])

    def touch(self, k: int, s: int) -> None:
        """Link k's domain after step s differs from before: queue the steps that read it,
        up to its next writer."""
        self.touched.add(k)
        writes = self.writes.get(k, self.old.writes[k])
        end = len(self.old.steps)
        for w in writes[bisect_right(writes, s) :]:
            if k in self.masks(w):
                end = w
                break
        a, b = self.net.ends[k]
        for readers in (self.old.readers[a], self.old.readers[b], self.old.crossers[k]):
            for r in readers[bisect_right(readers, s) : bisect_right(readers, end)]:
                self.queue(r)

    def run(self) -> None:
        """Take every queued step again, in order."""
        while self.todo:
            s = heappop(self.todo)
            reader, _ = self.old.steps[s]
            before = self.masks(s)
            after = self.again(s, reader)
            if after == before:
                continue
            self.over[s] = after
            for k in before.keys() | after.keys():
                if k in after and k not in before:
                    writes = self.writes.setdefault(k, list(self.old.writes[k]))
                    if s not in writes:
                        insort(writes, s)
                if before.get(k) != after.get(k):
                    self.touch(k, s)

    def again(self, s: int, reader: int) -> dict[int, int]:
        """What step s writes with the domains it now reads."""
        if reader < 0:
            return {self.old.target[s]: 1} if LOW[self.value(~reader, s)] else {}
        scratch = self.old.scratch  # an island's step reads its own links only
        for k in self.net.at[reader]:
            scratch[k] = self.value(k, s)
        return self.old.island_masks(self.net, scratch, reader)


def _undecided(dom: list[int]) -> set[int]:
    return {k for k, d in enumerate(dom) if SIZE[d] != 1}


def _write(
    net: Network,
    dom: list[int],
    step: Step,
    found: list[Step],
    islands: list[int],
    sure: list[int],
) -> None:
    """Take a step of Derivation._close: its domains set, the islands and links it touched
    queued again."""
    found.append(step)
    for k, mask in step[1].items():
        dom[k] = mask
        islands.extend(net.ends[k])
        sure.append(k)
    if step[0] >= 0:
        islands.append(step[0])

"""The ladder's two lowest levels (island full, island spread) as a worklist, for the generator.

`ladder.ladder_walk` takes one step at a time and then scans every island and link again from the
start, as a player pressing Hint does: O(steps x links) (docs/hashi-notes.md), and the generator
walks each candidate board after every split. This walk applies the same level-1 steps
(crossing, finished, island full, every direction) from a queue of the islands whose
links changed, and scans for a level-2 step (island spread) only when level 1 is stuck, as the
ladder does; so it uses a level-2 step exactly when the step-by-step walk would, up to the order
of steps inside a level. Every step is sound, so a board this walk decides has one solution; the
generator still grades every puzzle it returns with `TYPE.grade`.

Cost: O(links touched) per step plus one O(links) scan per level-2 step.
"""

from __future__ import annotations

from heapq import heappop, heappush

from .deduce import HIGH, LOW, Network
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

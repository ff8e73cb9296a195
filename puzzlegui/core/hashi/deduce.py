"""Named Hashiwokakero deductions on a compact network, shared by the solver and the hint ladder.

Each possible bridge ("link") has a domain: a bitmask over its counts {0, 1, 2} (bit 1 = none,
bit 2 = one, bit 4 = two). The rules narrow domains to a fixpoint:

- `island-count` (the seed's "afortunadas"): an island's number lies between the least and the
  most its links can carry; each link keeps only the counts that leave the rest of the number
  reachable by the others (need and capacity, forced bridges included).
- `crossing`: a link that surely carries a bridge empties every link that crosses it.
- `isolation` (the seed's "potencialmente conexo"): a group of islands joined by sure bridges may
  not be finished while other islands remain; counts that would finish it are removed.
- `single-exit`: a group with one way out must take it.
- `connected`: the links that may still carry bridges must reach every island.

One pass of the island rule costs O(links at the island); the group rules cost one union-find over
all links, O(L) per fixpoint round.
"""

from __future__ import annotations

from dataclasses import dataclass

from puzzlegui.core.grid import UnionFind

from .puzzle import Puzzle

LOW = (0, 0, 1, 0, 2, 0, 1, 0)
"""The least count a domain allows, by mask."""
HIGH = (0, 0, 1, 1, 2, 2, 2, 2)
"""The most count a domain allows, by mask."""
BIT = (1, 2, 4)
"""The mask of one count."""


def range_mask(low: int, high: int) -> int:
    """The mask of every count from low to high (clamped to 0..2)."""
    low, high = max(low, 0), min(high, 2)
    mask = 0
    for value in range(low, high + 1):
        mask |= BIT[value]
    return mask


@dataclass
class Network:
    """The puzzle as plain lists: numbers, link ends, links per island, crossings."""

    need: list[int]
    ends: list[tuple[int, int]]
    at: list[list[int]]
    cross: list[list[int]]

    @classmethod
    def of(cls, puzzle: Puzzle) -> Network:
        """The network of a puzzle."""
        return cls(
            list(puzzle.numbers),
            list(puzzle.links),
            [list(ks) for ks in puzzle.island_links],
            [list(ks) for ks in puzzle.crossings],
        )

    def initial(self) -> list[int]:
        """Every link's first domain (`first_domain`)."""
        return [first_domain(self.need, ends) for ends in self.ends]


def first_domain(need: list[int], ends: tuple[int, int]) -> int:
    """A link's first domain: 0..2 bridges, at most 1 where an end's number is 1."""
    return 7 if min(need[ends[0]], need[ends[1]]) > 1 else 3


def narrow(net: Network, dom: list[int], link: int, mask: int, todo: list[int]) -> bool:
    """Set a link's domain to `mask`, queue its ends, apply `crossing`; False if one empties."""
    if mask == 0:
        return False
    before = dom[link]
    dom[link] = mask
    a, b = net.ends[link]
    todo.append(a)
    todo.append(b)
    if LOW[mask] and not LOW[before]:
        for other in net.cross[link]:
            if dom[other] != 1:
                if not dom[other] & 1:
                    return False
                narrow(net, dom, other, 1, todo)
    return True


def island_count(net: Network, dom: list[int], todo: list[int]) -> bool:
    """Apply `island-count` and `crossing` to the queued islands, to a fixpoint."""
    need, at = net.need, net.at
    while todo:
        i = todo.pop()
        links = at[i]
        low = high = 0
        for k in links:
            low += LOW[dom[k]]
            high += HIGH[dom[k]]
        number = need[i]
        if not low <= number <= high:
            return False
        if low == high:
            continue
        for k in links:
            d = dom[k]
            keep = d & range_mask(number - high + HIGH[d], number - low + LOW[d])
            if keep != d:
                if not narrow(net, dom, k, keep, todo):
                    return False
                low += LOW[keep] - LOW[d]
                high += HIGH[keep] - HIGH[d]
    return True


def groups(net: Network, dom: list[int]) -> UnionFind:
    """Islands joined by sure bridges."""
    union = UnionFind(len(net.need))
    for k, (a, b) in enumerate(net.ends):
        if LOW[dom[k]]:
            union.union(a, b)
    return union


def group_rules(net: Network, dom: list[int], todo: list[int]) -> bool:
    """Apply `isolation`, `single-exit` and `connected`; False when the position is dead."""
    total = len(net.need)
    union = groups(net, dom)
    find = union.find
    demand = [0] * total
    for i, number in enumerate(net.need):
        demand[find(i)] += number
    for k, (a, _) in enumerate(net.ends):
        demand[find(a)] -= 2 * LOW[dom[k]]
    if union.groups == 1:
        return True
    exits = [0] * total
    exit_link = [0] * total
    reach = UnionFind(total)
    for k, (a, b) in enumerate(net.ends):
        d = dom[k]
        if d == 1:
            continue
        ga, gb = find(a), find(b)
        reach.union(ga, gb)
        if ga != gb:
            exits[ga] += 1
            exits[gb] += 1
            exit_link[ga] = exit_link[gb] = k
        if LOW[d] != HIGH[d] and not _isolation(net, dom, k, union, demand, todo):
            return False
    for i in range(total):
        if find(i) == i and (demand[i] == 0 or exits[i] == 0):
            return False
    if reach.groups > 1 + total - union.groups:
        return False
    return _single_exits(net, dom, union, exits, exit_link, todo)


def _isolation(
    net: Network, dom: list[int], link: int, union: UnionFind, demand: list[int], todo: list[int]
) -> bool:
    """Drop the counts of `link` that would finish a group short of the whole puzzle."""
    a, b = net.ends[link]
    ga, gb = union.find(a), union.find(b)
    d = dom[link]
    base = LOW[d]
    if ga == gb:
        left, size = demand[ga] + 2 * base, union.size[ga]
    else:
        left, size = demand[ga] + demand[gb], union.size[ga] + union.size[gb]
    if size == len(net.need):
        return True
    keep = d
    for value in (1, 2):
        if value > base and keep & BIT[value] and left == 2 * value:
            keep &= ~BIT[value]
    return keep == d or narrow(net, dom, link, keep, todo)


def _single_exits(
    net: Network,
    dom: list[int],
    union: UnionFind,
    exits: list[int],
    exit_link: list[int],
    todo: list[int],
) -> bool:
    """A group that is not everything and has one link out must use it."""
    for i in range(len(net.need)):
        if union.find(i) == i and exits[i] == 1:
            k = exit_link[i]
            if dom[k] & 1 and not narrow(net, dom, k, dom[k] & 6, todo):
                return False
    return True


def settle(net: Network, dom: list[int], todo: list[int]) -> bool:
    """Every rule to a fixpoint; False if the position has no solution."""
    while True:
        if not island_count(net, dom, todo):
            return False
        if not group_rules(net, dom, todo):
            return False
        if not todo:
            return True

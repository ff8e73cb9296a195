"""The solver's fast propagation: island counts, crossings, isolation and connectivity.

Each link's domain is a bitmask over its counts {0, 1, 2} (as in deduce.py). A search node also
carries a union-find of the islands joined by sure bridges, with each group's size and the
bridges its islands still need ("demand"), updated as bridges become sure. `propagate` runs:

- the island rule (a number lies between the least and the most its links can carry; the seed's
  "afortunadas" are the case where that forces bridges) and the crossing rule, from a queue of
  touched islands;
- isolation: a count that would leave a group with no demand while islands remain outside is
  removed (two 1s never join, nor two 2s by a double bridge), and such a group is a contradiction;
- connectivity (the seed's "potencialmente conexo"): the links that may still carry a bridge must
  keep every island reachable. Instead of a search over the whole board at every node, each link
  that loses its last count is checked by a breadth-first search from both ends in lockstep,
  which stops as soon as the two meet: a cut is found at the cost of its smaller side. The last
  few paths found per link are kept and tried first ("witnesses", as watched literals are in SAT
  solvers): restarts and backtracking keep revisiting the same corners, so on the hardest Coelho
  board two searches in three are replaced by a check of a dozen links. Likewise the links around
  the side a failed search ran out of are kept: once all of them are empty again, the link fails
  without a search (4 in 5 failures on that board).
- at the root only, the global searches of cuts.py: each cut link gets the count the parity of
  its side's numbers asks for, and every group of islands joined by undecided links must still
  need an even number of bridge ends. Run at every node they cut the nodes of the hardest Coelho
  boards by about three but cost about ten times a node's local work, which lost overall
  (docs/hashi-notes.md).

Each island's state is one int: its undecided links and how far its number lies from the least
and the most its links can carry, updated by one addition per end when a link narrows (DELTA).
A table (STATE) says whether the island rule can narrow anything there, so an island with slack
of 2 both ways or with every link decided is never queued (on the hardest Coelho board 4 in 10
islands queued before had nothing to do) and needs no sum over its links when it is.

Cost per node: O(links touched) for the local rules, the islands of each group whose demand
fell to 4 or less for isolation, and for each removed link a witness check or a search that is
usually a few islands wide.
"""

from __future__ import annotations

from puzzlegui.core.hashi.cuts import cut_masks, parity_masks
from puzzlegui.core.hashi.deduce import BIT, HIGH, LOW, Network, range_mask
from puzzlegui.core.hashi.urgency import Urgency

WITNESSES = 4
"""Paths kept per link for the connectivity check, newest first."""
BIAS = 32
"""Added to an island's two slacks so each fits a 6-bit field of its packed state."""
SIZE = (0, 1, 1, 2, 1, 2, 2, 3)
"""The number of counts a domain allows, by mask."""
OPEN = 1 << 12
"""One undecided link in an island's packed state (the bits above the two slacks)."""


def _state(packed: int) -> int:
    """What the island rule must do at an island: 0 nothing, 1 narrow its links, 2 fail."""
    room, spare = (packed >> 6) - BIAS, (packed & 63) - BIAS
    if room < 0 or spare < 0:
        return 2
    return 0 if room == spare == 0 or (room > 1 and spare > 1) else 1


STATE = [_state(packed) for packed in range(OPEN)] * 5
"""By an island's packed state (at most 4 links, so below 5 * OPEN; only the two slacks
matter): 0 nothing to do, 1 narrow, 2 fail."""


def _keeps(packed: int) -> tuple[int, ...]:
    """For each domain, what the island rule leaves of it at an island in this packed state."""
    room, spare = (packed >> 6) - BIAS, (packed & 63) - BIAS
    return tuple(d & range_mask(HIGH[d] - spare, room + LOW[d]) for d in range(8))


KEEPS = [_keeps(packed) for packed in range(OPEN)] * 5
"""By an island's packed state: each domain as the island rule narrows it."""


def _delta(before: int, mask: int) -> int:
    """The change of both ends' packed states when a link goes from `before` to `mask`."""
    closed = OPEN if SIZE[mask] == 1 < SIZE[before] else 0
    return -closed - ((LOW[mask] - LOW[before]) << 6) - (HIGH[before] - HIGH[mask])


DELTA = [_delta(before, mask) for before in range(8) for mask in range(8)]
"""DELTA[before << 3 | mask]: see `_delta`."""

Node = list[list[int]]
"""A search node: [domains, union-find parents, group demand, group size, next island in the
group, packed island state (Engine.packed)]."""


class Engine:
    """The network as flat lists, with the propagation the search runs at every node."""

    def __init__(self, net: Network) -> None:
        self.need = net.need
        self.ends = net.ends
        self.at = net.at
        self.cross = net.cross
        self.total = len(net.need)
        self.far = [
            [(k, b if a == i else a) for k in net.at[i] for a, b in [net.ends[k]]]
            for i in range(self.total)
        ]
        self.urgency = Urgency(net.at, net.ends)
        """Island weights (how often each took part in a contradiction) and the links by weight."""
        self.weight = self.urgency.weight
        self.blame = self.urgency.blame
        self.parent: list[int] = []
        self.demand: list[int] = []
        self.size: list[int] = []
        self.nxt: list[int] = []
        self.packed: list[int] = []
        """Per island, packed: undecided links << 12 | (number - least + BIAS) << 6 |
        (most - number + BIAS), least and most being what its links can carry (see `narrow`)."""
        self.changed: list[int] = []
        """Islands whose group's demand changed since isolation last looked."""
        self.side = [0] * self.total
        """The stamp of the last connectivity search half that reached each island."""
        self.via = [-1] * self.total
        """The link that search came through to each island."""
        self.stamp = 0
        self.witness: list[list[list[int]]] = [[] for _ in net.ends]
        """For each link, the last few paths that joined its two ends when it was emptied."""
        self.cuts: list[list[list[int]]] = [[] for _ in net.ends]
        """For each link, the last few sets of links whose emptying split the islands with it."""
        self.cut: list[int] = []
        """The emptied links around the side the last failed connectivity search ran out of."""

    def root(self, dom: list[int] | None = None) -> Node:
        """The node of these domains before any deduction (groups not joined yet); by default
        every link 0..2, at most 1 where an end is a 1."""
        need = self.need
        if dom is None:
            dom = [7 if min(need[a], need[b]) > 1 else 3 for a, b in self.ends]
        packed = [
            sum(OPEN * (SIZE[dom[k]] > 1) - (LOW[dom[k]] << 6) + HIGH[dom[k]] for k in links)
            + ((need[i] + BIAS) << 6)
            + BIAS
            - need[i]
            for i, links in enumerate(self.at)
        ]
        ids = list(range(self.total))
        return [list(dom), ids, list(need), [1] * self.total, ids.copy(), packed]

    def enter(self, node: Node) -> list[int]:
        """Make `node` the one whose groups `find` and `narrow` update; its domains."""
        self.parent, self.demand, self.size, self.nxt, self.packed = node[1:]
        self.changed = []
        return node[0]

    def find(self, i: int) -> int:
        """The group of island i (path halving on the current node's union-find)."""
        parent = self.parent
        while (up := parent[i]) != i:
            parent[i] = i = parent[up]
        return i

    def narrow(
        self, dom: list[int], link: int, mask: int, todo: list[int], removed: list[int]
    ) -> bool:
        """Set a link's domain, queue its ends, update groups and crossings; False if dead."""
        if mask == 0:
            return False
        before = dom[link]
        if mask == before:
            return True
        dom[link] = mask
        a, b = self.ends[link]
        packed, delta = self.packed, DELTA[before << 3 | mask]
        # An island queued with nothing to narrow would be popped for nothing: skip it.
        state = packed[a] + delta
        packed[a] = state
        if STATE[state]:
            todo.append(a)
        state = packed[b] + delta
        packed[b] = state
        if STATE[state]:
            todo.append(b)
        if mask == 1:
            removed.append(link)
            return True
        gain = LOW[mask] - LOW[before]
        if not gain:
            return True
        if not self.join(a, b, gain):
            return False
        if not LOW[before]:
            for other in self.cross[link]:
                d = dom[other]
                if d != 1:
                    if not d & 1:
                        return False
                    self.narrow(dom, other, 1, todo, removed)
        return True

    def join(self, a: int, b: int, gain: int) -> bool:
        """Record `gain` more sure bridges between a and b; False if a group is closed off."""
        parent, demand, size = self.parent, self.demand, self.size
        # `find` inlined: this runs for every link that gains a sure bridge.
        while (up := parent[a]) != a:
            parent[a] = a = parent[up]
        while (up := parent[b]) != b:
            parent[b] = b = parent[up]
        ra, rb = a, b
        if ra != rb:
            if size[ra] < size[rb]:
                ra, rb = rb, ra
            parent[rb] = ra
            size[ra] += size[rb]
            demand[ra] += demand[rb]
            nxt = self.nxt
            nxt[ra], nxt[rb] = nxt[rb], nxt[ra]
        demand[ra] -= 2 * gain
        self.changed.append(ra)
        return demand[ra] > 0 or size[ra] == self.total

    def local(self, dom: list[int], todo: list[int], removed: list[int]) -> bool:
        """The island and crossing rules from the queued islands to a fixpoint."""
        at, narrow, blame, packed = self.at, self.narrow, self.blame, self.packed
        while todo:
            i = todo.pop()
            state = packed[i]
            # No link carries more than 2, so a slack of 2 both ways narrows nothing.
            action = STATE[state]
            if action != 1:
                if action:
                    blame(i)
                    return False
                continue
            keeps = KEEPS[state]
            for k in at[i]:
                d = dom[k]
                if keeps[d] != d:
                    if not narrow(dom, k, keeps[d], todo, removed):
                        blame(i)
                        return False
                    keeps = KEEPS[packed[i]]
        return True

    def isolation(self, dom: list[int], todo: list[int], removed: list[int]) -> bool:
        """Remove the counts that would leave a group with no demand; False if dead."""
        find, demand, size, total, nxt = self.find, self.demand, self.size, self.total, self.nxt
        far, narrow, packed = self.far, self.narrow, self.packed
        changed = self.changed
        while changed:
            ra = find(changed.pop())
            if demand[ra] > 4:
                continue
            i = ra
            while True:
                # Most islands of a group have every link decided (4 in 5 on the hardest board).
                for k, j in far[i] if packed[i] >= OPEN else ():
                    d = dom[k]
                    if d == 1 or d == 2 or d == 4:
                        continue
                    rb = find(j)
                    if ra == rb:
                        left, joined = demand[ra] + 2 * LOW[d], size[ra]
                    else:
                        left, joined = demand[ra] + demand[rb], size[ra] + size[rb]
                    if joined == total:
                        continue
                    if left == 2 and d & 2:
                        keep = d & ~2
                    elif left == 4 and d & 4:
                        keep = d & ~4
                    else:
                        continue
                    if not narrow(dom, k, keep, todo, removed):
                        return False
                i = nxt[i]
                if i == ra:
                    break
        return True

    def joined(self, dom: list[int], link: int) -> bool:
        """True when the ends of an emptied link are still joined by links that may carry bridges.

        The paths found the last few times are tried first: in a search that keeps revisiting the
        same corner one usually still stands, and checking it costs its length, not a search.
        The cuts found last are tried next: one whose links are all empty again splits the board."""
        paths = self.witness[link]
        for path in paths:
            if 1 not in map(dom.__getitem__, path):
                return True
        cuts = self.cuts[link]
        for cut in cuts:
            if max(map(dom.__getitem__, cut)) == 1:
                return False
        found = self.still_joined(dom, *self.ends[link])
        if found is None:
            cuts.insert(0, self.cut)
            del cuts[WITNESSES:]
            return False
        paths.insert(0, found)
        del paths[WITNESSES:]
        return True

    def still_joined(self, dom: list[int], a: int, b: int) -> list[int] | None:
        """The links of a path from a to b that may carry bridges, or None (lockstep search);
        when None, `cut` holds the emptied links around the side that ran out.

        `side` marks the islands each half of the search reached with a fresh stamp, and `via`
        the link it came through, so nothing is allocated per island."""
        far, side, via = self.far, self.side, self.via
        self.stamp += 2
        mark_a, mark_b = self.stamp, self.stamp + 1
        side[a], side[b], via[a], via[b] = mark_a, mark_b, -1, -1
        queue_a, queue_b = [a], [b]
        head_a = head_b = 0
        while head_a < len(queue_a) and head_b < len(queue_b):
            i = queue_a[head_a]
            head_a += 1
            for k, j in far[i]:
                if dom[k] != 1 and (seen := side[j]) != mark_a:
                    if seen == mark_b:
                        return [*self.trace(i), k, *self.trace(j)]
                    side[j], via[j] = mark_a, k
                    queue_a.append(j)
            i = queue_b[head_b]
            head_b += 1
            for k, j in far[i]:
                if dom[k] != 1 and (seen := side[j]) != mark_b:
                    if seen == mark_a:
                        return [*self.trace(j), k, *self.trace(i)]
                    side[j], via[j] = mark_b, k
                    queue_b.append(j)
        if head_a < len(queue_a):
            queue_a, mark_a = queue_b, mark_b
        self.cut = [k for i in queue_a for k, j in far[i] if side[j] != mark_a]
        return None

    def trace(self, i: int) -> list[int]:
        """The links from island i back to the start of its half of the last search."""
        path = []
        ends, via = self.ends, self.via
        while (k := via[i]) >= 0:
            path.append(k)
            a, b = ends[k]
            i = a if b == i else b
        return path

    def propagate(self, dom: list[int], todo: list[int], removed: list[int]) -> bool:
        """Every rule to a fixpoint; False on a contradiction."""
        while True:
            if not self.local(dom, todo, removed) or not self.isolation(dom, todo, removed):
                return False
            if todo:
                continue
            for k in removed:
                a, b = self.ends[k]
                if self.find(a) != self.find(b) and not self.joined(dom, k):
                    self.blame(a)
                    self.blame(b)
                    return False
            removed.clear()
            if not todo:
                return True

    def force_cuts(self, dom: list[int], todo: list[int], removed: list[int]) -> bool:
        """Give every cut link its count (cuts.py); False when the islands fell apart."""
        found = cut_masks(self.far, self.need, dom)
        if found is not None:
            more = parity_masks(self.far, self.need, dom)
            found = None if more is None else found + more
        if found is None:
            for k in removed:
                a, b = self.ends[k]
                self.blame(a)
                self.blame(b)
            return False
        removed.clear()
        for k, mask in found:
            d = dom[k]
            if d & mask != d and not self.narrow(dom, k, d & mask, todo, removed):
                return False
        return True

    def connected(self, dom: list[int]) -> bool:
        """True when the links that may carry bridges reach every island."""
        if not self.total:
            return True
        seen = {0}
        stack = [0]
        while stack:
            for k, j in self.far[stack.pop()]:
                if dom[k] != 1 and j not in seen:
                    seen.add(j)
                    stack.append(j)
        return len(seen) == self.total

    def start(self) -> Node | None:
        """The root node after propagation, or None when the puzzle has no solution."""
        node = self.root()
        dom = self.enter(node)
        self.changed = list(range(self.total))
        for k, d in enumerate(dom):
            if LOW[d] and not self.join(*self.ends[k], LOW[d]):
                return None
        todo = list(range(self.total))
        if not self.propagate(dom, todo, []) or not self.force_cuts(dom, todo, []):
            return None
        if not self.propagate(dom, todo, []):
            return None
        return node

    def child(self, node: Node, link: int, mask: int) -> Node | None:
        """The node with one link narrowed to `mask`, propagated; None on a contradiction."""
        child = [part.copy() for part in node]
        dom = self.enter(child)
        todo: list[int] = []
        removed: list[int] = []
        if self.narrow(dom, link, mask, todo, removed) and self.propagate(dom, todo, removed):
            return child
        return None

    def value_order(self, dom: list[int], link: int) -> list[int]:
        """The counts of an undecided link, in the order the search tries them."""
        d = dom[link]
        a, b = self.ends[link]
        # Between groups a bridge joins the network, so try it (double first: it spends demand
        # that would otherwise close a group later); inside a group a bridge only spends demand.
        order = (2, 1, 0) if self.find(a) != self.find(b) else (0, 1, 2)
        return [BIT[v] for v in order if d & BIT[v]]

"""Which link the solver branches on, without scoring every link at every node.

The solver's rule (solver.py, "dom/wdeg") scores an undecided link as (counts left, undecided
links at its ends) divided by its weight: how often its two islands took part in a
contradiction. The first part lies in a narrow band (2 counts and 1 undecided link at each end
at least, 3 counts and 4 at each end at most), so only links whose weight is close to the
heaviest can win. Links are kept sorted by weight, heaviest first, in blocks of equal weight; a
contradiction adds 1 to an island's weight and moves each of its links one block up by a swap
(the bucket trick of degeneracy orderings, O(1) a link). The scan stops at the first link whose
weight is too small to beat the best score found so far, so it reads a few dozen links instead
of every undecided one, and returns exactly the link the full scan would (ties: lowest index).

Cost: O(links at the island) per contradiction; per choice, the links down to the cut-off weight.
"""

from __future__ import annotations

SIZE = (0, 1, 1, 2, 1, 2, 2, 3)
"""The number of counts a domain allows, by mask."""
LEAST = (2 << 16) + 2 * 2048
"""The smallest numerator of a score: 2 counts left, 1 undecided link at each end."""


class Urgency:
    """Island weights and the links sorted by weight (the sum at their ends), heaviest first."""

    def __init__(self, at: list[list[int]], ends: list[tuple[int, int]]) -> None:
        self.at = at
        self.ends = ends
        self.weight = [1] * len(at)
        """How often each island took part in a contradiction (the search branches near them)."""
        self.order = list(range(len(ends)))
        """The links, heaviest first."""
        self.place = list(range(len(ends)))
        """Each link's index in `order`."""
        self.start = {2: 0}
        """The index in `order` of the first link of each weight."""
        self.count = {2: len(ends)}
        """How many links have each weight."""

    def blame(self, island: int) -> None:
        """Add 1 to an island's weight after a contradiction it took part in."""
        weight, ends, order, place, start, count = (
            self.weight,
            self.ends,
            self.order,
            self.place,
            self.start,
            self.count,
        )
        weight[island] += 1
        for k in self.at[island]:
            a, b = ends[k]
            w = weight[a] + weight[b] - 1
            first = start[w]
            other = order[first]
            here = place[k]
            order[first], order[here] = k, other
            place[k], place[other] = first, here
            start[w] = first + 1
            count[w] -= 1
            if not count.get(w + 1):
                start[w + 1] = first
                count[w + 1] = 0
            count[w + 1] += 1

    def choose(self, dom: list[int], packed: list[int], noise: list[int]) -> int:
        """The undecided link with the lowest score, or -1 when every link is decided.

        Few counts left, few undecided links at its ends, and ends often in contradictions (their
        weight) make a link urgent; `noise` breaks ties differently after a restart. `packed` holds
        each island's undecided links from bit 12 up (as Engine.packed does)."""
        ends, weight = self.ends, self.weight
        best, best_key = -1, 1 << 60
        for k in self.order:
            a, b = ends[k]
            w = weight[a] + weight[b]
            if (LEAST // w) << 12 > best_key:
                break
            d = dom[k]
            if d == 1 or d == 2 or d == 4:
                continue
            opened = (packed[a] >> 12) + (packed[b] >> 12)
            key = ((((SIZE[d] << 16) + opened * 2048) // w) << 12) + noise[k]
            if key < best_key or (key == best_key and k < best):
                best, best_key = k, key
        return best

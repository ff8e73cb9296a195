"""Cut links of the network of possible bridges, with the count each one must carry.

A link whose loss would split the islands that may still be joined (a "bridge" in the graph
sense, found by Tarjan's low-link depth-first search) must carry a bridge. Its count is fixed
too: on the side it separates, every bridge inside is counted twice in the side's numbers and the
cut link once, so the count has the parity of the side's total (odd: one bridge, even: two).
This is the seed's "potencialmente conexo" made into a deduction, and the strongest global rule
the solver runs; the ladder names its weaker half (`connection`: the link needs a bridge).

Cost: one depth-first search over islands and links, O(islands + links) per call.
"""

from __future__ import annotations

from puzzlegui.core.hashi.deduce import LOW

CUT_MASK = (4, 2)
"""The mask of a cut link's count by the parity of its side's total: even 2 bridges, odd 1."""


CAN_BRIDGE = (False, False, True, True, True, True, True, True)
"""Domains that may still carry a bridge (every mask but 'none')."""
UNDECIDED = (False, False, False, True, False, True, True, True)
"""Domains with more than one count left."""
PARITY_MASK = (5, 2)
"""The counts of one parity: even (0 or 2) and odd (1)."""


def cut_masks(
    far: list[list[tuple[int, int]]], need: list[int], dom: list[int]
) -> list[tuple[int, int]] | None:
    """(link, allowed mask) for every cut link; None when some island cannot be reached."""
    if not need:
        return []
    found, _, reached = bridges(far, need, dom, CAN_BRIDGE, one_root=True)
    if reached < len(need):
        return None
    return [(k, CUT_MASK[p]) for k, p in found]


def parity_masks(
    far: list[list[tuple[int, int]]], need: list[int], dom: list[int]
) -> list[tuple[int, int]] | None:
    """(link, allowed mask) for undecided links whose extra bridges have a forced parity.

    Islands joined by undecided links share what they still need: every extra bridge inside
    counts twice, so each such group's total must be even, and a link that alone joins two
    parts carries an extra count of the parity of one part's total. None when a total is odd.
    """
    rest = need.copy()
    for i, edges in enumerate(far):
        for k, _ in edges:
            rest[i] -= LOW[dom[k]]
    found, odd, _ = bridges(far, rest, dom, UNDECIDED, one_root=False)
    if odd:
        return None
    return [(k, PARITY_MASK[(p + LOW[dom[k]]) & 1]) for k, p in found]


def bridges(
    far: list[list[tuple[int, int]]],
    weight: list[int],
    dom: list[int],
    usable: tuple[bool, ...],
    one_root: bool,
) -> tuple[list[tuple[int, int]], bool, int]:
    """Tarjan's bridges over usable links: (link, parity of the weight beyond it) per bridge,
    whether some component has an odd total weight, and how many islands were reached."""
    total = len(weight)
    order = [0] * total
    low = [0] * total
    side = weight.copy()
    found: list[tuple[int, int]] = []
    counter = 0
    odd = False
    for start in range(1 if one_root else total):
        if order[start]:
            continue
        if not one_root and not any(usable[dom[k]] for k, _ in far[start]):
            odd = odd or bool(side[start] & 1)
            continue
        counter += 1
        order[start] = low[start] = counter
        counter = _tree(far, dom, usable, start, order, low, side, found, counter)
        odd = odd or bool(side[start] & 1)
    return found, odd, counter


def _tree(
    far: list[list[tuple[int, int]]],
    dom: list[int],
    usable: tuple[bool, ...],
    start: int,
    order: list[int],
    low: list[int],
    side: list[int],
    found: list[tuple[int, int]],
    counter: int,
) -> int:
    """One depth-first tree of `bridges` from `start`, adding each part's weight into `side`;
    the counter after it."""
    stack = [(start, -1, iter(far[start]))]
    while stack:
        i, via, edges = stack[-1]
        for k, j in edges:
            if k == via or not usable[dom[k]]:
                continue
            seen = order[j]
            if seen:
                if seen < low[i]:
                    low[i] = seen
            else:
                counter += 1
                order[j] = low[j] = counter
                stack.append((j, k, iter(far[j])))
                break
        else:
            stack.pop()
            if stack:
                parent = stack[-1][0]
                side[parent] += side[i]
                if low[i] < low[parent]:
                    low[parent] = low[i]
                if low[i] > order[parent]:
                    found.append((via, side[i] & 1))
    return counter

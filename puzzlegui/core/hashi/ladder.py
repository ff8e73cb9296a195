"""The Hashiwokakero deduction ladder: named rules a person can follow, easiest first.

Modelled on the three stages of Tatham's Bridges solver (reference/tatham-ids.md, section 3) and
the seed's "afortunadas" (an island that must send bridges every way):

1. island full, Tatham's stage 1 (his Easy), one island at a time: a finished island takes no
   more; an island whose links' room (each capped at the bridges it misses; crossings, "no
   bridge" markers, finished neighbours and the neighbours' numbers counted, not what they
   still miss) is exactly what it misses fills them; a number above (directions - 1) x 2 sends a
   bridge every way; a bridge blocks the links crossing it.
2. island spread, what his stage 2 (Medium) adds, one link at a time: no link carries more than
   its island misses (its neighbour then sees that limit), and the other links of an island
   cannot carry its number, so this one needs more.
3. isolation: a count that would close a group of islands off from the rest is ruled out
   (two 1s never join, nor two 2s by a double bridge).
4. connection: a link every connected network must use (cutting it splits the islands) needs a
   bridge; this includes a group with a single way out.
5. trial: a count that leads to a contradiction under the rules above (with the solver's engine).

Each rule finds a `Step`: new domains for some links (bitmasks over counts {0, 1, 2} as in
deduce.py), the island or link that justifies it, and the parameters of its sentence. One scan of
a level costs O(links); the trial level costs one propagation per undecided count.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field

from puzzlegui.core.grid import UnionFind

from .cuts import CAN_BRIDGE, bridges
from .deduce import BIT, HIGH, LOW, Network, range_mask
from .engine import SIZE, Engine, Node

LEVELS: tuple[str, ...] = (
    "island full",
    "island spread",
    "isolation",
    "connection",
    "trial",
    "needs guessing",
)
"""Labels of the ladder's levels 1..6; the last means the solution had to be consulted."""


@dataclass
class Step:
    """One deduction: new masks for links, the rule, its level, who justifies it, and params."""

    level: int
    rule: str
    masks: dict[int, int]
    islands: tuple[int, ...] = ()
    links: tuple[int, ...] = ()
    params: dict[str, int] = field(default_factory=dict)


def island_steps(net: Network, dom: list[int], level: int) -> Iterator[Step]:
    """Steps of the island rule at `level` (1: finished, full, every way; 2: capacity, spread)."""
    for i, links in enumerate(net.at):
        low = sum(LOW[dom[k]] for k in links)
        high = sum(HIGH[dom[k]] for k in links)
        number = net.need[i]
        if low == high or not low <= number <= high:
            continue
        step = island_step(net, dom, i, low, high, level)
        if step is not None:
            yield step


def island_step(
    net: Network, dom: list[int], i: int, low: int, high: int, level: int
) -> Step | None:
    """The island rule's step of `level` at island i (low/high: what its links carry at
    least/most). Level 1 is Tatham's Bridges stage 1 (solve_island_stage1): an island that has
    its number is finished; one whose open links have exactly its missing bridges of room
    (each link's room capped at what is missing) fills them; one whose number is above
    (directions - 1) x 2 sends a bridge every way. Level 2 is what his stage 2 adds, one link
    at a time: the island's own cap on each link (which its neighbours then see) and the
    spread (the other links cannot carry the number)."""
    if level == 1:
        return _finished(net, dom, i, low) or _full(net, dom, i, low) or _every_way(net, dom, i)
    if level == 2:
        return _spread(net, dom, i, low, high)
    return _capacity(net, dom, i, low)


def _finished(net: Network, dom: list[int], i: int, low: int) -> Step | None:
    number = net.need[i]
    if number != low:
        return None
    masks = {k: BIT[LOW[dom[k]]] for k in net.at[i] if SIZE[dom[k]] > 1}
    return Step(1, "island-finished", masks, (i,), params={"number": number})


def _full(net: Network, dom: list[int], i: int, low: int) -> Step | None:
    """Tatham's solve_fill: the links' room, each capped at the missing bridges, adds up to
    exactly what is missing, so every link takes all its room."""
    number = net.need[i]
    missing = number - low
    room = {k: min(HIGH[dom[k]] - LOW[dom[k]], missing) for k in net.at[i]}
    if sum(room.values()) != missing:
        return None
    masks = {}
    for k in net.at[i]:
        d = dom[k]
        keep = d & BIT[LOW[d] + room[k]]
        if keep == 0:
            return None
        if keep != d:
            masks[k] = keep
    return _island_step(net, dom, i, (1, "island-full"), masks)


def _every_way(net: Network, dom: list[int], i: int) -> Step | None:
    """Tatham's solve_fillone: a number above (directions that may or do carry a bridge - 1)
    x 2 needs a bridge in each of them."""
    number = net.need[i]
    ways = [k for k in net.at[i] if HIGH[dom[k]] > 0]
    if number <= (len(ways) - 1) * 2:
        return None
    masks = {k: dom[k] & 6 for k in ways if dom[k] & 1}
    return _island_step(net, dom, i, (1, "every-direction"), masks)


def _capacity(net: Network, dom: list[int], i: int, low: int) -> Step | None:
    """No link carries more than the island still misses (Tatham counts this only for the
    island's own fill; written on the link, its neighbour sees it too: his stage 2 and 3)."""
    number = net.need[i]
    caps = {}
    for k in net.at[i]:
        d = dom[k]
        keep = d & range_mask(0, number - low + LOW[d])
        if keep != d:
            caps[k] = keep
    if not caps:
        return None
    return Step(3, "capacity", caps, (i,), params={"number": number})


def _spread(net: Network, dom: list[int], i: int, low: int, high: int) -> Step | None:
    """The other links cannot carry the number, so this one needs more (Tatham's stage 2)."""
    number = net.need[i]
    masks = {}
    for k in net.at[i]:
        d = dom[k]
        keep = d & range_mask(number - high + HIGH[d], 2)
        if keep != d:
            masks[k] = keep
    return _island_step(net, dom, i, (2, "island-spread"), masks)


def _island_step(
    net: Network, dom: list[int], i: int, rung: tuple[int, str], masks: dict[int, int]
) -> Step | None:
    """Island i's step of `rung` (level, rule) narrowing its links to `masks`, None when it
    narrows none; its sentence counts the island's links still open (before the step)."""
    if not masks:
        return None
    opened = sum(SIZE[dom[k]] > 1 for k in net.at[i])
    level, rule = rung
    return Step(level, rule, masks, (i,), params={"number": net.need[i], "open": opened})


def crossing_steps(net: Network, dom: list[int]) -> Iterator[Step]:
    """A sure bridge blocks every link that crosses it."""
    for k, d in enumerate(dom):
        if LOW[d]:
            for other in net.cross[k]:
                if dom[other] != 1:
                    yield Step(1, "crossing", {other: 1}, links=(k, other))


def sure_groups(net: Network, dom: list[int]) -> tuple[UnionFind, list[int]]:
    """Islands joined by sure bridges, and the bridges each group still needs."""
    union = UnionFind(len(net.need))
    for k, (a, b) in enumerate(net.ends):
        if LOW[dom[k]]:
            union.union(a, b)
    demand = [0] * len(net.need)
    for i, number in enumerate(net.need):
        demand[union.find(i)] += number
    for k, (a, _) in enumerate(net.ends):
        demand[union.find(a)] -= 2 * LOW[dom[k]]
    return union, demand


def isolation_steps(net: Network, dom: list[int]) -> Iterator[Step]:
    """A count that would leave a group with nothing more to join, short of every island."""
    union, demand = sure_groups(net, dom)
    total = len(net.need)
    for k, (a, b) in enumerate(net.ends):
        d = dom[k]
        if SIZE[d] < 2:
            continue
        ra, rb = union.find(a), union.find(b)
        if ra == rb:
            left, size = demand[ra] + 2 * LOW[d], union.size[ra]
        else:
            left, size = demand[ra] + demand[rb], union.size[ra] + union.size[rb]
        for value in (1, 2):
            if size < total and value > LOW[d] and d & BIT[value] and left == 2 * value:
                params = {"count": value, "size": size}
                yield Step(3, "isolation", {k: d & ~BIT[value]}, links=(k,), params=params)


def cut_steps(net: Network, dom: list[int]) -> Iterator[Step]:
    """A link whose loss would split the islands that may still be joined needs a bridge."""
    for k in cut_links(net, dom):
        d = dom[k]
        if d & 1:
            yield Step(4, "connection", {k: d & 6}, links=(k,))


def cut_links(net: Network, dom: list[int]) -> list[int]:
    """The bridges (in the graph sense) of the network of links that may carry a bridge."""
    total = len(net.need)
    far = [
        [(k, b if a == i else a) for k in net.at[i] for a, b in [net.ends[k]]] for i in range(total)
    ]
    found, _, _ = bridges(far, [0] * total, dom, CAN_BRIDGE, one_root=False)
    return [k for k, _ in found]


def node_of(engine: Engine, dom: list[int]) -> Node | None:
    """A solver node holding these domains, propagated; None if they lead to a contradiction."""
    node = engine.root(dom)
    start = engine.enter(node)
    for k, d in enumerate(dom):
        if LOW[d] and not engine.join(*engine.ends[k], LOW[d]):
            return None
    engine.changed = list(range(engine.total))
    todo = list(range(engine.total))
    if not engine.propagate(start, todo, []) or not engine.connected(start):
        return None
    return node


class _Recording(Engine):
    """The solver's engine, noting every link a propagation narrows (`touched`)."""

    def __init__(self, net: Network) -> None:
        super().__init__(net)
        self.touched: list[int] = []

    def narrow(
        self, dom: list[int], link: int, mask: int, todo: list[int], removed: list[int]
    ) -> bool:
        self.touched.append(link)
        return super().narrow(dom, link, mask, todo, removed)


def trial_steps(net: Network, dom: list[int], narrowing: bool = False) -> Iterator[Step]:
    """A count that runs into a contradiction is ruled out.

    A count some earlier trial's propagation reached without a contradiction is not tried: the
    engine's rules only narrow, so the state that trial reached holds that count and passes
    every rule, and the propagation from the count alone stops at that state or a wider one.
    So the steps are those of trying every count (about half the propagations on large
    boards, docs/hashi-notes.md).

    `narrowing`: each count ruled out is also taken out of the state the later trials start
    from (propagated), so one scan finds what took several scans, each after the steps of the
    one before (hintgrade.closure). Those later steps are not all steps of the domains given."""
    if all(SIZE[d] < 2 for d in dom):
        return  # nothing to try: building the engine cost a decided 60x60 board 0.05 s
    engine = _Recording(net)
    node = node_of(engine, dom)
    if node is None:
        return
    reached = [0] * len(dom)  # per link, the counts a trial reached without a contradiction
    for k, d in enumerate(dom):
        if SIZE[d] < 2:
            continue
        for value in (0, 1, 2):
            bit = BIT[value]
            if not d & bit or reached[k] & bit:
                continue
            engine.touched.clear()
            child = engine.child(node, k, bit)
            if child is None:
                yield Step(5, "trial", {k: d & ~bit}, links=(k,), params={"count": value})
                if narrowing and not _rule_out(engine, node, k, bit):
                    return
                continue
            after = child[0]
            for j in engine.touched:
                if SIZE[after[j]] == 1:
                    reached[j] |= after[j]


def _rule_out(engine: Engine, node: Node, link: int, bit: int) -> bool:
    """Take count `bit` out of the link in `node`, propagated; False on a contradiction.

    (A count reached before from a wider node may now fail: such a trial is left for the
    caller's next scan, which starts afresh.)"""
    dom = engine.enter(node)
    todo: list[int] = []
    removed: list[int] = []
    return engine.narrow(dom, link, dom[link] & ~bit, todo, removed) and engine.propagate(
        dom, todo, removed
    )


def steps_at(net: Network, dom: list[int], level: int) -> Iterator[Step]:
    """Every step of one level of the ladder."""
    finders: dict[int, Callable[[], Iterator[Step]]] = {
        1: lambda: _chain(crossing_steps(net, dom), island_steps(net, dom, 1)),
        2: lambda: island_steps(net, dom, 2),
        3: lambda: _chain(island_steps(net, dom, 3), isolation_steps(net, dom)),
        4: lambda: cut_steps(net, dom),
        5: lambda: trial_steps(net, dom),
    }
    return finders[level]()


def _chain(*parts: Iterator[Step]) -> Iterator[Step]:
    for part in parts:
        yield from part


def valid(net: Network, dom: list[int]) -> bool:
    """False when an island can no longer reach its number or a domain is empty."""
    if any(d == 0 for d in dom):
        return False
    for i, links in enumerate(net.at):
        low = sum(LOW[dom[k]] for k in links)
        high = sum(HIGH[dom[k]] for k in links)
        if not low <= net.need[i] <= high:
            return False
    return True


def hardest_level(net: Network, ceiling: int = len(LEVELS) - 1) -> int:
    """The hardest level the ladder needs from the empty board, stepping the easiest step first
    (as a player pressing Hint does); `ceiling` + 1 as soon as a step above `ceiling` is needed,
    and len(LEVELS) when the ladder stalls before the end."""
    hardest, dom = ladder_walk(net, ceiling)
    if all(SIZE[d] == 1 for d in dom):
        return hardest
    return ceiling + 1 if ceiling < len(LEVELS) - 1 else len(LEVELS)


def ladder_walk(net: Network, ceiling: int) -> tuple[int, list[int]]:
    """Easiest steps up to `ceiling` from the empty board until none is left: the hardest level
    used and the domains reached (all decided when the ladder solved the puzzle)."""
    dom = net.initial()
    hardest = 1
    while True:
        for level in range(1, ceiling + 1):
            step = next(steps_at(net, dom, level), None)
            if step is not None:
                break
        else:
            return hardest, dom
        hardest = max(hardest, level)
        for k, mask in step.masks.items():
            dom[k] = mask

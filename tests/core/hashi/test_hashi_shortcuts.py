"""The solver's shortcuts give the answers of the plain computations: the branching choice by
weight blocks (urgency.py), the connectivity check with cached paths and cuts and the packed
island states kept up to date by `narrow` (engine.py)."""

from __future__ import annotations

import random

from puzzlegui.core.hashi.deduce import Network
from puzzlegui.core.hashi.engine import SIZE, Engine
from puzzlegui.core.hashi.generate import puzzle_of
from puzzlegui.core.hashi.growth import network
from puzzlegui.core.hashi.urgency import Urgency


def full_scan(urgency: Urgency, dom: list[int], opened: list[int], noise: list[int]) -> int:
    """The lowest-scoring undecided link by scoring every link, ties to the lowest index."""
    weight, best, best_key = urgency.weight, -1, 1 << 60
    for k, (a, b) in enumerate(urgency.ends):
        if SIZE[dom[k]] > 1:
            score = ((SIZE[dom[k]] << 16) + (opened[a] + opened[b]) * 2048) // (
                weight[a] + weight[b]
            )
            key = (score << 12) + noise[k]
            if key < best_key:
                best, best_key = k, key
    return best


def test_the_choice_matches_a_full_scan_as_weights_grow() -> None:
    rng = random.Random(5)
    net = Network.of(puzzle_of(12, 12, network(12, 12, 40, rng, (0.4, 0.3))))
    urgency = Urgency(net.at, net.ends)
    for step in range(400):
        urgency.blame(rng.randrange(len(net.at)) if step % 3 else 0)
        dom = [rng.choice((1, 2, 3, 4, 5, 6, 7)) for _ in net.ends]
        opened = [sum(SIZE[dom[k]] > 1 for k in links) for links in net.at]
        noise = [rng.randrange(4) if step % 2 else 0 for _ in net.ends]
        packed = [count << 12 for count in opened]
        assert urgency.choose(dom, packed, noise) == full_scan(urgency, dom, opened, noise)
        ends = [net.ends[k] for k in urgency.order]
        weights = [urgency.weight[a] + urgency.weight[b] for a, b in ends]
        assert weights == sorted(weights, reverse=True)


def test_every_link_decided_gives_none() -> None:
    net = Network.of(puzzle_of(6, 6, network(6, 6, 8, random.Random(1), (0.4, 0.3))))
    urgency = Urgency(net.at, net.ends)
    assert urgency.choose([2] * len(net.ends), [0] * len(net.at), [0] * len(net.ends)) == -1


def reachable(engine: Engine, dom: list[int], start: int) -> set[int]:
    """The islands joined to `start` by links that may carry bridges (a plain search)."""
    seen, stack = {start}, [start]
    while stack:
        for k, j in engine.far[stack.pop()]:
            if dom[k] != 1 and j not in seen:
                seen.add(j)
                stack.append(j)
    return seen


def test_cached_paths_and_cuts_agree_with_a_plain_search() -> None:
    rng = random.Random(7)
    net = Network.of(puzzle_of(10, 10, network(10, 10, 30, rng, (0.4, 0.3))))
    engine = Engine(net)
    for _ in range(60):
        dom = [7] * len(net.ends)
        for k in rng.sample(range(len(net.ends)), len(net.ends)):
            dom[k] = 1
            a, b = net.ends[k]
            assert engine.joined(dom, k) == (b in reachable(engine, dom, a))


def test_packed_island_states_match_a_recount_along_a_search() -> None:
    rng = random.Random(11)
    net = Network.of(puzzle_of(12, 12, network(12, 12, 45, rng, (0.4, 0.3))))
    engine = Engine(net)
    node = engine.start()
    checked = 0
    while node is not None:
        dom = node[0]
        assert node[5] == engine.root(dom)[5]
        engine.enter(node)
        undecided = [k for k, d in enumerate(dom) if SIZE[d] > 1]
        if not undecided:
            break
        link = rng.choice(undecided)
        children = [engine.child(node, link, bit) for bit in (1, 2, 4) if dom[link] & bit]
        node = next((child for child in children if child is not None), None)
        checked += 1
    assert checked > 3

"""The solver's global rules (cuts.py): cut links get their count by parity, odd groups of
undecided links are dead, and the solver with them still counts every solution."""

from __future__ import annotations

import random
from collections.abc import Callable

from puzzlegui.core.hashi import TYPE
from puzzlegui.core.hashi.cuts import cut_masks, parity_masks
from puzzlegui.core.hashi.deduce import Network
from puzzlegui.core.hashi.engine import Engine
from puzzlegui.core.hashi.generate import puzzle_of
from puzzlegui.core.hashi.growth import network


def net_of(text: str) -> Network:
    """The network of a board in our text format."""
    return Network.of(TYPE.parse(text)[0])


Masks = list[tuple[int, int]]


def masks_at_start(
    rule: Callable[[list[list[tuple[int, int]]], list[int], list[int]], Masks | None], text: str
) -> Masks | None:
    """What `rule` (cut_masks or parity_masks) finds on the board `text` before any move:
    (link, allowed mask) in order, or None for a dead board."""
    net = net_of(text)
    found = rule(Engine(net).far, net.need, net.initial())
    return None if found is None else sorted(found)


def test_a_chain_is_all_cuts_with_counts_by_parity() -> None:
    # Left of the first link the numbers add up to 1 (odd: one bridge); right of the second to
    # 2 (even: two bridges).
    assert masks_at_start(cut_masks, "hashi 5x1\n1 . 3 . 2\n") == [(0, 2), (1, 4)]


def test_an_unreachable_island_is_reported() -> None:
    net = net_of("hashi 3x3\n2 . 2\n. . .\n. . 1\n")
    dom = net.initial()
    engine = Engine(net)
    cut = next(k for k, (a, b) in enumerate(net.ends) if {a, b} == {1, 2})
    dom[cut] = 1
    assert cut_masks(engine.far, net.need, dom) is None


def test_an_odd_group_of_undecided_links_is_dead() -> None:
    assert masks_at_start(parity_masks, "hashi 3x1\n1 . 2\n") is None


def test_a_lone_undecided_link_gets_the_parity_of_its_side() -> None:
    assert masks_at_start(parity_masks, "hashi 5x1\n2 . 4 . 2\n") == [(0, 5), (1, 5)]


def test_solution_counts_match_the_seed_search_on_random_boards() -> None:
    rng = random.Random(7)
    for _ in range(25):
        size = rng.randrange(5, 7)
        bridges = network(size, size, rng.randrange(6, 11), rng, (0.4, 0.3))
        puzzle = puzzle_of(size, size, bridges)
        ours = {s.bridges for s in TYPE.solve(puzzle, limit=20).solutions}
        seed = TYPE.solve_strategy("seed-plain", puzzle, limit=20, seconds=10)
        assert ours == {s.bridges for s in seed.solutions}

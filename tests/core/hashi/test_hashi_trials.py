"""The trial level's shortcuts against the plain scans they replace: `ladder.trial_steps` skips
the counts an earlier trial reached, and `hintgrade.closure` takes every isolation step and every
trial (taken out as found) of one scan at once. The generator's repairs read the closure, so it
must reach the same domains and the same hardest level as one step at a time."""

from __future__ import annotations

import random

import pytest

from puzzlegui.core.hashi import hintgrade
from puzzlegui.core.hashi.deduce import BIT, Network
from puzzlegui.core.hashi.engine import SIZE, Engine
from puzzlegui.core.hashi.generate import SHAPE, puzzle_of
from puzzlegui.core.hashi.growth import network
from puzzlegui.core.hashi.ladder import LEVELS, Step, isolation_steps, node_of, trial_steps
from puzzlegui.core.hashi.mirror import mirrored_network


def _networks(rows: int, cols: int, count: int, seed: int) -> list[Network]:
    """Freshly grown networks, plain and symmetric, as the repairs first meet them (mostly in
    doubt, many counts a trial rules out)."""
    rng = random.Random(seed)
    found = []
    for n in range(count):
        grow = mirrored_network if n % 2 else network
        bridges = grow(rows, cols, rows * cols // 3, rng, SHAPE["expert"])
        found.append(Network.of(puzzle_of(rows, cols, bridges)))
    return found


def _every_count(net: Network, dom: list[int]) -> list[Step]:
    """The trials of every undecided count, each from the same propagated domains."""
    engine = Engine(net)
    node = node_of(engine, dom)
    if node is None:
        return []
    found = []
    for k, d in enumerate(dom):
        for value in (0, 1, 2):
            bit = BIT[value]
            if SIZE[d] > 1 and d & bit and engine.child(node, k, bit) is None:
                found.append(Step(5, "trial", {k: d & ~bit}, links=(k,), params={"count": value}))
    return found


def _key(steps: list[Step]) -> list[tuple[object, ...]]:
    return [(s.level, s.rule, s.masks, s.links, s.params) for s in steps]


@pytest.mark.parametrize(("rows", "cols"), [(10, 10), (15, 15), (12, 20)])
def test_trial_steps_are_those_of_trying_every_count(rows: int, cols: int) -> None:
    ruled_out = 0
    for net in _networks(rows, cols, 6, rows * cols):
        for ceiling in (2, 4):  # the domains where the ladder stalls below a trial
            _, dom = hintgrade.ladder_walk(net, ceiling)
            expected = _every_count(net, dom)
            assert _key(list(trial_steps(net, dom))) == _key(expected)
            ruled_out += len(expected)
    assert ruled_out > 20  # the boards do need trials


def _one_at_a_time(net: Network, ceiling: int) -> tuple[int, list[int]]:
    """The closure as it was: one isolation step a scan, every trial of a scan from the same
    domains, the ladder's easier levels between."""
    walk = hintgrade._Walk(net)
    hardest, level = 1, 1
    while level <= ceiling:
        if level == len(LEVELS) - 1:
            steps = _every_count(net, walk.dom) if any(SIZE[d] > 1 for d in walk.dom) else []
        elif level == 3:
            step = walk.island(3) or next(isolation_steps(net, walk.dom), None)
            steps = [] if step is None else [step]
        else:
            step = walk.first(level)
            steps = [] if step is None else [step]
        if not steps:
            level += 1
            continue
        hardest = max(hardest, level)
        for found in steps:
            for k, mask in found.masks.items():
                walk.set(k, walk.dom[k] & mask)
        level = 1
    return hardest, walk.dom


@pytest.mark.parametrize(("rows", "cols"), [(10, 10), (15, 15), (20, 20)])
def test_closure_is_the_closure_one_step_at_a_time(rows: int, cols: int) -> None:
    levels = []
    for net in _networks(rows, cols, 6, rows + cols):
        for ceiling in (3, 4, 5):
            expected = _one_at_a_time(net, ceiling)
            assert hintgrade.closure(net, ceiling) == expected
            levels.append(expected[0])
    assert 5 in levels  # trials were taken

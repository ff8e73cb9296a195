"""The generator's quick ladder walk (walk.py) against the step-by-step ladder walk, and the
network changes that make a board solvable by the ladder (generate.by_ladder)."""

from __future__ import annotations

import random

import pytest

from puzzlegui.core.hashi import TYPE
from puzzlegui.core.hashi.deduce import Network
from puzzlegui.core.hashi.engine import SIZE
from puzzlegui.core.hashi.generate import SHAPE, by_ladder, loosen, puzzle_of
from puzzlegui.core.hashi.growth import network
from puzzlegui.core.hashi.ladder import ladder_walk
from puzzlegui.core.hashi.walk import quick_walk
from puzzlegui.core.model import SolveStatus


@pytest.mark.parametrize("ceiling", [1, 2])
def test_quick_walk_matches_the_ladder_walk(ceiling: int) -> None:
    rng = random.Random(ceiling)
    for _ in range(30):
        side = rng.choice([6, 10, 15])
        shape = SHAPE[rng.choice(["easy", "medium", "hard"])]
        net = Network.of(puzzle_of(side, side, network(side, side, side * side // 5, rng, shape)))
        assert quick_walk(net, ceiling) == ladder_walk(net, ceiling)


def test_loosen_doubles_an_undecided_single_bridge() -> None:
    rng = random.Random(4)
    bridges = network(12, 12, 28, rng, SHAPE["hard"])
    puzzle = puzzle_of(12, 12, bridges)
    _, dom = quick_walk(Network.of(puzzle), 2)
    changed = loosen(bridges, puzzle, dom, rng)
    assert changed is not None
    grown = [pair for pair, n in changed.items() if bridges.get(pair) != n]
    assert grown
    assert set(changed) == set(bridges)
    assert all(bridges[pair] == 1 and changed[pair] == 2 for pair in grown)


@pytest.mark.parametrize("levels", [(1,), (2,)])
def test_by_ladder_boards_are_unique_and_need_the_levels_asked(levels: tuple[int, ...]) -> None:
    rng = random.Random(9)
    found = 0
    for _ in range(30):
        bridges = network(12, 12, 28, rng, SHAPE["medium"])
        puzzle = by_ladder(12, 12, bridges, levels, rng)
        if puzzle is None:
            continue
        found += 1
        hardest, dom = ladder_walk(Network.of(puzzle), 2)
        assert all(SIZE[d] == 1 for d in dom)
        assert hardest in levels
        assert TYPE.solve(puzzle, limit=2).status is SolveStatus.SOLVED
    assert found >= 3


def test_lighten_makes_doubles_single_while_the_ladder_solves() -> None:
    rng = random.Random(3)
    for _ in range(10):
        bridges = network(12, 12, 40, rng, SHAPE["easy"])
        puzzle = by_ladder(12, 12, bridges, (1,), rng)
        if puzzle is None:
            continue
        hardest, dom = ladder_walk(Network.of(puzzle), 1)
        assert all(SIZE[d] == 1 for d in dom)
        assert hardest == 1
        assert TYPE.solve(puzzle, limit=2).status is SolveStatus.SOLVED

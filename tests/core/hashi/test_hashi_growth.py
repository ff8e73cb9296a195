"""The dense network growth (generate.network) and the repairs' rounds (generate.change_where):
networks are valid and joined at every size and fill the board alike; one round changes every
separate group of links once."""

from __future__ import annotations

import random
from itertools import pairwise

import pytest

from puzzlegui.core.hashi.generate import PATCH, SHAPE, change_where, fill_where, puzzle_of
from puzzlegui.core.hashi.growth import network
from puzzlegui.core.hashi.mirror import connected, valid
from puzzlegui.core.hashi.solver import solve
from puzzlegui.core.model import SolveStatus


@pytest.mark.parametrize(("rows", "cols"), [(7, 7), (10, 10), (9, 14), (16, 16), (40, 60)])
def test_dense_networks_are_valid_and_joined(rows: int, cols: int) -> None:
    for seed in range(5):
        bridges = network(rows, cols, rows * cols, random.Random(seed), SHAPE["hard"])
        assert valid(bridges)
        assert connected(bridges)
        assert all(n in (1, 2) for n in bridges.values())


def test_dense_networks_fill_small_and_large_boards_alike() -> None:
    """The walk's length no longer grows with the board (it was up to half the side)."""
    shares = {}
    for side in (10, 40):
        islands = [
            len(
                {
                    cell
                    for pair in network(side, side, side * side, rng, SHAPE["easy"])
                    for cell in pair
                }
            )
            for rng in (random.Random(seed) for seed in range(4))
        ]
        shares[side] = sum(islands) / (4 * side * side)
    assert shares[40] > 0.24
    assert abs(shares[10] - shares[40]) < 0.06


def test_a_round_changes_each_separate_group_once() -> None:
    # two single bridges far apart (rows 0 and 5), seen by the links down the sides
    bridges = {((0, 0), (0, 4)): 1, ((5, 0), (5, 4)): 1}
    puzzle = puzzle_of(6, 5, bridges)
    top = puzzle.link_between((0, 0), (0, 4))
    bottom = puzzle.link_between((5, 0), (5, 4))
    changed = change_where(bridges, puzzle, [top, bottom], random.Random(0))
    assert changed == {((0, 0), (0, 4)): 2, ((5, 0), (5, 4)): 2}


def test_a_round_changes_a_group_that_shares_islands_once() -> None:
    bridges = {((0, 0), (0, 4)): 1, ((0, 0), (5, 0)): 1}
    puzzle = puzzle_of(6, 5, bridges)
    links = [puzzle.link_between((0, 0), (0, 4)), puzzle.link_between((0, 0), (5, 0))]
    changed = change_where(bridges, puzzle, links, random.Random(0))
    assert changed is not None
    assert sorted(changed.values()) == [1, 2]


def test_a_round_changes_a_large_group_once_in_each_patch() -> None:
    # one row of single bridges across a wide board: one group, two PATCH squares
    cells = [(0, c) for c in range(0, 2 * PATCH + 2, 2)]
    bridges = {(a, b): 1 for a, b in pairwise(cells)}
    puzzle = puzzle_of(1, cells[-1][1] + 1, bridges)
    changed = change_where(bridges, puzzle, list(range(len(puzzle.links))), random.Random(0))
    assert changed is not None
    grown = [pair for pair in bridges if changed[pair] == 2]
    assert len(grown) == 2
    assert len({pair[0][1] // PATCH for pair in grown}) == 2


def test_a_double_on_an_empty_side_ends_a_swap_of_doubles() -> None:
    # A-B and C-D double, B-D single: the other solution moves one bridge round the square
    a, b, c, d = (0, 0), (0, 2), (2, 0), (2, 2)
    bridges = {(a, b): 2, (c, d): 2, (b, d): 1}
    puzzle = puzzle_of(3, 3, bridges)
    assert solve(puzzle, limit=2).status is SolveStatus.MULTIPLE
    side = puzzle.link_between(a, c)
    changed = fill_where(bridges, puzzle, {side, puzzle.link_between(a, b)}, random.Random(0))
    assert changed == {**bridges, (a, c): 2}
    assert solve(puzzle_of(3, 3, changed), limit=2).status is SolveStatus.SOLVED


def test_no_double_across_a_bridge() -> None:
    # the empty link (0,1)-(4,1) is crossed by the bridge (2,0)-(2,3)
    bridges = {
        ((2, 0), (2, 3)): 1,
        ((0, 1), (0, 3)): 1,
        ((0, 3), (2, 3)): 1,
        ((4, 1), (4, 3)): 1,
        ((2, 3), (4, 3)): 1,
    }
    puzzle = puzzle_of(5, 4, bridges)
    crossed = puzzle.link_between((0, 1), (4, 1))
    assert fill_where(bridges, puzzle, {crossed}, random.Random(0)) is None

"""The dense network growth (generate.network) and the repairs' rounds (generate.change_where):
networks are valid and joined at every size and fill the board alike; one round changes every
separate group of links once."""

from __future__ import annotations

import random

import pytest

from puzzlegui.core.hashi.generate import SHAPE, change_where, network, puzzle_of
from puzzlegui.core.hashi.mirror import connected, valid


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

"""Hashi's grade follows the stages of Tatham's Bridges solver: his Easy is our level 1, his
Medium our level 2, his Hard above; the island's own cap on a link (which its neighbour then
sees) is not in his stages 1-2, so it sits at level 3."""

from __future__ import annotations

from puzzlegui.core.hashi import TYPE
from puzzlegui.core.hashi.deduce import Network
from puzzlegui.core.hashi.ladder import island_step, ladder_walk
from tests.data import data_rows

# Our generator's 7x7 hard, seed 1: after the stage-1 and stage-2 rules, only an island's cap
# on its links (the 1 at row 2, column 7 takes at most one more bridge) moves on.
CAPACITY = """hashi 7x7
. . . . . . .
2 . 2 . 3 . 1
. . . . . . .
1 2 . . 2 . .
. . . . . . .
. . . . . . .
. 2 . 1 . . .
"""
STAGE = {"easy": (1,), "medium": (2,), "hard": (3, 4, 5)}


def test_tatham_graded_rows_grade_at_his_stage() -> None:
    for row in data_rows("tatham-graded/hashi.jsonl"):
        level = row["source"].rsplit("(", 1)[1].rstrip(")")
        puzzle = TYPE.puzzle_from_json(row["puzzle"])
        assert TYPE.grade(puzzle).level in STAGE[level], row["id"]


def test_capacity_is_a_level_three_step() -> None:
    puzzle, _ = TYPE.parse(CAPACITY)
    assert TYPE.grade(puzzle).level == 3
    net = Network.of(puzzle)
    hardest, dom = ladder_walk(net, 2)
    assert hardest == 2
    assert any(d & (d - 1) for d in dom)


def test_the_island_cap_is_found_at_level_three_only() -> None:
    # The 3 in the middle already has a double bridge up: it misses one bridge, with room for
    # two on each side. Tatham's stages 1 and 2 say nothing; the cap (at most one bridge each
    # side) is level 3.
    puzzle, _ = TYPE.parse("hashi 5x3\n. . 2 . .\n. . . . .\n2 . 3 . 2\n")
    net = Network.of(puzzle)
    dom = net.initial()
    middle = next(i for i, n in enumerate(net.need) if n == 3)
    (up,) = [k for k in net.at[middle] if 0 in (puzzle.cell(a)[0] for a in net.ends[k])]
    dom[up] = 4
    low, high = 2, 6
    assert island_step(net, dom, middle, low, high, 1) is None
    assert island_step(net, dom, middle, low, high, 2) is None
    step = island_step(net, dom, middle, low, high, 3)
    assert step is not None
    assert step.rule == "capacity"
    assert set(step.masks.values()) == {3}

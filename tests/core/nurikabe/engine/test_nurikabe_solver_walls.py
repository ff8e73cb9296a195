"""The solver's rules for boards with few walls: far-from-walls and fence-too-long."""

from __future__ import annotations

import itertools
import random

import pytest

from puzzlegui.core.model import SolveStatus
from puzzlegui.core.nurikabe import TYPE
from puzzlegui.core.nurikabe.engine.areas import clue_touch, reach
from puzzlegui.core.nurikabe.engine.bits import mask_of
from puzzlegui.core.nurikabe.engine.board import Board
from puzzlegui.core.nurikabe.engine.cells import UNKNOWN, WALL, WHITE, Cells, Contradiction
from puzzlegui.core.nurikabe.engine.fence import fence, fence_too_long
from puzzlegui.core.nurikabe.engine.islands import analyse
from puzzlegui.core.nurikabe.engine.walls import far_from_walls, within
from puzzlegui.core.nurikabe.puzzle import make_puzzle


def test_cells_far_from_the_walls_are_island() -> None:
    # 1x7 strip, clues 3 and 2: two walls; with one at column 3 the other is next to it.
    board = Board(make_puzzle(1, 7, [(0, 0, 3), (0, 6, 2)]))
    v = board.start()
    v[3] = WALL
    decided = far_from_walls(board, v, analyse(board, v))
    assert sorted(decided) == [(1, WHITE), (5, WHITE)]


def test_with_scarce_walls_a_wall_must_also_reach_every_island_border() -> None:
    # 1x9 strip, clues 3 and 4: two walls; the second must touch the 4's reach (columns 5-7)
    # and the first wall: only column 4 is left.
    board = Board(make_puzzle(1, 9, [(0, 0, 3), (0, 8, 4)]))
    v = board.start()
    v[3] = WALL
    decided = far_from_walls(board, v, analyse(board, v))
    assert sorted(decided) == [(i, WHITE) for i in (1, 2, 5, 6, 7)]


def test_walls_that_cannot_reach_an_island_border_are_a_contradiction() -> None:
    # 1x10 strip, clues 2 and 6: two walls; one at the far end cannot join the 2's border.
    board = Board(make_puzzle(1, 10, [(0, 0, 2), (0, 5, 6)]))
    v = board.start()
    v[9] = WALL
    with pytest.raises(Contradiction):
        far_from_walls(board, v, analyse(board, v))


def test_fence_counts_the_smallest_cut() -> None:
    board = Board(make_puzzle(3, 3, [(0, 0, 2), (2, 2, 2)]))
    v = board.start()
    info = analyse(board, v)
    assert fence(board, v, info, info.owner[0], 10) == 2
    v[1] = WALL
    assert fence(board, v, analyse(board, v), info.owner[0], 10) == 1


def test_a_fence_longer_than_the_walls_left_is_a_contradiction() -> None:
    board = Board(make_puzzle(3, 3, [(0, 0, 2), (2, 2, 2)]))
    v = board.start()
    v[1] = v[3] = WHITE  # the 2 at the corner is grown twice: no fence of 5 walls fits
    v[4] = UNKNOWN
    with pytest.raises(Contradiction):
        fence_too_long(board, v, analyse(board, v))


def test_a_sea_of_island_with_few_walls_solves() -> None:
    # 6x6, clues 27 and 4: five walls close the 4 in a corner.
    puzzle = make_puzzle(6, 6, [(5, 0, 4), (0, 5, 27)])
    result = TYPE.solve(puzzle, limit=2, seconds=20)
    assert result.status is SolveStatus.SOLVED
    assert result.solution is not None
    assert TYPE.check(puzzle, result.solution) == []


def test_reach_with_the_table_of_clued_neighbours_equals_reach_without() -> None:
    puzzle = make_puzzle(5, 5, [(0, 0, 3), (0, 4, 2), (2, 2, 4), (4, 0, 2)])
    board = Board(puzzle)
    v = board.start()
    v[1] = WALL
    v[7] = WHITE  # a clue-less island cell between the 3 and the 4
    info = analyse(board, v)
    touch = clue_touch(board, info)
    for k, isl in enumerate(info.islands):
        if isl.clue:
            plain = reach(board, v, info, k, [-1] * board.size)
            assert reach(board, v, info, k, [-1] * board.size, touch) == plain


def _plain_within(board: Board, v: Cells, seeds: list[int], steps: int) -> list[bool]:
    """Cells joined to a seed through at most `steps` free cells, seeds and walls included:
    a breadth-first search cell by cell, a wall costing no step."""
    nbs = board.neighbours
    near = [False] * board.size
    ring = [i for i in seeds if v[i] == WALL]
    fresh = [i for i in seeds if v[i] == UNKNOWN]
    for step in range(steps + 1):
        if step:
            ring = [i for i in fresh if not near[i]] + [
                j for i in ring for j in nbs[i] if v[j] == UNKNOWN and not near[j]
            ]
            fresh = []
        for i in ring:
            near[i] = True
        for i in ring:  # the walls joined to the ring through walls (the list grows)
            for j in nbs[i]:
                if v[j] == WALL and not near[j]:
                    near[j] = True
                    ring.append(j)
    return near


def test_within_on_masks_equals_a_search_cell_by_cell() -> None:
    rng = random.Random(24)
    for _ in range(400):
        board = Board(make_puzzle(rng.randint(1, 8), rng.randint(2, 9), [(0, 0, 1)]))
        v = bytearray(rng.choice((UNKNOWN, UNKNOWN, WALL, WHITE)) for _ in range(board.size))
        seeds = rng.sample(range(board.size), rng.randint(1, 2))
        steps = rng.randint(0, 6)
        want = _plain_within(board, v, seeds, steps)
        got = within(board, mask_of(v, WALL), mask_of(v, UNKNOWN), board.mask(seeds), steps)
        assert got == board.mask(i for i in range(board.size) if want[i])


def _fewest_cut(board: Board, v: Cells, owner: list[int], k: int, sinks: set[int], cap: int) -> int:
    """The fewest free cells (up to cap) whose walls leave island k no way to a sink island
    through free and white cells: every set of free cells tried, smallest first."""
    free = [i for i in range(board.size) if v[i] == UNKNOWN]
    for size in range(cap):
        for cut in itertools.combinations(free, size):
            if not _joined(board, v, owner, k, sinks, set(cut)):
                return size
    return cap


def _joined(
    board: Board, v: Cells, owner: list[int], k: int, sinks: set[int], cut: set[int]
) -> bool:
    """Whether island k reaches a sink island through cells neither wall nor in `cut`."""
    todo = [i for i in range(board.size) if owner[i] == k]
    seen = set(todo)
    while todo:
        for j in board.neighbours[todo.pop()]:
            if j in seen or v[j] == WALL or j in cut:
                continue
            if v[j] == WHITE and owner[j] in sinks:
                return True
            seen.add(j)
            todo.append(j)
    return False


def test_fence_equals_the_fewest_cut_found_by_trying_every_set() -> None:
    rng = random.Random(35)
    checked = 0
    while checked < 300:
        rows, cols = rng.randint(1, 4), rng.randint(2, 5)
        cells = rng.sample(range(rows * cols), min(rows * cols, rng.randint(2, 4)))
        board = Board(make_puzzle(rows, cols, [(*divmod(i, cols), 1) for i in cells]))
        v = board.start()
        for i in range(board.size):
            if v[i] == UNKNOWN:
                v[i] = rng.choice((UNKNOWN, UNKNOWN, UNKNOWN, WALL, WHITE))
        try:
            info = analyse(board, v)
        except Contradiction:
            continue  # two clues joined
        sinks = {o for o, isl in enumerate(info.islands) if isl.clue}
        for k in sorted(sinks):
            cap = rng.randint(1, 5)
            want = _fewest_cut(board, v, info.owner, k, sinks - {k}, cap)
            assert fence(board, v, info, k, cap) == want
            checked += 1

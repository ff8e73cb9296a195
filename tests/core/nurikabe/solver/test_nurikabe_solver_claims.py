"""The solver's claim-cut rule and its branching by conflicts and probe scores."""

from __future__ import annotations

from puzzlegui.core.nurikabe.engine.board import Board
from puzzlegui.core.nurikabe.engine.cells import UNKNOWN, WALL, WHITE
from puzzlegui.core.nurikabe.engine.islands import analyse
from puzzlegui.core.nurikabe.puzzle import make_puzzle
from puzzlegui.core.nurikabe.solver.claims import claim_cuts
from puzzlegui.core.nurikabe.solver.dfs import Activity, best_probed


def test_cells_joining_a_claimed_group_to_its_island_are_island() -> None:
    # 1x9 strip, clue 8 at the left end, a clue-less island cell at column 7: only the 8 can
    # reach it, and only through columns 1-6.
    board = Board(make_puzzle(1, 9, [(0, 0, 8)]))
    v = board.start()
    v[7] = WHITE
    assert sorted(claim_cuts(board, v, analyse(board, v))) == [(i, WHITE) for i in range(1, 7)]


def test_a_claimed_group_with_two_ways_in_forces_nothing() -> None:
    # 2x7, clue 9 top left, a clue-less cell at the far right: two rows lead there.
    board = Board(make_puzzle(2, 7, [(0, 0, 9)]))
    v = board.start()
    v[6] = WHITE
    assert claim_cuts(board, v, analyse(board, v)) == []


def test_small_islands_are_left_to_the_shapes_rule() -> None:
    # The 4 misses three cells: its shapes already take the claimed cell.
    board = Board(make_puzzle(1, 5, [(0, 0, 4)]))
    v = board.start()
    v[3] = WHITE
    assert claim_cuts(board, v, analyse(board, v)) == []


def test_branching_prefers_cells_of_recent_conflicts_then_wide_probes() -> None:
    board = Board(make_puzzle(1, 9, [(0, 0, 8)]))
    v = board.start()
    info = analyse(board, v)
    activity = Activity(board.size)
    assert best_probed(v, info, {}, activity.weight) == -1  # nothing probed yet
    assert best_probed(v, info, {1: 6}, activity.weight) == 1
    dead = v.copy()
    dead[1], dead[2] = WALL, WHITE
    activity.bump(dead, v)
    assert activity.weight[1] > 0
    assert activity.weight[3] == 0
    assert v[1] == UNKNOWN

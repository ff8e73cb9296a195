"""The solver's crossing rule: a wall path and an island path through one region of free cells."""

from __future__ import annotations

import random

import pytest

from puzzlegui.core.nurikabe import TYPE
from puzzlegui.core.nurikabe.engine.board import Board
from puzzlegui.core.nurikabe.engine.cells import UNKNOWN, WALL, WHITE, Contradiction
from puzzlegui.core.nurikabe.engine.islands import analyse
from puzzlegui.core.nurikabe.puzzle import make_puzzle
from puzzlegui.core.nurikabe.solver.crossing import check_pockets
from puzzlegui.core.nurikabe.solver.pocket import (
    EDGE,
    ISLANDS,
    WALLS,
    border,
    components,
    pockets,
    runs,
    walls_at_least,
)
from tests.data import data_rows


def _board(rows: list[str], clues: list[tuple[int, int, int]]) -> tuple[Board, list[int]]:
    """A board from rows of '#' (wall), '.' (island) and '?' (free); clue cells are island."""
    board = Board(make_puzzle(len(rows), len(rows[0]), clues))
    marks = {"#": WALL, ".": WHITE, "?": UNKNOWN}
    v = [marks[ch] for row in rows for ch in row]
    for r, c, _ in clues:
        v[r * board.cols + c] = WHITE
    return board, v


def test_alternating_walls_and_islands_around_a_region_are_a_contradiction() -> None:
    # The wall at the top left must reach the wall at the right, the clue-less cell at the
    # top right must reach the 8 at the bottom left: around the free cells they alternate.
    board, v = _board(["#???.", ".???#"], [(1, 0, 8)])
    with pytest.raises(Contradiction):
        check_pockets(board, v, analyse(board, v))


def test_paths_that_need_not_cross_decide_nothing() -> None:
    # Walls at both top corners, the island cells below them: both paths fit (three walls
    # are left, enough to join the walls along the top).
    board, v = _board(["#???#", ".???."], [(1, 0, 5)])
    check_pockets(board, v, analyse(board, v))  # no contradiction


def test_a_region_round_a_hole_is_left_alone() -> None:
    # The free cells ring a wall: paths may pass on either side of it.
    board, v = _board(["#????.", ".?#??#", "??????"], [(1, 0, 12)])
    info = analyse(board, v)
    walls = [0 if x == WALL else -1 for x in v]
    assert border(board, pockets(board, v, walls, info.owner), 0, v, walls, info.owner) is None
    check_pockets(board, v, info)  # no contradiction


def test_the_border_walk_lists_the_cells_beside_a_region_in_order() -> None:
    board, v = _board(["#???.", ".???#"], [(1, 0, 8)])
    info = analyse(board, v)
    walls = [0 if i == 0 else 1 if x == WALL else -1 for i, x in enumerate(v)]
    ports = border(board, pockets(board, v, walls, info.owner), 0, v, walls, info.owner)
    assert ports is not None
    c, a = info.owner[4], info.owner[5]
    assert runs(ports) == [
        ((EDGE, 0), [1, 2, 3]),
        ((ISLANDS, c), [3]),
        ((WALLS, 1), [8]),
        ((EDGE, 0), [8, 7, 6]),
        ((ISLANDS, a), [6]),
        ((WALLS, 0), [1]),
    ]


def test_a_wall_path_that_leaves_cells_no_island_can_take_is_a_contradiction() -> None:
    # The two walls of row 1 must join: under the top row (3 walls) the top row is cut off
    # from the 9 and must be wall too, along it they take 5; 4 walls are left.
    board, v = _board(["?????", "#???#", "....."], [(2, 0, 9)])
    with pytest.raises(Contradiction):
        check_pockets(board, v, analyse(board, v))


def test_with_one_more_wall_the_path_along_the_top_fits() -> None:
    board, v = _board(["?????", "#???#", "....."], [(2, 0, 8)])
    check_pockets(board, v, analyse(board, v))  # no contradiction


def test_each_pocket_holds_its_size_less_what_the_islands_beside_it_may_take() -> None:
    # Two pockets: the left one (two cells) only beside the 2, the right one beside a
    # clue-less cell (no bound).
    board, v = _board(["??#.?", "..#??"], [(1, 0, 2)])
    info = analyse(board, v)
    found = pockets(board, v, components(board, v, WALL), info.owner)
    region = found.region
    room = {(info.owner[5], region[0]): 0}  # the 2 is complete; the clue-less cell: no entry
    least = walls_at_least(found, room)
    assert least == {region[0]: 2, region[4]: 0}


@pytest.mark.slow
def test_states_on_the_way_to_a_solution_are_never_refuted() -> None:
    # Soundness: any part of a solution (random cells of it decided) is no contradiction.
    rng = random.Random(683)
    for row in small_janko(30):
        puzzle = TYPE.puzzle_from_json(row["puzzle"])
        board = Board(puzzle)
        answer = [WALL if ch == "#" else WHITE for line in row["solution"]["grid"] for ch in line]  # type: ignore[index]
        for share in (0.5, 0.7, 0.85, 0.95):
            for _ in range(10):
                v = [
                    x if board.clue[i] or rng.random() < share else UNKNOWN
                    for i, x in enumerate(answer)
                ]
                check_pockets(board, v, analyse(board, v))  # raises on a wrong contradiction


def small_janko(count: int) -> list[dict[str, object]]:
    """The `count` smallest janko rows (skips the test when the shared data is absent)."""
    data = data_rows("janko/nurikabe.jsonl")
    return sorted(data, key=lambda r: r["puzzle"]["rows"] * r["puzzle"]["cols"])[:count]

"""The solver's wall-span rule (span.py): joined walls spanning p rows and q columns number at
least p + q - 1, so with few walls an island can only end in a few bounding boxes."""

from __future__ import annotations

import random

import pytest

from puzzlegui.core.cancel import run_search
from puzzlegui.core.model import SolveStatus
from puzzlegui.core.nurikabe import TYPE
from puzzlegui.core.nurikabe.engine.board import Board
from puzzlegui.core.nurikabe.engine.cells import UNKNOWN, WALL, WHITE, Contradiction
from puzzlegui.core.nurikabe.engine.islands import analyse
from puzzlegui.core.nurikabe.engine.span import applies, wall_span
from puzzlegui.core.nurikabe.puzzle import make_puzzle
from puzzlegui.core.nurikabe.solver.dfs import search, to_state


def test_a_clue_near_a_corner_with_few_walls_fills_the_corner_box() -> None:
    # 6x6, clues 27 and 4: five walls. Walls beside an h x w island in a corner span h + 1 rows
    # and w + 1 columns, so at least h + w + 1 of them: only the 2x2 in the corner fits the 4
    # (janko 1030 is the same with a 4x5 box and ten walls).
    board = Board(make_puzzle(6, 6, [(0, 5, 27), (5, 1, 4)]))
    assert board.walls_needed == 5
    v = board.start()
    decided = dict(wall_span(board, v, analyse(board, v)))
    assert decided == {24: WHITE, 25: WHITE, 30: WHITE, 32: WALL}


def test_an_island_whose_every_box_needs_too_many_walls_is_a_contradiction() -> None:
    # 6x6, three walls: the 4 in the middle of the board needs at least 2 + 2 + 2 + 2 - 1 lines.
    board = Board(make_puzzle(6, 6, [(0, 0, 29), (3, 3, 4)]))
    v = board.start()
    with pytest.raises(Contradiction):
        wall_span(board, v, analyse(board, v))


def test_the_rule_stays_off_when_walls_can_span_the_board() -> None:
    board = Board(make_puzzle(4, 4, [(0, 0, 1), (3, 3, 1)]))
    assert board.walls_needed > board.rows + board.cols
    assert not applies(board)
    v = board.start()
    assert wall_span(board, v, analyse(board, v)) == []


def random_answer(rng: random.Random, rows: int, cols: int, walls: int) -> list[int] | None:
    """A random valid Nurikabe answer: `walls` joined walls without a 2x2 block (None if the
    walk got stuck); the islands are what is left."""
    size = rows * cols
    v = [WHITE] * size
    start = rng.randrange(size)
    v[start], grown = WALL, [start]
    while len(grown) < walls:
        i = rng.choice(grown)
        r, c = divmod(i, cols)
        options = [
            (r + dr) * cols + c + dc
            for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0))
            if 0 <= r + dr < rows and 0 <= c + dc < cols and v[(r + dr) * cols + c + dc] == WHITE
        ]
        options = [j for j in options if not pooled(v, j, rows, cols)]
        if not options:
            if all(not free_next(v, g, rows, cols) for g in grown):
                return None
            continue
        j = rng.choice(options)
        v[j] = WALL
        grown.append(j)
    return v


def free_next(v: list[int], i: int, rows: int, cols: int) -> bool:
    """True when cell i has a white neighbour that can still become a wall."""
    r, c = divmod(i, cols)
    return any(
        0 <= r + dr < rows
        and 0 <= c + dc < cols
        and v[(r + dr) * cols + c + dc] == WHITE
        and not pooled(v, (r + dr) * cols + c + dc, rows, cols)
        for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0))
    )


def pooled(v: list[int], j: int, rows: int, cols: int) -> bool:
    """True when a wall at j would complete a 2x2 block of walls."""
    r, c = divmod(j, cols)
    corners = [(r + dr, c + dc) for dr in (-1, 0) for dc in (-1, 0)]
    return any(
        all(
            v[(a + x) * cols + b + y] == WALL or (a + x) * cols + b + y == j
            for x in (0, 1)
            for y in (0, 1)
        )
        for a, b in corners
        if 0 <= a < rows - 1 and 0 <= b < cols - 1
    )


Clue = tuple[int, int, int]


def clues_of(rng: random.Random, answer: list[int], rows: int, cols: int) -> list[Clue]:
    """One clue per island of the answer, at a random cell of it, with the island's size."""
    board = Board(make_puzzle(rows, cols, []))
    clues = []
    for isl in analyse(board, answer).islands:
        cell = rng.choice(isl.cells)
        clues.append((cell // cols, cell % cols, len(isl.cells)))
    return clues


@pytest.mark.parametrize("seed", range(40))
def test_the_rule_never_contradicts_an_answer(seed: int) -> None:
    rng = random.Random(seed)
    rows, cols = rng.randint(3, 7), rng.randint(3, 7)
    answer = random_answer(rng, rows, cols, rng.randint(1, rows + cols))
    if answer is None:
        pytest.skip("the random walls got stuck")
    board = Board(make_puzzle(rows, cols, clues_of(rng, answer, rows, cols)))
    for _ in range(20):
        v = board.start()
        shown = rng.random()
        for i, x in enumerate(answer):
            if v[i] == UNKNOWN and rng.random() < shown:
                v[i] = x
        for i, x in wall_span(board, v, analyse(board, v)):
            assert answer[i] == x, (i, x)


def test_the_solver_settles_a_large_island_board_with_few_walls() -> None:
    # 12x12, eight walls: the 12 fits only a 3x4 box in the corner (3 + 4 + 1 walls).
    # Our search alone (the portfolio lets the SAT model go first on a board with two clues).
    puzzle = make_puzzle(12, 12, [(0, 11, 124), (10, 3, 12)])
    board = Board(puzzle)
    result = run_search(lambda budget: search(board, budget))
    assert result.status is SolveStatus.SOLVED
    assert TYPE.check(puzzle, to_state(puzzle, result.solutions[0])) == []
    assert result.nodes == 1
    assert TYPE.solve(puzzle).status is SolveStatus.SOLVED  # and the portfolio agrees

"""Pool claims on bit masks give exactly what the block-by-block loop gives; cell masks; the
cells two boards differ in."""

from __future__ import annotations

import random

from puzzlegui.core.nurikabe.engine.areas import cells_of, pool_claims
from puzzlegui.core.nurikabe.engine.bits import changed_cells, mask_of
from puzzlegui.core.nurikabe.engine.blocks import pool_claims_masked, pool_corners
from puzzlegui.core.nurikabe.engine.board import Board
from puzzlegui.core.nurikabe.engine.cells import UNKNOWN, WALL, WHITE

from .nurikabe_boards import blank_board


def _masked_claims_agree(board: Board, v: list[int], areas: dict[int, list[int]]) -> bool:
    """Assert the masked pool claims are the loop's; whether there were any."""
    masks = {k: sum(1 << i for i in found) for k, found in areas.items()}
    expected = pool_claims(board, v, areas)
    assert pool_claims_masked(board, v, masks) == expected
    return bool(expected)


def test_masked_pool_claims_equal_the_loop_on_random_areas() -> None:
    rng = random.Random(17)
    claimed = 0
    boards: dict[tuple[int, int], Board] = {}  # reused: kept groups must stay right
    for _ in range(1000):
        rows, cols = rng.randint(1, 5), rng.randint(1, 5)
        board = boards.setdefault((rows, cols), blank_board(rows, cols))
        v = [rng.choice((UNKNOWN, UNKNOWN, WALL, WHITE)) for _ in range(board.size)]
        open_cells = [i for i, x in enumerate(v) if x != WALL]
        areas = {
            k: rng.sample(open_cells, rng.randint(0, len(open_cells)))
            for k in rng.sample(range(9), rng.randint(1, 4))
        }
        claimed += _masked_claims_agree(board, v, areas)
    assert claimed > 50


def test_masked_pool_claims_equal_the_loop_on_areas_of_a_few_rows() -> None:
    rng = random.Random(29)  # areas within a band of rows, anywhere on boards up to 10 x 9
    claimed = 0
    boards: dict[tuple[int, int], Board] = {}
    for _ in range(1500):
        rows, cols = rng.randint(2, 10), rng.randint(2, 9)
        board = boards.setdefault((rows, cols), blank_board(rows, cols))
        v = [rng.choice((UNKNOWN, UNKNOWN, UNKNOWN, WALL, WHITE)) for _ in range(board.size)]
        areas = {}
        for k in rng.sample(range(9), rng.randint(1, 4)):
            top = rng.randrange(rows)
            band = [i for i in range(top * cols, min(rows, top + rng.randint(1, 3)) * cols)]
            band = [i for i in band if v[i] != WALL]
            areas[k] = rng.sample(band, rng.randint(0, len(band)))
        claimed += _masked_claims_agree(board, v, areas)
    assert claimed > 200


def test_masks_of_a_value_and_their_cells() -> None:
    rng = random.Random(23)
    for size in (0, 1, 7, 300):
        v = [rng.choice((UNKNOWN, WALL, WHITE)) for _ in range(size)]
        for value in (UNKNOWN, WALL, WHITE):
            cells = [i for i, x in enumerate(v) if x == value]
            assert mask_of(v, value) == sum(1 << i for i in cells)
            assert cells_of(mask_of(v, value)) == cells


def test_changed_cells_are_the_cells_that_differ_in_board_order() -> None:
    rng = random.Random(37)
    for size in (0, 1, 2, 9, 64, 300):
        for _ in range(40):
            before = [rng.choice((UNKNOWN, WALL, WHITE)) for _ in range(size)]
            v = [x if rng.random() < 0.8 else rng.choice((UNKNOWN, WALL, WHITE)) for x in before]
            assert changed_cells(v, before) == [i for i in range(size) if v[i] != before[i]]


def test_pool_corners_are_the_blocks_with_three_walls_and_one_free_cell() -> None:
    # Against a block-by-block look, on random boards of every shape from 1x1 to 7x7, walls
    # common enough that many blocks hold three.
    rng = random.Random(5)
    found = 0
    for _ in range(1500):
        rows, cols = rng.randint(1, 7), rng.randint(1, 7)
        board = blank_board(rows, cols)
        v = bytearray(rng.choice((UNKNOWN, WALL, WALL, WHITE)) for _ in range(board.size))
        expected = 0
        for block in board.blocks:
            values = sorted(v[i] for i in block)
            if values == sorted([UNKNOWN, WALL, WALL, WALL]):
                expected |= 1 << block[0]
        assert pool_corners(board, v) == expected, (rows, cols, bytes(v))
        found += bool(expected)
    assert found > 100

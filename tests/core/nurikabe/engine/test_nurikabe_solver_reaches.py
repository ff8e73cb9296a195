"""Island reaches carried along the solver's chain of analyses equal fresh searches."""

from __future__ import annotations

import random

import pytest

from puzzlegui.core.nurikabe.engine.areas import (
    AreaMemo,
    areas_of,
    claimed,
    claims_of,
    reach,
    round_of,
)
from puzzlegui.core.nurikabe.engine.board import Board
from puzzlegui.core.nurikabe.engine.cells import UNKNOWN, WALL, WHITE, Contradiction
from puzzlegui.core.nurikabe.engine.islands import Analysis, analyse, reanalyse
from puzzlegui.core.nurikabe.engine.reaches import clue_beside, island_reaches
from puzzlegui.core.nurikabe.puzzle import make_puzzle

from .nurikabe_boards import scattered, some_undecided

CLUES = [(0, 0, 7), (1, 5, 5), (4, 2, 9), (6, 7, 6), (7, 0, 3), (3, 6, 2)]


def _fresh(board: Board, v: list[int]) -> dict[int, list[int]]:
    """The reach of every growing clued island, searched on a fresh analysis."""
    info = analyse(board, v)
    seen = [-1] * board.size
    return {
        k: reach(board, v, info, k, seen)
        for k, isl in enumerate(info.islands)
        if isl.clue and isl.missing > 0
    }


def _carried(board: Board, v: list[int], info: Analysis) -> dict[int, list[int]]:
    reaches = island_reaches(board, v, info)
    # Every field, not only the cells found: a kept reach's looked cells, key and rim too.
    assert reaches == island_reaches(board, v, analyse(board, v))
    _check_claims(board, v, info)
    _check_round(board, v, info)
    return {k: r.found for k, r in reaches.items()}


def _check_round(board: Board, v: list[int], info: Analysis) -> None:
    """What `round_of` keeps with the areas equals its plain computation."""
    try:
        known = round_of(board, v, info)
    except Contradiction:
        return
    assert known.reaches == island_reaches(board, v, analyse(board, v))
    assert known.masks == {k: sum(1 << i for i in found) for k, found in known.areas.items()}
    count = [0] * board.size
    for found in known.areas.values():
        for i in found:
            count[i] += 1
    assert known.everyone == sum(1 << i for i, n in enumerate(count) if n)
    assert known.twice == sum(1 << i for i, n in enumerate(count) if n > 1)
    assert known.white == sum(1 << i for i, x in enumerate(v) if x == WHITE)
    assert known.clueless == [isl for isl in info.islands if not isl.clue]


def _check_claims(board: Board, v: list[int], info: Analysis) -> None:
    """`claims_of` (on the reaches' bit masks) answers what `claimed` answers."""
    try:
        areas = areas_of(board, v, info)
        expected: object = claimed(info, areas)
    except Contradiction:
        expected = Contradiction
    try:
        board.memo(AreaMemo).claims = None
        got: object = claims_of(board, info, areas_of(board, v, info))
    except Contradiction:
        got = Contradiction
    assert got == expected


def _walk(rng: random.Random, board: Board) -> int:
    """Decide random cells one small batch at a time, comparing reaches now and then; how
    many comparisons were made."""
    v = scattered(rng, board, 10, 0.4)
    try:
        info = analyse(board, v)
    except Contradiction:
        return 0
    assert _carried(board, v, info) == _fresh(board, v)
    compared = 1
    while UNKNOWN in v:
        before = v.copy()
        for i in some_undecided(rng, v, 4):
            v[i] = WHITE if rng.random() < 0.5 else WALL
        try:
            info = reanalyse(board, v, info, before)
        except Contradiction:
            break
        if rng.random() < 0.6:  # the others leave a longer chain back to known reaches
            assert _carried(board, v, info) == _fresh(board, v)
            compared += 1
    return compared


@pytest.mark.slow
def test_carried_reaches_equal_fresh_searches_on_random_boards() -> None:
    rng = random.Random(13)
    compared = sum(_walk(rng, Board(make_puzzle(8, 8, CLUES))) for _ in range(300))
    assert compared > 1000


def test_a_group_that_joins_a_far_clue_changes_the_reach_beside_it() -> None:
    # 1x7: the 4 at the left; a clue-less island cell at column 3; the 5 at the right end.
    board = Board(make_puzzle(1, 7, [(0, 0, 4), (0, 6, 5)]))
    v = board.start()
    v[3] = WHITE
    info = analyse(board, v)
    assert _carried(board, v, info)[0] == [1, 2, 3]
    before = v.copy()
    v[4], v[5] = WHITE, WHITE  # the group joins the 5, far from the 4
    info = reanalyse(board, v, info, before)
    with_five = _carried(board, v, info)
    assert with_five == _fresh(board, v)
    assert with_five[0] == [1]  # cell 2 now touches the 5


def _looked(board: Board, v: list[int], info: Analysis, k: int) -> int:
    """Every cell the reach search of island k looks at, found by following it step by step."""
    isl, beside = info.islands[k], clue_beside(board, info)
    seen, looked, frontier = set(isl.cells), 0, list(isl.cells)
    for _ in range(isl.missing):
        nxt = []
        for j in (j for i in frontier for j in board.neighbours[i]):
            if j not in seen:
                seen.add(j)
                looked |= 1 << j
                if v[j] == WHITE or (v[j] == UNKNOWN and beside[j] in (-1, isl.cells[0])):
                    nxt.append(j)
        frontier = nxt
    return looked


def test_a_reach_records_exactly_the_cells_its_search_looked_at() -> None:
    rng = random.Random(29)
    for _ in range(300):
        board = Board(make_puzzle(8, 8, CLUES))
        v = scattered(rng, board, 24, 0.3)
        try:
            info = analyse(board, v)
        except Contradiction:
            continue
        for k, r in island_reaches(board, v, info).items():
            assert r.looked == _looked(board, v, info, k)

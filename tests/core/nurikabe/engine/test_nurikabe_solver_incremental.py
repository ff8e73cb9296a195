"""The solver's incremental island analysis gives exactly what a fresh analysis gives."""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import partial

from puzzlegui.core.nurikabe.engine.board import Board
from puzzlegui.core.nurikabe.engine.cells import UNKNOWN, WALL, WHITE, Contradiction
from puzzlegui.core.nurikabe.engine.cuts import Cuts
from puzzlegui.core.nurikabe.engine.deduce import _local_rules, propagate
from puzzlegui.core.nurikabe.engine.islands import Analysis, analyse, reanalyse
from puzzlegui.core.nurikabe.engine.wallgraph import WallGraphs
from puzzlegui.core.nurikabe.puzzle import make_puzzle

from .nurikabe_boards import scattered, some_undecided


def _random_board(rng: random.Random) -> tuple[Board, list[int]]:
    board = Board(make_puzzle(6, 7, [(0, 0, 9), (2, 3, 6), (5, 6, 4)]))
    return board, scattered(rng, board, 12, 0.25)


def test_new_walls_update_liberties_in_the_fresh_order() -> None:
    rng = random.Random(3)
    for _ in range(200):
        board, v = _random_board(rng)
        before = v.copy()
        info = analyse(board, before)
        for i in some_undecided(rng, v, 6):
            v[i] = WALL
        assert reanalyse(board, v, info, before) == analyse(board, v)


def _or_none(grouping: Callable[[], Analysis]) -> Analysis | None:
    try:
        return grouping()
    except Contradiction:
        return None


def test_new_island_cells_regroup_as_a_fresh_analysis_would() -> None:
    rng = random.Random(5)
    checked = 0
    for _ in range(400):
        board, v = _random_board(rng)
        before = v.copy()
        info = _or_none(partial(analyse, board, before))
        if info is None:
            continue
        for i in some_undecided(rng, v, 8):
            v[i] = rng.choice((WALL, WHITE))
        fresh = _or_none(partial(analyse, board, v))
        assert _or_none(partial(reanalyse, board, v, info, before)) == fresh
        checked += fresh is not None
    assert checked > 100


def test_island_numbers_after_a_chain_of_updates_match_a_fresh_analysis() -> None:
    # Many islands (clue-less ones made by the random white cells), updated step after step:
    # the islands after a new or merged one take new numbers, and only those cells are written.
    rng = random.Random(11)
    clues = [(r, c, 5) for r in range(0, 10, 3) for c in range(1, 10, 4)]
    checked = 0
    for _ in range(60):
        board = Board(make_puzzle(10, 10, clues))
        v = scattered(rng, board, 30, 0.4)
        info = _or_none(partial(analyse, board, v))
        while info is not None and UNKNOWN in v:
            before = v.copy()
            for i in some_undecided(rng, v, 4):
                v[i] = rng.choice((WALL, WHITE))
            fresh = _or_none(partial(analyse, board, v))
            assert _or_none(partial(reanalyse, board, v, info, before)) == fresh
            info = fresh
            checked += fresh is not None
    assert checked > 200


def test_a_new_island_cell_joins_its_neighbours() -> None:
    board = Board(make_puzzle(1, 5, [(0, 0, 3)]))
    v = board.start()
    before = v.copy()
    info = analyse(board, before)
    v[1], v[4] = WHITE, WALL
    again = reanalyse(board, v, info, before)
    assert again == analyse(board, v)
    assert again.islands[0].cells == [0, 1]


def test_new_weights_on_a_kept_search_tree_match_a_fresh_search() -> None:
    rng = random.Random(7)
    board = Board(make_puzzle(7, 8, [(0, 0, 1)]))
    for _ in range(100):
        region = [int(rng.random() < 0.8) for _ in range(board.size)]
        root = region.index(1)
        first, second = Cuts(board.neighbours), Cuts(board.neighbours)
        first.run(region, 1, root, [rng.randint(0, 1) for _ in range(board.size)])
        weight = [rng.randint(0, 1) for _ in range(board.size)]
        first.reweigh(weight)
        second.run(region, 1, root, weight)
        assert first.visited == second.visited
        assert [first.cut[i] for i in first.visited] == [second.cut[i] for i in second.visited]
        assert [first.sub[i] for i in first.visited] == [second.sub[i] for i in second.visited]


def test_the_wall_tree_of_a_region_seen_lately_is_reused() -> None:
    board = Board(make_puzzle(3, 3, [(0, 0, 1)]))
    v = board.start()
    v[1] = WALL
    graphs = board.memo(WallGraphs)
    graph = graphs.graph(board.neighbours, bytes(v))
    tree = graph.search(bytes(v), graph.root(bytes(v)))
    v[5] = WALL  # walls only: same region, same root
    assert graphs.graph(board.neighbours, bytes(v)) is graph
    assert graph.search(bytes(v), graph.root(bytes(v))) is tree
    assert tree.sub[graph.root(bytes(v))] == 2


def _local_fixpoint(rng: random.Random) -> tuple[Board, list[int]] | None:
    """A random board with the local rules applied to a fixpoint (None: a contradiction)."""
    board, v = _random_board(rng)
    try:
        propagate(board, v, global_rules=())
    except Contradiction:
        return None
    return board, v


def _after_local_rules(
    board: Board, v: list[int], info: Analysis | None, before: list[int]
) -> list[int] | None:
    """The board after one round of the local rules on `v` (None: a contradiction), from a
    fresh analysis (info None) or one updated from `info`, the analysis of `before`."""
    v = v.copy()
    try:
        if info is None:
            _local_rules(board, v, analyse(board, v), None)
        else:
            changed = [i for i in range(board.size) if v[i] != before[i]]
            _local_rules(board, v, reanalyse(board, v, info, before, changed), changed)
    except Contradiction:
        return None
    return v


def test_the_local_rules_on_rebuilt_islands_decide_what_they_decide_on_all() -> None:
    rng = random.Random(5)
    compared = decided = 0
    for _ in range(600):
        start = _local_fixpoint(rng)
        if start is None:
            continue
        board, before = start
        info = analyse(board, before)
        v = before.copy()
        for i in some_undecided(rng, v, 4):
            v[i] = rng.choice((WALL, WHITE))
        if _or_none(partial(analyse, board, v)) is None:
            continue
        fresh = _after_local_rules(board, v, None, before)
        assert _after_local_rules(board, v, info, before) == fresh
        compared += 1
        decided += fresh is not None and fresh != v
    assert compared > 300
    assert decided > 150


def test_islands_not_rebuilt_keep_their_cells_and_free_neighbours() -> None:
    rng = random.Random(9)
    for _ in range(300):
        board, before = _random_board(rng)
        info = _or_none(partial(analyse, board, before))
        if info is None:
            continue
        v = before.copy()
        for i in some_undecided(rng, v, 5):
            v[i] = rng.choice((WALL, WHITE))
        again = _or_none(partial(reanalyse, board, v, info, before))
        if again is None:
            continue
        assert again.fresh is not None
        rebuilt = {id(isl) for isl in again.fresh}
        old = {(tuple(isl.cells), tuple(isl.liberties)) for isl in info.islands}
        for isl in again.islands:
            if id(isl) not in rebuilt:
                assert (tuple(isl.cells), tuple(isl.liberties)) in old


def test_changed_cells_lists_every_changed_cell_in_order_however_many() -> None:
    import random

    from puzzlegui.core.nurikabe.engine.bits import FEW_CHANGED, changed_cells

    rng = random.Random(5)
    for size, count in [
        (10, 0),
        (10, 3),
        (100, FEW_CHANGED),
        (100, FEW_CHANGED + 1),
        (40_000, 30_000),
    ]:
        before = bytearray(rng.choice(b"\x00\x01\x02") for _ in range(size))
        after = bytearray(before)
        for i in rng.sample(range(size), count):
            after[i] = (after[i] + 1) % 3
        assert changed_cells(after, before) == [i for i in range(size) if after[i] != before[i]]

"""Cheaper rounds of the Nurikabe solver give exactly what the full rules give: the 2x2 rule
near new walls, and a propagation that starts from an earlier state's analysis."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from puzzlegui.core.nurikabe.engine.deduce import (
    UNKNOWN,
    WALL,
    WHITE,
    Analysis,
    Board,
    Contradiction,
    analyse,
    assign,
    between_islands,
    between_near,
    pool_2x2,
    pools_near,
    propagate_from,
)
from puzzlegui.core.nurikabe.puzzle import make_puzzle
from puzzlegui.core.nurikabe.solver.ruleset import SOLVER_RULES
from puzzlegui.core.nurikabe.textfmt import parse
from tests.core.nurikabe.engine.nurikabe_boards import scattered, some_undecided

BOARDS = sorted((Path(__file__).resolve().parents[4] / "boards" / "nurikabe").glob("*.puzzle"))


def _pool_free_board(rng: random.Random) -> tuple[Board, list[int]]:
    """Random walls and island cells, then the 2x2 rule applied until it finds nothing."""
    board = Board(make_puzzle(6, 7, [(0, 0, 9), (3, 3, 6), (5, 6, 4)]))
    v = scattered(rng, board, 20, 0.3)
    info = Analysis([], [])  # the 2x2 rule reads the board only
    while any(v[i] == UNKNOWN for i, _ in pool_2x2(board, v, info)):
        for i, x in pool_2x2(board, v, info):
            v[i] = x
    return board, v


def test_the_2x2_rule_near_new_walls_finds_what_the_full_rule_finds() -> None:
    rng = random.Random(11)
    found = 0
    for _ in range(300):
        board, v = _pool_free_board(rng)
        walls = some_undecided(rng, v, 5)
        for i in walls:
            v[i] = WALL
        empty = Analysis([], [])
        assert set(pools_near(board, v, walls)) == set(pool_2x2(board, v, empty))
        found += bool(pool_2x2(board, v, empty))
    assert found > 50


def _between_closed(rng: random.Random) -> tuple[Board, list[int]] | None:
    """Random walls and island cells, then walls where `between_islands` says, until it finds
    nothing (None on a contradiction)."""
    board = Board(make_puzzle(7, 7, [(0, 0, 5), (2, 4, 4), (4, 1, 6), (6, 6, 3), (3, 3, 2)]))
    v = board.start()
    for i in rng.sample(range(board.size), 14):
        if v[i] == UNKNOWN:
            v[i] = WHITE if rng.random() < 0.6 else WALL
    try:
        while assign(board, v, between_islands(board, v, analyse(board, v))):
            pass
    except Contradiction:
        return None
    return board, v


def test_between_islands_near_grown_islands_finds_what_the_full_rule_finds() -> None:
    rng = random.Random(19)
    found = 0
    for _ in range(600):
        start = _between_closed(rng)
        if start is None:
            continue
        board, v = start
        changed = some_undecided(rng, v, 4)
        for i in changed:
            v[i] = WHITE if rng.random() < 0.7 else WALL
        try:
            info = analyse(board, v)
        except Contradiction:
            continue
        grown = {info.owner[i] for i in changed if v[i] == WHITE}
        expected = set(between_islands(board, v, info))
        assert set(between_near(board, info, grown)) == expected
        found += bool(expected)
    assert found > 50


def _settled(
    board: Board, v: list[int], known: tuple[Analysis, list[int]] | None
) -> tuple[list[int], Analysis] | None:
    """The board and analysis the solver's rules reach, or None on a contradiction."""
    try:
        info = propagate_from(board, v, known, 0, SOLVER_RULES)
    except Contradiction:
        return None
    return v, info


@pytest.mark.parametrize("path", BOARDS[:8], ids=lambda p: p.stem)
def test_a_propagation_from_an_earlier_state_equals_a_fresh_one(path: Path) -> None:
    puzzle, _ = parse(path.read_text())
    rng = random.Random(path.stem)
    board = Board(puzzle)
    for _ in range(6):
        root = board.start()
        info = propagate_from(board, root, None, 0, SOLVER_RULES)
        while UNKNOWN in root:
            cell = rng.choice([i for i, x in enumerate(root) if x == UNKNOWN])
            value = rng.choice((WALL, WHITE))
            child = root.copy()
            try:
                assign(board, child, [(cell, value)])
            except Contradiction:
                break
            fresh = _settled(board, child.copy(), None)
            assert _settled(board, child, (info, root)) == fresh
            if fresh is None:
                break
            root, info = child, fresh[1]

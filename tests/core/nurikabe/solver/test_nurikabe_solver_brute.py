"""Soundness of the solver's rules against brute force: on small random boards with random
cells decided, every contradiction a rule raises must leave no completion, and every cell it
decides must take that value in every completion."""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable

import pytest

from puzzlegui.core.nurikabe.engine.board import Board
from puzzlegui.core.nurikabe.engine.cells import UNKNOWN, WALL, WHITE, Cells, Contradiction
from puzzlegui.core.nurikabe.engine.fence import fence_too_long
from puzzlegui.core.nurikabe.engine.islands import analyse
from puzzlegui.core.nurikabe.engine.span import wall_span
from puzzlegui.core.nurikabe.engine.walls import far_from_walls
from puzzlegui.core.nurikabe.puzzle import make_puzzle
from puzzlegui.core.nurikabe.solver.claims import claim_cuts
from puzzlegui.core.nurikabe.solver.crossing import check_pockets
from puzzlegui.core.nurikabe.solver.euler import block_count
from puzzlegui.core.nurikabe.solver.ring import ring_rule
from puzzlegui.core.nurikabe.solver.ruleset import settle
from puzzlegui.core.nurikabe.solver.tree import wall_tree
from tests.core.nurikabe.engine.test_nurikabe_solver_span import clues_of, random_answer

MAX_FREE = 14
"""Free cells at most on a board checked by brute force (3 432 wall placements at most)."""


def every_answer(board: Board) -> list[Cells]:
    """Every answer of a small board, by trying every set of walls of the right count (as
    boards of the solver's type, so that they compare equal to its answers)."""
    free = [i for i, n in enumerate(board.clue) if not n]
    found = []
    for walls in itertools.combinations(free, board.walls_needed):
        g = bytearray([WHITE]) * board.size
        for i in walls:
            g[i] = WALL
        if valid(board, g):
            found.append(g)
    return found


def valid(board: Board, g: Cells) -> bool:
    """True when the filled board g is an answer: joined walls of the right count, no 2x2
    block of walls, each island one clue of its size."""
    walls = [i for i, x in enumerate(g) if x == WALL]
    if len(walls) != board.walls_needed:
        return False
    if any(g[a] == g[b] == g[c] == g[d] == WALL for a, b, c, d in board.blocks):
        return False
    if walls and len(group(board, g, walls[0])) != len(walls):
        return False
    seen: set[int] = set()
    for start in range(board.size):
        if g[start] == WHITE and start not in seen:
            cells = group(board, g, start)
            seen.update(cells)
            clues = [board.clue[i] for i in cells if board.clue[i]]
            if clues != [len(cells)]:
                return False
    return True


def group(board: Board, g: list[int], start: int) -> list[int]:
    """The cells joined to `start` through cells of its value."""
    cells, seen = [start], {start}
    for i in cells:
        for j in board.neighbours[i]:
            if g[j] == g[start] and j not in seen:
                seen.add(j)
                cells.append(j)
    return cells


def completable(board: Board, v: list[int]) -> bool:
    """True when some answer agrees with every decided cell of v."""
    free = [i for i, x in enumerate(v) if x == UNKNOWN]
    need = board.walls_needed - v.count(WALL)
    for walls in itertools.combinations(free, need) if 0 <= need <= len(free) else ():
        g = [WHITE if x == UNKNOWN else x for x in v]
        for i in walls:
            g[i] = WALL
        if valid(board, g):
            return True
    return False


def random_states(seed: int, few_walls: bool) -> list[tuple[Board, list[int]]]:
    """Random partly decided boards (not always completable) of a random small puzzle."""
    rng = random.Random(seed)
    rows, cols = rng.randint(2, 5), rng.randint(3, 5)
    most = rows + cols if few_walls else rows * cols // 2
    answer = random_answer(rng, rows, cols, rng.randint(1, most))
    if answer is None or WHITE not in answer:
        return []
    board = Board(make_puzzle(rows, cols, clues_of(rng, answer, rows, cols)))
    states = []
    for _ in range(8):
        v = board.start()
        for i in range(board.size):
            if v[i] == UNKNOWN and rng.random() < 0.4:
                v[i] = rng.choice((WALL, WHITE))
        if v.count(UNKNOWN) <= MAX_FREE:
            states.append((board, v))
    return states


def check_rule(rule: Callable[[Board, list[int]], list[tuple[int, int]]], seeds: range) -> int:
    """Run `rule` on random states and check it against brute force; how many verdicts."""
    verdicts = 0
    for seed in seeds:
        for board, v in random_states(seed, few_walls=seed % 2 == 0):
            try:
                analyse(board, v)
            except Contradiction:
                continue  # two clues joined already: not a state a rule would see
            try:
                decided = rule(board, v.copy())
            except Contradiction:
                verdicts += 1
                assert not completable(board, v), (seed, v)
                continue
            for i, x in decided:
                verdicts += 1
                other = v.copy()
                other[i] = WALL + WHITE - x
                assert not completable(board, other), (seed, v, i, x)
    return verdicts


def _settled(board: Board, v: list[int]) -> list[tuple[int, int]]:
    before = v.copy()
    settle(board, v)
    return [(i, x) for i, x in enumerate(v) if x != before[i]]


RULES = {
    "wall-span": lambda board, v: wall_span(board, v, analyse(board, v)),
    "block-count": lambda board, v: block_count(board, v, analyse(board, v)),
    "paths-cross": lambda board, v: check_pockets(board, v, analyse(board, v)) or [],
    "far-from-walls": lambda board, v: far_from_walls(board, v, analyse(board, v)),
    "claim-cuts": lambda board, v: claim_cuts(board, v, analyse(board, v)),
    "fence-too-long": lambda board, v: fence_too_long(board, v, analyse(board, v)),
    "ring": lambda board, v: ring_rule(board, v, analyse(board, v)),
    "wall-tree": lambda board, v: wall_tree(board, v, analyse(board, v)),
    "settle": _settled,
}


@pytest.mark.slow
@pytest.mark.parametrize("name", sorted(RULES))
def test_the_solver_rules_agree_with_brute_force(name: str) -> None:
    assert check_rule(RULES[name], range(400)) > 0  # some verdicts were checked

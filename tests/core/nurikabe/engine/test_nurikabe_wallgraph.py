"""The wall-connectivity rule on contracted region graphs (wallgraph.py) gives exactly what the
articulation search over every cell gives, on random part-decided boards visited in the order
a search visits them (states extending earlier ones, and jumps back), so that kept graphs of
older states serve newer ones."""

from __future__ import annotations

import random

import pytest

from puzzlegui.core.nurikabe.engine import wallgraph
from puzzlegui.core.nurikabe.engine.board import Board
from puzzlegui.core.nurikabe.engine.cells import UNKNOWN, WALL, WHITE, Contradiction
from puzzlegui.core.nurikabe.engine.cuts import Cuts
from puzzlegui.core.nurikabe.engine.deduce import wall_connectivity
from puzzlegui.core.nurikabe.engine.wallgraph import WallGraph
from puzzlegui.core.nurikabe.puzzle import make_puzzle

from .nurikabe_boards import scattered, some_undecided


def _plain(board: Board, v: list[int]) -> set[tuple[int, int]] | None:
    """The rule's answer from one search over every wall or free cell (None: Contradiction)."""
    walls = v.count(WALL)
    if walls > board.walls_needed:
        return None
    if walls == 0:
        return set()
    cuts = Cuts(board.neighbours)
    root = v.index(WALL)
    cuts.run([int(x != WHITE) for x in v], 1, root, [int(x == WALL) for x in v])
    reached = len(cuts.visited)
    if cuts.sub[root] < walls or reached < board.walls_needed:
        return None
    if reached == board.walls_needed:
        return {(i, WALL) for i in cuts.visited if v[i] == UNKNOWN}
    out = {(i, WALL) for i in cuts.visited if cuts.cut[i] and v[i] == UNKNOWN}
    out |= {(i, WHITE) for i in range(board.size) if v[i] == UNKNOWN and not cuts.disc[i]}
    return out


def _contracted(board: Board, v: list[int]) -> set[tuple[int, int]] | None:
    try:
        return set(wall_connectivity(board, v, None))  # type: ignore[arg-type]
    except Contradiction:
        return None


def _board(rng: random.Random) -> Board:
    rows, cols = rng.randint(3, 8), rng.randint(3, 9)
    cells = rng.sample(range(rows * cols), rng.randint(1, 4))
    clues = [(i // cols, i % cols, rng.randint(1, 6)) for i in cells]
    return Board(make_puzzle(rows, cols, clues))


def _walk(rng: random.Random, board: Board, steps: int) -> list[list[int]]:
    """States as a search meets them: a trail of states each deciding a few more cells than
    the one before, now and then going back to an earlier state of the trail."""
    trail = [scattered(rng, board, rng.randint(0, board.size // 3), rng.random() * 0.6)]
    states = [trail[0]]
    for _ in range(steps):
        if rng.random() < 0.2 and len(trail) > 1:
            del trail[rng.randrange(1, len(trail)) :]  # back up
        v = trail[-1].copy()
        for i in some_undecided(rng, v, 4):
            v[i] = WALL if rng.random() < 0.7 else WHITE
        trail.append(v)
        states.append(v)
        states.append(trail[rng.randrange(len(trail))])  # an ancestor again (a probe's node)
    return states


def test_contracted_graphs_give_the_plain_answer() -> None:
    rng = random.Random(11)
    answers = decided = 0
    for _ in range(300):
        board = _board(rng)
        for v in _walk(rng, board, 12):
            expected = _plain(board, v)
            assert _contracted(board, v) == expected, (board.rows, board.cols, v)
            answers += expected is not None
            decided += bool(expected)
    assert answers > 1500
    assert decided > 500


@pytest.mark.parametrize("kept", [1, 2])
def test_searches_made_on_the_lists_of_dropped_ones_give_the_plain_answer(
    monkeypatch: pytest.MonkeyPatch, kept: int
) -> None:
    monkeypatch.setattr(wallgraph, "TREES", kept)  # each graph drops a search at once
    rng = random.Random(23 + kept)
    decided = 0
    for _ in range(100):
        board = _board(rng)
        for v in _walk(rng, board, 12):
            expected = _plain(board, v)
            assert _contracted(board, v) == expected, (board.rows, board.cols, v)
            decided += bool(expected)
    assert decided > 150


def test_a_graph_serves_only_states_extending_its_base() -> None:
    board = Board(make_puzzle(3, 3, [(0, 0, 1)]))
    v = board.start()
    v[1] = WALL
    graph = WallGraph(board.neighbours, bytes(v))
    v[4] = WHITE
    assert graph.fits(int.from_bytes(bytes(v), "little"))
    v[1] = UNKNOWN
    assert not graph.fits(int.from_bytes(bytes(v), "little"))
    v[1] = WHITE
    assert not graph.fits(int.from_bytes(bytes(v), "little"))

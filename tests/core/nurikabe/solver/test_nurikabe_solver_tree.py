"""The wall-tree rule (tree.py) and its staircases (stairs.py): walls that must span the board with
no cell to spare form a tree of rows and columns. janko 0753 settles at the root with it, and the
rule never contradicts an answer (brute force on small boards: test_nurikabe_solver_brute.py)."""

from __future__ import annotations

import random

import pytest

from puzzlegui.core.cancel import Budget
from puzzlegui.core.nurikabe.engine.board import Board
from puzzlegui.core.nurikabe.engine.cells import UNKNOWN, WALL, WHITE, Contradiction
from puzzlegui.core.nurikabe.engine.islands import analyse
from puzzlegui.core.nurikabe.puzzle import make_puzzle
from puzzlegui.core.nurikabe.solver.dfs import search
from puzzlegui.core.nurikabe.solver.tree import applies, wall_tree
from tests.core.nurikabe.engine.test_nurikabe_solver_span import clues_of

from .test_nurikabe_solver_brute import check_rule, valid

JANKO_0753 = [(1, 1, 8), (1, 8, 30), (8, 1, 28), (8, 8, 15)]


def test_janko_0753_is_settled_and_proven_unique_by_our_search_alone() -> None:
    board = Board(make_puzzle(10, 10, JANKO_0753))
    budget = Budget(seconds=60)
    answers = list(search(board, budget))
    assert len(answers) == 1
    assert valid(board, answers[0])
    walls = {divmod(i, 10) for i, x in enumerate(answers[0]) if x == WALL}
    column = {(r, 4) for r in range(10)}
    assert walls == column | {(2, c) for c in range(4)} | {(6, c) for c in range(5, 10)}
    assert budget.nodes < 200  # the root and its probes (two nodes each), no branch


def test_0753s_walls_must_touch_all_four_sides_and_the_clues_take_the_corners() -> None:
    # A row or column of island along any side would join two clues, so the 19 walls span
    # 10 rows and 10 columns: a tree. Each island then reaches a corner through a wall-free
    # staircase, and only the corner beside it fits each clue.
    board = Board(make_puzzle(10, 10, JANKO_0753))
    v = board.start()
    decided = dict(wall_tree(board, v, analyse(board, v)))
    corners = [(0, 0), (0, 1), (1, 0), (0, 8), (0, 9), (1, 9)]
    corners += [(8, 0), (9, 0), (9, 1), (8, 9), (9, 8), (9, 9)]
    assert {divmod(i, 10) for i, x in decided.items() if x == WHITE} == set(corners)


def test_a_cycle_of_walls_or_a_gap_in_a_row_of_walls_is_refused() -> None:
    board = Board(make_puzzle(10, 10, JANKO_0753))
    v = board.start()
    for i in (14, 15, 24, 25):  # (1,4), (1,5), (2,4), (2,5): rows 1, 2 and columns 4, 5 in a cycle
        v[i] = WALL
    with pytest.raises(Contradiction):
        wall_tree(board, v, analyse(board, v))
    v = board.start()
    v[42], v[47], v[44] = WALL, WALL, WHITE  # walls at (4,2) and (4,7), island between
    with pytest.raises(Contradiction):
        wall_tree(board, v, analyse(board, v))


def test_the_rule_stays_off_when_the_walls_can_span_the_board() -> None:
    board = Board(make_puzzle(4, 4, [(0, 0, 1), (3, 3, 1)]))
    assert not applies(board)
    v = board.start()
    assert wall_tree(board, v, analyse(board, v)) == []


@pytest.mark.slow
def test_the_rule_agrees_with_brute_force_on_many_boards() -> None:
    assert check_rule(lambda b, v: wall_tree(b, v, analyse(b, v)), range(400, 4400)) > 1000


def tree_answer(rng: random.Random, rows: int, cols: int, walls: int) -> list[int]:
    """A random answer whose walls form a tree of rows and columns: each wall added beside the
    others brings a new row or a new column (so no 2x2 block, and the islands are the rest)."""
    v = [WHITE] * (rows * cols)
    start = rng.randrange(rows * cols)
    v[start], grown = WALL, [start]
    used_rows, used_cols = {start // cols}, {start % cols}
    while len(grown) < walls:
        options = []
        for i in grown:
            r, c = divmod(i, cols)
            for rr, cc in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
                if (
                    0 <= rr < rows
                    and 0 <= cc < cols
                    and (rr not in used_rows) != (cc not in used_cols)
                ):
                    options.append(rr * cols + cc)
        if not options:
            break
        j = rng.choice(options)
        v[j] = WALL
        grown.append(j)
        used_rows.add(j // cols)
        used_cols.add(j % cols)
    return v


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(20))
def test_the_rule_never_contradicts_an_answer_whose_walls_are_a_tree(seed: int) -> None:
    """States cut from random answers up to 10x10 whose walls form a tree of lines (where the
    rule decides most): it may not reject them, and each cell it decides must match."""
    rng = random.Random(seed)
    checked = 0
    for _ in range(40):
        rows, cols = rng.randint(3, 10), rng.randint(3, 10)
        answer = tree_answer(rng, rows, cols, rng.randint(1, rows + cols - 1))
        if WHITE not in answer:
            continue
        board = Board(make_puzzle(rows, cols, clues_of(rng, answer, rows, cols)))
        for _ in range(5):
            v = board.start()
            shown = rng.random() * 0.7
            for i, x in enumerate(answer):
                if v[i] == UNKNOWN and rng.random() < shown:
                    v[i] = x
            for i, x in wall_tree(board, v, analyse(board, v)):
                assert answer[i] == x, (rows, cols, answer, v, i, x)
                checked += 1
    assert checked > 100

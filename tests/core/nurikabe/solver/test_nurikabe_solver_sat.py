"""The block-count identity, the SAT back end's cuts and the portfolio, against brute force and
against our own search on small random boards."""

from __future__ import annotations

import random

import pytest
from pysat.solvers import Solver  # type: ignore[import-untyped, import-not-found, unused-ignore]

from puzzlegui.core.cancel import CancelToken, run_search
from puzzlegui.core.model import SolveStatus
from puzzlegui.core.nurikabe.engine.board import Board
from puzzlegui.core.nurikabe.engine.cells import WALL, WHITE
from puzzlegui.core.nurikabe.engine.islands import analyse
from puzzlegui.core.nurikabe.puzzle import make_puzzle
from puzzlegui.core.nurikabe.rules import mask_components, neighbour_table
from puzzlegui.core.nurikabe.solver import engines, portfolio, solve
from puzzlegui.core.nurikabe.solver.dfs import search
from puzzlegui.core.nurikabe.solver.euler import block_count
from puzzlegui.core.nurikabe.solver.satmodel import (
    MEET_CLUES,
    SatModel,
    cuts_for,
    line_clauses,
    meet_clauses,
    members,
    neighbour_clauses,
)
from tests.core.nurikabe.engine.test_nurikabe_solver_span import clues_of, random_answer

from .test_nurikabe_solver_brute import every_answer


def random_board(seed: int, most_cells: int = 16) -> tuple[Board, list[int]] | None:
    """A small puzzle made from a random answer, and that answer (None: the walk got stuck)."""
    rng = random.Random(seed)
    rows = rng.randint(2, 4)
    cols = rng.randint(2, most_cells // rows)
    answer = random_answer(rng, rows, cols, rng.randint(1, rows * cols // 2))
    if answer is None or WHITE not in answer:
        return None
    return Board(make_puzzle(rows, cols, clues_of(rng, answer, rows, cols))), answer


def random_board_or_skip(seed: int, most_cells: int = 16) -> tuple[Board, list[int]]:
    """`random_board`, or the test skipped when its random walls got stuck."""
    made = random_board(seed, most_cells)
    if made is None:
        pytest.skip("the random walls got stuck")
    return made


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(300))
def test_every_answer_meets_the_block_count(seed: int) -> None:
    # The rule on a finished answer decides nothing and finds no contradiction: the count holds.
    board, answer = random_board_or_skip(seed, most_cells=64)
    assert block_count(board, answer, analyse(board, answer)) == []


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(300))
def test_the_neighbour_clauses_hold_in_every_answer(seed: int) -> None:
    board, answer = random_board_or_skip(seed, most_cells=64)
    model = SatModel(board)  # for `_holds`: the same island variables as `members` numbers them
    try:
        assert model.member == members(board, None)
        clauses = neighbour_clauses(board, model.member)
        assert clauses
        for clause in clauses:
            assert any(_holds(board, model, answer, lit) for lit in clause), (seed, clause)
    finally:
        model.close()


def joined_walls(rng: random.Random, rows: int, cols: int) -> list[int]:
    """A random joined set of walls (2x2 blocks allowed: the line clauses only ask joined
    walls), grown one neighbour at a time; half the time each wall must bring a new row or
    column while it can (walls that form a tree of the lines, where the runs bind)."""
    size = rows * cols
    wall = [rng.randrange(size)]
    tree = rng.random() < 0.5
    for _ in range(rng.randint(0, size - 2)):
        nbs = {y for i in wall for y in neighbour_table(rows, cols)[i]} - set(wall)
        fresh = [
            y
            for y in nbs
            if all(y // cols != i // cols for i in wall) or all(y % cols != i % cols for i in wall)
        ]
        wall.append(rng.choice(sorted(fresh if tree and fresh else nbs)))
    return wall


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(400))
def test_the_line_clauses_keep_every_joined_wall_set(seed: int) -> None:
    # Every joined set of walls, its count the board's, satisfies the line clauses (their
    # line, run and totalizer variables set to fit): they never cut off an answer.
    rng = random.Random(seed)
    rows, cols = rng.randint(1, 8), rng.randint(2, 8)
    walls = set(joined_walls(rng, rows, cols))
    free = [i for i in range(rows * cols) if i not in walls]
    if not free:
        pytest.skip("no room for a clue")
    clue = rng.choice(free)
    board = Board(make_puzzle(rows, cols, [(*divmod(clue, cols), len(free))]))
    assert board.walls_needed == len(walls)
    with Solver(name="glucose4") as solver:
        for clause in line_clauses(board, board.size):
            solver.add_clause(clause)
        cells = [i + 1 if i in walls else -(i + 1) for i in range(board.size)]
        assert solver.solve(assumptions=cells), (rows, cols, sorted(walls))


def test_the_line_clauses_refuse_a_broken_run_when_the_walls_are_a_tree() -> None:
    # 3x4, 6 walls holding rows 0-2 and columns 0-3 (7 lines = walls + 1): a tree of the lines,
    # so walls at columns 0 and 2 of row 0 (a gap) are refused; the same count in an unbroken L
    # is accepted.
    board = Board(make_puzzle(3, 4, [(2, 3, 6)]))
    with Solver(name="glucose4", bootstrap_with=line_clauses(board, board.size)) as solver:
        gap = [1, -2, 3, -4, 5, -6, -7, -8, 9, 10, -11, 12]
        ell = [1, 2, 3, 4, 5, -6, -7, -8, 9, -10, -11, -12]
        assert not solver.solve(assumptions=gap)
        assert solver.solve(assumptions=ell)


@pytest.mark.parametrize("seed", range(120))
def test_the_models_clauses_keep_every_answer(seed: int) -> None:
    # Brute force: every answer of a small random board satisfies the model's clauses (lines,
    # counters, neighbours), the other variables set to fit.
    board, _ = random_board_or_skip(seed, most_cells=16)
    model = SatModel(board)
    try:
        for g in every_answer(board):
            cells = [i + 1 if x == WALL else -(i + 1) for i, x in enumerate(g)]
            assert model.solver.solve(assumptions=cells), (seed, g)
    finally:
        model.close()


def test_the_sat_cuts_never_cut_off_an_answer() -> None:
    checked = 0
    for seed in range(120):
        made = random_board(seed)
        if made is None:
            continue
        board, _ = made
        answers = every_answer(board)
        model = SatModel(board)
        try:
            for _ in range(30):  # the solver's models, valid or not, and the cuts each one gets
                if not model.solver.solve():
                    break
                values = model.solver.get_model()
                wall = [values[i] > 0 for i in range(board.size)]
                cuts = cuts_for(board, model.member, values, wall)
                if not cuts:
                    model.solver.add_clause([-(i + 1) if w else i + 1 for i, w in enumerate(wall)])
                for clause in cuts:
                    model.solver.add_clause(clause)
                    checked += 1
                    for g in answers:  # a cut holds in every answer (island variables: its own)
                        assert any(_holds(board, model, g, lit) for lit in clause), (seed, clause)
        finally:
            model.close()
    assert checked > 100


def _holds(board: Board, model: SatModel, g: list[int], lit: int) -> bool:
    """Whether literal `lit` of the model is true in answer g (islands numbered by clue)."""
    var = abs(lit)
    if var <= board.size:
        value = g[var - 1] == WALL
    else:
        pairs = ((i, j) for i, m in enumerate(model.member) for j, x in m.items())
        cell, clue = next((i, j) for i, j in pairs if model.member[i][j] == var)
        value = _island_clue(board, g, cell) == clue
    return value if lit > 0 else not value


def _island_clue(board: Board, g: list[int], cell: int) -> int:
    """The index (in board order) of the clue of the island holding `cell`, or -1 for a wall."""
    if g[cell] == WALL:
        return -1
    clue_cells = [i for i, n in enumerate(board.clue) if n]
    for isl in analyse(board, g).islands:
        if cell in isl.cells:
            return next(clue_cells.index(i) for i in isl.cells if board.clue[i])
    return -1


@pytest.mark.parametrize("seed", range(60))
def test_the_sat_model_finds_what_brute_force_finds(seed: int) -> None:
    board, _ = random_board_or_skip(seed)
    model = SatModel(board)
    try:
        found = [v for v in model.solutions() if v is not None]
    finally:
        model.close()
    assert sorted(found) == sorted(every_answer(board))


@pytest.mark.slow
@pytest.mark.parametrize("clingo", [True, False], ids=["asp", "no-clingo"])
@pytest.mark.parametrize("seed", range(40))
def test_the_portfolio_agrees_with_our_search(
    seed: int, clingo: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    board, _ = random_board_or_skip(seed, most_cells=30)
    if not clingo:  # the SAT model joins at our first pause, as where clingo is missing
        monkeypatch.setattr(engines, "AspModel", None)
    monkeypatch.setattr(portfolio, "SLICE", 1e-9)  # a turn each node
    # Every solution (limit far above any count here), so both lists are complete.
    ours = run_search(lambda budget: search(board, budget), limit=1000)
    both = run_search(lambda budget: portfolio.solutions(board, budget), limit=1000)
    assert both.status is ours.status
    assert sorted(both.solutions) == sorted(ours.solutions)


def test_the_portfolio_stops_on_time_and_on_cancel() -> None:
    # docs/nurikabe_hard_boards.py's seed 1 at 13x15 (two clues, 9 and 169; more than one
    # answer): the portfolio needs about half a second of CPU to find two since the meet
    # count (1.4 s before), so the deadline here is well below that (the hard set's rows,
    # here before, now take it milliseconds).
    puzzle = make_puzzle(13, 15, [(0, 12, 9), (10, 6, 169)])
    assert solve(puzzle, seconds=0.1).status is SolveStatus.TIMEOUT
    token = CancelToken()
    token.cancel()
    assert solve(puzzle, cancel=token).status is SolveStatus.CANCELLED


def islands_of(rows: int, cols: int, walls: set[int]) -> list[list[int]]:
    """The groups of joined cells that are not walls."""
    free = [i not in walls for i in range(rows * cols)]
    return mask_components(free, neighbour_table(rows, cols))


def walls_parting_islands(
    rng: random.Random,
) -> tuple[int, int, set[int], list[list[int]]]:
    """A random board size, a joined set of walls on it, and the groups of the other cells,
    drawn again until there are 2 to MEET_CLUES groups (the boards the meet count is for)."""
    while True:
        rows, cols = rng.randint(1, 8), rng.randint(2, 8)
        walls = set(joined_walls(rng, rows, cols))
        groups = islands_of(rows, cols, walls)
        if 2 <= len(groups) <= MEET_CLUES:
            return rows, cols, walls, groups


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(200))
def test_the_meet_count_keeps_every_joined_wall_set(seed: int) -> None:
    # Every joined set of walls with an island (clued with its size) in each group of the other
    # cells satisfies the meet clauses, walls and island variables set as they are there (half
    # the wall sets are trees of the lines, where the count is often exact).
    rng = random.Random(seed)
    rows, cols, walls, groups = walls_parting_islands(rng)
    spots = [rng.choice(g) for g in groups]
    board = Board(
        make_puzzle(
            rows, cols, [(*divmod(s, cols), len(g)) for s, g in zip(spots, groups, strict=True)]
        )
    )
    member = members(board, None)
    order = sorted(range(len(groups)), key=lambda k: spots[k])  # clue j: the j-th in board order
    cells = [i + 1 if i in walls else -(i + 1) for i in range(board.size)]
    for j, k in enumerate(order):
        cells.extend(member[i][j] for i in groups[k])
    clauses = meet_clauses(board, member, max(x for m in member for x in m.values()))
    assert clauses
    with Solver(name="glucose4", bootstrap_with=clauses) as solver:
        assert solver.solve(assumptions=cells), (rows, cols, sorted(walls))


def test_the_meet_count_refuses_walls_that_meet_too_many_islands() -> None:
    # 3x3, walls at the four edge middles, an island of 1 at each corner and the centre: each
    # row and column meets two islands or holds a wall beside one: 6 runs, more than 4 + 1.
    clues = [(0, 0, 1), (0, 2, 1), (1, 1, 1), (2, 0, 1), (2, 2, 1)]
    board = Board(make_puzzle(3, 3, clues))
    member = members(board, None)
    walls = {1, 3, 5, 7}
    cells = [i + 1 if i in walls else -(i + 1) for i in range(9)]
    cells += [member[i][j] for j, i in enumerate((0, 2, 4, 6, 8))]
    clauses = meet_clauses(board, member, max(x for m in member for x in m.values()))
    with Solver(name="glucose4", bootstrap_with=clauses) as solver:
        assert not solver.solve(assumptions=cells)

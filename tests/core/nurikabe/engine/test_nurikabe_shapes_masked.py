"""The island shapes on bit masks (shapes.py `masked_facts`, used through areas.py `by_shapes`)
against a plain reference: every connected set of free cells completing the island, grown one
cell at a time with Python sets, on random part-decided boards. The facts (cells common to the
shapes that keep the required cells and groups, cells beside all, cells of some), the "no
shape" contradiction and the step budget (TooMany) must all agree."""

from __future__ import annotations

import random

import pytest

from puzzlegui.core.nurikabe.engine.areas import by_shapes, cells_of, listed_shapes
from puzzlegui.core.nurikabe.engine.bits import mask_of
from puzzlegui.core.nurikabe.engine.board import Board
from puzzlegui.core.nurikabe.engine.cells import Contradiction
from puzzlegui.core.nurikabe.engine.deduce import UNKNOWN, WALL, WHITE
from puzzlegui.core.nurikabe.engine.islands import Analysis, analyse
from puzzlegui.core.nurikabe.engine.reaches import island_reaches
from puzzlegui.core.nurikabe.engine.shapes import MAX_MISSING, MAX_STEPS, TooMany
from puzzlegui.core.nurikabe.puzzle import make_puzzle

from .test_nurikabe_solver_span import clues_of, random_answer

Cells = frozenset[int]

Shape = frozenset[int]


def allowed(board: Board, v: list[int], info: Analysis, k: int, j: int) -> bool:
    """A cell island k may take: free and beside no other clued island, or of a clue-less one."""
    if v[j] == WHITE:
        return not info.islands[info.owner[j]].clue
    if v[j] == WALL:
        return False
    return not any(
        info.owner[n] not in (-1, k) and info.islands[info.owner[n]].clue
        for n in board.neighbours[j]
    )


def reference(board: Board, v: list[int], info: Analysis, k: int) -> tuple[list[Shape], int]:
    """Every valid way to add the island's missing cells, and the steps the shape search
    counts: one, plus one per connected set of fewer cells (sets grown a cell at a time)."""
    isl = info.islands[k]
    seed = set(isl.cells)
    layer: set[Shape] = {frozenset()}
    steps = 1
    for size in range(1, isl.missing + 1):
        layer = {
            shape | {j}
            for shape in layer
            for i in seed | shape
            for j in board.neighbours[i]
            if j not in seed and j not in shape and allowed(board, v, info, k, j)
        }
        if size < isl.missing:
            steps += len(layer)
    valid = [
        shape
        for shape in layer
        if not any(
            v[n] == WHITE and n not in seed and n not in shape
            for i in shape
            for n in board.neighbours[i]
        )
    ]
    return valid, steps


def facts_of(
    board: Board, seed: list[int], shapes: list[Shape]
) -> tuple[set[int], set[int], set[int]]:
    """Cells in every shape, beside every shape (not the island's), in some shape."""
    base = set(seed)
    common, beside, union = set(shapes[0]), None, set[int]()
    for shape in shapes:
        cells = base | shape
        border = {n for i in cells for n in board.neighbours[i]} - cells
        common &= shape
        union |= shape
        beside = border if beside is None else beside & border
    return common, beside or set(), union


def masked(
    board: Board,
    v: list[int],
    info: Analysis,
    k: int,
    area: int,
    required: Cells = frozenset(),
    groups: frozenset[Cells] = frozenset(),
) -> tuple[set[int], set[int], set[int]]:
    """`by_shapes` (given the island's area as a mask), its masks as sets of cells."""
    facts = by_shapes(board, info, k, (area, mask_of(v, WHITE)), required, groups)
    common, beside, union = map(cells_of, facts)
    return set(common), set(beside), set(union)


def random_state(rng: random.Random) -> tuple[Board, list[int]] | None:
    """A random board (clues from a random answer) with random cells decided, some of them
    against the answer (so that clue-less islands lie about); None if the walk got stuck."""
    rows, cols = rng.randint(3, 7), rng.randint(3, 8)
    answer = random_answer(rng, rows, cols, rng.randint(rows, rows * cols // 2 + 1))
    if answer is None:
        return None
    board = Board(make_puzzle(rows, cols, clues_of(rng, answer, rows, cols)))
    v = board.start()
    shown, wrong = rng.random() * 0.6, rng.random() * 0.15
    for i, x in enumerate(answer):
        if v[i] == UNKNOWN and rng.random() < shown:
            v[i] = (WALL + WHITE - x) if rng.random() < wrong else x
    return board, v


def claims(rng: random.Random, area: list[int]) -> tuple[frozenset[int], frozenset[frozenset[int]]]:
    """Random required cells and groups among the island's reach (often none)."""
    required = frozenset(rng.sample(area, min(len(area), rng.choice((0, 0, 1, 2)))))
    groups = frozenset(
        frozenset(rng.sample(area, min(len(area), rng.randint(1, 3))))
        for _ in range(rng.choice((0, 0, 1, 2)))
    )
    return required, groups


def check(rng: random.Random, board: Board, v: list[int]) -> int:
    """Compare the masked facts with the reference on every small growing island; how many
    islands were compared."""
    try:
        info = analyse(board, v)
    except Contradiction:
        return 0
    compared = 0
    for k, r in island_reaches(board, v, info).items():
        isl = info.islands[k]
        if isl.missing > MAX_MISSING or len(r.found) < isl.missing:
            continue
        shapes, steps = reference(board, v, info, k)
        required, groups = claims(rng, r.found)
        if steps > MAX_STEPS:
            with pytest.raises(TooMany):
                masked(board, v, info, k, r.area, required, groups)
            continue
        kept = [s for s in shapes if required <= s and all(g & s for g in groups)]
        if not kept:
            with pytest.raises(Contradiction):
                masked(board, v, info, k, r.area, required, groups)
        else:
            got = masked(board, v, info, k, r.area, required, groups)
            assert got == facts_of(board, isl.cells, kept)
        # the old listing (island cases) lists the same shapes
        risky = {
            j for o in info.islands if not o.clue for i in o.cells for j in board.neighbours[i]
        }
        listed = listed_shapes(board, v, info, k, risky)
        assert sorted(map(sorted, listed)) == sorted(map(sorted, shapes))
        compared += 1
    return compared


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(60))
def test_masked_facts_match_the_reference(seed: int) -> None:
    rng = random.Random(seed)
    compared = 0
    for _ in range(40):
        state = random_state(rng)
        if state is not None:
            compared += check(rng, *state)
    assert compared > 0


@pytest.mark.parametrize("length", [1, 2, 3])
def test_budget_is_the_same(length: int) -> None:
    """An island of `length` cells in a row missing 5, with room all round: the search counts
    414 steps for one cell (it lists the shapes), more than its budget for two or three."""
    board = Board(make_puzzle(13, 13, [(6, 6, length + 5)]))
    v = board.start()
    for c in range(1, length):
        v[6 * 13 + 6 + c] = WHITE
    info = analyse(board, v)
    ((k, r),) = island_reaches(board, v, info).items()
    shapes, steps = reference(board, v, info, k)
    assert (steps > MAX_STEPS) is (length > 1)
    if length > 1:
        with pytest.raises(TooMany):
            masked(board, v, info, k, r.area)
    else:
        assert masked(board, v, info, k, r.area)[2] == facts_of(board, [84], shapes)[2]

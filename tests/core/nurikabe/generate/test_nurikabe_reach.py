"""The easy judge's reaches on bit masks (generate/reach.py) against the engine's searches
(engine/reaches.py): the same cells reached on boards filled in one cell at a time in a random
order, with the reaches kept from one board to the next as the judge keeps them."""

from __future__ import annotations

import random
from typing import Any

import pytest

from puzzlegui.core.model import GenerateJob, GenerateOptions
from puzzlegui.core.nurikabe import generate as gen
from puzzlegui.core.nurikabe.engine.bits import mask_of
from puzzlegui.core.nurikabe.engine.deduce import WALL, WHITE, Board, analyse, reanalyse
from puzzlegui.core.nurikabe.engine.reaches import island_reaches
from puzzlegui.core.nurikabe.generate import reach
from puzzlegui.core.nurikabe.generate.reach import Reaches, reached
from puzzlegui.core.nurikabe.puzzle import Mark
from puzzlegui.core.nurikabe.solver import solve


@pytest.mark.parametrize(
    ("size", "seed", "difficulty"), [(8, 0, "easy"), (10, 1, "medium"), (15, 2, "hard")]
)
def test_the_same_cells_as_the_engines_reaches(
    monkeypatch: pytest.MonkeyPatch, size: int, seed: int, difficulty: str
) -> None:
    puzzle = gen.generate(GenerateJob(GenerateOptions(size, size, difficulty), random.Random(seed)))
    solution = solve(puzzle, limit=1).solution
    assert solution is not None
    answer = [WALL if m is Mark.WALL else WHITE for m in solution.marks]
    board = Board(puzzle)
    v = board.start()
    free = [i for i, x in enumerate(v) if not x]
    random.Random(seed).shuffle(free)
    searches = [0]
    search = reach._search

    def counted(*args: Any) -> tuple[int, int]:
        searches[0] += 1
        return search(*args)

    monkeypatch.setattr(reach, "_search", counted)
    info, memo = analyse(board, v), Reaches()
    compared = kept = 0
    for step, i in enumerate(free):
        before = v[:]
        v[i] = answer[i]
        info = reanalyse(board, v, info, before)
        if step % 2:
            continue
        want = 0
        for r in island_reaches(board, v, info).values():
            want |= r.area
        searched = searches[0]
        assert reached(board, mask_of(v, WALL), info, memo) == want, step
        compared += 1
        kept += searches[0] - searched < sum(isl.missing > 0 for isl in info.islands)
    assert compared > 20
    assert kept > 10  # boards where some islands' reaches were kept, not searched again

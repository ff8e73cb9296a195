"""The few-walls rules' cells kept by board on the hints' board (rungs.FewWalls): the same as
the rules give on a board that keeps nothing, on boards met again and again."""

from __future__ import annotations

import random

from puzzlegui.core.nurikabe.engine.board import Board
from puzzlegui.core.nurikabe.engine.cells import UNKNOWN, Cells
from puzzlegui.core.nurikabe.engine.islands import analyse
from puzzlegui.core.nurikabe.hints import easiest_round
from puzzlegui.core.nurikabe.ladder.rungs import FewWalls, few_wall_steps
from puzzlegui.core.nurikabe.puzzle import make_puzzle


def _steps(board: Board, v: Cells) -> list[tuple[str, object, object]]:
    return [(s.rule, s.decided, s.params) for s in few_wall_steps(board, v, analyse(board, v))]


def test_the_cells_kept_by_board_are_the_rules_cells() -> None:
    # 6x6, clues 27 and 4: five walls, so far from walls and wall span both decide cells.
    puzzle = make_puzzle(6, 6, [(5, 0, 4), (0, 5, 27)])
    solved = Board(puzzle).start()
    while UNKNOWN in solved:
        assert easiest_round(Board(puzzle), solved)[0]  # the ladder alone solves it
    kept = Board(puzzle)
    kept.memo(FewWalls).on = True
    rng = random.Random(35)
    met: list[Cells] = []
    decided = 0
    for _ in range(300):
        if met and rng.random() < 0.4:
            v = rng.choice(met)  # a board met before: its cells come from the memo
        else:
            v = kept.start()
            share = rng.random()
            for i in range(kept.size):
                if v[i] == UNKNOWN and rng.random() < share:
                    v[i] = solved[i]
            met.append(v)
        want = _steps(Board(puzzle), v)
        assert _steps(kept, v) == want
        decided += len(want)
    assert decided  # the rules did decide cells on these boards

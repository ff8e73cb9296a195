"""The trial memo (nurikabe/trials.py): on boards with fewer skipped trials than ladder.RESCAN
it never misses a step the plain deep-trial scan finds, and every step it gives agrees with the
solution."""

from __future__ import annotations

from pathlib import Path

import pytest

from puzzlegui.core.nurikabe.engine.bits import mask_of
from puzzlegui.core.nurikabe.engine.board import Board
from puzzlegui.core.nurikabe.engine.cells import UNKNOWN, WALL, WHITE
from puzzlegui.core.nurikabe.engine.islands import analyse
from puzzlegui.core.nurikabe.ladder.rungs import LADDER, apply_steps, deep_trial_steps, trial_steps
from puzzlegui.core.nurikabe.ladder.trials import TrialMemo, TrialWork, agrees, bits_of, within
from puzzlegui.core.nurikabe.solver import solve
from puzzlegui.core.nurikabe.textfmt import parse

BOARDS = sorted((Path(__file__).parents[4] / "boards" / "nurikabe").glob("*.puzzle"))


def test_bits_agree_and_within() -> None:
    a, b = bits_of([0, 1, 2, 0]), bits_of([1, 1, 2, 2])
    assert agrees(a, b)
    assert within(a, b)
    assert not within(b, a)
    assert not agrees(bits_of([2, 0, 0, 0]), b)


def test_bits_of_holds_the_walls_and_the_island_cells() -> None:
    v = bytearray([UNKNOWN, WALL, WHITE, WALL, UNKNOWN, WHITE, WHITE])
    walls = sum(1 << i for i, x in enumerate(v) if x == WALL)
    whites = sum(1 << i for i, x in enumerate(v) if x == WHITE)
    assert bits_of(v) == (walls, whites) == (mask_of(v, WALL), mask_of(v, WHITE))


@pytest.mark.slow
@pytest.mark.parametrize("path", BOARDS[2:8], ids=lambda p: p.name)
def test_memo_never_misses_a_deep_trial(path: Path) -> None:
    puzzle, _ = parse(path.read_text())
    solution = solve(puzzle).solution
    assert solution is not None
    board, memo = Board(puzzle), TrialMemo()
    right = [WALL if m.name == "WALL" else 2 for m in solution.marks]
    v = board.start()
    checked = 0
    while UNKNOWN in v:
        info = analyse(board, v)
        step = next(
            (s for rule in LADDER[: LADDER.index(trial_steps)] for s in rule(board, v, info)), None
        )
        if step is None:
            short = next(trial_steps(board, v, info, TrialWork(memo)), None)
            deep = next(deep_trial_steps(board, v, info, TrialWork(memo)), None)
            plain = next(deep_trial_steps(board, v, info), None)
            assert (deep is None) == (plain is None) or short is not None
            step = short or deep or plain
            checked += 1
            if step is None:
                break
        assert all(right[i] == value for i, value in step.decided)
        apply_steps(v, [step])
    assert checked > 0  # these boards all reach the trial rungs

"""Issue 35: the wall rules' reasons (wall pocket, wall count, far from walls, wall span) force
their step, on states no walk reaches: random parts of the answers of random boards that are
mostly island (where the wall-counting rules fire) and of boards/nurikabe. Wall pocket and
wall count must also have no reason to spare (their reasons are built, not searched)."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import pytest

from puzzlegui.core.nurikabe.engine.board import Board
from puzzlegui.core.nurikabe.engine.cells import UNKNOWN, WALL, WHITE, Cells, Contradiction
from puzzlegui.core.nurikabe.engine.islands import analyse
from puzzlegui.core.nurikabe.ladder.reasons import name_reasons
from puzzlegui.core.nurikabe.ladder.rungs import LADDER, LEVEL
from puzzlegui.core.nurikabe.ladder.step import Step
from puzzlegui.core.nurikabe.puzzle import Puzzle, make_puzzle
from puzzlegui.core.nurikabe.solver import solve
from puzzlegui.core.nurikabe.textfmt import parse

RULES = {"wall-pocket", "wall-count", "far-from-walls", "wall-span-island", "wall-span-wall"}
BUILT = {"wall-pocket", "wall-count"}
BOARDS = Path(__file__).resolve().parents[2] / "boards" / "nurikabe"
RUNG = LADDER[LEVEL["walls"] - 1]
SIDES = ((0, 1), (1, 0), (0, -1), (-1, 0))


def _pools(walls: set[int], n: int) -> bool:
    return any(
        all(x in walls for x in (a, a + 1, a + n, a + n + 1))
        for a in (r * n + c for r in range(n - 1) for c in range(n - 1))
    )


def _scarce_answer(n: int, count: int, rng: random.Random) -> tuple[Puzzle, list[int]]:
    """A random n x n answer: `count` joined walls or fewer, no 2x2 block, islands the rest."""
    walls = {rng.randrange(n * n)}
    for _ in range(40 * count):
        if len(walls) >= count:
            break
        r, c = divmod(rng.choice(sorted(walls)), n)
        dr, dc = rng.choice(SIDES)
        if 0 <= r + dr < n and 0 <= c + dc < n and not _pools(walls | {(r + dr) * n + c + dc}, n):
            walls.add((r + dr) * n + c + dc)
    clues, seen = [], set(walls)
    for i in range(n * n):
        if i in seen:
            continue
        island, todo = [i], [i]
        seen.add(i)
        while todo:
            r, c = divmod(todo.pop(), n)
            for dr, dc in SIDES:
                j = (r + dr) * n + c + dc
                if 0 <= r + dr < n and 0 <= c + dc < n and j not in seen:
                    seen.add(j)
                    island.append(j)
                    todo.append(j)
        cell = rng.choice(island)
        clues.append((cell // n, cell % n, len(island)))
    return make_puzzle(n, n, clues), [WALL if i in walls else WHITE for i in range(n * n)]


def _answers(rng: random.Random) -> Iterator[tuple[Puzzle, list[int]]]:
    for name in ("01-easy-7x7", "05-medium-8x8", "16-hard-7x7"):
        puzzle, _ = parse((BOARDS / f"{name}.puzzle").read_text())
        marks = solve(puzzle, limit=1).solutions[0].marks
        yield puzzle, [WALL if m == 1 else WHITE for m in marks]
    for _ in range(30):
        n = rng.randint(5, 9)
        yield _scarce_answer(n, rng.randint(n, 2 * n), rng)


def _makes(board: Board, v: Cells, step: Step, keep: list[int]) -> bool:
    """Does the wall rung make every cell of the step again from the clues and `keep`?"""
    w = board.start()
    for i in keep:
        w[i] = v[i]
    left = set(step.decided)
    try:
        for other in RUNG(board, w, analyse(board, w)):
            if other.rule == step.rule:
                left -= set(other.decided)
    except Contradiction:
        return False
    return not left


@pytest.mark.slow
def test_wall_rule_reasons_force_their_step() -> None:
    rng = random.Random(2)
    seen: Counter[str] = Counter()
    short, spare = [], []
    for puzzle, answer in _answers(rng):
        for _ in range(8):
            board = Board(puzzle)
            v = board.start()
            share = rng.random()
            for i in range(board.size):
                if not board.clue[i] and rng.random() < share:
                    v[i] = answer[i]
            try:
                steps = [s for s in RUNG(board, v, analyse(board, v)) if s.rule in RULES]
            except Contradiction:
                continue
            for step in steps:
                seen[step.rule] += 1
                name_reasons(board, v, step)
                marks = [i for i in step.reasons if v[i] != UNKNOWN and not board.clue[i]]
                if not _makes(board, v, step, marks):
                    short.append((step.rule, step.decided[:3], marks))
                elif step.rule in BUILT and any(
                    _makes(board, v, step, [k for k in marks if k != i]) for i in marks
                ):
                    spare.append((step.rule, step.decided[:3], marks))
    assert set(seen) == RULES, seen
    assert not short, short[:3]
    assert not spare, spare[:3]

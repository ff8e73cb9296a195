"""Are a Nurikabe hint's reasons enough to force its step by the same rule, and each one
needed? (Issue 35; the Hashi check is minimal_reasons_hashi.py.)

A Nurikabe rule reads the whole board, so "forced" is read by the rule itself: the board keeps
the puzzle's clues and, of the player's marks, only those on the hint's reason cells (every
other wall and dot is taken away); the reasons are *sufficient* when the rung of the hint's
level, run on that board, still decides every cell of the step the same way. *Dropping* a
reason cell takes its mark away, or, for a clue cell, hides the clue (the cell becomes a free
cell); the reasons are *minimal* when dropping any one leaves the step no longer forced. Steps
with no reason cells (the trials, the wall counts) are not judged: there is nothing to drop,
and their reason is the whole board.

Cost: one run of one rung per reason cell; milliseconds a hint on a published board.
"""

from __future__ import annotations

from collections.abc import Iterable

from puzzlegui.core.model import Cell, Hint
from puzzlegui.core.nurikabe.engine.board import Board
from puzzlegui.core.nurikabe.engine.cells import WALL, WHITE, Contradiction
from puzzlegui.core.nurikabe.engine.islands import analyse
from puzzlegui.core.nurikabe.hints import compact
from puzzlegui.core.nurikabe.ladder.rungs import LADDER, ONE_AT_A_TIME
from puzzlegui.core.nurikabe.puzzle import (
    Mark,
    Puzzle,
    SetMark,
    State,
    make_puzzle,
    state_from_marks,
)

from .minimal_reasons import Verdict

STEPS_READ = 100_000
"""The most steps of the rung read while looking for the hint's cells (a bound, not a limit
any published board reaches)."""


def judged(hint: Hint) -> bool:
    """Whether the check judges this hint: a ladder step with reason cells."""
    rule = LADDER[hint.level - 1] if 1 <= hint.level <= len(LADDER) else None
    return bool(hint.reason_cells) and rule is not None and rule not in ONE_AT_A_TIME


def claims(puzzle: Puzzle, hint: Hint) -> set[tuple[int, int]]:
    """The (flat cell, value) pairs the hint's moves decide."""
    said = set()
    for move in hint.moves:
        if isinstance(move, SetMark) and move.mark is not Mark.EMPTY:
            value = WALL if move.mark is Mark.WALL else WHITE
            said.add((move.cell[0] * puzzle.cols + move.cell[1], value))
    return said


def board_with(puzzle: Puzzle, state: State, keep: Iterable[Cell]) -> tuple[Puzzle, State]:
    """The board with every clue, and of the player's marks only those on `keep`."""
    kept = set(keep)
    cols = puzzle.cols
    marks = [mark if divmod(i, cols) in kept else Mark.EMPTY for i, mark in enumerate(state.marks)]
    return puzzle, state_from_marks(puzzle, marks)


def without_clue(puzzle: Puzzle, state: State, cell: Cell) -> tuple[Puzzle, State]:
    """The board with the clue at `cell` hidden (a free cell), the marks as they are."""
    clues = [clue for clue in puzzle.clues if (clue[0], clue[1]) != cell]
    hidden = make_puzzle(puzzle.rows, puzzle.cols, clues)
    marks = list(state.marks)
    marks[cell[0] * puzzle.cols + cell[1]] = Mark.EMPTY
    return hidden, state_from_marks(hidden, marks)


def forced(puzzle: Puzzle, state: State, level: int, said: set[tuple[int, int]]) -> bool:
    """True when the rung of `level` decides every pair of `said` on this board."""
    board = Board(puzzle)
    v = compact(puzzle, state)
    left = set(said)
    try:
        info = analyse(board, v)
        for count, step in enumerate(LADDER[level - 1](board, v, info)):
            left -= set(step.decided)
            if not left or count >= STEPS_READ:
                break
    except Contradiction:
        return False
    return not left


def judge(puzzle: Puzzle, state: State, hint: Hint) -> Verdict:
    """Whether the hint's reasons force its step by its rule, and which could be dropped."""
    said = claims(puzzle, hint)
    reasons = list(dict.fromkeys(hint.reason_cells))
    base, kept = board_with(puzzle, state, reasons)
    if not said or not forced(base, kept, hint.level, said):
        return Verdict(False, [])
    clue_cells = {(r, c) for r, c, _ in puzzle.clues}
    needless = []
    for cell in reasons:
        if cell in clue_cells:
            p, s = without_clue(base, kept, cell)
        else:
            p, s = board_with(puzzle, kept, [x for x in reasons if x != cell])
        if forced(p, s, hint.level, said):
            needless.append(cell)
    return Verdict(True, needless)

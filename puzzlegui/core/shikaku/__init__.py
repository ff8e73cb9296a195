"""Shikaku: divide the grid into rectangles, each holding one clue equal to its area."""

from __future__ import annotations

from puzzlegui.core.cancel import CancelToken
from puzzlegui.core.declare import Ladder, Roles, declare, graded
from puzzlegui.core.model import PuzzleType, grid_size, levels_by_difficulty

from . import (
    edit,
    generate,
    hints,
    jsonfmt,
    ladder,
    puzzle,
    puzzlink,
    rules,
    solver,
    strategies,
    tatham,
    textfmt,
    texts_es,
)
from .puzzle import Move, Puzzle, State


def _walk(board: puzzle.Puzzle, cancel: CancelToken | None = None) -> tuple[int, int]:
    return ladder.grade_level(board, cancel), len(board.clues)


RULES = (
    "Divide the grid into rectangles along the grid lines. Every rectangle holds exactly "
    "one number, and that number is its area in cells."
)
TYPE: PuzzleType[Puzzle, State, Move] = declare(
    ("shikaku", "Shikaku", RULES),
    Roles(textfmt, jsonfmt, rules, puzzle, solver, strategies, hints, generate),
    grid_size,
    Ladder(ladder.LEVELS, graded(ladder.LEVELS, _walk)),
    generate.generate,
    levels_by_difficulty(generate.DIFFICULTIES, len(ladder.LEVELS), generate.difficulty_of),
    {"es": texts_es.SPANISH},
    max_side=puzzle.MAX_SIDE,
    puzzlink=puzzlink.PUZZLINK,
    tatham=tatham.TATHAM,
    symmetric_clues=True,
    editing=edit.EDITING,
)

"""Logi-5: fill the grid so each row, column and region holds every digit once."""

from __future__ import annotations

from puzzlegui.core.declare import Ladder, Roles, declare, graded
from puzzlegui.core.latin import MAX_N
from puzzlegui.core.latin_play import LatinPlay
from puzzlegui.core.model import PuzzleType, levels_by_difficulty, square_size

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

RULES = (
    "Write a digit from 1 to N in every cell. No digit may repeat in a row, a column or "
    "one of the outlined regions. The given digits stay as they are."
)
TYPE: PuzzleType[Puzzle, State, Move] = declare(
    ("logi5", "Logi-5", RULES),
    Roles(
        textfmt,
        jsonfmt,
        rules,
        LatinPlay(puzzle.new_state, lambda board: board.houses),
        solver,
        strategies,
        hints,
        generate,
    ),
    square_size,
    Ladder(
        ladder.LEVELS,
        graded(ladder.LEVELS, lambda board, cancel: ladder.grade_puzzle(board, cancel=cancel)),
    ),
    generate.generate,
    levels_by_difficulty(generate.DIFFICULTIES, len(ladder.LEVELS), generate.difficulty_of),
    {"es": texts_es.SPANISH},
    max_side=MAX_N,
    puzzlink=puzzlink.PUZZLINK,
    tatham=tatham.TATHAM,
    symmetric_clues=True,
    square_only=True,
    methods=generate.METHODS,
    fill_trial=generate.fill_trial,
    editing=edit.EDITING,
)

"""Calcudoku: no digit twice in a row or column, and every cage makes its target."""

from __future__ import annotations

from puzzlegui.core.candidates import houses_of
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
    "Write a digit from 1 to N in every cell so that no digit repeats in a row or column. "
    "The digits of each cage make its target with its operation: + sum, * product, "
    "- the largest minus the others, / the larger divided by the smaller."
)
PLAY = LatinPlay(puzzle.new_state, lambda board: houses_of(board.n))  # cages may repeat
TYPE: PuzzleType[Puzzle, State, Move] = declare(
    ("calcudoku", "Calcudoku", RULES),
    Roles(textfmt, jsonfmt, rules, PLAY, solver, strategies, hints, generate),
    square_size,
    Ladder(ladder.LEVELS, graded(ladder.LEVELS, ladder.grade)),
    generate.generate,
    levels_by_difficulty(generate.DIFFICULTIES, len(ladder.LEVELS), generate.difficulty_of),
    {"es": texts_es.SPANISH},
    max_side=MAX_N,
    puzzlink=puzzlink.PUZZLINK,
    tatham=tatham.TATHAM,
    square_only=True,
    editing=edit.EDITING,
)

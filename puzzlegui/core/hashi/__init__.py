"""Hashiwokakero: join the islands with bridges so each carries its number and all connect."""

from __future__ import annotations

from puzzlegui.core.cancel import CancelToken
from puzzlegui.core.declare import Ladder, Roles, declare
from puzzlegui.core.grading import grade_by_hints
from puzzlegui.core.model import Grade, PuzzleType, grid_size

from . import (
    edit,
    generate,
    hints,
    jsonfmt,
    puzzle,
    puzzlink,
    rules,
    solver,
    strategies,
    tatham,
    textfmt,
    texts_es,
)
from .ladder import LEVELS
from .puzzle import Move, Puzzle, State


def _grade(board: puzzle.Puzzle, cancel: CancelToken | None = None) -> Grade:
    return grade_by_hints(TYPE, board, cancel)


RULES = (
    "Join the islands with horizontal and vertical bridges so that each island has as many "
    "bridges as its number. At most two bridges join a pair of islands, bridges never cross, "
    "and all islands end up connected."
)
TYPE: PuzzleType[Puzzle, State, Move] = declare(
    ("hashi", "Hashiwokakero", RULES),
    Roles(textfmt, jsonfmt, rules, puzzle, solver, strategies, hints, generate),
    grid_size,
    Ladder(LEVELS, _grade),
    generate.generate,
    {name: frozenset(levels) for name, levels in generate.LEVELS_OF.items()},
    {"es": texts_es.SPANISH},
    max_side=jsonfmt.MAX_SIDE,
    symmetric_clues=True,
    puzzlink=puzzlink.PUZZLINK,
    tatham=tatham.TATHAM,
    editing=edit.EDITING,
)

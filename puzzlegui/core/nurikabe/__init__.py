"""Nurikabe: wall off islands, one clue each and as large as its clue, with every wall joined."""

from __future__ import annotations

from puzzlegui.core.declare import Ladder, Roles, declare
from puzzlegui.core.model import PuzzleType, grid_size

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
    textfmt,
    texts_es,
)
from .puzzle import Move, Puzzle, State

RULES = (
    "Shade walls so that every number sits in an island of exactly that many cells, each "
    "island holds one number, all walls are joined, and no 2x2 block is all wall."
)
TYPE: PuzzleType[Puzzle, State, Move] = declare(
    ("nurikabe", "Nurikabe", RULES),
    Roles(textfmt, jsonfmt, rules, puzzle, solver, strategies, hints, generate),
    grid_size,
    Ladder(hints.LEVELS, hints.grade),
    generate.generate_for,
    {name: frozenset(levels) for name, levels in generate.LEVELS_OF.items()},
    {"es": texts_es.SPANISH},
    max_side=jsonfmt.MAX_SIDE,
    puzzlink=puzzlink.PUZZLINK,
    editing=edit.EDITING,
)
